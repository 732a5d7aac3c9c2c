package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * FW150: a path in {@code field = "..."} of {@code @Count}, {@code @Length}, {@code @When} or
 * {@code @Select}, or in a size expression, that can not be read, one reason per misuse, each on the path's value (line 3 of each file
 * declares the message, line 4 the component with the path).
 */
class FieldPathErrorsTest {
  /** {@code Msg} with the component lines given (from line 3), and {@code Head}. */
  private static Compilation compileMsg(String... lines) {
    JavaFileObject head = type("Head", "@Message record Head(@Field(bits = 8) int count,",
        "    byte flags, @Length(bits = 8) String name, float ratio) {}");
    return compile(type("Msg", lines), head);
  }

  private static void assertOnly(Compilation c, String line, String token, String message) {
    JavaFileObject file = msgFile(c);
    assertErrorAt(c, file, message, lineOf(file, line), line, token);
    assertThat(c.errors()).hasSize(1);
  }

  private static JavaFileObject msgFile(Compilation c) {
    return c.sourceFiles().stream().filter(f -> f.getName().endsWith("Msg.java")).findFirst()
        .orElseThrow();
  }

  private static int lineOf(JavaFileObject file, String line) {
    try {
      String[] lines = file.getCharContent(true).toString().split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        if (lines[i].equals(line)) {
          return i + 1;
        }
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    throw new AssertionError("no line " + line);
  }

  @Test
  void emptyStep() {
    String line = "    @Count(field = \"head..count\") short[] words) {}";
    assertOnly(compileMsg("@Message record Msg(Head head,", line), line, "\"head..count\"",
        "[FW150] @Count(field = \"head..count\") on 'words': a path is component names joined by"
            + " single dots, as in 'header.count', with a name before, between and after the"
            + " dots");
  }

  @Test
  void enclosingMessageOtherThanByOneName() {
    String line = "    @When(field = \"_parent.head.flags\", equal = 1) Short extra) {}";
    assertOnly(compileMsg("@Message record Msg(byte kind,", line), line,
        "\"_parent.head.flags\"",
        "[FW150] @When(field = \"_parent.head.flags\") on 'extra': a component of the message"
            + " that encloses Msg is read as '_parent.name' (one name after '_parent') by"
            + " @Count, @Length and @When only; declare the value in Msg");
  }

  @Test
  void stepNamingNoComponent() {
    String line = "    @Count(field = \"head.nothing\") short[] words) {}";
    assertOnly(compileMsg("@Message record Msg(Head head,", line), line, "\"head.nothing\"",
        "[FW150] @Count(field = \"head.nothing\") on 'words': Head has no component 'nothing';"
            + " its components are 'count', 'flags', 'name', 'ratio'");
  }

  @Test
  void stepMisspelt() {
    String line = "    @Length(field = \"hed.count\") byte[] data) {}";
    assertOnly(compileMsg("@Message record Msg(Head head,", line), line, "\"hed.count\"",
        "[FW150] @Length(field = \"hed.count\") on 'data': Msg has no component 'hed'; did you"
            + " mean 'head'?");
  }

  @Test
  void firstStepDeclaredLater() {
    String line = "@Message record Msg(@Count(field = \"head.count\") short[] words, Head head) {}";
    assertOnly(compileMsg(line), line, "\"head.count\"",
        "[FW150] @Count(field = \"head.count\") on 'words': 'head' is not declared before"
            + " 'words', and a path starts at a nested message decoded before the component that"
            + " reads it; move 'head' up");
  }

  @Test
  void stepThatIsNotOneNestedMessage() {
    String line = "    @Count(field = \"heads.count\") short[] words) {}";
    assertOnly(compileMsg("@Message record Msg(@Count(2) Head[] heads,", line), line,
        "\"heads.count\"",
        "[FW150] @Count(field = \"heads.count\") on 'words': 'heads' is a Head[], and each step"
            + " before the last is one nested @Message record (not an array, a list, a union or"
            + " a @Using component); end the path at 'heads' or name a value inside a nested"
            + " record");
  }

  @Test
  void optionalStep() {
    String line = "    @Count(field = \"head.count\") short[] words) {}";
    assertOnly(compileMsg("@Message record Msg(byte kind,",
        "    @When(field = \"kind\", equal = 1) Head head,", line), line, "\"head.count\"",
        "[FW150] @Count(field = \"head.count\") on 'words': 'head' is optional, so the value the"
            + " path names may not be there; name a value through components always on the"
            + " wire");
  }

  @Test
  void lastStepOfTheWrongType() {
    String size = "    @Length(field = \"head.name\") byte[] data,";
    String when = "    @When(field = \"head.ratio\", equal = 1) Short extra) {}";
    Compilation c = compileMsg("@Message record Msg(Head head,", size, when);
    JavaFileObject file = msgFile(c);
    assertErrorAt(c, file, "[FW150] @Length(field = \"head.name\") on 'data': 'name' is a"
        + " String, and a count or length is an int or long", 4, size, "\"head.name\"");
    assertErrorAt(c, file, "[FW150] @When(field = \"head.ratio\") on 'extra': 'ratio' is a"
        + " float, and a condition reads an integer (byte, short, int or long)", 5, when,
        "\"head.ratio\"");
    assertThat(c.errors()).hasSize(2);
  }

  /**
   * A size the nested encoder writes from a part always on the wire may be read by a size
   * (NestedSizePathCodecTest), not by a condition, nor when the part it sizes is optional.
   */
  @Test
  void lastStepItsOwnEncoderSets() {
    String line = "    @When(field = \"sized.n\", equal = 1) Short x) {}";
    Compilation c = compile(type("Msg", "@Message record Msg(Sized sized,", line),
        type("Sized", "@Message record Sized(int n, @Count(field = \"n\") byte[] b) {}"));
    JavaFileObject file = msgFile(c);
    assertErrorAt(c, file, "[FW150] @When(field = \"sized.n\") on 'x': 'n' holds the size"
        + " of 'b', so the encoder of Sized writes its own value there and not the record's;"
        + " name a component whose value goes on the wire as the record holds it", 4, line,
        "\"sized.n\"");
    assertThat(c.errors()).hasSize(1);
    String count = "    @Count(field = \"opt.n\") short[] words) {}";
    c = compile(type("Msg", "@Message record Msg(Opt opt,", count),
        type("Opt", "@Message record Opt(@Flags byte f, int n,",
            "    @Presence(flag = 1) @Count(field = \"n\") byte[] b) {}"));
    file = msgFile(c);
    assertErrorAt(c, file, "[FW150] @Count(field = \"opt.n\") on 'words': 'n' holds the size"
        + " of 'b', so the encoder of Opt writes its own value there and not the record's;"
        + " name a component whose value goes on the wire as the record holds it", 4, count,
        "\"opt.n\"");
    assertThat(c.errors()).hasSize(1);
  }

  @Test
  void selectorOfTheWrongType() {
    String line = "    @Select(field = \"head.ratio\") Body body) {}";
    Compilation c = compile(type("Msg", "@Message record Msg(Head head,", line),
        type("Head", "@Message record Head(float ratio) {}"),
        type("Body", "@Message @Union(bits = 8) sealed interface Body {",
            "  @Tag(1) record One(byte x) implements Body {}", "}"));
    JavaFileObject file = msgFile(c);
    assertErrorAt(c, file, "[FW150] @Select(field = \"head.ratio\") on 'body': 'ratio' is a"
        + " float, and a selector is an integer or an enum without @UnknownValue", 4, line,
        "\"head.ratio\"");
    assertThat(c.errors()).hasSize(1);
  }

  @Test
  void pathInASizeExpression() {
    String line = "    @Length(expr = \"head.size * 4\") byte[] data) {}";
    assertOnly(compileMsg("@Message record Msg(Head head,", line), line, "\"head.size * 4\"",
        "[FW150] @Length(expr = \"head.size * 4\") on 'data': Head has no component 'size';"
            + " its components are 'count', 'flags', 'name', 'ratio'");
  }

  @Test
  void sizeThroughAPathOnAnOptionalComponent() {
    String line = "    @When(field = \"kind\", equal = 1) @Count(field = \"head.count\")"
        + " short[] words) {}";
    assertOnly(compileMsg("@Message record Msg(byte kind, Head head,", line), line,
        "\"head.count\"",
        "[FW150] @Count(field = \"head.count\") on 'words': 'words' is optional, and a size read"
            + " through a path is supported for components always on the wire; give 'words' a"
            + " size of its own (@Count(bits = n)) or make it always present");
  }
}
