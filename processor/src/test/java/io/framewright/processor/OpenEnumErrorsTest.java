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

/**
 * Misuses of open enums ({@code @UnknownValue}) and {@code @RawValue}: FW145 to FW149, each one
 * diagnostic with its whole message, line and column.
 */
class OpenEnumErrorsTest {
  /** Line 4 is the message, line 5 the enum. */
  private static JavaFileObject file(String line4, String line5) {
    return source("Event", PACKAGE, IMPORTS, "@Message", line4, line5);
  }

  private static void assertError(Compilation c, JavaFileObject file, String message, int line,
      String lineText, String token) {
    assertErrorIs(c, message);
    assertThat(c).hadErrorContaining(message).inFile(file).onLine(line)
        .atColumn(column(lineText, token));
  }

  private static final String OPEN = "enum Kind { @WireValue(0) A, @UnknownValue OTHER }";

  @Test
  void fw145_catchAllWithAWireValue() {
    String line4 = "record Event(Kind kind, @RawValue(\"kind\") int kindRaw) {}";
    JavaFileObject file = file(line4,
        "enum Kind { @WireValue(0) A, @UnknownValue @WireValue(7) OTHER }");
    Compilation c = compile(file);
    assertError(c, file, "[FW145] component 'kind' has enum type Kind, whose constant OTHER has"
        + " both @UnknownValue and @WireValue(7); the catch-all stands for every value no other"
        + " constant has, so it has none of its own: remove @WireValue(7) from OTHER", 4, line4,
        "kind, ");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw146_twoCatchAlls() {
    String line4 = "record Event(Kind kind, @RawValue(\"kind\") int kindRaw) {}";
    JavaFileObject file = file(line4,
        "enum Kind { @UnknownValue X, @WireValue(0) A, @UnknownValue Y }");
    Compilation c = compile(file);
    assertError(c, file, "[FW146] component 'kind' has enum type Kind, whose constants X and Y"
        + " both have @UnknownValue; an enum has at most one catch-all: keep @UnknownValue on X"
        + " and give Y a @WireValue", 4, line4, "kind, ");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw147_noSuchComponent() {
    String line4 = "record Event(Kind kind, @RawValue(\"kid\") int kindRaw,"
        + " @RawValue(\"kind\") int again) {}";
    JavaFileObject file = file(line4, OPEN);
    Compilation c = compile(file);
    assertError(c, file, "[FW147] @RawValue(\"kid\") on 'kindRaw': the message has no component"
        + " 'kid'; name the open enum component whose wire value 'kindRaw' keeps", 4, line4,
        "\"kid\"");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw147_notAnOpenEnum() {
    String line4 = "record Event(Kind kind, byte b, @RawValue(\"b\") int bRaw) {}";
    JavaFileObject file = file(line4, "enum Kind { @WireValue(0) A }");
    Compilation c = compile(file);
    assertError(c, file, "[FW147] @RawValue(\"b\") on 'bRaw': 'b' is not of an enum with an"
        + " @UnknownValue constant, so every value it takes has a constant; give its enum a"
        + " catch-all constant with @UnknownValue, or remove @RawValue", 4, line4, "\"b\"");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw147_wrongTypeAndSecondKeeper() {
    String line4 = "record Event(@Field(bits = 40) Kind kind, @RawValue(\"kind\") int kindRaw,"
        + " Kind k, @RawValue(\"k\") int kRaw, @RawValue(\"k\") int kRaw2) {}";
    JavaFileObject file = file(line4, OPEN);
    Compilation c = compile(file);
    assertError(c, file, "[FW147] @RawValue(\"kind\") on 'kindRaw': 'kindRaw' is int, which does"
        + " not hold the 40-bit wire value of 'kind'; declare it as long", 4, line4, "kindRaw");
    assertError(c, file, "[FW147] @RawValue(\"k\") on 'kRaw2': 'kRaw' already keeps the wire"
        + " value of 'k'; remove one of them", 4, line4, "\"k\") int kRaw2");
    assertThat(c).hadErrorCount(2);
  }

  /**
   * Issue 27 item 16: a String @RawValue is refused for its type alone; it is not on the wire,
   * so FW056 ("add @Length") was beside the point, and is no longer reported with it.
   */
  @Test
  void fw147_aStringRawValueIsNotAskedForASize() {
    String line4 = "record Event(Kind kind, @RawValue(\"kind\") String kindRaw) {}";
    JavaFileObject file = file(line4, OPEN);
    Compilation c = compile(file);
    assertError(c, file, "[FW147] @RawValue(\"kind\") on 'kindRaw': 'kindRaw' is String, which"
        + " does not hold the 8-bit wire value of 'kind'; declare it as int", 4, line4,
        "kindRaw");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw147_layoutAnnotationOnTheRawValue() {
    String line4 = "record Event(Kind kind, @Field(bits = 4) @RawValue(\"kind\") int kindRaw) {}";
    JavaFileObject file = file(line4, OPEN);
    Compilation c = compile(file);
    assertError(c, file, "[FW147] @RawValue(\"kind\") on 'kindRaw': it also has @Field, but it is"
        + " not on the wire (it holds the wire value of 'kind'); remove @Field", 4, line4,
        "\"kind\") int");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw147_namedAsASizeOrCondition() {
    String line4 = "record Event(Kind kind, @RawValue(\"kind\") int kindRaw,"
        + " @Length(expr = \"kindRaw * 2\") byte[] d) {}";
    JavaFileObject file = file(line4, OPEN);
    Compilation c = compile(file);
    assertError(c, file, "[FW147] @RawValue(\"kind\") on 'kindRaw': 'd' names it in @Length, but"
        + " it is not on the wire, so the decoder does not have it there; name a component that"
        + " is on the wire", 4, line4, "\"kind\") int");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw148_noRawValue() {
    String line4 = "record Event(byte a, Kind kind) {}";
    JavaFileObject file = file(line4, OPEN);
    Compilation c = compile(file);
    assertError(c, file, "[FW148] 'kind' is of open enum Kind (OTHER has @UnknownValue), and no"
        + " component keeps its wire value, so an unknown value could not be encoded back to its"
        + " bytes; add a component @RawValue(\"kind\") int kindRaw", 4, line4, "kind");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw149_notSupportedYet() {
    String line4 = "record Event(@Count(2) Kind[] kinds, byte f,"
        + " @When(field = \"f\", equal = 1) Kind opt) {}";
    JavaFileObject file = file(line4, OPEN);
    Compilation c = compile(file);
    assertError(c, file, "[FW149] 'kinds' is of open enum Kind (OTHER has @UnknownValue) and is"
        + " an array or list, whose elements would each need a raw value, where an open enum is"
        + " not supported yet; declare 'kinds' as an integer, or remove @UnknownValue from OTHER",
        4, line4, "kinds");
    assertError(c, file, "[FW149] 'opt' is of open enum Kind (OTHER has @UnknownValue) and is"
        + " optional (@Presence or @When), where an open enum is not supported yet; declare"
        + " 'opt' as an integer, or remove @UnknownValue from OTHER", 4, line4, "opt");
    assertThat(c).hadErrorCount(2);
  }
}
