package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.framing.BeerFrame;
import io.framewright.examples.framing.BeerFrameCodec;
import io.framewright.examples.framing.Item;
import io.framewright.examples.framing.PiesPacket;
import io.framewright.examples.framing.PiesPacketCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Datagrams;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import java.io.ByteArrayOutputStream;
import java.net.DatagramPacket;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Frames out of a byte stream, whatever the chunks; bad frames cost only themselves. */
class StreamFramerTest {
  private static final byte[] BEER = {'B', 'E', 'E', 'R'};

  private static final List<BeerFrame> FRAMES = List.of(
      new BeerFrame.Position(1, (short) -2, (short) 3),
      new BeerFrame.Event(7, new byte[] {1, 2, 3}),
      new BeerFrame.Position(0x0A0D, (short) 0x0A0D, (short) 0),   // data holding 0d 0a
      new BeerFrame.Ping(),
      new BeerFrame.Event(9, new byte[0]),
      new BeerFrame.Position(0xFFFFFFFFL, (short) 0, (short) -1));

  private static byte[] stream(List<byte[]> parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    parts.forEach(out::writeBytes);
    return out.toByteArray();
  }

  private static List<byte[]> encoded() {
    List<byte[]> parts = new ArrayList<>();
    FRAMES.forEach(f -> parts.add(BeerFrameCodec.INSTANCE.encode(f)));
    return parts;
  }

  /** Feeds {@code bytes} in chunks of the sizes {@code chunker} picks; returns frames, errors. */
  private static List<Object> run(byte[] bytes, java.util.function.IntSupplier chunker,
      int maxFrameLength) {
    StreamFramer<BeerFrame> framer = new StreamFramer<>(BeerFrameCodec.INSTANCE,
        maxFrameLength, Resync.atSignature(BEER));
    List<Object> seen = new ArrayList<>();
    int p = 0;
    while (p < bytes.length) {
      int n = Math.min(bytes.length - p, chunker.getAsInt());
      framer.feed(bytes, p, n, f -> seen.add(BeerFrameCodec.INSTANCE.encode(f)), seen::add);
      p += n;
    }
    return seen;
  }

  private static void assertFrames(List<byte[]> expected, List<Object> seen) {
    List<String> hex = new ArrayList<>();
    for (Object o : seen) {
      hex.add(o instanceof byte[] b ? Hex.compact(b) : o.getClass().getSimpleName());
    }
    assertEquals(expected.stream().map(Hex::compact).toList(), hex);
  }

  @Test
  void sameFramesWholeByteByByteAndInRandomChunks() {
    byte[] bytes = stream(encoded());
    assertFrames(encoded(), run(bytes, () -> bytes.length, 1024));
    assertFrames(encoded(), run(bytes, () -> 1, 1024));
    Random random = new Random(5);
    for (int i = 0; i < 200; i++) {
      assertFrames(encoded(), run(bytes, () -> 1 + random.nextInt(17), 1024));
    }
  }

  @Test
  void partialFrameIsHeldBack() {
    byte[] one = BeerFrameCodec.INSTANCE.encode(FRAMES.get(0));
    StreamFramer<BeerFrame> framer = new StreamFramer<>(BeerFrameCodec.INSTANCE, 64,
        Resync.atSignature(BEER));
    assertEquals(List.of(), framer.feed(java.util.Arrays.copyOf(one, 10)));
    assertEquals(10, framer.buffered());
    assertEquals(List.of(FRAMES.get(0)), framer.feed(
        java.util.Arrays.copyOfRange(one, 10, one.length)));
    assertEquals(0, framer.buffered());
  }

  @Test
  void aCorruptFrameInTheMiddleCostsOnlyThatFrame() {
    List<byte[]> parts = new ArrayList<>(encoded());
    // an unknown opcode 0x63 between frames 2 and 3
    parts.add(2, Hex.parse("42454552 63000000 0102 0d0a"));
    byte[] bytes = stream(parts);
    for (int chunk : new int[] {bytes.length, 1, 3, 7}) {
      List<Object> seen = run(bytes, () -> chunk, 1024);
      List<byte[]> good = encoded();
      assertEquals(good.size() + 1, seen.size(), "chunk " + chunk);
      CorruptFrameException e = assertInstanceOf(CorruptFrameException.class, seen.get(2));
      assertEquals("BeerFrame.(tag)", e.fieldPath());
      assertEquals(stream(good.subList(0, 2)).length, e.streamOffset());
      seen.remove(2);
      assertFrames(good, seen);
    }
  }

  @Test
  void garbageBetweenFramesIsSkippedToTheNextSignature() {
    List<byte[]> parts = new ArrayList<>(encoded());
    parts.add(1, Hex.parse("00 ff 42 45 45 0d 0a 99"));
    byte[] bytes = stream(parts);
    List<Object> seen = run(bytes, () -> 5, 1024);
    assertTrue(seen.stream().anyMatch(o -> o instanceof CorruptFrameException));
    seen.removeIf(o -> o instanceof DecodeException);
    assertFrames(encoded(), seen);
  }

  @Test
  void tooLongFrameIsDiscardedAndTheStreamRecovers() {
    // an Event whose arguments never end within 40 bytes
    byte[] endless = new byte[60];
    System.arraycopy(Hex.parse("42454552 03000000 07"), 0, endless, 0, 9);
    List<byte[]> parts = new ArrayList<>(encoded());
    parts.add(1, endless);
    byte[] bytes = stream(parts);
    for (int chunk : new int[] {bytes.length, 1, 11}) {
      List<Object> seen = run(bytes, () -> chunk, 40);
      assertInstanceOf(TooLongFrameException.class, seen.get(1), "chunk " + chunk);
      seen.removeIf(o -> o instanceof DecodeException);
      assertFrames(encoded(), seen);
    }
  }

  @Test
  void piesPacketsSplitOnTheirTerminator() {
    List<PiesPacket> packets = List.of(new PiesPacket.Auth(new Item.Str("4")),
        new PiesPacket.Location(List.of(new Item.Str("1.5"), new Item.Num(-300))),
        new PiesPacket.Auth(new Item.Str("")));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    packets.forEach(p -> out.writeBytes(PiesPacketCodec.INSTANCE.encode(p)));
    out.writeBytes(Hex.parse("77 01 31 00 ff"));   // unknown packet id 0x77
    packets.forEach(p -> out.writeBytes(PiesPacketCodec.INSTANCE.encode(p)));
    byte[] bytes = out.toByteArray();
    Random random = new Random(11);
    for (int round = 0; round < 50; round++) {
      StreamFramer<PiesPacket> framer = new StreamFramer<>(PiesPacketCodec.INSTANCE, 256,
          Resync.afterTerminator((byte) 0xFF));
      List<PiesPacket> got = new ArrayList<>();
      List<DecodeException> errors = new ArrayList<>();
      int p = 0;
      while (p < bytes.length) {
        int n = Math.min(bytes.length - p, 1 + random.nextInt(6));
        framer.feed(bytes, p, n, got::add, errors::add);
        p += n;
      }
      List<PiesPacket> expected = new ArrayList<>(packets);
      expected.addAll(packets);
      assertEquals(expected, got);
      assertEquals(1, errors.size());
    }
  }

  @Test
  void datagramsCarryOneMessageEach() {
    Datagrams<BeerFrame> datagrams = new Datagrams<>(BeerFrameCodec.INSTANCE, 32);
    InetSocketAddress to = new InetSocketAddress("127.0.0.1", 9);
    DatagramPacket packet = datagrams.encode(FRAMES.get(1), to);
    assertArrayEquals(Hex.parse("42454552 03000000 07 010203 0d0a"),
        java.util.Arrays.copyOfRange(packet.getData(), packet.getOffset(), packet.getLength()));
    BeerFrame.Event back = assertInstanceOf(BeerFrame.Event.class, datagrams.decode(packet));
    assertArrayEquals(new byte[] {1, 2, 3}, back.args());
    assertThrows(EncodeException.class,
        () -> datagrams.encode(new BeerFrame.Event(1, new byte[40]), to));
    byte[] withTrailing = Hex.parse("42454552 0d000000 0d0a 00");
    DatagramPacket trailing = new DatagramPacket(withTrailing, withTrailing.length);
    assertThrows(DecodeException.class, () -> datagrams.decode(trailing));
  }
}
