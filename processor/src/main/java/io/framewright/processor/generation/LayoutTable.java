package io.framewright.processor.generation;

import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.WireType;

/** The layout as a plain-text table, for the generated codec's javadoc. */
final class LayoutTable {
  private LayoutTable() {}

  static String of(Layout layout) {
    StringBuilder sb = new StringBuilder();
    sb.append(layout.fixedSize()).append(" bytes, ")
        .append(layout.order() == ByteOrder.LITTLE ? "little" : "big").append("-endian, ")
        .append(layout.bitOrder() == io.framewright.processor.model.BitOrder.MSB_FIRST
            ? "most" : "least").append(" significant bit first.\n\n");
    sb.append(String.format("%-9s %5s  %-20s %s%n", "byte.bit", "bits", "field", "wire form"));
    for (FieldLayout f : layout.fields()) {
      String at = (f.bitOffset() >>> 3) + "." + (f.bitOffset() & 7);
      sb.append(String.format("%-9s %5d  %-20s %s%n", at, f.totalBits(), f.name(), form(f)));
    }
    if (layout.paddingBits() > 0) {
      int at = layout.sizeBits();
      sb.append(String.format("%-9s %5d  %-20s %s%n", (at >>> 3) + "." + (at & 7),
          layout.paddingBits(), "(padding)", "zero"));
    }
    return sb.toString();
  }

  private static String form(FieldLayout f) {
    String element;
    Primitive p = f.primitive();
    if (f.element() instanceof WireType.Nested n) {
      element = "message " + n.type().nestedName();
    } else if (f.element() instanceof WireType.Enum e) {
      element = "enum " + e.model().type().nestedName() + ", " + sign(f) + " " + f.elementBits();
    } else if (p == Primitive.BOOLEAN) {
      element = "boolean, " + f.elementBits() + (f.elementBits() == 1 ? " bit" : " bits, 0 or 1");
    } else if (p != null && p.isFloatingPoint()) {
      element = p.javaName() + ", IEEE 754";
    } else if (p == Primitive.CHAR) {
      element = "char, unsigned " + f.elementBits();
    } else {
      element = p.javaName() + ", " + (f.isRangeChecked() ? sign(f) : "two's complement") + " "
          + f.elementBits();
    }
    if (f.isByteAligned() && f.elementBits() > 8 && f.nested() == null) {
      element += f.order() == ByteOrder.LITTLE ? ", little-endian" : ", big-endian";
    }
    return f.isArray() ? f.count() + " x " + element : element;
  }

  private static String sign(FieldLayout f) {
    return f.signed() ? "signed" : "unsigned";
  }
}
