package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.HandUtf8;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import java.lang.invoke.VarHandle;
import java.nio.charset.StandardCharsets;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written baseline of reading in place (issue 18): over Framewright's own wire (the
 * pooled bytes), the frame is checked once as the hand-written decoder checks it (count and name
 * length within their maxima, exact size, strict UTF-8), then every field is read straight from
 * the array with {@code VarHandle}s and summed into the returned {@code long}, as
 * {@link RosterSbeFlyweight} does over SBE's wire: tick, every unit's id, x, y and kind, every
 * byte of the name. Nothing is allocated. A generated view reading the same fields is measured
 * against this.
 */
public class RosterInPlace extends Defaults {
  // The hand-written codec's VarHandles: the same accesses.
  private static final VarHandle SHORT_BE = VarHandleRosterCodec.SHORT_BE;
  private static final VarHandle INT_BE = VarHandleRosterCodec.INT_BE;
  private static final VarHandle LONG_BE = VarHandleRosterCodec.LONG_BE;
  private static final VarHandle SHORT_LE = VarHandleRosterCodec.SHORT_LE;
  private static final VarHandle INT_LE = VarHandleRosterCodec.INT_LE;
  private static final VarHandle LONG_LE = VarHandleRosterCodec.LONG_LE;

  private static final int UNIT = VarHandleRosterCodec.UNIT;

  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Pool<RosterLE> little;

  @Setup
  public void setUp() {
    big = RosterPool.big(count);
    little = RosterPool.little(count);
    for (int i = 0; i < Pool.SIZE; i++) {
      Roster r = big.values[i];
      long expected = expected(r);
      long got = readBig(big.wire[i], 0, big.wire[i].length);
      if (got != expected) {
        throw new IllegalStateException("in-place big-endian read of value " + i + " sums "
            + got + ", not " + expected + ": " + r);
      }
      RosterLE l = little.values[i];
      expected = expected(l);
      got = readLittle(little.wire[i], 0, little.wire[i].length);
      if (got != expected) {
        throw new IllegalStateException("in-place little-endian read of value " + i + " sums "
            + got + ", not " + expected + ": " + l);
      }
    }
    WireSizes.record("roster", "Big count=" + count, "InPlace", WireSizes.mean(big.wire));
    WireSizes.record("roster", "Little count=" + count, "InPlace",
        WireSizes.mean(little.wire));
  }

  /** What reading every field of {@code r} in place sums to, from the record. */
  static long expected(Roster r) {
    long expected = sum(r.tick(), r.name());
    for (Unit u : r.units()) {
      expected += u.id() + u.x() + u.y() + u.kind();
    }
    return expected;
  }

  /** As {@link #expected(Roster)}, little-endian. */
  static long expected(RosterLE l) {
    long expected = sum(l.tick(), l.name());
    for (UnitLE u : l.units()) {
      expected += u.id() + u.x() + u.y() + u.kind();
    }
    return expected;
  }

  /** The tick plus every byte of the name's UTF-8, from the record. */
  private static long sum(int tick, String name) {
    long sum = tick;
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      sum += b;
    }
    return sum;
  }

  /** Checks one big-endian roster in {@code buf[off..off+len)}, then sums its fields in place. */
  static long readBig(byte[] buf, int off, int len) {
    if (off < 0 || len < VarHandleRosterCodec.FIXED || buf.length - off < len) {
      throw new IllegalArgumentException("truncated roster");
    }
    int n = (short) SHORT_BE.get(buf, off + 4) & 0xFFFF;
    int nameAt = VarHandleRosterCodec.nameLengthAt(n, len);
    int nameLength = (short) SHORT_BE.get(buf, off + nameAt) & 0xFFFF;
    VarHandleRosterCodec.checkNameLength(nameAt, nameLength, len);
    int name = off + nameAt + 2;
    HandUtf8.checkUtf8(buf, name, name + nameLength);
    long sum = (int) INT_BE.get(buf, off);
    int p = off + 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      long v = (long) LONG_BE.get(buf, p);
      sum += (int) (v >>> 32) + (short) (v >>> 16) + (short) v + buf[p + 8];
    }
    for (int i = name, end = name + nameLength; i < end; i++) {
      sum += buf[i];
    }
    return sum;
  }

  /** As {@link #readBig}, little-endian. */
  static long readLittle(byte[] buf, int off, int len) {
    if (off < 0 || len < VarHandleRosterCodec.FIXED || buf.length - off < len) {
      throw new IllegalArgumentException("truncated roster");
    }
    int n = (short) SHORT_LE.get(buf, off + 4) & 0xFFFF;
    int nameAt = VarHandleRosterCodec.nameLengthAt(n, len);
    int nameLength = (short) SHORT_LE.get(buf, off + nameAt) & 0xFFFF;
    VarHandleRosterCodec.checkNameLength(nameAt, nameLength, len);
    int name = off + nameAt + 2;
    HandUtf8.checkUtf8(buf, name, name + nameLength);
    long sum = (int) INT_LE.get(buf, off);
    int p = off + 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      long v = (long) LONG_LE.get(buf, p);
      sum += (int) v + (short) (v >>> 32) + (short) (v >>> 48) + buf[p + 8];
    }
    for (int i = name, end = name + nameLength; i < end; i++) {
      sum += buf[i];
    }
    return sum;
  }

  @Benchmark
  public long decodeBig() {
    byte[] wire = big.wire[index++ & Pool.MASK];
    return readBig(wire, 0, wire.length);
  }

  @Benchmark
  public long decodeLittle() {
    byte[] wire = little.wire[index++ & Pool.MASK];
    return readLittle(wire, 0, wire.length);
  }
}
