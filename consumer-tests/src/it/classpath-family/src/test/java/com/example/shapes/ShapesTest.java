package com.example.shapes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import org.junit.jupiter.api.Test;

/** The consumer's own messages against bytes written out by hand, on the class path. */
class ShapesTest {

  @Test
  void circleIsTagOneThenABigEndianRadius() {
    // tag 01, radius 300 = 0x012c
    byte[] wire = {0x01, 0x01, 0x2c};
    assertArrayEquals(wire, ShapeCodec.INSTANCE.encode(new Circle(300)));
    assertEquals(new Circle(300), ShapeCodec.INSTANCE.decode(wire));
  }

  @Test
  void rectIsTagTwoThenTwoSignedShorts() {
    // tag 02, width 2 = 00 02, height -1 = ff ff
    byte[] wire = {0x02, 0x00, 0x02, (byte) 0xff, (byte) 0xff};
    assertArrayEquals(wire, ShapeCodec.INSTANCE.encode(new Rect((short) 2, (short) -1)));
    assertEquals(new Rect((short) 2, (short) -1), ShapeCodec.INSTANCE.decode(wire));
  }

  @Test
  void drawingIsALengthPrefixedNameThenTheShapeInline() {
    // name "ab" = 02 61 62, then Circle(5) = 01 00 05
    byte[] wire = {0x02, 0x61, 0x62, 0x01, 0x00, 0x05};
    Drawing drawing = new Drawing("ab", new Circle(5));
    assertArrayEquals(wire, DrawingCodec.INSTANCE.encode(drawing));
    assertEquals(drawing, DrawingCodec.INSTANCE.decode(wire));
  }

  @Test
  void codecsAreFoundByType() {
    Codec<Shape> shapes = Framewright.codec(Shape.class);
    assertSame(ShapeCodec.INSTANCE, shapes);
    assertSame(DrawingCodec.INSTANCE, Framewright.codec(Drawing.class));
    assertArrayEquals(new byte[] {0x01, 0x00, 0x07}, shapes.encode(new Circle(7)));
  }

  @Test
  void anUnknownTagIsADecodeError() {
    assertThrows(DecodeException.class, () -> ShapeCodec.INSTANCE.decode(new byte[] {0x07, 0x00}));
  }

  @Test
  void aRadiusOverSixteenBitsIsAnEncodeError() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> ShapeCodec.INSTANCE.encode(new Circle(65536)));
    assertFalse(e.getMessage().isEmpty());
  }
}
