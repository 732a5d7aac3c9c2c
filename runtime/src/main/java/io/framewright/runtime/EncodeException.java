package io.framewright.runtime;

/**
 * A value that can not be written as its field declares: out of range for its bits, null, an
 * array of the wrong length, or a buffer too small for the message. Nothing is ever truncated
 * silently.
 *
 * <pre>
 * Header.payloadLength: value 1024 does not fit 10 unsigned bits (0..1023)
 * </pre>
 */
public class EncodeException extends FramewrightException {
  private static final long serialVersionUID = 1L;

  private final String value;
  private final String problem;

  protected EncodeException(String fieldPath, String value, String problem) {
    super(fieldPath, null);
    this.value = value;
    this.problem = problem;
  }

  /** {@code value} is outside {@code min..max}, the range of a field of {@code bits} bits. */
  public static EncodeException outOfRange(
      String path, long value, long min, long max, int bits, boolean signed) {
    return new EncodeException(path, Long.toString(value),
        "does not fit " + bits + (signed ? " signed" : " unsigned") + " bits (" + min + ".." + max
            + ")");
  }

  /**
   * As {@link #outOfRange(String, long, long, long, int, boolean)} for the whole range of
   * {@code bits} bits: what generated encoders throw, in fewer bytes of their code than with
   * the bounds written out (a small encoder then stays under the JIT's inlining limit).
   */
  public static EncodeException outOfRange(String path, long value, int bits, boolean signed) {
    return outOfRange(path, value, signed ? -(1L << (bits - 1)) : 0,
        signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1, bits, signed);
  }

  /** As {@link #outOfRange(String, long, int, boolean)}, for an array element. */
  public static EncodeException outOfRange(
      String path, int index, long value, int bits, boolean signed) {
    EncodeException e = outOfRange("", value, bits, signed);
    e.setFieldPath(FieldPath.field(path, "[" + index + "]"));
    return e;
  }

  /** As {@link #outOfRange(String, long, long, long, int, boolean)}, for an array element. */
  public static EncodeException outOfRange(
      String path, int index, long value, long min, long max, int bits, boolean signed) {
    EncodeException e = outOfRange("", value, min, max, bits, signed);
    e.setFieldPath(FieldPath.field(path, "[" + index + "]"));
    return e;
  }

  /**
   * {@code value} breaks the field's value rule ({@code @Range}, {@code @OneOf}, {@code @Const}):
   * {@code allowed} says what it must be ({@code "1..247"}, {@code "one of 3, 6, 16"},
   * {@code "0"}), as decoding says it expected.
   */
  public static EncodeException notAllowed(String path, long value, String allowed) {
    return new EncodeException(path, Long.toString(value), "is not allowed: expected " + allowed);
  }

  /**
   * Bytes other than the constant ones the field always holds ({@code @Const(bytes)}): both in
   * hex, as decoding says what it expected and found.
   */
  public static EncodeException notAllowed(String path, byte[] value, byte[] allowed) {
    return new EncodeException(path, Hex.format(value, 0, value.length),
        "is not allowed: expected " + Hex.format(allowed, 0, allowed.length));
  }

  /** As {@link #notAllowed(String, long, String)}, for an array element. */
  public static EncodeException notAllowed(String path, int index, long value, String allowed) {
    EncodeException e = notAllowed("", value, allowed);
    e.setFieldPath(FieldPath.field(path, "[" + index + "]"));
    return e;
  }

  /** A string, array or list shorter than its declared minimum ({@code min}). */
  public static EncodeException tooShort(String path, long actual, long min, String unit) {
    return new EncodeException(path, actual + " " + unit, "are fewer than the minimum of " + min);
  }

  /**
   * An open enum's catch-all constant {@code catchAll} given a raw wire value that the known
   * constant {@code known} has: it would decode as {@code known}, not as what was encoded.
   */
  public static EncodeException rawOfKnown(String path, long value, String catchAll,
      String known) {
    return new EncodeException(path, catchAll + " with raw value " + value,
        "is the wire value of " + known + "; encode " + known + ", or give " + catchAll
            + " a value no constant has");
  }

  /** A value whose size differs from the fixed size its layout gives it. */
  public static EncodeException wrongSize(String path, long actual, long expected, String unit) {
    return new EncodeException(path, actual + " " + unit,
        "does not match the fixed size of " + expected + " " + unit);
  }

  /** A value that contains its own terminator, so it would decode shorter. */
  public static EncodeException containsTerminator(String path, String terminator, int at) {
    return new EncodeException(path, "the value", "contains its terminator " + terminator
        + " at byte " + at + ", so it would not decode back");
  }

  /**
   * A {@code @Using} codec wrote fewer bytes than the {@code @Using(minBytes)} it declares, on
   * which the decoder bounds counts of elements: the declaration or the codec is wrong.
   */
  public static EncodeException codecTooShort(String path, String codec, long written,
      long min) {
    return new EncodeException(path, "the value", "takes " + written + " byte(s) written by "
        + codec + ", fewer than its @Using(minBytes = " + min + ")");
  }

  /**
   * A {@code @Using} codec wrote a byte its {@code @Using(neverWrites)} says it never writes, at
   * {@code at} bytes into what it wrote: the declaration or the codec is wrong (an encoder that
   * trusted it would have left a terminator inside the value). Checked with assertions enabled.
   */
  public static EncodeException codecWroteExcluded(String path, String codec, int b, int at) {
    return new EncodeException(path, "the value", String.format("holds %02x at byte %d, written"
        + " by %s, whose @Using(neverWrites) says it never writes that byte", b, at, codec));
  }

  /**
   * A value that keeps its terminator ({@code @Delimited(include = true)}) and does not end with
   * it.
   */
  public static EncodeException withoutTerminator(String path, String terminator) {
    return new EncodeException(path, "the value", "does not end with its terminator "
        + terminator + ", which it keeps (include = true)");
  }

  /**
   * A value that leaves its terminator for the part after it ({@code @Delimited(consume =
   * false)}), where that part does not start with the terminator.
   */
  public static EncodeException terminatorNotNext(String path, String terminator) {
    return new EncodeException(path, "the part after the value", "does not start with its"
        + " terminator " + terminator + ", which the value leaves for it (consume = false)");
  }

  /** A value given where the layout says there is none. */
  public static EncodeException notExpected(String path, String why) {
    return new EncodeException(path, "a value", "is " + why);
  }

  /**
   * A list element that runs to the end of its input (such as a union's unknown tag with its raw
   * bytes) before other elements: decoded, it would take their bytes.
   */
  public static EncodeException notLast(String path, String type) {
    return new EncodeException(path, "a " + type, "runs to the end of its input, so it can only"
        + " be the last element; the decoder would read the elements after it as its bytes");
  }

  /**
   * An optional field holds the value that stands for absent ({@code null}, or its
   * {@code @WhenAbsent} value) while its condition says it is on the wire.
   *
   * @param value the value as Java writes it
   * @param why what the value stands for and which condition holds, with the fix
   */
  public static EncodeException absentButPresent(String path, String value, String why) {
    return new EncodeException(path, value, why);
  }

  /** A required value is null. */
  public static EncodeException nullValue(String path) {
    return new EncodeException(path, "null", "is not allowed: the field is always on the wire");
  }

  /** An array whose length differs from its declared count. */
  public static EncodeException wrongLength(String path, int actual, int expected) {
    return new EncodeException(path, "an array of " + actual + " element(s)",
        "does not match the declared count " + expected);
  }

  /** A string, array or list longer than its field or declared maximum allows. */
  public static EncodeException tooLong(String path, long actual, long max, String unit) {
    return new EncodeException(path, actual + " " + unit, "exceed the maximum of " + max);
  }

  /** Text that the field's charset can not represent. */
  public static EncodeException unmappable(String path, String text, int index, String charset) {
    String where = index >= 0 ? " (character " + index + ")" : "";
    return new EncodeException(path, "\"" + abbreviate(text) + "\"",
        "can not be encoded as " + charset + where);
  }

  private static String abbreviate(String s) {
    return s.length() <= 32 ? s : s.substring(0, 29) + "...";
  }

  /**
   * A size that the component {@code field} can not hold through the size expression: the
   * expression would need a fraction, or a value beyond the field's width.
   *
   * @param unit "byte(s)" or "element(s)"
   * @param expression the size expression, e.g. "ihl * 4 - 20"
   * @param rest the size less the expression's constant, which {@code coefficient * field}
   *     must equal
   */
  public static EncodeException sizeNotExpressible(String path, long size, String unit,
      String expression, String field, long rest, long coefficient, long min, long max) {
    String needed = rest % coefficient == 0 ? Long.toString(rest / coefficient)
        : rest + "/" + coefficient;
    return new EncodeException(path, size + " " + unit, "can not be written as " + expression
        + ": it needs " + field + " = " + needed + ", and " + field + " holds the whole numbers "
        + min + ".." + max);
  }

  /**
   * A size that does not match what a size expression gives with the record's values (an
   * expression of several components, which the encoder can not set from the size alone).
   *
   * @param values the components and values the expression used, e.g. "totalLength = 40, ihl = 5"
   */
  public static EncodeException sizeMismatch(String path, long size, String unit,
      String expression, long expected, String values) {
    return new EncodeException(path, size + " " + unit, "do not match " + expression + " = "
        + expected + " (" + values + "); set those components so that it gives " + size);
  }

  /**
   * A checksum's range, {@code expression} bytes long, that does not lie within the
   * {@code available} bytes of the message written from its start.
   */
  public static EncodeException checksumRange(String path, String expression, long length,
      long available) {
    return new EncodeException(path, "a checksum over " + expression + " = " + length
        + " byte(s)", "does not fit the " + available + " byte(s) of the message from the"
        + " range's start; set the components of " + expression + " to match the message");
  }

  /**
   * A size or selector held by a component of a nested record ({@code @Count(field =
   * "header.qdCount")}) that does not match the value it describes. The nested record is
   * immutable and encoded as it is, so the encoder checks its value instead of setting it.
   *
   * <pre>
   * Dns.questions: count 2 does not match header.qdCount = 1, which holds it; set
   * header.qdCount to 2 (a value in a nested record is checked, not written, by the encoder)
   * </pre>
   *
   * @param what what the value is: "count", "byte length" or "tag"
   * @param holder the path of the holding component, e.g. "header.qdCount"
   * @param held the value the record holds there
   * @param actual the value the encoder needs there (the real count, length or tag)
   */
  public static EncodeException heldMismatch(String path, String what, long actual,
      String holder, long held) {
    return new EncodeException(path, what + " " + actual, "does not match " + holder + " = "
        + held + ", which holds it; set " + holder + " to " + actual
        + " (a value in a nested record is checked, not written, by the encoder)");
  }

  /** The caller's buffer can not hold the message. */
  public static EncodeException bufferTooSmall(String path, long needed, long available) {
    return new EncodeException(path, needed + " byte(s)",
        "do not fit the " + Math.max(available, 0) + " byte(s) left in the buffer");
  }

  /** The value that did not fit, as text. */
  public String value() {
    return value;
  }

  /** What is wrong with it. */
  public String problem() {
    return problem;
  }

  /** Prefixes the field path with the component {@code name}; for generated code. */
  public EncodeException inField(String name) {
    setFieldPath(FieldPath.field(name, fieldPath()));
    return this;
  }

  /** Prefixes the field path with the array index {@code index}; for generated code. */
  public EncodeException inElement(int index) {
    setFieldPath(FieldPath.element(index, fieldPath()));
    return this;
  }

  @Override
  String describe() {
    return (fieldPath().isEmpty() ? "value" : fieldPath()) + ": " + value + " " + problem;
  }

  // ---------------------------------------------------------------- errors from user code

  private EncodeException(String fieldPath, String value, String problem, Throwable cause) {
    super(fieldPath, cause);
    this.value = value;
    this.problem = problem;
  }

  /**
   * The user's code that encoding calls (a {@code @Using} codec's {@code size} or {@code write},
   * a checksum algorithm) threw {@code cause}. For generated code, which passes a codec's own
   * {@link EncodeException}s on as they are and wraps any other {@link RuntimeException} with
   * this.
   *
   * @param who the code that threw, e.g. "PiesNumber.write"
   */
  public static EncodeException rejected(String path, String who, RuntimeException cause) {
    return new EncodeException(path, "the value", "was rejected by " + who + ": "
        + DecodeException.messageOf(cause), cause);
  }
}
