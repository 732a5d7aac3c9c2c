package io.framewright.benchmarks.mqtt;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The 1.0 baseline: {@link HandMqttCodec}, hand-written over {@code byte[]} (no field is wider
 * than 16 bits, so there is no VarHandle in it; the name keeps the results table's column).
 */
public class MqttVarHandle extends Defaults {
  private Pool<MqttPacket> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = MqttPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("HandMqttCodec", (v, buf) -> HandMqttCodec.encode(v, buf, 0));
    pool.checkDecoder("HandMqttCodec", w -> HandMqttCodec.decode(w, 0, w.length));
    WireSizes.record("mqtt", "", "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public MqttPacket decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return HandMqttCodec.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return HandMqttCodec.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
