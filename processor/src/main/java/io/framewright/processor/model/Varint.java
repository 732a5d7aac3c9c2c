package io.framewright.processor.model;

/**
 * {@code @Varint} as written: an integer component as a LEB128 variable-length integer.
 *
 * @param zigzag whether the value is ZigZag-mapped
 * @param declaredMaxBytes {@code maxBytes} as written; 0 for the type's default
 * @param acceptNonMinimal whether decoding accepts more bytes than the value needs
 */
public record Varint(boolean zigzag, int declaredMaxBytes, boolean acceptNonMinimal) {
  /** The most bytes of the varint of any int: 32 bits, 7 to a byte. */
  public static final int INT_BYTES = 5;

  /** The most bytes of the varint of any long: 64 bits, 7 to a byte. */
  public static final int LONG_BYTES = 10;

  /**
   * Bits of the number a varint holds when it is an int that is never negative (a union's tag,
   * a size prefix): 0 to {@code Integer.MAX_VALUE}, in at most {@link #INT_BYTES} bytes.
   */
  public static final int NON_NEGATIVE_INT_BITS = 31;

  /**
   * Bytes of the varint of the unsigned number {@code n}, as the runtime's {@code Varints.size}
   * counts them (the processor is a module that may not read the runtime's internal package):
   * what the generated {@code size()} adds for a constant varint tag.
   */
  public static int size(long n) {
    return (63 - Long.numberOfLeadingZeros(n | 1)) / 7 + 1;
  }

  /** The most bytes any varint of {@code type} (int or long) takes: 5 or 10. */
  public static int widest(Primitive type) {
    return type == Primitive.LONG ? LONG_BYTES : INT_BYTES;
  }

  /** The most bytes of one varint of {@code type}: as declared, or the type's widest. */
  public int maxBytes(Primitive type) {
    return declaredMaxBytes == 0 ? widest(type) : declaredMaxBytes;
  }

  /**
   * Bits of the unsigned number on the wire that a value of {@code type} can take: an unsigned
   * int holds 0..Integer.MAX_VALUE (31 bits), a ZigZag int all 32; 63 and 64 for a long.
   */
  public int valueBits(Primitive type) {
    int bits = type == Primitive.LONG ? 64 : 32;
    return zigzag ? bits : bits - 1;
  }
}
