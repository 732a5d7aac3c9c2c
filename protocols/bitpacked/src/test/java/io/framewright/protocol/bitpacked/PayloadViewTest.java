package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The view of a payload on its own, {@link PayloadView} (a u8 payload type, then big-endian
 * elements to the end), on payloads written from the format: each agrees with the codec
 * ({@link ViewChecks#agreesAround}: the payloads, their truncations and 2,000 mutations), and
 * the variant's view reads its elements in place.
 */
class PayloadViewTest {
  private static final List<byte[]> PAYLOADS = frames(
      "00 ABCD",                                     // CUSTOM: kept as bytes
      "01 6869",                                     // CHAR 'h', 'i'
      "02 01FF",                                     // INT8 1, -1
      "04 0001 FFFE",                                // INT16 1, -2
      "06 00000001 FFFFFFFE",                        // INT32 1, -2
      "09 3FF0000000000000",                         // DOUBLE 1.0
      "04");                                         // INT16, no element

  @Test
  void payloadsFromTheFormatAgreeWithTheCodec() {
    assertEquals(PAYLOADS.size(), ViewChecks.agreesAround(PayloadCodec.INSTANCE,
        new PayloadView(), PAYLOADS, 25, 2_000));
    List<byte[]> rejected = frames(
        "0A",                                        // type 10: reserved
        "04 000100",                                 // INT16, one byte and a half element
        "");                                         // no type
    assertEquals(0, ViewChecks.agreesAround(PayloadCodec.INSTANCE, new PayloadView(), rejected,
        26, 0));
  }

  @Test
  void theVariantsViewsReadTheElements() {
    PayloadView payload = new PayloadView().wrap(PAYLOADS.get(3));
    assertEquals(4, payload.tag());
    assertTrue(payload.isInt16s());
    assertEquals(2, payload.int16s().valuesCount());
    assertEquals((short) 1, payload.int16s().values(0));
    assertEquals((short) -2, payload.int16s().values(1));
    assertEquals(5, payload.size());
    assertThrows(IllegalStateException.class, payload::int8s);
    assertEquals(-2, payload.wrap(PAYLOADS.get(4)).int32s().values(1));
    assertEquals(1.0, payload.wrap(PAYLOADS.get(5)).doubles().values(0));
    assertEquals(0, payload.wrap(PAYLOADS.get(6)).int16s().valuesCount());
    assertEquals(Payload.Custom.class, payload.wrap(PAYLOADS.get(0)).variant());
  }

  private static List<byte[]> frames(String... hex) {
    return Arrays.stream(hex).map(h -> HexFormat.of().parseHex(h.replace(" ", ""))).toList();
  }
}
