package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.framing.BeerFrame;
import io.framewright.examples.framing.BeerFrameCodec;
import io.framewright.examples.framing.BeerFrame_EventCodec;
import io.framewright.examples.framing.Item;
import io.framewright.examples.framing.LengthFramed;
import io.framewright.examples.framing.LengthFramedCodec;
import io.framewright.examples.framing.NameList;
import io.framewright.examples.framing.NameListCodec;
import io.framewright.examples.framing.PiesPacket;
import io.framewright.examples.framing.PiesPacketCodec;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import io.framewright.testing.FramerChecks;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A stream framer's work is linear in the bytes it receives, however they are cut: asserted by
 * counting (decode attempts, bytes attempted, bytes scanned; {@link StreamFramer#stats()}), never
 * by timing. Every resync rule, every way a frame says where it ends, and the hostile inputs of
 * issue 12.
 */
class FramingWorkTest {
  private static final byte[] BEER = {'B', 'E', 'E', 'R'};

  /** Feeds {@code bytes} in chunks of {@code chunk}; returns the frames, errors into the list. */
  private static <T> List<T> feed(StreamFramer<T> framer, byte[] bytes, int chunk,
      List<DecodeException> errors) {
    List<T> frames = new ArrayList<>();
    for (int p = 0; p < bytes.length; p += chunk) {
      framer.feed(bytes, p, Math.min(chunk, bytes.length - p), frames::add, errors::add);
    }
    return frames;
  }

  private static StreamFramer<BeerFrame> beer(int max) {
    return new StreamFramer<>(BeerFrameCodec.INSTANCE, max, Resync.atSignature(BEER));
  }

  @Test
  void signaturesInsideAnOverLongFrameAreNotSearchedAgain() {
    // 'BEER', opcode 3, then never a CR LF: every 8 bytes a new signature (issue 12, item 2)
    byte[] unit = Hex.parse("42454552 03000000");
    for (int times : new int[] {100, 131_072}) {
      byte[] stream = FramerChecks.repeat(unit, times);
      int max = times == 100 ? 64 : 64 * 1024;
      for (int chunk : new int[] {stream.length, 1_460, 1}) {
        for (Resync resync : List.of(Resync.atSignature(BEER), Resync.nextByte())) {
          StreamFramer<BeerFrame> framer = new StreamFramer<>(BeerFrameCodec.INSTANCE, max,
              resync);
          List<DecodeException> errors = new ArrayList<>();
          assertEquals(List.of(), feed(framer, stream, chunk, errors));
          // one bad run, one error: the first over-long frame, at the start of the stream
          assertEquals(1, errors.size());
          TooLongFrameException e = assertInstanceOf(TooLongFrameException.class, errors.get(0));
          assertEquals(0, e.streamOffset());
          StreamFramer.Stats stats = framer.stats();
          // each byte is attempted as part of one frame start only (twice at most, counting the
          // short attempts before a frame's header is in) and searched at most once
          assertTrue(stats.bytesAttempted() <= 2L * stream.length, chunk + ": " + stats);
          assertTrue(stats.bytesScanned() <= stream.length, chunk + ": " + stats);
          assertTrue(stats.badFrames() <= stream.length / max + stream.length / 8 + 1,
              chunk + ": " + stats);
          assertTrue(framer.buffered() <= max);
        }
      }
    }
  }

  @Test
  void garbageByteByByteKeepsTheBufferWithinTheMaximum() {
    byte[] garbage = FramerChecks.repeat(Hex.parse("42454552 03000000"), 2_048);
    StreamFramer<BeerFrame> framer = beer(64);
    List<DecodeException> errors = new ArrayList<>();
    for (int p = 0; p < garbage.length; p++) {
      framer.feed(garbage, p, 1, f -> { }, errors::add);
      assertTrue(framer.buffered() <= 64, "after " + (p + 1) + ": " + framer.buffered());
    }
    assertEquals(1, errors.size());
  }

  @Test
  void terminatedPacketsWaitForTheirTerminatorScannedOnce() {
    // pies-style: 02 (Location), items 01 "x...x" 00, ff; 40 items of 1,000 bytes each
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(0x02);
    byte[] text = new byte[1_000];
    Arrays.fill(text, (byte) 'x');
    for (int i = 0; i < 40; i++) {
      out.write(0x01);
      out.writeBytes(text);
      out.write(0x00);
    }
    out.write(0xFF);
    byte[] packet = out.toByteArray();
    byte[] stream = FramerChecks.repeat(packet, 3);
    for (int chunk : new int[] {stream.length, 1_460, 1}) {
      StreamFramer<PiesPacket> framer = new StreamFramer<>(PiesPacketCodec.INSTANCE, 65_536,
          Resync.afterTerminator((byte) 0xFF));
      List<DecodeException> errors = new ArrayList<>();
      List<PiesPacket> frames = feed(framer, stream, chunk, errors);
      assertEquals(3, frames.size());
      assertEquals(40, ((PiesPacket.Location) frames.get(0)).items().size());
      assertInstanceOf(Item.Str.class, ((PiesPacket.Location) frames.get(2)).items().get(39));
      StreamFramer.Stats stats = framer.stats();
      assertTrue(stats.decodeAttempts() <= 3 * 3, chunk + ": " + stats);
      assertTrue(stats.bytesAttempted() <= 2L * stream.length, chunk + ": " + stats);
      assertTrue(stats.bytesScanned() <= stream.length, chunk + ": " + stats);
    }
  }

  @Test
  void aDeclaredLengthIsWaitedForAndAnOverLongOneSkippedUndecoded() {
    // u16 length 0x0400 (1,024 bytes of 5a) | u16 length 0xea60 (60,000) | length 2: "ok"
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(Hex.parse("0400"));
    out.writeBytes(filled(1_024, 0x5A));
    out.writeBytes(Hex.parse("ea60"));
    out.writeBytes(filled(60_000, 0x00));
    out.writeBytes(Hex.parse("0002 6f6b"));
    byte[] stream = out.toByteArray();
    for (int chunk : new int[] {stream.length, 1_460, 1}) {
      StreamFramer<LengthFramed> framer = new StreamFramer<>(LengthFramedCodec.INSTANCE, 4_096,
          Resync.skipDeclaredLength(LengthFramed::frameLength));
      List<DecodeException> errors = new ArrayList<>();
      List<LengthFramed> frames = feed(framer, stream, chunk, errors);
      assertEquals(2, frames.size(), "chunk " + chunk);
      assertEquals("ok", new String(frames.get(1).body(), java.nio.charset.StandardCharsets.UTF_8));
      TooLongFrameException e = assertInstanceOf(TooLongFrameException.class, errors.get(0));
      assertEquals(1_026, e.streamOffset());
      assertEquals("a frame of 60002 byte(s)", e.found());
      StreamFramer.Stats stats = framer.stats();
      // byte by byte: before the 2-byte header, before the body, then the decode (for the
      // over-long one: before its header, before the window of the maximum, then its verdict)
      assertTrue(stats.decodeAttempts() <= 3 + 3 + 3, chunk + ": " + stats);
      // the good frames' bytes (1,030), a few short attempts, none of the 60,000 skipped
      assertTrue(stats.bytesAttempted() <= 2 * (1_026 + 4), chunk + ": " + stats);
      assertEquals(60_002, stats.bytesDiscarded());
      assertEquals(0, stats.bytesScanned());
    }
  }

  @Test
  void aCountOfVariableElementsIsLearntElementByElement() {
    // The documented limit: no length, no terminator around the frame, so the framer learns
    // where it ends one element at a time. Attempts grow with the elements, not with the bytes.
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(200);
    for (int i = 0; i < 200; i++) {
      out.writeBytes(Hex.parse("03 616263")); // "abc"
    }
    byte[] frame = out.toByteArray();
    StreamFramer<NameList> framer = new StreamFramer<>(NameListCodec.INSTANCE, 4_096,
        Resync.nextByte());
    List<DecodeException> errors = new ArrayList<>();
    List<NameList> frames = feed(framer, frame, 1, errors);
    assertEquals(1, frames.size());
    assertEquals(200, frames.get(0).names().size());
    StreamFramer.Stats stats = framer.stats();
    // the count's check asks for 200 bytes at once (one per element at least), then each
    // element after that one attempt: far fewer than one per byte (801)
    assertTrue(stats.decodeAttempts() <= 2 + 2 * 200, stats.toString());
    assertTrue(stats.decodeAttempts() < frame.length / 2, stats.toString());
  }

  @Test
  void anExceptionFromTheCodecIsABadFrameAndTheStreamGoesOn() {
    // a codec whose own check rejects Pings (as a validating constructor would)
    Codec<BeerFrame> picky = new Delegating(BeerFrameCodec.INSTANCE) {
      @Override
      public BeerFrame read(WireReader in) {
        BeerFrame f = BeerFrameCodec.INSTANCE.read(in);
        if (f instanceof BeerFrame.Ping) {
          throw new IllegalArgumentException("no pings here");
        }
        return f;
      }
    };
    StreamFramer<BeerFrame> framer = new StreamFramer<>(picky, 64, Resync.atSignature(BEER));
    byte[] ping = Hex.parse("42454552 0d000000 0d0a");
    byte[] position = Hex.parse("42454552 00000000 01000000 0200 0300 0d0a");
    List<DecodeException> errors = new ArrayList<>();
    List<BeerFrame> frames = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      frames.addAll(feed(framer, ping, 3, errors));
      frames.addAll(feed(framer, position, 5, errors));
      assertEquals(0, framer.buffered());
    }
    assertEquals(16, frames.size());
    assertEquals(new BeerFrame.Position(1, (short) 2, (short) 3), frames.get(15));
    assertEquals(16, errors.size()); // each Ping is its own bad run: a good frame follows it
    CorruptFrameException e = assertInstanceOf(CorruptFrameException.class, errors.get(1));
    assertEquals(ping.length + position.length, e.streamOffset());
    assertInstanceOf(IllegalArgumentException.class, e.getCause().getCause());
  }

  @Test
  void aCodecWhoseMessagesRunToTheEndOfTheInputIsRefused() {
    Codec<BeerFrame> open = new Delegating(BeerFrameCodec.INSTANCE) {
      @Override
      public boolean readsToEnd() {
        return true;
      }
    };
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new StreamFramer<>(open, 64, Resync.nextByte()));
    assertTrue(e.getMessage().startsWith("BeerFrame's messages run to the end of their input"),
        e.getMessage());
  }

  @Test
  void aGeneratedCodecWhoseLastPartIsRemainingIsRefused() {
    // issue 12: Event(u8 event, @Remaining args) on a stream gave one Event for 07010203 fed
    // whole and four fed byte by byte; its codec says it reads to the end, and is refused
    assertTrue(BeerFrame_EventCodec.INSTANCE.readsToEnd());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new StreamFramer<>(BeerFrame_EventCodec.INSTANCE, 64, Resync.nextByte()));
    assertTrue(e.getMessage().startsWith("Event's messages run to the end of their input"),
        e.getMessage());
    // inside its delimited union it is bounded, and the union's codec is accepted
    assertEquals(false, BeerFrameCodec.INSTANCE.readsToEnd());
    List<BeerFrame> got = beer(64).feed(Hex.parse("42454552 03000000 07010203 0d0a"));
    BeerFrame.Event event = assertInstanceOf(BeerFrame.Event.class, got.get(0));
    assertEquals(7, event.event());
    assertEquals("010203", Hex.compact(event.args()));
  }

  @Test
  void finishReportsTheFrameTheStreamEndedIn() {
    StreamFramer<BeerFrame> framer = beer(64);
    List<DecodeException> errors = new ArrayList<>();
    byte[] cut = Hex.parse("42454552 00000000 0100");
    assertEquals(List.of(), feed(framer, cut, 1, errors));
    framer.finish(errors::add);
    CorruptFrameException e = assertInstanceOf(CorruptFrameException.class, errors.get(0));
    assertTrue(e.endOfStream());
    assertEquals(0, e.streamOffset());
    assertEquals("BeerFrame.Position.id", e.fieldPath());
    assertEquals(0, framer.buffered());
    // and the framer is ready for a new stream
    assertEquals(List.of(new BeerFrame.Ping()),
        framer.feed(Hex.parse("42454552 0d000000 0d0a")));
  }

  @Test
  void eachFrameComesWithItsPlaceInTheStream() {
    byte[] stream = Hex.parse("42454552 0d000000 0d0a  42454552 03000000 07 0102 0d0a");
    StreamFramer<BeerFrame> framer = beer(64);
    List<String> seen = new ArrayList<>();
    for (int p = 0; p < stream.length; p++) {
      framer.feed(stream, p, 1, (value, at, length) -> seen.add(at + "+" + length),
          e -> seen.add(e.toString()));
    }
    assertEquals(List.of("0+10", "10+13"), seen);
  }

  private static byte[] filled(int n, int b) {
    byte[] bytes = new byte[n];
    Arrays.fill(bytes, (byte) b);
    return bytes;
  }

  /** A codec that passes everything on, to override one method in a test. */
  private static class Delegating implements Codec<BeerFrame> {
    private final Codec<BeerFrame> codec;

    Delegating(Codec<BeerFrame> codec) {
      this.codec = codec;
    }

    @Override
    public Class<BeerFrame> type() {
      return codec.type();
    }

    @Override
    public int size(BeerFrame value) {
      return codec.size(value);
    }

    @Override
    public int encode(BeerFrame value, byte[] buf, int off) {
      return codec.encode(value, buf, off);
    }

    @Override
    public BeerFrame decode(byte[] buf, int off, int len) {
      return codec.decode(buf, off, len);
    }

    @Override
    public BeerFrame read(WireReader in) {
      return codec.read(in);
    }
  }
}
