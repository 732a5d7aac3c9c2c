package io.framewright.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.testing.FramerChecks.Feeder;
import io.framewright.testing.FramerChecks.Outcome;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FramerChecksTest {
  /** The runtime's framer over one-byte frames 0..99: correct under any fragmentation. */
  private static Feeder<Integer> framer() {
    StreamFramer<Integer> framer = new StreamFramer<>(new OneByteCodec(), 16, Resync.nextByte());
    return (chunk, off, len, frames, errors) -> framer.feed(chunk, off, len, frames::add,
        errors::add);
  }

  /** Decodes a frame only when a chunk holds it whole: loses frames split across chunks. */
  private static Feeder<Integer> pairsWithinChunks() {
    return (chunk, off, len, frames, errors) -> {
      for (int i = off; i + 1 < off + len; i += 2) {
        frames.add(chunk[i] * 256 + chunk[i + 1]);
      }
    };
  }

  @Test
  void aGoodFramerPassesAndReportsItsFramesAndErrors() {
    byte[] stream = {1, 2, (byte) 200, 3};
    Outcome<Integer> out = FramerChecks.sameUnderAnyFragmentation(FramerChecksTest::framer,
        stream, new Random(1), 20);
    assertEquals(List.of(1, 2, 3), out.frames());
    assertEquals(List.of("corrupt@2"), out.errors());
  }

  @Test
  void aFramerThatDependsOnChunkingFails() {
    AssertionError e = assertThrows(AssertionError.class,
        () -> FramerChecks.sameUnderAnyFragmentation(FramerChecksTest::pairsWithinChunks,
            new byte[] {1, 2, 3, 4}, new Random(1), 5));
    assertTrue(e.getMessage().contains("one byte at a time"), e.getMessage());
  }

  @Test
  void anUntypedErrorFails() {
    Feeder<Integer> untyped = (chunk, off, len, frames, errors) -> errors.add(
        DecodeException.trailing(chunk, off, off + len, off, "X"));
    AssertionError e = assertThrows(AssertionError.class,
        () -> FramerChecks.sameUnderAnyFragmentation(() -> untyped, new byte[] {1}, new Random(1),
            1));
    assertTrue(e.getMessage().contains("untyped framing error"), e.getMessage());
  }

  @Test
  void anExceptionOutOfTheFramerFails() {
    Feeder<Integer> throwing = (chunk, off, len, frames, errors) -> {
      throw new ArrayIndexOutOfBoundsException(3);
    };
    AssertionError e = assertThrows(AssertionError.class,
        () -> FramerChecks.sameUnderAnyFragmentation(() -> throwing, new byte[] {1},
            new Random(1), 1));
    assertTrue(e.getMessage().contains("the framer threw"), e.getMessage());
  }

  /** One-byte frames for the runtime's framer: read(WireReader) is what it calls. */
  private static final class OneByteCodec extends ByteCodec {
    @Override
    public Integer read(io.framewright.runtime.WireReader in) {
      int pos = in.position();
      byte[] one = in.readBytes(1, 1, "Box");
      int b = one[0] & 0xFF;
      if (b > 99) {
        throw DecodeException.invalid(in.buffer(), in.start(), in.end(), pos, 0, "Box.value",
            "0..99", Integer.toString(b));
      }
      return b;
    }
  }
}
