package io.framewright.runtime.frame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.ReadingCodec;
import io.framewright.runtime.ReadingCodec.Reading;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link StreamFramer#feedInPlace}: the caller keeps the bytes (as a Netty cumulation does) and
 * drops what the framer says it is done with.
 */
class InPlaceFramingTest {
  private final List<Reading> frames = new ArrayList<>();
  private final List<Long> offsets = new ArrayList<>();
  private final List<DecodeException> errors = new ArrayList<>();

  private int feed(StreamFramer<Reading> framer, byte[] held) {
    return framer.feedInPlace(held, 0, held.length, (v, at, len) -> {
      frames.add(v);
      offsets.add(at);
    }, errors::add);
  }

  @Test
  void consumesWholeFramesAndLeavesTheRestWithTheCaller() {
    StreamFramer<Reading> framer = new StreamFramer<>(ReadingCodec.INSTANCE, 8, Resync.nextByte());
    // 00000001, then three bytes of 00000002
    byte[] held = Hex.parse("00000001 000000");
    assertEquals(4, feed(framer, held));
    assertEquals(List.of(new Reading(1)), frames);
    assertEquals(0, framer.buffered());
    // the caller keeps 000000 and appends 02 00000003 00
    held = Hex.parse("000000 02 00000003 00");
    assertEquals(8, feed(framer, held));
    assertEquals(List.of(new Reading(1), new Reading(2), new Reading(3)), frames);
    assertEquals(List.of(0L, 4L, 8L), offsets);
  }

  @Test
  void anIncompleteFrameIsNotAttemptedAgainUntilItsBytesAreThere() {
    StreamFramer<Reading> framer = new StreamFramer<>(ReadingCodec.INSTANCE, 8, Resync.nextByte());
    byte[] stream = Hex.parse("0000002a");
    int consumed = 0;
    for (int n = 1; n <= stream.length; n++) {
      consumed += framer.feedInPlace(stream, consumed, n - consumed, (v, at, len) -> frames.add(v),
          errors::add);
    }
    assertEquals(4, consumed);
    assertEquals(List.of(new Reading(42)), frames);
    // the first attempt says it needs 4 bytes: one more attempt, not one per byte
    assertEquals(2, framer.stats().decodeAttempts());
  }

  @Test
  void theSameFramesAsTheCopyingFeedAcrossBothModes() {
    StreamFramer<Reading> copying = new StreamFramer<>(ReadingCodec.INSTANCE, 8, Resync.nextByte());
    byte[] stream = Hex.parse("00000001 00000002 00000003");
    List<Reading> expected = copying.feed(stream);
    StreamFramer<Reading> framer = new StreamFramer<>(ReadingCodec.INSTANCE, 8, Resync.nextByte());
    // two bytes in place (kept by the caller), then the caller hands them all to the copying path
    assertEquals(0, framer.feedInPlace(stream, 0, 2, (v, at, len) -> frames.add(v), errors::add));
    framer.feed(ByteBuffer.allocateDirect(stream.length).put(stream).flip(),
        (v, at, len) -> frames.add(v), errors::add);
    assertEquals(expected, frames);
    assertEquals(0, framer.buffered());
  }

  @Test
  void framingInPlaceWhileHoldingBytesIsRefused() {
    StreamFramer<Reading> framer = new StreamFramer<>(ReadingCodec.INSTANCE, 8, Resync.nextByte());
    framer.feed(Hex.parse("0000"));
    byte[] more = Hex.parse("0001");
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> framer.feedInPlace(more, 0, 2, (v, at, len) -> { }, x -> { }));
    assertTrue(e.getMessage().contains("holds 2 byte(s)"), e.getMessage());
  }

  @Test
  void finishingInPlaceReportsTheCutFrame() {
    StreamFramer<Reading> framer = new StreamFramer<>(ReadingCodec.INSTANCE, 8, Resync.nextByte());
    byte[] held = Hex.parse("00000005 0000");
    int consumed = feed(framer, held);
    assertEquals(4, consumed);
    framer.finish(held, consumed, held.length - consumed, errors::add);
    CorruptFrameException cut = assertInstanceOf(CorruptFrameException.class, errors.get(0));
    assertTrue(cut.endOfStream());
    assertEquals(4, cut.streamOffset());
    // ready for a new stream, whose offsets go on
    byte[] next = Hex.parse("00000006");
    assertEquals(4, feed(framer, next));
    assertEquals(List.of(new Reading(5), new Reading(6)), frames);
    assertEquals(List.of(0L, 6L), offsets);
    assertEquals(1, errors.size(), () -> Arrays.toString(errors.toArray()));
  }
}
