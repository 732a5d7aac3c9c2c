package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.kaitai.RosterBig;
import io.framewright.benchmarks.kaitai.RosterLittle;
import io.kaitai.struct.ByteBufferKaitaiStream;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kaitai Struct 0.11: {@code RosterBig} and {@code RosterLittle}, compiled with {@code -w}
 * (read-write) from {@code src/main/kaitai/roster_big.ksy} and {@code roster_little.ksy}
 * ({@code repeat: expr} over the u2 count, a UTF-8 {@code str} sized by the u2 length).
 * Framewright's exact wire; the spec does not enforce Framewright's maxima (1024 units, 256
 * name bytes).
 *
 * <p>Decode wraps the pooled array in a new {@code ByteBufferKaitaiStream}, constructs the
 * generated class and calls {@code _read()} explicitly; it returns the Kaitai object (an
 * {@code ArrayList} of Kaitai {@code Unit}s and the decoded name), not a {@link Roster}. Encode
 * builds the Kaitai objects from the pooled {@link Roster} inside the measured method (count
 * and the name's UTF-8 length computed by the caller, as Kaitai needs them set), calls
 * {@code _check()} on every object (Kaitai refuses to write an unchecked one; the root's check
 * encodes the name once more to compare its length) and {@code _write}s into one reused stream
 * over one reused array.
 */
public class RosterKaitai extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Pool<RosterLE> little;
  private ByteBufferKaitaiStream out;

  @Setup
  public void setUp() {
    big = RosterPool.big(count);
    little = RosterPool.little(count);
    out = new ByteBufferKaitaiStream(
        new byte[Math.max(big.maxWireLength, little.maxWireLength)]);
    big.checkDecoder("Kaitai RosterBig", w -> toRoster(readBig(w)));
    little.checkDecoder("Kaitai RosterLittle", w -> toRosterLE(readLittle(w)));
    big.checkEncoder("Kaitai RosterBig",
        (v, buf) -> writeBig(v, new ByteBufferKaitaiStream(buf)));
    little.checkEncoder("Kaitai RosterLittle",
        (v, buf) -> writeLittle(v, new ByteBufferKaitaiStream(buf)));
    WireSizes.record("roster", "Big count=" + count, "Kaitai", big.meanWireLength());
    WireSizes.record("roster", "Little count=" + count, "Kaitai", little.meanWireLength());
  }

  @Benchmark
  public RosterBig decodeBig() {
    return readBig(big.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeBig() {
    return writeBig(big.values[index++ & Pool.MASK], out);
  }

  @Benchmark
  public RosterLittle decodeLittle() {
    return readLittle(little.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeLittle() {
    return writeLittle(little.values[index++ & Pool.MASK], out);
  }

  private static RosterBig readBig(byte[] wire) {
    RosterBig r = new RosterBig(new ByteBufferKaitaiStream(wire));
    r._read();
    return r;
  }

  private static RosterLittle readLittle(byte[] wire) {
    RosterLittle r = new RosterLittle(new ByteBufferKaitaiStream(wire));
    r._read();
    return r;
  }

  private static int writeBig(Roster v, ByteBufferKaitaiStream io) {
    RosterBig r = new RosterBig();
    r.setTick(v.tick());
    List<Unit> units = v.units();
    int n = units.size();
    r.setNumUnits(n);
    ArrayList<RosterBig.Unit> kaitaiUnits = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      RosterBig.Unit k = new RosterBig.Unit(null, r, r);
      k.setId(u.id());
      k.setX(u.x());
      k.setY(u.y());
      k.setKind(u.kind());
      k._check();
      kaitaiUnits.add(k);
    }
    r.setUnits(kaitaiUnits);
    String name = v.name();
    r.setLenName(utf8Length(name));
    r.setName(name);
    r._check();
    io.seek(0);
    r._write(io);
    return io.pos();
  }

  private static int writeLittle(RosterLE v, ByteBufferKaitaiStream io) {
    RosterLittle r = new RosterLittle();
    r.setTick(v.tick());
    List<UnitLE> units = v.units();
    int n = units.size();
    r.setNumUnits(n);
    ArrayList<RosterLittle.Unit> kaitaiUnits = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      UnitLE u = units.get(i);
      RosterLittle.Unit k = new RosterLittle.Unit(null, r, r);
      k.setId(u.id());
      k.setX(u.x());
      k.setY(u.y());
      k.setKind(u.kind());
      k._check();
      kaitaiUnits.add(k);
    }
    r.setUnits(kaitaiUnits);
    String name = v.name();
    r.setLenName(utf8Length(name));
    r.setName(name);
    r._check();
    io.seek(0);
    r._write(io);
    return io.pos();
  }

  /** The UTF-8 length of {@code s}, without encoding it (unpaired surrogates count 1, as '?'). */
  static int utf8Length(String s) {
    int n = s.length();
    int bytes = n;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        if (c < 0x800) {
          bytes += 1;
        } else if (Character.isHighSurrogate(c) && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          bytes += 2;
          i++;
        } else if (!Character.isSurrogate(c)) {
          bytes += 2;
        }
      }
    }
    return bytes;
  }

  /** Setup only: every Kaitai field into the record, which the pool compares field by field. */
  private static Roster toRoster(RosterBig r) {
    if (r.numUnits() != r.units().size()) {
      throw new IllegalStateException("count " + r.numUnits() + " for " + r.units().size());
    }
    List<Unit> units = new ArrayList<>();
    for (RosterBig.Unit u : r.units()) {
      units.add(new Unit(u.id(), u.x(), u.y(), u.kind()));
    }
    return new Roster(r.tick(), units, r.name());
  }

  /** Setup only, as {@link #toRoster}. */
  private static RosterLE toRosterLE(RosterLittle r) {
    if (r.numUnits() != r.units().size()) {
      throw new IllegalStateException("count " + r.numUnits() + " for " + r.units().size());
    }
    List<UnitLE> units = new ArrayList<>();
    for (RosterLittle.Unit u : r.units()) {
      units.add(new UnitLE(u.id(), u.x(), u.y(), u.kind()));
    }
    return new RosterLE(r.tick(), units, r.name());
  }
}
