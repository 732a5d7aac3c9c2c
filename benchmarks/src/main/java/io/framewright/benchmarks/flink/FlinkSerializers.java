package io.framewright.benchmarks.flink;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.command.CommandPool;
import io.framewright.protocol.avara.CommandPacket;
import io.framewright.protocol.avara.CommandPacketCodec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * A Flink type serializer of Avara command packets (the {@code command} pool, half the optional
 * parts present) as Flink's network stack and state backends call it: {@code serialize} into a
 * reused {@link DataOutputSerializer} (Flink's serialization buffer), {@code deserialize} from a
 * {@link DataInputDeserializer} over one record's bytes. The setup checks that every pooled
 * packet comes back with the same wire bytes and records the serializer's bytes per record.
 */
public abstract class FlinkSerializers extends Defaults {
  private final DataOutputSerializer out = new DataOutputSerializer(2048);
  private final DataInputDeserializer in = new DataInputDeserializer();
  private Pool<CommandPacket> pool;
  private TypeSerializer<CommandPacket> serializer;
  private byte[][] serialized;

  /** The serializer under test. */
  abstract TypeSerializer<CommandPacket> serializer();

  /** Its name in the wire sizes' table. */
  abstract String contender();

  @Setup
  public void setUp() throws IOException {
    pool = CommandPool.withDensity(50);
    serializer = serializer();
    serialized = new byte[Pool.SIZE][];
    long total = 0;
    for (int i = 0; i < Pool.SIZE; i++) {
      out.clear();
      serializer.serialize(pool.values[i], out);
      serialized[i] = out.getCopyOfBuffer();
      total += serialized[i].length;
      in.setBuffer(serialized[i]);
      CommandPacket back = serializer.deserialize(in);
      if (!Arrays.equals(pool.wire[i], CommandPacketCodec.INSTANCE.encode(back))) {
        throw new IllegalStateException(contender() + " reads packet " + i + " as " + back);
      }
    }
    WireSizes.record("flink", "", contender(), (double) total / Pool.SIZE);
  }

  @Benchmark
  public int serialize() {
    out.clear();
    try {
      serializer.serialize(pool.values[index++ & Pool.MASK], out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.length();
  }

  @Benchmark
  public CommandPacket deserialize() throws IOException {
    in.setBuffer(serialized[index++ & Pool.MASK]);
    return serializer.deserialize(in);
  }
}
