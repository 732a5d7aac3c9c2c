package io.framewright.benchmarks.command;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.KryoSupport;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.avara.CommandPacket;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kryo 5, a general-purpose serializer with a wire of its own (see {@link KryoSupport}): the
 * {@link CommandPacket} record through Kryo's record serializer, absent parts as Kryo writes
 * them (a null marker for the boxed {@code distribution} and {@code sender}, zeros for the
 * rest). Decode reads the pooled value's Kryo bytes through one reused {@link Input}; encode
 * writes the pooled {@link CommandPacket} through one reused {@link Output} over a byte[].
 */
public class CommandKryo extends Defaults {
  /** Percent of the optional parts present. */
  @Param({"0", "50", "100"})
  public int density;

  private Pool<CommandPacket> pool;
  private Kryo kryo;
  private byte[][] wire;
  private final Input input = new Input();
  private Output output;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(density);
    kryo = KryoSupport.newKryo(CommandPacket.class, byte[].class);
    wire = KryoSupport.encodeAll("command", kryo, pool, CommandPacket.class, false);
    output = new Output(new byte[KryoSupport.maxLength(wire)]);
    WireSizes.record("command", "density=" + density, "Kryo", WireSizes.mean(wire));
  }

  @Benchmark
  public CommandPacket decode() {
    input.setBuffer(wire[index++ & Pool.MASK]);
    return kryo.readObject(input, CommandPacket.class);
  }

  @Benchmark
  public int encode() {
    output.reset();
    kryo.writeObject(output, pool.values[index++ & Pool.MASK]);
    return output.position();
  }
}
