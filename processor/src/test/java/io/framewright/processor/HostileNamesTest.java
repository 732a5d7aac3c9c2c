package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static java.nio.charset.StandardCharsets.US_ASCII;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.Codec;
import java.util.ArrayList;
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
 * write exactly the bytes worked out by hand, and read them back. Where no codec can be written
 * under the names given, the processor says so: two types that would get one codec name (FW006),
 * a package name a codec's parameter hides (FW007).
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
    GeneratedClasses loader = GeneratedClasses.load(A_NUM, B_NUM, type("Two",
        "@Message record Two(@Using(a.Num.class) int x, @Using(b.Num.class) int y,",
        "    @Using(a.Num.class) int z) {}"));
    loader.assertWire("Two", loader.make("Two", 1, 0x0203, 4), "01 0203 04");
  }

  /** Item 2 of issue 11: each delimited component ends with its own terminator. */
  @Test
  void delimitedComponentsWhoseNamesDifferOnlyInCase() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(type("Cased",
        "@Message record Cased(@Delimited(terminator = 0x00) String ab,",
        "    @Delimited(terminator = 0x0A) String aB) {}"));
    loader.assertWire("Cased", loader.make("Cased", "x", "y"), "78 00 79 0a");
  }


  /**
   * Classes in the messages' package named like every class a codec uses, each hiding the JDK's
   * or the runtime's class of that name from code that names it simply. Bytes, Text and Enums are
   * messages and an enum the codecs use themselves, so a codec names both the user's class and
   * the runtime's.
   */
  private static final JavaFileObject HOSTILE_TYPES = JavaFileObjects.forSourceLines("test.Hostile",
      "package test;",
      "class Hostile {}",
      "class Float {} class Double {} class String {} class Override {} class Class {}",
      "class Integer {} class Long {} class Short {} class Object {}",
      "class Objects {} class System {} class Arrays {} class List {} class ArrayList {}",
      "class Collections {} class Math {} class Character {} class Boolean {} class Byte {}",
      "class Bits {} class Hex {} class WireReader {} class DecodeException {}",
      "class EncodeException {} class FieldSpans {} class Codec {} class FixedSizeCodec {}",
      "class CodecProvider {} class Delimiters {} class Checksums {} class ValueCodec {}",
      "class StandardCharsets {} class Charset {} class ByteOrder {} class Generated {}");

  private static final JavaFileObject USER_TYPES = type("Bytes",
      "@Message record Bytes(short x, short y) {}",
      "@Message record Text(@Length(bits = 8) java.lang.String s) {}",
      "enum Enums { @WireValue(0) A, @WireValue(1) B }",
      // The codec's own nested class is named Provider too.
      "@Message record Provider(byte b) {}");

  /** A one-byte value codec in a package of its own, {@code c.Num}. */
  private static final JavaFileObject C_NUM = JavaFileObjects.forSourceLines("c.Num",
      "package c;",
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

  /** One message of every kind of layout. */
  private static final JavaFileObject[] LAYOUTS = {
      type("Fixed",
          "@Message record Fixed(float f, double d, @Field(bits = 4) Enums kind,",
          "    @Field(bits = 4) int nib, Bytes pt, @Count(2) byte[] raw, @Count(2) short[] shorts,",
          "    Provider provider) {}"),
      type("Var",
          "import java.util.List;",
          "@Message record Var(@Length(bits = 8) java.lang.String name,",
          "    @Count(bits = 8) List<Bytes> pts, Text text, @Remaining byte[] rest) {}"),
      type("Delim",
          "@Message record Delim(@Delimited(terminator = 0x00) java.lang.String s,",
          "    @Delimited(terminator = {0x0D, 0x0A}) byte[] b, short tail) {}"),
      type("Shape",
          "@Message @Union(bits = 8)",
          "sealed interface Shape permits Shape.Dot, Shape.Line {",
          "  @Tag(1) record Dot(short tag) implements Shape {}",
          "  @Tag(2) record Line(@Length(bits = 8) java.lang.String v) implements Shape {}",
          "}"),
      type("FixedSum",
          "@Message",
          "@Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)",
          "record FixedSum(@Count(9) byte[] digits) {}"),
      type("VarSum",
          "@Message",
          "@Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)",
          "record VarSum(@Remaining java.lang.String text) {}"),
      type("Used",
          "@Message record Used(@Using(c.Num.class) int a,",
          "    @Length(bits = 8) @Using(c.Num.class) int b, short tail) {}"),
  };

  /** Components named like a codec's constants, parameters, locals and the classes it calls. */
  private static final JavaFileObject[] HOSTILE_COMPONENTS = {
      type("FixedNames",
          "@Message record FixedNames(byte FIXED_SIZE, byte FIELDS, byte LAYOUT, byte INSTANCE,",
          "    byte BYTE_ORDER, byte value, byte buf, byte p, byte start, byte end, byte e, byte i,",
          "    byte w0, byte off, byte len, byte in,",
          "    @Field(bits = 4) int Bytes, @Field(bits = 4) int Bits, float Float, double Double,",
          "    @Field(bits = 8) Enums Enums, Bytes BytesCodec, Bytes Text, byte io, byte java,",
          "    byte javax, byte test, byte c, byte Objects, byte System, byte Arrays,",
          "    @Count(2) byte[] Integer, @Count(2) short[] Long, byte MAGIC) {}"),
      type("VarNames",
          "import java.util.List;",
          "@Message record VarNames(@Length(bits = 8) java.lang.String Text,",
          "    @Count(bits = 8) List<Bytes> Collections, @Length(bits = 8) byte[] in, byte limit,",
          "    byte size, byte len, byte off, byte n, byte MIN_SIZE, byte SEGMENT_0,",
          "    @Delimited(terminator = 0x00) java.lang.String s,",
          "    @Delimited(terminator = 0x0A) java.lang.String S_TERMINATOR,",
          "    @Using(c.Num.class) int CODEC_NUM, @Using(c.Num.class) int Num,",
          "    @Count(bits = 8) List<Bytes> ArrayList, @Count(bits = 8) List<java.lang.Short> Arrays,",
          "    @Remaining byte[] Hex) {}"),
      type("CondNames",
          "@Message record CondNames(@Flags byte flags,",
          "    @Presence(flag = 0x01) java.lang.Integer value, @Field(bits = 8) int kind,",
          "    @When(field = \"kind\", equal = 1) @Length(bits = 8) java.lang.String Text,",
          "    @Presence(flag = 0x02) java.lang.Short valueChoice, short p) {}"),
      type("SumNames",
          "@Message",
          "@Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)",
          "record SumNames(byte expectedChecksum, byte checksum, byte Checksums, byte Hex,",
          "    @Count(5) byte[] CHECKSUM_PLACEHOLDER) {}"),
      type("VarSumNames",
          "@Message",
          "@Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)",
          "record VarSumNames(byte expectedChecksum, byte first, byte last,",
          "    @Remaining java.lang.String checksum) {}"),
      // Upper case, lowered to a keyword; no letter with case at all.
      type("Upper", "@Message record Upper(byte INT, byte FOR, byte _1, byte $, short int_) {}"),
      type("KermitNames",
          "@Message",
          "@Checksum(algorithm = io.framewright.runtime.Crc16Kermit.class, bits = 16,",
          "    at = Checksum.At.END, order = Endian.LITTLE, includeField = true,",
          "    placeholder = 0x3938)",
          "record KermitNames(@Count(7) byte[] CHECKSUM_PLACEHOLDER) {}"),
  };

  /** Item 14 of issue 11: the user's classes in the package do not hide the codec's. */
  @Test
  void classesInThePackageNamedLikeTheCodecsOwn() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(concat(LAYOUTS, HOSTILE_TYPES, USER_TYPES, C_NUM));
    Object b = loader.constant("Enums", "B");
    loader.assertWire("Fixed", loader.make("Fixed", 1.0f, 2.0, b, 5,
            loader.make("Bytes", (short) 1, (short) -1), new byte[] {7, 8},
            new short[] {0x0102, 0x0304}, loader.make("Provider", (byte) 0x33)),
        "3f800000 4000000000000000 15 0001ffff 0708 01020304 33");
    loader.assertWire("Var", loader.make("Var", "hi",
            List.of(loader.make("Bytes", (short) 1, (short) 2)), loader.make("Text", "ok"),
            new byte[] {9}),
        "02 6869 01 00010002 02 6f6b 09");
    loader.assertWire("Delim", loader.make("Delim", "a", new byte[] {1}, (short) 0x0203),
        "61 00 01 0d0a 0203");
    loader.assertWire("Shape", loader.make("Shape$Dot", (short) 5), "01 0005");
    loader.assertWire("Shape", loader.make("Shape$Line", "ab"), "02 02 6162");
    loader.assertWire("FixedSum", loader.make("FixedSum", "123456789".getBytes(US_ASCII)),
        "313233343536373839 cbf43926");
    loader.assertWire("VarSum", loader.make("VarSum", "123456789"),
        "313233343536373839 cbf43926");
    loader.assertWire("Used", loader.make("Used", 1, 2, (short) 0x0304), "01 01 02 0304");
  }

  /**
   * Item 14 of issue 11: components do not hide the codec's constants, locals or classes, with
   * and without the hostile classes in the package.
   */
  @Test
  void componentsNamedLikeTheCodecsConstantsLocalsAndClasses() throws Exception {
    componentsRoundTrip(GeneratedClasses.load(concat(HOSTILE_COMPONENTS, USER_TYPES, C_NUM)));
    componentsRoundTrip(GeneratedClasses.load(concat(HOSTILE_COMPONENTS, HOSTILE_TYPES, USER_TYPES, C_NUM)));
  }

  private static void componentsRoundTrip(GeneratedClasses loader) throws Exception {
    Object[] bytes = new Object[16];
    for (int k = 0; k < 16; k++) {
      bytes[k] = (byte) (k + 1);
    }
    List<Object> args = new ArrayList<>(List.of(bytes));
    args.addAll(List.of(0xA, 0xB, 1.0f, 2.0, loader.constant("Enums", "B"),
        loader.make("Bytes", (short) 1, (short) 2), loader.make("Bytes", (short) 3, (short) 4),
        (byte) 0x11, (byte) 0x12, (byte) 0x13, (byte) 0x14, (byte) 0x15, (byte) 0x16,
        (byte) 0x17, (byte) 0x18, new byte[] {0x19, 0x1A}, new short[] {0x1B1C, 0x1D1E},
        (byte) 0x1F));
    loader.assertWire("FixedNames", loader.make("FixedNames", args.toArray()),
        "0102030405060708090a0b0c0d0e0f10 ab 3f800000 4000000000000000 01 00010002 00030004"
            + " 1112131415161718 191a 1b1c1d1e 1f");
    loader.assertWire("VarNames", loader.make("VarNames", "hi",
            List.of(loader.make("Bytes", (short) 1, (short) 2)), new byte[] {5}, (byte) 0x21,
            (byte) 0x22, (byte) 0x23, (byte) 0x24, (byte) 0x25, (byte) 0x26, (byte) 0x27, "a",
            "b", 3, 4, List.of(), List.of((short) 0x0506), new byte[] {(byte) 0xFF}),
        "02 6869 01 00010002 01 05 21222324252627 61 00 62 0a 03 04 00 01 0506 ff");
    loader.assertWire("CondNames", loader.make("CondNames", (byte) 0, 7, 1, "x", null,
            (short) 0x0102),
        "01 00000007 01 01 78 0102");
    loader.assertWire("SumNames", loader.make("SumNames", (byte) 0x31, (byte) 0x32,
            (byte) 0x33, (byte) 0x34, "56789".getBytes(US_ASCII)),
        "313233343536373839 cbf43926");
    loader.assertWire("VarSumNames", loader.make("VarSumNames", (byte) 0x31, (byte) 0x32,
            (byte) 0x33, "456789"),
        "313233343536373839 cbf43926");
    loader.assertWire("Upper", loader.make("Upper", (byte) 1, (byte) 2, (byte) 3, (byte) 4,
        (short) 5), "01 02 03 04 0005");
    loader.assertWire("KermitNames", loader.make("KermitNames", "1234567".getBytes(US_ASCII)),
        "31323334353637 8921");
  }


  /**
   * Item 14 of issue 11: messages named like the classes a codec uses; each codec then names the
   * user's class and the JDK's or runtime's class of that name.
   */
  @Test
  void messagesNamedLikeTheCodecsClasses() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(
        type("String", "@Message record String(float f, @Length(bits = 8) java.lang.String s) {}"),
        type("Integer", "@Message record Integer(int v) {}"),
        type("Objects", "@Message record Objects(String str, Integer n) {}"),
        type("Override",
            "@Message record Override(@Count(bits = 8) java.util.List<Integer> xs, double d) {}"),
        type("Codec", "@Message record Codec(Objects o, Override v) {}"),
        type("WireReader",
            "@Message @Union(bits = 8)",
            "sealed interface WireReader permits WireReader.Float, WireReader.Text {",
            "  @Tag(1) record Float(float f) implements WireReader {}",
            "  @Tag(2) record Text(@Delimited(terminator = 0x00) java.lang.String s)",
            "      implements WireReader {}",
            "}"),
        type("Bytes", "@Message record Bytes(WireReader r, @Remaining byte[] Bytes) {}"));
    Object str = loader.make("String", 1.0f, "hi");
    Object n = loader.make("Integer", 0x01020304);
    Object objects = loader.make("Objects", str, n);
    loader.assertWire("Objects", objects, "3f800000 02 6869 01020304");
    Object override = loader.make("Override", List.of(n), 2.0);
    loader.assertWire("Codec", loader.make("Codec", objects, override),
        "3f800000 02 6869 01020304 01 01020304 4000000000000000");
    loader.assertWire("Bytes", loader.make("Bytes", loader.make("WireReader$Float", 1.0f),
        new byte[] {7}), "01 3f800000 07");
    loader.assertWire("Bytes", loader.make("Bytes", loader.make("WireReader$Text", "a"),
        new byte[] {}), "02 61 00");
  }

  /**
   * Two enums of one simple name: the codec names one in full, {@code wire.Kind.A}, where the
   * parameter of its mapping method must not be called {@code wire}.
   */
  @Test
  void enumsOfOneNameFromAPackageNamedLikeAVariable() throws Exception {
    JavaFileObject wireKind = JavaFileObjects.forSourceLines("wire.Kind",
        "package wire;",
        "import io.framewright.annotations.WireValue;",
        "public enum Kind { @WireValue(1) A, @WireValue(2) B }");
    JavaFileObject otherKind = JavaFileObjects.forSourceLines("b.Kind",
        "package b;",
        "import io.framewright.annotations.WireValue;",
        "public enum Kind { @WireValue(3) A, @WireValue(4) B }");
    GeneratedClasses loader = GeneratedClasses.load(wireKind, otherKind, type("Kinds",
        "@Message record Kinds(@Field(bits = 8) b.Kind x, @Field(bits = 8) wire.Kind y) {}"));
    Object x = loader.loadClass("b.Kind").getEnumConstants()[1];
    Object y = loader.loadClass("wire.Kind").getEnumConstants()[0];
    loader.assertWire("Kinds", loader.make("Kinds", x, y), "04 01");
  }

  /** A message whose codec is named like a runtime interface it implements: FixedSizeCodec. */
  @Test
  void messageWhoseCodecIsNamedLikeARuntimeInterface() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(type("FixedSize", "@Message record FixedSize(byte b) {}"),
        type("Holder", "@Message record Holder(FixedSize f, @Remaining byte[] rest) {}"));
    loader.assertWire("FixedSize", loader.make("FixedSize", (byte) 1), "01");
    loader.assertWire("Holder", loader.make("Holder", loader.make("FixedSize", (byte) 1),
        new byte[] {2}), "01 02");
  }

  /**
   * Two nested messages called Point, one from a package whose first name is a variable of the
   * codec: the codec would have to name {@code in.x.PointCodec} in full, where the parameter
   * {@code in} hides the package, so the processor says so (FW007) instead of writing code that
   * does not compile. From other packages the same two compile.
   */
  @Test
  void messagesOfOneNameFromAPackageNamedLikeAVariable() throws Exception {
    JavaFileObject inPoint = JavaFileObjects.forSourceLines("in.x.Point",
        "package in.x;",
        "import io.framewright.annotations.*;",
        "@Message public record Point(short x) {}");
    JavaFileObject bPoint = JavaFileObjects.forSourceLines("b.Point",
        "package b;",
        "import io.framewright.annotations.*;",
        "@Message public record Point(byte y) {}");
    JavaFileObject pair = type("Pair",
        "@Message record Pair(b.Point a, in.x.Point c, @Remaining byte[] rest) {}");
    Compilation c = compile(bPoint, inPoint, pair);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[FW007] the codec of test.Pair calls in.x.PointCodec, which"
        + " it must name in full because it uses another class called PointCodec too, and its"
        + " variable 'in' would hide the package name 'in'; rename one of the messages called"
        + " Point").inFile(pair).onLine(3);

    JavaFileObject cPoint = JavaFileObjects.forSourceLines("c.x.Point",
        "package c.x;",
        "import io.framewright.annotations.*;",
        "@Message public record Point(short x) {}");
    GeneratedClasses loader = GeneratedClasses.load(bPoint, cPoint, type("Pair",
        "@Message record Pair(b.Point a, c.x.Point c, @Remaining byte[] rest) {}"));
    Object a = loader.loadClass("b.Point").getDeclaredConstructors()[0].newInstance((byte) 1);
    Object p = loader.loadClass("c.x.Point").getDeclaredConstructors()[0]
        .newInstance((short) 0x0203);
    loader.assertWire("Pair", loader.make("Pair", a, p, new byte[] {4}), "01 0203 04");
  }

  /**
   * Item 3 of issue 11: a top-level {@code A_B} and a nested {@code A.B} would both get
   * {@code A_BCodec}; each is told so (FW006), on its own declaration.
   */
  @Test
  void codecNameClashIsReportedOnBothTypes() {
    JavaFileObject top = type("A_B", "@Message record A_B(byte x) {}");
    JavaFileObject nested = type("A", "class A {", "  @Message record B(short y) {}", "}");
    Compilation c = compile(top, nested);
    assertThat(c).hadErrorCount(2);
    assertThat(c).hadErrorContaining("[FW006] test.A_B and test.A.B would both get the codec"
        + " test.A_BCodec").inFile(top).onLine(3);
    assertThat(c).hadErrorContaining("[FW006] test.A.B and test.A_B would both get the codec"
        + " test.A_BCodec").inFile(nested).onLine(4);
  }

  /**
   * Issue 17: every codec extends {@code io.framewright.runtime.CodecSupport} and names the
   * runtime's helpers as {@code CodecSupport.Internal.Bytes} and so on. Types of the message's
   * package named like the superclass or like the helpers, and components named like them,
   * change nothing: the bytes are worked out by hand (x = 0x0102, then the 4-bit enum B = 1 and
   * the nibble 0xF in one byte, then the nested {@code Bits} pair).
   */
  @Test
  void typesNamedLikeTheCodecSuperclassAndItsHelpers() throws Exception {
    JavaFileObject support = type("CodecSupport", "@Message record CodecSupport(short x) {}");
    JavaFileObject helpers = type("Bits",
        "@Message record Bits(byte a, byte b) {}",
        "enum Tables { @WireValue(0) A, @WireValue(1) B }",
        "record Described() {}");
    JavaFileObject user = type("Varints",
        "@Message record Varints(CodecSupport CodecSupport, @Field(bits = 4) Tables Internal,",
        "    @Field(bits = 4) int Checksums, Bits Bits) {}");
    GeneratedClasses loader = GeneratedClasses.load(support, helpers, user);
    Object cs = loader.make("CodecSupport", (short) 0x0102);
    Object bits = loader.make("Bits", (byte) 3, (byte) 4);
    Object b = loader.loadClass("test.Tables").getEnumConstants()[1];
    loader.assertWire("Varints", loader.make("Varints", cs, b, 0xF, bits), "0102 1f 0304");
  }

  /**
   * A type named {@code Internal} in the message's package would be hidden in the codec's body
   * by the member class every codec inherits: the processor says so (FW009) on the message
   * instead of writing a codec that does not compile.
   */
  @Test
  void aTypeNamedInternalInTheMessagesPackageIsReported() {
    JavaFileObject internal = type("Internal", "enum Internal { A }");
    JavaFileObject message = type("Uses", "@Message record Uses(short x) {}");
    Compilation c = compile(internal, message);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[FW009] the codec of test.Uses would extend CodecSupport,"
        + " whose member class Internal hides test.Internal in the codec's body; rename"
        + " test.Internal, or declare the message in a package other than 'test'")
        .inFile(message).onLine(3);
  }

  /** Also three levels deep, and for a union's variant, whose codec the union writes. */
  @Test
  void codecNameClashOfDeepTypesAndUnionVariants() {
    JavaFileObject deep = type("X", "class X {", "  static class Y {",
        "    @Message record Z(byte a) {}", "  }", "}");
    JavaFileObject flat = type("X_Y_Z", "@Message record X_Y_Z(byte a) {}");
    JavaFileObject union = type("U",
        "@Message @Union(bits = 8)",
        "sealed interface U permits U.V {",
        "  @Tag(1) record V(byte a) implements U {}",
        "}");
    JavaFileObject variantClash = type("U_V", "@Message record U_V(byte a) {}");
    Compilation c = compile(deep, flat, union, variantClash);
    assertThat(c).hadErrorCount(4);
    assertThat(c).hadErrorContaining("test.X.Y.Z and test.X_Y_Z").inFile(deep).onLine(5);
    assertThat(c).hadErrorContaining("test.X_Y_Z and test.X.Y.Z").inFile(flat).onLine(3);
    assertThat(c).hadErrorContaining("test.U.V and test.U_V").inFile(union).onLine(5);
    assertThat(c).hadErrorContaining("test.U_V and test.U.V").inFile(variantClash).onLine(3);
  }

  /** Names that join alike only with a type that gets no codec are fine. */
  @Test
  @SuppressWarnings("unchecked") // the codec of a type loaded by name
  void noCodecNameClashWithTypesThatGetNoCodec() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(type("A_B", "class A_B {}"),
        type("A", "class A {", "  @Message record B(byte y) {}", "  record C(byte z) {}", "}"),
        type("A_C", "@Message record A_C(byte x) {}"));
    loader.assertWire("A_C", loader.make("A_C", (byte) 1), "01");
    Codec<Object> nested = (Codec<Object>) (Codec<?>) loader.loadClass("test.A_BCodec")
        .getField("INSTANCE").get(null);
    assertWithMessage("A.B").that(GeneratedClasses.hex(nested.encode(loader.make("A$B",
        (byte) 2)))).isEqualTo("02");
  }

  // Helpers

  /**
   * Issue 27 item 6: every codec nests its service provider, {@code Provider}, and a view of a
   * list of messages its cursor, {@code UnitsCursor}. In the unnamed package a type of such a
   * name is hidden by the nested class in the generated body and has no qualified name to be
   * written by (the codecs mixed {@code Provider}, {@code ProviderCodec.Provider} and
   * {@code HolderCodec.Provider}), so there the provider is {@code Provider2} and the cursor
   * {@code Units2Cursor}; messages nesting one another, a union and views, bytes by hand, and
   * the service index names the providers that are there.
   */
  @Test
  void typesOfTheUnnamedPackageNamedLikeTheGeneratedNestedClasses() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(JavaFileObjects.forSourceLines("Provider",
        "import io.framewright.annotations.*;",
        "@Message record Provider(byte b) {}",
        "@Message record Inner(short x) {}",
        "@Message record Holder(Inner i, Provider p,",
        "    @Count(bits = 8) java.util.List<Provider> ps) {}",
        "@Message @Union(bits = 8) sealed interface Shape {",
        "  @Tag(1) record Dot(Provider p) implements Shape {}",
        "}",
        "enum UnitsCursor { @WireValue(1) ONE }",
        "@View @Message record Unit(byte u) {}",
        "@View @Message record Roster(@Count(2) java.util.List<Unit> units,",
        "    @Field(bits = 8) UnitsCursor kind) {}",
        "@View @Message record Team(@Count(bits = 8) java.util.List<Unit> units,",
        "    @Field(bits = 8) UnitsCursor kind) {}"));
    Object p3 = make(loader, "Provider", (byte) 3);
    unnamedWire(loader, "Holder", make(loader, "Holder", make(loader, "Inner", (short) 0x0102),
        p3, List.of(make(loader, "Provider", (byte) 4), make(loader, "Provider", (byte) 5))),
        "0102 03 02 04 05");
    unnamedWire(loader, "Shape", make(loader, "Shape$Dot", p3), "01 03");
    Object one = loader.loadClass("UnitsCursor").getEnumConstants()[0];
    List<Object> units = List.of(make(loader, "Unit", (byte) 1), make(loader, "Unit", (byte) 2));
    unnamedWire(loader, "Roster", make(loader, "Roster", units, one), "01 02 01");
    unnamedWire(loader, "Team", make(loader, "Team", units, one), "02 01 02 01");
    for (String view : List.of("RosterView", "TeamView")) {
      Object v = loader.loadClass(view).getConstructor().newInstance();
      v.getClass().getMethod("wrap", byte[].class).invoke(v, java.util.HexFormat.of()
          .parseHex(view.equals("TeamView") ? "02010201" : "010201"));
      assertWithMessage(view).that(v.getClass().getMethod("kind").invoke(v)).isEqualTo(one);
      assertWithMessage(view).that(v.getClass().getMethod("units").getReturnType().getName())
          .isEqualTo(view + "$Units2Cursor");
    }
    // Every provider the index lists is there, and gives its codec.
    List<String> types = new ArrayList<>();
    for (io.framewright.runtime.CodecProvider provider : java.util.ServiceLoader.load(
        io.framewright.runtime.CodecProvider.class, loader)) {
      assertWithMessage("%s", provider.getClass()).that(provider.getClass().getSimpleName())
          .isEqualTo("Provider2");
      types.add(provider.codec().type().getName());
    }
    assertWithMessage("providers").that(types).containsExactly("Provider", "Inner", "Holder",
        "Shape", "Shape$Dot", "Unit", "Roster", "Team");
  }

  /**
   * The same in named packages: {@code other.Provider} nested by messages of its own package
   * and of {@code test}, beside {@code test.Provider}; JavaPoet writes each in full, and the
   * nested provider keeps its name.
   */
  @Test
  void typesOfNamedPackagesNamedLikeTheGeneratedNestedClasses() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(JavaFileObjects.forSourceLines(
            "other.Provider",
            "package other;",
            "import io.framewright.annotations.*;",
            "@Message public record Provider(byte b) {}"),
        JavaFileObjects.forSourceLines("other.Wrapper",
            "package other;",
            "import io.framewright.annotations.*;",
            "@Message public record Wrapper(Provider p, @Count(bits = 8) java.util.List<Provider>"
                + " ps) {}"),
        type("Provider", "@Message record Provider(short s) {}"),
        type("Holder", "@Message record Holder(other.Wrapper w, other.Provider o, Provider p)"
            + " {}"));
    Object o = loader.loadClass("other.Provider").getDeclaredConstructors()[0]
        .newInstance((byte) 1);
    Object w = loader.loadClass("other.Wrapper").getDeclaredConstructors()[0]
        .newInstance(o, List.of(o, o));
    loader.assertWire("Holder", loader.make("Holder", w, o, loader.make("Provider",
        (short) 0x0203)), "01 02 01 01 01 0203");
    assertWithMessage("nested provider").that(loader.loadClass("test.HolderCodec$Provider"))
        .isNotNull();
  }

  private static Object make(GeneratedClasses loader, String record, Object... args)
      throws ReflectiveOperationException {
    java.lang.reflect.Constructor<?> c = loader.loadClass(record).getDeclaredConstructors()[0];
    c.setAccessible(true);
    return c.newInstance(args);
  }

  /** {@link GeneratedClasses#assertWire} for a message of the unnamed package. */
  @SuppressWarnings("unchecked")
  private static void unnamedWire(GeneratedClasses loader, String message, Object value,
      String hex) throws ReflectiveOperationException {
    Codec<Object> codec = (Codec<Object>) loader.loadClass(message + "Codec")
        .getField("INSTANCE").get(null);
    byte[] wire = java.util.HexFormat.of().parseHex(hex.replace(" ", ""));
    assertWithMessage("%s encoded", message).that(codec.encode(value)).isEqualTo(wire);
    assertWithMessage("%s decoded", message).that(codec.decode(wire)).isEqualTo(value);
  }

  private static JavaFileObject[] concat(JavaFileObject[] a, JavaFileObject... b) {
    return Stream.concat(Stream.of(a), Stream.of(b)).toArray(JavaFileObject[]::new);
  }
}
