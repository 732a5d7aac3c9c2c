package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.WireReader;
import java.util.HexFormat;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the user's own code throws (a compact constructor that validates, a {@code @Using} codec,
 * a checksum algorithm) comes out of a codec as a {@link DecodeException} with the offset where
 * the message or field starts, its path and the cause, or as an {@link EncodeException} with the
 * path and the cause. Bytes written out by hand.
 */
class UserCodeErrorsTest {

  private static final JavaFileObject MESSAGES = type("Percent",
      "@Message record Percent(@Field(bits = 8) int pct) {",
      "  Percent {",
      "    if (pct > 100) {",
      "      throw new IllegalArgumentException(\"pct \" + pct + \" > 100\");",
      "    }",
      "  }",
      "}",
      "@Message record Named(@Field(bits = 8) int pct, @Length(bits = 8) String name) {",
      "  Named {",
      "    if (name.isEmpty()) {",
      "      throw new IllegalStateException();",
      "    }",
      "  }",
      "}",
      "@Message record Pair(byte a, Percent p) {}",
      "@Message record Holder(@Length(bits = 8) String s, Named n) {}",
      "@Message record Scores(@Count(bits = 8) java.util.List<Percent> scores) {}",
      "@Message record Coded(byte a, @Using(Strict.class) Integer v) {}",
      "@Message @Checksum(algorithm = Broken.class, bits = 8, at = Checksum.At.END)",
      "record Summed(byte a) {}",
      "@Message @Union(bits = 8) sealed interface Body permits Body.Known, Body.Raw {",
      "  @Tag(1) record Known(byte x) implements Body {}",
      "  @UnknownTag record Raw(int tag, @Remaining byte[] data) implements Body {",
      "    public Raw {",
      "      if (data.length > 2) {",
      "        throw new IllegalArgumentException(\"too much\");",
      "      }",
      "    }",
      "  }",
      "}");

  /** One byte, up to 0x7f; reading 0xff and writing or sizing a negative value throw. */
  private static final JavaFileObject STRICT = JavaFileObjects.forSourceLines("test.Strict",
      "package test;",
      "",
      "import io.framewright.runtime.DecodeException;",
      "import io.framewright.runtime.ValueCodec;",
      "import io.framewright.runtime.WireReader;",
      "",
      "public final class Strict implements ValueCodec<Integer> {",
      "  @Override",
      "  public int size(Integer value) {",
      "    if (value == -2) {",
      "      throw new IllegalStateException(\"no size for -2\");",
      "    }",
      "    return 1;",
      "  }",
      "",
      "  @Override",
      "  public int write(Integer value, byte[] buf, int p, int limit) {",
      "    if (value < 0) {",
      "      throw new IllegalArgumentException(\"negative\");",
      "    }",
      "    buf[p] = (byte) (int) value;",
      "    return p + 1;",
      "  }",
      "",
      "  @Override",
      "  public Integer read(WireReader in) {",
      "    int at = in.claim(1, \"\");",
      "    int b = in.buffer()[at] & 0xFF;",
      "    if (b == 0xfe) {",
      "      throw DecodeException.invalid(in.buffer(), in.start(), in.end(), at, 0, \"\",",
      "          \"not fe\", \"fe\");",
      "    }",
      "    if (b == 0xff) {",
      "      throw new IllegalStateException(\"ff is reserved\");",
      "    }",
      "    return b;",
      "  }",
      "}");

  /** A checksum that fails on a message whose first byte is 0xee. */
  private static final JavaFileObject BROKEN = JavaFileObjects.forSourceLines("test.Broken",
      "package test;",
      "",
      "public final class Broken implements java.util.zip.Checksum {",
      "  private long sum;",
      "  @Override public void update(int b) {",
      "    if (b == 0xee) {",
      "      throw new UnsupportedOperationException(\"ee\");",
      "    }",
      "    sum += b;",
      "  }",
      "  @Override public void update(byte[] b, int off, int len) {",
      "    for (int i = 0; i < len; i++) {",
      "      update(b[off + i] & 0xFF);",
      "    }",
      "  }",
      "  @Override public long getValue() { return sum & 0xFF; }",
      "  @Override public void reset() { sum = 0; }",
      "}");

  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(MESSAGES, STRICT, BROKEN);
  }

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static DecodeException decodeFails(String type, String hex) throws Exception {
    Codec<Object> codec = loader.codec(type);
    return assertThrows(DecodeException.class, () -> codec.decode(bytes(hex)));
  }

  @Test
  void aFixedMessageItsConstructorRejects() throws Exception {
    // pct c8 = 200
    DecodeException e = decodeFails("Percent", "c8");
    assertThat(e.fieldPath()).isEqualTo("Percent");
    assertThat(e.byteOffset()).isEqualTo(0);
    assertThat(e.expected()).isEqualTo("a value Percent's constructor accepts");
    assertThat(e.found()).isEqualTo("pct 200 > 100");
    assertThat(e.getCause()).isInstanceOf(IllegalArgumentException.class);
    assertThat(e.getMessage()).isEqualTo("Percent at byte 0: expected a value Percent's"
        + " constructor accepts but found pct 200 > 100\n  [c8]");
    // 100 is accepted
    assertThat(GeneratedClasses.describe(loader.codec("Percent").decode(bytes("64"))))
        .isEqualTo("Percent(pct=Integer:100, )");
  }

  @Test
  void aVariableMessageItsConstructorRejects() throws Exception {
    // pct 05 | name length 00: the constructor throws without a message
    DecodeException e = decodeFails("Named", "05 00");
    assertThat(e.fieldPath()).isEqualTo("Named");
    assertThat(e.byteOffset()).isEqualTo(0);
    assertThat(e.found()).isEqualTo("java.lang.IllegalStateException");
    assertThat(e.getCause()).isInstanceOf(IllegalStateException.class);
    // read from a reader at byte 2: the offset counts from the reader's start
    Codec<Object> codec = loader.codec("Named");
    WireReader in = new WireReader(bytes("ffff 05 00"), 0, 4);
    in.claim(2, "");
    e = assertThrows(DecodeException.class, () -> codec.read(in));
    assertThat(e.fieldPath()).isEqualTo("Named");
    assertThat(e.byteOffset()).isEqualTo(2);
  }

  @Test
  void aNestedMessageIsReportedWhereItStarts() throws Exception {
    // a 01 | p.pct c8
    DecodeException e = decodeFails("Pair", "01 c8");
    assertThat(e.fieldPath()).isEqualTo("Pair.p");
    assertThat(e.byteOffset()).isEqualTo(1);
    assertThat(e.getCause()).isInstanceOf(IllegalArgumentException.class);
    // s: 02 "ab" | n.pct 05 | n.name length 00
    e = decodeFails("Holder", "02 6162 05 00");
    assertThat(e.fieldPath()).isEqualTo("Holder.n");
    assertThat(e.byteOffset()).isEqualTo(3);
    // count 03 | 01 | c8 | 02: the second element
    e = decodeFails("Scores", "03 01 c8 02");
    assertThat(e.fieldPath()).isEqualTo("Scores.scores[1]");
    assertThat(e.byteOffset()).isEqualTo(2);
    assertThat(e.found()).isEqualTo("pct 200 > 100");
  }

  @Test
  void anUnknownVariantItsConstructorRejects() throws Exception {
    // tag 09 | data 01 02 03
    DecodeException e = decodeFails("Body", "09 010203");
    assertThat(e.fieldPath()).isEqualTo("Body.Raw");
    assertThat(e.byteOffset()).isEqualTo(0);
    assertThat(e.expected()).isEqualTo("a value Body.Raw's constructor accepts");
    assertThat(e.found()).isEqualTo("too much");
    // tag 09 | data 01 02: accepted
    assertThat(GeneratedClasses.describe(loader.codec("Body").decode(bytes("09 0102"))))
        .isEqualTo("Raw(tag=Integer:9, data=[Byte:1, Byte:2, ], )");
  }

  @Test
  void aValueCodecThatThrowsOnRead() throws Exception {
    // a 01 | v ff
    DecodeException e = decodeFails("Coded", "01 ff");
    assertThat(e.fieldPath()).isEqualTo("Coded.v");
    assertThat(e.byteOffset()).isEqualTo(1);
    assertThat(e.expected()).isEqualTo("a value Strict can read");
    assertThat(e.found()).isEqualTo("ff is reserved");
    assertThat(e.getCause()).isInstanceOf(IllegalStateException.class);
    // Its own DecodeException keeps its wording and gets the path once.
    e = decodeFails("Coded", "01 fe");
    assertThat(e.getMessage()).isEqualTo("Coded.v at byte 1: expected not fe but found fe\n"
        + "  01 [fe]");
    assertThat(e.getCause()).isNull();
  }

  @Test
  void aValueCodecThatThrowsOnWriteOrSize() throws Exception {
    Codec<Object> codec = loader.codec("Coded");
    Object negative = loader.make("Coded", (byte) 1, -1);
    EncodeException e = assertThrows(EncodeException.class, () -> codec.encode(negative));
    assertThat(e.fieldPath()).isEqualTo("Coded.v");
    assertThat(e.getMessage())
        .isEqualTo("Coded.v: the value was rejected by Strict.write: negative");
    assertThat(e.getCause()).isInstanceOf(IllegalArgumentException.class);
    Object unsized = loader.make("Coded", (byte) 1, -2);
    e = assertThrows(EncodeException.class, () -> codec.size(unsized));
    assertThat(e.getMessage())
        .isEqualTo("Coded.v: the value was rejected by Strict.size: no size for -2");
    assertThat(e.getCause()).isInstanceOf(IllegalStateException.class);
    e = assertThrows(EncodeException.class, () -> codec.encode(unsized));
    assertThat(e.fieldPath()).isEqualTo("Coded.v");
  }

  @Test
  void aChecksumAlgorithmThatThrows() throws Exception {
    Codec<Object> codec = loader.codec("Summed");
    // a 05 | checksum 05
    assertThat(GeneratedClasses.hex(codec.encode(loader.make("Summed", (byte) 5))))
        .isEqualTo("0505");
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(loader.make("Summed", (byte) 0xee)));
    assertThat(e.fieldPath()).isEqualTo("Summed.(checksum)");
    assertThat(e.getMessage()).isEqualTo(
        "Summed.(checksum): the value was rejected by checksum algorithm Broken: ee");
    // a ee | checksum 00
    DecodeException d = decodeFails("Summed", "ee 00");
    assertThat(d.fieldPath()).isEqualTo("Summed.(checksum)");
    assertThat(d.byteOffset()).isEqualTo(1);
    assertThat(d.getCause()).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void listsOfGoodValuesStillRoundTrip() throws Exception {
    Object scores = loader.make("Scores", List.of(loader.make("Percent", 1),
        loader.make("Percent", 100)));
    loader.assertWire("Scores", scores, "02 01 64");
  }
}
