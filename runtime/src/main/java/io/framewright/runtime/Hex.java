package io.framewright.runtime;

/** Hex formatting for error messages and tools. */
public final class Hex {
  private static final char[] DIGITS = "0123456789abcdef".toCharArray();
  private static final int EXCERPT_RADIUS = 8;

  private Hex() {}

  /** {@code "4c 6e 00 01"}. */
  public static String format(byte[] b, int from, int to) {
    StringBuilder sb = new StringBuilder(Math.max(0, (to - from) * 3));
    for (int i = from; i < to; i++) {
      if (i > from) {
        sb.append(' ');
      }
      sb.append(DIGITS[(b[i] >> 4) & 0xF]).append(DIGITS[b[i] & 0xF]);
    }
    return sb.toString();
  }

  /** {@code value} as {@code 0x}-prefixed hex of {@code bytes} bytes: {@code 0x2189}. */
  public static String value(long value, int bytes) {
    String digits = Long.toHexString(value);
    int width = bytes * 2;
    return "0x" + "0".repeat(Math.max(0, width - digits.length())) + digits;
  }

  /** {@code "4c6e0001"}. */
  public static String compact(byte[] b) {
    StringBuilder sb = new StringBuilder(b.length * 2);
    for (byte x : b) {
      sb.append(DIGITS[(x >> 4) & 0xF]).append(DIGITS[x & 0xF]);
    }
    return sb.toString();
  }

  /** Parses hex digits, ignoring white space and an optional {@code 0x}; for tools and tests. */
  public static byte[] parse(String hex) {
    String s = hex.replaceAll("\\s+", "");
    if (s.startsWith("0x") || s.startsWith("0X")) {
      s = s.substring(2);
    }
    if (s.length() % 2 != 0) {
      throw new IllegalArgumentException("odd number of hex digits: " + hex);
    }
    byte[] out = new byte[s.length() / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = digit(s.charAt(2 * i));
      int lo = digit(s.charAt(2 * i + 1));
      if (hi < 0 || lo < 0) {
        throw new IllegalArgumentException("not a hex digit in: " + hex);
      }
      out[i] = (byte) (hi << 4 | lo);
    }
    return out;
  }

  /** ASCII hex digit value, or -1 (Character.digit would also take other scripts' digits). */
  private static int digit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    } else if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  /**
   * Up to eight bytes either side of {@code at}, the byte at {@code at} in brackets:
   * {@code "00 01 [02] 03"}; {@code "00 01 []"} when {@code at} is the end of the input.
   */
  static String excerpt(byte[] b, int start, int end, int at) {
    if (b == null) {
      return "";
    }
    int from = Math.max(start, at - EXCERPT_RADIUS);
    int to = Math.min(end, at + EXCERPT_RADIUS + 1);
    StringBuilder sb = new StringBuilder();
    if (from > start) {
      sb.append("... ");
    }
    if (at > from) {
      sb.append(format(b, from, Math.min(at, to))).append(' ');
    }
    sb.append('[');
    if (at < end) {
      sb.append(format(b, at, at + 1));
    }
    sb.append(']');
    if (at + 1 < to) {
      sb.append(' ').append(format(b, at + 1, to));
    }
    if (to < end) {
      sb.append(" ...");
    }
    return sb.toString();
  }
}
