package io.framewright.benchmarks.text;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.KryoSupport;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.pies.NumberItem;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.StringItem;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kryo 5, a general-purpose serializer with a wire of its own (see {@link KryoSupport}): the
 * {@link PiesPacket} records through Kryo's record serializer, written with their class
 * ({@code writeClassAndObject}: a reader does not know which packet comes, as Framewright's id
 * byte tells), the level data's number list through Kryo's immutable-list serializer. Decode
 * reads the pooled value's Kryo bytes through one reused {@link Input}; encode writes the pooled
 * {@link PiesPacket} through one reused {@link Output} over a byte[].
 */
public class TextKryo extends Defaults {
  @Param({"location", "levelData"})
  public String packet;

  private Pool<PiesPacket> pool;
  private Kryo kryo;
  private byte[][] wire;
  private final Input input = new Input();
  private Output output;

  @Setup
  public void setUp() {
    pool = TextPool.of(packet);
    kryo = KryoSupport.newKryo(PiesPacket.Location.class, PiesPacket.LevelData.class,
        StringItem.class, NumberItem.class);
    wire = KryoSupport.encodeAll("text", kryo, pool, PiesPacket.class, true);
    output = new Output(new byte[KryoSupport.maxLength(wire)]);
    WireSizes.record("text", "packet=" + packet, "Kryo", WireSizes.mean(wire));
  }

  @Benchmark
  public PiesPacket decode() {
    input.setBuffer(wire[index++ & Pool.MASK]);
    return (PiesPacket) kryo.readClassAndObject(input);
  }

  @Benchmark
  public int encode() {
    output.reset();
    kryo.writeClassAndObject(output, pool.values[index++ & Pool.MASK]);
    return output.position();
  }
}
