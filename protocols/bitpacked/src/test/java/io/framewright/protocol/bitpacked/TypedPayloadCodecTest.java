package io.framewright.protocol.bitpacked;

import static io.framewright.protocol.bitpacked.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/**
 * The payload typed by the payload type (bitpacked.source.txt, "Payload types"): each header
 * written out by hand, bits MSB first: payloadLength (10) payloadType (4) flags (2), messageId
 * (20) messageType (6) reserved (6).
 */
class TypedPayloadCodecTest {
  private static final PacketCodec CODEC = PacketCodec.INSTANCE;

  @Test
  void floatPayloadDecodesToFloats() {
    // length 8, type 8 (float): 0000001000 1000 00 = 02 20 | id 7, type 1 = 00007040
    // | 1.5f = 3fc00000, -0.0f = 80000000
    Packet p = assertWire(CODEC, Packet.of(7, 1, new Payload.Floats(new float[] {1.5f, -0.0f})),
        "0220 00007040 3fc00000 80000000");
    assertEquals(PayloadType.FLOAT, p.payloadType());
    assertArrayEquals(new float[] {1.5f, -0.0f}, ((Payload.Floats) p.payload()).values());
    assertEquals("Floats[1.5, -0.0]", p.payload().toString());
  }

  @Test
  void int8PayloadDecodesToBytes() {
    // length 2, type 2 (int8): 0000000010 0010 00 = 00 88 | id 0, type 0 | ff 7f
    Packet p = assertWire(CODEC, Packet.of(0, 0, new Payload.Int8s(new byte[] {-1, 127})),
        "0088 00000000 ff7f");
    assertArrayEquals(new byte[] {-1, 127}, ((Payload.Int8s) p.payload()).values());
  }

  @Test
  void unsignedPayloadsDecodeToTheirValues() {
    // length 4, type 5 (uint16): 0000000100 0101 00 = 01 14 | ffff 0001
    Packet p = assertWire(CODEC, Packet.of(0, 0, new Payload.Uint16s(new int[] {65535, 1})),
        "0114 00000000 ffff 0001");
    assertArrayEquals(new int[] {65535, 1}, ((Payload.Uint16s) p.payload()).values());
    // length 4, type 7 (uint32): 0000000100 0111 00 = 01 1c | ffffffff
    p = assertWire(CODEC, Packet.of(0, 0, new Payload.Uint32s(new long[] {0xFFFF_FFFFL})),
        "011c 00000000 ffffffff");
    assertEquals(0xFFFF_FFFFL, ((Payload.Uint32s) p.payload()).values()[0]);
    // length 2, type 3 (uint8): 0000000010 0011 00 = 00 8c | 80 01
    assertWire(CODEC, Packet.of(0, 0, new Payload.Uint8s(new int[] {128, 1})),
        "008c 00000000 8001");
  }

  @Test
  void charAndCustomPayloads() {
    // length 2, type 1 (char): 0000000010 0001 00 = 00 84 | "Hi"
    Packet p = assertWire(CODEC, Packet.of(0, 0, new Payload.Chars("Hi".toCharArray())),
        "0084 00000000 4869");
    assertEquals("Chars[Hi]", p.payload().toString());
    // length 3, type 0 (custom): 00 c0 | id 1, type 2 = 00001080 | aa bb cc: stays bytes
    p = assertWire(CODEC, Packet.of(1, 2, new Payload.Custom(Hex.parse("aabbcc"))),
        "00c0 00001080 aabbcc");
    assertEquals("Custom[aabbcc]", p.payload().toString());
  }

  @Test
  void theHeadersTypeIsThePayloads() {
    // A record that says INT32 around a FLOAT payload: the payload's type is written.
    Packet p = new Packet(0, PayloadType.INT32, 0, 7, 1, null, null,
        new Payload.Floats(new float[] {1.5f}));
    assertEquals(PayloadType.FLOAT, p.payloadType());
    assertEquals("0120000070403fc00000", Hex.compact(CODEC.encode(p)));
  }

  @Test
  void aPartialElementIsADecodeErrorAtEveryType() {
    // length 3 of each multi-byte type: 0000000011 tttt 00
    for (PayloadType t : PayloadType.values()) {
      if (t.elementSize() == 1) {
        continue;
      }
      int header = 3 << 6 | (t.ordinal() << 2);
      byte[] wire = Hex.parse(String.format("%04x 00000000 010203", header));
      DecodeException e = assertThrows(DecodeException.class, () -> CODEC.decode(wire),
          t.name());
      assertEquals("Packet.payload.values", e.fieldPath(), t.name());
    }
  }

  @Test
  void truncatedAtEveryLength() {
    byte[] wire = Hex.parse("0220 00007040 3fc00000 80000000");
    for (int len = 0; len < wire.length; len++) {
      int n = len;
      assertThrows(DecodeException.class, () -> CODEC.decode(wire, 0, n), "cut at " + len);
    }
  }
}
