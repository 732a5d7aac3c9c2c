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
