package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.describe;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.Codec;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Generated code is immune to the names users pick: types in the message's package named like
 * the JDK and runtime classes a codec uses, components named like the codec's constants, its
 * parameters, its locals and the classes it calls, two {@code @Using} codecs of one simple name,
 * and delimited components whose names differ only in case. Every codec here must compile and
 * write exactly the bytes worked out by hand, and read them back.
 */
class HostileNamesTest {

  /** A one-byte value codec, {@code a.Num}: the value itself. */
  private static final JavaFileObject A_NUM = JavaFileObjects.forSourceLines("a.Num",
      "package a;",
      "import io.framewright.runtime.ValueCodec;",
      "import io.framewright.runtime.WireReader;",
      "public final class Num implements ValueCodec<Integer> {",
      "  @Override public int size(Integer v) { return 1; }",
      "  @Override public int write(Integer v, byte[] buf, int p, int limit) {",
      "    buf[p] = (byte) (int) v;",
      "    return p + 1;",
      "  }",
      "  @Override public Integer read(WireReader in) {",
      "    return (int) in.buffer()[in.claim(1, \"\")];",
      "  }",
      "}");

  /** A two-byte value codec of the same simple name, {@code b.Num}: the value, big-endian. */
  private static final JavaFileObject B_NUM = JavaFileObjects.forSourceLines("b.Num",
      "package b;",
      "import io.framewright.runtime.ValueCodec;",
      "import io.framewright.runtime.WireReader;",
      "public final class Num implements ValueCodec<Integer> {",
      "  @Override public int size(Integer v) { return 2; }",
      "  @Override public int write(Integer v, byte[] buf, int p, int limit) {",
      "    buf[p] = (byte) (v >> 8);",
      "    buf[p + 1] = (byte) (int) v;",
      "    return p + 2;",
      "  }",
      "  @Override public Integer read(WireReader in) {",
      "    int p = in.claim(2, \"\");",
      "    return (in.buffer()[p] & 0xFF) << 8 | in.buffer()[p + 1] & 0xFF;",
      "  }",
      "}");

  /** Item 1 of issue 11: each component is written by its own codec, not the first one's. */
  @Test
  void twoUsingCodecsOfOneSimpleName() throws Exception {
    GeneratedClasses loader = load(A_NUM, B_NUM, type("Two",
        "@Message record Two(@Using(a.Num.class) int x, @Using(b.Num.class) int y,",
        "    @Using(a.Num.class) int z) {}"));
    assertWire(loader, "Two", loader.make("Two", 1, 0x0203, 4), "01 0203 04");
  }

  /** Item 2 of issue 11: each delimited component ends with its own terminator. */
  @Test
  void delimitedComponentsWhoseNamesDifferOnlyInCase() throws Exception {
    GeneratedClasses loader = load(type("Cased",
        "@Message record Cased(@Delimited(terminator = 0x00) String ab,",
        "    @Delimited(terminator = 0x0A) String aB) {}"));
    assertWire(loader, "Cased", loader.make("Cased", "x", "y"), "78 00 79 0a");
  }

  // Helpers

  /** Compiles {@code files} and loads what came out; any error fails the test. */
  private static GeneratedClasses load(JavaFileObject... files) {
    Compilation c = compile(files);
    assertWithMessage("diagnostics:\n%s", describe(c)).that(c.errors()).isEmpty();
    return new GeneratedClasses(c);
  }

  private static JavaFileObject[] concat(JavaFileObject[] a, JavaFileObject... b) {
    return Stream.concat(Stream.of(a), Stream.of(b)).toArray(JavaFileObject[]::new);
  }

  /** Encodes {@code value} with {@code test.<codecOf>Codec}, expects {@code hex}, decodes back. */
  private static void assertWire(GeneratedClasses loader, String codecOf, Object value,
      String hex) throws ReflectiveOperationException {
    Codec<Object> codec = loader.codec(codecOf);
    String expected = hex.replace(" ", "");
    byte[] wire = codec.encode(value);
    assertWithMessage("%s encoded", text(value)).that(GeneratedClasses.hex(wire))
        .isEqualTo(expected);
    assertWithMessage("%s size", text(value)).that(codec.size(value)).isEqualTo(wire.length);
    Object back = codec.decode(HexFormat.of().parseHex(expected));
    assertWithMessage("%s decoded from %s", codecOf, expected).that(text(back))
        .isEqualTo(text(value));
  }

  /** A value as text that is equal for equal values: records, arrays and lists by element. */
  private static String text(Object value) throws ReflectiveOperationException {
    if (value == null) {
      return "null";
    }
    Class<?> type = value.getClass();
    if (type.isArray()) {
      List<String> parts = new ArrayList<>();
      for (int i = 0; i < Array.getLength(value); i++) {
        parts.add(text(Array.get(value, i)));
      }
      return parts.toString();
    }
    if (value instanceof List<?> list) {
      List<String> parts = new ArrayList<>();
      for (Object element : list) {
        parts.add(text(element));
      }
      return "List" + parts;
    }
    if (type.isRecord()) {
      StringBuilder sb = new StringBuilder(type.getSimpleName()).append("(");
      for (RecordComponent rc : type.getRecordComponents()) {
        rc.getAccessor().setAccessible(true);
        sb.append(rc.getName()).append('=').append(text(rc.getAccessor().invoke(value)))
            .append(", ");
      }
      return sb.append(")").toString();
    }
    if (value instanceof Float f) {
      return "float:" + Integer.toHexString(Float.floatToRawIntBits(f));
    }
    if (value instanceof Double d) {
      return "double:" + Long.toHexString(Double.doubleToRawLongBits(d));
    }
    return type.getSimpleName() + ":" + Objects.toString(value);
  }
}
