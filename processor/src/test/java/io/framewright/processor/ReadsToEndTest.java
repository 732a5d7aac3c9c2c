package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static io.framewright.processor.Compilations.type;

import io.framewright.runtime.Codec;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Codec#readsToEnd()} of generated codecs: true exactly when some message of the type
 * ends only where its input ends (a stream framer refuses such a codec), false when a length, a
 * terminator or a fixed size says where every message ends.
 */
class ReadsToEndTest {

  @Test
  void generatedCodecsSayWhetherTheyReadToTheEnd() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(type("Event",
        "@Message record Event(@Field(bits = 8) int type, @Remaining byte[] data) {}",
        "@Message record Text(@Field(bits = 8) int type, @Remaining String text) {}",
        "@Message record Items(@Remaining(max = 4) java.util.List<Short> items) {}",
        "@Message record Wrapped(byte a, Event event) {}",
        "@Message record Measured(byte a, @Length(bits = 8) Event event) {}",
        "@Message record Sized(@Field(bits = 8) int type, @Length(bits = 8) byte[] data) {}",
        "@Message record Fixed(@Field(bits = 8) int type, short value) {}",
        "@Message @Union(bits = 8) sealed interface Mixed permits Mixed.Open, Mixed.Shut {",
        "  @Tag(1) record Open(@Field(bits = 8) int type, @Remaining byte[] data)"
            + " implements Mixed {}",
        "  @Tag(2) record Shut(byte x) implements Mixed {}",
        "}",
        "@Message @Union(bits = 8) @Delimited(terminator = 0x0a)",
        "sealed interface Lines permits Lines.Line {",
        "  @Tag(1) record Line(@Field(bits = 8) int type, @Remaining byte[] data)"
            + " implements Lines {}",
        "}",
        "@Message @Union(bits = 8) sealed interface Shut permits Shut.A, Shut.B {",
        "  @Tag(1) record A(byte x) implements Shut {}",
        "  @Tag(2) record B(@Length(bits = 8) byte[] data) implements Shut {}",
        "}",
        "@Message @Union(bits = 8) sealed interface Open permits Open.A, Open.Raw {",
        "  @Tag(1) record A(byte x) implements Open {}",
        "  @UnknownTag record Raw(long tag, @Remaining byte[] data) implements Open {}",
        "}"));
    Map<String, Boolean> expected = Map.ofEntries(
        Map.entry("Event", true),
        Map.entry("Text", true),
        Map.entry("Items", true),
        Map.entry("Wrapped", true),
        Map.entry("Measured", false),
        Map.entry("Sized", false),
        Map.entry("Fixed", false),
        Map.entry("Mixed", true),
        Map.entry("Lines", false),
        Map.entry("Shut", false),
        Map.entry("Open", true));
    for (Map.Entry<String, Boolean> e : expected.entrySet()) {
      Codec<Object> codec = loader.codec(e.getKey());
      assertWithMessage("%sCodec.readsToEnd()", e.getKey()).that(codec.readsToEnd())
          .isEqualTo(e.getValue());
    }
  }
}
