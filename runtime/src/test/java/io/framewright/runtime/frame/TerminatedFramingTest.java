package io.framewright.runtime.frame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.LineCodec.Line;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Terminated frames at the boundary lengths of the maximum (max-1, max, max+1, max+2 bytes,
 * terminator included), each followed by good frames: a frame within the maximum decodes, a
 * longer one is one {@link TooLongFrameException} and nothing else is lost. The frame of max+1
 * bytes once took the good frame after it with it: the framer skipped the byte after the window
 * it had looked at, which was the bad frame's own terminator, and the resync rule then took the
 * next frame's terminator for the end of the bad run (issue 27, item 3).
 *
 * <p>Every stream is fed whole, byte by byte, and both ways in place (the caller keeping the
 * unconsumed bytes, as the Netty decoder does): the outcome must not depend on the cut.
 */
class TerminatedFramingTest {
  private static final int MAX = 4;
  private static final Resync AFTER_FF = Resync.afterTerminator((byte) 0xFF);
  private static final Resync AFTER_CRLF = Resync.afterTerminator((byte) 0x0D, (byte) 0x0A);

  /** What a stream came to, in order: good frames as their text, bad ones as their type. */
  private static List<String> frame(StreamFramer<Line> framer, byte[] stream, Cut cut) {
    List<String> seen = new ArrayList<>();
    StreamFramer.FrameSink<Line> frames = (line, at, length) -> seen.add(line.text());
    Consumer<DecodeException> errors = e -> seen.add(
        "too long at " + assertInstanceOf(TooLongFrameException.class, e).streamOffset());
    switch (cut) {
      case WHOLE -> framer.feed(stream, 0, stream.length, frames, errors);
      case BYTE_BY_BYTE -> {
        for (int i = 0; i < stream.length; i++) {
          framer.feed(stream, i, 1, frames, errors);
        }
      }
      case IN_PLACE_WHOLE -> assertEquals(stream.length,
          framer.feedInPlace(stream, 0, stream.length, frames, errors));
      case IN_PLACE_BYTE_BY_BYTE -> {
        int consumed = 0;
        for (int received = 1; received <= stream.length; received++) {
          consumed += framer.feedInPlace(stream, consumed, received - consumed, frames, errors);
        }
        assertEquals(stream.length, consumed, "nothing is left over");
      }
      default -> throw new AssertionError(cut);
    }
    return seen;
  }

  private enum Cut { WHOLE, BYTE_BY_BYTE, IN_PLACE_WHOLE, IN_PLACE_BYTE_BY_BYTE }

  private static void assertOutcome(List<String> expected, LineCodec codec, Resync resync,
      String hex) {
    byte[] stream = Hex.parse(hex);
    for (Cut cut : Cut.values()) {
      assertEquals(expected, frame(new StreamFramer<>(codec, MAX, resync), stream, cut),
          hex + ", fed " + cut);
    }
  }

  @Test
  void oneByteTerminatorAtEachBoundaryLength() {
    LineCodec codec = LineCodec.endingWith((byte) 0xFF);
    // max - 1 = 3 bytes: "aa" ff; then "b" ff, "c" ff
    assertOutcome(List.of("aa", "b", "c"), codec, AFTER_FF, "61 61 ff 62 ff 63 ff");
    // max = 4 bytes: "aaa" ff
    assertOutcome(List.of("aaa", "b", "c"), codec, AFTER_FF, "61 61 61 ff 62 ff 63 ff");
    // max + 1 = 5 bytes: the window of 4 holds no ff; the ff right after it ends the bad frame
    assertOutcome(List.of("too long at 0", "b", "c"), codec, AFTER_FF,
        "61 61 61 61 ff 62 ff 63 ff");
    // max + 2 = 6 bytes
    assertOutcome(List.of("too long at 0", "b", "c"), codec, AFTER_FF,
        "61 61 61 61 61 ff 62 ff 63 ff");
  }

  @Test
  void twoByteTerminatorAtEachBoundaryLength() {
    LineCodec codec = LineCodec.endingWith((byte) 0x0D, (byte) 0x0A);
    assertOutcome(List.of("a", "b", "c"), codec, AFTER_CRLF, "61 0d 0a 62 0d 0a 63 0d 0a");
    assertOutcome(List.of("aa", "b", "c"), codec, AFTER_CRLF, "61 61 0d 0a 62 0d 0a 63 0d 0a");
    // max + 1 = 5 bytes: the window "aaa" 0d ends with the terminator's first byte
    assertOutcome(List.of("too long at 0", "b", "c"), codec, AFTER_CRLF,
        "61 61 61 0d 0a 62 0d 0a 63 0d 0a");
    // max + 2 = 6 bytes: the terminator is the two bytes right after the window
    assertOutcome(List.of("too long at 0", "b", "c"), codec, AFTER_CRLF,
        "61 61 61 61 0d 0a 62 0d 0a 63 0d 0a");
    // max + 3 = 7 bytes
    assertOutcome(List.of("too long at 0", "b", "c"), codec, AFTER_CRLF,
        "61 61 61 61 61 0d 0a 62 0d 0a 63 0d 0a");
  }

  @Test
  void aCodecThatOnlySaysMoreLosesNoFrameEither() {
    // A hand-written codec's own truncation error says nothing of a terminator: the framer must
    // still not skip the byte after the window it gave the codec (here the bad frame's ff).
    LineCodec codec = LineCodec.ownTruncation((byte) 0xFF);
    assertOutcome(List.of("aaa", "b", "c"), codec, AFTER_FF, "61 61 61 ff 62 ff 63 ff");
    assertOutcome(List.of("too long at 0", "b", "c"), codec, AFTER_FF,
        "61 61 61 61 ff 62 ff 63 ff");
    assertOutcome(List.of("too long at 0", "b", "c"), codec, AFTER_FF,
        "61 61 61 61 61 ff 62 ff 63 ff");
  }

  @Test
  void theStreamRecoversAfterABadFrame() {
    // good, too long (max + 1), good, too long (max + 1), good: one error per bad run, every
    // good frame kept, and exactly the bad frames' 5 + 5 bytes discarded
    byte[] stream = Hex.parse("61 ff  62 62 62 62 ff  63 ff  64 64 64 64 ff  65 ff");
    for (Cut cut : Cut.values()) {
      StreamFramer<Line> framer = new StreamFramer<>(LineCodec.endingWith((byte) 0xFF), MAX,
          AFTER_FF);
      assertEquals(List.of("a", "too long at 2", "c", "too long at 9", "e"),
          frame(framer, stream, cut), cut.toString());
      assertEquals(10, framer.stats().bytesDiscarded(), cut.toString());
      assertEquals(3, framer.stats().frames(), cut.toString());
      assertEquals(0, framer.buffered(), cut.toString());
    }
  }
}
