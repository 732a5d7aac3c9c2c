package io.framewright.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConcurrencyChecksTest {
  @Test
  void aStatelessCodecPasses() throws Exception {
    assertEquals(4 * 100 * 3,
        ConcurrencyChecks.sharedAcrossThreads(new ByteCodec(), List.of(1, 2, 3), 4, 100));
  }

  /** Keeps the last value in a field between encode and the bytes it writes: not thread-safe. */
  private static final class SharedStateCodec extends ByteCodec {
    private int last;

    @Override
    public int encode(Integer value, byte[] buf, int off) {
      last = value;
      Thread.yield();
      buf[off] = (byte) last;
      return 1;
    }
  }

  @Test
  void sharedStateIsCaught() {
    assertThrows(AssertionError.class, () -> ConcurrencyChecks.sharedAcrossThreads(
        new SharedStateCodec(), List.of(1, 2, 3, 4, 5, 6, 7, 8), 4, 20_000));
  }
}
