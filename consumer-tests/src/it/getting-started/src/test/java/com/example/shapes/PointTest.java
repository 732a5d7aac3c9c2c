package com.example.shapes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import org.junit.jupiter.api.Test;

class PointTest {

  @Test
  void twoTwelveBitFieldsTakeThreeBytes() {
    // x 0x123 then y 0x456, most significant bit first: 12 34 56
    byte[] wire = PointCodec.INSTANCE.encode(new Point(0x123, 0x456));
    assertArrayEquals(new byte[] {0x12, 0x34, 0x56}, wire);
    assertEquals(new Point(0x123, 0x456), PointCodec.INSTANCE.decode(wire));
  }

  @Test
  void theCodecIsFoundByType() {
    Codec<Point> codec = Framewright.codec(Point.class);
    assertSame(PointCodec.INSTANCE, codec);
  }
}
