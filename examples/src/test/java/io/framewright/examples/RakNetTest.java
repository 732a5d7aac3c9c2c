package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.examples.raknet.RakNetOffline;
import io.framewright.examples.raknet.RakNetOfflineCodec;
import io.framewright.examples.raknet.RakNetOfflineView;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RakNet's offline messages with the 16-byte magic in the middle, no custom codec: bytes
 * written by hand from RakNet's source (MessageIdentifiers.h: ID_UNCONNECTED_PING 0x01,
 * ID_OPEN_CONNECTION_REQUEST_1 0x05, ID_UNCONNECTED_PONG 0x1C; RakPeer.cpp: the fields in the
 * order it writes them, and OFFLINE_MESSAGE_DATA_ID).
 */
class RakNetTest {
  private static final RakNetOfflineCodec CODEC = RakNetOfflineCodec.INSTANCE;

  /** OFFLINE_MESSAGE_DATA_ID, as RakPeer.cpp declares it. */
  static final String MAGIC = "00ffff00fefefefefdfdfdfd12345678";

  /**
   * An unconnected ping: id 01, time 0x0000000000001234 (4660 ms), the magic, client GUID
   * 0x0102030405060708.
   */
  static final String PING = "01 0000000000001234 " + MAGIC + " 0102030405060708";
  /**
   * Open connection request 1: id 05, the magic, protocol version 0x0b (11), four zero bytes
   * of MTU padding.
   */
  static final String REQUEST_1 = "05 " + MAGIC + " 0b 00000000";
  /**
   * The pong to the ping: id 1c, the ping's time, server GUID 0x1112131415161718, the magic,
   * then length 0007 and "MCPE;hi" (4d 43 50 45 3b 68 69).
   */
  static final String PONG = "1c 0000000000001234 1112131415161718 " + MAGIC
      + " 0007 4d4350453b6869";

  private static byte[] magic() {
    return Hex.parse(MAGIC);
  }

  @Test
  void eachMessage() {
    assertWire(new RakNetOffline.UnconnectedPing(0x1234, magic(), 0x0102030405060708L), PING);
    assertWire(new RakNetOffline.OpenConnectionRequest1(magic(), (byte) 11, new byte[4]),
        REQUEST_1);
    assertWire(new RakNetOffline.UnconnectedPong(0x1234, 0x1112131415161718L, magic(),
        "MCPE;hi"), PONG);
    RakNetOffline.UnconnectedPong pong = (RakNetOffline.UnconnectedPong) CODEC.decode(
        Hex.parse(PONG));
    assertEquals(0x1234, pong.time());
    assertEquals(0x1112131415161718L, pong.serverGuid());
    assertArrayEquals(magic(), pong.magic());
    assertEquals("MCPE;hi", pong.serverId());
    RakNetOffline.UnconnectedPing ping = (RakNetOffline.UnconnectedPing) CODEC.decode(
        Hex.parse(PING));
    assertEquals(0x1234, ping.time());
    assertArrayEquals(magic(), ping.magic());
    assertEquals(0x0102030405060708L, ping.clientGuid());
    RakNetOffline.OpenConnectionRequest1 request = (RakNetOffline.OpenConnectionRequest1)
        CODEC.decode(Hex.parse(REQUEST_1));
    assertEquals(11, request.protocolVersion());
    assertArrayEquals(new byte[4], request.mtuPadding());
  }

  /**
   * Other bytes where the magic goes are refused at the magic, expected and found in hex: a
   * reliability-layer datagram is not an offline message.
   */
  @Test
  void anotherMagicIsRefused() {
    DecodeException e = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "01 0000000000001234 00ffff00fefefefefdfdfdfd12345600 0102030405060708")));
    assertEquals("RakNetOffline.UnconnectedPing.magic", e.fieldPath());
    assertEquals(9, e.byteOffset());
    assertEquals("00 ff ff 00 fe fe fe fe fd fd fd fd 12 34 56 78", e.expected());
    assertEquals("00 ff ff 00 fe fe fe fe fd fd fd fd 12 34 56 00", e.found());
    e = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "05 80ffff00fefefefefdfdfdfd12345678 0b")));
    assertEquals("RakNetOffline.OpenConnectionRequest1.magic", e.fieldPath());
    assertEquals(1, e.byteOffset());
    // Encoding a record that holds other bytes would not write what it holds.
    byte[] other = magic();
    other[0] = 1;
    EncodeException x = assertThrows(EncodeException.class, () -> CODEC.encode(
        new RakNetOffline.UnconnectedPing(0, other, 0)));
    assertEquals("RakNetOffline.UnconnectedPing.magic", x.fieldPath());
    assertThrows(EncodeException.class, () -> CODEC.encode(
        new RakNetOffline.UnconnectedPong(0, 0, new byte[0], "")));
  }

  @Test
  void everyTruncationIsADecodeException() {
    for (String hex : List.of(PING, PONG, "05 " + MAGIC + " 0b")) {
      byte[] wire = Hex.parse(hex);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> CODEC.decode(cut), Hex.compact(cut));
      }
    }
  }

  @Test
  void viewsAgreeWithTheCodec() {
    List<byte[]> frames = List.of(Hex.parse(PING), Hex.parse(REQUEST_1), Hex.parse(PONG));
    assertEquals(frames.size(), ViewChecks.agreesAround(CODEC, new RakNetOfflineView(), frames,
        7, 500));
  }

  private static void assertWire(RakNetOffline value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(CODEC.encode(value)), "encode");
    assertEquals(wire.length, CODEC.size(value), "size");
    assertArrayEquals(wire, CODEC.encode(CODEC.decode(wire)), "decode then encode");
  }
}
