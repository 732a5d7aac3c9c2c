package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The {@code @UnknownTag} variant of a union keeps a tag no variant has as the unsigned value
 * on the wire. A 32-bit tag at or above 0x80000000 was once sign-extended on decode (found by
 * {@link GenerativeProcessorTest}): {@code ffffffff} decoded to -1, which then did not encode.
 */
class UnknownTagCodecTest {
  private static final JavaFileObject WIDE = type("Wide",
      "@Message @Union(bits = 32)",
      "sealed interface Wide permits Wide.Ping, Wide.Raw {",
      "  @Tag(1) record Ping(byte b) implements Wide {}",
      "  @UnknownTag record Raw(long tag, @Remaining byte[] data) implements Wide {}",
      "}");

  @Test
  void tagsAboveTheSignBitOfAnIntStayUnsigned() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(WIDE);
    loader.assertWire("Wide", loader.make("Wide$Raw", 0xFFFFFFFFL, new byte[] {1, 2}),
        "ffffffff 0102");
    loader.assertWire("Wide", loader.make("Wide$Raw", 0x80000000L, new byte[] {}),
        "80000000");
    loader.assertWire("Wide", loader.make("Wide$Raw", 0x7FFFFFFFL, new byte[] {3}),
        "7fffffff 03");
    loader.assertWire("Wide", loader.make("Wide$Ping", (byte) 9), "00000001 09");
    assertThat(GeneratedClasses.describe(loader.codec("Wide").decode(new byte[] {
        (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFE})))
        .isEqualTo(GeneratedClasses.describe(loader.make("Wide$Raw", 0xFFFFFFFEL, new byte[0])));
  }
}
