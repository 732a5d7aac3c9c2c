package io.framewright.benchmarks.squad;

import static io.framewright.benchmarks.squad.SquadVarHandle.INT;
import static io.framewright.benchmarks.squad.SquadVarHandle.LONG;
import static io.framewright.benchmarks.squad.SquadVarHandle.SHORT;
import static io.framewright.benchmarks.squad.SquadVarHandle.UNIT;

import io.framewright.benchmarks.FrameReads;
import io.framewright.benchmarks.Pool;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link SquadViews}: the frame checked once as
 * the {@code VarHandle} decoder checks it (count, exact length, US-ASCII names eight bytes at a
 * time), then every unit's numbers and name bytes read with {@code VarHandle}s and summed.
 */
public class SquadInPlace extends FrameReads<Squad> {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private final byte[] name = new byte[8];

  @Setup
  public void setUp() {
    pool = SquadPool.create();
    checkReads("SquadInPlace", SquadPool::sum);
    checkCopies("SquadInPlace", this::copied, SquadPool::sum);
  }

  @Override
  protected long read(byte[] b, int off, int len) {
    int n = checked(b, off, len);
    long sum = 0;
    for (int i = 0, p = off + 2; i < n; i++, p += UNIT) {
      sum += (int) INT.get(b, p) + (short) SHORT.get(b, p + 4) + (short) SHORT.get(b, p + 6)
          + (b[p + 8] & 0xff);
      for (int c = 0; c < 8; c++) {
        sum += b[p + 9 + c];
      }
    }
    return sum;
  }

  /** The count, once the frame is checked: length, and every name US-ASCII. */
  private static int checked(byte[] b, int off, int len) {
    java.util.Objects.checkFromIndexSize(off, len, b.length);
    int n = SquadVarHandle.count(b, off, len);
    for (int i = 0, p = off + 2; i < n; i++, p += UNIT) {
      if (((long) LONG.get(b, p + 9) & 0x8080_8080_8080_8080L) != 0) {
        throw new IllegalArgumentException("a name not US-ASCII");
      }
    }
    return n;
  }

  /**
   * As {@link #read}, each name copied out first, up to its first zero byte (found eight bytes
   * at a time), as the view's {@code nameBytes} copies it: what a caller keeping the names does.
   */
  private long copied(byte[] b) {
    int n = checked(b, 0, b.length);
    byte[] bytes = name;
    long sum = 0;
    for (int i = 0, p = 2; i < n; i++, p += UNIT) {
      sum += (int) INT.get(b, p) + (short) SHORT.get(b, p + 4) + (short) SHORT.get(b, p + 6)
          + (b[p + 8] & 0xff);
      long w = (long) LONG_LE.get(b, p + 9);
      long zeros = (w - 0x0101_0101_0101_0101L) & ~w & 0x8080_8080_8080_8080L;
      int length = zeros == 0 ? 8 : Long.numberOfTrailingZeros(zeros) >>> 3;
      System.arraycopy(b, p + 9, bytes, 0, length);
      for (int c = 0; c < length; c++) {
        sum += bytes[c];
      }
    }
    return sum;
  }

  @Benchmark
  public long copied() {
    return copied(pool.wire[index++ & Pool.MASK]);
  }
}
