/**
 * Framewright codecs in Netty 4.1 pipelines.
 *
 * <pre>
 *   TCP                                         UDP
 *   +-----------------------------+             +-----------------------------+
 *   | MessageDispatcher&lt;T&gt;        |  callbacks  | MessageDispatcher&lt;T&gt;        |
 *   |  (or your handlers)         |  by variant |  (ctx, message, sender)     |
 *   +------^---------------+------+             +------^---------------+------+
 *          | T             | T                         | Addressed&lt;T&gt;  | Addressed&lt;T&gt;
 *   +------+------+ +------v------+             +------+------+ +------v------+
 *   | FrameDecoder| | FrameEncoder|             | Datagram-   | | Datagram-   |
 *   |  StreamFramer |  size, then |             |  Decoder    | |  Encoder    |
 *   |  in place   | |  in place   |             |             | |             |
 *   +------^------+ +------+------+             +------^------+ +------+------+
 *          | ByteBuf       | ByteBuf                   | DatagramPacket| DatagramPacket
 *   +------+---------------v------+             +------+---------------v------+
 *   |          socket             |             |          socket             |
 *   +-----------------------------+             +-----------------------------+
 * </pre>
 *
 * <ul>
 *   <li>{@link io.framewright.netty.FrameDecoder}: a {@code ByteToMessageDecoder} over a
 *       protocol's {@link io.framewright.runtime.frame.Framing}, driving the runtime's
 *       {@link io.framewright.runtime.frame.StreamFramer} in place over the cumulation; bad and
 *       over-long frames to a {@link io.framewright.netty.FrameErrorHandler}, the connection
 *       kept. A {@link io.framewright.netty.FrameBudget} shared by a server's decoders bounds the
 *       bytes all its connections hold in unfinished frames: a connection past it is closed
 *       with a {@link io.framewright.netty.FrameBudgetExceededException}, and counted.
 *   <li>{@link io.framewright.netty.FrameEncoder}: a {@code MessageToByteEncoder} that sizes
 *       with {@code size(value)} and encodes into the buffer's array.
 *   <li>{@link io.framewright.netty.DatagramDecoder} and
 *       {@link io.framewright.netty.DatagramEncoder}: one message per datagram, the peer's
 *       address kept in an {@link io.framewright.netty.Addressed}; a bad datagram is a
 *       {@link io.framewright.netty.BadDatagramException}.
 *   <li>{@link io.framewright.netty.MessageDispatcher}: one callback per variant of a sealed
 *       union, checked for exhaustiveness when built.
 *   <li>{@link io.framewright.netty.Pipelines}: initializers for the two pipelines above, bad
 *       frames to {@code exceptionCaught} or to a {@link io.framewright.netty.FrameErrorHandler}.
 *   <li>{@link io.framewright.netty.ByteBufViews}: a generated view over a {@code ByteBuf}, in
 *       place over a heap buffer's array; {@link io.framewright.netty.ViewFilter}: keeps or drops
 *       {@code ByteBuf} frames by what one reused view reads in them, for servers that route or
 *       filter without decoding records.
 * </ul>
 */
package io.framewright.netty;
