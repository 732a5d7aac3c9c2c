package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import org.junit.jupiter.api.Test;

/**
 * The views of payloads whose values run to the end of the frame, on bytes written by hand from
 * the specification (../shared/formats/bitpacked.source.txt: big endian; int16 and uint16 are
 * 2 bytes each). The payload's type byte before them is the union's.
 */
class PayloadViewsTest {
  @Test
  void int16ValuesAreReadInPlace() {
    byte[] values = {0x00, 0x01, (byte) 0xFF, (byte) 0xFE, 0x7F, (byte) 0xFF}; // 1, -2, 32767
    Payload_Int16sView view = new Payload_Int16sView().wrap(values);
    assertEquals(3, view.valuesCount());
    assertEquals(1, view.values(0));
    assertEquals(-2, view.values(1));
    assertEquals(32767, view.values(2));
    assertEquals(6, view.size());
  }

  @Test
  void uint16ValuesAreUnsigned() {
    Payload_Uint16sView view = new Payload_Uint16sView().wrap(new byte[] {(byte) 0xFF,
        (byte) 0xFE});
    assertEquals(65534, view.values(0));
  }

  @Test
  void anOddByteIsRejectedAsDecodeRejectsIt() {
    byte[] odd = {0x00, 0x01, 0x02};
    DecodeException decode = assertThrows(DecodeException.class,
        () -> Payload_Int16sCodec.INSTANCE.decode(odd));
    DecodeException wrap = assertThrows(DecodeException.class,
        () -> new Payload_Int16sView().wrap(odd));
    assertEquals(decode.getMessage(), wrap.getMessage());
  }
}
