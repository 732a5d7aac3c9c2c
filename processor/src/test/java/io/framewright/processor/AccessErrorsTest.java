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
 * Types the generated codec, a class of its own in the message's package, can not name although
 * the message's source can: private component types (FW039), and {@code @Using} classes javac
 * can not access (FW041) or that are nested in a private class (FW094). Without these checks the
 * generated code failed to compile ("has private access") or the processor failed (FW099).
 */
class AccessErrorsTest {
  private static final String FW039_MIDDLE = ", so the generated codec (a class of its own in"
      + " package test) can not name it; declare ";

  /** A ValueCodec&lt;Integer&gt; class body, one byte a value. */
  private static final String CODEC_BODY = " implements io.framewright.runtime.ValueCodec<Integer> {"
      + " public int size(Integer v) { return 1; }"
      + " public int write(Integer v, byte[] b, int p, int l) { b[p] = (byte) (int) v; return p + 1; }"
      + " public Integer read(io.framewright.runtime.WireReader r) {"
      + " return (int) r.buffer()[r.claim(1, \"\")]; } }";

  @Test
  void fw039_privateEnumAndPrivateNestedMessage() {
    String line4 = "record Event(Kind kind, Inner inner) {";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "  private enum Kind { @WireValue(1) OPEN, @WireValue(2) CLOSE }", // 5
        "  @Message private record Inner(byte b) {}", // 6
        "}");                                    // 7
    Compilation c = compile(file);
    // On the component: javac places a record component at its name.
    assertThat(c).hadErrorContaining("[FW039] component 'kind' has type Event.Kind, an enum that"
        + " is private" + FW039_MIDDLE + "Event.Kind and every type it is nested in"
        + " package-private or public").inFile(file).onLine(4).atColumn(column(line4, "kind"));
    assertThat(c).hadErrorContaining("[FW039] component 'inner' has type Event.Inner, a message"
        + " that is private or nested in a private type" + FW039_MIDDLE + "Event.Inner and every"
        + " type it is nested in package-private or public")
        .inFile(file).onLine(4).atColumn(column(line4, "inner"));
    // Inner itself: FW003.
    assertErrorIs(c, "[FW003] message Event.Inner is private, so its generated codec (in the same"
        + " package) can not use it; make it package-private or public");
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw039_enumNestedInAPrivateClass() {
    String line5 = "  @Message record Event(Codes.Kind kind) {}";
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  private static class Codes { enum Kind { @WireValue(1) OPEN } }", // 4
        line5,                                   // 5
        "}");                                    // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW039] component 'kind' has type Holder.Codes.Kind, an"
        + " enum that is nested in private class Holder.Codes" + FW039_MIDDLE
        + "Holder.Codes.Kind and every type it is nested in package-private or public")
        .inFile(file).onLine(5).atColumn(column(line5, "kind"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * The fix follows what stands in the way, not the words: a package named {@code local} once
   * made "not public, in package other.local" read as a local class, and the fix said
   * package-private, which does not reach across packages. A protected enum of a superclass in
   * another package is one the message (nested in the subclass) can name and its codec can not.
   */
  @Test
  void fw039_protectedEnumInAPackageNamedLocal() {
    String line4 = "  @Message record Event(Kind kind) {}";
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder extends other.local.Base {", // 3
        line4,                                   // 4
        "}");                                    // 5
    JavaFileObject base = source("other.local.Base",
        "package other.local;",
        "public class Base {",
        "  protected enum Kind { @io.framewright.annotations.WireValue(1) OPEN }",
        "}");
    Compilation c = compile(file, base);
    assertThat(c).hadErrorContaining("[FW039] component 'kind' has type Base.Kind, an enum that"
        + " is not public, in package other.local, so the generated codec (a class of its own in"
        + " package test) can not name it; make Base.Kind and every type it is nested in public")
        .inFile(file).onLine(4).atColumn(column(line4, "kind"));
  }

  /** javac reports the class itself; the processor used to fail with a ClassCastException. */
  @Test
  void fw041_usingClassOfAnotherPackageThatIsNotPublic() {
    String line4 = "record Reading(@Using(other.OneByte.class) int value) {}";
    JavaFileObject file = source("Reading",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4);                                  // 4
    JavaFileObject codec = source("other.OneByte",
        "package other;",
        "class OneByte" + CODEC_BODY);
    Compilation c = compile(file, codec);
    assertThat(c).hadErrorContaining("[FW041] @Using on 'value' names a class that can not be"
        + " accessed from here (javac reports why); the generated codec in package test makes an"
        + " instance of it, so make that class public, and every class it is nested in")
        .inFile(file).onLine(4).atColumn(column(line4, ".class"));
    assertThat(c).hadErrorContaining("other.OneByte is not public in other");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw094_usingClassNestedInAPrivateClass() {
    String line5 = "  @Message record Reading(@Using(Codecs.OneByte.class) int value) {}";
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  private static class Codecs { public static class OneByte" + CODEC_BODY + " }", // 4
        line5,                                   // 5
        "}");                                    // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW094] @Using(OneByte.class) on 'value': Holder.Codecs"
        + ".OneByte must be a public class").inFile(file).onLine(5)
        .atColumn(column(line5, ".class"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A class literal written without {@code .class} is javac's error alone; the processor once
   * added FW099 (an internal ClassCastException) to it.
   */
  @Test
  void aClassMemberWithoutDotClassIsJavacsErrorOnly() {
    JavaFileObject codec = source("Num", PACKAGE,
        "public final class Num implements io.framewright.runtime.ValueCodec.OfInt {",
        "  public int sizeInt(int v) { return 1; }",
        "  public int writeInt(int v, byte[] b, int p, int limit) { b[p] = (byte) v; return p + 1; }",
        "  public int readInt(io.framewright.runtime.WireReader in) {",
        "    return in.buffer()[in.claim(1, \"\")];",
        "  }",
        "}");
    JavaFileObject file = source("Holder", PACKAGE, IMPORTS,
        "@Message record Holder(@Using(Num) int n,",
        "    @Checksum(algorithm = java.util.zip.CRC32, bits = 32) int m) {}");
    Compilation c = compile(codec, file);
    assertThat(c).failed();
    for (javax.tools.Diagnostic<? extends JavaFileObject> d : c.errors()) {
      org.junit.jupiter.api.Assertions.assertFalse(d.getMessage(null).contains("FW099"),
          d.getMessage(null));
    }
  }
}
