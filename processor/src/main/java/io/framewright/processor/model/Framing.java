package io.framewright.processor.model;

/**
 * What surrounds a message's fields on the wire, as declared on the type.
 *
 * @param magic {@code @Magic} bytes at the start, or null
 * @param delimiter {@code @Delimited} terminator after the message, or null
 * @param checksum {@code @Checksum}, or null
 */
public record Framing(byte[] magic, Delimiter delimiter, ChecksumSpec checksum) {
  public static final Framing NONE = new Framing(null, null, null);

  /** A terminator: its bytes (as declared; validation checks each is 0..255) and maximum. */
  public record Delimiter(int[] terminator, int max) {
    public byte[] bytes() {
      byte[] b = new byte[terminator.length];
      for (int i = 0; i < b.length; i++) {
        b[i] = (byte) terminator[i];
      }
      return b;
    }
  }

  /**
   * {@code @Checksum}: algorithm class, field width, place, order, whether the checksum covers
   * its own field, and what that field holds meanwhile.
   */
  public record ChecksumSpec(TypeRef algorithm, int bits, boolean atEnd, ByteOrder order,
      boolean includeField, long placeholder) {}
}
