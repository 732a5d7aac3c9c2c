package io.framewright.processor.model;

import java.util.List;

/**
 * A {@code @Union} sealed interface as declared: the tag's width and order, and its permitted
 * subtypes.
 *
 * @param sealed whether the interface is sealed (only then are its variants known)
 */
public record UnionModel(int bits, ByteOrder order, boolean sealed, List<Variant> variants) {
  public UnionModel {
    variants = List.copyOf(variants);
  }

  /**
   * One permitted subtype. {@code tag} is null without {@code @Tag}; {@code model} is null when
   * the subtype is not a record, or for the {@code @UnknownTag} variant (whose components are
   * checked by the validator through {@code unknownShape}).
   *
   * @param ownMessage whether the variant carries its own {@code @Message} (its codec is then
   *     generated on its own account)
   * @param unknownShape for an {@code @UnknownTag} record: its components' types, described
   * @param unknownForm for an {@code @UnknownTag} record: which of the accepted shapes its
   *     components have, or {@link UnknownForm#OTHER}
   * @param tags every tag of the variant, as ranges in declaration order ({@code tag} is the
   *     first); one range of one tag for most variants, empty without {@code @Tag}
   */
  public record Variant(TypeRef type, Origin origin, Long tag, boolean unknown, boolean record,
      boolean ownMessage, MessageModel model, List<String> unknownShape,
      UnknownForm unknownForm, List<TagRange> tags) {
    public Variant {
      unknownShape = unknownShape == null ? List.of() : List.copyOf(unknownShape);
      unknownForm = unknownForm == null ? UnknownForm.OTHER : unknownForm;
      tags = tags == null ? (tag == null ? List.of() : List.of(new TagRange(tag, tag)))
          : List.copyOf(tags);
    }

    /** A variant of one tag, as most are. */
    public Variant(TypeRef type, Origin origin, Long tag, boolean unknown, boolean record,
        boolean ownMessage, MessageModel model, List<String> unknownShape) {
      this(type, origin, tag, unknown, record, ownMessage, model, unknownShape, null, null);
    }

    /** Whether the variant has more than one tag ({@code @Tag({...})} or a range). */
    public boolean isMultiTag() {
      return tags.size() > 1 || tags.size() == 1 && tags.get(0).from() != tags.get(0).to();
    }
  }

  /**
   * Tags {@code from} to {@code to}, both included, compared unsigned; {@code ranged} when
   * written as {@code @Tag(from, to)} rather than listed.
   */
  public record TagRange(long from, long to, boolean ranged) {
    public TagRange(long from, long to) {
      this(from, to, false);
    }

    /** Whether {@code other} shares a tag with this one. */
    public boolean overlaps(TagRange other) {
      return Long.compareUnsigned(from, other.to) <= 0
          && Long.compareUnsigned(other.from, to) <= 0;
    }
  }

  /** The shapes an {@code @UnknownTag} record may have: a tag, then the rest as bytes. */
  public enum UnknownForm {
    /** {@code (long tag, @Remaining byte[] data)}. */
    LONG_TAG,
    /** {@code (int tag, @Remaining byte[] data)}: for tags of up to 32 bits. */
    INT_TAG,
    /** Anything else (validation refuses it). */
    OTHER
  }

  /** The {@code @UnknownTag} variant, or null. */
  public Variant unknown() {
    return variants.stream().filter(Variant::unknown).findFirst().orElse(null);
  }

  public int bytes() {
    return (bits + 7) / 8;
  }
}
