package io.framewright.processor;

import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of {@code @Truncated}: FW213 to FW216, each on the annotation or member it is about.
 */
class TruncatedErrorsTest {
  private static final JavaFileObject POINT = Compilations.type("Point", "@Message",
      "record Point(short x, short y) {}");
  private static final JavaFileObject TEXT = Compilations.type("Named", "@Message",
      "record Named(@Length(bits = 8) String name) {}");
  private static final JavaFileObject PING = Compilations.type("Ping", "@Message @Tag(1)",
      "record Ping(byte id) implements Body {}");
  private static final JavaFileObject BODY = Compilations.type("Body",
      "@Message @Union(bits = 8)", "sealed interface Body permits Ping {}");

  private static JavaFileObject record(String name, String... lines) {
    return Compilations.record(name, "@Message", lines);
  }

  @Test
  void fw213_notOneNestedMessageOrSelectedUnionAlwaysOnTheWire() {
    String line5 = "    @Truncated @Length(bits = 8) byte[] data,";
    String line6 = "    @Truncated @Length(bits = 8) Body body,";
    String line7 = "    byte flags,";
    String line8 = "    @Presence(flag = 1) @Truncated @Length(bits = 8) Point p";
    JavaFileObject file = record("Shapes", line5, line6, line7, line8);
    Compilation c = compile(file, POINT, PING, BODY);
    String fix = "; trailing zeros are dropped from one nested message or one union a @Select"
        + " chooses, always on the wire, so put it on such a component or remove it";
    assertErrorAt(c, file, "[FW213] @Truncated on 'data', which is a list or array" + fix, 5,
        line5, "@Truncated");
    assertErrorAt(c, file, "[FW213] @Truncated on 'body', which is a union that reads its own"
        + " tag (its tag would be among the bytes dropped)" + fix, 6, line6, "@Truncated");
    assertErrorAt(c, file, "[FW213] @Truncated on 'p', which is optional" + fix, 8, line8,
        "@Truncated");
  }

  @Test
  void fw214_noByteLengthOnTheWire() {
    String line5 = "    @Field(bits = 8) int n,";
    String line6 = "    @Truncated Point a,";
    String line7 = "    @Truncated @Length(4) Point b,";
    String line8 = "    @Truncated @Length(expr = \"n * 2\") Point c,";
    String line9 = "    @Truncated @Remaining Point d";
    JavaFileObject file = record("Lengths", line5, line6, line7, line8, line9);
    Compilation c = compile(file, POINT);
    String fix = "; the length on the wire says how many bytes were kept, so give '%s' a"
        + " @Length with a prefix (bits or varint) or held by an earlier component of this"
        + " message (field)";
    assertErrorAt(c, file, "[FW214] @Truncated on 'a', which has no @Length" + fix.formatted("a"),
        6, line6, "@Truncated");
    assertErrorAt(c, file, "[FW214] @Truncated on 'b', whose @Length is fixed, not on the wire"
        + fix.formatted("b"), 7, line7, "@Truncated");
    assertErrorAt(c, file, "[FW214] @Truncated on 'c', whose length is an expression"
        + fix.formatted("c"), 8, line8, "@Truncated");
    assertErrorAt(c, file, "[FW214] @Truncated on 'd', which runs to the end of the input"
        + " (@Remaining)" + fix.formatted("d"), 9, line9, "@Truncated");
  }

  @Test
  void fw215_aMessageOfNoFixedSize() {
    String line5 = "    @Truncated @Length(bits = 8) Named named";
    JavaFileObject file = record("Variable", line5);
    Compilation c = compile(file, TEXT);
    assertErrorAt(c, file, "[FW215] @Truncated on 'named': Named has no fixed size; a"
        + " zero-filled byte has its place only in a fixed layout, so make Named fixed-size or"
        + " remove @Truncated", 5, line5, "@Truncated");
  }

  @Test
  void fw216_keepOutsideThePart() {
    String line5 = "    @Truncated(keep = 5) @Length(bits = 8) Point a,";
    String line6 = "    @Truncated(keep = -1) @Length(bits = 8) Point b";
    JavaFileObject file = record("Keeps", line5, line6);
    Compilation c = compile(file, POINT);
    String fix = ": keep is at most the smallest size of the part, 4 byte(s), and not below 0,"
        + " so use a keep from 0 to 4";
    assertErrorAt(c, file, "[FW216] @Truncated(keep = 5) on 'a'" + fix, 5, line5, "5");
    assertErrorAt(c, file, "[FW216] @Truncated(keep = -1) on 'b'" + fix, 6, line6, "-1");
  }
}
