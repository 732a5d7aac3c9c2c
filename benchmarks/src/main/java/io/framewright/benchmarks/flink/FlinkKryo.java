package io.framewright.benchmarks.flink;

import io.framewright.protocol.avara.CommandPacket;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;

/**
 * Flink's fallback for types it can not analyse (a sealed interface of messages, for one): its
 * Kryo serializer, the type not registered (as a job that registers nothing gets it).
 */
public class FlinkKryo extends FlinkSerializers {
  @Override
  TypeSerializer<CommandPacket> serializer() {
    return new KryoSerializer<>(CommandPacket.class, new SerializerConfigImpl());
  }

  @Override
  String contender() {
    return "Flink Kryo";
  }
}
