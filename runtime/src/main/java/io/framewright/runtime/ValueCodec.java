package io.framewright.runtime;

/**
 * A codec of your own for one component, wired in with {@code @Using}. Implementations need a
 * public no-argument constructor and must be stateless: the generated codec makes one instance
 * and shares it between threads.
 *
 * <pre>{@code
 * public final class PiesNumber implements ValueCodec<Long> {
 *   public int size(Long value) { ... }
 *   public int write(Long value, byte[] buf, int p, int limit) { ... }
 *   public Long read(WireReader in) { ... }
 * }
 * }</pre>
 *
 * <p>Throw {@link EncodeException} and {@link DecodeException} with an empty field path: the
 * generated code adds the component's path. Any other {@link RuntimeException} is wrapped:
 * from {@code read} in {@link DecodeException#rejected} at the component's first byte, from
 * {@code size} and {@code write} in {@link EncodeException#rejected}, the exception kept as the
 * cause.
 *
 * <p>For an {@code int} or {@code long} component implement {@link OfInt} or {@link OfLong}
 * instead: the generated code then calls the primitive methods and never boxes (a boxed
 * {@code Long} outside the small-value cache costs an allocation per call).
 *
 * <p>Tools read the codec through the message's layout description
 * ({@code WireField.custom()}): override {@link #extent()} to tell a dissector or a Kaitai
 * export where a value ends, and {@link #jsonForm()} with {@link #toJson} and
 * {@link #fromJson} to give the command line a JSON form of the value (by default, the bytes
 * this codec writes, as hex, for a type JSON has no form of its own for).
 *
 * @param <T> the component's type
 */
public interface ValueCodec<T> {
  /** Bytes {@code value} takes. */
  int size(T value);

  /** Writes {@code value} at {@code p}, before {@code limit}; returns the index after it. */
  int write(T value, byte[] buf, int p, int limit);

  /** Reads a value at the reader's position. */
  T read(WireReader in);

  /**
   * Where the bytes of a value end, as far as a tool that does not run this codec may rely on
   * (a dissector, a Kaitai export): a fixed size, a minimum, a terminator, or the end of the
   * range the part is in. The generated codec does not check it; declare only what always
   * holds. By default {@link Extent#unknown()}: only {@link #read} knows.
   */
  default Extent extent() {
    return Extent.unknown();
  }

  /**
   * How tools write a value as JSON and read it back ({@code framewright decode} and
   * {@code encode}). {@link JsonForm#BYTES} by default: the value as the command line writes its
   * Java type when it knows it (numbers, text, {@code byte[]}, records, ...), else the bytes
   * this codec writes, {@code {"hex": "..."}}, read back with {@link #read}. With
   * {@link JsonForm#STRING} or {@link JsonForm#JSON}, {@link #toJson} and {@link #fromJson}.
   */
  default JsonForm jsonForm() {
    return JsonForm.BYTES;
  }

  /**
   * The value as JSON: with {@link JsonForm#STRING} a string (the tool quotes it), with
   * {@link JsonForm#JSON} the text of any JSON value ({@code {"r": 1, "g": 2}}, {@code 12},
   * {@code "x"}). Called only when {@link #jsonForm()} says one of these.
   */
  default String toJson(T value) {
    throw new UnsupportedOperationException(getClass().getName() + " has no JSON form");
  }

  /**
   * The value {@link #toJson} gave {@code json} for: with {@link JsonForm#STRING} the string's
   * content, with {@link JsonForm#JSON} the JSON text of the value. Throw
   * {@link IllegalArgumentException} for input that is no such value.
   */
  default T fromJson(String json) {
    throw new UnsupportedOperationException(getClass().getName() + " has no JSON form");
  }

  /** How a value of a custom codec is written as JSON ({@link #jsonForm()}). */
  enum JsonForm {
    /** The Java value as the tool writes its type, else the codec's bytes as hex. */
    BYTES,
    /** A JSON string: {@link #toJson} and {@link #fromJson} convert to and from its content. */
    STRING,
    /** Any JSON value: {@link #toJson} and {@link #fromJson} convert to and from its text. */
    JSON
  }

  /**
   * Where the bytes of a custom codec's value end ({@link #extent()}).
   *
   * @param kind which of the forms below
   * @param bytes for {@link Kind#FIXED} the size, for {@link Kind#AT_LEAST} the fewest bytes;
   *     else 0
   * @param terminator for {@link Kind#TERMINATED}, the bytes that end the value (part of it: the
   *     codec reads them); else empty
   */
  record Extent(Kind kind, int bytes, byte[] terminator) {
    public Extent {
      java.util.Objects.requireNonNull(kind, "kind");
      if (bytes < 0) {
        throw new IllegalArgumentException("bytes " + bytes + " < 0");
      }
      if (kind == Kind.TERMINATED && terminator.length == 0) {
        throw new IllegalArgumentException("a terminated extent needs terminator bytes");
      }
      terminator = terminator.clone();
    }

    /** Only the codec knows where a value ends. */
    public static Extent unknown() {
      return new Extent(Kind.UNKNOWN, 0, new byte[0]);
    }

    /** Every value takes {@code bytes} bytes. */
    public static Extent fixed(int bytes) {
      return new Extent(Kind.FIXED, bytes, new byte[0]);
    }

    /** Every value takes at least {@code bytes} bytes; where it ends, only the codec knows. */
    public static Extent atLeast(int bytes) {
      return new Extent(Kind.AT_LEAST, bytes, new byte[0]);
    }

    /** A value ends with the first {@code terminator} in its bytes, which it includes. */
    public static Extent terminated(byte... terminator) {
      return new Extent(Kind.TERMINATED, 0, terminator);
    }

    /** A value takes every byte to the end of the range it is in (the message, or its length). */
    public static Extent toEnd() {
      return new Extent(Kind.TO_END, 0, new byte[0]);
    }

    /** The terminator's bytes (a copy). */
    @Override
    public byte[] terminator() {
      return terminator.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Extent e && e.kind == kind && e.bytes == bytes
          && java.util.Arrays.equals(e.terminator, terminator);
    }

    @Override
    public int hashCode() {
      return kind.hashCode() * 31 + bytes * 7 + java.util.Arrays.hashCode(terminator);
    }

    @Override
    public String toString() {
      return switch (kind) {
        case UNKNOWN -> "Extent[unknown]";
        case FIXED -> "Extent[" + bytes + " bytes]";
        case AT_LEAST -> "Extent[at least " + bytes + " bytes]";
        case TERMINATED -> "Extent[to " + Hex.compact(terminator) + "]";
        case TO_END -> "Extent[to the end]";
      };
    }

    /** Where a value ends. */
    public enum Kind {
      /** Where only the codec knows. */
      UNKNOWN,
      /** After {@code bytes} bytes. */
      FIXED,
      /** After {@code bytes} bytes or more, where only the codec knows. */
      AT_LEAST,
      /** After the first {@code terminator}. */
      TERMINATED,
      /** At the end of the range the part is in. */
      TO_END
    }
  }

  /** A {@link ValueCodec} of {@code long} components that never boxes. */
  interface OfLong extends ValueCodec<Long> {
    /** Bytes {@code value} takes. */
    int sizeLong(long value);

    /** Writes {@code value} at {@code p}, before {@code limit}; returns the index after it. */
    int writeLong(long value, byte[] buf, int p, int limit);

    /** Reads a value at the reader's position. */
    long readLong(WireReader in);

    @Override
    default int size(Long value) {
      return sizeLong(unboxed(value));
    }

    @Override
    default int write(Long value, byte[] buf, int p, int limit) {
      return writeLong(unboxed(value), buf, p, limit);
    }

    @Override
    default Long read(WireReader in) {
      return readLong(in);
    }

    private static long unboxed(Long value) {
      if (value == null) {
        throw EncodeException.nullValue("");
      }
      return value;
    }
  }

  /** A {@link ValueCodec} of {@code int} components that never boxes. */
  interface OfInt extends ValueCodec<Integer> {
    /** Bytes {@code value} takes. */
    int sizeInt(int value);

    /** Writes {@code value} at {@code p}, before {@code limit}; returns the index after it. */
    int writeInt(int value, byte[] buf, int p, int limit);

    /** Reads a value at the reader's position. */
    int readInt(WireReader in);

    @Override
    default int size(Integer value) {
      return sizeInt(unboxed(value));
    }

    @Override
    default int write(Integer value, byte[] buf, int p, int limit) {
      return writeInt(unboxed(value), buf, p, limit);
    }

    @Override
    default Integer read(WireReader in) {
      return readInt(in);
    }

    private static int unboxed(Integer value) {
      if (value == null) {
        throw EncodeException.nullValue("");
      }
      return value;
    }
  }
}
