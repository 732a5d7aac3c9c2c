package io.framewright.protocol.beer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import io.framewright.testing.FramerChecks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The BEER stream decoder's work is linear in the bytes fed, counted (never timed): the cases
 * of issue 12 that cost seconds of CPU per MiB before.
 */
class BeerFramingWorkTest {

  /** Event 7 with {@code n} argument bytes 41: 42454552 03000000 07 41.. 0d0a. */
  private static byte[] event(int n) {
    byte[] frame = new byte[9 + n + 2];
    System.arraycopy(Hex.parse("42454552 03000000 07"), 0, frame, 0, 9);
    Arrays.fill(frame, 9, 9 + n, (byte) 0x41);
    frame[9 + n] = 0x0D;
    frame[10 + n] = 0x0A;
    return frame;
  }

  @Test
  void doublingTheFrameDoublesTheWorkNoMore() {
    // issue 12: a 65,000-byte frame fed byte by byte cost ~2 s, each doubling ~3.5x more
    for (int n : new int[] {65_000, 130_000}) {
      byte[] frame = event(n);
      List<DecodeException> errors = new ArrayList<>();
      BeerStreamDecoder decoder = new BeerStreamDecoder(errors::add, 200_000);
      int frames = 0;
      for (int p = 0; p < frame.length; p++) {
        frames += decoder.feed(frame, p, 1).size();
      }
      assertEquals(1, frames);
      assertEquals(List.of(), errors);
      StreamFramer.Stats stats = decoder.stats();
      // waits for the signature, the opcode, then the CR LF (scanned for once), then decodes
      assertTrue(stats.decodeAttempts() <= 4, stats.toString());
      assertTrue(stats.bytesAttempted() <= frame.length + 16, stats.toString());
      assertTrue(stats.bytesScanned() <= frame.length, stats.toString());
    }
  }

  @Test
  void aMebibyteOf60000ByteFramesFedOneByteAtATime() {
    // issue 12: ~42 s of CPU before (every feed re-decoded the waiting frame from its start)
    byte[] stream = FramerChecks.repeat(event(60_000), 18);
    assertTrue(stream.length > 1 << 20);
    for (int chunk : new int[] {stream.length, 1_460, 1}) {
      List<DecodeException> errors = new ArrayList<>();
      BeerStreamDecoder decoder = new BeerStreamDecoder(errors::add);
      int frames = 0;
      for (int p = 0; p < stream.length; p += chunk) {
        frames += decoder.feed(stream, p, Math.min(chunk, stream.length - p)).size();
      }
      assertEquals(18, frames);
      assertEquals(List.of(), errors);
      StreamFramer.Stats stats = decoder.stats();
      assertTrue(stats.decodeAttempts() <= 4 * 18, chunk + ": " + stats);
      assertTrue(stats.bytesAttempted() <= 2L * stream.length, chunk + ": " + stats);
      assertTrue(stats.bytesScanned() <= stream.length, chunk + ": " + stats);
    }
  }

  @Test
  void aSignatureEveryEightBytesIsOneErrorNotOnePerSignature() {
    // issue 12: 100 x 4245455203000000 into a 64-byte decoder gave 93 errors
    byte[] stream = FramerChecks.repeat(Hex.parse("42454552 03000000"), 100);
    List<DecodeException> errors = new ArrayList<>();
    BeerStreamDecoder decoder = new BeerStreamDecoder(errors::add, 64);
    assertEquals(List.of(), decoder.feed(stream));
    assertEquals(1, errors.size());
    assertEquals(0, assertInstanceOf(TooLongFrameException.class, errors.get(0)).streamOffset());
    // the last signature's frame ends at the next CR LF without an event byte: still the same
    // bad run; then a good frame comes out
    assertEquals(List.of(), decoder.feed(Hex.parse("0d0a")));
    assertEquals(List.of(new BeerMessage.Ping()), decoder.feed(Hex.parse("42454552 0d000000 0d0a")));
    assertEquals(1, errors.size());
    assertEquals(12, decoder.stats().badFrames());
  }

  @Test
  void aMebibyteOfSignaturesCostsAboutTwoLooksPerByte() {
    // issue 12: 3.9 s and 122,881 errors at the default maximum; 13 s and 983,048 errors with
    // Resync.nextByte()
    byte[] stream = FramerChecks.repeat(Hex.parse("42454552 03000000"), 131_072);
    for (Resync resync : List.of(Resync.atSignature((byte) 'B', (byte) 'E', (byte) 'E',
        (byte) 'R'), Resync.nextByte())) {
      for (int chunk : new int[] {stream.length, 1_460, 1}) {
        StreamFramer<BeerMessage> framer = new StreamFramer<>(BeerMessageCodec.INSTANCE,
            BeerStreamDecoder.DEFAULT_MAX_FRAME_BYTES, resync);
        List<DecodeException> errors = new ArrayList<>();
        for (int p = 0; p < stream.length; p += chunk) {
          framer.feed(stream, p, Math.min(chunk, stream.length - p), f -> { }, errors::add);
        }
        assertEquals(1, errors.size(), chunk + "");
        StreamFramer.Stats stats = framer.stats();
        assertTrue(stats.bytesAttempted() <= 2L * stream.length, chunk + ": " + stats);
        assertTrue(stats.bytesScanned() <= stream.length, chunk + ": " + stats);
        assertTrue(stats.decodeAttempts() <= stream.length / 4, chunk + ": " + stats);
      }
    }
  }

  @Test
  void aBadFrameTheStreamEndsInIsReportedHoweverItArrived() {
    // found by the fuzzer: a Ping, then 42 00 00 ('B', then not "EER") and the end of the
    // stream. Fed whole the bytes show at once that the frame is bad; fed byte by byte the
    // decoder waits for the 4 bytes of the signature, and finish() reports it: the same error.
    byte[] stream = Hex.parse("42454552 0d000000 0d0a 420000");
    for (int chunk : new int[] {stream.length, 1}) {
      List<DecodeException> errors = new ArrayList<>();
      BeerStreamDecoder decoder = new BeerStreamDecoder(errors::add, 64);
      List<BeerMessage> frames = new ArrayList<>();
      for (int p = 0; p < stream.length; p += chunk) {
        frames.addAll(decoder.feed(stream, p, Math.min(chunk, stream.length - p)));
      }
      decoder.finish();
      assertEquals(List.of(new BeerMessage.Ping()), frames);
      assertEquals(1, errors.size(), "chunk " + chunk);
      assertEquals(10, assertInstanceOf(CorruptFrameException.class, errors.get(0))
          .streamOffset());
      assertEquals(0, decoder.buffered());
    }
  }
}
