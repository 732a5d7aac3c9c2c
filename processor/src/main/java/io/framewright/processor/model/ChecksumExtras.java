package io.framewright.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The extra checksum bytes of a union's variants ({@code @ChecksumExtra}, MAVLink's CRC_EXTRA):
 * fed to the type-level checksum of the message whose {@code @Select} component chooses the
 * variant, after the bytes the checksum covers.
 */
public final class ChecksumExtras {
  private ChecksumExtras() {}

  /** The variants of {@code union} that declare extras, in declaration order. */
  public static List<UnionModel.Variant> variantsWith(UnionModel union) {
    List<UnionModel.Variant> out = new ArrayList<>();
    for (UnionModel.Variant v : union.variants()) {
      if (v.model() != null && v.model().framing().checksumExtra() != null) {
        out.add(v);
      }
    }
    return out;
  }

  /**
   * The component of a clean layout whose selected variant's extras its checksum is fed, or
   * null when there is none (validation allows one, selected, with a checksum on the type).
   */
  public static FieldLayout selected(Layout layout) {
    if (layout.message().framing().checksum() == null) {
      return null;
    }
    for (FieldLayout f : layout.components()) {
      if (f.field().extras().select() != null && !f.field().isSequence()
          && f.field().type() instanceof WireType.Nested n && n.model() != null
          && n.model().isUnion() && !variantsWith(n.model().union()).isEmpty()) {
        return f;
      }
    }
    return null;
  }

  /** A variant's extra bytes, as bytes. */
  public static byte[] bytes(UnionModel.Variant v) {
    List<Integer> extra = v.model().framing().checksumExtra();
    byte[] out = new byte[extra.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) (int) extra.get(i);
    }
    return out;
  }
}
