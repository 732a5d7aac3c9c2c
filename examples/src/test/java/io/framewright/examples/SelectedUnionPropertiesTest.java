package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.examples.selected.Command;
import io.framewright.examples.selected.CommandCodec;
import io.framewright.examples.mqtt.MqttBody;
import io.framewright.examples.mqtt.MqttPacket;
import io.framewright.examples.mqtt.MqttPacketCodec;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random values of the {@code @Select} examples encode, decode back with the selector the
 * variant wrote, and re-encode to the same bytes.
 */
class SelectedUnionPropertiesTest {

  @Property(tries = 200)
  void commandsRoundTrip(@ForAll("commands") Command c) {
    byte[] wire = CommandCodec.INSTANCE.encode(c);
    Command back = CommandCodec.INSTANCE.decode(wire);
    assertEquals(c.flags(), back.flags());
    assertEquals(c.command(), back.command());
    assertEquals(c.body().getClass(), back.body().getClass());
    assertArrayEquals(wire, CommandCodec.INSTANCE.encode(back));
  }

  @Property(tries = 200)
  void mqttPacketsRoundTrip(@ForAll("mqtt") MqttPacket p) {
    byte[] wire = MqttPacketCodec.INSTANCE.encode(p);
    MqttPacket back = MqttPacketCodec.INSTANCE.decode(wire);
    assertEquals(wire[0] >>> 4 & 0xF, back.type());
    assertEquals(p.flags(), back.flags());
    assertArrayEquals(wire, MqttPacketCodec.INSTANCE.encode(back));
  }

  @Provide
  Arbitrary<Command> commands() {
    Arbitrary<Integer> flags = Arbitraries.integers().between(0, 15);
    Arbitrary<Command> ping = flags.map(f -> new Command(f, 0, new Command.Ping()));
    Arbitrary<Command> move = Combinators.combine(flags, Arbitraries.of(1, 2),
            Arbitraries.shorts(), Arbitraries.shorts())
        .as((f, c, x, y) -> new Command(f, c, new Command.Move(x, y)));
    Arbitrary<Command> vendor = Combinators.combine(flags, Arbitraries.integers().between(8, 15),
            Arbitraries.bytes().array(byte[].class).ofMaxSize(20))
        .as((f, c, d) -> new Command(f, c, new Command.Vendor(d)));
    return Arbitraries.oneOf(ping, move, vendor);
  }

  @Provide
  Arbitrary<MqttPacket> mqtt() {
    // Any flags but QoS 3 (bits 2-1 both set, reserved: MqttPacket's @OneOf)
    return Arbitraries.of(0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13)
        .flatMap(f -> mqttBody(f).map(b -> new MqttPacket(0, f, b)));
  }

  /** A body under flags {@code f}: a PUBLISH has a packet identifier at QoS 1 or 2 only. */
  private static Arbitrary<MqttBody> mqttBody(int f) {
    Arbitrary<Integer> packetId = (f & MqttPacket.QOS_MASK) == 0 ? Arbitraries.just(null)
        : Arbitraries.integers().between(0, 0xFFFF);
    return Arbitraries.oneOf(
        Arbitraries.integers().between(0, 0xFFFF).map(MqttBody.Puback::new),
        Arbitraries.just(new MqttBody.PingReq()),
        Combinators.combine(Arbitraries.of(true, false), Arbitraries.bytes())
            .as(MqttBody.Connack::new),
        // Up to 300 payload bytes: remaining lengths of one and two varint bytes.
        Combinators.combine(Arbitraries.strings().ascii().ofMaxLength(20), packetId,
                Arbitraries.bytes().array(byte[].class).ofMaxSize(300))
            .as(MqttBody.Publish::new),
        Combinators.combine(Arbitraries.of(0, 1, 5, 6, 7, 8, 9, 10, 11, 14, 15),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(40))
            .as(MqttBody.Other::new));
  }
}
