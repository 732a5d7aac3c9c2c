package io.framewright.processor.model;

/**
 * {@code @Varint} as written: an integer component as a variable-length integer.
 *
 * @param form how the number is written ({@code zigzag = true} read as {@link Form#ZIGZAG})
 * @param declaredMaxBytes {@code maxBytes} as written; 0 for the type's default
 * @param acceptNonMinimal whether decoding accepts more bytes than the value needs (as written,
 *     or the form's default: false for LEB128 and ZigZag, true for QUIC)
 * @param zigzagWithForm whether {@code zigzag = true} was written beside another {@code form},
 *     which validation refuses (FW155)
 */
public record Varint(Form form, int declaredMaxBytes, boolean acceptNonMinimal,
    boolean zigzagWithForm) {
  /** The most bytes of the varint of any int: 32 bits, 7 to a byte. */
  public static final int INT_BYTES = 5;

  /** The most bytes of the varint of any long: 64 bits, 7 to a byte. */
  public static final int LONG_BYTES = 10;

  /** The most bytes of a QUIC varint (RFC 9000 section 16), of an int or a long. */
  public static final int QUIC_BYTES = 8;

  /**
   * Bits of the number a varint holds when it is an int that is never negative (a union's tag,
   * a size prefix): 0 to {@code Integer.MAX_VALUE}, in at most {@link #INT_BYTES} bytes.
   */
  public static final int NON_NEGATIVE_INT_BITS = 31;

  /** How a varint's number is written ({@code io.framewright.annotations.VarintForm}). */
  public enum Form {
    /** Unsigned LEB128: 7 bits a byte, least significant group first. */
    LEB128,
    /** LEB128 of the ZigZag-mapped value. */
    ZIGZAG,
    /** RFC 9000 section 16: 1, 2, 4 or 8 bytes, the length in the first two bits. */
    QUIC
  }

  /** A LEB128 varint, ZigZag-mapped or not. */
  public Varint(boolean zigzag, int declaredMaxBytes, boolean acceptNonMinimal) {
    this(zigzag ? Form.ZIGZAG : Form.LEB128, declaredMaxBytes, acceptNonMinimal, false);
  }

  /** Whether the value is ZigZag-mapped. */
  public boolean zigzag() {
    return form == Form.ZIGZAG;
  }

  /**
   * Bytes of the varint of the unsigned number {@code n}, as the runtime's {@code Varints.size}
   * counts them (the processor is a module that may not read the runtime's internal package):
   * what the generated {@code size()} adds for a constant varint tag.
   */
  public static int size(long n) {
    return (63 - Long.numberOfLeadingZeros(n | 1)) / 7 + 1;
  }

  /** Bytes of the QUIC varint of {@code n}, as the runtime's {@code Varints.sizeQuic} counts. */
  public static int quicSize(long n) {
    return n >>> 6 == 0 ? 1 : n >>> 14 == 0 ? 2 : n >>> 30 == 0 ? 4 : 8;
  }

  /** Bytes of the varint of the unsigned number {@code n} in {@code form} (not ZigZag). */
  public static int size(Form form, long n) {
    return form == Form.QUIC ? quicSize(n) : size(n);
  }

  /** The most bytes any LEB128 varint of {@code type} (int or long) takes: 5 or 10. */
  public static int widest(Primitive type) {
    return type == Primitive.LONG ? LONG_BYTES : INT_BYTES;
  }

  /** The most bytes any varint of {@code type} takes in {@code form}. */
  public static int widest(Form form, Primitive type) {
    return form == Form.QUIC ? QUIC_BYTES : widest(type);
  }

  /**
   * Bits of the number {@code bytes} bytes of a varint in {@code form} hold: 7 a byte for
   * LEB128, 8 a byte less the 2 of the length for QUIC (6, 14, 30, 62).
   */
  public static int payloadBits(Form form, int bytes) {
    return form == Form.QUIC ? 8 * bytes - 2 : 7 * bytes;
  }

  /** The most bytes of one varint of {@code type}: as declared, or the type's widest. */
  public int maxBytes(Primitive type) {
    return declaredMaxBytes == 0 ? widest(form, type) : declaredMaxBytes;
  }

  /**
   * Bits of the unsigned number on the wire that a value of {@code type} can take: an unsigned
   * int holds 0..Integer.MAX_VALUE (31 bits), a ZigZag int all 32; 63 and 64 for a long.
   */
  public int valueBits(Primitive type) {
    int bits = type == Primitive.LONG ? 64 : 32;
    return zigzag() ? bits : bits - 1;
  }

  /**
   * Bits of the unsigned number on the wire a value of {@code type} may take in at most
   * {@link #maxBytes} bytes: the fewer of what the bytes and what the type hold.
   */
  public int numberBits(Primitive type) {
    return Math.min(payloadBits(form, maxBytes(type)), valueBits(type));
  }
}
