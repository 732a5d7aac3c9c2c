package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.ReadingCodec.Reading;
import org.junit.jupiter.api.Test;

/**
 * Codec lookup through {@link java.util.ServiceLoader}; the test resources register
 * {@link ReadingCodec.Provider} in {@code META-INF/services/io.framewright.runtime.CodecProvider}.
 */
class FramewrightTest {
  /** Has no codec. */
  record Unregistered(int x) {}

  @Test
  void unregisteredTypeSaysToAnnotateWithMessage() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Framewright.codec(Unregistered.class));
    assertEquals("no Framewright codec for io.framewright.runtime.FramewrightTest$Unregistered:"
        + " annotate it with @Message and make sure the framewright-processor runs when it is"
        + " compiled", e.getMessage());
  }

  @Test
  void unregisteredTypeFailsEveryTime() {
    assertThrows(IllegalArgumentException.class, () -> Framewright.codec(Unregistered.class));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Framewright.codec(Unregistered.class));
    assertTrue(e.getMessage().contains("@Message"));
  }

  @Test
  void bootstrapTypeWithoutCodec() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Framewright.codec(String.class));
    assertTrue(e.getMessage().startsWith("no Framewright codec for java.lang.String: annotate"),
        e.getMessage());
  }

  @Test
  void registeredCodecIsFoundAndCached() {
    Codec<Reading> first = Framewright.codec(Reading.class);
    assertSame(ReadingCodec.INSTANCE, first);
    assertSame(first, Framewright.codec(Reading.class));
    assertEquals(Reading.class, first.type());
  }

  @Test
  void foundCodecWorks() {
    Codec<Reading> codec = Framewright.codec(Reading.class);
    assertEquals(new Reading(0x0A0B0C0D), codec.decode(new byte[] {0x0A, 0x0B, 0x0C, 0x0D}));
  }
}
