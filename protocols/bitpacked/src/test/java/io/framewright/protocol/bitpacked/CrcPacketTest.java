package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/** Adding a CRC is one annotation: {@link CrcPacket} is {@link Packet} plus {@code @Checksum}. */
class CrcPacketTest {

  @Test
  void sameBytesAsPacketThenACrc32Trailer() {
    // Packet's bytes (see PacketTest.customPayloadWithoutOffsetOrTurn): 00c0 00001080 aabbcc,
    // then CRC-32 of those 9 bytes, big-endian: 501a537e (from Python's zlib.crc32, not from
    // the code under test)
    CrcPacket p = new CrcPacket(3, PayloadType.CUSTOM, 0, 1, 2, null, null,
        new byte[] {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC});
    String hex = "00c0 00001080 aabbcc 501a537e";
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(CrcPacketCodec.INSTANCE.encode(p)));
    assertEquals("00c000001080aabbcc", Hex.compact(PacketCodec.INSTANCE.encode(
        Packet.of(1, 2, PayloadType.CUSTOM, p.payload()))));
    CrcPacket back = CrcPacketCodec.INSTANCE.decode(Hex.parse(hex));
    assertArrayEquals(p.payload(), back.payload());
    assertEquals(1, back.messageId());
  }

  @Test
  void withOffsetAndTurn() {
    // 021b abcdefc0 000a ff14 00000001 fffffffe (PacketTest.int32PayloadWithOffsetAndTurn),
    // CRC-32 8bbaa8fe (zlib.crc32)
    CrcPacket p = new CrcPacket(8, PayloadType.INT32, 3, 0xABCDE, 63,
        new Packet.Offset(5, false), 65300, TypedPayload.ofInt32s(1, -2));
    String hex = "021b abcdefc0 000a ff14 00000001 fffffffe 8bbaa8fe";
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(CrcPacketCodec.INSTANCE.encode(p)));
    CrcPacket back = CrcPacketCodec.INSTANCE.decode(Hex.parse(hex));
    assertEquals(new Packet.Offset(5, false), back.offset());
    assertEquals(65300, back.turn());
  }

  @Test
  void aWrongCrcIsADecodeError() {
    DecodeException e = assertThrows(DecodeException.class,
        () -> CrcPacketCodec.INSTANCE.decode(Hex.parse("00c0 00001080 aabbcd 501a537e")));
    assertEquals("CrcPacket.(checksum)", e.fieldPath());
    assertEquals(9, e.byteOffset());
    e = assertThrows(DecodeException.class,
        () -> CrcPacketCodec.INSTANCE.decode(Hex.parse("00c0 00001080 aabbcc 501a53")));
    assertEquals("CrcPacket.(checksum)", e.fieldPath());
    assertEquals(9, e.byteOffset());
  }

  @Test
  void theViewChecksTheCrcOnWrapAndReadsThePayloadInPlace() {
    // The frames above; the payload's length is the component payloadLength itself, so the
    // view has no payloadLength() of its own beside the component's getter.
    java.util.List<byte[]> frames = java.util.List.of(
        Hex.parse("00c0 00001080 aabbcc 501a537e"),
        Hex.parse("021b abcdefc0 000a ff14 00000001 fffffffe 8bbaa8fe"));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(CrcPacketCodec.INSTANCE,
        new CrcPacketView(), frames, 31, 2_000));
    CrcPacketView view = new CrcPacketView().wrap(frames.get(1));
    assertEquals(8, view.payloadLength());
    assertEquals(0, view.flags()); // both bits are owned by offset and turn, as decode gives
    assertEquals(5, view.offset().offset());
    byte[] payload = new byte[8];
    assertEquals(8, view.payloadBytes(payload, 0));
    assertArrayEquals(Hex.parse("00000001 fffffffe"), payload);
    DecodeException e = assertThrows(DecodeException.class,
        () -> view.wrap(Hex.parse("00c0 00001080 aabbcd 501a537e")));
    assertEquals("CrcPacket.(checksum)", e.fieldPath());
    assertEquals(9, e.byteOffset());
  }
}
