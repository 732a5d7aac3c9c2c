package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.dns.QuestionTail;
import io.framewright.examples.dns.QuestionTailCodec;
import io.framewright.examples.dns.RecordType;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/**
 * An open enum ({@code @UnknownValue}, {@code @RawValue}) on the end of a DNS question, RFC 1035
 * section 4.1.2; bytes written by hand: QTYPE then QCLASS, big-endian, IN is 1.
 */
class OpenEnumTest {
  private static final short IN = 1;

  @Test
  void aKnownType() {
    // QTYPE 28 (AAAA, RFC 3596), QCLASS IN
    Wire.assertWire(QuestionTailCodec.INSTANCE, new QuestionTail(RecordType.AAAA, 28, IN),
        "00 1c 00 01");
    assertEquals(new QuestionTail(RecordType.AAAA, 28, IN),
        QuestionTailCodec.INSTANCE.decode(Hex.parse("00 1c 00 01")));
  }

  @Test
  void aTypeTheEnumDoesNotKnowRoundTrips() {
    // QTYPE 65 (HTTPS, RFC 9460), assigned after this enum was written
    QuestionTail https = QuestionTailCodec.INSTANCE.decode(Hex.parse("00 41 00 01"));
    assertEquals(new QuestionTail(RecordType.OTHER, 65, IN), https);
    Wire.assertWire(QuestionTailCodec.INSTANCE, https, "00 41 00 01");
  }

  @Test
  void theCatchAllCanNotTakeAKnownTypesNumber() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> QuestionTailCodec.INSTANCE.encode(new QuestionTail(RecordType.OTHER, 1, IN)));
    assertTrue(e.getMessage().contains("is the wire value of A"), e.getMessage());
  }

  @Test
  void theLayoutNamesTheCatchAll() {
    assertTrue(QuestionTailCodec.INSTANCE.layout().contains("others OTHER"),
        QuestionTailCodec.INSTANCE.layout());
  }
}
