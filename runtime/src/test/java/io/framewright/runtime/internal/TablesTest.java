package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.EncodeException;
import org.junit.jupiter.api.Test;

/** The constant tables of generated codecs, from their string literals; and wrongSize. */
class TablesTest {

  @Test
  void bytesJoinTheirParts() {
    assertArrayEquals(new byte[] {0x4c, 0x6e, (byte) 0xff, 0x00, 0x01},
        Tables.bytes("4c6e", "ff00", "01"));
    assertArrayEquals(new byte[0], Tables.bytes());
  }

  @Test
  void longsJoinTheirParts() {
    assertArrayEquals(new long[] {-9223372036854775808L, -1, 0, 7, 9223372036854775807L},
        Tables.longs("-9223372036854775808,-1", "0,7", "9223372036854775807"));
    assertArrayEquals(new long[] {5}, Tables.longs("", "5"));
  }

  @Test
  void wrongSize() {
    EncodeException e = EncodeException.wrongSize("data", 4, 5, "byte(s)");
    assertEquals("data", e.fieldPath());
    assertEquals("4 byte(s)", e.value());
    assertEquals("does not match the fixed size of 5 byte(s)", e.problem());
    assertEquals("data: 4 byte(s) does not match the fixed size of 5 byte(s)", e.getMessage());
  }
}
