package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.compileToDirectory;
import static io.framewright.processor.Compilations.describe;
import static io.framewright.processor.Compilations.type;

import com.google.common.truth.Truth;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code @Using} component's Java type is opaque to the layout: its codec reads and writes the
 * whole value, so the type's own layout is never read. A {@code @Message} record with errors of
 * its own there got FW099 (its layout was asked for), and a cycle broken by {@code @Using} got
 * FW021 (issue 27).
 */
class UsingOpaqueTypeTest {

  /**
   * A value codec of {@code type}: four bytes, big-endian, holding its {@code x()}; read back as
   * {@code make}, an expression of {@code x}.
   */
  private static JavaFileObject xCodec(String name, String type, String make) {
    return JavaFileObjects.forSourceLines("test." + name,
        "package test;",
        "import io.framewright.runtime.ValueCodec;",
        "import io.framewright.runtime.WireReader;",
        "public final class " + name + " implements ValueCodec<" + type + "> {",
        "  @Override public int size(" + type + " v) { return 4; }",
        "  @Override public int write(" + type + " v, byte[] buf, int p, int limit) {",
        "    int x = v.x();",
        "    buf[p] = (byte) (x >>> 24); buf[p + 1] = (byte) (x >>> 16);",
        "    buf[p + 2] = (byte) (x >>> 8); buf[p + 3] = (byte) x;",
        "    return p + 4;",
        "  }",
        "  @Override public " + type + " read(WireReader in) {",
        "    byte[] b = in.readBytes(4, 4, \"x\");",
        "    int x = (b[0] & 0xff) << 24 | (b[1] & 0xff) << 16 | (b[2] & 0xff) << 8 | b[3] & 0xff;",
        "    return " + make + ";",
        "  }",
        "}");
  }

  /**
   * Point is a @Message with an error of its own (FW010, on Point); Holder reads it with a codec
   * of its own and gets a working codec, with no FW099.
   */
  @Test
  void aMessageWithErrorsBehindUsing(@TempDir Path dir) throws Exception {
    JavaFileObject point = type("Point",
        "@Message record Point(Thread t, int x) {}");                 // 3
    JavaFileObject holder = type("Holder",
        "@Message record Holder(byte k, @Using(PointValues.class) Point p) {}");
    JavaFileObject codec = xCodec("PointValues", "Point",
        "new Point(null, x)");
    Compilation c = compile(point, holder, codec);
    assertThat(c).hadErrorContaining("[FW010] component 't' has type java.lang.Thread")
        .inFile(point).onLine(3);
    Truth.assertWithMessage(describe(c)).that(c.errors()).hasSize(1);
    // compile-testing hides what a failed compilation generated: compile into directories.
    Compilations.DirectoryCompilation d = compileToDirectory(dir, point, holder, codec);
    Truth.assertThat(Files.exists(d.sourceOutput().resolve("test/HolderCodec.java"))).isTrue();
  }

  /**
   * A holds B, and B holds an A through a codec: no cycle in the layout (no FW021), both get
   * codecs, and the bytes are A's x, B's y, then the inner A's x as its codec writes it.
   */
  @Test
  void aCycleBrokenByUsing() throws Exception {
    JavaFileObject a = type("A",
        "@Message record A(int x, B b) {}");
    JavaFileObject b = type("B",
        "@Message record B(int y, @Using(AValues.class) A a) {}");
    JavaFileObject codec = xCodec("AValues", "A", "new A(x, null)");
    GeneratedClasses loader = GeneratedClasses.load(a, b, codec);
    Object inner = loader.make("A", 3, null);
    loader.assertWire("A", loader.make("A", 1, loader.make("B", 2, inner)),
        "00000001 00000002 00000003");
    loader.assertWire("B", loader.make("B", 7, inner), "00000007 00000003");
  }
}
