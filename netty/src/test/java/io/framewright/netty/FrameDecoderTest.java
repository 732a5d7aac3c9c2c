package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import io.framewright.testing.FramerChecks;
import io.framewright.testing.FramerChecks.Feeder;
import io.framewright.testing.FramerChecks.Outcome;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The frame decoder frames exactly as the runtime's StreamFramer, whatever the chunks and
 * buffers Netty hands it: heap buffers (decoded in place), direct ones (copied once into the
 * heap cumulation), and a cumulation without an array (the framer's own copying path).
 */
class FrameDecoderTest {
  /** How the chunks reach the decoder. */
  enum Buffers { HEAP, DIRECT, DIRECT_MERGED }

  /** A decoder that records what is left in the cumulation after each call. */
  static final class Probe<T> extends FrameDecoder<T> {
    int maxLeft;
    int lastLeft;

    Probe(Framing<T> framing, int max, FrameErrorHandler errors) {
      super(framing, max, errors);
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
      super.decode(ctx, in, out);
      lastLeft = in.readableBytes();
      maxLeft = Math.max(maxLeft, lastLeft);
    }
  }

  private static ByteBuf chunk(Buffers how, byte[] b, int off, int len) {
    if (how == Buffers.HEAP) {
      return Unpooled.wrappedBuffer(b, off, len);
    }
    return Unpooled.directBuffer(Math.max(1, len)).writeBytes(b, off, len);
  }

  /** A FramerChecks feeder over an EmbeddedChannel holding a FrameDecoder. */
  private static <T> Feeder<T> overNetty(Framing<T> framing, int max, Buffers how) {
    List<DecodeException> reported = new ArrayList<>();
    Probe<T> decoder = new Probe<>(framing, max, (ctx, e) -> reported.add(e));
    if (how == Buffers.DIRECT_MERGED) {
      decoder.setCumulator(ByteToMessageDecoder.MERGE_CUMULATOR);
    }
    EmbeddedChannel channel = new EmbeddedChannel(decoder);
    return new Feeder<>() {
      @Override
      @SuppressWarnings("unchecked")
      public void feed(byte[] b, int off, int len, List<? super T> frames,
          List<? super DecodeException> errors) {
        channel.writeInbound(chunk(how, b, off, len));
        for (Object m; (m = channel.readInbound()) != null; ) {
          frames.add((T) m);
        }
        errors.addAll(reported);
        reported.clear();
      }

      @Override
      @SuppressWarnings("unchecked")
      public void finish(List<? super DecodeException> errors) {
        channel.finish();
        for (Object m; (m = channel.readInbound()) != null; ) {
          errors.add((DecodeException) m); // never: only frames come out, checked below
        }
        errors.addAll(reported);
        reported.clear();
      }
    };
  }

  private static <T> Outcome<T> sameAsTheRuntimesFramer(Framing<T> framing, int max,
      byte[] stream) {
    Outcome<T> plain = FramerChecks.sameUnderAnyFragmentation(
        () -> FramerChecks.feeder(framing.framer(max)), stream, new Random(7), 20);
    for (Buffers how : Buffers.values()) {
      Outcome<T> netty = FramerChecks.sameUnderAnyFragmentation(
          () -> overNetty(framing, max, how), stream, new Random(7), 20);
      assertEquals(plain, netty, how.name());
    }
    return plain;
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }

  @Test
  void piesWithGarbageAndAnOverLongFrameFramesAsTheRuntimeDoes() {
    byte[] stream = concat(
        Hex.parse("01 01 7573657233 00 ff"),        // Auth ["user3"]
        Hex.parse("fe 01 02 ff"),                    // unknown packet id: bad
        PiesPacketCodec.INSTANCE.encode(new PiesPacket.Chat("z".repeat(80))), // over 64
        Hex.parse("09 01 6869 00 ff"),               // Chat ["hi"]
        Hex.parse("09 01 6869"));                    // cut by the end of the stream
    Outcome<PiesPacket> out = sameAsTheRuntimesFramer(PiesPacket.framing(), 64, stream);
    assertEquals(List.of(PiesPacket.Auth.request("user3"), new PiesPacket.Chat("hi")),
        out.frames());
    // the bad packet and the over-long Chat after it are one bad run (9 .. 96): one error; then
    // the packet cut by the end of the stream at 103
    assertEquals(List.of("corrupt@9", "corrupt@103"), out.errors());
  }

  /*
   * Pies packets at the boundary lengths of a 16-byte maximum, each followed by good packets
   * (../shared/formats/README.md, "pies": u8 packetId, items each ending with 00, then the packet
   * splitter ff; Chat is 09 [string], a string item 01 and its bytes). A Chat of n letters is
   * n + 4 bytes: 09 01, the letters, 00, ff.
   */
  private static final String CHAT_15 = "09 01 61616161 61616161 616161 00 ff";         // max - 1
  private static final String CHAT_16 = "09 01 61616161 61616161 61616161 00 ff";      // max
  private static final String CHAT_17 = "09 01 61616161 61616161 61616161 61 00 ff";   // max + 1
  private static final String CHAT_18 = "09 01 61616161 61616161 61616161 6161 00 ff"; // max + 2
  /** Chat ["hi"] (6 bytes), then Auth ["user3"] (9 bytes). */
  private static final String GOOD = "09 01 6869 00 ff  01 01 7573657233 00 ff";

  @Test
  void piesPacketsAtTheBoundaryLengthsOfTheMaximumFrameAsTheRuntimeDoes() {
    List<PiesPacket> good = List.of(new PiesPacket.Chat("hi"), PiesPacket.Auth.request("user3"));
    Outcome<PiesPacket> out = sameAsTheRuntimesFramer(PiesPacket.framing(), 16,
        Hex.parse(CHAT_15 + GOOD));
    assertEquals(List.of(new PiesPacket.Chat("a".repeat(11)), good.get(0), good.get(1)),
        out.frames());
    assertEquals(List.of(), out.errors());
    out = sameAsTheRuntimesFramer(PiesPacket.framing(), 16, Hex.parse(CHAT_16 + GOOD));
    assertEquals(List.of(new PiesPacket.Chat("a".repeat(12)), good.get(0), good.get(1)),
        out.frames());
    assertEquals(List.of(), out.errors());
    // max + 1: the ff right after the 16 bytes looked at ends the bad packet; the Chat after it
    // was once lost, its ff taken for the end of the bad run (issue 27)
    out = sameAsTheRuntimesFramer(PiesPacket.framing(), 16, Hex.parse(CHAT_17 + GOOD));
    assertEquals(good, out.frames());
    assertEquals(List.of("too long@0"), out.errors());
    out = sameAsTheRuntimesFramer(PiesPacket.framing(), 16, Hex.parse(CHAT_18 + GOOD));
    assertEquals(good, out.frames());
    assertEquals(List.of("too long@0"), out.errors());
  }

  @Test
  void aStreamRecoversAfterABadFrame() {
    // Each read one packet: good, max + 1, good, max + 1, max + 2, good, good. Every good packet
    // comes out, one error per bad run, and nothing is held between packets.
    List<DecodeException> errors = new ArrayList<>();
    Probe<PiesPacket> decoder = new Probe<>(PiesPacket.framing(), 16, (ctx, e) -> errors.add(e));
    EmbeddedChannel channel = new EmbeddedChannel(decoder);
    List<Object> frames = new ArrayList<>();
    for (String packet : List.of("09 01 6869 00 ff", CHAT_17, "09 01 6869 00 ff", CHAT_17,
        CHAT_18, "01 01 7573657233 00 ff", "09 01 6869 00 ff")) {
      channel.writeInbound(Unpooled.wrappedBuffer(Hex.parse(packet)));
      for (Object m; (m = channel.readInbound()) != null; ) {
        frames.add(m);
      }
      assertEquals(0, decoder.lastLeft, packet);
    }
    PiesPacket.Chat hi = new PiesPacket.Chat("hi");
    assertEquals(List.of(hi, hi, PiesPacket.Auth.request("user3"), hi), frames);
    // the bad runs start at 6 and at 6 + 17 + 6 = 29 (the second holds two bad packets)
    assertEquals(List.of(6L, 29L), errors.stream()
        .map(e -> assertInstanceOf(TooLongFrameException.class, e).streamOffset()).toList());
    assertEquals(17 + 17 + 18, decoder.stats().bytesDiscarded());
    assertFalse(channel.finish());
  }

  @Test
  void bitpackedWithABadPacketSkippedWholeFramesAsTheRuntimeDoes() {
    byte[] good = PacketCodec.INSTANCE.encode(
        Packet.of(703710, 63, PayloadType.INT32, Hex.parse("00000001 fffffffe")).withTurn(9));
    byte[] stream = concat(good,
        Hex.parse("01b0 00001080 0000 00001080"),    // reserved type 12, 6 payload bytes
        good, Hex.parse("00c0 00001080 aabbcc"), good);
    Outcome<Packet> out = sameAsTheRuntimesFramer(Packet.framing(), Packet.MAX_PACKET, stream);
    Packet first = PacketCodec.INSTANCE.decode(good);
    assertEquals(List.of(first, first,
        Packet.of(1, 2, PayloadType.CUSTOM, Hex.parse("aabbcc")), first), out.frames());
    // 16 bytes of the good packet, then the bad one, skipped whole (its payload is a packet)
    assertEquals(List.of("corrupt@16"), out.errors());
  }

  @Test
  void beerWithGarbageResyncsAtTheNextSignatureAsTheRuntimeDoes() {
    // BEER | opcode 0 (u32 LE) | id 78563412 | x 6400 | y 9cff | CR LF: ObjectPosition
    String position = "42454552 00000000 78563412 6400 9cff 0d0a";
    byte[] stream = concat(Hex.parse(position),
        Hex.parse("0102 4245 03"),                    // garbage with a partial signature
        Hex.parse("42454552 63000000 0d0a"),          // opcode 99: unknown
        Hex.parse(position),
        Hex.parse("42454552 0d000000 0d0a"),          // Ping
        Hex.parse("42454552 00000000 7856"));         // cut by the end of the stream
    Outcome<io.framewright.protocol.beer.BeerMessage> out = sameAsTheRuntimesFramer(
        io.framewright.protocol.beer.BeerStreamDecoder.framing(), 64, stream);
    io.framewright.protocol.beer.BeerMessage pos =
        new io.framewright.protocol.beer.BeerMessage.ObjectPosition(305419896L, (short) 100,
            (short) -100);
    assertEquals(List.of(pos, pos, new io.framewright.protocol.beer.BeerMessage.Ping()),
        out.frames());
    // one error for the bad run at 18 (garbage, then the unknown opcode), one for the cut frame
    assertEquals(List.of("corrupt@18", "corrupt@61"), out.errors());
  }

  @Test
  void oneBytePerReadTakesAsManyAttemptsAsTheRuntimesFramer() {
    byte[] frame = PiesPacketCodec.INSTANCE.encode(new PiesPacket.Chat("w".repeat(5_000)));
    StreamFramer<PiesPacket> framer = PiesPacket.framing().framer();
    for (byte b : frame) {
      framer.feed(new byte[] {b});
    }
    for (Buffers how : Buffers.values()) {
      Probe<PiesPacket> decoder = new Probe<>(PiesPacket.framing(),
          PiesPacket.framing().maxFrameLength(), FrameErrorHandler.fireExceptionCaught());
      if (how == Buffers.DIRECT_MERGED) {
        decoder.setCumulator(ByteToMessageDecoder.MERGE_CUMULATOR);
      }
      EmbeddedChannel channel = new EmbeddedChannel(decoder);
      for (int i = 0; i < frame.length; i++) {
        channel.writeInbound(chunk(how, frame, i, 1));
      }
      assertEquals(new PiesPacket.Chat("w".repeat(5_000)), channel.readInbound());
      assertEquals(framer.stats().decodeAttempts(), decoder.stats().decodeAttempts(), how.name());
      assertTrue(decoder.stats().decodeAttempts() <= 4, decoder.stats()::toString);
      assertFalse(channel.finish());
    }
  }

  @Test
  void theReaderIndexMovesPastExactlyWhatTheFramerIsDoneWith() {
    List<DecodeException> errors = new ArrayList<>();
    Probe<PiesPacket> decoder = new Probe<>(PiesPacket.framing(), 64, (ctx, e) -> errors.add(e));
    EmbeddedChannel channel = new EmbeddedChannel(decoder);
    // a whole Chat and 4 bytes of the next: the 4 stay in the cumulation
    channel.writeInbound(Unpooled.wrappedBuffer(Hex.parse("09 01 6869 00 ff  09 01 6869")));
    assertEquals(new PiesPacket.Chat("hi"), channel.readInbound());
    assertEquals(4, decoder.lastLeft);
    channel.writeInbound(Unpooled.wrappedBuffer(Hex.parse("00 ff")));
    assertEquals(new PiesPacket.Chat("hi"), channel.readInbound());
    assertEquals(0, decoder.lastLeft);
    // an over-long Chat arriving in 1,000-byte reads: never more than the maximum is held
    channel.writeInbound(Unpooled.wrappedBuffer(Hex.parse("09 01")));
    byte[] text = new byte[1_000];
    java.util.Arrays.fill(text, (byte) 0x61);
    for (int i = 0; i < 50; i++) {
      channel.writeInbound(Unpooled.wrappedBuffer(text));
    }
    assertTrue(decoder.maxLeft <= 64, "held " + decoder.maxLeft);
    assertEquals(0, decoder.lastLeft);
    channel.writeInbound(Unpooled.wrappedBuffer(Hex.parse("00 ff 09 01 6869 00 ff")));
    assertEquals(new PiesPacket.Chat("hi"), channel.readInbound());
    assertNull(channel.readInbound());
    assertEquals(50_004, decoder.stats().bytesDiscarded());
    assertEquals(1, errors.size());
    assertInstanceOf(io.framewright.runtime.frame.TooLongFrameException.class, errors.get(0));
  }

  @Test
  void aFrameCutByTheEndOfTheStreamIsReportedWhenTheChannelCloses() {
    List<DecodeException> errors = new ArrayList<>();
    EmbeddedChannel channel = new EmbeddedChannel(
        new FrameDecoder<>(PiesPacket.framing(), 64, (ctx, e) -> errors.add(e)));
    channel.writeInbound(Unpooled.wrappedBuffer(Hex.parse("09 01 6869 00 ff 09 01 68")));
    assertEquals(new PiesPacket.Chat("hi"), channel.readInbound());
    assertTrue(errors.isEmpty());
    channel.finish();
    CorruptFrameException cut = assertInstanceOf(CorruptFrameException.class, errors.get(0));
    assertTrue(cut.endOfStream());
    assertEquals(6, cut.streamOffset());
  }

  @Test
  void decodedMessagesDoNotShareTheBuffersBytes() {
    // 98 Custom | 99 Unknown item: 01 02 03 00 | ff, in a heap buffer decoded in place
    byte[] wire = Hex.parse("98 99 010203 00 ff");
    EmbeddedChannel channel = new EmbeddedChannel(new FrameDecoder<>(PiesPacket.framing()));
    channel.writeInbound(Unpooled.wrappedBuffer(wire));
    PiesPacket.Custom custom = channel.readInbound();
    java.util.Arrays.fill(wire, (byte) 0x77); // the transport reuses its buffers
    assertEquals(new PiesPacket.Custom(new io.framewright.protocol.pies.Item.Unknown(
        new byte[] {1, 2, 3})), custom);
  }

  @Test
  void aDatagramFramingIsRefusedForAStream() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> new FrameDecoder<>(LeviathanPacket.framing()));
    assertTrue(e.getMessage().contains("one per datagram"), e.getMessage());
  }
}
