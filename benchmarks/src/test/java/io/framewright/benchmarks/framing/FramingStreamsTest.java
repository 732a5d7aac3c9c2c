package io.framewright.benchmarks.framing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.beer.BeerStreamDecoder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * FramerBenchmark's inputs and baseline are right, so that its times mean something: every
 * stream is exactly 1 MiB of the frames it was built from, and both the hand-written splitter
 * and the shipped framer give back exactly those frames fed 1 byte per call (the benchmark's own
 * setup checks whole and 1,460-byte feeds; 1 byte per call there only by the frame count).
 */
class FramingStreamsTest {

  @ParameterizedTest
  @ValueSource(strings = {"beerEvents", "beerMix", "pies", "bitpacked"})
  void everyFeedGivesBackTheFramesEncoded(String stream) {
    FramingStreams.Stream s = FramingStreams.of(stream);
    assertEquals(1 << 20, s.bytes().length);
    assertTrue(s.frames().size() > 1, "frames: " + s.frames().size());
    for (int chunk : new int[] {1, 7, 1460, s.bytes().length}) {
      List<Object> byHand = new ArrayList<>();
      HandSplitter<?> splitter = FramerBenchmark.handSplitter(stream);
      List<Object> framed = new ArrayList<>();
      List<Object> errors = new ArrayList<>();
      var framer = FramerBenchmark.framer(stream);
      for (int off = 0; off < s.bytes().length; off += chunk) {
        int n = Math.min(chunk, s.bytes().length - off);
        splitter.feed(s.bytes(), off, n, byHand::add);
        framer.feed(s.bytes(), off, n, framed::add, errors::add);
      }
      assertTrue(FramingStreams.same(s.frames(), byHand), stream + " by hand, chunk " + chunk);
      assertTrue(FramingStreams.same(s.frames(), framed), stream + " framer, chunk " + chunk);
      assertEquals(List.of(), errors);
      assertEquals(0, splitter.buffered());
      assertEquals(0, framer.buffered());
    }
  }

  @Test
  void theBeerEventStreamIsTheIssuesCase() {
    FramingStreams.Stream s = FramingStreams.of("beerEvents");
    // 17 frames of 60,000 bytes, then one of the 28,576 bytes left.
    assertEquals(18, s.frames().size());
    byte[] b = s.bytes();
    assertEquals("BEER", new String(b, 60_000, 4, java.nio.charset.StandardCharsets.US_ASCII));
    assertEquals(3, b[60_004]);
    assertEquals(0x0D, b[60_000 - 2]);
    assertEquals(0x0A, b[60_000 - 1]);
  }

  @Test
  void theHostileInputIsTheIssuesPattern() {
    byte[] b = FramingStreams.hostile();
    assertEquals(1 << 20, b.length);
    byte[] unit = {0x42, 0x45, 0x45, 0x52, 0x03, 0x00, 0x00, 0x00};
    for (int i = 0; i < b.length; i++) {
      assertEquals(unit[i % 8], b[i]);
    }
    // After issue 12's fix the whole run of bad frames is one reported error.
    List<Object> errors = new ArrayList<>();
    BeerStreamDecoder decoder = new BeerStreamDecoder(errors::add);
    assertEquals(List.of(), decoder.feed(b));
    assertEquals(1, errors.size());
  }
}
