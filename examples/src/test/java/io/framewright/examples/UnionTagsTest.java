package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.unions.MinecraftFrame;
import io.framewright.examples.unions.MinecraftFrameCodec;
import io.framewright.examples.unions.MqttControl;
import io.framewright.examples.unions.MqttControlCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Union tags narrower than a byte and varint tags on public formats, bytes written by hand: MQTT
 * 3.1.1 (OASIS, sections 2.2 and 3: CONNACK 20 02 00 00, PUBLISH 30 ..., PUBACK 40 02 then the
 * packet id, PINGREQ c0 00, PINGRESP d0 00) and the Minecraft Java Edition protocol (wiki.vg:
 * length VarInt, packet id VarInt; Handshake 0x00 with protocol 47, "localhost", port 25565
 * (63 dd), next state 1).
 */
class UnionTagsTest {
  private static final MqttControlCodec MQTT = MqttControlCodec.INSTANCE;
  private static final MinecraftFrameCodec MINECRAFT = MinecraftFrameCodec.INSTANCE;

  @Test
  void mqttPacketsByTheirFourBitType() {
    Wire.assertWire(MQTT, new MqttControl.Connack(0, new MqttControl.ConnackBody(false,
        (byte) 0)), "20 02 00 00");
    Wire.assertWire(MQTT, new MqttControl.Connack(0, new MqttControl.ConnackBody(true,
        (byte) 5)), "20 02 01 05");
    // QoS 0, RETAIN: 31; topic "a/b", payload "hi"
    Wire.assertWire(MQTT, new MqttControl.Publish(false, 0, true, new MqttControl.PublishBody(
        "a/b", "hi".getBytes(StandardCharsets.US_ASCII))), "31 07 0003 612f62 6869");
    Wire.assertWire(MQTT, new MqttControl.Puback(0, new MqttControl.PacketId(1)),
        "40 02 00 01");
    Wire.assertWire(MQTT, new MqttControl.PingReq(0, new byte[0]), "c0 00");
    Wire.assertWire(MQTT, new MqttControl.PingResp(0, new byte[0]), "d0 00");
    // DISCONNECT (14), unknown to this union: its bytes from the first
    Wire.assertWire(MQTT, new MqttControl.Other(14, Hex.parse("e0 00")), "e0 00");
    assertEquals(new MqttControl.Puback(0, new MqttControl.PacketId(0x1234)),
        MQTT.decode(Hex.parse("40 02 12 34")));
  }

  @Test
  void mqttTruncatedAtEveryLength() {
    byte[] whole = Hex.parse("31 07 0003 612f62 6869");
    // the payload runs to the end of the remaining length: cut anywhere, the length is wrong
    for (int n = 0; n < whole.length; n++) {
      byte[] cut = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> MQTT.decode(cut), "cut at " + n);
    }
  }

  @Test
  void minecraftHandshakeAndPing() {
    Wire.assertWire(MINECRAFT, new MinecraftFrame(new MinecraftFrame.Handshake(47, "localhost",
        25565, 1)), "0f 00 2f 09 6c6f63616c686f7374 63dd 01");
    Wire.assertWire(MINECRAFT, new MinecraftFrame(new MinecraftFrame.PingRequest(
        0x0102030405060708L)), "09 01 0102030405060708");
    // Packet id 0x80 (a two-byte VarInt), unknown here: kept with its fields
    Wire.assertWire(MINECRAFT, new MinecraftFrame(new MinecraftFrame.Unknown(0x80,
        Hex.parse("aa"))), "03 80 01 aa");
    byte[] whole = Hex.parse("0f 00 2f 09 6c6f63616c686f7374 63dd 01");
    for (int n = 0; n < whole.length; n++) {
      byte[] cut = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> MINECRAFT.decode(cut), "cut at " + n);
    }
  }

  @Test
  void theMinecraftFramesViewReadsThePacketItsVarintLengthHolds() {
    // The frames above: Handshake (47, "localhost", 25565, 1), PingRequest, an unknown id 0x80
    java.util.List<byte[]> frames = java.util.List.of(
        Hex.parse("0f 00 2f 09 6c6f63616c686f7374 63dd 01"),
        Hex.parse("09 01 0102030405060708"), Hex.parse("03 80 01 aa"));
    assertEquals(3, io.framewright.testing.ViewChecks.agreesAround(MINECRAFT,
        new io.framewright.examples.unions.MinecraftFrameView(), frames, 81, 3_000));
    io.framewright.examples.unions.MinecraftFrameView view =
        new io.framewright.examples.unions.MinecraftFrameView().wrap(frames.get(0));
    assertEquals(0, view.packet().tag());
    assertEquals(47, view.packet().handshake().protocolVersion()); // a varint, 2f
    assertTrue(view.packet().handshake().serverAddressEquals("localhost"));
    assertEquals(25565, view.packet().handshake().serverPort());
    assertEquals(1, view.packet().handshake().nextState());
    view.wrap(frames.get(1));
    assertEquals(0x0102030405060708L, view.packet().pingRequest().payload());
  }

  @Test
  void theMqttControlViewReadsEachBodyInTheSliceItsLengthGives() {
    // The packets above; a CONNACK body of 3 bytes where ConnackBody takes 2, a PUBACK cut in
    // its packet id, a CONNACK with a reserved bit set (02: not session present alone).
    java.util.List<byte[]> frames = java.util.List.of(Hex.parse("20 02 00 00"),
        Hex.parse("20 02 01 05"), Hex.parse("31 07 0003 612f62 6869"), Hex.parse("40 02 00 01"),
        Hex.parse("c0 00"), Hex.parse("d0 00"), Hex.parse("e0 00"));
    assertEquals(7, io.framewright.testing.ViewChecks.agreesAround(MQTT,
        new io.framewright.examples.unions.MqttControlView(), frames, 83, 3_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(MQTT,
        new io.framewright.examples.unions.MqttControlView(), java.util.List.of(
            Hex.parse("20 03 00 00 00"), Hex.parse("40 02 12"), Hex.parse("20 02 02 00")), 84,
        0));
    io.framewright.examples.unions.MqttControlView view =
        new io.framewright.examples.unions.MqttControlView().wrap(frames.get(2));
    assertTrue(view.isPublish());
    assertTrue(view.publish().retain());
    assertTrue(view.publish().body().topicEquals("a/b"));
    assertEquals(2, view.publish().body().payloadLength());
    view.wrap(frames.get(1));
    assertTrue(view.connack().body().sessionPresent());
    assertEquals((byte) 5, view.connack().body().returnCode());
  }
}
