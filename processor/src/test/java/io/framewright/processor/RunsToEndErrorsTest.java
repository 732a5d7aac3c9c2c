package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorIs;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Parts that take the rest of their input, with something after them: FW042 (a nested message
 * or union that runs to the end, not last), FW043 (a list or array of messages that always
 * do), FW044
 * ({@code @Pad(after)} on {@code @Remaining}) and FW055 on a {@code BitList}. Each was accepted
 * once, and its codec could not decode its own encoding. Framed by a {@code @Length}, a
 * {@code @Remaining} of its own or a terminator, the same parts are fine.
 */
class RunsToEndErrorsTest {
  private static final String UNION_WITH_UNKNOWN =
      "@Message @Union(bits = 8) sealed interface Body permits Body.Known, Body.Raw {";
  private static final String KNOWN = "  @Tag(1) record Known(byte x) implements Body {}";
  private static final String RAW =
      "  @UnknownTag record Raw(long tag, @Remaining byte[] data) implements Body {}";
  private static final String INNER = "@Message record Inner(byte x, @Remaining byte[] data) {}";

  @Test
  void fw042_unionWithAnUnknownTagBeforeAnotherComponent() {
    String line3 = "@Message record Outer(Body body, byte after) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        UNION_WITH_UNKNOWN,                      // 4
        KNOWN,                                   // 5
        RAW,                                     // 6
        "}");                                    // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW042] component 'body' (Body) runs to the end of its"
        + " input (its @UnknownTag variant Body.Raw keeps every byte after an unknown tag), so"
        + " it would take 'after' as well and the codec could not decode its own encoding; give"
        + " it a byte length before it with @Length(bits = 16), or move it last")
        .inFile(file).onLine(3).atColumn(column(line3, "body,"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw042_nestedMessageEndingInRemainingBeforeAnotherComponent() {
    String line3 = "@Message record Outer(Middle middle, @Field(bits = 16) int after) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "@Message record Middle(byte y, Inner inner) {}", // 4
        INNER);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW042] component 'middle' (Middle) runs to the end of its"
        + " input (Middle.inner -> Inner.data is @Remaining), so it would take 'after' as well")
        .inFile(file).onLine(3).atColumn(column(line3, "middle,"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw042_unionVariantEndingInRemainingBeforeAPad() {
    String line3 = "@Message record Outer(byte a, @Pad(after = 8) Body body) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "@Message @Union(bits = 8) sealed interface Body permits Body.Text {", // 4
        "  @Tag(1) record Text(@Remaining String text) implements Body {}", // 5
        "}");                                    // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW042] component 'body' (Body) runs to the end of its"
        + " input (its variant Body.Text, where Body.Text.text is @Remaining), so it would take"
        + " its @Pad(after = 8) as well and the codec could not decode its own encoding; remove"
        + " the pad, or give it a byte length before it with @Length(bits = 16)")
        .inFile(file).onLine(3).atColumn(column(line3, "8"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw042_lastNestedMessageBeforeAnEndChecksum() {
    String line4 = "record Outer(byte a, Inner inner) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)",
        line4,                                   // 4
        INNER);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW042] component 'inner' (Inner) runs to the end of its"
        + " input (Inner.data is @Remaining), so it would take the checksum at the end of Outer as"
        + " well and the codec could not decode its own encoding; mark it @Remaining, which ends"
        + " it before the checksum, or give it a byte length before it with @Length(bits = 16)")
        .inFile(file).onLine(4).atColumn(column(line4, "inner"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw043_listOfMessagesEndingInRemaining() {
    String line3 = "@Message record Outer(@Count(bits = 8) java.util.List<Inner> items, byte b) {}";
    String line5 = "@Message record Last(@Length(bits = 8) Texts[] texts) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        INNER,                                   // 4
        line5,                                   // 5
        "@Message @Union(bits = 8) sealed interface Texts permits Texts.One, Texts.Two {", // 6
        "  @Tag(1) record One(@Remaining String s) implements Texts {}", // 7
        "  @Tag(2) record Two(byte a, Inner inner) implements Texts {}", // 8
        "}");                                    // 9
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW043] list 'items' holds Inner, which runs to the end of"
        + " its input (Inner.data is @Remaining), so its first element would take the bytes of"
        + " the others and the codec could not decode its own encoding; give Inner.data a byte"
        + " length before it with @Length(bits = 16) in place of @Remaining, or end every Inner"
        + " with a terminator, @Delimited(terminator = ...)")
        .inFile(file).onLine(3).atColumn(column(line3, "items"));
    assertThat(c).hadErrorContaining("[FW043] array 'texts' holds Texts, which runs to the end of"
        + " its input (its variant Texts.One, where Texts.One.s is @Remaining), so its first"
        + " element would take the bytes of the others and the codec could not decode its own"
        + " encoding; give Texts.One.s a byte length before it with @Length(bits = 16) in place"
        + " of @Remaining, or end every Texts with a terminator")
        .inFile(file).onLine(5).atColumn(column(line5, "texts"));
    assertThat(c).hadErrorCount(2);
  }

  /**
   * A list of a union with an @UnknownTag variant: an unknown element works only as the last
   * one, and only where the list ends with its input; a terminator after it is read as its bytes.
   */
  @Test
  void fw042_fw043_listOfAUnionWithAnUnknownTagThatDoesNotEndItsInput() {
    String line3 = "@Message record Counted(@Count(bits = 8) java.util.List<Body> bodies, byte b) {}";
    String line4 = "@Message record Ended(@Delimited(terminator = 0) java.util.List<Body> bodies) {}";
    JavaFileObject file = source("Counted",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        UNION_WITH_UNKNOWN,                      // 5
        KNOWN,                                   // 6
        RAW,                                     // 7
        "}");                                    // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW042] component 'bodies' (List<Body>) runs to the end of"
        + " its input (its @UnknownTag variant Body.Raw keeps every byte after an unknown tag), so"
        + " it would take 'b' as well and the codec could not decode its own encoding; move it"
        + " last, or give it a byte length before it with @Length(bits = 16) in place of @Count")
        .inFile(file).onLine(3).atColumn(column(line3, "bodies"));
    assertThat(c).hadErrorContaining("[FW043] list 'bodies' holds Body, which runs to the end of"
        + " its input (its @UnknownTag variant Body.Raw keeps every byte after an unknown tag),"
        + " so its first element would take the bytes of the others and the codec could not"
        + " decode its own encoding; remove @UnknownTag Body.Raw from Body (an unknown tag is"
        + " then a decode error), or end every Body with a terminator")
        .inFile(file).onLine(4).atColumn(column(line4, "bodies"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw044_padAfterRemaining() {
    String line3 = "@Message record Tail(byte a, @Pad(after = 8) @Remaining byte[] rest) {}";
    JavaFileObject file = source("Tail",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW044] @Pad(after = 8) on 'rest', which takes the rest of"
        + " the frame (@Remaining), so the pad could never be read after it; remove the pad, or"
        + " give 'rest' a byte length before it with @Length(bits = 16) in place of @Remaining")
        .inFile(file).onLine(3).atColumn(column(line3, "8"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw055_remainingBitListNotLast() {
    String line4 = "@Message record Acks(@Remaining BitList acks, byte after) {}";
    JavaFileObject file = source("Acks",
        PACKAGE,
        IMPORTS,
        "import io.framewright.runtime.BitList;", // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW055] @Remaining on 'acks', which is followed by 'after'")
        .inFile(file).onLine(4).atColumn(column(line4, "@Remaining"));
    assertErrorIs(c, "[FW055] @Remaining on 'acks', which is followed by 'after'; only the last"
        + " component can take the rest of the frame, so move it last or give it a @Length");
    assertThat(c).hadErrorCount(1);
  }

  /** Where its input ends with it, it is fine: last, or framed by a size or a terminator. */
  @Test
  void framedOrLastCompiles() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message record Outer(@Length(bits = 8) Body body, @Length(bits = 16) Inner inner,",
        "    @Count(bits = 8) java.util.List<Ended> ended, byte b, Inner last) {}",
        "@Message @Delimited(terminator = 0) record Ended(byte x, @Remaining byte[] data) {}",
        INNER,
        UNION_WITH_UNKNOWN,
        KNOWN,
        RAW,
        "}",
        "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)",
        "record Summed(byte a, @Remaining Inner inner) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
  }

  /**
   * A list of a union with an @UnknownTag variant, last or framed by a byte length: an unknown
   * element works as the last one (a wire format without lengths, such as Leviathan's, has
   * nothing better; the encoder refuses one elsewhere, see RunsToEndCodecTest), so it compiles.
   */
  @Test
  void listOfAUnionWithAnUnknownTagCompiles() {
    JavaFileObject file = source("Packet",
        PACKAGE,
        IMPORTS,
        "@Message record Packet(@Count(bits = 8) java.util.List<Body> bodies) {}",
        "@Message record Framed(@Length(bits = 8) java.util.List<Body> bodies, byte b) {}",
        UNION_WITH_UNKNOWN,
        KNOWN,
        RAW,
        "}");
    assertThat(compile(file)).succeededWithoutWarnings();
  }
}
