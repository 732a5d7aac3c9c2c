package io.framewright.runtime.layout;

import io.framewright.runtime.Hex;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

/** {@link MessageLayout#table()}: a layout as the text table of codecs' javadoc. */
final class LayoutText {
  /** Values of a long list, bytes of a long constant, shown in the table. */
  private static final int SHOWN = 16;

  private LayoutText() {}

  static String of(MessageLayout layout) {
    return layout instanceof RecordLayout r ? record(r) : union((UnionLayout) layout);
  }

  private static String union(UnionLayout u) {
    StringBuilder sb = new StringBuilder();
    byte[] magic = u.magic();
    byte[] terminator = u.terminator();
    if (magic.length > 0) {
      sb.append("magic: ").append(constant(magic)).append('\n');
    }
    if (u.tagVarint()) {
      sb.append(u.tagQuic() ? "tag: QUIC varint, 1, 2, 4 or 8 bytes\n\n"
          : "tag: unsigned varint, 1 to " + UnionLayout.VARINT_TAG_BYTES + " bytes\n\n");
    } else if (u.tagBits() % 8 != 0) {
      sb.append("tag: ").append(u.tagBits())
          .append(" bits, unsigned, the first bits of each variant (its (tag) field)\n\n");
    } else {
      sb.append("tag: ").append(u.tagBits()).append(" bits, unsigned")
          .append(u.tagBits() > 8 ? endian(u.tagOrder()) : "").append("\n\n");
    }
    for (UnionLayout.Variant v : u.variants()) {
      String tag = v.unknown() ? "(any other)"
          : "0x" + Long.toHexString(v.tag()).toUpperCase(Locale.ROOT) + (v.lastTag() == v.tag()
              ? "" : "..0x" + Long.toHexString(v.lastTag()).toUpperCase(Locale.ROOT));
      sb.append(String.format(Locale.ROOT, "%-12s %s\n", tag, v.name()));
    }
    if (terminator.length > 0) {
      sb.append("\nterminator: ").append(constant(terminator)).append('\n');
    }
    return sb.toString();
  }

  private static String record(RecordLayout layout) {
    StringBuilder sb = new StringBuilder();
    int size = layout.isFixed() ? layout.fixedSize() : layout.minSize();
    sb.append(layout.isFixed() ? "" : "at least ").append(size)
        .append(size == 1 ? " byte, " : " bytes, ")
        .append(layout.order() == ByteOrder.LITTLE_ENDIAN ? "little" : "big").append("-endian, ")
        .append(layout.bitOrder() == BitOrder.MSB_FIRST ? "most" : "least")
        .append(" significant bit first.\n\n");
    row(sb, "byte.bit", "bits", "field", "wire form");
    // Offsets are known up to the first variable-size part; after it, rows say "+" and count
    // from the end of that part.
    String mark = "";
    int end = 0;
    for (WireField f : layout.fields()) {
      if (!f.isFixed()) {
        row(sb, mark.isEmpty() ? "" : "+", "*", f.name(),
            variableForm(f) + rule(f) + span(f) + truncated(f) + condition(f));
        mark = "+";
        end = 0;
        continue;
      }
      if (f.bitOffset() > end) {
        // Unclaimed bits up to a byte boundary, such as those before a terminator.
        row(sb, mark + at(end), f.bitOffset() - end, "(padding)", "zero");
      }
      end = f.bitOffset() + totalBits(f);
      row(sb, mark + at(f.bitOffset()), totalBits(f), name(f),
          fixedForm(f) + rule(f) + span(f));
    }
    if (layout.isFixed() && layout.fixedSize() * 8 > end) {
      row(sb, at(end), layout.fixedSize() * 8 - end, "(padding)", "zero");
    }
    return sb.toString();
  }

  private static void row(StringBuilder sb, String at, Object bits, String name, String form) {
    sb.append(String.format(Locale.ROOT, "%-9s %5s  %-20s %s\n", at, bits, name, form));
  }

  private static String at(int bit) {
    return (bit >>> 3) + "." + (bit & 7);
  }

  /** {@code , constant 0}, {@code , 1..247}, {@code , one of 3, 4}; "" without a rule. */
  static String rule(WireField f) {
    ValueRule r = f.rule();
    if (r == null) {
      return "";
    }
    return ", " + r.label();
  }

  /**
   * {@code , trailing zeros dropped on encode (at least 1 byte kept)} for a {@code @Truncated}
   * part; else "".
   */
  static String truncated(WireField f) {
    return f.truncated() == null ? "" : ", trailing zeros dropped on encode (at least "
        + f.truncated() + " byte(s) kept), zero-filled on decode";
  }

  /** {@code , byte length of unitId .. pdu} for a {@code @Covers} length; else "". */
  static String span(WireField f) {
    return f.span() == null ? "" : ", " + f.span().describe();
  }

  private static int totalBits(WireField f) {
    return f.count() > 0 ? f.bits() * f.count() : f.bits();
  }

  private static String name(WireField f) {
    return switch (f.role()) {
      // A count or length by its own name, as the diagrams, dissectors and JSON show it.
      case COMPONENT, COUNT, LENGTH -> f.name();
      case MAGIC -> "(magic)";
      case TERMINATOR -> "(terminator)";
      case PAD -> "(reserved)";
      case CHECKSUM -> f.coverage() != null ? f.name() : "(checksum)";
      case TAG -> "(tag)";
    };
  }

  private static String fixedForm(WireField f) {
    return switch (f.role()) {
      case COMPONENT -> form(f);
      case MAGIC, TERMINATOR -> "constant " + constant(f.constant());
      case PAD -> "zero";
      case TAG -> "union tag " + tagValue(f.constant());
      case COUNT, LENGTH, CHECKSUM -> (f.coverage() != null ? "checksum "
          + f.coverage().describe() + ", " : "") + fromByte(f) + "unsigned " + f.bits()
          + (endianMatters(f)
          ? endian(f.order()) : "");
    };
  }

  /**
   * Where a message checksum that does not cover the message's first bytes starts (a PNG
   * chunk's CRC, from its type), so the table does not let one read it as covering them all.
   */
  private static String fromByte(WireField f) {
    MessageChecksum c = f.messageChecksum();
    if (c == null || c.firstByte() == 0 && c.extras().isEmpty()) {
      return "";
    }
    String from = c.firstByte() == 0 ? "" : " from byte " + c.firstByte();
    // The extras are not on the wire: the table names them, else a reader computing the
    // checksum over the covered bytes alone would find every frame wrong.
    String extras = c.extras().isEmpty() ? "" : " then the extra of the variant "
        + c.selector() + " selects (" + c.extras().stream().map(e -> e.variant() + " "
            + hex(e.bytes())).collect(java.util.stream.Collectors.joining(", ")) + ")";
    return "checksum " + c.algorithm() + from + extras + ", ";
  }

  private static String hex(byte[] bytes) {
    StringBuilder out = new StringBuilder("0x");
    for (byte b : bytes) {
      out.append(String.format(Locale.ROOT, "%02x", b & 0xFF));
    }
    return out.toString();
  }

  /** A {@link WireField.Role#TAG} field's value, as the union's table shows tags. */
  static String tagValue(byte[] bigEndian) {
    long v = 0;
    for (byte b : bigEndian) {
      v = v << 8 | (b & 0xFF);
    }
    return "0x" + Long.toHexString(v).toUpperCase(Locale.ROOT);
  }

  /** A constant's bytes in hex; a long one by its first bytes and its length. */
  private static String constant(byte[] bytes) {
    if (bytes.length <= SHOWN) {
      return Hex.format(bytes, 0, bytes.length);
    }
    return Hex.format(bytes, 0, SHOWN) + " ... (" + bytes.length + " bytes)";
  }

  /** {@code ", others OTHER"} for an open enum, naming its catch-all; else "". */
  private static String others(WireField f) {
    return f.values().stream().filter(EnumValue::others).findFirst()
        .map(v -> ", others " + v.name()).orElse("");
  }

  /** One value's wire form (each element's, times the count, for an array). */
  private static String form(WireField f) {
    String element = switch (f.kind()) {
      case TEXT -> "text, " + f.charset() + ", " + f.bits() / 8 + " bytes, zero-padded";
      case MESSAGE -> "message " + f.javaType();
      case SELECTED -> "variant of " + f.javaType() + ", selected by " + f.target();
      case ENUM -> "enum " + f.javaType() + ", " + sign(f) + " " + f.bits() + others(f);
      case BOOLEAN -> "boolean, " + f.bits() + (f.bits() == 1 ? " bit" : " bits, 0 or 1");
      case FLOAT -> f.javaType() + ", IEEE 754";
      case CHAR -> "char, unsigned " + f.bits();
      case SIGNED, UNSIGNED, BYTES -> f.javaType() + ", "
          + (f.bits() < javaBits(f.javaType()) ? sign(f) : "two's complement") + " " + f.bits();
      case CUSTOM, CONSTANT, ZERO -> f.javaType();
      case VARINT -> f.javaType() + ", " + (f.signed() ? "ZigZag" : "unsigned") + " varint";
      case QUIC_VARINT -> f.javaType() + ", QUIC varint";
    };
    if (endianMatters(f) && f.kind() != WireField.Kind.MESSAGE) {
      element += endian(f.order());
    }
    return f.count() > 0 ? f.count() + " x " + element : element;
  }

  /** Whether a value's byte order shows on the wire: whole bytes from a byte boundary. */
  private static boolean endianMatters(WireField f) {
    return f.isFixed() && f.bitOffset() % 8 == 0 && f.bits() % 8 == 0 && f.bits() > 8;
  }

  private static String endian(ByteOrder order) {
    return order == ByteOrder.LITTLE_ENDIAN ? ", little-endian" : ", big-endian";
  }

  private static String sign(WireField f) {
    return f.signed() ? "signed" : "unsigned";
  }

  private static int javaBits(String primitive) {
    return switch (primitive) {
      case "byte" -> 8;
      case "short", "char" -> 16;
      case "int" -> 32;
      default -> 64;
    };
  }

  /** A variable part's wire form: what it holds, and how far it goes. */
  static String variableForm(WireField f) {
    Size size = f.size();
    if (size == null) {
      return form(f); // an optional value of fixed width
    }
    if (f.kind() == WireField.Kind.VARINT) {
      return form(f) + ", 1 to " + size.max() + " bytes";
    }
    if (f.kind() == WireField.Kind.QUIC_VARINT) {
      return form(f) + ", " + quicLengths(size.max()) + " bytes";
    }
    String declared = f.kind() == WireField.Kind.SELECTED ? form(f) : declared(f);
    return declared + "; " + extent(size)
        + (f.pointer() == null ? "" : ", " + f.pointer().describe());
  }

  /**
   * How far a variable part extends, as the table words it: "count in n", "byte length ihl * 4 -
   * 20", "to the end of the input", with ", at least N" and ", at most N" when it has bounds of
   * its own.
   */
  static String extent(Size size) {
    boolean counted = size.unit() == Size.Unit.ELEMENTS;
    String extent = switch (size.extent()) {
      case OWN, TERMINATED -> "its own layout";
      case UNTIL -> "elements until one whose " + size.until();
      case REST -> "to the end of the input";
      case FIXED -> size.fixed() + (counted ? " element(s)" : " byte(s)");
      case HELD -> (counted ? "count" : "byte length") + " in " + size.field();
      case VARINT_PREFIX -> (counted ? "count" : "byte length") + " in the varint before";
      case QUIC_VARINT_PREFIX -> (counted ? "count" : "byte length")
          + " in the QUIC varint before";
      case EXPRESSION -> (counted ? "count " : "byte length ") + size.field();
      case PREFIX -> (counted ? "count" : "byte length") + " in the " + size.fieldBits()
          + "-bit field before";
    };
    if (size.min() > 0) {
      extent += ", at least " + size.min();
    }
    if (size.max() != Integer.MAX_VALUE) {
      extent += ", at most " + size.max();
    }
    if (size.include()) {
      extent += ", its terminator kept in the value";
    }
    if (!size.consume()) {
      extent += ", its terminator left for the next part";
    }
    return extent;
  }

  /** The lengths a QUIC varint of at most {@code max} bytes may take: "1, 2, 4 or 8". */
  static String quicLengths(long max) {
    return max == 1 ? "1" : max == 2 ? "1 or 2" : max == 4 ? "1, 2 or 4" : "1, 2, 4 or 8";
  }

  /** The component's type as declared: {@code List<Integer>}, {@code int[]}, {@code String}. */
  private static String declared(WireField f) {
    if (f.kind() == WireField.Kind.TEXT) {
      return "text, " + f.charset();
    }
    return switch (f.sequence()) {
      case NONE -> f.javaType();
      case ARRAY -> f.javaType() + "[]";
      case LIST -> "List<" + box(f.javaType()) + ">";
    };
  }

  private static String box(String type) {
    return switch (type) {
      case "int" -> "Integer";
      case "char" -> "Character";
      case "boolean", "byte", "short", "long", "float", "double" ->
          Character.toUpperCase(type.charAt(0)) + type.substring(1);
      default -> type;
    };
  }

  /**
   * When an optional part is on the wire: "; if flag 0x40", "; if firstAck not in [0]", "; if
   * input remains".
   */
  static String condition(WireField f) {
    if (f.condition() instanceof Condition.When w) {
      String read = w.mask() == -1 ? w.field() : w.field() + " & 0x" + Long.toHexString(w.mask());
      List<Long> values = w.values();
      // A long list would make the table too long: its first values.
      StringJoiner listed = new StringJoiner(", ", "[", "]");
      values.stream().limit(SHOWN).forEach(v -> listed.add(Long.toString(v)));
      if (values.size() > SHOWN) {
        listed.add("... (" + values.size() + " values)");
      }
      return "; if " + read + (w.negated() ? " not in " : " in ") + listed;
    } else if (f.condition() instanceof Condition.Presence p) {
      List<String> flags = new ArrayList<>();
      for (Condition.Flag flag : p.flags()) {
        flags.add("flag 0x" + Long.toHexString(flag.mask()) + (flag.bits() == 0 ? ""
            : " (" + flag.bits() + (flag.signed() ? " bits signed)" : " bits)")));
      }
      return "; if " + String.join(", or ", flags);
    } else if (f.condition() instanceof Condition.InputRemains) {
      return "; if input remains";
    }
    return "";
  }
}
