package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.record;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about {@code @Checksum(from = ...)} on a type: FW200 to FW202, each alone, on the
 * member at fault (line 3 of each file, the type's annotations).
 */
class ChecksumFromErrorsTest {
  private static final String CRC = "@Message @Checksum(algorithm = java.util.zip.CRC32.class,"
      + " bits = 32, ";

  private static void expect(String name, String checksum, String token, String message,
      String... components) {
    String line3 = CRC + checksum;
    JavaFileObject file = record(name, line3, components);
    Compilation c = compile(file);
    assertErrorAt(c, file, message, 3, line3, token);
    assertThat(c).hadErrorCount(1);
  }

  private static final String FW200_TAIL = "; a checksum on the type covers its message from the"
      + " first byte of a component that starts at the same byte in every message (always on"
      + " the wire, on a byte boundary, after no part whose size varies) to the end, so name"
      + " such a component";

  @Test
  void fw200_noSuchComponent() {
    expect("A", "at = Checksum.At.END, from = \"tpye\")", "\"tpye\"",
        "[FW200] @Checksum(from = \"tpye\") on A: it has no component 'tpye' (its components:"
            + " 'length', 'type')" + FW200_TAIL,
        "    int length,", "    int type,");
  }

  @Test
  void fw200_optional() {
    expect("B", "at = Checksum.At.END, from = \"extra\")", "\"extra\"",
        "[FW200] @Checksum(from = \"extra\") on B: 'extra' is optional" + FW200_TAIL,
        "    @Flags byte flags,", "    @Presence(flag = 1) Short extra,");
  }

  @Test
  void fw200_afterAVariablePart() {
    expect("C", "at = Checksum.At.END, from = \"tail\")", "\"tail\"",
        "[FW200] @Checksum(from = \"tail\") on C: 'tail' is or comes after a part whose size"
            + " varies" + FW200_TAIL,
        "    @Length(bits = 8) byte[] data,", "    @Length(bits = 8) byte[] tail,");
  }

  @Test
  void fw200_notOnAByteBoundary() {
    expect("D", "at = Checksum.At.END, from = \"low\")", "\"low\"",
        "[FW200] @Checksum(from = \"low\") on D: 'low' starts at byte 0, bit 4" + FW200_TAIL,
        "    @Field(bits = 4) int high,", "    @Field(bits = 4) int low,");
  }

  @Test
  void fw201_atTheStart() {
    expect("E", "from = \"type\")", "\"type\"",
        "[FW201] @Checksum(from = \"type\") on E: the checksum field is at the start, before the"
            + " bytes it would cover; a range that leaves out the message's first bytes (a PNG"
            + " chunk's length) is for a checksum at the end, so add at = Checksum.At.END, or put"
            + " @Checksum(from = \"type\") on the component that holds the checksum",
        "    int length,", "    int type,");
  }

  @Test
  void fw202_toOrExprOnAType() {
    String tail = " is for a @Checksum on a component; a checksum on the type covers its"
        + " message up to the end (from its start, or from the component named in from), so"
        + " remove ";
    expect("F", "at = Checksum.At.END, to = \"type\")", "\"type\"",
        "[FW202] @Checksum(to = ...) on F: to" + tail + "to, or put @Checksum on the component"
            + " that holds the checksum",
        "    int length,", "    int type,");
    expect("G", "at = Checksum.At.END, expr = \"length\")", "\"length\"",
        "[FW202] @Checksum(expr = ...) on G: expr" + tail + "expr, or put @Checksum on the"
            + " component that holds the checksum",
        "    int length,", "    int type,");
  }
}
