package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compileWithLint;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A fixed {@code @Count(n)} on a {@code java.util.List}: laid out like an array of n elements of
 * every kind an array takes (messages, enums, numbers). Before, the generated code treated the
 * List as an array ({@code xs.length}, {@code Inner[]}) and did not compile. Expected bytes are
 * worked out by hand.
 */
class FixedCountListTest {

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  private static String hex(byte[] wire) {
    return HexFormat.of().formatHex(wire);
  }

  private static GeneratedClasses compiled(JavaFileObject... files) {
    Compilation c = compileWithLint(files);
    assertThat(c).succeededWithoutWarnings();
    return new GeneratedClasses(c);
  }

  private static final JavaFileObject INNER =
      type("Inner", "@Message record Inner(short a) {}");
  private static final JavaFileObject COLOR =
      type("Color", "enum Color { @WireValue(1) RED, @WireValue(2) GREEN }");

  @Test
  void listOfMessages() throws Exception {
    GeneratedClasses g = compiled(INNER,
        type("Points", "@Message record Points(@Count(3) java.util.List<Inner> xs) {}"));
    Codec<Object> codec = g.codec("Points");
    Object value = g.make("Points",
        List.of(g.make("Inner", (short) 0x0102), g.make("Inner", (short) 0x0304),
            g.make("Inner", (short) 0x0506)));
    assertThat(hex(codec.encode(value))).isEqualTo("010203040506");
    assertThat(codec.decode(bytes("010203040506"))).isEqualTo(value);

    EncodeException tooFew = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Points", List.of(g.make("Inner", (short) 1)))));
    assertThat(tooFew).hasMessageThat().contains("xs");
    EncodeException nullElement = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Points", Arrays.asList(g.make("Inner", (short) 1), null,
            g.make("Inner", (short) 2)))));
    assertThat(nullElement).hasMessageThat().contains("xs[1]");
  }

  @Test
  void listsOfEnumsAndNumbers() throws Exception {
    GeneratedClasses g = compiled(COLOR,
        type("Numbers", "import java.util.List;",
            "@Message record Numbers(",
            "    @Count(2) List<Byte> b,",
            "    @Count(2) List<Short> s,",
            "    @Count(2) @Field(bits = 24) List<Integer> i,",
            "    @Count(1) List<Long> l,",
            "    @Count(2) List<Boolean> z,",
            "    @Count(1) List<Character> c,",
            "    @Count(1) List<Float> f,",
            "    @Count(1) List<Double> d,",
            "    @Count(2) List<Color> e,",
            "    @Count(2) @Field(order = Endian.LITTLE) List<Short> le) {}"));
    Codec<Object> codec = g.codec("Numbers");
    Object green = g.constant("Color", "GREEN");
    Object red = g.constant("Color", "RED");
    Object value = g.make("Numbers", List.of((byte) 1, (byte) -1),
        List.of((short) 0x0102, (short) -2), List.of(0x010203, 0xABCDEF),
        List.of(0x0102030405060708L), List.of(true, false), List.of('A'), List.of(1.0f),
        List.of(-2.0), List.of(green, red), List.of((short) 0x0102, (short) 0x0304));
    String wire = "01ff" // b
        + "0102fffe" // s
        + "010203abcdef" // i: 24 bits each
        + "0102030405060708" // l
        + "0100" // z
        + "0041" // c
        + "3f800000" // f
        + "c000000000000000" // d
        + "0201" // e: wire values
        + "02010403"; // le
    assertThat(hex(codec.encode(value))).isEqualTo(wire);
    assertThat(codec.decode(bytes(wire))).isEqualTo(value);

    // A List holds boxes: a null one is an encode error, not a NullPointerException.
    Object nullShort = g.make("Numbers", List.of((byte) 1, (byte) -1),
        Arrays.asList((short) 1, null), List.of(1, 2), List.of(1L), List.of(true, false),
        List.of('A'), List.of(1.0f), List.of(-2.0), List.of(green, red),
        List.of((short) 1, (short) 2));
    EncodeException e = assertThrows(EncodeException.class, () -> codec.encode(nullShort));
    assertThat(e).hasMessageThat().contains("s[1]");
    Object tooWide = g.make("Numbers", List.of((byte) 1, (byte) -1),
        List.of((short) 1, (short) 2), List.of(1, 0x1000000), List.of(1L), List.of(true, false),
        List.of('A'), List.of(1.0f), List.of(-2.0), List.of(green, red),
        List.of((short) 1, (short) 2));
    assertThat(assertThrows(EncodeException.class, () -> codec.encode(tooWide)))
        .hasMessageThat().contains("i[1]");
  }

  /** A fixed-count list inside a variable message, packed after sub-byte fields. */
  @Test
  void listInVariableMessage() throws Exception {
    GeneratedClasses g = compiled(INNER,
        type("Mixed", "@Message record Mixed(@Field(bits = 4) int a, @Field(bits = 4) int b,",
            "    @Count(2) java.util.List<Inner> xs, @Length(bits = 8) String name) {}"));
    Codec<Object> codec = g.codec("Mixed");
    Object value = g.make("Mixed", 1, 2,
        List.of(g.make("Inner", (short) 1), g.make("Inner", (short) 2)), "hi");
    assertThat(hex(codec.encode(value))).isEqualTo("12" + "00010002" + "02" + "6869");
    assertThat(codec.decode(bytes("120001000202" + "6869"))).isEqualTo(value);
  }
}
