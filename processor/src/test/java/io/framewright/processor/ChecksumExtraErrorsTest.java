package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about {@code @ChecksumExtra}: FW203 to FW208, each on the annotation member at fault
 * (or the element, for a variant that lacks the annotation or a component that lacks
 * {@code @Select}). Lines 1 and 2 of each file are its package and imports.
 */
class ChecksumExtraErrorsTest {
  private static final String CRC = "@Message @Checksum(algorithm = java.util.zip.CRC32.class,"
      + " bits = 32, at = Checksum.At.END)";
  private static final String FRAME = "record Frame(byte id, @Select(field = \"id\") @Remaining"
      + " Body body) {}";
  private static final String UNION = "@Message @Union(bits = 8) sealed interface Body permits"
      + " A, B {}";
  private static final String A = "@Tag(1) @ChecksumExtra(50) record A(byte a) implements Body {}";
  private static final String B = "@Tag(2) @ChecksumExtra(51) record B(byte b) implements Body {}";

  private static Compilation compileAll(JavaFileObject file) {
    return compile(file);
  }

  @Test
  void fw203_notAByte() {
    String a = "@Tag(1) @ChecksumExtra({50, 300}) record A(byte a) implements Body {}";
    JavaFileObject file = type("Frame", CRC, FRAME, UNION, a, B);
    Compilation c = compileAll(file);
    assertErrorAt(c, file, "[FW203] @ChecksumExtra on A: it lists 300, which is"
        + " not a byte value; give the bytes fed to the checksum after the bytes it covers,"
        + " each 0 to 255 (0x00 to 0xff), at least one", 6, a, "{50, 300}");
    // and FW022 on Frame's component: its union has errors
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw203_noByte() {
    String a = "@Tag(1) @ChecksumExtra({}) record A(byte a) implements Body {}";
    JavaFileObject file = type("Frame", CRC, FRAME, UNION, a, B);
    assertErrorAt(compileAll(file), file, "[FW203] @ChecksumExtra on A: it lists no byte; give"
        + " the bytes fed to the checksum after the bytes it covers, each 0 to 255 (0x00 to"
        + " 0xff), at least one", 6, a, "{})");
  }

  @Test
  void fw204_noChecksumOnTheMessage() {
    JavaFileObject file = type("Frame", "@Message", FRAME, UNION, A, B);
    Compilation c = compileAll(file);
    assertErrorAt(c, file, "[FW204] @Select on 'body' chooses variants of Body that carry"
        + " @ChecksumExtra, but Frame has no @Checksum on its type to feed them to; add"
        + " @Checksum(...) on Frame, or remove @ChecksumExtra from the variants", 4, FRAME,
        "\"id\"");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw205_aVariantWithoutExtra() {
    String b = "@Tag(2) record B(byte b) implements Body {}";
    JavaFileObject file = type("Frame", CRC, FRAME, UNION, A, b);
    Compilation c = compileAll(file);
    String message = "[FW205] B, a variant of Body, has no @ChecksumExtra, but A has; the"
        + " checksum of a message that selects a variant is fed the variant's extra bytes, so"
        + " give B its @ChecksumExtra too, or remove it from every variant";
    Compilations.assertErrorIs(c, message);
    assertThat(c).hadErrorContaining(message).inFile(file).onLine(7);
    assertThat(c).hadErrorCount(2); // and FW022 on Frame's component
  }

  @Test
  void fw206_aCatchAllVariant() {
    String union = "@Message @Union(bits = 8) sealed interface Body permits A, B, R {}";
    String r = "@UnknownTag record R(int tag, @Remaining byte[] data) implements Body {}";
    JavaFileObject file = type("Frame", CRC, FRAME, union, A, B, r);
    Compilation c = compileAll(file);
    assertErrorAt(c, file, "[FW206] @UnknownTag on R, a variant of Body whose"
        + " variants carry @ChecksumExtra: a message of an unknown tag has no extra bytes, so"
        + " its checksum could not be checked; remove the @UnknownTag variant (a tag no variant"
        + " has is then a DecodeException, as MAVLink's parsers drop a frame of an unknown id)",
        8, r, "@UnknownTag");
    assertThat(c).hadErrorCount(2); // and FW022 on Frame's component
  }

  @Test
  void fw207_notSelected() {
    String frame = "record Frame(byte id, @Remaining Body body) {}";
    JavaFileObject file = type("Frame", CRC, frame, UNION, A, B);
    Compilation c = compileAll(file);
    String message = "[FW207] 'body' holds Body, whose variants carry @ChecksumExtra, with the"
        + " union's own tag, not a @Select; the extras are fed to the checksum of the message"
        + " whose component, always on the wire, a @Select on an integer or enum component of"
        + " that message chooses, so declare 'body' so, or remove @ChecksumExtra from the"
        + " variants";
    Compilations.assertErrorIs(c, message);
    assertThat(c).hadErrorContaining(message).inFile(file).onLine(4);
  }

  @Test
  void fw207_selectorInANestedRecord() {
    String frame = "record Frame(H h, @Select(field = \"h.id\") @Remaining Body body) {}";
    String h = "@Message record H(byte id) {}";
    JavaFileObject file = type("Frame", CRC, frame, UNION, A, B, h);
    assertErrorAt(compileAll(file), file, "[FW207] 'body' holds Body, whose variants carry"
        + " @ChecksumExtra, selected by 'h.id', in a nested record; the extras are fed to the"
        + " checksum of the message whose component, always on the wire, a @Select on an"
        + " integer or enum component of that message chooses, so declare 'body' so, or remove"
        + " @ChecksumExtra from the variants", 4, frame, "\"h.id\"");
  }

  @Test
  void fw208_twoComponents() {
    String first = "record Frame(byte id, byte id2, @Select(field = \"id\") @Length(1)"
        + " Body one,";
    String second = "    @Select(field = \"id2\") @Remaining Body two) {}";
    JavaFileObject file = type("Frame", CRC, first, second, UNION, A, B);
    Compilation c = compileAll(file);
    assertErrorAt(c, file, "[FW208] 'one' and 'two' of Frame both choose variants that carry"
        + " @ChecksumExtra; the checksum is fed the extras of one selected variant, so keep"
        + " @ChecksumExtra on the variants of one of them", 5, second, "\"id2\"");
    assertThat(c).hadErrorCount(1);
  }
}
