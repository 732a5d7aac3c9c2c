package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class WireReaderTest {
  /** A 3-byte message: a (8 bits), b (16 bits). */
  private static final FieldSpans MSG = new FieldSpans(
      new String[] {"Msg.a", "Msg.b"}, new int[] {0, 8}, new int[] {8, 16});

  /** buf[i] == 0xa0 + i; the reader's slice is buf[2 .. 10). */
  private static byte[] buf() {
    byte[] b = new byte[12];
    for (int i = 0; i < b.length; i++) {
      b[i] = (byte) (0xa0 + i);
    }
    return b;
  }

  @Test
  void sliceBounds() {
    byte[] b = buf();
    WireReader in = new WireReader(b, 2, 8);
    assertSame(b, in.buffer());
    assertEquals(2, in.start());
    assertEquals(10, in.end());
    assertEquals(0, in.position());
    assertEquals(8, in.remaining());
  }

  @Test
  void wholeArrayConstructor() {
    byte[] b = buf();
    WireReader in = new WireReader(b);
    assertEquals(0, in.start());
    assertEquals(12, in.end());
    assertEquals(12, in.remaining());
  }

  @Test
  void claimReturnsIndexAndAdvances() {
    WireReader in = new WireReader(buf(), 2, 8);
    assertEquals(2, in.claim(3, MSG));
    assertEquals(3, in.position());
    assertEquals(5, in.remaining());
    assertEquals(5, in.claim(3, MSG));
    assertEquals(6, in.position());
    assertEquals(2, in.remaining());
    assertEquals(8, in.claim(2, MSG));
    assertEquals(8, in.position());
    assertEquals(0, in.remaining());
    assertEquals(10, in.claim(0, MSG)); // nothing to claim at the end is fine
    assertEquals(8, in.position());
  }

  @Test
  void claimPastTheEndNamesTheFieldAndKeepsPosition() {
    WireReader in = new WireReader(buf(), 2, 8);
    in.claim(3, MSG);
    in.claim(3, MSG);
    DecodeException e = assertThrows(DecodeException.class, () -> in.claim(3, MSG));
    // 2 bytes left at index 8: Msg.a fits, Msg.b (index 9) has 1 of its 2 bytes
    assertEquals("Msg.b", e.fieldPath());
    assertEquals(56, e.bitOffset()); // index 9 is byte 7 of the slice
    assertEquals(7, e.byteOffset());
    assertEquals("2 bytes", e.expected());
    assertEquals("end of input after 1 byte", e.found());
    assertEquals("a2 a3 a4 a5 a6 a7 a8 [a9]", e.hexExcerpt()); // nothing outside the slice
    assertEquals(6, in.position());
    assertEquals(2, in.remaining());
    // the reader still works after the failed claim
    assertEquals(8, in.claim(2, MSG));
  }

  @Test
  void claimOnEmptyRemainderNamesFirstField() {
    WireReader in = new WireReader(buf(), 2, 3);
    in.claim(3, MSG);
    DecodeException e = assertThrows(DecodeException.class, () -> in.claim(3, MSG));
    assertEquals("Msg.a", e.fieldPath());
    assertEquals(24, e.bitOffset());
    assertEquals("1 byte", e.expected());
    assertEquals("end of input after 0 bytes", e.found());
    assertEquals("a2 a3 a4 []", e.hexExcerpt());
    assertEquals(3, in.position());
  }

  @Test
  void claimFirstMessageTooShort() {
    WireReader in = new WireReader(buf(), 4, 2);
    DecodeException e = assertThrows(DecodeException.class, () -> in.claim(3, MSG));
    assertEquals("Msg.b", e.fieldPath());
    assertEquals(8, e.bitOffset());
    assertEquals("a4 [a5]", e.hexExcerpt());
    assertEquals(0, in.position());
  }

  @Test
  void expectEndAtEnd() {
    WireReader in = new WireReader(buf(), 2, 6);
    in.claim(3, MSG);
    in.claim(3, MSG);
    assertDoesNotThrow(() -> in.expectEnd("Stream"));
    WireReader empty = new WireReader(buf(), 5, 0);
    assertDoesNotThrow(() -> empty.expectEnd("Stream"));
  }

  @Test
  void expectEndWithBytesLeft() {
    WireReader in = new WireReader(buf(), 2, 8);
    in.claim(3, MSG);
    DecodeException e = assertThrows(DecodeException.class, () -> in.expectEnd("Stream"));
    assertEquals("Stream", e.fieldPath());
    assertEquals(24, e.bitOffset());
    assertEquals(3, e.byteOffset());
    assertEquals("end of input", e.expected());
    assertEquals("5 more byte(s)", e.found());
    assertEquals("a2 a3 a4 [a5] a6 a7 a8 a9", e.hexExcerpt());
    assertEquals("Stream at byte 3: expected end of input but found 5 more byte(s)\n"
        + "  a2 a3 a4 [a5] a6 a7 a8 a9", e.getMessage());
    assertEquals(3, in.position());
  }

  @Test
  void constructorChecksTheSlice() {
    byte[] b = new byte[4];
    assertThrows(IndexOutOfBoundsException.class, () -> new WireReader(b, -1, 2));
    assertThrows(IndexOutOfBoundsException.class, () -> new WireReader(b, 1, 4));
    assertThrows(IndexOutOfBoundsException.class, () -> new WireReader(b, 0, -1));
    assertThrows(IndexOutOfBoundsException.class, () -> new WireReader(b, 5, 0));
    assertDoesNotThrow(() -> new WireReader(b, 4, 0));
  }

  /** narrow: reads stop at the part's end; widen moves past it and restores the outer end. */
  @Test
  void narrowThenWiden() {
    byte[] b = buf();
    WireReader in = new WireReader(b, 2, 8);
    assertEquals(2, in.claim(1, "head"));
    int outer = in.narrow(3, 10, "part");
    assertEquals(3, in.remaining());
    assertEquals(3, in.claim(2, "a"));
    DecodeException cut = assertThrows(DecodeException.class, () -> in.claim(2, "b"));
    assertEquals("b", cut.fieldPath());
    assertEquals(3, cut.byteOffset()); // index 5, counted from the input's start at 2
    in.widen(outer, 0);
    assertEquals(6, in.index());
    assertEquals(4, in.remaining());
  }

  @Test
  void narrowChecksTheLengthAgainstMaxAndInput() {
    WireReader in = new WireReader(buf(), 2, 8);
    assertEquals("part", assertThrows(DecodeException.class,
        () -> in.narrow(4, 3, "part")).fieldPath());
    assertEquals("part", assertThrows(DecodeException.class,
        () -> in.narrow(9, 100, "part")).fieldPath());
    assertEquals(8, in.remaining());
  }

  /** narrowTo stops before the terminator; widen skips it. */
  @Test
  void narrowToATerminator() {
    byte[] b = {1, 2, 0, 3, 0, 4};
    WireReader in = new WireReader(b);
    int outer = in.narrowTo(new byte[] {0}, 10, "item");
    assertEquals(2, in.remaining());
    in.claim(2, "item");
    in.expectEnd("item");
    in.widen(outer, 1);
    assertEquals(3, in.index());
    assertEquals(3, in.remaining());
    byte[] none = {1, 2, 3};
    assertThrows(DecodeException.class,
        () -> new WireReader(none).narrowTo(new byte[] {0}, 10, "item"));
    assertThrows(DecodeException.class,
        () -> new WireReader(b).narrowTo(new byte[] {0}, 1, "item"));
  }

  /**
   * A view's wrap skips terminated text and bytes with the checks decode's readTextTo and
   * readBytesTo make, and ends where they end: "hi", NUL, then 7f.
   */
  @Test
  void skipToTheTerminatorEndsWhereReadingToItDoes() {
    byte[] wire = {0x68, 0x69, 0x00, 0x7f};
    byte[] nul = {0x00};
    WireReader text = new WireReader(wire, 0, wire.length);
    assertEquals(2, text.skipTextTo(nul, 16, java.nio.charset.StandardCharsets.UTF_8, "name"));
    assertEquals(3, text.index());
    WireReader bytes = new WireReader(wire, 0, wire.length);
    assertEquals(2, bytes.skipBytesTo(nul, 16, "data"));
    assertEquals(3, bytes.index());
    WireReader read = new WireReader(wire, 0, wire.length);
    assertEquals("hi", read.readTextTo(nul, 16, java.nio.charset.StandardCharsets.UTF_8, "name"));
    assertEquals(3, read.index());
  }

  /** c3 28 is not UTF-8 (a lead byte, then no continuation byte): skipping it is an error too. */
  @Test
  void skippedTextIsCheckedAsReadTextIs() {
    byte[] wire = {(byte) 0xc3, 0x28, 0x00};
    byte[] nul = {0x00};
    assertThrows(DecodeException.class, () -> new WireReader(wire, 0, wire.length)
        .skipTextTo(nul, 16, java.nio.charset.StandardCharsets.UTF_8, "name"));
    assertThrows(DecodeException.class, () -> new WireReader(wire, 0, wire.length)
        .readTextTo(nul, 16, java.nio.charset.StandardCharsets.UTF_8, "name"));
    // No terminator within max (1 byte): an error before anything is skipped.
    assertThrows(DecodeException.class, () -> new WireReader(wire, 0, wire.length)
        .skipBytesTo(nul, 1, "data"));
  }
}
