package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.CodecChecks;
import org.junit.jupiter.api.Test;

/**
 * Records whose compact constructors check or change what they are given, through generated
 * codecs: one that validates makes bad input a {@code DecodeException}; one that normalises
 * makes decoding many-to-one, which {@link CodecChecks#decodeOrReject} flags at the field where
 * the re-encoding differs. Bytes written out by hand.
 */
class UserConstructorsTest {

  @Message
  record Clamped(@Field(bits = 8) int pct, @Length(bits = 8) String note) {
    Clamped {
      pct = Math.min(pct, 100);
    }
  }

  @Message
  record Log(byte kind, Clamped reading) {}

  @Message
  record Checked(@Field(bits = 8) int pct, @Length(bits = 8) String note) {
    Checked {
      if (pct > 100) {
        throw new IllegalArgumentException("pct " + pct + " > 100");
      }
    }
  }

  @Test
  void aNormalisingConstructorIsFlaggedAtTheFieldItChanged() {
    // pct c8 (200, clamped to 100) | note length 03 | " a "
    byte[] input = Hex.parse("c8 03 20 61 20");
    AssertionError e = assertThrows(AssertionError.class,
        () -> CodecChecks.decodeOrReject(UserConstructorsTest_ClampedCodec.INSTANCE, input));
    assertTrue(e.getMessage().contains("re-encoded it as 6403206120; they differ first at byte 0"
        + " (Clamped.pct): c8 decoded, 64 re-encoded."), e.getMessage());
    assertTrue(e.getMessage().contains("a compact constructor that normalises"), e.getMessage());
    // kind 01 | reading: pct c8 | note length 01 | "a"
    byte[] nested = Hex.parse("01 c8 01 61");
    e = assertThrows(AssertionError.class,
        () -> CodecChecks.decodeOrReject(UserConstructorsTest_LogCodec.INSTANCE, nested));
    assertTrue(e.getMessage().contains("differ first at byte 1 (Log.reading.pct): c8 decoded,"
        + " 64 re-encoded."), e.getMessage());
    // Opted out of one spelling per value, the same input passes.
    assertEquals(100,
        CodecChecks.decodeOrReject(UserConstructorsTest_ClampedCodec.INSTANCE, input, false)
            .pct());
  }

  @Test
  void aValidatingConstructorMakesBadInputADecodeException() {
    byte[] input = Hex.parse("c8 03 20 61 20");
    DecodeException e = assertThrows(DecodeException.class,
        () -> UserConstructorsTest_CheckedCodec.INSTANCE.decode(input));
    assertEquals("Checked at byte 0: expected a value"
        + " UserConstructorsTest.Checked's constructor accepts but found pct 200 > 100\n"
        + "  [c8] 03 20 61 20", e.getMessage());
    assertTrue(e.getCause() instanceof IllegalArgumentException);
    // So a fuzz target's check sees a rejected input, not a crash.
    assertNull(CodecChecks.decodeOrReject(UserConstructorsTest_CheckedCodec.INSTANCE, input));
  }
}
