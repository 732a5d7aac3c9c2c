package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.record;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about {@code @Checksum} on a record component: FW160 to FW169, each on its own
 * message, for message, line and column.
 */
class ComponentChecksumErrorsTest {
  private static final String ALGORITHM = "algorithm = java.util.zip.CRC32.class";

  /** Compiles {@code components} as record {@code name}; line 5 is the first component. */
  private static void expect(String name, String message, int line, String token,
      String... components) {
    JavaFileObject file = record(name, "@Message", components);
    Compilation c = compile(file);
    String text = components[line - 5];
    if (line - 5 == components.length - 1) {
      text = text.replaceAll(",$", "") + ") {}";
    }
    assertErrorAt(c, file, message, line, text, token);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void notAnInteger() {
    expect("A", "[FW160] @Checksum on 'crc': 'crc' is a float; a checksum field is a byte,"
        + " short, int or long component that no size, condition or selector names, so declare"
        + " it as one (int for a 16-bit checksum)", 5,
        "@Checksum",
        "    @Checksum(" + ALGORITHM + ") float crc,",
        "    int x,");
  }

  @Test
  void aSizeToo() {
    expect("A2", "[FW160] @Checksum on 'crc': 'crc' is named by @Length on 'data'; a checksum"
        + " field is a byte, short, int or long component that no size, condition or selector"
        + " names, so give the value @Length reads a component of its own", 5, "@Checksum",
        "    @Checksum(" + ALGORITHM + ") int crc,",
        "    @Length(field = \"crc\") byte[] data,");
  }

  @Test
  void aWidthNoChecksumHas() {
    expect("B", "[FW161] @Checksum on 'crc': 'crc' is 12 bits wide; a checksum field is 8, 16,"
        + " 32 or 64 bits wide, so give it @Field(bits = 16)", 5, "@Checksum",
        "    @Checksum(" + ALGORITHM + ") @Field(bits = 12) int crc,",
        "    @Field(bits = 4) int x,");
  }

  @Test
  void notOnAByteBoundary() {
    expect("C", "[FW162] @Checksum on 'crc': 'crc' starts at byte 0, bit 4; a checksum component"
        + " starts on a byte boundary in the fixed start of the message, always on the wire, so"
        + " the decoder can read it before anything else: move it there", 6, "@Checksum",
        "    @Field(bits = 4) int x,",
        "    @Checksum(" + ALGORITHM + ") @Field(bits = 16) int crc,",
        "    @Field(bits = 4) int y,");
  }

  @Test
  void afterAVariablePart() {
    expect("D", "[FW162] @Checksum on 'crc': 'crc' comes after a part whose size varies; a"
        + " checksum component starts on a byte boundary in the fixed start of the message,"
        + " always on the wire, so the decoder can read it before anything else: move it there",
        6, "@Checksum",
        "    @Length(bits = 8) byte[] data,",
        "    @Checksum(" + ALGORITHM + ") int crc,");
  }

  @Test
  void optional() {
    expect("E", "[FW162] @Checksum on 'crc': 'crc' is optional; a checksum component starts on a"
        + " byte boundary in the fixed start of the message, always on the wire, so the decoder"
        + " can read it before anything else: move it there", 6, "@Checksum",
        "    @Flags byte flags,",
        "    @Presence(flag = 1) @Checksum(" + ALGORITHM + ") Integer crc,");
  }

  @Test
  void aRangeNamingNoComponent() {
    expect("F", "[FW163] @Checksum(to = \"hedaer\") on 'crc': F has no component 'hedaer'; name"
        + " one of 'header', 'crc'", 6, "\"hedaer\"",
        "    long header,",
        "    @Checksum(" + ALGORITHM + ", to = \"hedaer\") int crc,");
  }

  @Test
  void aRangeEndingAfterAVariablePart() {
    expect("G", "[FW164] @Checksum(to = \"data\") on 'crc': 'data' is or comes after a part whose"
        + " size varies, so the range's end is not known before the message is parsed; name a"
        + " component of the message's fixed start, or give the range's length as expr", 5,
        "\"data\"",
        "    @Checksum(" + ALGORITHM + ", to = \"data\") int crc,",
        "    @Length(bits = 8) byte[] data,");
  }

  @Test
  void aRangeBackwards() {
    expect("H", "[FW165] @Checksum(from = \"b\", to = \"a\") on 'crc': 'a' comes before 'b', so"
        + " the range would be empty; name the range's first component in from and its last in"
        + " to", 5, "\"a\"",
        "    @Checksum(" + ALGORITHM + ", from = \"b\", to = \"a\") int crc,",
        "    int a,",
        "    int b,");
  }

  @Test
  void bothEnds() {
    expect("I", "[FW166] @Checksum(to = \"a\", expr = \"n * 4\") on 'crc': both end the range;"
        + " remove one of them", 6, "\"n * 4\"",
        "    byte n,",
        "    @Checksum(" + ALGORITHM + ", to = \"a\", expr = \"n * 4\") int crc,",
        "    int a,");
  }

  @Test
  void aMemberOfTheTypeLevelForm() {
    expect("J", "[FW167] @Checksum(includeField = ...) on component 'crc': includeField is for a"
        + " @Checksum on the type; the component's own width and byte order are the field's"
        + " (@Field), and where the range covers it, it counts as zero: remove includeField", 5,
        "true",
        "    @Checksum(" + ALGORITHM + ", includeField = true) int crc,",
        "    int a,");
  }

  @Test
  void twoChecksums() {
    expect("K", "[FW168] @Checksum on 'second': K already has a checksum ('first'); a message"
        + " has at most one, so remove one of them", 6, "@Checksum",
        "    @Checksum(" + ALGORITHM + ") int first,",
        "    @Checksum(" + ALGORITHM + ") int second,");
  }

  @Test
  void aTypeChecksumAndAComponentOne() {
    JavaFileObject file = record("L", "@Message @Checksum(" + ALGORITHM + ", bits = 32)",
        "    @Checksum(" + ALGORITHM + ") int crc,",
        "    int a,");
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW168] @Checksum on 'crc': L already has a checksum (@Checksum on"
        + " the type); a message has at most one, so remove one of them", 5,
        "    @Checksum(" + ALGORITHM + ") int crc,", "@Checksum");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aTypeLevelChecksumStillNeedsItsWidth() {
    // bits has a default now (a component's width is its own), so leaving it out on the type is
    // FW096 where it was javac's "missing element".
    JavaFileObject file = record("P", "@Message @Checksum(" + ALGORITHM + ")",
        "    int a,");
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW096] @Checksum(bits = 0) on P: a checksum field is 8, 16, 24, 32"
        + " or 64 bits wide", 3, "@Message @Checksum(" + ALGORITHM + ")", "@Checksum");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aRangeSizedByARawValueOffTheWire() {
    JavaFileObject file = Compilations.type("Q",
        "enum Kind { @WireValue(1) A, @UnknownValue OTHER }",
        "@Message record Q(@Field(bits = 8) Kind kind, @RawValue(\"kind\") int raw,",
        "    @Checksum(" + ALGORITHM + ", expr = \"raw\") int crc) {}");
    Compilation c = compile(file);
    // FW147 is open enums' own: a raw value is off the wire, whatever names it.
    assertErrorAt(c, file, "[FW147] @RawValue(\"kind\") on 'raw': 'crc' names it in @Checksum,"
        + " but it is not on the wire, so the decoder does not have it there; name a component"
        + " that is on the wire", 4,
        "@Message record Q(@Field(bits = 8) Kind kind, @RawValue(\"kind\") int raw,", "\"kind\"");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void theWholeOfAVariableMessage() {
    expect("M", "[FW169] @Checksum on 'crc' covers the whole of M, whose size varies, so the"
        + " range's end is known only once the message is parsed; give the range's length,"
        + " expr = \"...\", or its last component, to = \"...\", or put @Checksum(bits = 32,"
        + " at = Checksum.At.END) on M", 5, "@Checksum",
        "    @Checksum(" + ALGORITHM + ") int crc,",
        "    @Length(bits = 8) byte[] data,");
  }

  @Test
  void anExpressionIsCheckedAsASizeExpression() {
    expect("N", "[FW132] @Checksum(expr = \"n * 4\") on 'crc': 'n' does not come before 'crc',"
        + " so its value is not known when the size is read; declare 'n' before 'crc'", 5,
        "\"n * 4\"",
        "    @Checksum(" + ALGORITHM + ", expr = \"n * 4\") int crc,",
        "    byte n,");
  }
}
