package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.examples.variable.AvaraCommand;
import io.framewright.examples.variable.AvaraCommandCodec;
import io.framewright.examples.variable.BitHeader;
import io.framewright.examples.variable.BitHeaderCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/** Sizes held by an earlier field, apart from what they measure; bytes written by hand. */
class SizeFieldTest {

  @Test
  void avaraDataLengthBetweenP2AndP1() {
    // p2 present (0x02), dataLen as u8 (0x10): flags 12
    // serial 0201 | sendCount 00 | flags 12 | command 11 | p2 0500 | dataLen 02 | data aabb
    AvaraCommand c = new AvaraCommand(0x0102, 0, 0, (byte) 17, null, 0, (short) 5, 0, (byte) 0,
        null, new byte[] {(byte) 0xAA, (byte) 0xBB});
    String hex = "0201 00 12 11 0500 02 aabb";
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(AvaraCommandCodec.INSTANCE.encode(c)));
    AvaraCommand back = AvaraCommandCodec.INSTANCE.decode(Hex.parse(hex));
    assertArrayEquals(new byte[] {(byte) 0xAA, (byte) 0xBB}, back.data());
    assertEquals(2, back.dataLen(), "decode reports the length on the wire");
    assertEquals(5, back.p2());
    assertArrayEquals(Hex.parse(hex), AvaraCommandCodec.INSTANCE.encode(back));
  }

  @Test
  void avaraWideDataLengthAndNoData() {
    // 300 bytes: dataLen as i16 (0x08): 2c01
    byte[] data = new byte[300];
    data[299] = 7;
    AvaraCommand big = new AvaraCommand(1, 2, 0, (byte) 0, null, 70000, (short) 0, 0, (byte) -1,
        (byte) 3, data);
    byte[] wire = AvaraCommandCodec.INSTANCE.encode(big);
    // p3 70000 as i32 (0x04), dataLen i16 (0x08), p1 (0x01), sender (0x80): flags 8d
    // serial 0100 | sendCount 02 | flags 8d | command 00 | p3 70110100 | dataLen 2c01 | p1 ff
    // | sender 03 | then the 300 data bytes
    assertEquals("0100 02 8d 00 70110100 2c01 ff 03".replace(" ", ""),
        Hex.compact(java.util.Arrays.copyOf(wire, 13)));
    assertEquals(13 + 300, wire.length);
    assertEquals(13 + 300, AvaraCommandCodec.INSTANCE.size(big));
    assertArrayEquals(data, AvaraCommandCodec.INSTANCE.decode(wire).data());

    AvaraCommand none = new AvaraCommand(1, 0, 0, (byte) 0, null, 0, (short) 0, 99, (byte) 0,
        null, new byte[0]);
    assertEquals("0100000000", Hex.compact(AvaraCommandCodec.INSTANCE.encode(none)));
    assertEquals(0, AvaraCommandCodec.INSTANCE.decode(Hex.parse("0100000000")).data().length);
  }

  @Test
  void avaraDataBeyondWhatTheLengthCanSayIsAnEncodeError() {
    AvaraCommand huge = new AvaraCommand(1, 0, 0, (byte) 0, null, 0, (short) 0, 0, (byte) 0,
        null, new byte[32768]);
    EncodeException e = assertThrows(EncodeException.class,
        () -> AvaraCommandCodec.INSTANCE.encode(huge));
    assertEquals("AvaraCommand.data: 32768 byte(s) exceed the maximum of 32767", e.getMessage());
  }

  @Test
  void lengthInTheHeaderBitsBeforeThePayload() {
    // payloadLength 3 (0000000011), type 3 (0011), flags 0 (00): 00000000 11001100
    BitHeader h = new BitHeader(0, 3, 0, new byte[] {1, 2, 3});
    assertEquals("00cc010203", Hex.compact(BitHeaderCodec.INSTANCE.encode(h)));
    BitHeader back = BitHeaderCodec.INSTANCE.decode(Hex.parse("00cc010203"));
    assertEquals(3, back.payloadLength());
    assertArrayEquals(new byte[] {1, 2, 3}, back.payload());

    EncodeException e = assertThrows(EncodeException.class,
        () -> BitHeaderCodec.INSTANCE.encode(new BitHeader(0, 0, 0, new byte[1024])));
    assertEquals("BitHeader.payload: 1024 byte(s) exceed the maximum of 1023", e.getMessage());
    DecodeException d = assertThrows(DecodeException.class,
        () -> BitHeaderCodec.INSTANCE.decode(Hex.parse("00cc0102")));
    assertEquals("BitHeader.payload", d.fieldPath());
  }
}
