package io.framewright.protocol.bitpacked;

import static io.framewright.protocol.bitpacked.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Packets against bytes worked out by hand, round trips, and errors. */
class PacketTest {
  private static final PacketCodec CODEC = PacketCodec.INSTANCE;

  private static Packet decode(String hex) {
    return CODEC.decode(Hex.parse(hex));
  }

  // ---- exact bytes ---------------------------------------------------------------------------

  @Test
  void customPayloadWithoutOffsetOrTurn() {
    // length 3 = 0000000011, type 0 = 0000, flags 00   -> 00000000 11000000 = 00 c0
    // id 1 (20 bits) << 12 | type 2 << 6 | pad 000000 -> 0x00001080
    // payload aa bb cc
    Packet p = Packet.of(1, 2, PayloadType.CUSTOM, new byte[] {(byte) 0xAA, (byte) 0xBB,
        (byte) 0xCC});
    Packet back = assertWire(CODEC, p, "00c0 00001080 aabbcc");
    assertEquals(3, back.payloadLength());
    assertEquals(PayloadType.CUSTOM, back.payloadType());
    assertEquals(0, back.flags());
    assertEquals(1, back.messageId());
    assertEquals(2, back.messageType());
    assertNull(back.offset());
    assertNull(back.turn());
  }

  @Test
  void int32PayloadWithOffsetAndTurn() {
    // length 8 = 0000001000, type 6 = 0110, flags 11   -> 00000010 00011011 = 02 1b
    // id 0xabcde << 12 | type 63 << 6 (0xfc0)          -> ab cd ef c0
    // offset 5 = 000000000000101, last 0              -> 0000 0000 0000 1010 = 00 0a
    // turn 65300                                      -> ff 14
    // payload int32 1, -2                             -> 00000001 fffffffe
    Packet p = Packet.of(0xABCDE, 63, PayloadType.INT32, TypedPayload.ofInt32s(1, -2))
        .withOffset(5, false).withTurn(65300);
    Packet back = assertWire(CODEC, p, "021b abcdefc0 000a ff14 00000001 fffffffe");
    assertEquals(Packet.OFFSET_FLAG | Packet.TURN_FLAG, back.flags());
    assertEquals(new Packet.Offset(5, false), back.offset());
    assertEquals(65300, back.turn());
    assertArrayEquals(new int[] {1, -2}, back.int32s());
  }

  @Test
  void aBufferShortOfTheHeaderAndOptionalFieldsIsRefusedBeforeAnyByteIsWritten() {
    // The packet of int32PayloadWithOffsetAndTurn: header 021b abcdefc0, offset 000a, turn ff14,
    // payload 00000001 fffffffe = 6 + 2 + 2 + 8 = 18 bytes. The header, the offset (a fixed
    // message) and the turn are checked for room together: a buffer shorter than their 10
    // bytes is the packet's error, with nothing written; the payload (typed, written by its
    // own codec) is checked where it is written.
    Packet p = Packet.of(0xABCDE, 63, PayloadType.INT32, TypedPayload.ofInt32s(1, -2))
        .withOffset(5, false).withTurn(65300);
    byte[] exact = new byte[18];
    assertEquals(18, CODEC.encode(p, exact, 0));
    assertArrayEquals(Hex.parse("021b abcdefc0 000a ff14 00000001 fffffffe"), exact);
    for (int room = 0; room < 18; room++) {
      byte[] buf = new byte[room + 3];
      Arrays.fill(buf, (byte) 0x5A);
      EncodeException e = assertThrows(EncodeException.class, () -> CODEC.encode(p, buf, 3),
          "room " + room);
      if (room < 10) {
        assertEquals("Packet: 10 byte(s) do not fit the " + room + " byte(s) left in the buffer",
            e.getMessage());
        for (byte x : buf) {
          assertEquals((byte) 0x5A, x, "nothing written with room " + room);
        }
      } else {
        assertEquals("Packet.payload.values: 8 byte(s) do not fit the " + (room - 10)
            + " byte(s) left in the buffer", e.getMessage());
      }
    }
  }

  @Test
  void uint16PayloadWithLastOffsetOnly() {
    // length 4 = 0000000100, type 5 = 0101, flags 10   -> 00000001 00010110 = 01 16
    // id 0x12345 << 12 | type 5 << 6 (0x140)           -> 12 34 51 40
    // offset 32767 = 111111111111111, last 1          -> ff ff
    // payload uint16 0x1234, 65535                    -> 1234 ffff
    Packet p = Packet.of(0x12345, 5, PayloadType.UINT16, TypedPayload.ofUint16s(0x1234, 65535))
        .withOffset(32767, true);
    Packet back = assertWire(CODEC, p, "0116 12345140 ffff 1234ffff");
    assertEquals(Packet.OFFSET_FLAG, back.flags());
    assertEquals(32767, back.offset().offset());
    assertTrue(back.offset().last());
    assertNull(back.turn());
    assertArrayEquals(new int[] {0x1234, 65535}, back.uint16s());
  }

  @Test
  void doublePayloadWithTurnOnly() {
    // length 8 = 0000001000, type 9 = 1001, flags 01   -> 00000010 00100101 = 02 25
    // id 0, type 0                                    -> 00000000
    // turn 0                                          -> 0000
    // payload double 1.0                              -> 3ff0000000000000
    Packet p = Packet.of(0, 0, PayloadType.DOUBLE, TypedPayload.ofDoubles(1.0)).withTurn(0);
    Packet back = assertWire(CODEC, p, "0225 00000000 0000 3ff0000000000000");
    assertEquals(Packet.TURN_FLAG, back.flags());
    assertNull(back.offset());
    assertEquals(0, back.turn());
    assertArrayEquals(new double[] {1.0}, back.doubles());
  }

  @Test
  void emptyPayloadAndLargestId() {
    // length 0, type 1 = 0001, flags 00                -> 00000000 00000100 = 00 04
    // id 0xfffff << 12 | type 0                        -> ff ff f0 00
    Packet back = assertWire(CODEC, Packet.of(0xFFFFF, 0, PayloadType.CHAR, new byte[0]),
        "0004 fffff000");
    assertEquals(0, back.payloadLength());
    assertEquals(0, back.chars().length);
  }

  @Test
  void everyTypedPayloadAgainstHandWrittenBytes() {
    // char "Hi": length 2, type 1: 0000000010 0001 00 -> 00 84; id 0x100 type 10 -> 00100280
    Packet chars = assertWire(CODEC,
        Packet.of(0x100, 10, PayloadType.CHAR, TypedPayload.ofChars('H', 'i')),
        "0084 00100280 4869");
    assertEquals("Hi", new String(chars.chars()));
    // int8 -1, 127: length 2, type 2: 0000000010 0010 00 -> 00 88
    Packet int8 = assertWire(CODEC,
        Packet.of(0, 0, PayloadType.INT8, TypedPayload.ofInt8s((byte) -1, (byte) 127)),
        "0088 00000000 ff7f");
    assertArrayEquals(new byte[] {-1, 127}, int8.int8s());
    // uint8 255, 0: length 2, type 3: 0000000010 0011 00 -> 00 8c
    Packet uint8 = assertWire(CODEC,
        Packet.of(0, 0, PayloadType.UINT8, TypedPayload.ofUint8s(255, 0)),
        "008c 00000000 ff00");
    assertArrayEquals(new int[] {255, 0}, uint8.uint8s());
    // int16 -2, 32767: length 4, type 4: 0000000100 0100 00 -> 01 10
    Packet int16 = assertWire(CODEC,
        Packet.of(0, 0, PayloadType.INT16, TypedPayload.ofInt16s((short) -2, (short) 32767)),
        "0110 00000000 fffe7fff");
    assertArrayEquals(new short[] {-2, 32767}, int16.int16s());
    // uint32 4294967295: length 4, type 7: 0000000100 0111 00 -> 01 1c
    Packet uint32 = assertWire(CODEC,
        Packet.of(0, 0, PayloadType.UINT32, TypedPayload.ofUint32s(0xFFFF_FFFFL)),
        "011c 00000000 ffffffff");
    assertArrayEquals(new long[] {0xFFFF_FFFFL}, uint32.uint32s());
    // float 1.5, -0.0: length 8, type 8: 0000001000 1000 00 -> 02 20; id 7 type 1 -> 00007040
    Packet floats = assertWire(CODEC,
        Packet.of(7, 1, PayloadType.FLOAT, TypedPayload.ofFloats(1.5f, -0.0f)),
        "0220 00007040 3fc00000 80000000");
    assertArrayEquals(new float[] {1.5f, -0.0f}, floats.floats());
    assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(floats.floats()[1]));
  }

  @Test
  void largestPayload() {
    // length 1023 = 1111111111, type 0, flags 00 -> 11111111 11000000 = ff c0
    byte[] payload = new byte[1023];
    payload[0] = 0x11;
    payload[1022] = 0x22;
    Packet p = Packet.of(0, 0, PayloadType.CUSTOM, payload);
    byte[] wire = CODEC.encode(p);
    assertEquals(6 + 1023, wire.length);
    assertEquals("ffc0000000001122", Hex.compact(Arrays.copyOf(wire, 7))
        + Hex.compact(Arrays.copyOfRange(wire, 6 + 1022, 6 + 1023)));
    assertEquals(p, CODEC.decode(wire));
  }

  @Test
  void derivedComponentsAreNormalisedWhateverTheCallerPasses() {
    Packet p = new Packet(999, PayloadType.CUSTOM, 0b11, 1, 2, null, null, new byte[] {5});
    assertEquals(1, p.payloadLength());
    assertEquals(0, p.flags());
    // length 1 = 0000000001, type 0, flags 00 -> 00 40
    assertWire(CODEC, p, "0040 00001080 05");
    assertEquals(p, Packet.of(1, 2, PayloadType.CUSTOM, new byte[] {5}));
  }

  @Test
  void registryFindsTheCodec() {
    assertSame(CODEC, Framewright.codec(Packet.class));
  }

  // ---- round trips ---------------------------------------------------------------------------

  @Test
  void everyPayloadTypeWithEveryFlagCombinationRoundTrips() {
    int n = 0;
    for (PayloadType type : PayloadType.values()) {
      for (int flags = 0; flags < 4; flags++) {
        byte[] payload = new byte[type.elementSize() * (flags + 1)];
        for (int i = 0; i < payload.length; i++) {
          payload[i] = (byte) (i * 37 + type.ordinal());
        }
        Packet p = Packet.of(n * 9973 & 0xFFFFF, n & 63, type, payload);
        if ((flags & Packet.OFFSET_FLAG) != 0) {
          p = p.withOffset(n * 811 & 0x7FFF, (n & 1) == 0);
        }
        if ((flags & Packet.TURN_FLAG) != 0) {
          p = p.withTurn(n * 4099 & 0xFFFF);
        }
        byte[] wire = CODEC.encode(p);
        int expectedSize = 6 + (p.offset() != null ? 2 : 0) + (p.turn() != null ? 2 : 0)
            + payload.length;
        assertEquals(expectedSize, wire.length);
        // the header's first 16 bits: length, type, flags
        int header = (wire[0] & 0xFF) << 8 | wire[1] & 0xFF;
        assertEquals(payload.length, header >>> 6);
        assertEquals(type.ordinal(), header >>> 2 & 0xF);
        assertEquals(flags, header & 3);
        Packet back = CODEC.decode(wire);
        assertEquals(p, back);
        assertTrue(back.isWellFormed());
        assertArrayEquals(wire, CODEC.encode(back));
        n++;
      }
    }
    assertEquals(40, n);
  }

  // ---- decode errors -------------------------------------------------------------------------

  @Test
  void reservedPayloadTypesAreDecodeErrors() {
    for (int type = 10; type <= 15; type++) {
      // length 0, the type, flags 00: 0000000000 tttt 00
      String hex = String.format("%04x 00000000", type << 2);
      DecodeException e = assertThrows(DecodeException.class, () -> decode(hex));
      assertEquals("Packet.payloadType", e.fieldPath(), hex);
      assertEquals(1, e.byteOffset());
      assertEquals(10, e.bitOffset());
      assertEquals(Integer.toString(type), e.found());
    }
  }

  @Test
  void nonZeroReservedBitsAreADecodeError() {
    // the six bits after the message type are the low bits of byte 5
    DecodeException e = assertThrows(DecodeException.class,
        () -> decode("0000 00000001"));
    assertEquals("Packet.(reserved)", e.fieldPath());
    assertEquals(5, e.byteOffset());
    assertEquals(42, e.bitOffset());
    e = assertThrows(DecodeException.class, () -> decode("0000 00000020"));
    assertEquals("Packet.(reserved)", e.fieldPath());
  }

  @Test
  void truncatedHeader() {
    DecodeException e = assertThrows(DecodeException.class, () -> decode("00c0 0000"));
    assertEquals(2, e.byteOffset());
    assertEquals("Packet.messageId", e.fieldPath());
    e = assertThrows(DecodeException.class, () -> decode("00"));
    assertEquals(0, e.byteOffset());
    assertEquals("Packet.payloadLength", e.fieldPath());
    e = assertThrows(DecodeException.class, () -> decode(""));
    assertEquals(0, e.byteOffset());
  }

  @Test
  void truncatedOffset() {
    // flags 10: offset present, but one byte of it
    DecodeException e = assertThrows(DecodeException.class, () -> decode("0002 00000000 00"));
    assertEquals("Packet.offset.offset", e.fieldPath());
    assertEquals(6, e.byteOffset());
  }

  @Test
  void truncatedTurn() {
    // flags 01: turn present, but one byte of it
    DecodeException e = assertThrows(DecodeException.class, () -> decode("0001 00000000 ff"));
    assertEquals("Packet.turn", e.fieldPath());
    assertEquals(6, e.byteOffset());
    // flags 11: offset complete, turn missing
    e = assertThrows(DecodeException.class, () -> decode("0003 00000000 000a"));
    assertEquals("Packet.turn", e.fieldPath());
    assertEquals(8, e.byteOffset());
  }

  @Test
  void truncatedPayload() {
    // length 3, two payload bytes
    DecodeException e = assertThrows(DecodeException.class,
        () -> decode("00c0 00001080 aabb"));
    assertEquals("Packet.payload", e.fieldPath());
    assertEquals(6, e.byteOffset());
    // length 8 after offset and turn, seven payload bytes
    e = assertThrows(DecodeException.class,
        () -> decode("021b abcdefc0 000a ff14 00000001 ffffff"));
    assertEquals("Packet.payload", e.fieldPath());
    assertEquals(10, e.byteOffset());
  }

  @Test
  void bytesAfterThePayloadAreADecodeError() {
    DecodeException e = assertThrows(DecodeException.class,
        () -> decode("00c0 00001080 aabbcc dd"));
    assertEquals("Packet", e.fieldPath());
    assertEquals(9, e.byteOffset());
  }

  @Test
  void aTypedPayloadOfTheWrongLengthIsADecodeError() {
    // length 3, type 6 (int32): 0000000011 0110 00 -> 00 d8. The payload type selects the
    // payload's variant (@Select), int32s: 3 bytes are no whole number of them.
    DecodeException e = assertThrows(DecodeException.class,
        () -> CODEC.decode(Hex.parse("00d8 00000000 010203")));
    assertEquals("Packet.payload.values", e.fieldPath());
    assertEquals(6, e.byteOffset());
  }

  // ---- encode errors -------------------------------------------------------------------------

  @Test
  void encodeErrors() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(Packet.of(0, 0, PayloadType.CUSTOM, new byte[1024])));
    assertEquals("Packet.payload: 1024 byte(s) exceed the maximum of 1023", e.getMessage());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(Packet.of(1 << 20, 0, PayloadType.CUSTOM, new byte[0])));
    assertEquals("Packet.messageId", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(Packet.of(0, 64, PayloadType.CUSTOM, new byte[0])));
    assertEquals("Packet.messageType", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(Packet.of(0, 0, PayloadType.CUSTOM, new byte[0]).withTurn(65536)));
    assertEquals("Packet.turn", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(Packet.of(0, 0, PayloadType.CUSTOM, new byte[0]).withTurn(-1)));
    assertEquals("Packet.turn", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(
        Packet.of(0, 0, PayloadType.CUSTOM, new byte[0]).withOffset(32768, false)));
    assertEquals("Packet.offset.offset", e.fieldPath());
    // The payload type is the payload's: without a payload there is none.
    e = assertThrows(EncodeException.class, () -> CODEC.encode(
        new Packet(0, null, 0, 0, 0, null, null, (Payload) null)));
    assertEquals("Packet.payload", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(Packet.of(0, 0, PayloadType.CUSTOM, null)));
    assertEquals("Packet.payload", e.fieldPath());
  }

  @Test
  void everyPacketSaysWhereItEnds() {
    // Its fixed header and payloadLength end it, so a stream framer can take the codec.
    assertFalse(CODEC.readsToEnd());
  }
}
