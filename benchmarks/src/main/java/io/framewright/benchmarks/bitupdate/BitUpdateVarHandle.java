package io.framewright.benchmarks.bitupdate;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The 1.0 baseline: a hand-written codec over {@code byte[]} with {@link VarHandle} views: the
 * five packed fields from one big-endian int and the fifth byte, checking what the generated
 * codec checks (exactly 19 bytes on decode; every field within its width on encode).
 */
public class BitUpdateVarHandle extends Defaults {
  static final VarHandle INT_BE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  static final VarHandle SHORT_BE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  static final VarHandle FLOAT_LE =
      MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
  static final int SIZE = 19;

  private Pool<BitUpdate> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = BitUpdatePool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("BitUpdateVarHandle", (v, buf) -> encode(v, buf, 0));
    pool.checkDecoder("BitUpdateVarHandle", w -> decode(w, 0, w.length));
    WireSizes.record("bitupdate", "", "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public BitUpdate decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return encode(pool.values[index++ & Pool.MASK], out, 0);
  }

  /** The 40 packed bits of bytes 0 to 4, in the low bits of a long. */
  static long packed(byte[] b, int off) {
    return ((int) INT_BE.get(b, off) & 0xffff_ffffL) << 8 | (b[off + 4] & 0xff);
  }

  static BitUpdate decode(byte[] b, int off, int len) {
    if (len != SIZE) {
      throw new IllegalArgumentException("an update is 19 bytes, not " + len);
    }
    long v = packed(b, off);
    return new BitUpdate((int) (v >>> 37), (int) (v >>> 27) & 0x3ff, ((v >>> 26) & 1) != 0,
        (int) (v >>> 6) & 0xf_ffff, (int) v << 26 >> 26, (int) INT_LE.get(b, off + 5),
        (float) FLOAT_LE.get(b, off + 9), (float) FLOAT_LE.get(b, off + 13),
        (short) SHORT_BE.get(b, off + 17) & 0xffff);
  }

  static int encode(BitUpdate u, byte[] b, int off) {
    if ((u.kind() >>> 3) != 0 || (u.health() >>> 10) != 0 || (u.entity() >>> 20) != 0
        || u.heading() < -32 || u.heading() > 31 || (u.sequence() >>> 16) != 0) {
      throw new IllegalArgumentException("a field out of range: " + u);
    }
    if (b.length - off < SIZE) {
      throw new IllegalArgumentException("no room");
    }
    long v = (long) u.kind() << 37 | (long) u.health() << 27 | (u.alive() ? 1L << 26 : 0)
        | (long) u.entity() << 6 | (u.heading() & 0x3f);
    INT_BE.set(b, off, (int) (v >>> 8));
    b[off + 4] = (byte) v;
    INT_LE.set(b, off + 5, u.tick());
    FLOAT_LE.set(b, off + 9, u.x());
    FLOAT_LE.set(b, off + 13, u.y());
    SHORT_BE.set(b, off + 17, (short) u.sequence());
    return off + SIZE;
  }
}
