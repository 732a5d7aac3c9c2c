package io.framewright.benchmarks.header;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.KryoSupport;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.Payload;
import io.framewright.protocol.bitpacked.PayloadType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kryo 5, a general-purpose serializer with a wire of its own (see {@link KryoSupport}): the
 * {@link Packet} record through Kryo's record serializer. Variant "Big" only: Kryo has one wire
 * whatever the message's byte or bit order, so serializing the {@link PacketLE} copies of the
 * same values would measure the same thing again. Decode reads the pooled value's Kryo bytes
 * through one reused {@link Input}; encode writes the pooled {@link Packet} through one reused
 * {@link Output} over a byte[].
 *
 * <p>Gives no figures: its setup's round-trip check fails, because Kryo writes a float with
 * {@code Float.floatToIntBits}, which turns every NaN into the one canonical NaN, and the pool's
 * random float payloads hold NaNs of other bits (value 850), which the other contenders keep.
 * Until issue 31's fifth pass it failed earlier, on a payload variant not registered.
 */
public class HeaderKryo extends Defaults {
  private Pool<Packet> big;
  private Kryo kryo;
  private byte[][] wire;
  private final Input input = new Input();
  private Output output;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    // Every payload variant the pool draws, and the arrays they hold: Kryo refuses a class
    // not registered up front (the header cells failed so until issue 31's fifth pass).
    java.util.List<Class<?>> classes = new java.util.ArrayList<>(java.util.List.of(Packet.class,
        Packet.Offset.class, PayloadType.class, byte[].class, char[].class, short[].class,
        int[].class, long[].class, float[].class, double[].class));
    classes.addAll(java.util.List.of(Payload.class.getPermittedSubclasses()));
    kryo = KryoSupport.newKryo(classes.toArray(Class<?>[]::new));
    wire = KryoSupport.encodeAll("header", kryo, big, Packet.class, false);
    output = new Output(new byte[KryoSupport.maxLength(wire)]);
    WireSizes.record("header", "Big", "Kryo", WireSizes.mean(wire));
  }

  @Benchmark
  public Packet decodeBig() {
    input.setBuffer(wire[index++ & Pool.MASK]);
    return kryo.readObject(input, Packet.class);
  }

  @Benchmark
  public int encodeBig() {
    output.reset();
    kryo.writeObject(output, big.values[index++ & Pool.MASK]);
    return output.position();
  }
}
