package io.framewright.processor.model;

/**
 * A component's {@code @Checksum} placed in its message's layout: the checksum field and the
 * byte range it covers, in bytes from the message's start. Validation has checked that the
 * field and the components naming the range lie in the layout's first segment (the fixed start
 * of the message), so every offset here is known before any field is parsed.
 *
 * @param field the checksum component
 * @param spec its {@code @Checksum}
 * @param firstByte the range's first byte: the first byte of {@code from}, else 0
 * @param endByte the byte after the range: after {@code to}, or the fixed message's size; -1
 *     when {@code expr} gives the range's length
 */
public record ChecksumRange(FieldLayout field, ComponentChecksum spec, int firstByte,
    int endByte) {

  /** The component checksum of {@code layout}, or null when it has none. */
  public static ChecksumRange of(Layout layout) {
    for (FieldLayout f : layout.fields()) {
      ComponentChecksum spec = f.isComponent() ? f.field().extras().checksum() : null;
      if (spec == null) {
        continue;
      }
      FieldLayout from = spec.from().isEmpty() ? null : inFixedStart(layout, spec.from());
      FieldLayout to = spec.to().isEmpty() ? null : inFixedStart(layout, spec.to());
      int first = from == null ? 0 : from.bitOffset() >>> 3;
      int end = to != null ? (to.endBit() + 7) >>> 3
          : spec.expr().isEmpty() && layout.isFixed() ? layout.fixedSize() : -1;
      return new ChecksumRange(f, spec, first, end);
    }
    return null;
  }

  /** The field of component {@code name} in the layout's first segment, or null. */
  public static FieldLayout inFixedStart(Layout layout, String name) {
    if (layout.items().isEmpty() || !(layout.items().get(0) instanceof Layout.Segment s)) {
      return null;
    }
    for (FieldLayout f : s.fields()) {
      if (f.isComponent() && f.name().equals(name)) {
        return f;
      }
    }
    return null;
  }

  /** The width of the checksum field in bytes. */
  public int bytes() {
    return field.elementBits() / 8;
  }

  /** The first byte of the checksum field. */
  public int fieldByte() {
    return field.bitOffset() >>> 3;
  }
}
