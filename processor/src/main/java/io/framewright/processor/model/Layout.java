package io.framewright.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A message with every field placed: bit offsets, effective widths, signedness and byte order.
 * Built from a {@link MessageModel} that passed validation; the shared input of every generator.
 */
public record Layout(
    MessageModel message, ByteOrder order, BitOrder bitOrder, List<FieldLayout> fields,
    int sizeBits) {

  /** Largest message, in bits (128 MiB): bit offsets stay well inside int arithmetic. */
  public static final long MAX_BITS = 1L << 30;

  public Layout {
    fields = List.copyOf(fields);
  }

  /** Bytes the message takes: its bits rounded up to whole bytes. */
  public int fixedSize() {
    return (sizeBits + 7) >>> 3;
  }

  /** Bits of zero padding after the last field, up to the byte boundary. */
  public int paddingBits() {
    return fixedSize() * 8 - sizeBits;
  }

  public TypeRef type() {
    return message.type();
  }

  /**
   * Places the fields of {@code message} one after another. Tolerates invalid declarations
   * (using natural widths where a declared one is out of range) so that validation can ask
   * where fields would lie; generators only see layouts of valid messages.
   */
  public static Layout of(MessageModel message) {
    ByteOrder order = message.order() == ByteOrder.LITTLE ? ByteOrder.LITTLE : ByteOrder.BIG;
    List<FieldLayout> placed = new ArrayList<>();
    int offset = 0;
    for (FieldModel f : message.fields()) {
      WireType element = f.type() instanceof WireType.Array a ? a.element() : f.type();
      boolean array = f.type() instanceof WireType.Array;
      int count = array ? Math.max(1, f.count() == null ? 1 : f.count()) : 0;
      Layout nested = null;
      int bits;
      if (element instanceof WireType.Nested n && n.model() != null && !n.recursive()) {
        nested = Layout.of(n.model());
        bits = nested.fixedSize() * 8;
      } else {
        bits = effectiveBits(f, element);
      }
      ByteOrder fieldOrder = f.order() == ByteOrder.INHERIT ? order : f.order();
      boolean signed = f.signed();
      FieldLayout fl = new FieldLayout(f, offset, bits, count, signed, fieldOrder, element, nested);
      placed.add(fl);
      offset += fl.totalBits();
    }
    return new Layout(message, order, message.bitOrder(), placed, offset);
  }

  private static int effectiveBits(FieldModel f, WireType element) {
    int natural;
    if (element instanceof WireType.Scalar s) {
      natural = s.primitive().defaultBits();
      if (s.primitive().isFloatingPoint()) {
        return natural;
      }
    } else if (element instanceof WireType.Enum) {
      natural = 8;
    } else {
      return 0;
    }
    if (f.bits() >= 1 && f.bits() <= 64) {
      return f.bits();
    }
    return natural;
  }

  /** Every field flattened to spans: nested messages as their fields, arrays as one span. */
  public List<Span> spans() {
    List<Span> out = new ArrayList<>();
    addSpans(out, "", 0);
    return out;
  }

  private void addSpans(List<Span> out, String prefix, int base) {
    for (FieldLayout f : fields) {
      String path = prefix + f.name();
      if (f.nested() != null && !f.isArray()) {
        f.nested().addSpans(out, path + ".", base + f.bitOffset());
      } else {
        out.add(new Span(path, base + f.bitOffset(), f.totalBits()));
      }
    }
  }
}
