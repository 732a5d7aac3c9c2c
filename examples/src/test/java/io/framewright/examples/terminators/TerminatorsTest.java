package io.framewright.examples.terminators;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.MessageView;
import io.framewright.testing.ViewChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Terminator forms, bytes written out by hand from the specifications each record names (ASCII
 * and Latin-1: one byte a character, "A" 41, "a" 61, "0" 30, ":" 3a, " " 20, "/" 2f, "." 2e,
 * CR 0d, LF 0a).
 */
class TerminatorsTest {
  /** PNG 11.3.4.3: keyword "Title" (54 69 74 6c 65), NUL, text "Caf\u00e9" (43 61 66 e9). */
  private static final String PNG_TEXT = "5469746c65 00 436166e9";

  /** RFC 9112 section 5: "Host: a\r\n" (48 6f 73 74, 3a, 20 61, 0d 0a). */
  private static final String FIELD_LINE = "486f7374 3a 2061 0d0a";

  /** RFC 9112 section 3: "GET / HTTP/1.1\r\n", kept whole. */
  private static final String REQUEST_LINE = "474554 20 2f 20 485454502f312e31 0d0a";

  /**
   * ustar: name "a.txt" (61 2e 74 78 74) and 95 NULs of padding; mode "0000644" (30 30 30 30 36
   * 34 34) and its NUL; uid and gid "0001750" (1000 in octal: 30 30 30 31 37 35 30) and a NUL.
   */
  private static final String USTAR = "612e747874" + "00".repeat(95)
      + "30303030363434 00" + "30303031373530 00" + "30303031373530 00";

  @Test
  void pngTextKeywordEndsAtItsNul() {
    assertWire(PngTextCodec.INSTANCE, new PngText("Title", "Caf\u00e9"), PNG_TEXT);
    PngText back = PngTextCodec.INSTANCE.decode(Hex.parse(PNG_TEXT));
    assertEquals("Title", back.keyword());
    assertEquals("Caf\u00e9", back.text());
    // at most 79 bytes before the NUL (the keyword's limit): 80 refused both ways
    String eighty = "a".repeat(80);
    assertThrows(EncodeException.class,
        () -> PngTextCodec.INSTANCE.encode(new PngText(eighty, "")));
    assertThrows(DecodeException.class,
        () -> PngTextCodec.INSTANCE.decode(Hex.parse("61".repeat(80) + "00")));
  }

  @Test
  void aFieldNameLeavesItsColonForTheFieldLine() {
    assertWire(FieldLineCodec.INSTANCE, new FieldLine("Host", (byte) ':', " a"), FIELD_LINE);
    FieldLine back = FieldLineCodec.INSTANCE.decode(Hex.parse(FIELD_LINE));
    assertEquals("Host", back.name());
    assertEquals(':', back.colon());
    assertEquals(" a", back.value());
    // A name holding ':' would read back shorter: refused.
    EncodeException e = assertThrows(EncodeException.class,
        () -> FieldLineCodec.INSTANCE.encode(new FieldLine("Ho:st", (byte) ':', " a")));
    assertTrue(e.getMessage().contains("contains its terminator 3a at byte 2"), e.getMessage());
  }

  @Test
  void aRequestLineKeepsItsCrLf() {
    assertWire(RequestLineCodec.INSTANCE, new RequestLine("GET / HTTP/1.1\r\n"), REQUEST_LINE);
    assertEquals("GET / HTTP/1.1\r\n",
        RequestLineCodec.INSTANCE.decode(Hex.parse(REQUEST_LINE)).line());
    EncodeException e = assertThrows(EncodeException.class,
        () -> RequestLineCodec.INSTANCE.encode(new RequestLine("GET / HTTP/1.1")));
    assertTrue(e.getMessage().contains("does not end with its terminator 0d 0a"),
        e.getMessage());
  }

  @Test
  void ustarNamesAreNulPadded() {
    UstarNames value = new UstarNames("a.txt", "0000644", "0001750", "0001750");
    assertWire(UstarNamesCodec.INSTANCE, value, USTAR);
    assertEquals(value, UstarNamesCodec.INSTANCE.decode(Hex.parse(USTAR)));
    // A name of all 100 bytes has no NUL: it fills the field.
    String full = "b".repeat(100);
    UstarNames filled = new UstarNames(full, "0000644", "0001750", "0001750");
    assertEquals(full, UstarNamesCodec.INSTANCE.decode(UstarNamesCodec.INSTANCE.encode(filled))
        .name());
    // A byte after the NUL that is not NUL would be dropped: refused.
    byte[] wire = Hex.parse(USTAR);
    wire[50] = 0x78;
    assertThrows(DecodeException.class, () -> UstarNamesCodec.INSTANCE.decode(wire));
  }

  @Test
  void everyTruncationIsADecodeException() {
    truncations(PngTextCodec.INSTANCE, "5469746c65 00"); // the keyword and its NUL
    truncations(FieldLineCodec.INSTANCE, FIELD_LINE);
    truncations(RequestLineCodec.INSTANCE, REQUEST_LINE);
    truncations(UstarNamesCodec.INSTANCE, USTAR);
  }

  private static void truncations(Codec<?> codec, String hex) {
    byte[] full = Hex.parse(hex);
    for (int n = 0; n < full.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(full, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), Hex.compact(cut));
    }
  }

  @Test
  void viewsAgreeWithTheCodecs() {
    agrees(PngTextCodec.INSTANCE, new PngTextView(), PNG_TEXT, "41 00");
    agrees(FieldLineCodec.INSTANCE, new FieldLineView(), FIELD_LINE, "3a 0d0a");
    agrees(RequestLineCodec.INSTANCE, new RequestLineView(), REQUEST_LINE, "0d0a");
    agrees(UstarNamesCodec.INSTANCE, new UstarNamesView(), USTAR);
    FieldLineView view = new FieldLineView().wrap(Hex.parse(FIELD_LINE));
    assertEquals("Host", view.name());
    assertEquals(" a", view.value());
    assertEquals("GET / HTTP/1.1\r\n",
        new RequestLineView().wrap(Hex.parse(REQUEST_LINE)).line());
  }

  private static <T> void agrees(Codec<T> codec, MessageView<T> view, String... frames) {
    List<byte[]> bytes = java.util.Arrays.stream(frames).map(Hex::parse).toList();
    assertEquals(bytes.size(), ViewChecks.agreesAround(codec, view, bytes, 30, 300));
  }

  private static <T> void assertWire(Codec<T> codec, T value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(codec.encode(value)), "encode");
    assertEquals(wire.length, codec.size(value), "size");
    assertArrayEquals(wire, codec.encode(codec.decode(wire)), "decode then encode");
  }
}
