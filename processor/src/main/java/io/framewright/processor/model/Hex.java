package io.framewright.processor.model;

/** Hex text of bytes, for messages and generated comments: {@code "0d 0a"}. */
public final class Hex {
  private Hex() {}

  public static String format(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : bytes) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(String.format("%02x", b & 0xFF));
    }
    return sb.toString();
  }
}
