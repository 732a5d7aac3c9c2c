package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.Codec;
import java.util.HexFormat;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Arrays of boxes ({@code Integer[]}). Before, they were read as arrays of primitives, and the
 * generated code (an {@code int[]} where the record has an {@code Integer[]}) did not compile,
 * with or without {@code @Count}, and also under {@code @Using}. Now they are FW074 on the
 * component, and a {@code @Using} codec of them compiles and runs.
 */
class BoxedArrayTest {

  @Test
  void fw074_arraysOfBoxes() {
    String line4 = "    @Count(2) Integer[] ints,";
    String line5 = "    @Count(bits = 8) Byte[] bytes) {}";
    JavaFileObject file = source("Boxes",
        PACKAGE,
        IMPORTS,
        "@Message record Boxes(",                // 3
        line4,                                   // 4
        line5);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW074] component 'ints' has type Integer[], an array of"
        + " boxes, which only a @Using codec reads and writes; use int[], or List<Integer>")
        .inFile(file).onLine(4).atColumn(column(line4, "ints"));
    assertThat(c).hadErrorContaining("[FW074] component 'bytes' has type Byte[], an array of"
        + " boxes, which only a @Using codec reads and writes; use byte[], or List<Byte>")
        .inFile(file).onLine(5).atColumn(column(line5, "bytes"));
    assertThat(c).hadErrorCount(2);
  }

  /** Two shorts, big-endian: the codec's own wire form. */
  private static final JavaFileObject PAIR = JavaFileObjects.forSourceLines("test.Pair",
      "package test;",
      "",
      "import io.framewright.runtime.ValueCodec;",
      "import io.framewright.runtime.WireReader;",
      "",
      "public final class Pair implements ValueCodec<Short[]> {",
      "  @Override",
      "  public int size(Short[] value) {",
      "    return 4;",
      "  }",
      "",
      "  @Override",
      "  public int write(Short[] value, byte[] buf, int p, int limit) {",
      "    for (Short s : value) {",
      "      buf[p++] = (byte) (s >> 8);",
      "      buf[p++] = (byte) (short) s;",
      "    }",
      "    return p;",
      "  }",
      "",
      "  @Override",
      "  public Short[] read(WireReader in) {",
      "    int p = in.claim(4, \"\");",
      "    byte[] b = in.buffer();",
      "    return new Short[] {(short) ((b[p] << 8) | (b[p + 1] & 0xFF)),",
      "        (short) ((b[p + 2] << 8) | (b[p + 3] & 0xFF))};",
      "  }",
      "}");

  @Test
  void usingCodecOfBoxes() throws Exception {
    Compilation c = compile(PAIR,
        type("Held", "@Message record Held(byte tag, @Using(Pair.class) Short[] pair) {}"));
    assertThat(c).succeeded();
    GeneratedClasses g = new GeneratedClasses(c);
    Codec<Object> codec = g.codec("Held");
    Object value = g.make("Held", (byte) 7, new Short[] {0x0102, -2});
    assertThat(HexFormat.of().formatHex(codec.encode(value))).isEqualTo("070102fffe");
    assertThat(GeneratedClasses.describe(codec.decode(HexFormat.of().parseHex("070102fffe"))))
        .isEqualTo(GeneratedClasses.describe(value));
  }
}
