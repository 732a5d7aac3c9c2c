package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.internal.Checksums;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Crc16KermitTest {
  @Test
  void catalogueCheckValue() {
    // CRC-16/KERMIT check value for "123456789" (Greg Cook's CRC catalogue): 0x2189
    Crc16Kermit crc = new Crc16Kermit();
    byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
    crc.update(check, 0, check.length);
    assertEquals(0x2189, crc.getValue());
  }

  @Test
  void byteAtATimeMatchesBulkAndResetStartsOver() {
    Crc16Kermit crc = new Crc16Kermit();
    for (byte b : "123456789".getBytes(StandardCharsets.US_ASCII)) {
      crc.update(b);
    }
    assertEquals(0x2189, crc.getValue());
    crc.reset();
    assertEquals(0, crc.getValue());
  }

  @Test
  void checksumsLeaveOutOrReplaceTheField() {
    byte[] buf = "xx123456789".getBytes(StandardCharsets.US_ASCII);
    // field "xx" left out: the rest is the check string
    assertEquals(0x2189, Checksums.compute(new Crc16Kermit(), buf, 0, buf.length, 0, 2, null));
    // field "xx" read as "12", the rest "3456789" (from index 4 on): "123456789"
    byte[] shifted = "xx3456789".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0x2189, Checksums.compute(new Crc16Kermit(), shifted, 0, shifted.length, 0, 2,
        new byte[] {'1', '2'}));
  }
}
