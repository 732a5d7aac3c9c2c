package io.framewright.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

class ExploreTest {
  static void dump(String title, String... lines) {
    JavaFileObject f = JavaFileObjects.forSourceLines("test.Foo", lines);
    Compilation c = Compiler.javac().withProcessors(new FramewrightProcessor()).compile(f);
    System.out.println("=== " + title + " status=" + c.status());
    for (var d : c.diagnostics()) {
      System.out.println("  " + d.getKind() + " " + d.getLineNumber() + ":" + d.getColumnNumber()
          + " " + d.getMessage(null).replace("\n", " | "));
    }
    if (c.status() == Compilation.Status.SUCCESS) c.generatedSourceFiles().forEach(g -> System.out.println("  gen " + g.getName()));
  }

  @Test
  void explore() {
    dump("bits70", "package test;", "import io.framewright.annotations.*;",
        "@Message", "record Foo(", "    @Field(bits = 70) int x,", "    @Field(bits = -1) int y) {}");
    dump("class", "package test;", "import io.framewright.annotations.*;",
        "@Message class Foo {}", "@Message interface Bar {}", "@Message enum Baz {A}", "@Message @interface Qux {}");
    dump("inherit", "package test;", "import io.framewright.annotations.*;",
        "@Message(order = Endian.INHERIT)", "record Foo(int x) {}");
    dump("local", "package test;", "import io.framewright.annotations.*;",
        "class Foo {", "  void m() {", "    @Message record Loc(int x) {}", "  }",
        "  @Message private record Priv(int x) {}",
        "  private static class Hidden { @Message record Inner(int x) {} }",
        "}");
    dump("types", "package test;", "import io.framewright.annotations.*;", "import java.util.List;",
        "@Message", "record Foo(", "    String s,", "    List<Integer> l,", "    @Count(2) int[][] g,",
        "    int[] noCount,", "    @Count(3) int notArray,", "    @Count(0) int[] zero,", "    Integer boxed) {}");
    dump("recursive", "package test;", "import io.framewright.annotations.*;",
        "@Message record Foo(Bar b) {}", "@Message record Bar(Foo f) {}", "@Message record Self(int x, Self s) {}");
    dump("unresolved", "package test;", "import io.framewright.annotations.*;",
        "@Message record Foo(Missing m) {}", "@Message record Foo2(java.util.List<Missing2> m) {}",
        "@Message record Foo3(@Count(2) Missing3[] m) {}");
    dump("order", "package test;", "import io.framewright.annotations.*;",
        "@Message record Foo(", "  @Field(bits = 4) int a,", "  @Field(bits = 12, order = Endian.LITTLE) int b,",
        "  @Field(order = Endian.LITTLE) byte c,", "  @Field(bits = 4) int d,", "  @Field(order = Endian.LITTLE) short e) {}");
    dump("huge", "package test;", "import io.framewright.annotations.*;",
        "@Message record Foo(@Count(300000000) byte[] b) {}");
    dump("names", "package test;", "import io.framewright.annotations.*;",
        "@Message record Foo(int buf, int p, int value, int i, int e, int start, int end, int w0, @Count(2) short[] element, int FIXED_SIZE) {}");
    dump("Bytes", "package test;", "import io.framewright.annotations.*;",
        "@Message record Foo(short Bytes, short x) {}");
  }
}
