package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.pies.PiesPacket;
import io.framewright.runtime.Hex;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.framewright.netty.Loopback.Inbox;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a {@link FrameDecoder} charges a {@link FrameBudget}: the bytes of the unfinished frame
 * it holds between reads, no more, given back when the frame completes, the channel closes or
 * the decoder is removed. Pies bytes from ../shared/formats/README.md, "pies": packet id, items
 * each ending with {@code 00}, then {@code ff}; Chat is {@code 09} [string], a string item
 * {@code 01} and its bytes.
 */
class FrameBudgetTest {
  /** A channel whose pies decoder counts against {@code budget}; {@code inbox} gets the rest. */
  private static EmbeddedChannel piesChannel(FrameBudget budget, Inbox inbox) {
    return new EmbeddedChannel(new FrameDecoder<>(PiesPacket.framing(), budget), inbox);
  }

  private static ByteBuf bytes(String hex) {
    return Unpooled.wrappedBuffer(Hex.parse(hex));
  }

  @Test
  void anUnfinishedFrameIsChargedUntilItCompletes() {
    FrameBudget budget = new FrameBudget(1_000);
    Inbox inbox = new Inbox();
    EmbeddedChannel channel = piesChannel(budget, inbox);
    // a whole Chat ["hi"] (6 bytes), then 4 bytes of the next: only the 4 are held
    channel.writeInbound(bytes("09 01 6869 00 ff  09 01 6869"));
    assertEquals(4, budget.held());
    channel.writeInbound(bytes("20"));
    assertEquals(5, budget.held());
    // the frame completes with 00 ff, and nothing is held
    channel.writeInbound(bytes("00 ff"));
    assertEquals(0, budget.held());
    assertEquals(List.of(new PiesPacket.Chat("hi"), new PiesPacket.Chat("hi ")),
        List.copyOf(inbox.messages));
    // whole frames only: a pipeline holding nothing costs nothing
    channel.writeInbound(bytes("09 01 6869 00 ff  09 01 6869 00 ff"));
    assertEquals(0, budget.held());
    assertFalse(channel.finish());
    assertEquals(0, budget.connectionsClosed());
    assertTrue(inbox.errors.isEmpty(), inbox.errors::toString);
  }

  @Test
  void closingTheChannelGivesBackWhatItHeld() {
    FrameBudget budget = new FrameBudget(1_000);
    Inbox inbox = new Inbox();
    EmbeddedChannel one = piesChannel(budget, inbox);
    EmbeddedChannel two = piesChannel(budget, new Inbox());
    one.writeInbound(bytes("09 01 616161"));
    two.writeInbound(bytes("09 01 6161"));
    assertEquals(5 + 4, budget.held());
    one.close();
    assertEquals(4, budget.held());
    two.close();
    assertEquals(0, budget.held());
    // the frame cut by the close is reported as ever
    assertInstanceOf(io.framewright.runtime.frame.CorruptFrameException.class,
        inbox.error());
  }

  @Test
  void removingTheDecoderGivesBackWhatItHeld() {
    FrameBudget budget = new FrameBudget(1_000);
    Inbox inbox = new Inbox();
    EmbeddedChannel channel = piesChannel(budget, inbox);
    channel.writeInbound(bytes("09 01 616161"));
    assertEquals(5, budget.held());
    channel.pipeline().remove(FrameDecoder.class);
    assertEquals(0, budget.held());
    // ByteToMessageDecoder passes the bytes it held on to the next handler
    ByteBuf passedOn = assertInstanceOf(ByteBuf.class, List.copyOf(inbox.messages).get(0));
    assertArrayEquals(Hex.parse("09 01 616161"), ByteBufUtil.getBytes(passedOn));
    passedOn.release();
  }

  @Test
  void theCopyingPathIsChargedForWhatTheFramerCopied() {
    // A cumulation without an array (Netty's composite cumulator over direct buffers): the
    // framer copies the unfinished frame, and that copy is what the channel holds.
    FrameBudget budget = new FrameBudget(1_000);
    FrameDecoder<PiesPacket> decoder = new FrameDecoder<>(PiesPacket.framing(), budget);
    decoder.setCumulator(ByteToMessageDecoder.COMPOSITE_CUMULATOR);
    Inbox inbox = new Inbox();
    EmbeddedChannel channel = new EmbeddedChannel(decoder, inbox);
    channel.writeInbound(Unpooled.directBuffer(8).writeBytes(Hex.parse("09 01 6869 00 ff 09 01")));
    assertEquals(2, budget.held());
    channel.writeInbound(Unpooled.directBuffer(4).writeBytes(Hex.parse("6869 00 ff")));
    assertEquals(0, budget.held());
    assertEquals(List.of(new PiesPacket.Chat("hi"), new PiesPacket.Chat("hi")),
        List.copyOf(inbox.messages));
    assertFalse(channel.finish());
  }

  @Test
  void aChannelPastTheBudgetIsClosedWithACountedReason() {
    FrameBudget budget = new FrameBudget(10);
    Inbox inboxOne = new Inbox();
    Inbox inboxTwo = new Inbox();
    EmbeddedChannel one = piesChannel(budget, inboxOne);
    EmbeddedChannel two = piesChannel(budget, inboxTwo);
    one.writeInbound(bytes("09 01 61616161 6161"));        // 8 bytes held
    assertEquals(8, budget.held());
    // two: a whole Chat ["hi"], then 3 bytes of the next: 8 + 3 > 10
    two.writeInbound(bytes("09 01 6869 00 ff  09 01 61"));
    assertFalse(two.isOpen());
    assertEquals(8, budget.held());
    assertEquals(1, budget.connectionsClosed());
    // the whole frame before the refusal is passed on first, then the reason
    assertEquals(List.of(new PiesPacket.Chat("hi")), List.copyOf(inboxTwo.messages));
    FrameBudgetExceededException e =
        assertInstanceOf(FrameBudgetExceededException.class, inboxTwo.error());
    assertEquals(3, e.wanted());
    assertEquals(8, e.held());
    assertEquals(10, e.maxBytes());
    // no "cut frame" report for a connection the budget closed
    assertTrue(inboxTwo.errors.isEmpty(), inboxTwo.errors::toString);
    // the first channel is untouched and completes its frame
    assertTrue(one.isOpen());
    one.writeInbound(bytes("00 ff"));
    assertEquals(List.of(new PiesPacket.Chat("aaaaaa")), List.copyOf(inboxOne.messages));
    assertEquals(0, budget.held());
    assertFalse(one.finish());
  }

  @Test
  void withoutABudgetNothingChanges() {
    Inbox inbox = new Inbox();
    EmbeddedChannel channel = new EmbeddedChannel(new FrameDecoder<>(PiesPacket.framing()), inbox);
    channel.writeInbound(bytes("09 01 61616161 61616161"));
    assertTrue(channel.isOpen());
    channel.writeInbound(bytes("00 ff"));
    assertEquals(List.of(new PiesPacket.Chat("aaaaaaaa")), List.copyOf(inbox.messages));
    assertNull(channel.readInbound());
    assertFalse(channel.finish());
  }

  @Test
  void aBudgetIsPositive() {
    assertThrows(IllegalArgumentException.class, () -> new FrameBudget(0));
  }
}
