package io.framewright.processor.generation;

import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.List;

/** The layout as a plain-text table, for the generated codec's javadoc. */
final class LayoutTable {
  private LayoutTable() {}

  static String of(Layout layout) {
    VariablePlan plan = PartPlanner.plan(layout);
    StringBuilder sb = new StringBuilder();
    sb.append(layout.isFixed() ? layout.fixedSize() + " bytes, "
            : "at least " + layout.minSize() + " bytes, ")
        .append(layout.order() == ByteOrder.LITTLE ? "little" : "big").append("-endian, ")
        .append(layout.bitOrder() == io.framewright.processor.model.BitOrder.MSB_FIRST
            ? "most" : "least").append(" significant bit first.\n\n");
    sb.append(String.format("%-9s %5s  %-20s %s\n", "byte.bit", "bits", "field", "wire form"));
    // Offsets are known up to the first variable-size part; after it, rows say "+" and count
    // from the end of that part.
    String mark = "";
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        int end = 0;
        for (FieldLayout f : s.fields()) {
          if (f.bitOffset() > end) {
            // Unclaimed bits up to a byte boundary, such as those before a terminator.
            sb.append(String.format("%-9s %5d  %-20s %s\n", mark + (end >>> 3) + "." + (end & 7),
                f.bitOffset() - end, "(padding)", "zero"));
          }
          end = f.endBit();
          String at = mark + (f.bitOffset() >>> 3) + "." + (f.bitOffset() & 7);
          String name = switch (f.role()) {
            case COMPONENT -> f.name();
            case COUNT -> "(count of " + f.target() + ")";
            case LENGTH -> "(length of " + f.target() + ")";
            default -> f.target();
          };
          String form = switch (f.role()) {
            case COMPONENT -> form(f);
            case MAGIC, TERMINATOR -> "constant " + constant(f.constant());
            case PAD -> "zero";
            default -> "unsigned " + f.elementBits()
                + (f.isByteAligned() && f.elementBits() > 8
                    ? (f.order() == ByteOrder.LITTLE ? ", little-endian" : ", big-endian") : "");
          };
          sb.append(String.format("%-9s %5d  %-20s %s\n", at, f.totalBits(), name, form));
        }
        if (layout.isFixed() && layout.paddingBits() > 0) {
          int at = layout.sizeBits();
          sb.append(String.format("%-9s %5d  %-20s %s\n", (at >>> 3) + "." + (at & 7),
              layout.paddingBits(), "(padding)", "zero"));
        }
      } else {
        Part part = plan.part(((Layout.Variable) item).field());
        sb.append(String.format("%-9s %5s  %-20s %s%s\n", mark.isEmpty() ? "" : "+", "*",
            part.name(), form(part), condition(part)));
        mark = "+";
      }
    }
    return sb.toString();
  }

  /** Values of a long list, bytes of a long constant, shown in the table. */
  private static final int SHOWN = 16;

  /** A constant's bytes in hex; a long one by its first bytes and its length. */
  private static String constant(byte[] bytes) {
    if (bytes.length <= SHOWN) {
      return io.framewright.processor.model.Hex.format(bytes);
    }
    return io.framewright.processor.model.Hex.format(java.util.Arrays.copyOf(bytes, SHOWN))
        + " ... (" + bytes.length + " bytes)";
  }

  /** When an optional part is on the wire: "if flags & 0x40", "if firstAck != 0". */
  private static String condition(Part part) {
    return switch (part.condition()) {
      case ALWAYS -> "";
      case WHEN -> {
        Conditions.When w = part.when();
        String read = w.mask() == -1 ? w.field()
            : w.field() + " & 0x" + Long.toHexString(w.mask());
        List<Long> values = w.equal().isEmpty() ? w.notEqual() : w.equal();
        // A long list would make the table (a string constant) too long: its first values.
        String listed = values.size() <= SHOWN ? values.toString()
            : values.subList(0, SHOWN).toString().replace("]", ", ... (" + values.size()
                + " values)]");
        yield "; if " + read + (w.equal().isEmpty() ? " not in " : " in ") + listed;
      }
      case FLAGS -> {
        StringBuilder sb = new StringBuilder("; if ");
        List<Conditions.Presence> presence = part.field().field().conditions().presence();
        for (int i = 0; i < presence.size(); i++) {
          Conditions.Presence p = presence.get(i);
          sb.append(i == 0 ? "" : ", or ").append("flag 0x").append(Long.toHexString(p.flag()));
          if (p.bits() != 0) {
            sb.append(" (").append(p.bits()).append(p.signed() ? " bits signed)" : " bits)");
          }
        }
        yield sb.toString();
      }
    };
  }

  /** A variable part's wire form: what it holds, and how far it goes. */
  private static String form(Part part) {
    FieldLayout f = part.field();
    if (part.content() == Part.Content.SCALAR) {
      return form(f);
    }
    boolean counted = part.unit() == Part.Unit.ELEMENTS;
    SizeSpec spec = f.field().count() != null ? f.field().count() : f.field().length();
    String size = switch (part.extent()) {
      case OWN, TERMINATED -> "its own layout";
      case REST -> "to the end of the input";
      case FIXED -> part.fixed() + (counted ? " element(s)" : " byte(s)");
      case HELD -> (counted ? "count" : "byte length") + " in " + part.sizeField().name();
      case PREFIX -> (counted ? "count" : "byte length") + " in the "
          + part.sizeField().elementBits() + "-bit field before";
    };
    String what = part.content() == Part.Content.TEXT
        ? "text, " + part.elements().text().charset() : f.field().type().describe();
    if (spec != null && spec.max() != Integer.MAX_VALUE) {
      size += ", at most " + spec.max();
    }
    return what + "; " + size;
  }

  private static String form(FieldLayout f) {
    String element;
    Primitive p = f.primitive();
    if (f.element() instanceof WireType.Text t) {
      element = "text, " + t.charset() + ", " + f.elementBits() / 8 + " bytes, zero-padded";
    } else if (f.element() instanceof WireType.Nested n) {
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
