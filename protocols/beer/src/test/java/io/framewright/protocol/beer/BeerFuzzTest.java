package io.framewright.protocol.beer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.CodecChecks;
import io.framewright.testing.FramerChecks;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzz targets (Jazzer) for what a BEER peer decodes: one frame, and the TCP
 * stream cut by {@link BeerStreamDecoder}. A plain {@code mvn verify} only replays the inputs
 * under {@code src/test/resources/io/framewright/protocol/beer/BeerFuzzTestInputs/}; to fuzz
 * one target, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=BeerFuzzTest#message}.
 */
class BeerFuzzTest {
  /** Reused across inputs, as views are: it must agree with the codec on every input. */
  private static final BeerMessageView VIEW = new BeerMessageView();

  /** Valid frames from BeerMessageTest, for the stream target to splice in. */
  private static final List<byte[]> VALID = List.of(
      Hex.parse("42454552 00000000 78563412 6400 9cff 0d0a"),
      Hex.parse("42454552 01000000 07000000 2000 1000 ffff c800 0d0a"),
      Hex.parse("42454552 02000000 2a000000 03000000 0d0a"),
      Hex.parse("42454552 03000000 07 0102 0d0a"),
      Hex.parse("42454552 03000000 03 0a0d41 0d0a"),
      Hex.parse("42454552 06000000 0d 0d0a"),
      Hex.parse("42454552 0d000000 0d0a"),
      Hex.parse("42454552 00000000 0d0a0d0a 0d0a 0d0a 0d0a"));

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void message(byte[] input) {
    CodecChecks.decodeOrReject(BeerMessageCodec.INSTANCE, input);
    ViewChecks.agrees(BeerMessageCodec.INSTANCE, VIEW, input);
  }

  /**
   * A stream of valid frames, frames decoded from the fuzzer's bytes and raw garbage, in any
   * order: the decoder gives the same frames and errors however the stream is cut, and a stream
   * of only good frames, none too long, gives exactly those frames and no error.
   */
  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void streamDecoder(FuzzedDataProvider data) {
    int max = data.consumeBoolean() ? BeerStreamDecoder.DEFAULT_MAX_FRAME_BYTES
        : data.consumeInt(BeerMessageCodec.MIN_SIZE, 64);
    Random random = new Random(data.consumeLong());
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    List<BeerMessage> expected = new ArrayList<>();
    boolean clean = true;
    while (data.remainingBytes() > 0) {
      int kind = data.consumeInt(0, 2);
      byte[] piece = kind == 0 ? VALID.get(data.consumeInt(0, VALID.size() - 1))
          : data.consumeBytes(data.consumeInt(0, 48));
      BeerMessage message = decodeOrNull(piece);
      if (kind == 2 || message == null) {
        stream.writeBytes(piece);
        clean = false;
        continue;
      }
      byte[] wire = BeerMessageCodec.INSTANCE.encode(message);
      clean &= wire.length <= max;
      stream.writeBytes(wire);
      expected.add(message);
    }
    FramerChecks.Outcome<BeerMessage> outcome = FramerChecks.sameUnderAnyFragmentation(() -> {
      // The decoder takes its error handler once; each feed points it at that call's list.
      List<List<? super DecodeException>> sink = new ArrayList<>(List.of(new ArrayList<>()));
      BeerStreamDecoder decoder = new BeerStreamDecoder(e -> sink.get(0).add(e), max);
      return new FramerChecks.Feeder<BeerMessage>() {
        @Override
        public void feed(byte[] chunk, int off, int len, List<? super BeerMessage> frames,
            List<? super DecodeException> errors) {
          sink.set(0, errors);
          frames.addAll(decoder.feed(chunk, off, len));
        }

        @Override
        public void finish(List<? super DecodeException> errors) {
          sink.set(0, errors);
          decoder.finish();
        }
      };
    }, stream.toByteArray(), random, 3);
    if (clean) {
      assertEquals(new FramerChecks.Outcome<>(expected, List.of()), outcome);
    }
  }

  private static BeerMessage decodeOrNull(byte[] bytes) {
    try {
      return BeerMessageCodec.INSTANCE.decode(bytes);
    } catch (DecodeException e) {
      return null;
    }
  }

  /** The normal test run fuzzes briefly too: {@link Mutations#count()} edits of each corpus. */
  @Test
  void briefMutationsOfTheCorpus() {
    Mutations.run(Mutations.corpus(getClass(), "message"), 1, Mutations.count(), this::message);
  }
}
