package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.DecodeException;
import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A message read in locals up to its own one-byte terminator learns from the search whether
 * every byte before it is below {@code 0x80}, and its text is then built without a second look
 * ({@code AsciiScans}). Text with other bytes is checked as before: the strings and the errors
 * are those of the reader's read. Bytes by hand: a pies string item, {@code 01 <UTF-8> 00}
 * (the pies document, section "Data types"); "Zoë" is {@code 5a 6f c3 ab}, "é" {@code c3 a9}.
 */
class AsciiScanTest {
  private static final JavaFileObject[] SOURCES = {
      type("Str", "@Message @Magic(0x01) @Delimited(terminator = 0x00)",
          "record Str(@Remaining String text) {}"),
      type("Pair", "@Message", "record Pair(Str a, Str b) {}"),
      type("Many", "@Message", "record Many(@Remaining java.util.List<Str> items) {}"),
      // Latin-1 needs no check: its decode takes no flag.
      type("Latin", "@Message @Magic(0x01) @Delimited(terminator = 0x00)",
          "record Latin(@Remaining @Text(charset = \"ISO-8859-1\") String text) {}"),
      type("Pair1", "@Message", "record Pair1(Latin a, Latin b) {}"),
      // Ended by two bytes: searched as before.
      type("Line", "@Message @Delimited(terminator = {0x0D, 0x0A})",
          "record Line(@Remaining String text) {}"),
      type("Lines", "@Message", "record Lines(Line a, Line b) {}"),
  };

  private static GeneratedClasses classes;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
  }

  @Test
  void aTerminatedMessageWithTextIsSearchedOnceForBoth() throws IOException {
    Compilation c = compile(SOURCES);
    assertThat(c).succeeded();
    String str = source(c, "test.StrCodec");
    assertTrue(str.contains("public static Str readExact(byte[] buf, int start, int from, int end,"
        + " boolean ascii)"), str);
    assertTrue(str.contains("StandardCharsets.UTF_8, \"text\", ascii)"), str);
    assertTrue(str.contains("long scan = CodecSupport.Internal.Delimiters.terminatorAtAscii("),
        str); // its own decode, too
    assertTrue(source(c, "test.PairCodec").contains("Delimiters.terminatorAtAscii("));
    assertTrue(source(c, "test.ManyCodec").contains("Delimiters.terminatorAtAscii("));
    assertFalse(source(c, "test.LatinCodec").contains("boolean ascii"));
    assertFalse(source(c, "test.Pair1Codec").contains("terminatorAtAscii"));
    assertFalse(source(c, "test.LinesCodec").contains("terminatorAtAscii"));
  }

  /** ASCII, UTF-8 in the first eight bytes, in the second word, and just before the 00. */
  @Test
  void textIsReadAsBeforeWhateverItsBytes() throws Exception {
    Object zoe = classes.make("Str", "Zo\u00eb");
    classes.assertWire("Pair", classes.make("Pair", classes.make("Str", "Zo"), zoe),
        "01 5a6f 00 01 5a6fc3ab 00");
    classes.assertWire("Pair", classes.make("Pair", zoe, classes.make("Str", "")),
        "01 5a6fc3ab 00 01 00");
    classes.assertWire("Pair", classes.make("Pair",
            classes.make("Str", "abcdefgh\u00e9"), classes.make("Str", "abcdefghij")),
        "01 6162636465666768 c3a9 00 01 6162636465666768696a 00");
    classes.assertWire("Many", classes.make("Many", List.of(zoe, classes.make("Str", "x"), zoe)),
        "01 5a6fc3ab 00 01 78 00 01 5a6fc3ab 00");
    classes.assertWire("Str", zoe, "01 5a6fc3ab 00");
    classes.assertWire("Str", classes.make("Str", "abcdefghij"), "01 6162636465666768696a 00");
    classes.assertWire("Pair1", classes.make("Pair1", classes.make("Latin", "\u00e9"),
        classes.make("Latin", "a")), "01 e9 00 01 61 00");
  }

  /** Malformed UTF-8 fails as the reader's read fails it, at the same byte and path. */
  @Test
  void malformedTextFailsAsThroughTheReader() throws Exception {
    // c3 without its continuation byte, in the second item, at byte 4
    DecodeException e = classes.decodeFailsAsRead("Pair", "01 41 00 01 c3 00");
    assertEquals("Pair.b.text", e.fieldPath());
    assertEquals(4, e.byteOffset());
    // ff is never UTF-8, past the first eight bytes of the first item
    e = classes.decodeFailsAsRead("Pair", "01 6162636465666768 ff 00 01 00");
    assertEquals("Pair.a.text", e.fieldPath());
    assertEquals(9, e.byteOffset());
    e = classes.decodeFailsAsRead("Str", "01 6162636465666768 c3 00");
    assertEquals("Str.text", e.fieldPath());
    assertEquals(9, e.byteOffset());
    e = classes.decodeFailsAsRead("Many", "01 41 00 01 42 c3 00");
    assertEquals("Many.items[1].text", e.fieldPath());
  }

  private static String source(Compilation c, String name) throws IOException {
    return c.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
  }
}
