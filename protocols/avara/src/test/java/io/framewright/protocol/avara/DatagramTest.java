package io.framewright.protocol.avara;

import static io.framewright.protocol.avara.Wire.assertCrcWrittenRight;
import static io.framewright.protocol.avara.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Datagrams: exact bytes written by hand (each crc worked out separately and checked against the
 * bit-by-bit reference in {@link Wire}), round trips, errors.
 */
class DatagramTest {
  private static final DatagramCodec CODEC = DatagramCodec.INSTANCE;

  /** Ack 4; the ping of docs/reference/upstream-wire-formats.md 2.7. */
  private static final String PING = "0dc0 0400 0200 00 33 1f 3412 fdff 03 05 616263";

  /** Ack 13 with bitmap 2, then two commands (see {@link #twoCommandsAndABitmap()}). */
  private static final String TWO = "a7c4 0d00 02000000"
      + " 0201 02 d7 11 0600 70110100 d4fe 02 ff 03 aabb"
      + " 0401 00 20 1f 0100";

  private static CommandPacket ping() {
    return new CommandPacket(2, 0, CommandId.kpPing, null, 0x1234, (short) -3, (byte) 5, null,
        "abc".getBytes(StandardCharsets.US_ASCII));
  }

  @Test
  void referenceCrcIsKermit() {
    assertEquals(0x2189, Wire.kermit("123456789".getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void upstreamAckOnlyVector() {
    // crc b713 (over 12 00 fe ff) | ack feff (-2, nothing received yet)
    String hex = "b713 feff";
    assertCrcWrittenRight(hex);
    Datagram d = assertWire(CODEC, new Datagram((short) -2, null, List.of()), hex);
    assertNull(d.ackBitmap());
    assertEquals(Acknowledgement.NOTHING_RECEIVED, d.acknowledgement());
  }

  @Test
  void upstreamAckBitmapVector() {
    // crc 9122 | ack 0700 (7: odd, base 6) | bitmap 05000000 (bits 0 and 2: serials 8 and 12)
    String hex = "9122 0700 05000000";
    assertCrcWrittenRight(hex);
    Datagram d = assertWire(CODEC, new Datagram((short) 7, 5, List.of()), hex);
    assertEquals(new Acknowledgement(6, Set.of(8, 12)), d.acknowledgement());
  }

  @Test
  void upstreamPingVector() {
    // crc 0dc0 | ack 0400 | serial 0200 | sendCount 00 | flags 33 | command 1f (kpPing)
    // | p3 3412 | p2 fdff (-3) | dataLen 03 | p1 05 | data 616263 "abc"
    assertCrcWrittenRight(PING);
    assertWire(CODEC, new Datagram((short) 4, null, List.of(ping())), PING);
  }

  @Test
  void upstreamLoginVector() {
    // crc 0bc9 | ack feff | serial 0000 | sendCount 00 | flags 80 (sender) | command f8
    // (kpPacketProtocolLogin) | sender 00
    String hex = "0bc9 feff 0000 00 80 f8 00";
    assertCrcWrittenRight(hex);
    assertWire(CODEC, new Datagram((short) -2, null, List.of(new CommandPacket(0, 0,
        CommandId.kpPacketProtocolLogin, null, 0, (short) 0, (byte) 0, (byte) 0, new byte[0]))),
        hex);
  }

  @Test
  void twoCommandsAndABitmap() {
    // crc a7c4 | ack 0d00 (13: base 12, 14 missing) | bitmap 02000000 (bit 1: serial 16)
    // command 1: serial 0201 | sendCount 02 | flags d7 = distribution 40 + sender 80 + dataLen u8
    //   10 + p3 i32 04 + p2 02 + p1 01 | command 11 (kpKeyAndMouse) | distribution 0600
    //   | p3 70110100 (70000) | p2 d4fe (-300) | dataLen 02 | p1 ff | sender 03 | data aabb
    // command 2: serial 0401 | sendCount 00 | flags 20 (p3 u16) | command 1f (kpPing) | p3 0100
    assertCrcWrittenRight(TWO);
    CommandPacket first = new CommandPacket(0x0102, 2, CommandId.kpKeyAndMouse, (short) 6,
        70000, (short) -300, (byte) -1, (byte) 3, new byte[] {(byte) 0xAA, (byte) 0xBB});
    CommandPacket second = new CommandPacket(0x0104, 0, CommandId.kpPing, null, 1, (short) 0,
        (byte) 0, null, new byte[0]);
    Datagram d = assertWire(CODEC, new Datagram((short) 13, 2, List.of(first, second)), TWO);
    assertEquals(new Acknowledgement(12, Set.of(16)), d.acknowledgement());
    assertEquals(Datagram.of(new Acknowledgement(12, Set.of(16)), List.of(first, second)), d);
  }

  @Test
  void jsonCommandInADatagram() {
    // crc b215 | ack feff | serial 1000 | sendCount 00 | flags 90 (dataLen u8, sender)
    // | command 24 (kpJSON) | dataLen 07 | sender 00 | data {"a":1}
    String hex = "b215 feff 1000 00 90 24 07 00 7b2261223a317d";
    assertCrcWrittenRight(hex);
    assertWire(CODEC, new Datagram((short) -2, null, List.of(new CommandPacket(16, 0,
        CommandId.kpJSON, null, 0, (short) 0, (byte) 0, (byte) 0,
        "{\"a\":1}".getBytes(StandardCharsets.US_ASCII)))), hex);
  }

  @Test
  void ackFieldsFromTheHelper() {
    // lastInOrder 6, 10 and 14 received ahead (8 missing): ack 0700 | bitmap 0a000000
    String hex = "6890 0700 0a000000";
    assertCrcWrittenRight(hex);
    assertWire(CODEC, Datagram.of(new Acknowledgement(6, Set.of(14, 10)), List.of()), hex);
    // across the rollover: lastInOrder fffc, 0 and 2 ahead: ack fdff (-3) | bitmap 06000000
    hex = "ab1b fdff 06000000";
    assertCrcWrittenRight(hex);
    Datagram d = assertWire(CODEC,
        Datagram.of(new Acknowledgement(0xFFFC, Set.of(0, 2)), List.of()), hex);
    assertEquals(List.of(0xFFFC, 0, 2), new ArrayList<>(d.acknowledgement().serials()));
    // ack 0 without anything ahead
    hex = "d7fa 0000";
    assertCrcWrittenRight(hex);
    assertWire(CODEC, Datagram.of(Acknowledgement.upTo(0), List.of()), hex);
  }

  @Test
  void roundTripsOfManyShapes() {
    short[] acks = {-2, -1, 0, 1, 4, 7, Short.MAX_VALUE, Short.MIN_VALUE};
    for (short ack : acks) {
      for (int count = 0; count < 4; count++) {
        List<CommandPacket> commands = new ArrayList<>();
        for (int i = 0; i < count; i++) {
          commands.add(new CommandPacket(2 * i, i, (byte) (i * 11 - 9),
              i == 1 ? CommandPacket.KD_SERVER_ONLY : null, i * 40000, (short) (i - 1),
              (byte) i, i == 2 ? (byte) -1 : null, new byte[i * 150]));
        }
        Datagram d = new Datagram(ack, (ack & 1) != 0 ? ack * 12345 : null, commands);
        byte[] wire = CODEC.encode(d);
        assertEquals(d, CODEC.decode(wire));
        assertArrayEquals(wire, CODEC.encode(CODEC.decode(wire)));
        assertEquals(Hex.compact(wire).substring(0, 4),
            String.format("%02x%02x", Wire.kermit(withVersion(wire)) & 0xFF,
                Wire.kermit(withVersion(wire)) >> 8), "crc against the reference");
      }
    }
  }

  private static byte[] withVersion(byte[] wire) {
    byte[] copy = wire.clone();
    copy[0] = 0x12;
    copy[1] = 0x00;
    return copy;
  }

  private static DecodeException decodeError(String hex) {
    return assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(hex)));
  }

  @Test
  void badCrc() {
    // the ping with its crc bytes swapped
    DecodeException e = decodeError("c00d 0400 0200 00 33 1f 3412 fdff 03 05 616263");
    assertEquals("Datagram.(checksum)", e.fieldPath());
    assertEquals(0, e.byteOffset());
    // one data byte changed ("abd"), crc left as it was
    e = decodeError("0dc0 0400 0200 00 33 1f 3412 fdff 03 05 616264");
    assertEquals("Datagram.(checksum)", e.fieldPath());
    // the version itself where the crc goes
    e = decodeError("1200 feff");
    assertEquals("Datagram.(checksum)", e.fieldPath());
  }

  @Test
  void shorterThanTheEnvelope() {
    DecodeException e = decodeError("b713 fe");
    assertEquals(2, e.byteOffset());
    e = decodeError("");
    assertEquals(0, e.byteOffset());
  }

  @Test
  void oddAckWithoutItsBitmap() {
    // ack 0700 odd, only 2 of the 4 bitmap bytes
    DecodeException e = decodeError("0000 0700 0500");
    assertEquals("Datagram.ackBitmap", e.fieldPath());
    assertEquals(4, e.byteOffset());
  }

  @Test
  void truncatedCommandIsAnErrorNamingIt() {
    // TWO without its last byte; crc e2bb is right for these bytes, so the fault is the layout:
    // commands[1].p3 at byte 31 has one of its two bytes
    String hex = "e2bb 0d00 02000000"
        + " 0201 02 d7 11 0600 70110100 d4fe 02 ff 03 aabb"
        + " 0401 00 20 1f 01";
    assertCrcWrittenRight(hex);
    DecodeException e = decodeError(hex);
    assertEquals("Datagram.commands[1].p3", e.fieldPath());
    assertEquals(31, e.byteOffset());
    // the ping with one data byte missing (crc c531 right for it)
    hex = "c531 0400 0200 00 33 1f 3412 fdff 03 05 6162";
    assertCrcWrittenRight(hex);
    e = decodeError(hex);
    assertEquals("Datagram.commands[0].data", e.fieldPath());
    assertEquals(15, e.byteOffset());
    // the ping with one byte after it (crc 25db): a command packet needs 5 bytes
    hex = "25db 0400 0200 00 33 1f 3412 fdff 03 05 616263 00";
    assertCrcWrittenRight(hex);
    e = decodeError(hex);
    assertEquals("Datagram.commands[1].serialNumber", e.fieldPath());
    assertEquals(18, e.byteOffset());
  }

  @Test
  void everySingleBitFlipIsADecodeError() {
    // CRC-16 catches every one-bit error; where the flip breaks the layout first, that is
    // reported instead (the checksum is checked after the fields are read)
    byte[] good = Hex.parse(TWO);
    for (int bit = 0; bit < good.length * 8; bit++) {
      byte[] bad = good.clone();
      bad[bit / 8] ^= (byte) (1 << (bit % 8));
      assertThrows(DecodeException.class, () -> CODEC.decode(bad), "bit " + bit);
    }
  }

  @Test
  void foundByType() {
    assertEquals(CODEC, io.framewright.runtime.Framewright.codec(Datagram.class));
    assertEquals(CommandPacketCodec.INSTANCE,
        io.framewright.runtime.Framewright.codec(CommandPacket.class));
  }

  @Test
  void ackAndBitmapMustAgreeOnEncode() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new Datagram((short) 4, 1, List.of())));
    assertEquals("Datagram.ackBitmap", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new Datagram((short) 5, null, List.of())));
    assertEquals("Datagram.ackBitmap", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(new Datagram((short) 4, null,
        List.of(ping(), new CommandPacket(0, 0, (byte) 0, null, 0, (short) 0, (byte) 0, null,
            new byte[985])))));
    assertEquals("Datagram.commands[1].data", e.fieldPath());
  }

  @Test
  void aDatagramRunsToTheEndOfItsInput() {
    // A datagram's last command list is @Remaining: a UDP datagram ends it, a stream could not.
    assertEquals(true, DatagramCodec.INSTANCE.readsToEnd());
  }
}
