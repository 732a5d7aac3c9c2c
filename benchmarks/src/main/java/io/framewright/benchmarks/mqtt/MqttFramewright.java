package io.framewright.benchmarks.mqtt;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link MqttPacketCodec}. */
public class MqttFramewright extends Defaults {
  private Pool<MqttPacket> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = MqttPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("MqttPacketCodec", (v, buf) -> MqttPacketCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("MqttPacketCodec", MqttPacketCodec.INSTANCE::decode);
    WireSizes.record("mqtt", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public MqttPacket decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return MqttPacketCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return MqttPacketCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
