package io.framewright.netty;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import io.netty.buffer.ByteBuf;

/**
 * Points a generated {@code <Record>View} ({@link MessageView}) at the readable bytes of a Netty
 * {@link ByteBuf}, without copying them when the buffer has an array.
 *
 * <ul>
 *   <li>A heap buffer ({@link ByteBuf#hasArray()}) is read in place: the view wraps its array at
 *       {@code arrayOffset() + readerIndex()}. Sliced, duplicated and pooled heap buffers are
 *       heap buffers too.
 *   <li>Any other buffer (direct, composite, read-only) goes through the view's
 *       {@code wrap(ByteBuffer)} over {@link ByteBuf#nioBuffer(int, int)}: a direct or read-only
 *       buffer's bytes are copied into an array the view keeps and reuses (as
 *       {@link MessageView} documents), so a fixed-size message costs one bounded copy and no
 *       array per wrap. A composite of several components is first merged by Netty's
 *       {@code nioBuffer}.
 * </ul>
 *
 * <p>The reader index (and every other index) of the buffer is left as it was. A wrap that
 * fails throws the {@link DecodeException} the view's codec would throw for the same bytes
 * (with its field, offset and finding, offsets counted from the reader index), and the view is
 * then unreadable.
 *
 * <p><b>Lifetime.</b> A view over a heap buffer reads the buffer's memory: it is valid only as
 * long as the buffer is, so not after the buffer is released (a pooled buffer's array is then
 * reused for other data) nor after the bytes are written over. Read the fields you need, or
 * call {@code toRecord()}, before releasing or passing the buffer on. A view is not thread-safe:
 * use one per channel (one per handler instance, on the channel's event loop), never one shared
 * by {@code @Sharable} handlers.
 */
public final class ByteBufViews {
  private ByteBufViews() {}

  /**
   * Wraps {@code view} over {@code buf}'s readable bytes, which must be exactly one message.
   *
   * @return {@code view}, wrapped, for its getters
   * @throws DecodeException if the bytes are not one valid message (too few, too many, a bad
   *     value), as the codec's decode of them would
   */
  public static <V extends MessageView<?>> V wrap(V view, ByteBuf buf) {
    int at = buf.readerIndex();
    int length = buf.readableBytes();
    if (buf.hasArray()) {
      // Bounded by the length, never the array's end: the array of a slice or a pooled buffer
      // goes on with bytes that are not this buffer's.
      view.wrap(buf.array(), buf.arrayOffset() + at, length);
    } else {
      view.wrap(buf.nioBuffer(at, length));
    }
    return view;
  }

  /**
   * Wraps {@code view} over the message at the start of {@code buf}'s readable bytes, which may
   * go on after it (the header of a longer frame, or the first of several messages): only the
   * message's bytes are read (a fixed-size message's {@code size()}; for one whose size varies,
   * as far as its parts say), never more than the readable ones. A direct or composite buffer
   * is copied as {@link MessageView#wrapPrefix(java.nio.ByteBuffer)} copies it.
   *
   * @return {@code view}, wrapped, for its getters
   * @throws DecodeException if the readable bytes do not start with a valid message
   */
  public static <V extends MessageView<?>> V wrapPrefix(V view, ByteBuf buf) {
    int at = buf.readerIndex();
    int length = buf.readableBytes();
    if (buf.hasArray()) {
      view.wrapPrefix(buf.array(), buf.arrayOffset() + at, length);
    } else {
      view.wrapPrefix(buf.nioBuffer(at, length));
    }
    return view;
  }
}
