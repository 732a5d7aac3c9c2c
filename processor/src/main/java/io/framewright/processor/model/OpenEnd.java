package io.framewright.processor.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether the values of a message run to the end of their input: nothing in them marks where they
 * end, because the last component is {@code @Remaining} or {@code @Trailing}, or a union's {@code @UnknownTag} variant
 * (its raw body), or a nested message whose values do. A terminator ({@code @Delimited}) ends a
 * message; a recursive component is not followed (validation reports the cycle).
 *
 * <p>Decided here once, for the readers that each need it: validation reports where such a value
 * is followed by something it would take (FW042, FW043) and says where and why it runs to the end;
 * generation says so through {@code Codec.readsToEnd()} and makes the encoder refuse such a list
 * element anywhere but last. The tree follows the walk exactly (every variant of a union, in
 * declaration order), so each reader gets its answer from the same place.
 */
public sealed interface OpenEnd {
  /** How many of a message's values run to the end of their input. */
  enum Extent {
    /** None: its decoder knows where each value ends. */
    NEVER,
    /** Some, not all (a union's unknown tag, or some of its variants; an absent component). */
    SOME,
    /** Every value. */
    ALWAYS
  }

  Extent extent();

  /** Whether some or all values run to the end. */
  default boolean open() {
    return extent() != Extent.NEVER;
  }

  /** A message that ends by itself, or one not looked into again (a terminator, a cycle). */
  OpenEnd NEVER = new Never();

  /** See {@link #NEVER}. */
  record Never() implements OpenEnd {
    @Override
    public Extent extent() {
      return Extent.NEVER;
    }
  }

  /** The last component of {@code message}, {@code last}, is {@code @Remaining}. */
  record Remaining(MessageModel message, FieldModel last) implements OpenEnd {
    @Override
    public Extent extent() {
      return Extent.ALWAYS;
    }
  }

  /**
   * The last component of {@code message}, {@code last}, is {@code @Trailing}: read whenever
   * input remains, so whatever follows the message would be taken for it.
   */
  record Trailing(MessageModel message, FieldModel last) implements OpenEnd {
    @Override
    public Extent extent() {
      return Extent.ALWAYS;
    }
  }

  /**
   * The last component of {@code message}, {@code last}, is a nested message (not a list, not
   * sized, no {@code @Using}): values run to the end as far as {@code inner} says its values do.
   */
  record Nested(MessageModel message, FieldModel last, OpenEnd inner) implements OpenEnd {
    @Override
    public Extent extent() {
      return inner.extent();
    }
  }

  /**
   * A union, with what each of its variants does, in declaration order. Every value runs to the
   * end when every known variant's values do (an unknown tag's too); some do when the
   * {@code @UnknownTag} variant is there or any known variant's values do.
   */
  record Union(MessageModel message, List<Choice> variants) implements OpenEnd {
    public Union {
      variants = List.copyOf(variants);
    }

    @Override
    public Extent extent() {
      boolean some = false;
      boolean always = true;
      for (Choice c : variants) {
        if (c.variant().rawCatchAll()) {
          some = true;
        } else {
          some |= c.inner().open();
          always &= c.inner().extent() == Extent.ALWAYS;
        }
      }
      return !some ? Extent.NEVER : always ? Extent.ALWAYS : Extent.SOME;
    }
  }

  /**
   * One variant of a {@link Union}: {@code inner} for a known variant's record; {@link #NEVER}
   * for the {@code @UnknownTag} variant, which is read as a raw body to the end of the input
   * whatever its record says (see {@link UnionModel.Variant#unknown()}).
   */
  record Choice(UnionModel.Variant variant, OpenEnd inner) {}

  /** What {@code m}'s values do; {@link #NEVER} for null. */
  static OpenEnd of(MessageModel m) {
    return of(m, new HashSet<>());
  }

  private static OpenEnd of(MessageModel m, Set<MessageModel> seen) {
    if (m == null || m.framing().delimiter() != null || !seen.add(m)) {
      return NEVER; // a terminator ends it, or it is being looked into already
    }
    if (m.isUnion()) {
      List<Choice> choices = new ArrayList<>();
      for (UnionModel.Variant v : m.union().variants()) {
        choices.add(new Choice(v, v.rawCatchAll() ? NEVER : of(v.model(), seen)));
      }
      return new Union(m, choices);
    }
    List<FieldModel> fields = m.fields();
    if (fields.isEmpty()) {
      return NEVER;
    }
    FieldModel last = fields.get(fields.size() - 1);
    for (FieldModel f : fields.subList(0, fields.size() - 1)) {
      Covers c = f.extras().covers();
      if (c != null && (c.toEnd() || c.through().equals(last.name()))) {
        return NEVER; // the length of a @Covers span through it says where it ends
      }
    }
    if (last.length() != null && last.length().isRemaining()) {
      return new Remaining(m, last);
    }
    if (last.conditions().trailing()) {
      return new Trailing(m, last);
    }
    if (last.length() == null && !last.isSequence() && last.extras().using() == null
        && last.element() instanceof WireType.Nested n && !n.recursive()) {
      return new Nested(m, last, of(n.model(), seen));
    }
    return NEVER;
  }
}
