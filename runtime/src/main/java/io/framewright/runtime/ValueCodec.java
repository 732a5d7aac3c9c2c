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
 * generated code adds the component's path.
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
}
