package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Byte-aligned loads and stores. Every access is at offset 3 of a buffer whose other bytes hold a
 * sentinel, so a store that writes too much, too little or in the wrong order shows up in the
 * whole-array comparison. Expected bytes and values are written out by hand.
 */
class BytesTest {
  private static final int P = 3;
  private static final byte S = (byte) 0x5A; // sentinel for bytes a store must leave alone

  /** A buffer of sentinels; {@code hex} written from index {@link #P}, then three sentinels. */
  private static byte[] expected(String hex) {
    byte[] body = hexBytes(hex);
    byte[] b = sentinels(P + body.length + 3);
    System.arraycopy(body, 0, b, P, body.length);
    return b;
  }

  private static byte[] sentinels(int n) {
    byte[] b = new byte[n];
    Arrays.fill(b, S);
    return b;
  }

  /** Test-local hex literal parser (independent of {@link Hex}). */
  static byte[] hexBytes(String hex) {
    String s = hex.replace(" ", "");
    byte[] out = new byte[s.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
    }
    return out;
  }

  // --- 16 bits -------------------------------------------------------------------------------

  @Test
  void getShortBE() {
    assertEquals((short) 0xA1B2, Bytes.getShortBE(expected("a1 b2"), P));
    assertEquals((short) 0x017F, Bytes.getShortBE(expected("01 7f"), P));
  }

  @Test
  void getShortLE() {
    assertEquals((short) 0xB2A1, Bytes.getShortLE(expected("a1 b2"), P));
    assertEquals((short) 0x7F01, Bytes.getShortLE(expected("01 7f"), P));
  }

  @Test
  void putShortBE() {
    byte[] b = sentinels(8);
    Bytes.putShortBE(b, P, (short) 0xA1B2);
    assertArrayEquals(expected("a1 b2"), b);
  }

  @Test
  void putShortLE() {
    byte[] b = sentinels(8);
    Bytes.putShortLE(b, P, (short) 0xA1B2);
    assertArrayEquals(expected("b2 a1"), b);
  }

  // --- 32 bits -------------------------------------------------------------------------------

  @Test
  void getIntBE() {
    assertEquals(0xA1B2C3D4, Bytes.getIntBE(expected("a1 b2 c3 d4"), P));
    assertEquals(0x01020304, Bytes.getIntBE(expected("01 02 03 04"), P));
  }

  @Test
  void getIntLE() {
    assertEquals(0xD4C3B2A1, Bytes.getIntLE(expected("a1 b2 c3 d4"), P));
    assertEquals(0x04030201, Bytes.getIntLE(expected("01 02 03 04"), P));
  }

  @Test
  void putIntBE() {
    byte[] b = sentinels(10);
    Bytes.putIntBE(b, P, 0xA1B2C3D4);
    assertArrayEquals(expected("a1 b2 c3 d4"), b);
  }

  @Test
  void putIntLE() {
    byte[] b = sentinels(10);
    Bytes.putIntLE(b, P, 0xA1B2C3D4);
    assertArrayEquals(expected("d4 c3 b2 a1"), b);
  }

  // --- 64 bits -------------------------------------------------------------------------------

  @Test
  void getLongBE() {
    assertEquals(0xA1B2C3D4E5F60718L, Bytes.getLongBE(expected("a1 b2 c3 d4 e5 f6 07 18"), P));
    assertEquals(0x0102030405060708L, Bytes.getLongBE(expected("01 02 03 04 05 06 07 08"), P));
  }

  @Test
  void getLongLE() {
    assertEquals(0x1807F6E5D4C3B2A1L, Bytes.getLongLE(expected("a1 b2 c3 d4 e5 f6 07 18"), P));
    assertEquals(0x8877665544332211L, Bytes.getLongLE(expected("11 22 33 44 55 66 77 88"), P));
  }

  @Test
  void putLongBE() {
    byte[] b = sentinels(14);
    Bytes.putLongBE(b, P, 0xA1B2C3D4E5F60718L);
    assertArrayEquals(expected("a1 b2 c3 d4 e5 f6 07 18"), b);
  }

  @Test
  void putLongLE() {
    byte[] b = sentinels(14);
    Bytes.putLongLE(b, P, 0xA1B2C3D4E5F60718L);
    assertArrayEquals(expected("18 07 f6 e5 d4 c3 b2 a1"), b);
  }

  // --- unsigned, 1..8 bytes ------------------------------------------------------------------

  /** Input bytes at offset 3 for the unsigned getters: every byte has its top bit set. */
  private static final String SOURCE = "81 92 a3 b4 c5 d6 e7 f8";

  @ParameterizedTest(name = "n={0}")
  @CsvSource({
    "1, 0000000000000081",
    "2, 0000000000008192",
    "3, 00000000008192a3",
    "4, 000000008192a3b4",
    "5, 0000008192a3b4c5",
    "6, 00008192a3b4c5d6",
    "7, 008192a3b4c5d6e7",
    "8, 8192a3b4c5d6e7f8",
  })
  void getUnsignedBE(int n, String expectedHex) {
    long expected = Long.parseUnsignedLong(expectedHex, 16);
    assertEquals(expected, Bytes.getUnsignedBE(expected(SOURCE), P, n));
  }

  @ParameterizedTest(name = "n={0}")
  @CsvSource({
    "1, 0000000000000081",
    "2, 0000000000009281",
    "3, 0000000000a39281",
    "4, 00000000b4a39281",
    "5, 000000c5b4a39281",
    "6, 0000d6c5b4a39281",
    "7, 00e7d6c5b4a39281",
    "8, f8e7d6c5b4a39281",
  })
  void getUnsignedLE(int n, String expectedHex) {
    long expected = Long.parseUnsignedLong(expectedHex, 16);
    assertEquals(expected, Bytes.getUnsignedLE(expected(SOURCE), P, n));
  }

  /** The n bytes end exactly at the end of the array: no access may reach past them. */
  @ParameterizedTest(name = "n={0}")
  @CsvSource({
    "1, 0000000000000081, 0000000000000081",
    "2, 0000000000008192, 0000000000009281",
    "3, 00000000008192a3, 0000000000a39281",
    "4, 000000008192a3b4, 00000000b4a39281",
    "5, 0000008192a3b4c5, 000000c5b4a39281",
    "6, 00008192a3b4c5d6, 0000d6c5b4a39281",
    "7, 008192a3b4c5d6e7, 00e7d6c5b4a39281",
    "8, 8192a3b4c5d6e7f8, f8e7d6c5b4a39281",
  })
  void getUnsignedAtEndOfArray(int n, String beHex, String leHex) {
    byte[] b = Arrays.copyOf(expected(SOURCE), P + n);
    assertEquals(Long.parseUnsignedLong(beHex, 16), Bytes.getUnsignedBE(b, P, n));
    assertEquals(Long.parseUnsignedLong(leHex, 16), Bytes.getUnsignedLE(b, P, n));
  }

  /** Value for the unsigned setters: only its low n bytes may be stored. */
  private static final long VALUE = 0x8192A3B4C5D6E7F8L;

  @ParameterizedTest(name = "n={0}")
  @CsvSource({
    "1, f8",
    "2, e7 f8",
    "3, d6 e7 f8",
    "4, c5 d6 e7 f8",
    "5, b4 c5 d6 e7 f8",
    "6, a3 b4 c5 d6 e7 f8",
    "7, 92 a3 b4 c5 d6 e7 f8",
    "8, 81 92 a3 b4 c5 d6 e7 f8",
  })
  void putUnsignedBE(int n, String expectedHex) {
    byte[] b = sentinels(P + n + 3);
    Bytes.putUnsignedBE(b, P, n, VALUE);
    assertArrayEquals(expected(expectedHex), b);
  }

  @ParameterizedTest(name = "n={0}")
  @CsvSource({
    "1, f8",
    "2, f8 e7",
    "3, f8 e7 d6",
    "4, f8 e7 d6 c5",
    "5, f8 e7 d6 c5 b4",
    "6, f8 e7 d6 c5 b4 a3",
    "7, f8 e7 d6 c5 b4 a3 92",
    "8, f8 e7 d6 c5 b4 a3 92 81",
  })
  void putUnsignedLE(int n, String expectedHex) {
    byte[] b = sentinels(P + n + 3);
    Bytes.putUnsignedLE(b, P, n, VALUE);
    assertArrayEquals(expected(expectedHex), b);
  }

  /** Storing the n bytes that end the array must not touch anything past them. */
  @ParameterizedTest(name = "n={0}")
  @CsvSource({
    "1, f8, f8",
    "2, e7 f8, f8 e7",
    "3, d6 e7 f8, f8 e7 d6",
    "4, c5 d6 e7 f8, f8 e7 d6 c5",
    "5, b4 c5 d6 e7 f8, f8 e7 d6 c5 b4",
    "6, a3 b4 c5 d6 e7 f8, f8 e7 d6 c5 b4 a3",
    "7, 92 a3 b4 c5 d6 e7 f8, f8 e7 d6 c5 b4 a3 92",
    "8, 81 92 a3 b4 c5 d6 e7 f8, f8 e7 d6 c5 b4 a3 92 81",
  })
  void putUnsignedAtEndOfArray(int n, String beHex, String leHex) {
    byte[] be = sentinels(P + n);
    byte[] le = sentinels(P + n);
    Bytes.putUnsignedBE(be, P, n, VALUE);
    Bytes.putUnsignedLE(le, P, n, VALUE);
    assertArrayEquals(Arrays.copyOf(expected(beHex), P + n), be);
    assertArrayEquals(Arrays.copyOf(expected(leHex), P + n), le);
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
  void unsignedRoundTripKeepsLowBytes(int n) {
    long v = 0x0F1E2D3C4B5A6978L;
    long low = n == 8 ? v : v & ((1L << (8 * n)) - 1);
    byte[] b = sentinels(P + 8 + 3);
    Bytes.putUnsignedBE(b, P, n, v);
    assertEquals(low, Bytes.getUnsignedBE(b, P, n));
    Bytes.putUnsignedLE(b, P, n, v);
    assertEquals(low, Bytes.getUnsignedLE(b, P, n));
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {0, 9, -1, 16, Integer.MIN_VALUE})
  void widthOutside1To8IsRejected(int n) {
    byte[] b = sentinels(32);
    assertThrows(IllegalArgumentException.class, () -> Bytes.getUnsignedBE(b, P, n));
    assertThrows(IllegalArgumentException.class, () -> Bytes.getUnsignedLE(b, P, n));
    assertThrows(IllegalArgumentException.class, () -> Bytes.putUnsignedBE(b, P, n, 1L));
    assertThrows(IllegalArgumentException.class, () -> Bytes.putUnsignedLE(b, P, n, 1L));
    assertArrayEquals(sentinels(32), b);
  }

  @Test
  void accessPastTheArrayIsIndexOutOfBounds() {
    byte[] b = new byte[4];
    assertThrows(IndexOutOfBoundsException.class, () -> Bytes.getIntBE(b, 1));
    assertThrows(IndexOutOfBoundsException.class, () -> Bytes.getUnsignedLE(b, 2, 3));
    assertThrows(IndexOutOfBoundsException.class, () -> Bytes.putLongLE(b, 0, 1L));
  }
}
