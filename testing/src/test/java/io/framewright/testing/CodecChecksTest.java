package io.framewright.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.EncodeException;
import org.junit.jupiter.api.Test;

class CodecChecksTest {
  private final ByteCodec codec = new ByteCodec();

  @Test
  void aValueOrADecodeException() {
    assertEquals(42, CodecChecks.decodeOrReject(codec, new byte[] {42}));
    assertNull(CodecChecks.decodeOrReject(codec, new byte[] {(byte) 0xEE}));
    assertNull(CodecChecks.decodeOrReject(codec, new byte[0]));
  }

  @Test
  void anyOtherExceptionFails() {
    codec.crashOnEe = true;
    AssertionError e = assertThrows(AssertionError.class,
        () -> CodecChecks.decodeOrReject(codec, new byte[] {(byte) 0xEE}));
    assertTrue(e.getMessage().contains("IndexOutOfBoundsException"), e.getMessage());
    assertTrue(e.getMessage().contains("ee"), e.getMessage());
  }

  @Test
  void aSecondSpellingFailsOnlyWhenCanonicalIsAskedFor() {
    codec.secondSpelling = true;
    byte[] other = {(byte) 142};
    AssertionError e = assertThrows(AssertionError.class,
        () -> CodecChecks.decodeOrReject(codec, other));
    assertTrue(e.getMessage().contains("re-encoded it as 2a"), e.getMessage());
    assertEquals(42, CodecChecks.decodeOrReject(codec, other, false));
  }

  @Test
  void aSecondSpellingIsShownWhereItDiffers() {
    codec.secondSpelling = true;
    AssertionError e = assertThrows(AssertionError.class,
        () -> CodecChecks.decodeOrReject(codec, new byte[] {(byte) 142}));
    // ByteCodec does not trace, so no field is named.
    assertTrue(e.getMessage().contains("differ first at byte 0: 8e decoded, 2a re-encoded."),
        e.getMessage());
    assertTrue(e.getMessage().contains("non-canonical spelling"), e.getMessage());
  }

  @Test
  void aNormalisingConstructorIsFlaggedWithTheFieldWhereTheBytesDiffer() {
    ReadingCodec readings = new ReadingCodec();
    // pct c8 (200, clamped to 100) | text length 03 | " a " (upper-cased to " A ")
    byte[] clamped = {(byte) 0xc8, 0x03, 0x20, 0x61, 0x20};
    AssertionError e = assertThrows(AssertionError.class,
        () -> CodecChecks.decodeOrReject(readings, clamped));
    assertEquals("ReadingCodec decoded c803206120 to Reading[pct=100, text= A ] but re-encoded"
        + " it as 6403204120; they differ first at byte 0 (Reading.pct): c8 decoded, 64"
        + " re-encoded. Decoding is not one-to-one: likely a compact constructor that normalises"
        + " a value (clamps, rounds, fills in a default; it should throw instead), or a"
        + " non-canonical spelling the decoder accepts (a format that has several spellings of"
        + " a value by design passes canonical = false)", e.getMessage());
    // pct 05 | text length 03 | " a ": the first difference is in the text
    byte[] lowerCase = {0x05, 0x03, 0x20, 0x61, 0x20};
    e = assertThrows(AssertionError.class,
        () -> CodecChecks.decodeOrReject(readings, lowerCase));
    assertTrue(e.getMessage().contains("differ first at byte 3 (Reading.text): 61 decoded,"
        + " 41 re-encoded."), e.getMessage());
    // Canonical input passes.
    byte[] canonical = {0x64, 0x01, 0x41};
    assertEquals(new ReadingCodec.Reading(100, "A"),
        CodecChecks.decodeOrReject(readings, canonical));
  }

  @Test
  void severalSpellingsPassOnlyWhenOptedOutOfCanonical() {
    ReadingCodec readings = new ReadingCodec();
    byte[] clamped = {(byte) 0xc8, 0x03, 0x20, 0x61, 0x20};
    // Opted out: the value re-encodes to bytes that decode to an equal value, which is all
    // that is asked.
    assertEquals(new ReadingCodec.Reading(100, " A "),
        CodecChecks.decodeOrReject(readings, clamped, false));
  }

  @Test
  void roundTripChecksSizeAndBytes() {
    assertEquals(1, CodecChecks.roundTrip(codec, 7).length);
    codec.wrongSize = true;
    AssertionError e = assertThrows(AssertionError.class, () -> CodecChecks.roundTrip(codec, 7));
    assertTrue(e.getMessage().contains("size said 2 for 1 bytes"), e.getMessage());
  }

  @Test
  void roundTripOfAValueThatDoesNotEncodeFails() {
    AssertionError e = assertThrows(AssertionError.class,
        () -> CodecChecks.roundTrip(codec, 300));
    assertTrue(e.getMessage().contains("could not encode 300"), e.getMessage());
  }

  @Test
  void encodeRejectsWantsAnEncodeExceptionAndNoStrayWrites() {
    EncodeException ok = CodecChecks.encodeRejects(codec, 300);
    assertTrue(ok.getMessage().contains("Box.value"), ok.getMessage());
    AssertionError accepted = assertThrows(AssertionError.class,
        () -> CodecChecks.encodeRejects(codec, 5));
    assertTrue(accepted.getMessage().contains("expected an EncodeException"));
    codec.scribbles = true;
    AssertionError stray = assertThrows(AssertionError.class,
        () -> CodecChecks.encodeRejects(codec, 300));
    assertTrue(stray.getMessage().contains("wrote outside [16, 17), at 17"), stray.getMessage());
  }
}
