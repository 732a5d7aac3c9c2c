package io.framewright.cli.wireshark;

import java.util.HexFormat;

/** Lua literals. */
final class Lua {
  private Lua() {}

  /** A Lua string literal of {@code s}, with every byte outside printable ASCII escaped. */
  static String string(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (byte c : s.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
      int u = c & 0xff;
      if (u == '"' || u == '\\') {
        b.append('\\').append((char) u);
      } else if (u >= 0x20 && u < 0x7f) {
        b.append((char) u);
      } else {
        b.append('\\').append(u);
      }
    }
    return b.append('"').toString();
  }

  /** A {@code ByteArray} of {@code bytes}. */
  static String bytes(byte[] bytes) {
    return "ByteArray.new(\"" + HexFormat.of().formatHex(bytes) + "\")";
  }

  /**
   * An integer literal: decimal below 2^53 (exact in Lua 5.2's numbers), else a {@code UInt64}.
   */
  static String integer(long n) {
    if (n >= 0 && n < (1L << 53)) {
      return Long.toString(n);
    }
    if (n < 0 && n > -(1L << 53)) {
      return "(" + n + ")";
    }
    return "UInt64.fromhex(\"" + Long.toHexString(n) + "\")";
  }

  /** {@code s} as a Lua identifier part: letters, digits and _. */
  static String ident(String s) {
    return s.replaceAll("[^A-Za-z0-9_]", "_");
  }
}
