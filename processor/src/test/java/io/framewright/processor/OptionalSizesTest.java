package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import java.util.HexFormat;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Sizes around optional parts and sizes held by components (issue 11, items 8, 9 and 12): an
 * optional nested message takes no bytes at least, a size held by a variable-width component is
 * measured as it is written, and an optional component sized by a field or by a fixed
 * {@code @Length} compiles and round-trips. Expected bytes are worked out by hand.
 */
class OptionalSizesTest {

  /** An unsigned LEB128 int: seven bits a byte, low bits first, high bit set on all but the last. */
  private static final JavaFileObject VARINT = JavaFileObjects.forSourceLines("test.Varint",
      "package test;",
      "",
      "import io.framewright.runtime.ValueCodec;",
      "import io.framewright.runtime.WireReader;",
      "",
      "public final class Varint implements ValueCodec.OfInt {",
      "  @Override",
      "  public int sizeInt(int value) {",
      "    int n = 1;",
      "    for (int v = value >>> 7; v != 0; v >>>= 7) {",
      "      n++;",
      "    }",
      "    return n;",
      "  }",
      "",
      "  @Override",
      "  public int writeInt(int value, byte[] buf, int p, int limit) {",
      "    int v = value;",
      "    while ((v & ~0x7F) != 0) {",
      "      buf[p++] = (byte) (v & 0x7F | 0x80);",
      "      v >>>= 7;",
      "    }",
      "    buf[p++] = (byte) v;",
      "    return p;",
      "  }",
      "",
      "  @Override",
      "  public int readInt(WireReader in) {",
      "    int v = 0;",
      "    for (int shift = 0; ; shift += 7) {",
      "      int b = in.buffer()[in.claim(1, \"\")] & 0xFF;",
      "      v |= (b & 0x7F) << shift;",
      "      if (b < 0x80) {",
      "        return v;",
      "      }",
      "    }",
      "  }",
      "}");

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  /** Item 8: a list element whose nested message is optional may be just its tag byte. */
  @Test
  void optionalNestedMessageCountsNothingTowardTheMinimum() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(
        type("Inner", "@Message record Inner(int a) {}"),
        type("Element", "@Message record Element(@Field(bits = 8) int t,",
            "    @When(field = \"t\", equal = 1) Inner x) {}"),
        type("Elements", "@Message record Elements(",
            "    @Count(bits = 8) java.util.List<Element> elements) {}"));
    Codec<Object> codec = g.codec("Elements");
    Object absent = g.make("Elements", List.of(g.make("Element", 0, null)));
    // count 1, then t = 0 and nothing else
    assertThat(GeneratedClasses.hex(codec.encode(absent))).isEqualTo("0100");
    assertThat(codec.decode(bytes("0100"))).isEqualTo(absent);
    // count 2: t = 1 with a = 0x01020304, then t = 0
    Object both = g.make("Elements", List.of(
        g.make("Element", 1, g.make("Inner", 0x01020304)), g.make("Element", 0, null)));
    assertThat(GeneratedClasses.hex(codec.encode(both))).isEqualTo("02010102030400");
    assertThat(codec.decode(bytes("02010102030400"))).isEqualTo(both);
    assertThat(g.codec("Element").decode(bytes("00"))).isNotNull();
  }

  /** Item 8, through a @Presence flag: one flags byte is the least an element takes. */
  @Test
  void presenceNestedMessageCountsNothingTowardTheMinimum() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(
        type("Inner", "@Message record Inner(short a) {}"),
        type("Element", "@Message record Element(@Flags @Field(bits = 8) int flags,",
            "    @Presence(flag = 0x01) Inner x) {}"),
        type("Elements", "@Message record Elements(",
            "    @Count(bits = 8) Element[] elements) {}"));
    Codec<Object> codec = g.codec("Elements");
    Object value = g.make("Elements", g.array("Element",
        g.make("Element", 0, null), g.make("Element", 0, null), g.make("Element", 0, null)));
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("03000000");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("03000000"))))
        .isEqualTo(GeneratedClasses.describe(value));
  }

  /** Item 9: the size sizeOf counts for a varint length is the real length's, as written. */
  @Test
  void varintLengthFieldIsMeasuredAsWritten() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(VARINT, type("Blob", "@Message record Blob(",
        "    @Using(Varint.class) int n, @Length(field = \"n\") byte[] data, byte last) {}"));
    Codec<Object> codec = g.codec("Blob");
    // The record holds 300 (a 2-byte varint); the real length 3 takes one byte.
    Object value = g.make("Blob", 300, new byte[] {7, 8, 9}, (byte) 0x55);
    assertThat(codec.size(value)).isEqualTo(5);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("0307080955");
    // A length of 200 is a 2-byte varint (c8 01) although the record holds 0.
    byte[] data = new byte[200];
    byte[] wire = codec.encode(g.make("Blob", 0, data, (byte) 1));
    assertThat(wire.length).isEqualTo(2 + 200 + 1);
    assertThat(GeneratedClasses.hex(wire).substring(0, 4)).isEqualTo("c801");
    Object back = codec.decode(bytes("0307080955"));
    assertThat(GeneratedClasses.describe(back))
        .isEqualTo(GeneratedClasses.describe(g.make("Blob", 3, new byte[] {7, 8, 9},
            (byte) 0x55)));
  }

  /** Item 12: an optional byte array whose length a field holds (@When). */
  @Test
  void optionalComponentWithLengthField() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Opt", "@Message record Opt(@Field(bits = 8) int n,",
        "    @Field(bits = 8) int kind,",
        "    @When(field = \"kind\", equal = 1) @Length(field = \"n\") byte[] data) {}"));
    Codec<Object> codec = g.codec("Opt");
    // present: n is the real length 2, whatever the record holds
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Opt", 9, 1, new byte[] {7, 8})))).isEqualTo("02010708");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("02010708"))))
        .isEqualTo(GeneratedClasses.describe(g.make("Opt", 2, 1, new byte[] {7, 8})));
    // absent: n is the record's own
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Opt", 9, 0, null)))).isEqualTo("0900");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("0900"))))
        .isEqualTo(GeneratedClasses.describe(g.make("Opt", 9, 0, null)));
    assertThat(codec.size(g.make("Opt", 9, 1, new byte[] {7, 8}))).isEqualTo(4);
  }

  /** Item 12: an optional text whose length a field holds (@Presence). */
  @Test
  void presenceComponentWithLengthField() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Named", "@Message record Named(",
        "    @Flags @Field(bits = 8) int flags, @Field(bits = 8) int n,",
        "    @Presence(flag = 0x80) @Length(field = \"n\") String name, byte end) {}"));
    Codec<Object> codec = g.codec("Named");
    Object value = g.make("Named", 0, 0, "hi", (byte) 0x7f);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("800268697f");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("800268697f"))))
        .isEqualTo(GeneratedClasses.describe(g.make("Named", 0, 2, "hi", (byte) 0x7f)));
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Named", 0, 0, null, (byte) 1)))).isEqualTo("000001");
  }

  /** Item 12: a held length that is itself optional (@WhenAbsent(0)) with an optional text. */
  @Test
  void optionalLengthFieldOfOptionalComponent() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Both", "@Message record Both(",
        "    @Flags @Field(bits = 8) int flags,",
        "    @Presence(flag = 0x01) @WhenAbsent(0) @Field(bits = 8) int n,",
        "    @Presence(flag = 0x02) @Length(field = \"n\") String name) {}"));
    Codec<Object> codec = g.codec("Both");
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Both", 0, 0, "ab")))).isEqualTo("03026162");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("03026162"))))
        .isEqualTo(GeneratedClasses.describe(g.make("Both", 0, 2, "ab")));
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Both", 0, 0, null)))).isEqualTo("00");
  }

  /** Item 12: a byte array of a fixed byte length. */
  @Test
  void fixedLengthByteArray() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Five", "@Message record Five(",
        "    @Length(5) byte[] data, byte after) {}"));
    Codec<Object> codec = g.codec("Five");
    Object value = g.make("Five", new byte[] {1, 2, 3, 4, 5}, (byte) 6);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("010203040506");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("010203040506"))))
        .isEqualTo(GeneratedClasses.describe(value));
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Five", new byte[] {1, 2, 3, 4}, (byte) 6)));
    assertThat(e.getMessage()).contains("Five.data");
    assertThat(e.getMessage()).contains("4 byte(s) does not match the fixed size of 5 byte(s)");
  }

  /** Item 12: optional fixed-length parts, a byte array and a zero-padded text. */
  @Test
  void optionalFixedLengths() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Tail", "@Message record Tail(@Field(bits = 8) int t,",
        "    @When(field = \"t\", equal = 1) @Length(3) byte[] data,",
        "    @When(field = \"t\", equal = 1) @Length(4) String name) {}"));
    Codec<Object> codec = g.codec("Tail");
    Object value = g.make("Tail", 1, new byte[] {9, 8, 7}, "ab");
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("0109080761620000");
    assertThat(codec.size(value)).isEqualTo(8);
    assertThat(GeneratedClasses.describe(codec.decode(bytes("0109080761620000"))))
        .isEqualTo(GeneratedClasses.describe(value));
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Tail", 0, null, null)))).isEqualTo("00");
    assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Tail", 1, new byte[] {9, 8}, "ab")));
  }

  /** FW026: a fixed length that a fixed-size nested message can not have. */
  @Test
  void fw026_fixedLengthOfFixedMessage() {
    String line4 = "record Slot(@Length(5) Inner inner, @Length(4) Inner same) {}";
    JavaFileObject file = source("Slot",
        PACKAGE,
        IMPORTS,
        "@Message",                                // 3
        line4,                                     // 4
        "@Message record Inner(int a) {}");        // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW026] @Length(5) on 'inner': Inner always takes 4 byte(s),"
        + " so no other byte length can hold it; use @Length(4) or remove @Length")
        .inFile(file).onLine(4).atColumn(column(line4, "5"));
    assertThat(c).hadErrorCount(1);
  }

  /** FW027: a fixed length that is not a whole number of elements. */
  @Test
  void fw027_fixedLengthNotWholeElements() {
    String line4 = "record Shorts(@Length(5) short[] xs, @Length(6) short[] ok,";
    String line5 = "    @Field(bits = 24) @Length(7) int[] wide) {}";
    JavaFileObject file = source("Shorts",
        PACKAGE,
        IMPORTS,
        "@Message",                                // 3
        line4,                                     // 4
        line5);                                    // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW027] @Length(5) on 'xs': its elements take 2 bytes each,"
        + " so 5 bytes are not a whole number of them; use a multiple of 2, such as @Length(6)")
        .inFile(file).onLine(4).atColumn(column(line4, "5"));
    assertThat(c).hadErrorContaining("[FW027] @Length(7) on 'wide': its elements take 3 bytes"
        + " each, so 7 bytes are not a whole number of them; use a multiple of 3, such as"
        + " @Length(9)")
        .inFile(file).onLine(5).atColumn(column(line5, "7"));
    assertThat(c).hadErrorCount(2);
  }

  /** A fixed length on arrays and messages that fits: written and read back. */
  @Test
  void fixedLengthsThatFit() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(
        type("Inner", "@Message record Inner(@Length(bits = 8) String s) {}"),
        type("Fits", "@Message record Fits(@Length(6) short[] xs, @Length(4) Inner inner) {}"));
    Codec<Object> codec = g.codec("Fits");
    Object value = g.make("Fits", new short[] {1, 2, 3}, g.make("Inner", "abc"));
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("00010002000303616263");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("00010002000303616263"))))
        .isEqualTo(GeneratedClasses.describe(value));
    assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Fits", new short[] {1, 2, 3}, g.make("Inner", "ab"))));
    assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Fits", new short[] {1, 2}, g.make("Inner", "abc"))));
  }

  /** @Count(field) on an optional array. */
  @Test
  void optionalArrayWithCountField() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Counted", "@Message record Counted(",
        "    @Field(bits = 8) int n, @Field(bits = 8) int t,",
        "    @When(field = \"t\", equal = 1) @Count(field = \"n\") int[] xs) {}"));
    Codec<Object> codec = g.codec("Counted");
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Counted", 7, 1, new int[] {1, 2}))))
        .isEqualTo("02010000000100000002");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("02010000000100000002"))))
        .isEqualTo(GeneratedClasses.describe(g.make("Counted", 2, 1, new int[] {1, 2})));
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Counted", 7, 0, null)))).isEqualTo("0700");
  }
}
