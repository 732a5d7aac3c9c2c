package com.example.telemetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.Payload;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Framewright;
import org.junit.jupiter.api.Test;

/** A packet of ../shared/formats/bitpacked.source.txt, written out by hand, through the prebuilt module. */
class BitpackedTest {

  // Big-endian, bit fields in the order of the spec's header table:
  // payload length 4 (10 bits) 0000000100, payload type uint16 = 5 (4 bits) 0101,
  //   offset flag 1, turn flag 1                          -> 00000001 00010111 = 01 17
  // message id 0x00042 (20 bits), message type 1 (6 bits), 6 reserved zero bits
  //   0x00042 << 12 | 1 << 6                              -> 00 04 20 40
  // offset 2 (15 bits), last 1                            -> 0000000000000101 = 00 05
  // turn 60000 (16 bits)                                  -> ea 60
  // payload: uint16 7, uint16 65535                       -> 00 07 ff ff
  private static final byte[] PACKET = {
      0x01, 0x17, 0x00, 0x04, 0x20, 0x40, 0x00, 0x05, (byte) 0xea, 0x60,
      0x00, 0x07, (byte) 0xff, (byte) 0xff};

  @Test
  void decodesAHandWrittenPacket() {
    Packet p = PacketCodec.INSTANCE.decode(PACKET);
    assertEquals(4, p.payloadLength());
    assertEquals(PayloadType.UINT16, p.payloadType());
    assertEquals(Packet.OFFSET_FLAG | Packet.TURN_FLAG, p.flags());
    assertEquals(0x42, p.messageId());
    assertEquals(1, p.messageType());
    assertEquals(new Packet.Offset(2, true), p.offset());
    assertEquals(60000, p.turn());
    assertArrayEquals(new int[] {7, 65535}, p.uint16s());
  }

  @Test
  void encodesTheSamePacketToTheSameBytes() {
    Packet p = Packet.of(0x42, 1, new Payload.Uint16s(new int[] {7, 65535}))
        .withOffset(2, true).withTurn(60000);
    assertArrayEquals(PACKET, PacketCodec.INSTANCE.encode(p));
  }

  @Test
  void theCodecIsFoundByType() {
    assertSame(PacketCodec.INSTANCE, Framewright.codec(Packet.class));
  }

  @Test
  void aReservedPayloadTypeIsADecodeError() {
    // length 0, payload type 10 (reserved), no flags -> 00 28; id 0, type 0 -> 00 00 00 00
    DecodeException e = assertThrows(DecodeException.class,
        () -> PacketCodec.INSTANCE.decode(new byte[] {0x00, 0x28, 0x00, 0x00, 0x00, 0x00}));
    assertTrue(e.getMessage().contains("payloadType"), e.getMessage());
  }
}
