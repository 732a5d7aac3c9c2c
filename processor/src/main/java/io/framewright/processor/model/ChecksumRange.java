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

  /**
   * The first byte a {@code @Checksum} on {@code layout}'s type covers: that of its {@code from}
   * component (validation has checked it is in the fixed start, on a byte boundary), else 0.
   */
  public static int messageFirstByte(Layout layout) {
    String from = layout.message().framing().checksum().from();
    int bit = from.isEmpty() ? -1 : fixedStartBit(layout, from);
    return bit < 0 ? 0 : bit >>> 3;
  }

  /**
   * Where component {@code name} starts, in bits from the message's start, when that is the same
   * in every message: a component of the layout's first segment, or the part of varying size
   * right after it (a PNG chunk's body after its length). -1 for any other.
   */
  public static int fixedStartBit(Layout layout, String name) {
    FieldLayout f = inFixedStart(layout, name);
    if (f != null) {
      return f.bitOffset();
    }
    java.util.List<Layout.Item> items = layout.items();
    int at = 0;
    int start = 0;
    if (!items.isEmpty() && items.get(0) instanceof Layout.Segment s) {
      at = 1;
      start = s.sizeBits();
    }
    return items.size() > at && items.get(at) instanceof Layout.Variable v
        && v.field().isComponent() && v.field().name().equals(name) ? start : -1;
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

  /**
   * The field a name in the range's {@code expr} reads, placed from the message's start: a
   * component of the first segment, or at the end of a path ({@code "h.len"}) a component of a
   * fixed-size nested message there (validation has checked that every step is one, always on
   * the wire, before the checksum field), its offset the sum of the steps'. Null when there is
   * none. The field keeps its own byte order; {@code bitOrder} is that of the message it is in.
   */
  public static Placed valueInFixedStart(Layout layout, String name) {
    java.util.List<String> steps = FieldPath.steps(name);
    FieldLayout at = inFixedStart(layout, steps.get(0));
    Layout in = layout;
    int offset = at == null ? 0 : at.bitOffset();
    for (String step : steps.subList(1, steps.size())) {
      if (at == null || at.nested() == null || !at.nested().isFixed()) {
        return null;
      }
      in = at.nested();
      at = inFixedStart(in, step);
      offset += at == null ? 0 : at.bitOffset();
    }
    if (at == null) {
      return null;
    }
    return new Placed(new FieldLayout(at.field(), at.role(), at.target(), offset,
        at.elementBits(), at.count(), at.signed(), at.order(), at.element(), at.nested(),
        at.prefix(), at.constant()), in.bitOrder());
  }

  /** A field placed from the message's start, with the bit order of the message it is in. */
  public record Placed(FieldLayout field, BitOrder bitOrder) {}

  /** The width of the checksum field in bytes. */
  public int bytes() {
    return field.elementBits() / 8;
  }

  /** The first byte of the checksum field. */
  public int fieldByte() {
    return field.bitOffset() >>> 3;
  }
}
