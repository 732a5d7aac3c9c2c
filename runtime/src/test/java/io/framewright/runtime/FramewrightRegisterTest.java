package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.ReadingCodec.Reading;
import org.junit.jupiter.api.Test;

/** The naming convention {@link Framewright#codec} loads codecs by, and self-registration. */
class FramewrightRegisterTest {
  record Inner(int x) {}

  @Test
  void codecNames() {
    assertEquals("io.framewright.runtime.FramewrightRegisterTestCodec",
        Framewright.codecName(FramewrightRegisterTest.class));
    assertEquals("io.framewright.runtime.FramewrightRegisterTest_InnerCodec",
        Framewright.codecName(Inner.class));
    assertEquals("io.framewright.runtime.ReadingCodec_ReadingCodec",
        Framewright.codecName(Reading.class));
    assertNull(Framewright.codecName(int.class));
    assertNull(Framewright.codecName(Inner[].class));
    record Local(int x) {}
    assertNull(Framewright.codecName(Local.class));
    assertNull(Framewright.codecName(new Object() {}.getClass()));
  }

  /** Only the class the convention names may register as a type's codec. */
  @Test
  void registerRejectsACodecNotNamedByTheConvention() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Framewright.register(ReadingCodec.INSTANCE));
    assertEquals("io.framewright.runtime.ReadingCodec is not the generated codec of"
        + " io.framewright.runtime.ReadingCodec$Reading", e.getMessage());
  }
}
