package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

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

  /**
   * Only the class the convention names is registered as a type's codec; another is ignored,
   * without failing (the codec calling it must still load), and found through the service index.
   */
  @Test
  void registerIgnoresACodecNotNamedByTheConvention() {
    Framewright.register(ReadingCodec.INSTANCE);
    assertSame(ReadingCodec.INSTANCE, Framewright.codec(Reading.class));
  }
}
