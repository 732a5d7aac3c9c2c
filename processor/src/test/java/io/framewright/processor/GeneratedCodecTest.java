package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.compileWithLint;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.CodecProvider;
import io.framewright.runtime.FixedSizeCodec;
import java.io.IOException;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * What the processor generates, short of exact text (see {@link GoldenCodecTest}): codecs that
 * compile without a single lint warning for every kind of field, the service index, names,
 * {@code @Generated} and the public constants. A few round trips through the compiled codecs
 * check that the bit-packing code is not only valid Java but right.
 */
class GeneratedCodecTest {

  /**
   * Every field type and layout feature, each in a message of its own, each type in a file of
   * its own (so that {@code -Xlint:all} has nothing to say about the test sources themselves).
   */
  private static final JavaFileObject[] ALL_FEATURES = {
      type("Kind", "enum Kind { @WireValue(0) A, @WireValue(1) B, @WireValue(5) C }"),
      type("Delta", "enum Delta { @WireValue(-2) DOWN, @WireValue(0) NONE, @WireValue(1) UP }"),
      type("Huge",
          "enum Huge { @WireValue(Long.MIN_VALUE) LOW, @WireValue(Long.MAX_VALUE) HIGH }"),
      type("Point", "@Message record Point(short x, short y) {}"),
      // every type at its natural width
      type("Scalars",
          "@Message record Scalars(boolean flag, byte b, short s, char ch, int i, long l,",
          "    float f, double d, Kind kind, Point point) {}"),
      // arrays of every element type, byte[] and arrays of messages
      type("Arrays3",
          "@Message record Arrays3(",
          "    @Count(2) boolean[] flags, @Count(3) byte[] raw, @Count(2) short[] shorts,",
          "    @Count(2) char[] chars, @Count(2) int[] ints, @Count(2) long[] longs,",
          "    @Count(2) float[] floats, @Count(2) double[] doubles, @Count(2) Kind[] kinds,",
          "    @Count(2) Point[] points, @Count(2) @Field(bits = 24) int[] narrow,",
          "    @Count(2) @Field(bits = 8, signed = true) Delta[] deltas,",
          "    @Count(2) @Field(bits = 40, signed = true) long[] signed40) {}"),
      // the same, little-endian
      type("LittleArrays",
          "@Message(order = Endian.LITTLE) record LittleArrays(",
          "    @Count(2) short[] shorts, @Count(2) char[] chars, @Count(2) int[] ints,",
          "    @Count(2) long[] longs, @Count(2) float[] floats, @Count(2) double[] doubles,",
          "    @Count(2) @Field(bits = 24) int[] narrow, @Count(2) Point[] points,",
          "    @Count(2) @Field(order = Endian.BIG) int[] bigInts) {}"),
      // narrow fields, signed and not, packed most significant bit first
      type("Narrow",
          "@Message record Narrow(",
          "    @Field(bits = 3, signed = true) byte b, @Field(bits = 5, signed = true) short s,",
          "    @Field(bits = 17, signed = true) int i, @Field(bits = 33, signed = true) long l,",
          "    @Field(bits = 7) char ch, @Field(bits = 1) boolean flag,",
          "    @Field(bits = 3) boolean wideFlag, @Field(bits = 3, signed = true) Delta delta,",
          "    @Field(bits = 4) Kind kind, @Field(bits = 4) byte nibble) {}"),
      // the same, least significant bit first and little-endian
      type("NarrowLsb",
          "@Message(order = Endian.LITTLE, bitOrder = BitOrder.LSB_FIRST) record NarrowLsb(",
          "    @Field(bits = 3, signed = true) byte b, @Field(bits = 5, signed = true) short s,",
          "    @Field(bits = 17, signed = true) int i, @Field(bits = 33, signed = true) long l,",
          "    @Field(bits = 7) char ch, @Field(bits = 1) boolean flag,",
          "    @Field(bits = 3) boolean wideFlag, @Field(bits = 3, signed = true) Delta delta,",
          "    @Field(bits = 4) Kind kind, @Field(bits = 4) byte nibble) {}"),
      // byte-aligned fields of odd widths, signed and not, both byte orders
      type("OddAligned",
          "@Message record OddAligned(",
          "    @Field(bits = 24) int u24, @Field(bits = 24, signed = true) int s24,",
          "    @Field(bits = 40) long u40, @Field(bits = 48, signed = true) long s48,",
          "    @Field(bits = 24, order = Endian.LITTLE) int le24,",
          "    @Field(bits = 56, signed = true, order = Endian.LITTLE) long le56,",
          "    @Field(bits = 16) boolean flag16, @Field(bits = 40) boolean flag40,",
          "    @Field(bits = 16) char ch16, @Field(bits = 8) short small,",
          "    @Field(bits = 40, signed = true) Delta delta40, @Field(bits = 64) Huge huge) {}"),
      // a group longer than 64 bits with a field straddling every byte boundary: Bits fallback
      type("Straddle",
          "@Message record Straddle(@Field(bits = 3) int a, @Field(bits = 63) long b,",
          "    @Field(bits = 6) int c) {}"),
      type("StraddleLsb",
          "@Message(bitOrder = BitOrder.LSB_FIRST) record StraddleLsb(@Field(bits = 3) int a,",
          "    @Field(bits = 63) long b, @Field(bits = 6) int c) {}"),
      // whole-byte values that start inside a byte, floating point included
      type("Unaligned",
          "@Message record Unaligned(@Field(bits = 4) int a, float f, @Field(bits = 4) int b,",
          "    @Field(bits = 4) int c, double d, long l, @Field(bits = 4) int e) {}"),
      // a message in a message in a message
      type("Deep", "@Message record Deep(Mid mid, @Count(2) Mid[] mids) {}"),
      type("Mid",
          "@Message record Mid(Point point, @Field(bits = 4) int n, @Field(bits = 4) int m) {}"),
  };

  @Test
  void everyKindOfFieldCompilesWithoutWarnings() {
    Compilation c = compileWithLint(ALL_FEATURES);
    assertThat(c).succeededWithoutWarnings();
    for (String message : new String[] {"Point", "Scalars", "Arrays3", "LittleArrays", "Narrow",
        "NarrowLsb", "OddAligned", "Straddle", "StraddleLsb", "Unaligned", "Deep", "Mid"}) {
      assertThat(c).generatedSourceFile("test." + message + "Codec");
    }
  }

  @Test
  void groupsLongerThanEightBytesUseTheBitsFallback() {
    Compilation c = compileWithLint(ALL_FEATURES);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.StraddleCodec").contentsAsUtf8String()
        .contains("Bits.getMsb(buf, p, 3, 63)");
    assertThat(c).generatedSourceFile("test.StraddleCodec").contentsAsUtf8String()
        .contains("Bits.putMsb(buf, p + 8, 2, 6, ");
    assertThat(c).generatedSourceFile("test.StraddleLsbCodec").contentsAsUtf8String()
        .contains("Bits.getLsb(buf, p, 3, 63)");
    assertThat(c).generatedSourceFile("test.StraddleCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 9;");
  }

  @Test
  void codecsRoundTripEveryKindOfField() throws Exception {
    Compilation c = compile(ALL_FEATURES);
    assertThat(c).succeeded();
    GeneratedClasses loader = new GeneratedClasses(c);
    Object point = loader.make("Point", (short) -3, (short) 12);
    Object kindC = loader.constant("Kind", "C");
    Object deltaDown = loader.constant("Delta", "DOWN");
    Object hugeLow = loader.constant("Huge", "LOW");

    loader.roundTrip("Scalars", true, (byte) -7, (short) -300, '\uFFFE', Integer.MIN_VALUE,
        Long.MAX_VALUE, -1.5f, Double.MIN_VALUE, kindC, point);
    loader.roundTrip("Arrays3", new boolean[] {true, false}, new byte[] {1, -2, 3},
        new short[] {-1, 2}, new char[] {'a', '\uFFFF'}, new int[] {-1, 7},
        new long[] {Long.MIN_VALUE, 1}, new float[] {1f, Float.NaN}, new double[] {-0.0, 2},
        loader.array("Kind", kindC, loader.constant("Kind", "A")),
        loader.array("Point", point, loader.make("Point", (short) 1, (short) 2)),
        new int[] {0xFFFFFF, 0}, loader.array("Delta", deltaDown, loader.constant("Delta", "UP")),
        new long[] {-(1L << 39), (1L << 39) - 1});
    loader.roundTrip("LittleArrays", new short[] {-1, 2}, new char[] {'a', 'b'},
        new int[] {-1, 7}, new long[] {Long.MIN_VALUE, 1}, new float[] {1f, 2f},
        new double[] {-0.0, 2}, new int[] {0xABCDEF, 1},
        loader.array("Point", point, point), new int[] {0x01020304, -2});
    for (String narrow : new String[] {"Narrow", "NarrowLsb"}) {
      loader.roundTrip(narrow, (byte) -4, (short) 15, -65536, -(1L << 32), '\u007F', true,
          true, deltaDown, kindC, (byte) 15);
      loader.roundTrip(narrow, (byte) 3, (short) -16, 65535, (1L << 32) - 1, '\0', false,
          false, loader.constant("Delta", "UP"), loader.constant("Kind", "A"), (byte) 0);
    }
    loader.roundTrip("OddAligned", 0xFFFFFF, -0x800000, (1L << 40) - 1, -(1L << 47), 0x123456,
        -(1L << 55), true, true, '\uFFFF', (short) 255, deltaDown, hugeLow);
    for (String straddle : new String[] {"Straddle", "StraddleLsb"}) {
      loader.roundTrip(straddle, 5, 0x5555_5555_5555_5555L, 42);
      loader.roundTrip(straddle, 7, Long.MAX_VALUE, 63);
      loader.roundTrip(straddle, 0, 0L, 0);
    }
    loader.roundTrip("Unaligned", 9, -2.25f, 1, 15, Math.PI, -5L, 6);
    Object mid = loader.make("Mid", point, 15, 1);
    loader.roundTrip("Deep", mid, loader.array("Mid", mid, loader.make("Mid", point, 0, 2)));
  }

  @Test
  void exactBitsOfThePackedFallbackGroup() throws Exception {
    Compilation c = compile(ALL_FEATURES);
    GeneratedClasses loader = new GeneratedClasses(c);
    // a = 101, b = 63 ones, c = 000001, most significant bit first: bf ff ff ff ff ff ff ff c1
    byte[] msb = loader.codec("Straddle").encode(loader.make("Straddle", 5, Long.MAX_VALUE, 1));
    assertThat(GeneratedClasses.hex(msb)).isEqualTo("bfffffffffffffffc1");
    // LSB first: a in bits 0..2 of byte 0, b in the next 63 bits, c in bits 2..7 of byte 8.
    byte[] lsb = loader.codec("StraddleLsb")
        .encode(loader.make("StraddleLsb", 5, Long.MAX_VALUE, 1));
    assertThat(GeneratedClasses.hex(lsb)).isEqualTo("fdffffffffffffff07");
  }

  @Test
  void serviceIndexListsEveryProvider() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message record Foo(int x) {}",
        "@Message record Bar(Foo foo) {}",
        "class Outer { @Message record Inner(int x) {} }");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedFile(StandardLocation.CLASS_OUTPUT,
            "META-INF/services/io.framewright.runtime.CodecProvider")
        .contentsAsUtf8String()
        .isEqualTo("test.BarCodec$Provider\n"
            + "test.FooCodec$Provider\n"
            + "test.Outer_InnerCodec$Provider\n");
  }

  @Test
  void noServiceIndexWithoutCodecs() {
    JavaFileObject file = source("Plain", PACKAGE, "record Plain(int x) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c.generatedSourceFiles()).isEmpty();
    assertThat(c.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/services/io.framewright.runtime.CodecProvider")).isEmpty();
  }

  @Test
  void providersAreFoundThroughTheServiceIndex() throws Exception {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message record Foo(int x) {}",
        "class Outer { @Message record Inner(int x) {} }");
    Compilation c = compile(file);
    GeneratedClasses loader = new GeneratedClasses(c);
    List<String> types = new ArrayList<>();
    for (CodecProvider p : ServiceLoader.load(CodecProvider.class, loader)) {
      if (p.getClass().getClassLoader() == loader) {
        types.add(p.codec().type().getName());
      }
    }
    assertThat(types).containsExactly("test.Foo", "test.Outer$Inner");
  }

  @Test
  void nestedRecordCodecIsNamedOuterUnderscoreInner() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "public class Outer {",
        "  public static class Middle {",
        "    @Message public record Inner(int x) {}",
        "  }",
        "  @Message record Uses(Middle.Inner inner) {}",
        "}");
    Compilation c = compileWithLint(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.Outer_Middle_InnerCodec").contentsAsUtf8String()
        .contains("public final class Outer_Middle_InnerCodec extends CodecSupport implements"
            + " FixedSizeCodec<Outer.Middle.Inner> {");
    assertThat(c).generatedSourceFile("test.Outer_UsesCodec").contentsAsUtf8String()
        .contains("Outer_Middle_InnerCodec.decodeAt(buf, start, end, p)");
  }

  @Test
  void messageInTheUnnamedPackage() {
    JavaFileObject file = JavaFileObjects.forSourceLines("Top",
        "import io.framewright.annotations.*;",
        "@Message record Top(int x) {}");
    Compilation c = compileWithLint(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("TopCodec");
    assertThat(c).generatedFile(StandardLocation.CLASS_OUTPUT,
            "META-INF/services/io.framewright.runtime.CodecProvider")
        .contentsAsUtf8String().isEqualTo("TopCodec$Provider\n");
  }

  @Test
  void generatedAnnotationNamesTheProcessorAndHasNoTimestamp() {
    JavaFileObject file = source("Foo", PACKAGE, IMPORTS, "@Message record Foo(int x) {}");
    Compilation c = compile(file);
    assertThat(c).generatedSourceFile("test.FooCodec").contentsAsUtf8String()
        .contains("\n@Generated(\"io.framewright.processor.FramewrightProcessor\")\n"
            + "public final class FooCodec");
    assertThat(c).generatedSourceFile("test.FooCodec").contentsAsUtf8String()
        .doesNotContain("date");
    assertThat(c).generatedSourceFile("test.FooCodec").contentsAsUtf8String()
        .contains("import javax.annotation.processing.Generated;");
  }

  @Test
  void outputIsTheSameOnEveryCompilation() throws IOException {
    String first = compile(ALL_FEATURES).generatedSourceFile("test.OddAlignedCodec")
        .orElseThrow().getCharContent(true).toString();
    String second = compile(ALL_FEATURES).generatedSourceFile("test.OddAlignedCodec")
        .orElseThrow().getCharContent(true).toString();
    assertThat(second).isEqualTo(first);
  }

  @Test
  void fixedSizeAndByteOrderConstants() throws Exception {
    JavaFileObject file = source("Foo",
        PACKAGE,
        IMPORTS,
        "@Message @SuppressWarnings(\"framewright:padding\") record Big(int x, @Field(bits = 3) int pad) {}",
        "@Message(order = Endian.LITTLE) record Little(short s, @Count(3) byte[] b) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.BigCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 5;");
    assertThat(c).generatedSourceFile("test.BigCodec").contentsAsUtf8String()
        .contains("public static final ByteOrder BYTE_ORDER = ByteOrder.BIG_ENDIAN;");
    assertThat(c).generatedSourceFile("test.LittleCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 5;");
    assertThat(c).generatedSourceFile("test.LittleCodec").contentsAsUtf8String()
        .contains("public static final ByteOrder BYTE_ORDER = ByteOrder.LITTLE_ENDIAN;");

    GeneratedClasses loader = new GeneratedClasses(c);
    Class<?> little = loader.loadClass("test.LittleCodec");
    assertThat(little.getField("FIXED_SIZE").get(null)).isEqualTo(5);
    assertThat(little.getField("BYTE_ORDER").get(null))
        .isEqualTo(ByteOrder.LITTLE_ENDIAN);
    assertThat(((FixedSizeCodec<?>) little.getField("INSTANCE").get(null)).fixedSize())
        .isEqualTo(5);
  }

  @Test
  void messageWithoutComponents() throws Exception {
    JavaFileObject file = type("Nothing", "@Message record Nothing() {}");
    Compilation c = compileWithLint(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.NothingCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 0;");
    GeneratedClasses loader = new GeneratedClasses(c);
    loader.roundTrip("Nothing");
  }

  @Test
  void typesFromOtherPackages() throws Exception {
    JavaFileObject point = JavaFileObjects.forSourceLines("geo.Point",
        "package geo;",
        "import io.framewright.annotations.*;",
        "@Message public record Point(int x, int y) {}");
    JavaFileObject color = JavaFileObjects.forSourceLines("paint.Color",
        "package paint;",
        "import io.framewright.annotations.*;",
        "public enum Color { @WireValue(1) RED, @WireValue(2) BLUE }");
    JavaFileObject file = type("Dot", "@Message record Dot(geo.Point at, paint.Color color,",
        "    @Count(2) geo.Point[] more, @Count(2) paint.Color[] colors) {}");
    Compilation c = compileWithLint(file, point, color);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("geo.PointCodec");
    assertThat(c).generatedSourceFile("test.DotCodec").contentsAsUtf8String()
        .contains("import geo.PointCodec;");
  }

  /**
   * Two enums of the same simple name in different packages, in one message: each needs its own
   * pair of mapping methods in the codec, and the codec must compile.
   */
  @Test
  void enumsWithTheSameSimpleNameFromTwoPackages() throws Exception {
    JavaFileObject first = JavaFileObjects.forSourceLines("one.Status",
        "package one;",
        "import io.framewright.annotations.*;",
        "public enum Status { @WireValue(1) OK, @WireValue(2) FAILED }");
    JavaFileObject second = JavaFileObjects.forSourceLines("two.Status",
        "package two;",
        "import io.framewright.annotations.*;",
        "public enum Status { @WireValue(7) ONLINE, @WireValue(9) OFFLINE }");
    JavaFileObject file = type("Report",
        "@Message record Report(one.Status result, two.Status link) {}");
    Compilation c = compileWithLint(file, first, second);
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    Object failed = loader.loadClass("one.Status").getEnumConstants()[1];
    Object online = loader.loadClass("two.Status").getEnumConstants()[0];
    loader.roundTrip("Report", failed, online);
  }

  /** Components named like the generated code's parameters, locals and the classes it uses. */
  @Test
  void componentNamesDoNotClashWithGeneratedNames() throws Exception {
    JavaFileObject kind = type("Kind", "enum Kind { @WireValue(1) A, @WireValue(2) B }");
    JavaFileObject file = type("Clash",
        "@Message @SuppressWarnings(\"framewright:padding\") record Clash(int buf, int p, int value, int i, int e, int start, int end,",
        "    @Field(bits = 4) int w0, @Field(bits = 4) int w1, @Count(2) short[] element,",
        "    Kind kind, int kindWire, @Field(bits = 16) boolean flagBits, int flag,",
        "    short Bytes, short Bits, int Float, long Double, int Objects, int Arrays,",
        "    int System, int Integer, int Long, int FIXED_SIZE, int INSTANCE, int FIELDS,",
        "    int off, int len, int in, @Count(2) Kind[] kinds, @Field(bits = 3) int Kind) {}");
    Compilation c = compileWithLint(file, kind);
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    Object a = loader.constant("Kind", "A");
    Object b = loader.constant("Kind", "B");
    loader.roundTrip("Clash", 1, 2, 3, 4, 5, 6, 7, 8, 9, new short[] {10, 11}, b, 12, true,
        13, (short) 14, (short) 15, 16, 17L, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
        loader.array("Kind", a, b), 5);
  }
}
