package io.framewright.benchmarks.flink;

import io.framewright.protocol.avara.CommandPacket;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;

/**
 * Flink's default for the record: its type extraction takes a Java record as a POJO, and the
 * POJO serializer writes each component in turn (a null flag per nullable one).
 */
public class FlinkPojo extends FlinkSerializers {
  @Override
  TypeSerializer<CommandPacket> serializer() {
    TypeSerializer<CommandPacket> s =
        TypeInformation.of(CommandPacket.class).createSerializer(new SerializerConfigImpl());
    if (!(s instanceof PojoSerializer)) {
      throw new IllegalStateException("Flink does not take CommandPacket as a POJO: " + s);
    }
    return s;
  }

  @Override
  String contender() {
    return "Flink POJO";
  }
}
