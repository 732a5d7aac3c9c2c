package io.framewright.examples;

import static io.framewright.examples.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.mqtt.MqttBody;
import io.framewright.examples.mqtt.MqttPacket;
import io.framewright.examples.mqtt.MqttBody_PublishView;
import io.framewright.examples.mqtt.MqttPacketCodec;
import io.framewright.examples.mqtt.MqttPacketView;
import io.framewright.runtime.ContextRequiredException;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.ViewChecks;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MQTT 3.1.1 PUBLISH at QoS 0 and QoS 1 and 2, whose packet identifier is on the wire only
 * when the packet's flags say QoS 1 or 2: the body union's PUBLISH variant reads the flags of
 * the packet holding it ({@code _parent.flags}). Bytes written by hand from OASIS MQTT Version
 * 3.1.1: the fixed header (2.2: type 3 in bits 7-4, then DUP, QoS, RETAIN; 3.3.1), the remaining
 * length (2.2.3: one varint byte below 128), the topic name as a UTF-8 string with a 2-byte
 * length (1.5.3, 3.3.2.1), the packet identifier (3.3.2.2; the topic "a/b" and identifier 10 of
 * the non-normative example in 3.3.2.3, Figure 3.11), then the payload to the end (3.3.3).
 */
class MqttPublishTest {
  private static final MqttPacketCodec CODEC = MqttPacketCodec.INSTANCE;

  /**
   * QoS 0, no flags: 30; remaining length 07 (topic 2 + 3 bytes, payload 2); topic 0003 "a/b"
   * (61 2f 62); no packet identifier; payload "hi" (68 69).
   */
  static final String QOS_0 = "30 07 0003 612f62 6869";
  /** QoS 0 with RETAIN (bit 0): 31; otherwise as {@link #QOS_0}. */
  static final String QOS_0_RETAINED = "31 07 0003 612f62 6869";
  /**
   * QoS 1 (bits 2-1 = 01): 32; remaining length 09 (topic 5, packet identifier 2, payload 2);
   * topic "a/b", packet identifier 000a (10), payload "hi".
   */
  static final String QOS_1 = "32 09 0003 612f62 000a 6869";
  /**
   * DUP, QoS 2 (bits 2-1 = 10) and RETAIN: 1101 = 3d; remaining length 07 (topic 5, identifier
   * 2, no payload); topic "a/b", packet identifier 1234.
   */
  static final String QOS_2_DUP_RETAINED = "3d 07 0003 612f62 1234";
  /** PUBACK (3.4): 40, remaining length 02, packet identifier 000a. */
  static final String PUBACK = "40 02 000a";

  private static byte[] hi() {
    return "hi".getBytes(StandardCharsets.US_ASCII);
  }

  private static MqttBody.Publish publish(MqttPacket packet) {
    return (MqttBody.Publish) packet.body();
  }

  @Test
  void qos0HasNoPacketIdentifier() {
    MqttPacket packet = CODEC.decode(Hex.parse(QOS_0));
    assertEquals(3, packet.type());
    assertEquals(0, packet.flags());
    assertEquals("a/b", publish(packet).topic());
    assertNull(publish(packet).packetId());
    assertArrayEquals(hi(), publish(packet).payload());
    assertWire(CODEC, new MqttPacket(3, 0, new MqttBody.Publish("a/b", null, hi())), QOS_0);

    MqttPacket retained = CODEC.decode(Hex.parse(QOS_0_RETAINED));
    assertEquals(1, retained.flags());
    assertNull(publish(retained).packetId());
    assertArrayEquals(hi(), publish(retained).payload());
    assertWire(CODEC, new MqttPacket(3, 1, new MqttBody.Publish("a/b", null, hi())),
        QOS_0_RETAINED);
  }

  @Test
  void qos1And2HaveAPacketIdentifier() {
    MqttPacket packet = CODEC.decode(Hex.parse(QOS_1));
    assertEquals(3, packet.type());
    assertEquals(2, packet.flags());
    assertEquals("a/b", publish(packet).topic());
    assertEquals(10, publish(packet).packetId());
    assertArrayEquals(hi(), publish(packet).payload());
    assertWire(CODEC, new MqttPacket(3, 2, new MqttBody.Publish("a/b", 10, hi())), QOS_1);

    MqttPacket dup = CODEC.decode(Hex.parse(QOS_2_DUP_RETAINED));
    assertEquals(0x0d, dup.flags());
    assertEquals("a/b", publish(dup).topic());
    assertEquals(0x1234, publish(dup).packetId());
    assertEquals(0, publish(dup).payload().length);
    assertWire(CODEC, new MqttPacket(3, 0x0d, new MqttBody.Publish("a/b", 0x1234,
        new byte[0])), QOS_2_DUP_RETAINED);

    MqttPacket ack = CODEC.decode(Hex.parse(PUBACK));
    assertEquals(10, ((MqttBody.Puback) ack.body()).packetId());
    assertWire(CODEC, new MqttPacket(4, 0, new MqttBody.Puback(10)), PUBACK);
  }

  @Test
  void everyTruncationIsADecodeException() {
    // The remaining length counts every byte after it: a cut packet always lacks some.
    for (String packet : List.of(QOS_0, QOS_0_RETAINED, QOS_1, QOS_2_DUP_RETAINED, PUBACK)) {
      byte[] wire = Hex.parse(packet);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> CODEC.decode(cut), Hex.compact(cut));
      }
    }
  }

  @Test
  void theFlagsDecideWhereThePayloadStarts() {
    // QOS_1's body under QoS 0 flags (30): the identifier's bytes 00 0a start the payload.
    MqttPacket read = CODEC.decode(Hex.parse("30 09 0003 612f62 000a 6869"));
    assertNull(publish(read).packetId());
    assertArrayEquals(Hex.parse("000a 6869"), publish(read).payload());
    // QoS 1 with a remaining length too short for the identifier: topic 5 bytes, then 1.
    DecodeException e = assertThrows(DecodeException.class,
        () -> CODEC.decode(Hex.parse("32 06 0003 612f62 00")));
    assertTrue(e.getMessage().contains("packetId"), e.getMessage());
  }

  @Test
  void anIdentifierThatDisagreesWithTheFlagsIsAnEncodeException() {
    // QoS 1 without an identifier, and QoS 0 with one: the flags the packet holds decide.
    EncodeException missing = assertThrows(EncodeException.class, () -> CODEC.encode(
        new MqttPacket(3, 2, new MqttBody.Publish("a/b", null, hi()))));
    assertTrue(missing.getMessage().contains("_parent.flags"), missing.getMessage());
    EncodeException extra = assertThrows(EncodeException.class, () -> CODEC.encode(
        new MqttPacket(3, 0, new MqttBody.Publish("a/b", 10, hi()))));
    assertTrue(extra.getMessage().contains("_parent.flags"), extra.getMessage());
  }

  @Test
  void theLayoutShowsWhatThePublishVariantReads() {
    // The packet's table names the body; the variant's own table shows its condition.
    String layout = io.framewright.examples.mqtt.MqttBody_PublishCodec.INSTANCE.layout();
    assertTrue(layout.contains("_parent.flags & 0x6"), layout);
  }

  /**
   * The packet's view passes its flags to the PUBLISH variant's view, which finds the packet
   * identifier where decode does: none at QoS 0, 000a at QoS 1 (3.3.2.3's example), 1234 at
   * QoS 2; each view agrees with decode on the frame, its cuts and mutations.
   */
  @Test
  void thePublishViewReadsTheQosOfThePacketHoldingIt() {
    List<byte[]> frames = List.of(Hex.parse(QOS_0), Hex.parse(QOS_0_RETAINED),
        Hex.parse(QOS_1), Hex.parse(QOS_2_DUP_RETAINED), Hex.parse(PUBACK));
    assertEquals(5, ViewChecks.agreesAround(CODEC, new MqttPacketView(), frames, 33, 3_000));

    MqttPacketView view = new MqttPacketView().wrap(Hex.parse(QOS_0));
    assertEquals(0, view.flags());
    MqttBody_PublishView publish = view.body().publish();
    assertTrue(publish.topicEquals("a/b"));
    assertFalse(publish.hasPacketId());
    assertArrayEquals(hi(), publish.payload());

    view.wrap(Hex.parse(QOS_1));
    publish = view.body().publish();
    assertEquals(2, view.flags());
    assertTrue(publish.hasPacketId());
    assertEquals(10, publish.packetId());
    assertArrayEquals(hi(), publish.payload());
    assertEquals(10, ((MqttBody.Publish) publish.toRecord()).packetId());

    view.wrap(Hex.parse(QOS_2_DUP_RETAINED));
    publish = view.body().publish();
    assertEquals(0x0d, view.flags());
    assertTrue(publish.hasPacketId());
    assertEquals(0x1234, publish.packetId());
    assertEquals(0, publish.payloadLength());
    // The record the view builds is decode's, identifier included.
    assertEquals(0x1234, ((MqttBody.Publish) view.body().toRecord()).packetId());
  }

  /**
   * The flags passed down are primitive parameters and fields: wrapping a QoS 1 PUBLISH and
   * reading its identifier, topic and payload allocates nothing.
   */
  @Test
  void wrappingAPublishAllocatesNothing() {
    MqttPacketView view = new MqttPacketView();
    byte[] wire = Hex.parse(QOS_1);
    byte[] payload = new byte[8];
    ViewsTest.assertAllocatesNothing(() -> {
      MqttBody_PublishView publish = view.wrap(wire).body().publish();
      return publish.packetId() + publish.topicLength() + publish.payloadBytes(payload, 0);
    });
  }

  /** Alone, a PUBLISH body has no fixed header to say its QoS: refused as its codec refuses. */
  @Test
  void aPublishViewWrappedAloneNeedsItsPacket() {
    MqttBody_PublishView alone = new MqttBody_PublishView();
    // The body of QOS_1: topic "a/b", identifier 000a, payload "hi"
    byte[] body = Hex.parse("0003 612f62 000a 6869");
    ContextRequiredException e = assertThrows(ContextRequiredException.class,
        () -> alone.wrap(body));
    assertEquals("_parent.flags", e.context());
    assertFalse(alone.isWrapped());
  }

  /**
   * 3.3.1.2: "A PUBLISH Packet MUST NOT have both QoS bits set to 1": flags 0110 (36) is QoS 3,
   * refused by decode and the view at the first byte, in flags; encode refuses to write it.
   */
  @Test
  void qos3IsReserved() {
    // QOS_1 with both QoS bits set: 36
    String qos3 = "36 09 0003 612f62 000a 6869";
    DecodeException e = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(qos3)));
    assertEquals("MqttPacket.flags", e.fieldPath());
    assertEquals(0, e.byteOffset());
    assertEquals(0, ViewChecks.agreesAround(CODEC, new MqttPacketView(),
        List.of(Hex.parse(qos3), Hex.parse("3f 07 0003 612f62 1234")), 34, 0));
    assertThrows(EncodeException.class, () -> CODEC.encode(
        new MqttPacket(3, 6, new MqttBody.Publish("a/b", 10, hi()))));
  }
}
