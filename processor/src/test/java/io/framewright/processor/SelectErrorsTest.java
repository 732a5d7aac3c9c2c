package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.assertErrorIs;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Errors about {@code @Select}, a union selected by an earlier field: FW110 to FW117. */
class SelectErrorsTest {
  /** A union of two variants, tags 1 and 20, and an enum with wire values 1 and 2. */
  private static final String[] UNION = {
      "@Message @Union(bits = 8) sealed interface Body permits Body.A, Body.B {",
      "  @Tag(1) record A(short x) implements Body {}",
      "  @Tag(20) record B() implements Body {}",
      "}",
      "enum Kind { @WireValue(1) ONE, @WireValue(2) TWO }"};

  private static JavaFileObject file(String name, String... lines) {
    String[] all = new String[2 + lines.length + UNION.length];
    all[0] = PACKAGE;
    all[1] = IMPORTS;
    System.arraycopy(lines, 0, all, 2, lines.length);
    System.arraycopy(UNION, 0, all, 2 + lines.length, UNION.length);
    return source(name, all);
  }

  /** The one error is {@code message}, at {@code token} of {@code text}, line {@code line}. */
  private static void assertOnly(Compilation c, JavaFileObject file, int line, String text,
      String token, String message) {
    assertErrorIs(c, message);
    assertThat(c).hadErrorContaining(message).inFile(file).onLine(line)
        .atColumn(column(text, token));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw110_unknownSelector() {
    String line4 = "    @Select(field = \"kind\") Body body) {}";
    JavaFileObject file = file("Unknown",
        "@Message record Unknown(int type,",     // 3
        line4);                                  // 4
    assertOnly(compile(file), file, 4, line4, "\"kind\"", "[FW110] @Select(field = \"kind\") on"
        + " 'body': there is no component of that name in Unknown; name an integer or enum"
        + " component of the same record declared before 'body', or one inside an earlier"
        + " nested message by its path ('header.type')");
  }

  @Test
  void fw111_laterSelector() {
    String line3 = "@Message record Later(@Select(field = \"type\") Body body, int type) {}";
    JavaFileObject file = file("Later", line3);
    assertOnly(compile(file), file, 3, line3, "\"type\"", "[FW111] @Select(field = \"type\") on"
        + " 'body': 'type' is not declared before 'body', and the selector is read before the"
        + " variant it selects; move 'type' up");
  }

  @Test
  void fw112_selectorNotIntegerOrEnum() {
    String line3 = "@Message record Ratio(float ratio, @Select(field = \"ratio\") Body body) {}";
    JavaFileObject file = file("Ratio", line3);
    assertOnly(compile(file), file, 3, line3, "\"ratio\"", "[FW112] @Select(field = \"ratio\")"
        + " on 'body': 'ratio' is a float; a selector is an integer (byte, short, int or long,"
        + " any width) or an enum component");
  }

  @Test
  void fw113_selectorSetByAnotherPart() {
    String line4 = "    @Select(field = \"n\") Body body) {}";
    JavaFileObject file = file("Held",
        "@Message record Held(int n, @Length(field = \"n\") byte[] data,", // 3
        line4);                                  // 4
    assertOnly(compile(file), file, 4, line4, "\"n\"", "[FW113] @Select(field = \"n\") on"
        + " 'body': 'n' holds the size of 'data', which the encoder writes there, so the"
        + " encoder can not write the variant's tag there; use a component always on the wire that"
        + " nothing else sets as the selector");
  }

  /**
   * A size expression of the selector alone sets it from the real size, as a held size does
   * (found by GenerativeProcessorTest: it compiled, and the encoder wrote the tag where the
   * decoder read the length).
   */
  @Test
  void fw113_selectorSetBySizeExpression() {
    String line4 = "    @Select(field = \"n\") Body body) {}";
    JavaFileObject file = file("Expr",
        "@Message record Expr(byte n, @Length(expr = \"n * 4 - 20\") byte[] data,", // 3
        line4);                                  // 4
    assertOnly(compile(file), file, 4, line4, "\"n\"", "[FW113] @Select(field = \"n\") on"
        + " 'body': 'n' holds the size of 'data', which the encoder writes there, so the"
        + " encoder can not write the variant's tag there; use a component always on the wire that"
        + " nothing else sets as the selector");
    // Checked, not set: an expression of two components leaves the selector to the variant.
    JavaFileObject checked = file("Checked",
        "@Message record Checked(byte n, byte m, @Length(expr = \"n + m\") byte[] data,",
        line4);
    assertThat(compile(checked)).succeeded();
  }

  @Test
  void fw113_optionalSelector() {
    String line4 = "    @Select(field = \"type\") Body body) {}";
    JavaFileObject file = file("Optional",
        "@Message record Optional(@Flags @Field(bits = 8) int flags, @Presence(flag = 1) Short type,",
        line4);
    assertOnly(compile(file), file, 4, line4, "\"type\"", "[FW113] @Select(field = \"type\") on"
        + " 'body': 'type' is optional (@Presence or @When), and may be off the wire, so the"
        + " encoder can not write the variant's tag there; use a component always on the wire that"
        + " nothing else sets as the selector");
  }

  @Test
  void fw114_notAUnion() {
    String line3 = "@Message record Plain(int type, @Select(field = \"type\") Kind a) {}";
    JavaFileObject file = file("Plain", line3);
    assertOnly(compile(file), file, 3, line3, "@Select", "[FW114] @Select on 'a', which is an"
        + " enum Kind; put @Select on a component whose type is a @Union sealed interface (not"
        + " optional, an array or a list), or remove it");
  }

  @Test
  void fw115_tagTheSelectorCanNotHold() {
    String line3 = "@Message record Narrow(@Field(bits = 4) int type,"
        + " @Select(field = \"type\") Body body) {}";
    JavaFileObject file = file("Narrow", line3);
    assertOnly(compile(file), file, 3, line3, "\"type\"", "[FW115] @Tag(20) on Body.B: 'type',"
        + " which selects the variant of 'body', holds 0 to 15; give Body.B a tag in that range,"
        + " or widen 'type'");
  }

  /**
   * A varint selector holds the tags its maxBytes carry, half of them with ZigZag (found by
   * GenerativeProcessorTest: 0x7F under a one-byte ZigZag varint compiled, then never encoded).
   */
  @Test
  void fw115_tagAVarintSelectorCanNotHold() {
    String line3 = "@Message record Plain(@Varint(maxBytes = 1) int type,"
        + " @Select(field = \"type\") Wide body) {}";
    String line3z = "@Message record Zig(@Varint(zigzag = true, maxBytes = 1) int type,"
        + " @Select(field = \"type\") Wide body) {}";
    String[] wide = {
        "@Message @Union(bits = 8) sealed interface Wide permits Wide.A, Wide.B {",
        "  @Tag(1) record A(short x) implements Wide {}",
        "  @Tag(100) record B() implements Wide {}",
        "}"};
    JavaFileObject plain = source("Plain", concat(line3, wide));
    assertThat(compile(plain)).succeeded(); // 0..127 holds 100
    JavaFileObject zig = source("Zig", concat(line3z, wide));
    assertOnly(compile(zig), zig, 3, line3z, "\"type\"", "[FW115] @Tag(100) on Wide.B:"
        + " 'type', which selects the variant of 'body', holds 0 to 63; give Wide.B a tag in"
        + " that range, or widen 'type'");
  }

  private static String[] concat(String line3, String[] rest) {
    String[] all = new String[3 + rest.length];
    all[0] = PACKAGE;
    all[1] = IMPORTS;
    all[2] = line3;
    System.arraycopy(rest, 0, all, 3, rest.length);
    return all;
  }

  @Test
  void fw116_tagNoEnumConstantHas() {
    String line3 = "@Message record ByKind(Kind kind, @Select(field = \"kind\") Body body) {}";
    JavaFileObject file = file("ByKind", line3);
    assertOnly(compile(file), file, 3, line3, "\"kind\"", "[FW116] @Tag(20) on Body.B: 'kind',"
        + " which selects the variant of 'body', is enum Kind, and no constant has that wire"
        + " value (they have 1, 2); give Body.B one of them as its tag");
  }

  @Test
  void fw117_framedUnion() {
    String line3 = "@Message record Framed(int type, @Select(field = \"type\") Magic m) {}";
    JavaFileObject file = file("Framed", line3,
        "@Message @Union(bits = 8) @io.framewright.annotations.Magic({1})"
            + " sealed interface Magic permits Magic.X {",
        "  @Tag(1) record X() implements Magic {}",
        "}");
    assertOnly(compile(file), file, 3, line3, "@Select", "[FW117] @Select on 'm': union Magic"
        + " has @Magic, which a selected union does not write (only its variant is on the wire);"
        + " remove @Magic from Magic, or drop @Select and write its tag");
  }

  @Test
  void fw118_emptyRange() {
    String line4 = "  @Tag(from = 9, to = 3) record X() implements R {}";
    JavaFileObject file = source("R", PACKAGE, IMPORTS,
        "@Message @Union(bits = 8) sealed interface R permits R.X {", // 3
        line4,                                   // 4
        "}");
    assertOnly(compile(file), file, 4, line4, "3)", "[FW118] @Tag(from = 9, to = 3) on R.X:"
        + " the range has no tag; give from <= to (both included, unsigned)");
  }

  @Test
  void fw085_overlappingTagSetsAndRanges() {
    String line5 = "  @Tag(from = 4, to = 8) record Y() implements R {}";
    JavaFileObject file = source("R", PACKAGE, IMPORTS,
        "@Message @Union(bits = 8) sealed interface R permits R.X, R.Y {", // 3
        "  @Tag({1, 6}) record X() implements R {}", // 4
        line5,                                   // 5
        "}");
    assertOnly(compile(file), file, 5, line5, "8)", "[FW085] @Tag(6) on R.Y is already the tag"
        + " of R.X; give each variant of R its own tag");
  }

  @Test
  void fw084_rangeBeyondTheUnionsTag() {
    String line4 = "  @Tag(from = 250, to = 256) record X() implements R {}";
    JavaFileObject file = source("R", PACKAGE, IMPORTS,
        "@Message @Union(bits = 8) sealed interface R permits R.X {", // 3
        line4,                                   // 4
        "}");
    assertOnly(compile(file), file, 4, line4, "256", "[FW084] @Tag(256) on R.X does not fit the"
        + " 8-bit tag of union R (0..255)");
  }

  @Test
  void fw115_rangeBeyondTheSelector() {
    String line3 = "@Message record Narrow(@Field(bits = 4) int type,"
        + " @Select(field = \"type\") R body) {}";
    JavaFileObject file = source("Narrow", PACKAGE, IMPORTS,
        line3,                                   // 3
        "@Message @Union(bits = 8) sealed interface R permits R.X {",
        "  @Tag(from = 8, to = 31) record X() implements R {}",
        "}");
    assertOnly(compile(file), file, 3, line3, "\"type\"", "[FW115] @Tag(31) on R.X: 'type',"
        + " which selects the variant of 'body', holds 0 to 15; give R.X a tag in that range,"
        + " or widen 'type'");
  }

  @Test
  void fw116_rangeOfAnEnumSelectorWithAGap() {
    String line3 = "@Message record ByKind(Kind kind, @Select(field = \"kind\") R body) {}";
    JavaFileObject file = source("ByKind", PACKAGE, IMPORTS,
        line3,                                   // 3
        "@Message @Union(bits = 8) sealed interface R permits R.X {",
        "  @Tag(from = 1, to = 3) record X() implements R {}",
        "}",
        "enum Kind { @WireValue(1) ONE, @WireValue(2) TWO }");
    assertOnly(compile(file), file, 3, line3, "\"kind\"", "[FW116] @Tag(3) on R.X: 'kind',"
        + " which selects the variant of 'body', is enum Kind, and no constant has that wire"
        + " value (they have 1, 2); give R.X one of them as its tag");
  }

  @Test
  void fw114_unionReadByItsOwnCodec() {
    String line3 = "@Message record Custom(int t, @Select(field = \"t\") @Using(Custom.C.class) Body b) {";
    JavaFileObject file = file("Custom", line3,
        "  public static final class C implements io.framewright.runtime.ValueCodec<Body> {",
        "    public int size(Body v) { return 0; }",
        "    public int write(Body v, byte[] b, int p, int l) { return p; }",
        "    public Body read(io.framewright.runtime.WireReader in) { return null; }",
        "  }",
        "}");
    assertOnly(compile(file), file, 3, line3, "@Select", "[FW114] @Select on 'b', which is a"
        + " Body read by a @Using codec; put @Select on a component whose type is a @Union sealed"
        + " interface (not optional, an array or a list), or remove it");
  }

  @Test
  void fw113_selectorAConditionReads() {
    String line4 = "    @Select(field = \"type\") Body body) {}";
    JavaFileObject file = file("Tested",
        "@Message record Tested(int type, @When(field = \"type\", equal = 1) Short extra,",
        line4);
    assertOnly(compile(file), file, 4, line4, "\"type\"", "[FW113] @Select(field = \"type\")"
        + " on 'body': 'type' decides whether 'extra' is on the wire (@When), which the encoder"
        + " tests on the record's value, not on the tag it writes, so the encoder can not write"
        + " the variant's tag there; use a component always on the wire that nothing else sets"
        + " as the selector");
  }

  @Test
  void fw113_flagsSelector() {
    String line4 = "    @Select(field = \"flags\") Body body) {}";
    JavaFileObject file = file("Flagged",
        "@Message record Flagged(@Flags @Field(bits = 8) int flags, @Presence(flag = 1) Short x,",
        line4);
    assertOnly(compile(file), file, 4, line4, "\"flags\"", "[FW113] @Select(field = \"flags\")"
        + " on 'body': 'flags' is a @Flags field, whose bits the encoder sets, so the encoder can"
        + " not write the variant's tag there; use a component always on the wire that nothing"
        + " else sets as the selector");
  }

  @Test
  void fw113_oneSelectorForTwoUnions() {
    String line4 = "    @Select(field = \"type\") Body second) {}";
    JavaFileObject file = file("Twice",
        "@Message record Twice(int type, @Select(field = \"type\") @Length(4) Body first,",
        line4);
    Compilation c = compile(file);
    assertErrorIs(c, "[FW113] @Select(field = \"type\") on 'second': 'type' selects the variant"
        + " of 'first' too, and each selector is written from one variant, so the encoder can not"
        + " write the variant's tag there; use a component always on the wire that nothing else"
        + " sets as the selector");
    assertThat(c).hadErrorContaining("on 'second'").inFile(file).onLine(4)
        .atColumn(column(line4, "\"type\""));
  }
}
