package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.InputEndedException;
import io.framewright.runtime.WireReader;
import org.junit.jupiter.api.Test;

/**
 * The QUIC form of {@link Varints} against RFC 9000: the examples of appendix A.1 and the
 * lengths of section 16 (two high bits 00, 01, 10, 11: 1, 2, 4, 8 bytes; 6, 14, 30, 62 bits).
 */
class QuicVarintsTest {
  private static long read(String hex, int maxBytes, int valueBits, boolean minimal) {
    WireReader in = new WireReader(Hex.parse(hex));
    long v = Varints.readQuic(in, maxBytes, valueBits, minimal, "v");
    assertEquals(0, in.remaining(), "the whole varint read");
    return v;
  }

  private static String write(long v, int bits) {
    byte[] buf = new byte[10];
    int end = Varints.writeQuic(v, bits, buf, 1, buf.length, "v");
    assertEquals(0, buf[0], "nothing before p");
    return Hex.compact(java.util.Arrays.copyOfRange(buf, 1, end));
  }

  @Test
  void readsTheExamplesOfAppendixA1() {
    assertEquals(151_288_809_941_952_652L, read("c2197c5eff14e88c", 8, 63, true));
    assertEquals(494_878_333L, read("9d7f3e7d", 8, 63, true));
    assertEquals(15_293L, read("7bbd", 8, 63, true));
    assertEquals(37L, read("25", 8, 63, true));
    // "as does the two-byte sequence 0x4025": non-minimal, allowed by section 16
    assertEquals(37L, read("4025", 8, 63, false));
  }

  @Test
  void writesTheExamplesOfAppendixA1InTheFewestBytes() {
    assertEquals("c2197c5eff14e88c", write(151_288_809_941_952_652L, 62));
    assertEquals("9d7f3e7d", write(494_878_333L, 62));
    assertEquals("7bbd", write(15_293L, 62));
    assertEquals("25", write(37, 62));
  }

  @Test
  void sizesAtTheEdgesOfEachLength() {
    assertEquals(1, Varints.sizeQuic(0));
    assertEquals(1, Varints.sizeQuic(63));
    assertEquals(2, Varints.sizeQuic(64));
    assertEquals(2, Varints.sizeQuic(16_383));
    assertEquals(4, Varints.sizeQuic(16_384));
    assertEquals(4, Varints.sizeQuic(1_073_741_823));
    assertEquals(8, Varints.sizeQuic(1_073_741_824));
    assertEquals(8, Varints.sizeQuic(Varints.QUIC_MAX));
    assertEquals("3f", write(63, 62));
    assertEquals("4040", write(64, 62));
    assertEquals("80004000", write(16_384, 62));
    assertEquals("c000000040000000", write(1_073_741_824, 62));
    assertEquals("ffffffffffffffff", write(Varints.QUIC_MAX, 62));
  }

  @Test
  void aNonMinimalVarintIsRejectedOnlyWhenAsked() {
    DecodeException e = assertThrows(DecodeException.class, () -> read("4025", 8, 63, true));
    assertEquals("v", e.fieldPath());
    assertEquals(0, e.bitOffset());
    // 0 in eight bytes
    assertEquals(0L, read("c000000000000000", 8, 63, false));
    assertThrows(DecodeException.class, () -> read("c000000000000000", 8, 63, true));
  }

  @Test
  void aLongerVarintThanMaxBytesOrALargerNumberThanTheTypeIsRejected() {
    // 80 00 40 00 is 16384 in four bytes: too long for maxBytes = 2
    DecodeException e = assertThrows(DecodeException.class, () -> read("80004000", 2, 63, true));
    assertEquals("v", e.fieldPath());
    // 2^31 (c0 00 00 00 80 00 00 00) does not fit an int's 31 bits; 2^31 - 1 does
    assertThrows(DecodeException.class, () -> read("c000000080000000", 8, 31, true));
    assertEquals(Integer.MAX_VALUE, read("c00000007fffffff", 8, 31, true));
  }

  @Test
  void aCutVarintIsATruncationAndTheReaderDoesNotMove() {
    WireReader in = new WireReader(Hex.parse("9d7f3e"));
    DecodeException e = assertThrows(DecodeException.class,
        () -> Varints.readQuic(in, 8, 63, true, "v"));
    assertEquals("v", e.fieldPath());
    assertEquals(0, in.index());
    assertThrows(DecodeException.class,
        () -> Varints.readQuic(new WireReader(new byte[0]), 8, 63, true, "v"));
    // A stream cut there waits for the whole four bytes
    byte[] buf = Hex.parse("9d7f");
    InputEndedException ended = assertThrows(InputEndedException.class,
        () -> Varints.readQuic(WireReader.partial(buf, 0, 2), 8, 63, true, "v"));
    assertEquals(4, ended.neededLength());
  }

  @Test
  void encodeErrors() {
    assertThrows(EncodeException.class, () -> write(-1, 62));
    assertThrows(EncodeException.class, () -> write(Varints.QUIC_MAX + 1, 62));
    // maxBytes = 2 holds 14 bits
    assertThrows(EncodeException.class, () -> write(16_384, 14));
    EncodeException e = assertThrows(EncodeException.class,
        () -> Varints.writeQuic(64, 62, new byte[1], 0, 1, "v"));
    assertEquals("v: 2 byte(s) do not fit the 1 byte(s) left in the buffer", e.getMessage());
  }
}
