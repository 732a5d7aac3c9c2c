package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.compileWithLint;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.FixedSizeCodec;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * {@code @Delimited} on a fixed message whose fields are not whole bytes: the fields, zero bits
 * up to the byte boundary, then the terminator. Before, the terminator was packed into the
 * fields' last byte as if it were a component, and the codec called {@code value.terminator()},
 * which did not compile. Expected bytes are worked out by hand.
 */
class TerminatorPaddingTest {

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  private static String hex(byte[] wire) {
    return HexFormat.of().formatHex(wire);
  }

  @Test
  void paddingBitsThenTerminator() throws Exception {
    Compilation c = compile(type("Nibble",
        "@Message @Delimited(terminator = 0x0A) record Nibble(@Field(bits = 4) int a) {}"));
    assertThat(c).succeeded();
    // FW100 still says what the codec pads: 4 bits of 'a', 4 of padding, then the terminator.
    assertThat(c).hadWarningContaining("[FW100] message Nibble is 12 bits long, so its codec"
        + " pads it with 4 zero bit(s) to 2 byte(s); declare that with @Pad(after = 4) on 'a'");
    GeneratedClasses g = new GeneratedClasses(c);
    Codec<Object> codec = g.codec("Nibble");
    assertThat(((FixedSizeCodec<?>) codec).fixedSize()).isEqualTo(2);
    // a = 0xB in the high four bits (most significant bit first), four zero bits, then 0A.
    assertThat(hex(codec.encode(g.make("Nibble", 0xB)))).isEqualTo("b00a");
    assertThat(codec.decode(bytes("b00a"))).isEqualTo(g.make("Nibble", 0xB));
    DecodeException wrong = assertThrows(DecodeException.class,
        () -> codec.decode(bytes("b00b")));
    assertThat(wrong).hasMessageThat().contains("terminator");
  }

  @Test
  void leastSignificantBitFirstAndDeclaredPadding() throws Exception {
    Compilation c = compileWithLint(
        type("Low", "@Message(bitOrder = BitOrder.LSB_FIRST) @Delimited(terminator = {0x0D, 0x0A})",
            "record Low(@Field(bits = 3) int a, @Field(bits = 2) int b) {}"),
        type("Declared", "@Message @Delimited(terminator = 0x0A)",
            "record Declared(@Field(bits = 4) @Pad(after = 4) int a) {}"),
        type("Outer", "@Message record Outer(Low low, byte after) {}"));
    // Low's padding is reported (it has no @Pad); Declared's is declared, so no warning there.
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[FW100] message Low is 21 bits long, so its codec pads"
        + " it with 3 zero bit(s) to 3 byte(s); declare that with @Pad(after = 3) on 'b'");
    assertThat(c).hadWarningCount(1);
    GeneratedClasses g = new GeneratedClasses(c);
    // a = 5 in bits 0..2, b = 2 in bits 3..4: 0b000_10_101 = 0x15, then 0D 0A.
    assertThat(hex(g.codec("Low").encode(g.make("Low", 5, 2)))).isEqualTo("150d0a");
    assertThat(g.codec("Low").decode(bytes("150d0a"))).isEqualTo(g.make("Low", 5, 2));
    assertThat(hex(g.codec("Declared").encode(g.make("Declared", 0xB)))).isEqualTo("b00a");
    Object outer = g.make("Outer", g.make("Low", 7, 3), (byte) 0x7F);
    // 0b000_11_111 = 0x1F
    assertThat(hex(g.codec("Outer").encode(outer))).isEqualTo("1f0d0a7f");
    assertThat(g.codec("Outer").decode(bytes("1f0d0a7f"))).isEqualTo(outer);
  }
}
