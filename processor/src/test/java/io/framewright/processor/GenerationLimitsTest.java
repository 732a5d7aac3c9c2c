package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.UnionLayout;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Declarations at sizes that once broke the generated code (issue 11, item 16): a
 * {@code @When} of thousands of values (an {@code ||} chain overflowed javac's stack), a union
 * of 1,500 variants and a 20,000-byte {@code @Magic} (over a method's 64 KiB of bytecode). Each
 * compiles and its codec works. The sources are generated here.
 */
class GenerationLimitsTest {

  private static String list(IntStream values) {
    return values.mapToObj(Integer::toString).collect(Collectors.joining(", "));
  }

  /** {@code @When(equal = {0..4999})}: one run of values, tested as a range. */
  @Test
  void whenWithFiveThousandConsecutiveValues() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Run", "@Message record Run(@Field(bits = 16) int t,",
        "    @When(field = \"t\", equal = {" + list(IntStream.range(0, 5000)) + "}) Short x) {}"));
    Codec<Object> codec = g.codec("Run");
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Run", 4999, (short) 0x0102)))).isEqualTo("13870102");
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Run", 5000, null)))).isEqualTo("1388");
    assertThat(codec.decode(HexFormat.of().parseHex("00000a0b")))
        .isEqualTo(g.make("Run", 0, (short) 0x0a0b));
    assertThat(codec.decode(HexFormat.of().parseHex("1388"))).isEqualTo(g.make("Run", 5000, null));
    assertThrows(EncodeException.class, () -> codec.encode(g.make("Run", 5000, (short) 1)));
    Condition.When when = (Condition.When) ((RecordLayout) codec.description().orElseThrow())
        .field("x").condition();
    assertThat(when.values()).hasSize(5000);
    assertThat(when.values().get(4999)).isEqualTo(4999L);
  }

  /** {@code @When(equal = {0, 2, 4, ..., 9998})}: 5,000 scattered values, looked up. */
  @Test
  void whenWithFiveThousandScatteredValues() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Even", "@Message record Even(@Field(bits = 16) int t,",
        "    @When(field = \"t\", equal = {" + list(IntStream.range(0, 5000).map(i -> 2 * i))
            + "}) Short x,",
        "    @When(field = \"t\", notEqual = {" + list(IntStream.range(0, 5000).map(i -> 2 * i))
            + "}) Byte y) {}"));
    Codec<Object> codec = g.codec("Even");
    // 9998 is even: x is there, y is not
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Even", 9998, (short) 0x0102, null))))
        .isEqualTo("270e0102");
    // 9999 is odd: y only
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Even", 9999, null, (byte) 5)))).isEqualTo("270f05");
    // 10000 is past the list: odd or not, it is not in it
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Even", 10000, null, (byte) 6)))).isEqualTo("271006");
    assertThat(codec.decode(HexFormat.of().parseHex("00040a0b")))
        .isEqualTo(g.make("Even", 4, (short) 0x0a0b, null));
    assertThat(codec.decode(HexFormat.of().parseHex("000507")))
        .isEqualTo(g.make("Even", 5, null, (byte) 7));
    assertThrows(DecodeException.class, () -> codec.decode(HexFormat.of().parseHex("0004")));
  }

  /**
   * 1,500 variants, tags 0, 3, 6, ...; with an unknown variant for every other tag. Compiling
   * 1,500 codecs takes javac about 25 s, so -Plong-checks runs it, not a plain mvn verify.
   */
  @Test
  @Tag("long")
  void unionOfFifteenHundredVariants() throws Exception {
    StringBuilder source = new StringBuilder();
    source.append("@Message @Union(bits = 16) sealed interface Big {\n");
    for (int i = 0; i < 1500; i++) {
      source.append("  @Tag(").append(3 * i).append(") record V").append(i)
          .append("(byte a) implements Big {}\n");
    }
    source.append("  @UnknownTag record Other(long tag, @Remaining byte[] data)"
        + " implements Big {}\n}\n");
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Big", source.toString()));
    Codec<Object> codec = g.codec("Big");
    Object last = g.make("Big$V1499", (byte) 0x7f);
    // tag 4497 = 0x1191
    assertThat(GeneratedClasses.hex(codec.encode(last))).isEqualTo("11917f");
    assertThat(codec.decode(HexFormat.of().parseHex("11917f"))).isEqualTo(last);
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Big$V0", (byte) 1)))).isEqualTo("000001");
    assertThat(codec.decode(HexFormat.of().parseHex("0dbc09")))
        .isEqualTo(g.make("Big$V1172", (byte) 9)); // 3516 = 0x0dbc
    // 3517 is no variant's tag: kept as unknown, and re-encoded as it came
    Object other = codec.decode(HexFormat.of().parseHex("0dbdaabb"));
    assertThat(GeneratedClasses.describe(other))
        .isEqualTo(GeneratedClasses.describe(g.make("Big$Other", 3517L, new byte[] {-86, -69})));
    assertThat(GeneratedClasses.hex(codec.encode(other))).isEqualTo("0dbdaabb");
    // a known variant's tag can not be sent as unknown
    assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Big$Other", 3516L, new byte[0])));
    // the layout table (longer than one string constant holds) is whole
    assertThat(codec.layout()).contains("0x1191       Big.V1499");
    // so is the description: 1,501 variants, each reaching its own layout
    UnionLayout described = (UnionLayout) codec.description().orElseThrow();
    assertThat(described.variants()).hasSize(1501);
    UnionLayout.Variant v1499 = described.variants().get(1499);
    assertThat(v1499.tag()).isEqualTo(4497);
    assertThat(v1499.layout().layout().fixedSize()).isEqualTo(1);
    assertThat(described.variants().get(1500).unknown()).isTrue();
    assertThat(described.variants().get(1500).layout()).isNull();
  }

  /** 250 variants with 40-bit tags (compared as longs), without an unknown variant. */
  @Test
  void unionOfLongTags() throws Exception {
    StringBuilder source = new StringBuilder();
    source.append("@Message @Union(bits = 40) sealed interface Wide {\n");
    for (int i = 0; i < 250; i++) {
      source.append("  @Tag(").append(1L << 32 | i).append("L) record W").append(i)
          .append("() implements Wide {}\n");
    }
    source.append("}\n");
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Wide", source.toString()));
    Codec<Object> codec = g.codec("Wide");
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Wide$W249")))).isEqualTo("01000000f9");
    assertThat(codec.decode(HexFormat.of().parseHex("0100000000"))).isEqualTo(g.make("Wide$W0"));
    assertThat(codec.decode(HexFormat.of().parseHex("01000000c8")))
        .isEqualTo(g.make("Wide$W200"));
    DecodeException e = assertThrows(DecodeException.class,
        () -> codec.decode(HexFormat.of().parseHex("01000000fa")));
    assertThat(e.getMessage()).contains("250 variants");
  }

  /** A 20,000-byte magic number: written, checked on decode, and named in the error. */
  @Test
  void magicOfTwentyThousandBytes() throws Exception {
    byte[] magic = new byte[20_000];
    for (int i = 0; i < magic.length; i++) {
      magic[i] = (byte) (i * 7 + 1);
    }
    String values = IntStream.range(0, magic.length).mapToObj(i -> Integer.toString(magic[i] & 0xFF))
        .collect(Collectors.joining(","));
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(
        type("Huge", "@Message @Magic({" + values + "}) record Huge(short a) {}"));
    Codec<Object> codec = g.codec("Huge");
    byte[] wire = codec.encode(g.make("Huge", (short) 0x1234));
    assertThat(wire.length).isEqualTo(20_002);
    assertThat(Arrays.copyOf(wire, 20_000)).isEqualTo(magic);
    assertThat(GeneratedClasses.hex(Arrays.copyOfRange(wire, 20_000, 20_002))).isEqualTo("1234");
    assertThat(codec.decode(wire)).isEqualTo(g.make("Huge", (short) 0x1234));
    wire[19_999] ^= 1;
    DecodeException e = assertThrows(DecodeException.class, () -> codec.decode(wire));
    assertThat(e.getMessage()).contains("(magic)");
  }

  /** The same in a message with variable parts, and a union with a long magic. */
  @Test
  void longMagicInVariableMessageAndUnion() throws Exception {
    String values = list(IntStream.range(0, 1000).map(i -> i & 0xFF));
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(
        type("Var", "@Message @Magic({" + values + "}) record Var(@Length(bits = 8) String s) {}"),
        type("Tagged", "@Message @Union(bits = 8) @Magic({" + values + "})",
            "sealed interface Tagged { @Tag(1) record One(byte b) implements Tagged {} }"));
    Codec<Object> var = g.codec("Var");
    byte[] wire = var.encode(g.make("Var", "ab"));
    assertThat(wire.length).isEqualTo(1003);
    assertThat(wire[999]).isEqualTo((byte) 0xe7); // 999 & 0xFF
    assertThat(GeneratedClasses.hex(Arrays.copyOfRange(wire, 1000, 1003))).isEqualTo("026162");
    assertThat(var.decode(wire)).isEqualTo(g.make("Var", "ab"));
    Codec<Object> tagged = g.codec("Tagged");
    byte[] t = tagged.encode(g.make("Tagged$One", (byte) 9));
    assertThat(GeneratedClasses.hex(Arrays.copyOfRange(t, 1000, 1002))).isEqualTo("0109");
    assertThat(tagged.decode(t)).isEqualTo(g.make("Tagged$One", (byte) 9));
  }
}
