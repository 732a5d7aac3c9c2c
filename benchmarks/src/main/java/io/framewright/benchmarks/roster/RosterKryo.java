package io.framewright.benchmarks.roster;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.KryoSupport;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kryo 5, a general-purpose serializer with a wire of its own (see {@link KryoSupport}): the
 * {@link Roster} record and its {@link Unit}s through Kryo's record serializer, the unit list
 * (a JDK immutable list) through Kryo's immutable-list serializer. Variant "Big" only: Kryo has
 * one wire whatever the message's byte order, so serializing the {@link RosterLE} copies of the
 * same values would measure the same thing again. Decode reads the pooled value's Kryo bytes
 * through one reused {@link Input}; encode writes the pooled {@link Roster} through one reused
 * {@link Output} over a byte[].
 */
public class RosterKryo extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Kryo kryo;
  private byte[][] wire;
  private final Input input = new Input();
  private Output output;

  @Setup
  public void setUp() {
    big = RosterPool.big(count);
    kryo = KryoSupport.newKryo(Roster.class, Unit.class);
    wire = KryoSupport.encodeAll("roster", kryo, big, Roster.class, false);
    output = new Output(new byte[KryoSupport.maxLength(wire)]);
    WireSizes.record("roster", "Big count=" + count, "Kryo", WireSizes.mean(wire));
  }

  @Benchmark
  public Roster decodeBig() {
    input.setBuffer(wire[index++ & Pool.MASK]);
    return kryo.readObject(input, Roster.class);
  }

  @Benchmark
  public int encodeBig() {
    output.reset();
    kryo.writeObject(output, big.values[index++ & Pool.MASK]);
    return output.position();
  }
}
