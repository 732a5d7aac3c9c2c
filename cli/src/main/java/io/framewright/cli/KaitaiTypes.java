package io.framewright.cli;

import io.framewright.cli.KsyYaml.Hex;
import io.framewright.runtime.layout.WireField;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Kaitai Struct types of single values: integers, bit fields, floats, bytes, varints. */
final class KaitaiTypes {
  private KaitaiTypes() {}

  static boolean isBitField(WireField f) {
    return f.bits() % 8 != 0 || f.isFixed() && f.bitOffset() % 8 != 0;
  }

  static String scalarType(WireField f) {
    return switch (f.kind()) {
      case FLOAT -> (f.bits() == 32 ? "f4" : "f8")
          + (f.order() == ByteOrder.LITTLE_ENDIAN ? "le" : "be");
      case BOOLEAN -> f.bits() == 1 ? "b1" : intType(f.bits(), false, f.order(), false);
      default -> intType(f, f.signed());
    };
  }

  static String intType(WireField f, boolean signed) {
    return intType(f.bits(), signed, f.order(), isBitField(f));
  }

  static String intType(int bits, boolean signed, ByteOrder order, boolean bitField) {
    if (bitField || !(bits == 8 || bits == 16 || bits == 32 || bits == 64)) {
      return "b" + bits;
    }
    return (signed ? "s" : "u") + bits / 8
        + (bits == 8 ? "" : order == ByteOrder.LITTLE_ENDIAN ? "le" : "be");
  }



  static List<Object> bytes(byte[] b) {
    List<Object> out = new ArrayList<>();
    for (byte x : b) {
      out.add(new Hex(x & 0xff));
    }
    return out;
  }

  static long unsigned(byte[] b) {
    long v = 0;
    for (byte x : b) {
      v = v << 8 | (x & 0xff);
    }
    return v;
  }

  /** Kaitai's own unsigned LEB128 reader (its format library's vlq_base128_le, reduced). */
  static Map<String, Object> varintType() {
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("doc", "An unsigned LEB128 varint: 7 bits per byte, least significant group first.");
    Map<String, Object> groups = new LinkedHashMap<>();
    groups.put("id", "groups");
    groups.put("type", "u1");
    groups.put("repeat", "until");
    groups.put("repeat-until", "_ & 0x80 == 0");
    t.put("seq", List.of(groups));
    StringBuilder value = new StringBuilder();
    for (int i = 0; i < 5; i++) {
      value.append(i == 0 ? "" : " + ").append("(groups.size > ").append(i).append(" ? (groups[")
          .append(i).append("] & 0x7f) << ").append(7 * i).append(" : 0)");
    }
    t.put("instances", Map.of("value", Map.of("value", value.toString())));
    return t;
  }

  /**
   * A QUIC varint (RFC 9000 section 16): a 2-bit length code, then the number in the 6, 14, 30
   * or 62 bits it says, big-endian whatever the bit order of the message around it.
   */
  static Map<String, Object> quicVarintType() {
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("meta", Map.of("bit-endian", "be"));
    t.put("doc", "A QUIC varint (RFC 9000 section 16): the two high bits of the first byte give"
        + " its length (1, 2, 4 or 8 bytes), the other bits are the number, big-endian.");
    List<Object> seq = new ArrayList<>();
    seq.add(Map.of("id", "length_code", "type", "b2"));
    int[] widths = {6, 14, 30, 62};
    StringBuilder value = new StringBuilder();
    for (int code = 0; code < widths.length; code++) {
      Map<String, Object> part = new LinkedHashMap<>();
      part.put("id", "v" + widths[code]);
      part.put("type", "b" + widths[code]);
      part.put("if", "length_code == " + code);
      seq.add(part);
      // Each as a u8: Kaitai would type the choice by its narrowest branch and cut v62.
      value.append(code < widths.length - 1
          ? "length_code == " + code + " ? v" + widths[code] + ".as<u8> : "
          : "v" + widths[code] + ".as<u8>");
    }
    t.put("seq", seq);
    t.put("instances", Map.of("value", Map.of("value", value.toString())));
    return t;
  }
}
