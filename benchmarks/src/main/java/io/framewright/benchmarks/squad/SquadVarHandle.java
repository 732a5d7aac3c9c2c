package io.framewright.benchmarks.squad;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The 1.0 baseline: a hand-written codec over {@code byte[]} with big-endian {@link VarHandle}
 * views, checking what the generated codec checks: the count against the bytes there, the exact
 * length, names of US-ASCII bytes (eight at a time: no byte with its high bit set), and on encode
 * the hp within a byte and names of eight US-ASCII characters.
 */
public class SquadVarHandle extends Defaults {
  static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  static final int UNIT = 17;

  private Pool<Squad> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = SquadPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("SquadVarHandle", (v, buf) -> encode(v, buf, 0));
    pool.checkDecoder("SquadVarHandle", w -> decode(w, 0, w.length));
    WireSizes.record("squad", "", "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public Squad decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return encode(pool.values[index++ & Pool.MASK], out, 0);
  }

  /** The count at {@code b[off]}, checked against the length: exactly that many units. */
  static int count(byte[] b, int off, int len) {
    if (len < 2) {
      throw new IllegalArgumentException("no count");
    }
    int n = (short) SHORT.get(b, off) & 0xffff;
    if (len != 2 + n * UNIT) {
      throw new IllegalArgumentException(n + " units are not " + (len - 2) + " bytes");
    }
    return n;
  }

  static Squad decode(byte[] b, int off, int len) {
    int n = count(b, off, len);
    List<Soldier> units = new ArrayList<>(n);
    for (int i = 0, p = off + 2; i < n; i++, p += UNIT) {
      if (((long) LONG.get(b, p + 9) & 0x8080_8080_8080_8080L) != 0) {
        throw new IllegalArgumentException("a name not US-ASCII");
      }
      units.add(new Soldier((int) INT.get(b, p), (short) SHORT.get(b, p + 4),
          (short) SHORT.get(b, p + 6), b[p + 8] & 0xff,
          new String(b, p + 9, 8, StandardCharsets.ISO_8859_1)));
    }
    return new Squad(units);
  }

  static int encode(Squad s, byte[] b, int off) {
    List<Soldier> units = s.units();
    int n = units.size();
    if (n > 0xffff || b.length - off < 2 + n * UNIT) {
      throw new IllegalArgumentException("too many units or no room");
    }
    SHORT.set(b, off, (short) n);
    int p = off + 2;
    for (int i = 0; i < n; i++, p += UNIT) {
      Soldier u = units.get(i);
      String name = u.name();
      if ((u.hp() >>> 8) != 0 || name.length() != 8) {
        throw new IllegalArgumentException("hp or name out of range: " + u);
      }
      INT.set(b, p, u.id());
      SHORT.set(b, p + 4, u.x());
      SHORT.set(b, p + 6, u.y());
      b[p + 8] = (byte) u.hp();
      for (int c = 0; c < 8; c++) {
        char ch = name.charAt(c);
        if (ch >= 0x80) {
          throw new IllegalArgumentException("a name not US-ASCII: " + u);
        }
        b[p + 9 + c] = (byte) ch;
      }
    }
    return p;
  }
}
