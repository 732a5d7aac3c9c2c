package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.compileWithLint;
import static io.framewright.processor.Compilations.describe;
import static io.framewright.processor.Compilations.errorsContaining;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about optional components, {@code @Flags}, {@code @Presence}, {@code @When} and
 * {@code @WhenAbsent}: FW060 to FW070. An error about a value ({@code 0x03} in
 * {@code flag = 0x03}) is expected on that value, also when the annotation is one of several
 * repeated {@code @Presence}.
 */
class ConditionErrorsTest {
  private static final String FW061_TAIL = "; declare an integer component annotated @Flags"
      + " before ";
  private static final String FW062_TAIL = ": a flag is a mask with exactly one bit set, within"
      + " the ";
  private static final String FW064_TAIL = " (null when absent) or add @WhenAbsent(value) to"
      + " name the value that stands for absent";
  private static final String FW069_TAIL = "; @WhenAbsent is for primitive components with"
      + " @Presence or @When, so remove it";

  @Test
  void fw060_flagsOnNonIntegers() {
    String line5 = "    @Flags float f,";
    String line6 = "    @Flags boolean b,";
    String line7 = "    @Flags char c,";
    String line8 = "    @Flags Kind k) {}";
    JavaFileObject file = source("Flagged",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Flagged(",                       // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        "enum Kind { @WireValue(1) A }");        // 9
    Compilation c = compile(file);
    String tail = "; a flags field is an integer (byte, short, int, long)";
    assertThat(c).hadErrorContaining("[FW060] @Flags on 'f', which is a float" + tail)
        .inFile(file).onLine(5).atColumn(column(line5, "@Flags"));
    assertThat(c).hadErrorContaining("[FW060] @Flags on 'b', which is a boolean" + tail)
        .inFile(file).onLine(6).atColumn(column(line6, "@Flags"));
    assertThat(c).hadErrorContaining("[FW060] @Flags on 'c', which is a char" + tail)
        .inFile(file).onLine(7).atColumn(column(line7, "@Flags"));
    assertThat(c).hadErrorContaining("[FW060] @Flags on 'k', which is an enum Kind" + tail)
        .inFile(file).onLine(8).atColumn(column(line8, "@Flags"));
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void fw061_noFlagsFieldAtAll() {
    String line6 = "    @Presence(flag = 0x01) Short distance) {}";
    JavaFileObject file = source("Orphan",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Orphan(",                        // 4
        "    int flags,",                        // 5
        line6);                                  // 6
    Compilation c = compile(file);
    // On the flag: no field was named.
    assertThat(c).hadErrorContaining("[FW061] @Presence on 'distance' refers to no flags field"
        + FW061_TAIL + "'distance'").inFile(file).onLine(6).atColumn(column(line6, "0x01"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw061_namedFlagsFieldMissing() {
    String line6 = "    @Presence(flag = 0x01, field = \"flag\") Short a,";
    String line7 = "    @Presence(flag = 0x02, field = \"options\") Short b,";
    String line8 = "    @Presence(flag = 0x04, field = \"later\") Short c,";
    JavaFileObject file = source("Misnamed",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Misnamed(",                      // 4
        "    @Flags byte flags,",                // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        "    @Flags byte later) {}");            // 9
    Compilation c = compile(file);
    // On the name; a close name is suggested, a far one is not.
    assertThat(c).hadErrorContaining("[FW061] @Presence on 'a' refers to 'flag'" + FW061_TAIL
        + "'a'; did you mean 'flags'?").inFile(file).onLine(6)
        .atColumn(column(line6, "\"flag\""));
    assertThat(c).hadErrorContaining("[FW061] @Presence on 'b' refers to 'options'" + FW061_TAIL
        + "'b'").inFile(file).onLine(7).atColumn(column(line7, "\"options\""));
    // 'later' is a flags field, but after c.
    assertThat(c).hadErrorContaining("[FW061] @Presence on 'c' refers to 'later'" + FW061_TAIL
        + "'c'").inFile(file).onLine(8).atColumn(column(line8, "\"later\""));
    assertOneEndsWith(c, "[FW061] @Presence on 'b'", "'b'");
    assertOneEndsWith(c, "[FW061] @Presence on 'c'", "'c'");
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw062_flagNotOneBit() {
    String line6 = "    @Presence(flag = 0x03) Short a,";
    String line7 = "    @Presence(flag = 0x100) Short b,";
    String line8 = "    @Presence(flag = 0) Short c) {}";
    JavaFileObject file = source("Masks",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Masks(",                         // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        line6,                                   // 6
        line7,                                   // 7
        line8);                                  // 8
    Compilation c = compile(file);
    String of = "8 bits of flags field 'flags'";
    assertThat(c).hadErrorContaining("[FW062] @Presence(flag = 0x3) on 'a'" + FW062_TAIL + of)
        .inFile(file).onLine(6).atColumn(column(line6, "0x03"));
    // One bit, but not one of the 8 of the flags field.
    assertThat(c).hadErrorContaining("[FW062] @Presence(flag = 0x100) on 'b'" + FW062_TAIL + of)
        .inFile(file).onLine(7).atColumn(column(line7, "0x100"));
    assertThat(c).hadErrorContaining("[FW062] @Presence(flag = 0x0) on 'c'" + FW062_TAIL + of)
        .inFile(file).onLine(8).atColumn(column(line8, "0)"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw062_flagOutsideANarrowFlagsField() {
    String line6 = "    @Presence(flag = 0x10) Short a) {}";
    JavaFileObject file = source("Nibble",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Nibble(",                        // 4
        "    @Flags @Field(bits = 4) int flags, @Field(bits = 4) int kind,", // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW062] @Presence(flag = 0x10) on 'a'" + FW062_TAIL
        + "4 bits of flags field 'flags'").inFile(file).onLine(6)
        .atColumn(column(line6, "0x10"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw063_flagTaken() {
    String line7 = "    @Presence(flag = 0x40) @WhenAbsent(0) short p2) {}";
    JavaFileObject file = source("Command",
        PACKAGE,
        IMPORTS,
        "@Message(order = Endian.LITTLE)",       // 3
        "record Command(",                       // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        "    @Presence(flag = 0x40) Short distribution,", // 6
        line7);                                  // 7
    Compilation c = compile(file);
    // On the second claim's flag.
    assertThat(c).hadErrorContaining("[FW063] flag 0x40 of field 'p2' is already used by field"
        + " 'distribution'; give each field its own bit").inFile(file).onLine(7)
        .atColumn(column(line7, "0x40"));
    assertThat(c).hadErrorCount(1);
  }

  /** The same bit of two different flags fields is two different flags. */
  @Test
  void sameBitOfTwoFlagsFieldsIsFine() {
    JavaFileObject file = source("TwoFlags",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record TwoFlags(",
        "    @Flags @Field(bits = 8) int first,",
        "    @Presence(flag = 0x01) Short a,",
        "    @Flags @Field(bits = 8) int second,",
        "    @Presence(flag = 0x01) Short b,",
        "    @Presence(flag = 0x02, field = \"first\") Short c) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void fw064_absentPrimitive() {
    String line6 = "    @Presence(flag = 1) short s,";
    String line7 = "    @Presence(flag = 2) char ch,";
    String line8 = "    @Presence(flag = 4) boolean on,";
    String line9 = "    @When(field = \"flags\", equal = 1) int extra) {}";
    JavaFileObject file = source("Absent",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Absent(",                        // 4
        "    @Flags byte flags,",                // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        line9);                                  // 9
    Compilation c = compile(file);
    // On the annotation that makes the component optional.
    assertThat(c).hadErrorContaining("[FW064] 's' is a primitive short, which can not be absent;"
        + " use Short" + FW064_TAIL).inFile(file).onLine(6).atColumn(column(line6, "@Presence"));
    assertThat(c).hadErrorContaining("[FW064] 'ch' is a primitive char, which can not be absent;"
        + " use Character" + FW064_TAIL).inFile(file).onLine(7)
        .atColumn(column(line7, "@Presence"));
    assertThat(c).hadErrorContaining("[FW064] 'on' is a primitive boolean, which can not be"
        + " absent; use Boolean" + FW064_TAIL).inFile(file).onLine(8)
        .atColumn(column(line8, "@Presence"));
    assertThat(c).hadErrorContaining("[FW064] 'extra' is a primitive int, which can not be"
        + " absent; use Integer" + FW064_TAIL).inFile(file).onLine(9)
        .atColumn(column(line9, "@When"));
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void fw065_presenceWidthNotWholeBytesOrTooWide() {
    String line6 = "    @Presence(flag = 1, bits = 12) Integer v,";
    String line7 = "    @Presence(flag = 2, bits = 24) @WhenAbsent(0) short s,";
    String line8 = "    @Presence(flag = 4, bits = 72) Long l) {}";
    JavaFileObject file = source("Widths",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Widths(",                        // 4
        "    @Flags byte flags,",                // 5
        line6,                                   // 6
        line7,                                   // 7
        line8);                                  // 8
    Compilation c = compile(file);
    String tail = ": an optional value is whole bytes wide (8, 16, 24, ... up to the ";
    assertThat(c).hadErrorContaining("[FW065] @Presence(bits = 12) on 'v'" + tail
        + "32 bits of int)").inFile(file).onLine(6).atColumn(column(line6, "12"));
    assertThat(c).hadErrorContaining("[FW065] @Presence(bits = 24) on 's'" + tail
        + "16 bits of short)").inFile(file).onLine(7).atColumn(column(line7, "24"));
    assertThat(c).hadErrorContaining("[FW065] @Presence(bits = 72) on 'l'" + tail
        + "64 bits of long)").inFile(file).onLine(8).atColumn(column(line8, "72"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw066_presenceAndWhen() {
    String line6 = "    @Presence(flag = 1) @When(field = \"flags\", equal = 1) Short s) {}";
    JavaFileObject file = source("Twice",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Twice(",                         // 4
        "    @Flags byte flags,",                // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW066] 's' has both @Presence and @When; a field is made"
        + " optional by one of them").inFile(file).onLine(6).atColumn(column(line6, "@When"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw067_whenFieldUnknownWithSuggestion() {
    String line6 = "    @When(field = \"knd\", equal = 1) Short a,";
    String line7 = "    @When(field = \"colour\", equal = 1) Short b) {}";
    JavaFileObject file = source("Typo",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Typo(",                          // 4
        "    int kind,",                         // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    // On the name.
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"knd\") on 'a': there is no component of"
        + " that name; did you mean 'kind'?").inFile(file).onLine(6)
        .atColumn(column(line6, "\"knd\""));
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"colour\") on 'b': there is no component"
        + " of that name").inFile(file).onLine(7)
        .atColumn(column(line7, "\"colour\""));
    // Without a close name: what a condition can read.
    assertOneEndsWith(c, "[FW067] @When(field = \"colour\")", "of that name in Typo; a condition"
        + " reads an integer component of Typo declared before 'b', one inside an earlier"
        + " nested message named by its path ('header.flags'), or one of the message that"
        + " encloses Typo ('_parent.flags')");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw067_whenFieldDeclaredLater() {
    String line5 = "    @When(field = \"kind\", equal = 1) Short a,";
    JavaFileObject file = source("Later",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Later(",                         // 4
        line5,                                   // 5
        "    int kind) {}");                     // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"kind\") on 'a': 'kind' comes after"
        + " 'a', and a condition reads a component declared before it; move 'kind' up")
        .inFile(file).onLine(5).atColumn(column(line5, "\"kind\""));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw067_whenFieldNotAnInteger() {
    String line7 = "    @When(field = \"ratio\", equal = 1) Short a,";
    String line8 = "    @When(field = \"name\", notEqual = 0) Short b) {}";
    JavaFileObject file = source("NotInt",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record NotInt(",                        // 4
        "    float ratio,",                      // 5
        "    @Length(8) String name,",           // 6
        line7,                                   // 7
        line8);                                  // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"ratio\") on 'a': 'ratio' is a float,"
        + " and a condition reads an integer (byte, short, int or long)").inFile(file).onLine(7)
        .atColumn(column(line7, "\"ratio\""));
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"name\") on 'b': 'name' is a String,"
        + " and a condition reads an integer (byte, short, int or long)").inFile(file).onLine(8)
        .atColumn(column(line8, "\"name\""));
    assertThat(c).hadErrorCount(2);
  }

  /**
   * An optional integer can not decide whether another component is there, so {@code kind} is
   * refused; but the "did you mean" hint must not then suggest 'kind' itself, the very name
   * that was written.
   */
  @Test
  void fw067_whenFieldIsItselfOptional() {
    String line7 = "    @When(field = \"kind\", equal = 1) Short s) {}";
    JavaFileObject file = source("OnOptional",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record OnOptional(",                    // 4
        "    @Flags byte flags,",                // 5
        "    @Presence(flag = 1) Integer kind,", // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"kind\") on 's': ").inFile(file)
        .onLine(7).atColumn(column(line7, "\"kind\""));
    assertWithMessage("an FW067 that suggests the name written, among:\n%s", describe(c))
        .that(errorsContaining(c, "did you mean 'kind'?")).isEmpty();
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw068_whenWithoutValues() {
    String line6 = "    @When(field = \"kind\") Short a,";
    String line7 = "    @When(field = \"kind\", equal = {}) Short b) {}";
    JavaFileObject file = source("NoValues",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record NoValues(",                      // 4
        "    int kind,",                         // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    String tail = " must give exactly one of equal = {...} and notEqual = {...}";
    assertThat(c).hadErrorContaining("[FW068] @When on 'a'" + tail).inFile(file).onLine(6)
        .atColumn(column(line6, "@When"));
    assertThat(c).hadErrorContaining("[FW068] @When on 'b'" + tail).inFile(file).onLine(7)
        .atColumn(column(line7, "@When"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw068_whenWithBothValues() {
    String line6 = "    @When(field = \"kind\", equal = 1, notEqual = 2) Short a) {}";
    JavaFileObject file = source("BothValues",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record BothValues(",                    // 4
        "    int kind,",                         // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW068] @When on 'a' must give exactly one of equal = {...}"
        + " and notEqual = {...}").inFile(file).onLine(6).atColumn(column(line6, "@When"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw069_whenAbsentOnComponentThatIsAlwaysThere() {
    String line5 = "    @WhenAbsent(0) short s,";
    String line6 = "    @Flags @WhenAbsent(0) byte flags) {}";
    JavaFileObject file = source("Always",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Always(",                        // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW069] @WhenAbsent on 's', which is always on the wire"
        + FW069_TAIL).inFile(file).onLine(5).atColumn(column(line5, "@WhenAbsent"));
    assertThat(c).hadErrorContaining("[FW069] @WhenAbsent on 'flags', which is always on the wire"
        + FW069_TAIL).inFile(file).onLine(6).atColumn(column(line6, "@WhenAbsent"));
    assertThat(c).hadErrorCount(2);
  }

  /** The component is an Integer, not an int ("a int" is also not English). */
  @Test
  void fw069_whenAbsentOnNullableInteger() {
    String line6 = "    @Presence(flag = 1) @WhenAbsent(0) Integer v) {}";
    JavaFileObject file = source("Boxed",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Boxed(",                         // 4
        "    @Flags byte flags,",                // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW069] @WhenAbsent on 'v', which is an Integer (null is"
        + " absent)" + FW069_TAIL).inFile(file).onLine(6)
        .atColumn(column(line6, "@WhenAbsent"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw069_whenAbsentOnNullableString() {
    String line6 = "    @When(field = \"kind\", equal = 1) @WhenAbsent(0) @Length(4) String s) {}";
    JavaFileObject file = source("Text",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Text(",                          // 4
        "    int kind,",                         // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW069] @WhenAbsent on 's', which is a String (null is"
        + " absent)" + FW069_TAIL).inFile(file).onLine(6)
        .atColumn(column(line6, "@WhenAbsent"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw070_presenceBitsOnStringAndMessage() {
    String line6 = "    @Presence(flag = 1, bits = 16) @Length(bits = 8) String s,";
    String line7 = "    @Presence(flag = 2, bits = 32) Point p) {}";
    JavaFileObject file = source("Widened",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Widened(",                       // 4
        "    @Flags byte flags,",                // 5
        line6,                                   // 6
        line7,                                   // 7
        "@Message record Point(short x, short y) {}"); // 8
    Compilation c = compile(file);
    String tail = ": only integers and enums have alternative widths; remove bits";
    assertThat(c).hadErrorContaining("[FW070] @Presence(bits = 16) on 's', a String" + tail)
        .inFile(file).onLine(6).atColumn(column(line6, "16"));
    assertThat(c).hadErrorContaining("[FW070] @Presence(bits = 32) on 'p', a Point" + tail)
        .inFile(file).onLine(7).atColumn(column(line7, "32"));
    assertThat(c).hadErrorCount(2);
  }

  /**
   * A float has no alternative widths either, but it is a number: the message must not say that
   * "only numbers" have them.
   */
  @Test
  void fw070_presenceBitsOnFloat() {
    String line6 = "    @Presence(flag = 1, bits = 32) Float ratio) {}";
    JavaFileObject file = source("Ratio",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Ratio(",                         // 4
        "    @Flags byte flags,",                // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW070] @Presence(bits = 32) on 'ratio', a float: only")
        .inFile(file).onLine(6).atColumn(column(line6, "32"));
    assertWithMessage("an FW070 that tells a float only numbers have widths, among:\n%s",
        describe(c)).that(errorsContaining(c, "a float: only numbers")).isEmpty();
    assertThat(c).hadErrorCount(1);
  }

  // Repeated @Presence: each error points at the value of the alternative it is about.

  @Test
  void repeatedPresence_errorOnSecondFlagPointsAtIt() {
    String line7 = "    @Presence(flag = 0x03, bits = 32, signed = true) Integer p3) {}";
    JavaFileObject file = source("Alternatives",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Alternatives(",                  // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        "    @Presence(flag = 0x20, bits = 16)", // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW062] @Presence(flag = 0x3) on 'p3'" + FW062_TAIL
        + "8 bits of flags field 'flags'").inFile(file).onLine(7)
        .atColumn(column(line7, "0x03"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void repeatedPresence_errorOnFirstFlagPointsAtIt() {
    String line6 = "    @Presence(flag = 0x300, bits = 16)";
    JavaFileObject file = source("Alternatives",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Alternatives(",                  // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        line6,                                   // 6
        "    @Presence(flag = 0x04, bits = 32, signed = true) Integer p3) {}"); // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW062] @Presence(flag = 0x300) on 'p3'").inFile(file)
        .onLine(6).atColumn(column(line6, "0x300"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void repeatedPresence_errorOnSecondBitsPointsAtThem() {
    String line7 = "    @Presence(flag = 0x04, bits = 12) Integer p3) {}";
    JavaFileObject file = source("Alternatives",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Alternatives(",                  // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        "    @Presence(flag = 0x20, bits = 16)", // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW065] @Presence(bits = 12) on 'p3': an optional value is"
        + " whole bytes wide (8, 16, 24, ... up to the 32 bits of int)").inFile(file).onLine(7)
        .atColumn(column(line7, "12"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void repeatedPresence_errorOnSecondFieldNamePointsAtIt() {
    String line7 = "    @Presence(flag = 0x04, bits = 32, field = \"flag\") Integer p3) {}";
    JavaFileObject file = source("Alternatives",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Alternatives(",                  // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        "    @Presence(flag = 0x20, bits = 16)", // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW061] @Presence on 'p3' refers to 'flag'" + FW061_TAIL
        + "'p3'; did you mean 'flags'?").inFile(file).onLine(7)
        .atColumn(column(line7, "\"flag\""));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void repeatedPresence_bitsOnStringPointAtTheSecond() {
    String line7 = "    @Presence(flag = 0x04, bits = 16) @Length(bits = 8) String s) {}";
    JavaFileObject file = source("Alternatives",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Alternatives(",                  // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        "    @Presence(flag = 0x20)",            // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW070] @Presence(bits = 16) on 's', a String: only integers"
        + " and enums have alternative widths; remove bits").inFile(file).onLine(7)
        .atColumn(column(line7, "16"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * Two alternatives of one component with the same flag: the decoder could not tell them apart.
   * The error is on the second; "already used by field 'p'" on field 'p' itself, with "give each
   * field its own bit", does not say what is wrong.
   */
  @Test
  void repeatedPresence_sameFlagTwice() {
    String line7 = "    @Presence(flag = 0x20, bits = 32) Integer p) {}";
    JavaFileObject file = source("Alternatives",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Alternatives(",                  // 4
        "    @Flags @Field(bits = 8) int flags,", // 5
        "    @Presence(flag = 0x20, bits = 16)", // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW071] flag 0x20 is given twice in the @Presence alternatives"
        + " of 'p', so the decoder could not tell them apart; give each alternative its own bit")
        .inFile(file).onLine(7).atColumn(column(line7, "0x20"));
    assertWithMessage("an FW063 naming 'p' as the field 'p' conflicts with, among:\n%s",
        describe(c)).that(errorsContaining(c, "already used by field 'p';")).isEmpty();
    assertThat(c).hadErrorCount(1);
  }

  /**
   * Flags, presence alternatives, {@code @WhenAbsent}, {@code @When} with equal and notEqual, in
   * files of their own, compile without a single warning under {@code -Xlint:all}.
   */
  @Test
  void everyKindOfConditionCompilesWithoutWarnings() {
    JavaFileObject kind = type("Kind", "enum Kind { @WireValue(1) A, @WireValue(2) B }");
    JavaFileObject point = type("Point", "@Message record Point(short x, short y) {}");
    JavaFileObject command = type("Command",
        "@Message(order = Endian.LITTLE)",
        "record Command(",
        "    @Field(bits = 16) int serial,",
        "    @Flags @Field(bits = 8) int flags,",
        "    byte command,",
        "    @Presence(flag = 0x40) Short distribution,",
        "    @Presence(flag = 0x20, bits = 16)",
        "    @Presence(flag = 0x04, bits = 32, signed = true) Integer p3,",
        "    @Presence(flag = 0x02) @WhenAbsent(0) short p2,",
        "    @Presence(flag = 0x01) Byte p1,",
        "    @Presence(flag = 0x80) Byte sender,",
        "    @Presence(flag = 0x10) @Length(bits = 8) byte[] data) {}");
    JavaFileObject acks = type("Acks",
        "@Message",
        "record Acks(",
        "    @Field(bits = 32) long firstAck,",
        "    @When(field = \"firstAck\", notEqual = 0) @Count(bits = 8) byte[] acks,",
        "    @Field(bits = 8) int kind,",
        "    @When(field = \"kind\", equal = {1, 2}) @WhenAbsent(-1) int extra,",
        "    @When(field = \"kind\", notEqual = 0) Point at,",
        "    @Flags @Field(bits = 16) int options,",
        "    @Presence(flag = 0x4000) Kind mode,",
        "    @Presence(flag = 0x0001, bits = 8) @Presence(flag = 0x0002) Short small,",
        "    @Presence(flag = 0x0004, bits = 32) @Presence(flag = 0x0010) Long big,",
        "    @Presence(flag = 0x0008) @Length(bits = 16) String note,",
        "    @Flags long wide,",
        "    @Presence(flag = 0x8000000000000000L) Integer last) {}");
    Compilation c = compileWithLint(kind, point, command, acks);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.CommandCodec");
    assertThat(c).generatedSourceFile("test.AcksCodec");
  }

  /**
   * A flags field is "an integer (byte, short, int, long)" (FW060), so a byte or short one must
   * give a codec that compiles.
   */
  @Test
  void byteFlagsFieldCompiles() {
    JavaFileObject file = type("Small",
        "@Message record Small(@Flags byte flags, @Presence(flag = 0x01) Short a) {}");
    Compilation c = compileWithLint(file);
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void shortFlagsFieldCompiles() {
    JavaFileObject file = type("Small",
        "@Message record Small(@Flags short flags, @Presence(flag = 0x0100) Short a) {}");
    Compilation c = compileWithLint(file);
    assertThat(c).succeededWithoutWarnings();
  }

  /** A Long sent in 8 or 16 bits when it fits, else in 64. */
  @Test
  void longWithNarrowAlternativesCompiles() {
    JavaFileObject file = type("Stamp",
        "@Message record Stamp(@Flags @Field(bits = 8) int flags,",
        "    @Presence(flag = 0x01, bits = 8) @Presence(flag = 0x02, bits = 16)",
        "    @Presence(flag = 0x04) Long stamp) {}");
    Compilation c = compileWithLint(file);
    assertThat(c).succeededWithoutWarnings();
  }

  /** Exactly one error starts with {@code prefix}, and it ends with {@code end}: no hint. */
  private static void assertOneEndsWith(Compilation c, String prefix, String end) {
    var matching = errorsContaining(c, prefix);
    assertWithMessage("errors containing \"%s\" among:\n%s", prefix, describe(c))
        .that(matching).hasSize(1);
    assertWithMessage("the end of %s", prefix)
        .that(matching.get(0).getMessage(null)).endsWith(end);
  }
}
