package io.framewright.runtime.layout;

/**
 * How a list of messages may end at a pointer to an earlier place in the message
 * ({@code @BackReference}, such as a compressed DNS name): a pointer is
 * {@code markerBits + offsetBits} bits, big-endian, whose first {@code markerBits} bits are
 * {@code marker} and the rest an offset from the message's first byte, where the rest of the
 * list is read. A pointer leads strictly before the place the list (or the part of it reached
 * by the pointer before) starts, and at most {@code maxPointers} are followed. {@code compress}:
 * whether the encoder compresses a plain list against the lists written before it
 * ({@code @BackReference(compress = true)}); decoding is the same either way.
 */
public record Pointer(int marker, int markerBits, int offsetBits, int maxPointers,
    boolean compress) {
  /** A pointer the encoder writes only where the value says ({@code compress = false}). */
  public Pointer(int marker, int markerBits, int offsetBits, int maxPointers) {
    this(marker, markerBits, offsetBits, maxPointers, false);
  }

  /** The pointer's bytes. */
  public int bytes() {
    return (markerBits + offsetBits) / 8;
  }

  /**
   * Whether {@code firstByte} (0 to 255), where an element would start, begins a pointer.
   */
  public boolean marks(int firstByte) {
    return (firstByte & 0xff) >>> (8 - markerBits) == marker;
  }

  /** The offset a pointer of {@link #bytes()} bytes read as one big-endian number holds. */
  public long offset(long pointer) {
    return pointer & ((1L << offsetBits) - 1);
  }

  /**
   * As the layout table says it: {@code "or a pointer (11 + 14-bit offset from the message
   * start)"}, then {@code "; compressed on encode"} where the encoder compresses.
   */
  public String describe() {
    String bits = Integer.toBinaryString(marker);
    return "or a pointer (" + "0".repeat(markerBits - bits.length()) + bits + " + "
        + offsetBits + "-bit offset from the message start)"
        + (compress ? "; compressed on encode" : "");
  }
}
