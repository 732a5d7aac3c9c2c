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
 * Errors about size expressions, {@code @Count/@Length(expr = "...")}: FW130 to FW137, each on
 * the expression's value.
 */
class SizeExpressionErrorsTest {
  private static final String FW130_TAIL = "; write numbers, names of earlier components, + - *"
      + " and parentheses, such as expr = \"ihl * 4 - 20\"";

  private static final String FW133_TAIL = "; a size expression names byte, short, int or long"
      + " components of a fixed width that are always on the wire (no @Presence, @When, @Flags or"
      + " @Using), so make '%s' one";

  @Test
  void everyMisuseOnItsExpression() {
    String[] lines = {
        "    @Length(expr = \"ihl * 4 -\") byte[] a,",                  // 5
        "    @Length(expr = \"ihl ** 4\") byte[] b,",                   // 6
        "    @Length(expr = \"(ihl * 4\") byte[] c,",                   // 7
        "    @Length(expr = \"ihk * 4\") byte[] d,",                    // 8
        "    @Length(expr = \"later - 4\") byte[] e,",                  // 9
        "    @Length(expr = \"name + 1\") byte[] f,",                   // 10
        "    @Length(expr = \"opt * 2\") byte[] g,",                    // 11
        "    @Length(value = 4, expr = \"ihl\") byte[] h,",             // 12
        "    @Count(expr = \"2 * (1 + 2)\") @Field(bits = 8) int[] i,", // 13
        "    @Length(expr = \"ihl * 2147483647 * 2147483647\") byte[] j,", // 14
        "    @Presence(flag = 2) @Length(expr = \"ihl * 4\") byte[] k,", // 15
        "    @Length(expr = \"e\") byte[] l,",                          // 16
        // Issue 27 item 16: its own name ("declare 'm' before 'm'", before FW139).
        "    @Length(expr = \"m - 8\") byte[] m,",                      // 17
    };
    String[] all = new String[lines.length + 5];
    all[0] = PACKAGE;
    all[1] = IMPORTS;
    all[2] = "@Message record Ip(@Field(bits = 4) int ihl, @Field(bits = 16) int total,"; // 3
    all[3] = "    @Length(bits = 8) String name, @Flags @Field(bits = 8) int flags,"   // 4
        + " @Presence(flag = 1) Integer opt,";
    System.arraycopy(lines, 0, all, 4, lines.length);
    all[all.length - 1] = "    int later) {}";                                   // 18
    JavaFileObject file = source("Ip", all);
    Compilation c = compile(file);

    expect(c, file, 5, "\"ihl * 4 -\"", "[FW130] @Length(expr = \"ihl * 4 -\") on 'a': expected a"
        + " number, a component name or '(' at character 10 of the expression (at the end)"
        + FW130_TAIL);
    expect(c, file, 6, "\"ihl ** 4\"", "[FW130] @Length(expr = \"ihl ** 4\") on 'b': expected a"
        + " number, a component name or '(' at character 6 of the expression (found '*')"
        + FW130_TAIL);
    expect(c, file, 7, "\"(ihl * 4\"", "[FW130] @Length(expr = \"(ihl * 4\") on 'c': expected ')'"
        + " at character 9 of the expression (at the end)" + FW130_TAIL);
    expect(c, file, 8, "\"ihk * 4\"", "[FW131] @Length(expr = \"ihk * 4\") on 'd': Ip has no"
        + " component 'ihk'; name one of the integer components before 'd' ('ihl', 'total')");
    expect(c, file, 9, "\"later - 4\"", "[FW132] @Length(expr = \"later - 4\") on 'e': 'later'"
        + " does not come before 'e', so its value is not known when the size is read; declare"
        + " 'later' before 'e'");
    expect(c, file, 10, "\"name + 1\"", "[FW133] @Length(expr = \"name + 1\") on 'f': 'name' is a"
        + " String" + FW133_TAIL.replace("%s", "name"));
    expect(c, file, 11, "\"opt * 2\"", "[FW133] @Length(expr = \"opt * 2\") on 'g': 'opt' is"
        + " optional" + FW133_TAIL.replace("%s", "opt"));
    expect(c, file, 12, "\"ihl\"", "[FW134] @Length(expr = \"ihl\") on 'h' also gives value = 4;"
        + " the expression alone is the size, so remove value = 4");
    expect(c, file, 13, "\"2 * (1 + 2)\"", "[FW135] @Count(expr = \"2 * (1 + 2)\") on 'i' names no"
        + " component, so the size never changes (6); write a fixed size, @Count(6)");
    expect(c, file, 14, "\"ihl * 2147483647 * 2147483647\"", "[FW136] @Length(expr = \"ihl *"
        + " 2147483647 * 2147483647\") on 'j' can reach 69175290211986309135 with the values its"
        + " components hold, beyond the +-2^62 a size is safely computed in; use narrower"
        + " components or smaller numbers");
    expect(c, file, 15, "\"ihl * 4\"", "[FW137] @Length(expr = \"ihl * 4\") on 'k': 'k' is"
        + " optional, and a computed size applies only to a component that is always on the"
        + " wire; hold its size in a field, @Length(field = \"n\"), or in a prefix,"
        + " @Length(bits = 8)");
    expect(c, file, 16, "\"e\"", "[FW133] @Length(expr = \"e\") on 'l': 'e' is a byte[]"
        + FW133_TAIL.replace("%s", "e"));
    expect(c, file, 17, "\"m - 8\"", "[FW139] @Length(expr = \"m - 8\") on 'm' names 'm' itself,"
        + " whose size it gives, so its value is not known when the size is read; name integer"
        + " components declared before 'm'");
    assertThat(c).hadErrorCount(13);
  }

  /**
   * 2,000 nested parentheses overflowed the parser's stack and crashed javac (issue 27); 65
   * operators would make a tree 65 levels deep for every pass after it. Both are FW138 on the
   * expression, and the largest expressions allowed (32 deep, 64 operators) still make a codec.
   */
  @Test
  void fw138_tooDeepOrTooLong() {
    String deep = "(".repeat(2000) + "n" + ")".repeat(2000);
    String longChain = "n" + " + n".repeat(65);
    JavaFileObject file = source("Deep",
        PACKAGE,
        IMPORTS,
        "@Message record Deep(byte n,",                          // 3
        "    @Length(expr = \"" + deep + "\") byte[] a,",        // 4
        "    @Length(expr = \"" + longChain + "\") byte[] b) {}"); // 5
    Compilation c = compile(file);
    String tail = "; a size expression has at most 64 operators and parentheses at most 32"
        + " deep, so write a shorter one";
    expect(c, file, 4, "\"" + deep + "\"", "[FW138] @Length(expr = \"" + deep + "\") on 'a'"
        + " nests parentheses more than 32 deep" + tail);
    expect(c, file, 5, "\"" + longChain + "\"", "[FW138] @Length(expr = \"" + longChain
        + "\") on 'b' has more than 64 operators" + tail);
    assertThat(c).hadErrorCount(2);

    JavaFileObject largest = source("Largest",
        PACKAGE,
        IMPORTS,
        "@Message record Largest(byte n,",
        "    @Length(expr = \"" + "(".repeat(32) + "n" + ")".repeat(32) + "\") byte[] a,",
        "    @Length(expr = \"" + "n" + " + n".repeat(64) + "\") byte[] b) {}");
    assertThat(compile(largest)).succeededWithoutWarnings();
  }

  private static void expect(Compilation c, JavaFileObject file, int line, String token,
      String message) {
    assertErrorIs(c, message);
    assertThat(c).hadErrorContaining(message).inFile(file).onLine(line)
        .atColumn(column(lineOf(file, line), token));
  }

  private static String lineOf(JavaFileObject file, int line) {
    try {
      return file.getCharContent(true).toString().split("\n", -1)[line - 1];
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
