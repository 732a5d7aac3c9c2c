package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Crc16Mcrf4xxTest {
  @Test
  void catalogueCheckValue() {
    // CRC-16/MCRF4XX check value for "123456789" (Greg Cook's CRC catalogue): 0x6F91
    Crc16Mcrf4xx crc = new Crc16Mcrf4xx();
    byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
    crc.update(check, 0, check.length);
    assertEquals(0x6F91, crc.getValue());
  }

  @Test
  void byteAtATimeMatchesBulkAndResetStartsOverFromAllOnes() {
    // Crc16Kermit shares the table, its initial value 0 (Crc16KermitTest); this one starts at
    // all ones
    Crc16Mcrf4xx crc = new Crc16Mcrf4xx();
    // no bytes yet: the initial value, 0xFFFF (no final XOR)
    assertEquals(0xFFFF, crc.getValue());
    for (byte b : "123456789".getBytes(StandardCharsets.US_ASCII)) {
      crc.update(b);
    }
    assertEquals(0x6F91, crc.getValue());
    crc.reset();
    assertEquals(0xFFFF, crc.getValue());
  }

  @Test
  void oneZeroByte() {
    // by hand, one step of the reflected algorithm: crc = 0xFFFF ^ 0x00 = 0xFFFF; eight shifts
    // right, each of a 1 bit, so each XORs 0x8408:
    // 0xFFFF -> 0x7FFF ^ 0x8408 = 0xFBF7 -> 0x7DFB ^ 0x8408 = 0xF9F3 -> 0x7CF9 ^ 0x8408 = 0xF8F1
    // -> 0x7C78 ^ 0x8408 = 0xF870 -> 0x7C38 (0 bit) -> 0x3E1C (0 bit) -> 0x1F0E (0 bit)
    // -> 0x0F87 (0 bit)
    Crc16Mcrf4xx crc = new Crc16Mcrf4xx();
    crc.update(0);
    assertEquals(0x0F87, crc.getValue());
  }
}
