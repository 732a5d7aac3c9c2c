package io.framewright.processor.plan;

import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where encoding compresses {@code @BackReference(compress = true)} lists: the codec of a record
 * that holds one, or holds a record that does (through a component or a list of them, not a
 * union's variant nor a {@code @Using} codec), takes the encode's runtime
 * {@code CompressionContext} as a last parameter of {@code writeTo} ({@link #PARAMETER}), which
 * its top-level {@code encode} makes and passes down. A component measured before it is written
 * (a byte length, a size expression, a {@code @Covers} span) is passed none, so nothing in it is
 * compressed: its size would be wrong (validation says so, FW255).
 */
public final class Compression {
  /** The parameter and local holding the encode's context. */
  public static final String PARAMETER = "compression";

  private Compression() {}

  /** Whether {@code f} is a list the encoder compresses. */
  public static boolean compresses(FieldModel f) {
    BackReference b = f.extras().backReference();
    return b != null && b.compress();
  }

  /** Whether {@code m}'s {@code writeTo} takes the context ({@link #PARAMETER}). */
  public static boolean reaches(MessageModel m) {
    return reaches(m, new HashSet<>());
  }

  private static boolean reaches(MessageModel m, Set<String> seen) {
    if (m == null || m.isUnion() || !seen.add(m.type().canonicalName())) {
      return false;
    }
    for (FieldModel f : m.fields()) {
      if (compresses(f) || passes(m, f) && reaches(nested(f), seen)) {
        return true;
      }
    }
    return false;
  }

  /** The record {@code f} holds, or holds a list of, or null. */
  public static MessageModel nested(FieldModel f) {
    return f.element() instanceof WireType.Nested n && !n.union() ? n.model() : null;
  }

  /**
   * Whether {@code holder}'s codec passes its context to the codec of the record {@code f}
   * holds: not through a {@code @Using} codec, nor into a part measured before it is written.
   */
  public static boolean passes(MessageModel holder, FieldModel f) {
    return f.extras().using() == null && !f.extras().usingUnreadable() && !measured(holder, f);
  }

  /**
   * Whether {@code f}'s bytes are measured before they are written: a byte length
   * ({@code @Length}: a prefix, a field, an expression, a fixed size), or a {@code @Covers}
   * span over it.
   */
  public static boolean measured(MessageModel holder, FieldModel f) {
    return lengthOf(f) != null || coveredBy(holder, f) != null;
  }

  /** {@code f}'s byte length, but {@code @Remaining} (not measured), or null. */
  public static SizeSpec lengthOf(FieldModel f) {
    SizeSpec length = f.length();
    return length == null || length.kind() == SizeSpec.Kind.REMAINING ? null : length;
  }

  /** The length whose {@code @Covers} span holds {@code f}, in {@code holder}, or null. */
  public static FieldModel coveredBy(MessageModel holder, FieldModel f) {
    List<FieldModel> fields = holder.fields();
    int at = fields.indexOf(f);
    for (int i = 0; i < at; i++) {
      var covers = fields.get(i).extras().covers();
      if (covers == null) {
        continue;
      }
      for (int j = i + 1; j < fields.size(); j++) {
        if (j == at) {
          return fields.get(i);
        }
        if (fields.get(j).name().equals(covers.through())) {
          break;
        }
      }
    }
    return null;
  }

  /**
   * Whether {@code holder}'s codec passes its context on to {@code nested}, which its component
   * {@code f} holds: when the nested codec takes one and {@code f} is not measured (else the
   * nested codec's overload without it is called, which compresses nothing).
   */
  public static boolean passesTo(MessageModel holder, FieldModel f, WireType.Nested nested) {
    return nested != null && !nested.union() && reaches(nested.model()) && passes(holder, f);
  }

  /**
   * The first list {@code m} holds that the encoder would compress if passed a context, through
   * records and lists of them as {@link #reaches} goes, as a path ({@code "name"},
   * {@code "Inner.items"}), or null.
   */
  public static String firstList(MessageModel m) {
    return firstList(m, new HashSet<>());
  }

  private static String firstList(MessageModel m, Set<String> seen) {
    if (m == null || m.isUnion() || !seen.add(m.type().canonicalName())) {
      return null;
    }
    for (FieldModel f : m.fields()) {
      if (compresses(f)) {
        return m.type().nestedName() + "." + f.name();
      }
      String inner = passes(m, f) ? firstList(nested(f), seen) : null;
      if (inner != null) {
        return inner;
      }
    }
    return null;
  }

  /**
   * A fingerprint of a compressed list's element type and pointer form: the context points a
   * list only to runs of lists with the same one (it checks the bytes anyway).
   */
  public static long kind(FieldModel f) {
    BackReference b = f.extras().backReference();
    String text = ((WireType.Nested) f.element()).type().canonicalName() + "/" + b.marker()
        + "/" + b.markerBits() + "/" + b.offsetBits();
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < text.length(); i++) {
      h = (h ^ text.charAt(i)) * 0x100000001b3L;
    }
    return h;
  }
}
