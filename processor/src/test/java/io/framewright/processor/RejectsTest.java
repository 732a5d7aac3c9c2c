package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import java.io.IOException;
import java.util.HexFormat;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Using(rejects)}: bytes a codec of one's own declares its read never accepts. A union
 * framed by a one-byte terminator reads a variant up to the packet's last byte without searching
 * for an earlier terminator when every byte the variant accepts is checked, the codec's by the
 * codec's own word; the errors stay the search's; with assertions on (as here) a codec that
 * accepts a byte it declared it rejects is an {@code AssertionError}; a declared value that is
 * not a byte is FW265. Bytes are worked by hand: base-250 digits stored as digit + 1, as the pies
 * document's number (section "Numbers") stores them, a number item {@code 02 <digits> 00}, a
 * packet {@code <tag> <items> ff}.
 */
class RejectsTest {
  private static final JavaFileObject[] SOURCES = {
      NeverWritesTest.DIGITS, // never writes 00 or ff, and refuses them
      NeverWritesTest.RAW, // reads every byte left, whatever it is
      type("Num", "@Message @Magic(0x02) @Delimited(terminator = 0x00)",
          "record Num(@Using(value = Digits.class, neverWrites = {0x00, 0xFF},"
              + " rejects = {0x00, 0xFF}) long v) {}"),
      // The same codec, its read's word not given.
      type("Loose", "@Message @Magic(0x02) @Delimited(terminator = 0x00)",
          "record Loose(@Using(value = Digits.class, neverWrites = {0x00, 0xFF}) long v) {}"),
      type("Data", "@Message @Tag(6)",
          "record Data(@Remaining java.util.List<Num> nums) implements Pkt {}"),
      type("Other", "@Message @Tag(7)",
          "record Other(@Remaining java.util.List<Loose> nums) implements Pkt {}"),
      // A declaration the codec does not keep: Raw reads ff.
      type("Blob", "@Message @Tag(1)",
          "record Blob(@Using(value = Raw.class, neverWrites = 0xFF, rejects = 0xFF) byte[] v)"
              + " implements Pkt {}"),
      type("Pkt", "@Message @Union(bits = 8) @Delimited(terminator = 0xFF)",
          "sealed interface Pkt permits Data, Other, Blob {}"),
  };

  private static GeneratedClasses classes;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
  }

  /** Data's decode looks at the last byte; Other's, whose codec gave no word, searches. */
  @Test
  void aVariantWhoseCodecRejectsTheTerminatorIsReadUpToTheLastByte() throws IOException {
    Compilation c = compile(SOURCES);
    assertThat(c).succeeded();
    String pkt = c.generatedSourceFile("test.PktCodec").orElseThrow().getCharContent(true)
        .toString();
    String data = method(pkt, "private static Data decodeVariant");
    String other = method(pkt, "private static Other decodeVariant");
    String blob = method(pkt, "private static Blob decodeVariant");
    assertTrue(data.contains("if (end > from && buf[end - 1] == TERMINATOR[0])"), data);
    assertFalse(other.contains("buf[end - 1]"), other);
    assertTrue(blob.contains("buf[end - 1]"), blob);
  }

  /** 300 = 1 * 250 + 50: 02 33; 5 = 0 * 250 + 5: 01 06. */
  @Test
  void packetsAreReadAsBefore() throws Exception {
    classes.assertWire("Pkt", classes.make("Data",
        List.of(classes.make("Num", 300L), classes.make("Num", 5L))), "06 02 0233 00 02 0106 00 ff");
    classes.assertWire("Pkt", classes.make("Data", List.of()), "06 ff");
    classes.assertWire("Pkt", classes.make("Other", List.of(classes.make("Loose", 5L))),
        "07 02 0106 00 ff");
  }

  /**
   * Malformed packets fail as the reader's search fails them, at the same offset and path:
   * the read up to the last byte gives way to it.
   */
  @Test
  void errorsAreTheSearchs() throws Exception {
    // An ff among the digits: the search ends the packet at byte 3, where the item has no 00.
    DecodeException e = classes.decodeFailsAsRead("Pkt", "06 02 02ff 00 ff");
    assertEquals("Pkt.Data.nums[0].(terminator)", e.fieldPath());
    assertEquals(3, e.byteOffset());
    // A digit byte fb (250 + 1): the item's own error, at byte 3.
    e = classes.decodeFailsAsRead("Pkt", "06 02 01fb 00 ff");
    assertEquals("Pkt.Data.nums[0].v", e.fieldPath());
    assertEquals(3, e.byteOffset());
    assertTrue(e.getMessage().contains("a digit byte 01..fa"), e.getMessage());
    // An early ff after a whole item: the packet ends at byte 5 and 02 0106 00 ff is left over.
    e = classes.decodeFailsAsRead("Pkt", "06 02 0233 00 ff 02 0106 00 ff");
    assertEquals("Pkt", e.fieldPath());
    assertEquals(6, e.byteOffset());
  }

  /**
   * With assertions on, a codec that accepts a byte it declared it rejects is caught: the
   * packet's last-byte read hands Raw 41 ff 42, which it takes.
   */
  @Test
  void aCodecThatBreaksItsWordIsCaughtUnderAssertions() throws Exception {
    Codec<Object> codec = classes.codec("Pkt");
    byte[] packet = HexFormat.of().parseHex("0141ff42ff");
    AssertionError e = assertThrows(AssertionError.class, () -> codec.decode(packet));
    assertEquals("v: Raw accepted ff at byte 1 of what it read, which its @Using(rejects) says"
        + " it never accepts", e.getMessage());
    // Kept: 41 42 are read back.
    classes.assertWire("Pkt", classes.make("Blob", (Object) new byte[] {0x41, 0x42}),
        "01 4142 ff");
  }

  /** FW265: a declared value that is not a byte, on the member. */
  @Test
  void fw265_aValueThatIsNotAByte() {
    String line4 = "record Bad(@Using(value = Digits.class, rejects = {0xFF, -1}) long v) {}";
    JavaFileObject file = type("Bad",
        "@Message",                                      // 3
        line4);                                          // 4
    Compilation c = compile(file, NeverWritesTest.DIGITS);
    assertThat(c).hadErrorContaining("[FW265] @Using(rejects = ...) on 'v' lists -1, which is"
        + " not a byte value; give each byte the codec's read never accepts as 0 to 255 (0x00"
        + " to 0xff)").inFile(file).onLine(4).atColumn(column(line4, "{0xFF, -1}"));
    assertThat(c).hadErrorCount(1);
  }

  /** The text of the method that starts with {@code header} up to the next method. */
  private static String method(String source, String header) {
    int at = source.indexOf(header);
    assertTrue(at >= 0, header);
    int next = source.indexOf("\n    private static", at + header.length());
    return source.substring(at, next < 0 ? source.length() : next);
  }
}
