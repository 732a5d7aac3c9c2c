package io.framewright.benchmarks.leheader;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The 1.0 baseline: a hand-written codec over {@code byte[]} with little-endian
 * {@link VarHandle} views, checking what the generated codec checks (exactly 24 bytes on decode;
 * every field within its width on encode).
 */
public class LeHeaderVarHandle extends Defaults {
  static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  static final int SIZE = 24;

  private Pool<LeHeader> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = LeHeaderPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("LeHeaderVarHandle", (v, buf) -> encode(v, buf, 0));
    pool.checkDecoder("LeHeaderVarHandle", w -> decode(w, 0, w.length));
    WireSizes.record("leheader", "", "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public LeHeader decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return encode(pool.values[index++ & Pool.MASK], out, 0);
  }

  static LeHeader decode(byte[] b, int off, int len) {
    if (len != SIZE) {
      throw new IllegalArgumentException("a header is 24 bytes, not " + len);
    }
    int b0 = b[off];
    return new LeHeader(b0 & 0xf, (b0 >> 4) & 0xf, b[off + 1] & 0xff,
        (short) SHORT.get(b, off + 2) & 0xffff, (int) INT.get(b, off + 4) & 0xffff_ffffL,
        (int) INT.get(b, off + 8) & 0xffff_ffffL, (int) INT.get(b, off + 12) & 0xffff_ffffL,
        (long) LONG.get(b, off + 16));
  }

  static int encode(LeHeader h, byte[] b, int off) {
    if ((h.version() >>> 4) != 0 || (h.kind() >>> 4) != 0 || (h.flags() >>> 8) != 0
        || (h.length() >>> 16) != 0 || (h.source() >>> 32) != 0 || (h.target() >>> 32) != 0
        || (h.sequence() >>> 32) != 0) {
      throw new IllegalArgumentException("a field out of range: " + h);
    }
    if (b.length - off < SIZE) {
      throw new IllegalArgumentException("no room");
    }
    b[off] = (byte) (h.version() | h.kind() << 4);
    b[off + 1] = (byte) h.flags();
    SHORT.set(b, off + 2, (short) h.length());
    INT.set(b, off + 4, (int) h.source());
    INT.set(b, off + 8, (int) h.target());
    INT.set(b, off + 12, (int) h.sequence());
    LONG.set(b, off + 16, h.timestamp());
    return off + SIZE;
  }
}
