package io.framewright.benchmarks.flink;

import io.framewright.flink.FramewrightTypeSerializer;
import io.framewright.protocol.avara.CommandPacket;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/** framewright-flink's type serializer: a varint length, then the codec's bytes. */
public class FlinkFramewright extends FlinkSerializers {
  @Override
  TypeSerializer<CommandPacket> serializer() {
    return new FramewrightTypeSerializer<>(CommandPacket.class);
  }

  @Override
  String contender() {
    return "Framewright";
  }
}
