package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, item 8: a terminator kept in the value ({@code @Delimited(include = true)}) and one
 * left in the input for the next part ({@code consume = false}), Kaitai's {@code include} and
 * {@code consume}: decode, encode, views and the description; their misuses FW210 to FW212.
 * Bytes written out by hand (ASCII: "G" 47, "E" 45, "T" 54, " " 20, "/" 2f, CR 0d, LF 0a, ":"
 * 3a, "k" 6b, "v" 76).
 */
class TerminatorFormsTest {
  private static final JavaFileObject[] SOURCES = {
      // An HTTP/1.1 request line with its CR LF, then a byte.
      type("Line", "@Message @View",
          "record Line(@Delimited(terminator = {0x0D, 0x0A}, include = true)"
              + " @Text(charset = \"US-ASCII\") String line, byte after) {}"),
      type("RawLine", "@Message @View",
          "record RawLine(@Delimited(terminator = 0x0A, include = true, max = 4) byte[] line,"
              + " byte after) {}"),
      // A key up to ':', which the constant after it reads: "key:value\n".
      type("Pair", "@Message @View",
          "record Pair(@Delimited(terminator = 0x3A, consume = false)"
              + " @Text(charset = \"US-ASCII\") String key, @Const(0x3A) byte colon,"
              + " @Delimited(terminator = 0x0A) @Text(charset = \"US-ASCII\") String value) {}"),
      // The text after the key starts with the ':' it leaves.
      type("Rest", "@Message @View",
          "record Rest(@Delimited(terminator = 0x3A, consume = false) byte[] key,"
              + " @Remaining @Text(charset = \"US-ASCII\") String rest) {}"),
      // A zero code unit kept in UTF-16 text.
      type("Wide", "@Message @View",
          "record Wide(@Delimited(terminator = {0, 0}, include = true)"
              + " @Text(charset = \"UTF-16LE\") String s) {}"),
  };

  private static GeneratedClasses compiled() {
    return DelimitedWideTextTest.compiled(SOURCES);
  }

  private static void roundTrip(GeneratedClasses classes, String record, String hex,
      Object... args) throws Exception {
    DelimitedWideTextTest.roundTrip(classes, record, hex, args);
  }

  @Test
  void aTerminatorKeptInTheValue() throws Exception {
    GeneratedClasses classes = compiled();
    //                         G E T   /   CR LF after
    roundTrip(classes, "Line", "474554202f 0d0a 07", "GET /\r\n", (byte) 7);
    roundTrip(classes, "Line", "0d0a 07", "\r\n", (byte) 7);
    roundTrip(classes, "RawLine", "01020304 0a 09", new byte[] {1, 2, 3, 4, 0x0a}, (byte) 9);
    //                    a     Ȁ     zero unit (kept)
    roundTrip(classes, "Wide", "6100 0002 0000", "a\u0200\0");
    GeneratedViews views = new GeneratedViews(classes, 8, 200);
    views.agrees("Line", "474554202f 0d0a 07", "0d0a 07");
    views.agrees("RawLine", "01020304 0a 09", "0a 09");
    views.agrees("Wide", "6100 0002 0000");
    // more than max = 4 bytes before the terminator, both ways
    views.rejects("RawLine", "0102030405 0a 09");
    assertThrows(EncodeException.class, () -> classes.codec("RawLine")
        .encode(classes.make("RawLine", new byte[] {1, 2, 3, 4, 5, 0x0a}, (byte) 9)));
  }

  @Test
  void aValueThatKeepsItsTerminatorMustEndWithIt() throws Exception {
    GeneratedClasses classes = compiled();
    Codec<Object> line = classes.codec("Line");
    EncodeException noEnd = assertThrows(EncodeException.class,
        () -> line.encode(classes.make("Line", "GET /", (byte) 7)));
    assertThat(noEnd.getMessage()).contains("does not end with its terminator 0d 0a");
    EncodeException early = assertThrows(EncodeException.class,
        () -> line.encode(classes.make("Line", "a\r\nb\r\n", (byte) 7)));
    assertThat(early.getMessage()).contains("contains its terminator 0d 0a at byte 1");
  }

  @Test
  void aTerminatorLeftForTheNextPart() throws Exception {
    GeneratedClasses classes = compiled();
    //                         k  :  v  LF
    roundTrip(classes, "Pair", "6b 3a 76 0a", "k", (byte) 0x3a, "v");
    roundTrip(classes, "Pair", "3a 0a", "", (byte) 0x3a, "");
    //                         k  :  v
    roundTrip(classes, "Rest", "6b 3a76", new byte[] {0x6b}, ":v");
    GeneratedViews views = new GeneratedViews(classes, 9, 200);
    views.agrees("Pair", "6b 3a 76 0a", "3a 0a");
    views.agrees("Rest", "6b 3a76");
    // no ':' at all: decode and the view refuse it alike
    views.rejects("Rest", "6b 76");
    assertThrows(DecodeException.class, () -> classes.codec("Rest").decode(DelimitedWideTextTest.bytes("6b76")));
  }

  @Test
  void theNextPartMustStartWithTheTerminatorLeftForIt() throws Exception {
    GeneratedClasses classes = compiled();
    EncodeException notNext = assertThrows(EncodeException.class,
        () -> classes.codec("Rest").encode(classes.make("Rest", new byte[] {0x6b}, "v")));
    assertThat(notNext.getMessage()).contains("does not start with its terminator 3a");
    assertThat(notNext.getMessage()).contains("key");
    EncodeException inside = assertThrows(EncodeException.class,
        () -> classes.codec("Rest").encode(classes.make("Rest", new byte[] {0x3a}, ":v")));
    assertThat(inside.getMessage()).contains("contains its terminator 3a at byte 0");
  }

  @Test
  void theDescriptionSaysWhichForm() throws Exception {
    GeneratedClasses classes = compiled();
    Size line = ((RecordLayout) classes.codec("Line").description().orElseThrow()).fields()
        .get(0).size();
    assertThat(line.include()).isTrue();
    assertThat(line.consume()).isTrue();
    Size key = ((RecordLayout) classes.codec("Pair").description().orElseThrow()).fields()
        .get(0).size();
    assertThat(key.include()).isFalse();
    assertThat(key.consume()).isFalse();
  }

  private static final String FW210_TAIL = "; a terminator is kept in the value or left in the"
      + " input only for a String or byte[] component, so remove ";

  @Test
  void fw210_includeOrConsumeOnSomethingElse() {
    String line3 = "@Message @Delimited(terminator = 0, include = true) record Framed(byte b) {}";
    String line4 = "@Message record Items(@Delimited(terminator = 0xFF, consume = false)"
        + " java.util.List<Item> items, byte after) {}";
    JavaFileObject file = Compilations.source("Framed", Compilations.PACKAGE,
        Compilations.IMPORTS, line3, line4, "@Message record Item(byte b) {}");
    Compilation c = compile(file);
    Compilations.assertErrorAt(c, file, "[FW210] @Delimited(include = true) on Framed, a message"
        + " type" + FW210_TAIL + "include = true", 3, line3, "true");
    Compilations.assertErrorAt(c, file, "[FW210] @Delimited(consume = false) on 'items', a"
        + " List<Item>" + FW210_TAIL + "consume = false", 4, line4, "false");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw211_andFw212_aTerminatorLeftForNothing() {
    String line5 = "    @Delimited(terminator = 0x3A, consume = false) String last";
    JavaFileObject last = Compilations.record("Last", "@Message", line5);
    Compilation c = compile(last);
    Compilations.assertErrorAt(c, last, "[FW211] @Delimited(consume = false) on 'last', the last"
        + " component of Last; the terminator is left in the input for the part after it to"
        + " read, which must always be on the wire, so put a component that starts with the"
        + " terminator after 'last', or remove consume = false", 5, line5, "false");
    assertThat(c).hadErrorCount(1);

    String line5b = "    @Delimited(terminator = 0x3A, consume = false) String key,";
    String line6b = "    @Trailing Byte more";
    JavaFileObject optional = Compilations.record("BeforeOptional", "@Message", line5b, line6b);
    c = compile(optional);
    Compilations.assertErrorAt(c, optional, "[FW211] @Delimited(consume = false) on 'key',"
        + " before 'more', which is optional; the terminator is left in the input for the part"
        + " after it to read, which must always be on the wire, so put a component that starts"
        + " with the terminator after 'key', or remove consume = false", 5, line5b, "false");
    assertThat(c).hadErrorCount(1);

    String line5c = "    @Delimited(terminator = 0x3A, include = true, consume = false) String k,";
    String line6c = "    byte b";
    JavaFileObject both = Compilations.record("Both", "@Message", line5c, line6c);
    c = compile(both);
    Compilations.assertErrorAt(c, both, "[FW212] @Delimited(include = true, consume = false) on"
        + " 'k': the terminator would be both the end of 'k' and the start of the part after it;"
        + " keep one of include = true and consume = false", 5, line5c, "false");
    assertThat(c).hadErrorCount(1);
  }
}
