package io.framewright.runtime;

import java.nio.ByteBuffer;

/**
 * A zero-copy view of one message, generated as {@code <Record>View} for a message with
 * {@code @View}: a reusable flyweight that validates a frame once, on {@code wrap}, and then
 * reads each component in place, without allocating. A {@code @Union} gets
 * {@code <Union>View}: its tag, which variant it holds, and that variant's view. A message whose size varies gets one when
 * its variable parts are text, bytes or lists of fixed-size elements with their count or length
 * before them: {@code wrap} then also records where each part lies.
 *
 * <p>{@code wrap} runs the checks of the codec's {@code decode} (size, enum values, booleans,
 * magic bytes, reserved bits, tags, checksums) and throws the same {@link DecodeException},
 * with the same offset, field path, expectation and finding. Only the record's own constructor is
 * not run: a value it would reject is reported by {@link #toRecord()}, as {@code decode} reports
 * it. Until a wrap succeeds, and after one fails, every getter throws
 * {@link IllegalStateException}.
 *
 * <p>A view reads only the bytes it validated, {@code [off, off + size)} of the array it wrapped.
 * If they change after the wrap, the getters return what the bytes then say (an enum or boolean
 * whose bytes no longer hold a valid value throws the {@code DecodeException} decode would), but
 * never read outside that range: a length or count that now reaches past its end is a
 * {@link DecodeException}, also when the array goes on after the message. A heap {@link ByteBuffer} is read in place; a direct or
 * read-only one is copied on wrap into an array the view keeps and reuses. A view is not
 * thread-safe: give each thread its own.
 *
 * @param <T> the record, or the union
 */
public interface MessageView<T> {
  /**
   * Validates {@code buf[off .. off + len)}, which must be exactly one message, as
   * {@code decode(buf, off, len)} does, and points the view at it.
   *
   * @throws DecodeException as {@code decode(buf, off, len)} would; the view is then unreadable
   */
  MessageView<T> wrap(byte[] buf, int off, int len);

  /**
   * Validates the message at the start of {@code buf[off ..]}, which may go on after it, as
   * {@code decode(buf, off, min(size, buf.length - off))} does (for a message whose size varies:
   * as the codec's {@code read} does from a reader over {@code buf[off ..]}), and points the
   * view at it.
   */
  MessageView<T> wrap(byte[] buf, int off);

  /** {@code wrap(buf, 0, buf.length)}. */
  MessageView<T> wrap(byte[] buf);

  /**
   * Validates the buffer's remaining bytes, which must be exactly one message, as
   * {@code decode(ByteBuffer)} does, without moving its position.
   */
  MessageView<T> wrap(ByteBuffer buf);

  /**
   * Validates the message at the start of {@code buf[off .. off + len)}, which may go on after
   * it, reading nothing at or after {@code off + len}, as the codec's {@code read} does from a
   * reader over those bytes; points the view at it. For a frame that holds more than the
   * message (a header, or the first of several messages) in a larger array.
   *
   * @throws DecodeException as the codec would; the view is then unreadable
   */
  MessageView<T> wrapPrefix(byte[] buf, int off, int len);

  /**
   * {@link #wrapPrefix(byte[], int, int)} over the buffer's remaining bytes, without moving its
   * position; a direct or read-only buffer is copied as {@link #wrap(ByteBuffer)} copies it.
   */
  MessageView<T> wrapPrefix(ByteBuffer buf);

  /** Whether the last wrap succeeded, so that the getters can be read. */
  boolean isWrapped();

  /**
   * The record the bytes hold, as the codec's {@code decode} builds it from the message's bytes,
   * {@code [off, off + size())}, and no others: after a prefix wrap, its errors (a constructor's
   * rejection) are decode's on those bytes.
   */
  T toRecord();

  /**
   * Bytes every message of this type takes; for a message whose size varies, the wrapped one's
   * (its view throws {@link IllegalStateException} when not wrapped).
   */
  int size();
}
