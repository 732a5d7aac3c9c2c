package io.framewright.runtime;

/**
 * Input that does not decode: truncated, a value the field does not allow, trailing bytes.
 *
 * <p>Carries where (bit and byte offset from the start of the input given to the codec), which
 * field, what was expected, what was found, and a hex excerpt around the offset:
 *
 * <pre>
 * Header.kind at byte 3 (bit 26): expected one of 0, 1, 2 but found 7
 *   4c 6e 00 [1f] 3c 00
 * </pre>
 */
public class DecodeException extends FramewrightException {
  private static final long serialVersionUID = 1L;

  private final long bitOffset;
  private final String expected;
  private final String found;
  private final String excerpt;
  /** For truncation: where the input that ran out ended, from its start; else -1. */
  private long inputLength = -1;

  protected DecodeException(
      String fieldPath, long bitOffset, String expected, String found, String excerpt,
      Throwable cause) {
    super(fieldPath, cause);
    this.bitOffset = bitOffset;
    this.expected = expected;
    this.found = found;
    this.excerpt = excerpt == null ? "" : excerpt;
  }

  /**
   * A value at {@code pos} (an index into {@code buf}) that the field does not allow.
   *
   * @param start index of the first byte of the input, so offsets are relative to it
   * @param end index one past the last byte of the input
   * @param bit bit within the byte at {@code pos}, counted from the most significant bit
   */
  public static DecodeException invalid(
      byte[] buf, int start, int end, int pos, int bit, String path, String expected,
      String found) {
    return new DecodeException(path, (long) (pos - start) * 8 + bit, expected, found,
        Hex.excerpt(buf, start, end, pos), null);
  }

  /**
   * The bytes from {@code pos} to {@code end} hold no terminator ({@code terminatorLength}
   * bytes) of the part {@code path}: the input ends before it, at {@code end}.
   */
  public static DecodeException noTerminator(byte[] buf, int start, int end, String path,
      int terminatorLength) {
    return truncated(buf, start, end, end, 0, FieldPath.field(path, "(terminator)"),
        terminatorLength * 8L);
  }

  /** The input ends inside a field that starts at {@code pos}. */
  public static DecodeException truncated(
      byte[] buf, int start, int end, int pos, int bit, String path, long neededBits) {
    long availableBits = Math.max(0, (long) (end - pos) * 8 - bit);
    DecodeException e = new DecodeException(path, (long) (pos - start) * 8 + bit,
        describeBits(neededBits),
        "end of input after " + describeBits(availableBits),
        Hex.excerpt(buf, start, end, Math.min(pos, end)), null);
    e.inputLength = end - start;
    return e;
  }

  /**
   * Whether decoding ran out of input that ended {@code length} bytes after the start: the
   * bytes so far may be the beginning of a good message, cut short. Stream framers use it to
   * wait for more input; a truncation inside a length-delimited part is not this.
   */
  public boolean ranOutAt(long length) {
    return inputLength >= 0 && inputLength == length;
  }

  /** Bytes left over after a complete message where the input should have ended. */
  public static DecodeException trailing(byte[] buf, int start, int end, int pos, String path) {
    return new DecodeException(path, (long) (pos - start) * 8, "end of input",
        (end - pos) + " more byte(s)", Hex.excerpt(buf, start, end, pos), null);
  }

  private static String describeBits(long bits) {
    if (bits % 8 == 0) {
      long bytes = bits / 8;
      return bytes + (bytes == 1 ? " byte" : " bytes");
    }
    return bits + (bits == 1 ? " bit" : " bits");
  }

  /** Bit offset from the start of the input. */
  public long bitOffset() {
    return bitOffset;
  }

  /** Byte offset from the start of the input (the byte that holds {@link #bitOffset()}). */
  public long byteOffset() {
    return bitOffset >>> 3;
  }

  /** What the field needed there. */
  public String expected() {
    return expected;
  }

  /** What the input had there. */
  public String found() {
    return found;
  }

  /** Hex bytes around the offset, the byte at the offset in brackets. */
  public String hexExcerpt() {
    return excerpt;
  }

  /**
   * {@code e} at {@code bytes} more bytes from the input's start: an error of a part read from a
   * zero-filled copy ({@link WireReader#zeroFilled}), whose offsets count from the part.
   */
  static DecodeException moved(DecodeException e, long bytes) {
    return new DecodeException(e.fieldPath(), e.bitOffset + bytes * 8, e.expected, e.found,
        e.excerpt, e.getCause());
  }

  /** Copies the fields of {@code cause} into a subclass that wraps it. */
  protected DecodeException(DecodeException cause) {
    this(cause.fieldPath(), cause.bitOffset, cause.expected, cause.found, cause.excerpt, cause);
  }

  /** Prefixes the field path with the component {@code name}; for generated code. */
  public DecodeException inField(String name) {
    setFieldPath(FieldPath.field(name, fieldPath()));
    return this;
  }

  /** Prefixes the field path with the array index {@code index}; for generated code. */
  public DecodeException inElement(int index) {
    setFieldPath(FieldPath.element(index, fieldPath()));
    return this;
  }

  @Override
  String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append(fieldPath().isEmpty() ? "input" : fieldPath())
        .append(" at byte ").append(byteOffset());
    if (bitOffset % 8 != 0) {
      sb.append(" (bit ").append(bitOffset).append(')');
    }
    sb.append(": expected ").append(expected).append(" but found ").append(found);
    if (!excerpt.isEmpty()) {
      sb.append("\n  ").append(excerpt);
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- errors from user code

  /**
   * The user's code that decoding calls (a record's constructor, a {@code @Using} codec's
   * {@code read}, a checksum algorithm) threw {@code cause}: the input holds a value that code
   * rejects. For generated code, which passes a codec's own {@link DecodeException}s on as they
   * are and wraps any other {@link RuntimeException} with this.
   *
   * @param pos index into {@code buf} of the first byte of the message or field being decoded
   * @param expected what the user's code accepts, e.g. "a value Percent's constructor accepts"
   */
  public static DecodeException rejected(
      byte[] buf, int start, int end, int pos, String path, String expected,
      RuntimeException cause) {
    return new DecodeException(path, (long) (pos - start) * 8, expected, messageOf(cause),
        Hex.excerpt(buf, start, end, Math.min(pos, end)), cause);
  }

  /** What a rejection says it found: the exception's message, or its class without one. */
  static String messageOf(Throwable cause) {
    String message = cause.getMessage();
    return message == null || message.isEmpty() ? cause.getClass().getName() : message;
  }
}
