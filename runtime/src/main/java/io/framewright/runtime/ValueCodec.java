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
 * @param <T> the component's type
 */
public interface ValueCodec<T> {
  /** Bytes {@code value} takes. */
  int size(T value);

  /** Writes {@code value} at {@code p}, before {@code limit}; returns the index after it. */
  int write(T value, byte[] buf, int p, int limit);

  /** Reads a value at the reader's position. */
  T read(WireReader in);

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
