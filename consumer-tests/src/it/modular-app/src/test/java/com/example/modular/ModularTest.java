package com.example.modular;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import org.junit.jupiter.api.Test;

/** Runs inside the named module com.example.modular, with Framewright on the module path. */
class ModularTest {

  @Test
  void runsInTheNamedModuleWithFramewrightAsModules() {
    Module own = Reading.class.getModule();
    assertTrue(own.isNamed(), "the consumer is not on the module path");
    assertEquals("com.example.modular", own.getName());
    Module runtime = Codec.class.getModule();
    assertEquals("io.framewright.runtime", runtime.getName());
    assertTrue(own.canRead(runtime));
    assertSame(own, ReadingCodec.class.getModule(), "the codec is generated into the module");
  }

  @Test
  void codecIsFoundByTypeWithoutProvidesOrOpens() {
    Codec<Reading> codec = Framewright.codec(Reading.class);
    assertSame(ReadingCodec.INSTANCE, codec);
  }

  @Test
  void bytesWrittenOutByHand() {
    // sensor 0xabc (12 bits) then unit 3 (4 bits): ab c3; value -2: ff fe
    byte[] wire = {(byte) 0xab, (byte) 0xc3, (byte) 0xff, (byte) 0xfe};
    Reading reading = new Reading(0xabc, 3, (short) -2);
    Codec<Reading> codec = Framewright.codec(Reading.class);
    assertArrayEquals(wire, codec.encode(reading));
    assertEquals(reading, codec.decode(wire));
  }
}
