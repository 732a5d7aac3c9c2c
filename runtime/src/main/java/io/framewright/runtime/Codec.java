package io.framewright.runtime;

import io.framewright.runtime.layout.MessageLayout;
import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * Encodes and decodes one message type. Generated codecs implement this interface; they are
 * stateless, thread-safe singletons ({@code FooCodec.INSTANCE}, or
 * {@link Framewright#codec(Class)}).
 *
 * <p>All methods throw {@link EncodeException} for values that do not fit their fields and
 * {@link DecodeException} for input that does not decode; both name the field, starting with
 * the message type. Argument errors (a negative offset, a slice outside the array) are
 * {@link IndexOutOfBoundsException}s, as in the JDK.
 *
 * @param <T> the message record type
 */
public interface Codec<T> {

  /** The message type. */
  Class<T> type();

  /** Bytes that {@code value} takes on the wire. */
  int size(T value);

  /**
   * Writes {@code value} into {@code buf} at {@code off} and returns the number of bytes written.
   * Throws {@link EncodeException} if they do not fit before {@code buf.length}.
   */
  int encode(T value, byte[] buf, int off);

  /**
   * Decodes one message that must fill {@code buf[off .. off + len)} exactly: truncated input and
   * trailing bytes are both {@link DecodeException}s. Use {@link #read(WireReader)} to decode a
   * message from the front of a longer input.
   */
  T decode(byte[] buf, int off, int len);

  /** Decodes one message at the reader's position and advances the reader past it. */
  T read(WireReader in);

  /**
   * Whether a message may take all of the input it is read from: its last part runs to the end
   * of the input ({@code @Remaining}, or a list of elements with no count, length or terminator)
   * and nothing around it says where it ends. Such a message can only be read from an input
   * that is exactly one message (a datagram, a length-prefixed frame); a
   * {@link io.framewright.runtime.frame.StreamFramer} refuses its codec, since on a stream the
   * message would end wherever the bytes received so far happen to end. Generated codecs say
   * so; hand-written codecs are taken to know where they end (false).
   */
  default boolean readsToEnd() {
    return false;
  }

  /**
   * The message's wire layout as data: fields, widths, offsets where fixed, conditions, sizes,
   * tags. Generated codecs describe their layout (a constant, {@code FooCodec.LAYOUT}); tools
   * (the CLI, diagrams, dissectors) read this. Empty for hand-written codecs.
   */
  default Optional<MessageLayout> description() {
    return Optional.empty();
  }

  /**
   * The layout as a text table (field, bits, wire form), as in the codec's javadoc: the
   * {@linkplain MessageLayout#table() table} of {@link #description()}, or "" without one.
   */
  default String layout() {
    return description().map(MessageLayout::table).orElse("");
  }

  /** A new array holding exactly the encoded {@code value}. */
  default byte[] encode(T value) {
    byte[] out = new byte[size(value)];
    encode(value, out, 0);
    return out;
  }

  /**
   * Writes {@code value} at the buffer's position and advances the position past it. Throws
   * {@link EncodeException} (and leaves the position) if it does not fit the remaining bytes.
   */
  default int encode(T value, ByteBuffer buf) {
    if (buf.hasArray() && !buf.isReadOnly()) {
      int off = buf.arrayOffset() + buf.position();
      int limit = buf.arrayOffset() + buf.limit();
      int n = size(value);
      if (n > limit - off) {
        throw EncodeException.bufferTooSmall(type().getSimpleName(), n, limit - off);
      }
      int written = encode(value, buf.array(), off);
      buf.position(buf.position() + written);
      return written;
    }
    byte[] bytes = encode(value);
    if (bytes.length > buf.remaining()) {
      throw EncodeException.bufferTooSmall(type().getSimpleName(), bytes.length, buf.remaining());
    }
    buf.put(bytes);
    return bytes.length;
  }

  /** Decodes one message that fills {@code buf} exactly. */
  default T decode(byte[] buf) {
    return decode(buf, 0, buf.length);
  }

  /**
   * Decodes one message that fills the buffer's remaining bytes exactly and advances the
   * position to the limit. A direct buffer is copied first (the copy is bounded by the bytes
   * remaining).
   */
  default T decode(ByteBuffer buf) {
    T value;
    if (buf.hasArray()) {
      value = decode(buf.array(), buf.arrayOffset() + buf.position(), buf.remaining());
    } else {
      byte[] copy = new byte[buf.remaining()];
      buf.duplicate().get(copy);
      value = decode(copy, 0, copy.length);
    }
    buf.position(buf.limit());
    return value;
  }
}
