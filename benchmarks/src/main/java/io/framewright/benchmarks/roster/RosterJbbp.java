package io.framewright.benchmarks.roster;

import com.igormaznitsa.jbbp.io.JBBPBitInputStream;
import com.igormaznitsa.jbbp.io.JBBPBitOutputStream;
import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.JbbpStreams;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * JBBP 3's classes generated at build time by {@code jbbp-maven-plugin} from
 * {@code src/main/jbbp/io.framewright.benchmarks.roster.JbbpRosterBig.jbbp} and
 * {@code ...JbbpRosterLittle.jbbp} ({@code <} marks little-endian fields): Framewright's exact
 * wire. The units are a struct array sized by the count field; the name is a byte array sized
 * by its u16 length field (JBBP's {@code stringj} has a length prefix of its own), so the
 * decoded name stays UTF-8 bytes. JBBP checks no maximum count or length.
 *
 * <p>Decode: the generated object's {@code read} over a {@link JbbpStreams.Source} re-pointed
 * at the pooled bytes, into one reused generated object, returned as it is (a JBBP user works
 * with the generated class; the name is not turned into a {@code String}). The generated code
 * keeps its unit struct array and unit objects while the count stays the same, as it does
 * within one {@code count} parameter, so per call JBBP allocates only the name's byte array.
 *
 * <p>Encode: fills one reused generated object from the pooled record (each unit's fields into
 * preallocated unit objects; the name encoded as UTF-8 into a reused array, whose used length
 * the length field gives) and writes it through a {@code JBBPBitOutputStream} over a reused
 * {@link JbbpStreams.Sink}.
 */
public class RosterJbbp extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Pool<RosterLE> little;

  private final JbbpStreams.Source source = new JbbpStreams.Source();
  private final JBBPBitInputStream in = new JBBPBitInputStream(source);
  private final JbbpRosterBig bigDecoded = new JbbpRosterBig();
  private final JbbpRosterLittle littleDecoded = new JbbpRosterLittle();
  private final byte[] nameBytes = new byte[4 * Roster.MAX_NAME];

  private JbbpStreams.Sink sink;
  private JBBPBitOutputStream out;
  private JbbpRosterBig bigEncoded;
  private JbbpRosterLittle littleEncoded;

  @Setup
  public void setUp() {
    big = RosterPool.big(count);
    little = RosterPool.little(count);
    sink = new JbbpStreams.Sink(Math.max(big.maxWireLength, little.maxWireLength));
    out = new JBBPBitOutputStream(sink);
    bigEncoded = new JbbpRosterBig();
    bigEncoded.units = new JbbpRosterBig.UNITS[0];
    bigEncoded.name = nameBytes;
    littleEncoded = new JbbpRosterLittle();
    littleEncoded.units = new JbbpRosterLittle.UNITS[0];
    littleEncoded.name = nameBytes;

    big.checkEncoder("JbbpRosterBig",
        (v, buf) -> copyOut(JbbpStreams.unchecked(() -> encodeBig(v)), buf));
    big.checkDecoder("JbbpRosterBig", wire -> {
      source.point(wire);
      return toRoster(JbbpStreams.unchecked(() -> bigDecoded.read(in)));
    });
    little.checkEncoder("JbbpRosterLittle",
        (v, buf) -> copyOut(JbbpStreams.unchecked(() -> encodeLittle(v)), buf));
    little.checkDecoder("JbbpRosterLittle", wire -> {
      source.point(wire);
      return toRosterLE(JbbpStreams.unchecked(() -> littleDecoded.read(in)));
    });
    WireSizes.record("roster", "Big count=" + count, "Jbbp", big.meanWireLength());
    WireSizes.record("roster", "Little count=" + count, "Jbbp", little.meanWireLength());
  }

  @Benchmark
  public JbbpRosterBig decodeBig() throws IOException {
    source.point(big.wire[index++ & Pool.MASK]);
    return bigDecoded.read(in);
  }

  @Benchmark
  public int encodeBig() throws IOException {
    return encodeBig(big.values[index++ & Pool.MASK]);
  }

  @Benchmark
  public JbbpRosterLittle decodeLittle() throws IOException {
    source.point(little.wire[index++ & Pool.MASK]);
    return littleDecoded.read(in);
  }

  @Benchmark
  public int encodeLittle() throws IOException {
    return encodeLittle(little.values[index++ & Pool.MASK]);
  }

  private int encodeBig(Roster r) throws IOException {
    JbbpRosterBig o = bigEncoded;
    List<Unit> units = r.units();
    int n = units.size();
    if (o.units.length != n) {
      o.units = new JbbpRosterBig.UNITS[n];
      for (int i = 0; i < n; i++) {
        o.units[i] = new JbbpRosterBig.UNITS(o);
      }
    }
    o.tick = r.tick();
    o.count = (char) n;
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      JbbpRosterBig.UNITS w = o.units[i];
      w.id = u.id();
      w.x = u.x();
      w.y = u.y();
      w.kind = u.kind();
    }
    o.namelength = (char) JbbpStreams.utf8(r.name(), nameBytes);
    sink.reset();
    o.write(out);
    return sink.size();
  }

  private int encodeLittle(RosterLE r) throws IOException {
    JbbpRosterLittle o = littleEncoded;
    List<UnitLE> units = r.units();
    int n = units.size();
    if (o.units.length != n) {
      o.units = new JbbpRosterLittle.UNITS[n];
      for (int i = 0; i < n; i++) {
        o.units[i] = new JbbpRosterLittle.UNITS(o);
      }
    }
    o.tick = r.tick();
    o.count = (char) n;
    for (int i = 0; i < n; i++) {
      UnitLE u = units.get(i);
      JbbpRosterLittle.UNITS w = o.units[i];
      w.id = u.id();
      w.x = u.x();
      w.y = u.y();
      w.kind = u.kind();
    }
    o.namelength = (char) JbbpStreams.utf8(r.name(), nameBytes);
    sink.reset();
    o.write(out);
    return sink.size();
  }

  private int copyOut(int n, byte[] buf) {
    System.arraycopy(sink.buffer(), 0, buf, 0, n);
    return n;
  }

  /** The record the decoded object stands for (setup's check only). */
  private static Roster toRoster(JbbpRosterBig o) {
    List<Unit> units = new ArrayList<>(o.count);
    for (int i = 0; i < o.count; i++) {
      JbbpRosterBig.UNITS u = o.units[i];
      units.add(new Unit(u.id, u.x, u.y, u.kind));
    }
    return new Roster(o.tick, List.copyOf(units), new String(o.name, StandardCharsets.UTF_8));
  }

  /** The record the decoded object stands for (setup's check only). */
  private static RosterLE toRosterLE(JbbpRosterLittle o) {
    List<UnitLE> units = new ArrayList<>(o.count);
    for (int i = 0; i < o.count; i++) {
      JbbpRosterLittle.UNITS u = o.units[i];
      units.add(new UnitLE(u.id, u.x, u.y, u.kind));
    }
    return new RosterLE(o.tick, List.copyOf(units), new String(o.name, StandardCharsets.UTF_8));
  }
}
