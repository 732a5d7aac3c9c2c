package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorIs;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.EncodeException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Messages that used to mislead: they now say what is wrong and what is supported. A name of an
 * enclosing message and self-references in {@code @Count(field)} and {@code @When(field)}
 * (FW049, FW067; paths into nested messages are supported, FieldPathErrorsTest), one flag
 * for several fields (FW063), a private union variant (was FW040, "could not be resolved"), and
 * an absent value encoded while its condition says present (was "null is not allowed").
 */
class WordingTest {

  /** A name of the enclosing message written without "_parent.": the message says how. */
  @Test
  void fw049_andFw067_nameOfTheEnclosingMessage() {
    String line5 = "    @When(field = \"version\", equal = 2) Short extra) {}";
    String line6 = "@Message record Body(@Length(field = \"size\") byte[] data) {}";
    JavaFileObject file = source("Packet",
        PACKAGE,
        IMPORTS,
        "@Message record Packet(int version, int size, Body body) {}", // 3
        "@Message record Options(",              // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"version\") on 'extra': there is no"
        + " component of that name in Options; a condition reads an integer component of"
        + " Options declared before 'extra', one inside an earlier nested message named by its"
        + " path ('header.flags'), or one of the message that encloses Options"
        + " ('_parent.flags')")
        .inFile(file).onLine(5).atColumn(column(line5, "\"version\""));
    assertThat(c).hadErrorContaining("[FW049] @Length(field = \"size\") on 'data': there is no"
        + " component of that name in Body; a size field is an int or long component of Body"
        + " declared before 'data', one inside an earlier nested message named by its path"
        + " ('header.count'), or one of the message that encloses Body ('_parent.count')")
        .inFile(file).onLine(6).atColumn(column(line6, "\"size\""));
    // Packet: FW022 on its component 'body'.
    assertThat(c).hadErrorContaining("[FW022] component 'body' has type Body");
    assertErrorIs(c, "[FW022] component 'body' has type Body, whose layout has errors; fix the"
        + " errors reported on Body");
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw067_selfReference() {
    String line5 = "    @When(field = \"b\", equal = 1) Short b) {}";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        "@Message record Frame(byte kind,",     // 3
        "    @When(field = \"kind\", equal = 1) Short a,", // 4
        line5);                                  // 5
    Compilation c = compile(file);
    // Not "'b' comes after 'b'".
    assertThat(c).hadErrorContaining("[FW067] @When(field = \"b\") on 'b': that is 'b' itself,"
        + " and a component can not decide whether it is on the wire; name another component, an"
        + " integer declared before 'b'").inFile(file).onLine(5).atColumn(column(line5, "\"b\""));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw049_selfReference() {
    String line3 = "@Message record Self(@Count(field = \"items\") int[] items) {}";
    JavaFileObject file = source("Self",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW049] @Count(field = \"items\") on 'items': that is"
        + " 'items' itself; a size field is another component, an int or long declared before"
        + " 'items'").inFile(file).onLine(3).atColumn(column(line3, "\"items\""));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw063_saysHowToShareOneFlag() {
    String line6 = "    @Presence(flag = 0x40) Short port) {}";
    JavaFileObject file = source("Address",
        PACKAGE,
        IMPORTS,
        "@Message record Address(",              // 3
        "    @Flags @Field(bits = 8) int flags,", // 4
        "    @Presence(flag = 0x40) Integer host,", // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW063] flag 0x40 of field 'port' is already used by field"
        + " 'host'; give each field its own bit, or, where the format has one flag for several"
        + " fields, move those fields into a nested @Message record and make that one component"
        + " optional with @Presence(flag = 0x40)").inFile(file).onLine(6)
        .atColumn(column(line6, "0x40"));
    assertThat(c).hadErrorCount(1);
  }

  /** javac reports the access; Framewright says the variant is private, not that it is missing. */
  @Test
  void privateUnionVariantIsSaidToBePrivate() {
    String line4 = "class Holder { @Tag(1) private record Ping(byte x) implements Frame {} }";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Frame permits Holder.Ping {}", // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW003] message Holder.Ping is private, so its generated"
        + " codec (in the same package) can not use it; make it package-private or public")
        .inFile(file).onLine(4).atColumn(column(line4, "record Ping"));
    assertThat(c).hadErrorContaining("test.Holder.Ping has private access in test.Holder");
    assertThat(c).hadErrorCount(2);
  }

  /** Was "x: null is not allowed: the field is always on the wire" for an int holding 0. */
  @Test
  void absentValueWhileTheConditionSaysPresent() throws Exception {
    JavaFileObject file = source("Reading",
        PACKAGE,
        IMPORTS,
        "@Message record Reading(byte kind,",
        "    @When(field = \"kind\", equal = {1, 2}) @WhenAbsent(0) int value,",
        "    @When(field = \"kind\", notEqual = 0) Short extra) {}");
    Compilation c = compile(file);
    assertThat(c).succeeded();
    GeneratedClasses loader = new GeneratedClasses(c);
    EncodeException e = assertThrows(EncodeException.class, () -> loader.codec("Reading")
        .encode(loader.make("Reading", (byte) 1, 0, (short) 5)));
    assertThat(e.getMessage()).isEqualTo("Reading.value: 0 stands for absent (@WhenAbsent(0)),"
        + " but kind is one of 1, 2, which puts value on the wire; give value a value other than"
        + " 0, or change kind");
    e = assertThrows(EncodeException.class, () -> loader.codec("Reading")
        .encode(loader.make("Reading", (byte) 2, 7, null)));
    assertThat(e.getMessage()).isEqualTo("Reading.extra: null stands for absent, but kind is not"
        + " 0, which puts extra on the wire; give extra a value, or change kind");
  }
}
