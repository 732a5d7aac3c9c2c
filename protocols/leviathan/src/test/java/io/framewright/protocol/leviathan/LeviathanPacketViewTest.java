package io.framewright.protocol.leviathan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The view of a whole Leviathan datagram, {@link LeviathanPacketView}: a u16 packet type, then
 * an ack-only packet or a normal one (packet id, first ack, the ack bitmap only when the first
 * ack is not 0, a u8 count of messages, each a u8 kind and a Response or Request), on datagrams
 * written from the format: each agrees with the codec ({@link ViewChecks#agreesAround}: the
 * datagrams, their truncations and 2,000 mutations), and the getters reach a message's body in
 * place.
 */
class LeviathanPacketViewTest {
  private static final List<byte[]> DATAGRAMS = frames(
      "4C61 02 00000001 00000002",                   // "La": acks for packets 1 and 2
      "4C6E 00000007 00000000"                       // "Ln": packet 7, no acks (first 0)
          + " 01 12 00000005 0004 0000002A",         //   one Response #5, Keepalive 42
      "4C6E 00000008 00000003 01 05"                 // packet 8, first ack 3, bitmap 05
          + " 02 12 00000005 0004 0000002A"          //   a Response as above
          + " 28 0000000A 000A 00000002 6869",       //   a Request #10, JoinGame "hi"
      "4C6E 00000009 00000000 00");                  // packet 9, no acks, no messages

  @Test
  void datagramsFromTheFormatAgreeWithTheCodec() {
    assertEquals(DATAGRAMS.size(), ViewChecks.agreesAround(LeviathanPacketCodec.INSTANCE,
        new LeviathanPacketView(), DATAGRAMS, 27, 2_000));
    List<byte[]> rejected = frames(
        "4C62 00",                                   // packet type "Lb": none
        "4C6E 00000007 00000000 01 13 00000005",     // a message of kind 0x13: none
        "4C6E 00000007 00000000 02 12 00000005 0004 0000002A"); // two messages, one there
    assertEquals(0, ViewChecks.agreesAround(LeviathanPacketCodec.INSTANCE,
        new LeviathanPacketView(), rejected, 28, 0));
  }

  @Test
  void gettersReachAMessagesBodyInPlace() {
    LeviathanPacketView packet = new LeviathanPacketView().wrap(DATAGRAMS.get(2));
    assertEquals(0x4C6E, packet.tag());
    assertTrue(packet.isNormalPacket());
    NormalPacketView normal = packet.normalPacket();
    assertEquals(8L, normal.packetId());
    assertEquals(3L, normal.firstAck());
    assertTrue(normal.hasAcks());
    assertEquals(2, normal.messagesCount());
    NetworkMessageView first = normal.messages(0);
    assertTrue(first.isResponse());
    assertEquals(5L, first.response().messageNumber());
    assertEquals(42L, first.response().body().keepalive().responseTo());
    NetworkMessageView second = normal.messages(1);
    assertSame(first, second); // the list's one child view, re-pointed
    assertTrue(second.isRequest());
    assertTrue(second.request().body().joinGame().optionsEquals("hi"));

    packet.wrap(DATAGRAMS.get(1));
    assertFalse(packet.normalPacket().hasAcks());
    assertThrows(IllegalStateException.class, () -> packet.normalPacket().acks());
    packet.wrap(DATAGRAMS.get(0));
    assertEquals(2, packet.ackOnlyPacket().packetIdsCount());
    assertEquals(2L, packet.ackOnlyPacket().packetIds(1));

    byte[] bad = frames("4C6E 00000007 00000000 01 13 00000005").get(0);
    DecodeException e = assertThrows(DecodeException.class, () -> packet.wrap(bad));
    assertEquals(assertThrows(DecodeException.class,
        () -> LeviathanPacketCodec.INSTANCE.decode(bad)).getMessage(), e.getMessage());
    assertFalse(packet.isWrapped());
  }

  /**
   * After a wrap of a datagram with bytes after it, the datagram's bytes change (the array is
   * the caller's): a length inside a message raised so that it would reach into the bytes after
   * the datagram. The views read only the bytes they validated: the message's getter, through
   * {@link NormalPacketView#messages(int)}, and {@code toRecord()} throw a DecodeException,
   * never read "zz" from after the datagram (issue 28, views defect 4).
   */
  @Test
  void aChangedLengthNeverReachesTheBytesAfterTheDatagram() {
    // "Ln" | packet 9 | no acks | one message: a Request #10, JoinGame, options length 2, "hi";
    // then "zz", not part of the datagram.
    byte[] buf = frames("4C6E 00000009 00000000 01 28 0000000A 000A 00000002 6869  7a7a")
        .get(0);
    int length = 2 + 4 + 4 + 1 + 1 + 4 + 2 + 3; // the options length's low byte
    LeviathanPacketView packet = new LeviathanPacketView().wrap(buf, 0);
    assertEquals(buf.length - 2, packet.size());
    NormalPacketView normal = packet.normalPacket();
    assertEquals("hi", normal.messages(0).request().body().joinGame().options());
    buf[length] = 4; // "hi" and the two bytes after the datagram
    assertThrows(DecodeException.class, () -> normal.messages(0));
    assertThrows(DecodeException.class, packet::toRecord);
    assertThrows(DecodeException.class, normal::toRecord);

    // The normal packet's own view, wrapped at an offset as a prefix of the same bytes
    buf[length] = 2;
    NormalPacketView alone = new NormalPacketView().wrap(buf, 2);
    assertEquals("hi", alone.messages(0).request().body().joinGame().options());
    buf[length] = 4;
    assertThrows(DecodeException.class, () -> alone.messages(0));
    assertThrows(DecodeException.class, () -> alone.messages().next());
    assertThrows(DecodeException.class, alone::toRecord);
  }

  private static List<byte[]> frames(String... hex) {
    return Arrays.stream(hex).map(h -> HexFormat.of().parseHex(h.replace(" ", ""))).toList();
  }
}
