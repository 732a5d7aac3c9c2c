package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * FW151 and FW152: a nested message that reads components of the message enclosing it
 * ({@code _parent.flags}, {@code _parent.count}), checked in each message that encloses it, on
 * the component of its type; and a union, whose variants have no enclosing values. Line 3 of
 * {@code Outer} declares the record, line 4 the component of type {@code Body}.
 */
class ParentContextErrorsTest {
  private static final String TAIL = "of the message that encloses it";

  /** {@code Outer} with {@code head} on line 3 and {@code line} (the body) on line 4. */
  private static void assertOnly(String head, String line, String message) {
    Compilation c = compile(type("Outer", head, line),
        type("Body", "@Message record Body(",
            "    @When(field = \"_parent.flags\", mask = 0x01, equal = 1) Short extra,",
            "    @Count(field = \"_parent.count\") short[] words) {}"));
    JavaFileObject file = c.sourceFiles().stream()
        .filter(f -> f.getName().endsWith("Outer.java")).findFirst().orElseThrow();
    assertErrorAt(c, file, message, 4, line, "body");
    assertThat(c.errors()).hasSize(1);
  }

  private static String prefix(String user, String read) {
    return "[FW151] component 'body' has type Body, whose '" + user + "' reads " + read + " "
        + TAIL + " (@" + (user.equals("extra") ? "When" : "Count") + "): ";
  }

  @Test
  void missing() {
    assertOnly("@Message record Outer(byte flags,", "    Body body) {}",
        prefix("words", "_parent.count") + "Outer has no component 'count'; declare 'count'"
            + " in Outer before 'body'");
  }

  @Test
  void misspelt() {
    assertOnly("@Message record Outer(byte flags, int cont,", "    Body body) {}",
        prefix("words", "_parent.count") + "Outer has no component 'count'; did you mean"
            + " 'cont'?");
  }

  @Test
  void declaredAfter() {
    assertOnly("@Message record Outer(byte flags,", "    Body body, int count) {}",
        prefix("words", "_parent.count") + "'count' comes after 'body', and is decoded after"
            + " it; move 'count' before 'body'");
  }

  @Test
  void ofTheWrongType() {
    assertOnly("@Message record Outer(float flags, int count,", "    Body body) {}",
        prefix("extra", "_parent.flags") + "'flags' is a float, and a condition reads an"
            + " integer (byte, short, int or long)");
  }

  @Test
  void optional() {
    assertOnly("@Message record Outer(byte kind, @When(field = \"kind\", equal = 1) Byte flags,"
            + " int count,", "    Body body) {}",
        prefix("extra", "_parent.flags") + "'flags' is optional, so it may hold no value to"
            + " pass; make 'flags' always present");
  }

  @Test
  void setByTheEnclosingEncoder() {
    assertOnly("@Message record Outer(byte flags, int count, @Count(field = \"count\") short[]"
            + " mine,", "    Body body) {}",
        prefix("words", "_parent.count") + "'count' holds the size of 'mine', so the encoder"
            + " writes its own value there and not the record's; name a component whose value"
            + " goes on the wire as the record holds it");
  }

  @Test
  void aVariantOfAUnionWithItsOwnMagic() {
    String line = "@Message @Magic({0x46, 0x57}) @Union(bits = 8) sealed interface Choice {";
    Compilation c = compile(type("Choice", line,
        "  @Tag(1) record V(@When(field = \"_parent.flags\", equal = 1) Short x)"
            + " implements Choice {}",
        "}"));
    JavaFileObject file = c.sourceFiles().get(0);
    assertErrorAt(c, file, "[FW152] Choice.V, a variant of union Choice, reads _parent.flags "
        + TAIL + " (its 'x'), but Choice has a magic of its own, which starts a message read"
        + " alone, so no message encloses it to pass the value; declare the value in Choice.V,"
        + " or remove the @Magic from Choice and hold it in a record that declares the value"
        + " before the union", 3, line, "interface");
    assertThat(c.errors()).hasSize(1);
  }

  /**
   * A union without a magic passes its variants the values they read of the record holding
   * it, which are checked there as for a nested message (FW151 on the union component).
   */
  @Test
  void aVariantReadsWhatTheRecordHoldingTheUnionLacks() {
    String line = "    @Select(field = \"type\") @Length(bits = 8) Choice body) {}";
    Compilation c = compile(type("Outer", "@Message record Outer(byte type,", line),
        type("Choice", "@Message @Union(bits = 8) sealed interface Choice {",
            "  @Tag(1) record V(@When(field = \"_parent.flags\", equal = 1) Short x)"
                + " implements Choice {}",
            "}"));
    JavaFileObject file = c.sourceFiles().stream()
        .filter(f -> f.getName().endsWith("Outer.java")).findFirst().orElseThrow();
    assertErrorAt(c, file, "[FW151] component 'body' has type Choice, whose 'x' reads"
        + " _parent.flags " + TAIL + " (@When): Outer has no component 'flags'; declare 'flags'"
        + " in Outer before 'body'", 4, line, "body");
    assertThat(c.errors()).hasSize(1);
  }

  /**
   * Issue 27 item 13: a component named {@code _parent} beside {@code @Count(field =
   * "_parent.n")} made the count read the enclosing message's {@code n}, so every encode and
   * decode of the top-level message threw {@code ContextRequiredException}; the name is the
   * path's word for the enclosing message, and is refused on the component (FW153).
   */
  @Test
  void aComponentNamedParent() {
    String line = "@Message record Top(byte n, @Count(field = \"_parent.n\") byte[] _parent) {}";
    Compilation c = compile(type("Top", line));
    JavaFileObject file = c.sourceFiles().get(0);
    assertErrorAt(c, file, "[FW153] component '_parent' of Top has the name that starts a path"
        + " into the message enclosing this one ('_parent.n' reads the enclosing message's 'n'),"
        + " so no path could name the component; rename '_parent'", 3, line, "_parent)");
    assertThat(c.errors()).hasSize(1);
  }
}
