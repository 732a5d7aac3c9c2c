package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class EncodeExceptionTest {

  @Test
  void outOfRangeUnsigned() {
    EncodeException e = EncodeException.outOfRange("health", 1024, 0, 1023, 10, false);
    assertEquals("health", e.fieldPath());
    assertEquals("1024", e.value());
    assertEquals("does not fit 10 unsigned bits (0..1023)", e.problem());
    assertEquals("health: 1024 does not fit 10 unsigned bits (0..1023)", e.getMessage());
    assertNull(e.getCause());
    assertInstanceOf(FramewrightException.class, e);
  }

  @Test
  void outOfRangeSigned() {
    EncodeException e = EncodeException.outOfRange("dx", -129, -128, 127, 8, true);
    assertEquals("-129", e.value());
    assertEquals("dx: -129 does not fit 8 signed bits (-128..127)", e.getMessage());
  }

  @Test
  void outOfRangeExtremeValues() {
    EncodeException e = EncodeException.outOfRange(
        "big", Long.MIN_VALUE, 0, 0xFFFF_FFFFL, 32, false);
    assertEquals("big: -9223372036854775808 does not fit 32 unsigned bits (0..4294967295)",
        e.getMessage());
  }

  @Test
  void outOfRangeArrayElement() {
    EncodeException e = EncodeException.outOfRange("ports", 1, 70000, 0, 65535, 16, false);
    assertEquals("ports[1]", e.fieldPath());
    assertEquals("70000", e.value());
    assertEquals("ports[1]: 70000 does not fit 16 unsigned bits (0..65535)", e.getMessage());
    e.inField("Config");
    assertEquals("Config.ports[1]", e.fieldPath());
    assertEquals("Config.ports[1]: 70000 does not fit 16 unsigned bits (0..65535)",
        e.getMessage());
  }

  @Test
  void outOfRangeWithEmptyPathSaysValue() {
    EncodeException e = EncodeException.outOfRange("", 5, 0, 3, 2, false);
    assertEquals("", e.fieldPath());
    assertEquals("value: 5 does not fit 2 unsigned bits (0..3)", e.getMessage());
  }

  @Test
  void nullValue() {
    EncodeException e = EncodeException.nullValue("name");
    assertEquals("name", e.fieldPath());
    assertEquals("null", e.value());
    assertEquals("is not allowed: the field is always on the wire", e.problem());
    assertEquals("name: null is not allowed: the field is always on the wire", e.getMessage());
  }

  @Test
  void wrongLength() {
    EncodeException e = EncodeException.wrongLength("corners", 3, 4);
    assertEquals("corners", e.fieldPath());
    assertEquals("an array of 3 element(s)", e.value());
    assertEquals("corners: an array of 3 element(s) does not match the declared count 4",
        e.getMessage());
  }

  @Test
  void bufferTooSmall() {
    EncodeException e = EncodeException.bufferTooSmall("Header", 6, 4);
    assertEquals("Header", e.fieldPath());
    assertEquals("6 byte(s)", e.value());
    assertEquals("Header: 6 byte(s) do not fit the 4 byte(s) left in the buffer", e.getMessage());
  }

  @Test
  void bufferTooSmallNeverReportsNegativeSpace() {
    EncodeException e = EncodeException.bufferTooSmall("Header", 6, -2);
    assertEquals("Header: 6 byte(s) do not fit the 0 byte(s) left in the buffer", e.getMessage());
  }

  @Test
  void pathsAreBuiltInnermostFirst() {
    EncodeException e = EncodeException.outOfRange("x", 300, -128, 127, 8, true);
    EncodeException same = e.inElement(2).inField("corners").inField("Header");
    assertSame(e, same);
    assertEquals("Header.corners[2].x", e.fieldPath());
    assertEquals("Header.corners[2].x: 300 does not fit 8 signed bits (-128..127)",
        e.getMessage());
  }

  @Test
  void nestedArrayIndexes() {
    EncodeException e = EncodeException.nullValue("");
    e.inElement(3).inElement(1).inField("grid").inField("Map");
    assertEquals("Map.grid[1][3]", e.fieldPath());
    assertEquals("Map.grid[1][3]: null is not allowed: the field is always on the wire",
        e.getMessage());
  }

  @Test
  void elementIndexVariantThenOuterElement() {
    // rows[2] element 1 out of range, inside element 0 of an array field "tiles"
    EncodeException e = EncodeException.outOfRange("rows", 1, 9, 0, 7, 3, false);
    e.inElement(2).inField("tiles");
    assertEquals("tiles[2].rows[1]", e.fieldPath());
  }

  @Test
  void nullPathIsEmpty() {
    EncodeException e = EncodeException.wrongLength(null, 1, 2);
    assertEquals("", e.fieldPath());
    assertEquals("value: an array of 1 element(s) does not match the declared count 2",
        e.getMessage());
  }
}
