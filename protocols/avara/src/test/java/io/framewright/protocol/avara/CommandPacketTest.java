package io.framewright.protocol.avara;

import static io.framewright.protocol.avara.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Command packets: exact bytes written by hand, round trips, errors. */
class CommandPacketTest {
  private static final CommandPacketCodec CODEC = CommandPacketCodec.INSTANCE;

  private static byte[] ascii(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  }

  private static CommandPacket packet(int serial, byte command, int p3, int p2, int p1,
      Short distribution, Byte sender, byte[] data) {
    return new CommandPacket(serial, 0, command, distribution, p3, (short) p2, (byte) p1, sender,
        data);
  }

  @Test
  void upstreamPingVector() {
    // docs/reference/upstream-wire-formats.md 2.7, the command part of the ping datagram:
    // serial 0200 | sendCount 00 | flags 33 = p3 u16 (20) + dataLen u8 (10) + p2 (02) + p1 (01)
    // | command 1f (kpPing) | p3 3412 | p2 fdff (-3) | dataLen 03 | p1 05 | data 616263 "abc"
    CommandPacket ping = packet(2, CommandId.kpPing, 0x1234, -3, 5, null, null, ascii("abc"));
    CommandPacket back = assertWire(CODEC, ping, "0200 00 33 1f 3412 fdff 03 05 616263");
    assertEquals(0, back.flags(), "every flag bit is computed, none is kept");
    assertEquals(3, back.dataLen());
    assertNull(back.distribution());
    assertNull(back.sender());
  }

  @Test
  void upstreamLoginVector() {
    // serial 0000 | sendCount 00 | flags 80 = sender | command f8 (kpPacketProtocolLogin, -8)
    // | sender 00
    assertWire(CODEC, packet(0, CommandId.kpPacketProtocolLogin, 0, 0, 0, null, (byte) 0,
        new byte[0]), "0000 00 80 f8 00");
  }

  @Test
  void nothingOptional() {
    // serial 0400 | sendCount 01 | flags 00 | command 11 (kpKeyAndMouse)
    CommandPacket c = new CommandPacket(4, 1, CommandId.kpKeyAndMouse, null, 0, (short) 0,
        (byte) 0, null, new byte[0]);
    CommandPacket back = assertWire(CODEC, c, "0400 01 00 11");
    assertEquals(0, back.p3());
    assertEquals(0, back.p2());
    assertEquals(0, back.p1());
    assertEquals(0, back.dataLen());
    assertEquals(0, back.data().length);
  }

  @Test
  void jsonWithSenderDuringSettle() {
    // serial 1000 (16) | sendCount 00 | flags 90 = dataLen u8 (10) + sender (80) | command 24
    // (kpJSON) | dataLen 07 | sender 00 | data 7b2261223a317d {"a":1}
    CommandPacket json = packet(16, CommandId.kpJSON, 0, 0, 0, null, (byte) 0,
        ascii("{\"a\":1}"));
    assertWire(CODEC, json, "1000 00 90 24 07 00 7b2261223a317d");
  }

  @Test
  void everyFieldWithTheWideAlternatives() {
    // serial feff (65534) | sendCount ff | flags cf = distribution 40 + p3 i32 04 + p2 02
    // + dataLen i16 08 + p1 01 + sender 80 | command 08 (kpLoadLevel) | distribution ffff
    // (kdEveryone) | p3 ffffffff (-1) | p2 0080 (-32768) | dataLen 2c01 (300) | p1 80 (-128)
    // | sender 07 | 300 data bytes ab
    byte[] data = new byte[300];
    Arrays.fill(data, (byte) 0xAB);
    CommandPacket c = new CommandPacket(0xFFFE, 255, CommandId.kpLoadLevel,
        CommandPacket.KD_EVERYONE, -1, Short.MIN_VALUE, Byte.MIN_VALUE, (byte) 7, data);
    assertWire(CODEC, c, "feff ff cf 08 ffff ffffffff 0080 2c01 80 07" + "ab".repeat(300));
  }

  @Test
  void aBufferShortOfThePacketIsRefusedBeforeAnyByteIsWritten() {
    // The ping of upstreamPingVector: 5 bytes of header, p3 u16 2, p2 2, dataLen u8 1, p1 1,
    // data 3 = 14 bytes; the header, the optional fields and the data are checked for room
    // together, so every shorter buffer is refused, as the whole packet's, with nothing written.
    CommandPacket ping = packet(2, CommandId.kpPing, 0x1234, -3, 5, null, null, ascii("abc"));
    byte[] exact = new byte[14];
    assertEquals(14, CODEC.encode(ping, exact, 0));
    assertArrayEquals(Hex.parse("0200 00 33 1f 3412 fdff 03 05 616263"), exact);
    for (int room = 0; room < 14; room++) {
      byte[] buf = new byte[room + 2];
      Arrays.fill(buf, (byte) 0x5A);
      int left = room;
      EncodeException e = assertThrows(EncodeException.class, () -> CODEC.encode(ping, buf, 2),
          "room " + room);
      assertEquals("CommandPacket: 14 byte(s) do not fit the " + left
          + " byte(s) left in the buffer", e.getMessage());
      for (byte x : buf) {
        assertEquals((byte) 0x5A, x, "nothing written with room " + room);
      }
    }
  }

  @Test
  void p3TakesTheNarrowestWidthLikeUpstream() {
    // p3 65535 fits u16: flags 20 | p3 ffff
    assertWire(CODEC, packet(2, CommandId.kpStartLevel, 65535, 0, 0, null, null, new byte[0]),
        "0200 00 20 0b ffff");
    // p3 65536 does not: flags 04 | p3 00000100
    assertWire(CODEC, packet(2, CommandId.kpStartLevel, 65536, 0, 0, null, null, new byte[0]),
        "0200 00 04 0b 00000100");
    // negative p3 is i32: -2 = feffffff
    assertWire(CODEC, packet(2, CommandId.kpStartLevel, -2, 0, 0, null, null, new byte[0]),
        "0200 00 04 0b feffffff");
    // p3 1: 0100
    assertWire(CODEC, packet(2, CommandId.kpStartLevel, 1, 0, 0, null, null, new byte[0]),
        "0200 00 20 0b 0100");
  }

  @Test
  void dataLengthTakesTheNarrowestWidthLikeUpstream() {
    // 255 bytes: flags 10 | dataLen ff
    assertWire(CODEC, packet(6, CommandId.kpRosterMessage, 0, 0, 0, null, null, new byte[255]),
        "0600 00 10 06 ff" + "00".repeat(255));
    // 256 bytes: flags 08 | dataLen 0001
    assertWire(CODEC, packet(6, CommandId.kpRosterMessage, 0, 0, 0, null, null, new byte[256]),
        "0600 00 08 06 0001" + "00".repeat(256));
    // 984 bytes, the most upstream sends: dataLen d803
    assertWire(CODEC, packet(6, CommandId.kpRosterMessage, 0, 0, 0, null, null, new byte[984]),
        "0600 00 08 06 d803" + "00".repeat(984));
  }

  @Test
  void distributionAndSenderArePresentWhenNotNullWhateverTheirValue() {
    // distribution 0 and sender 0 are still sent: flags c0 | command 03 (kpNameChange)
    // | distribution 0000 | sender 00
    assertWire(CODEC, packet(8, CommandId.kpNameChange, 0, 0, 0, (short) 0, (byte) 0,
        new byte[0]), "0800 00 c0 03 0000 00");
    // kdServerOnly: distribution 0100 | p2 0700 (flags 42)
    assertWire(CODEC, packet(8, CommandId.kpLogin, 0, 7, 0, CommandPacket.KD_SERVER_ONLY, null,
        new byte[0]), "0800 00 42 00 0100 0700");
    // p1 alone: flags 01 | command 01 (kpLoginAck) | p1 7f
    assertWire(CODEC, packet(8, CommandId.kpLoginAck, 0, 0, 127, null, null, new byte[0]),
        "0800 00 01 01 7f");
  }

  @Test
  void unknownCommandIdsDecodeAndKeepTheirId() {
    // command 2a (42) and 9c (-100): not in CommDefs.h
    CommandPacket c = assertWire(CODEC,
        packet(10, (byte) 42, 0, 0, 0, null, null, new byte[0]), "0a00 00 00 2a");
    assertEquals(42, c.command());
    assertFalse(CommandId.isKnown(c.command()));
    assertEquals("unknown(42)", CommandId.name(c.command()));
    assertEquals(-100, CODEC.decode(Hex.parse("0a00 00 00 9c")).command());
  }

  @Test
  void commandIdsMatchCommDefs() {
    assertEquals(0, CommandId.kpLogin);
    assertEquals(1, CommandId.kpLoginAck);
    assertEquals(3, CommandId.kpNameChange);
    assertEquals(6, CommandId.kpRosterMessage);
    assertEquals(8, CommandId.kpLoadLevel);
    assertEquals(11, CommandId.kpStartLevel);
    assertEquals(17, CommandId.kpKeyAndMouse);
    assertEquals(31, CommandId.kpPing);
    assertEquals(36, CommandId.kpJSON);
    assertEquals(-9, CommandId.kpPacketProtocolRefusal);
    assertEquals(-8, CommandId.kpPacketProtocolLogin);
    assertEquals(-4, CommandId.kpPacketProtocolControl);
    assertEquals(-1, CommandId.kpError);
    assertEquals("kpPacketProtocolRefusal", CommandId.name(-9));
    assertEquals("kpError", CommandId.name(-1));
    assertEquals("kpLogin", CommandId.name(0));
    assertEquals("kpPing", CommandId.name(31));
    assertEquals("kpJSON", CommandId.name(36));
    assertEquals("unknown(37)", CommandId.name(37));
    assertEquals("unknown(-10)", CommandId.name(-10));
    assertTrue(CommandId.isKnown(-9));
    assertFalse(CommandId.isKnown(-10));
  }

  @Test
  void everyCombinationOfFieldsRoundTrips() {
    int[] p3s = {0, 1, 65535, 65536, -1, Integer.MIN_VALUE, Integer.MAX_VALUE};
    int[] lengths = {0, 1, 255, 256, 984};
    int n = 0;
    for (int mask = 0; mask < 16; mask++) {
      for (int p3 : p3s) {
        for (int length : lengths) {
          byte[] data = new byte[length];
          Arrays.fill(data, (byte) (mask + length));
          CommandPacket c = new CommandPacket(n & 0xFFFF, n & 0xFF, (byte) (n % 60 - 15),
              (mask & 1) != 0 ? (short) -n : null, p3, (mask & 2) != 0 ? (short) (n - 300) : 0,
              (mask & 4) != 0 ? (byte) (n | 1) : 0, (mask & 8) != 0 ? (byte) n : null, data);
          byte[] wire = CODEC.encode(c);
          assertEquals(c, CODEC.decode(wire), c.toString());
          assertArrayEquals(wire, CODEC.encode(CODEC.decode(wire)));
          n += 7;
        }
      }
    }
  }

  @Test
  void constructorChecksTheDerivedComponents() {
    assertThrows(IllegalArgumentException.class, () -> new CommandPacket(0, 0, 0x33, (byte) 0,
        null, 0, (short) 0, 0, (byte) 0, null, new byte[0]));
    assertThrows(IllegalArgumentException.class, () -> new CommandPacket(0, 0, 0, (byte) 0,
        null, 0, (short) 0, 2, (byte) 0, null, new byte[3]));
    assertEquals(3, new CommandPacket(0, 0, (byte) 0, null, 0, (short) 0, (byte) 0, null,
        new byte[3]).dataLen());
  }

  @Test
  void encodeErrors() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(packet(0, (byte) 0, 0, 0, 0, null, null, new byte[985])));
    assertEquals("CommandPacket.data", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(packet(65536, (byte) 0, 0, 0, 0, null, null, new byte[0])));
    assertEquals("CommandPacket.serialNumber", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(
        new CommandPacket(0, 256, (byte) 0, null, 0, (short) 0, (byte) 0, null, new byte[0])));
    assertEquals("CommandPacket.sendCount", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(packet(0, (byte) 0, 0, 0, 0, null, null, null)));
    assertEquals("CommandPacket.data", e.fieldPath());
  }

  private static DecodeException decodeError(String hex) {
    return assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(hex)));
  }

  @Test
  void truncated() {
    // the fixed 5 bytes are not all there
    DecodeException e = decodeError("0200 00 33");
    assertEquals("CommandPacket.command", e.fieldPath());
    assertEquals(4, e.byteOffset());
    // p2 flagged, one byte of it
    e = decodeError("0200 00 33 1f 3412 fd");
    assertEquals("CommandPacket.p2", e.fieldPath());
    assertEquals(7, e.byteOffset());
    // dataLen 3, two data bytes
    e = decodeError("0200 00 33 1f 3412 fdff 03 05 6162");
    assertEquals("CommandPacket.data", e.fieldPath());
    assertEquals(11, e.byteOffset());
    // sender flagged, missing
    e = decodeError("0000 00 80 f8");
    assertEquals("CommandPacket.sender", e.fieldPath());
    assertEquals(5, e.byteOffset());
  }

  @Test
  void trailingBytesAfterOnePacket() {
    DecodeException e = decodeError("0400 01 00 11 00");
    assertEquals(5, e.byteOffset());
  }

  @Test
  void dataLengthsUpstreamRefuses() {
    // i16 dataLen d903 = 985, over PACKETDATABUFFERSIZE
    DecodeException e = decodeError("0600 00 08 06 d903" + "00".repeat(985));
    assertEquals("CommandPacket.data", e.fieldPath());
    // i16 dataLen ffff = -1
    e = decodeError("0600 00 08 06 ffff");
    assertEquals("CommandPacket.data", e.fieldPath());
  }

  @Test
  void encodingsUpstreamsWriterNeverProducesAreRejected() {
    // both p3 flags (24)
    DecodeException e = decodeError("0200 00 24 0b 0100 01000000");
    assertEquals("CommandPacket.p3", e.fieldPath());
    assertEquals("more than one set", e.found());
    // p3 1 sent as i32
    e = decodeError("0200 00 04 0b 01000000");
    assertEquals("CommandPacket.p3", e.fieldPath());
    // p3 0 sent as u16
    e = decodeError("0200 00 20 0b 0000");
    assertEquals("CommandPacket.p3", e.fieldPath());
    // p2 0 sent
    e = decodeError("0200 00 02 0b 0000");
    assertEquals("CommandPacket.p2", e.fieldPath());
    // both length flags (18)
    e = decodeError("0200 00 18 0b 01 0100 aa");
    assertEquals("CommandPacket.dataLen", e.fieldPath());
    // dataLen 1 sent as i16
    e = decodeError("0200 00 08 0b 0100 aa");
    assertEquals("CommandPacket.dataLen", e.fieldPath());
    // dataLen 0 sent as u8
    e = decodeError("0200 00 10 0b 00");
    assertEquals("CommandPacket.dataLen", e.fieldPath());
    // p1 0 sent
    e = decodeError("0200 00 01 0b 00");
    assertEquals("CommandPacket.p1", e.fieldPath());
  }

  @Test
  void toStringNamesTheCommand() {
    assertEquals("CommandPacket[serialNumber=2, sendCount=0, command=kpPing, distribution=null,"
        + " p3=4660, p2=-3, p1=5, sender=null, data=616263]",
        packet(2, CommandId.kpPing, 0x1234, -3, 5, null, null, ascii("abc")).toString());
  }
}
