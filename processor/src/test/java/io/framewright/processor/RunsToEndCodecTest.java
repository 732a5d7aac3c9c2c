package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.CRC32;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Messages and unions that run to the end of their input work where their input ends with
 * them: framed by a {@code @Length}, by their own terminator, or marked {@code @Remaining} before
 * an END checksum (elsewhere they are FW042 and FW043, see {@link RunsToEndErrorsTest}). Bytes
 * written out by hand.
 */
class RunsToEndCodecTest {

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static final JavaFileObject FILE = source("Outer",
      PACKAGE,
      IMPORTS,
      "@Message record Outer(@Length(bits = 8) Body body, byte after) {}",
      "@Message record Listed(@Count(bits = 8) java.util.List<Ended> ended, byte after) {}",
      "@Message @Delimited(terminator = 0) record Ended(byte x, @Remaining byte[] data) {}",
      "@Message record Inner(byte x, @Remaining byte[] data) {}",
      "@Message @Union(bits = 8) sealed interface Body permits Body.Known, Body.Raw {",
      "  @Tag(1) record Known(byte x) implements Body {}",
      "  @UnknownTag record Raw(long tag, @Remaining byte[] data) implements Body {}",
      "}",
      "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)",
      "record Summed(byte a, @Remaining Inner inner) {}",
      "@Message record Packet(@Count(bits = 8) java.util.List<Body> bodies) {}");

  private static void assertBytes(GeneratedClasses loader, String record, Object value,
      String hex) throws Exception {
    Codec<Object> codec = loader.codec(record);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(hex.replace(" ", ""));
    assertThat(GeneratedClasses.describe(codec.decode(bytes(hex))))
        .isEqualTo(GeneratedClasses.describe(value));
  }

  @Test
  void framedPartsRoundTrip() throws Exception {
    Compilation c = compile(FILE);
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    // length 03 | unknown tag 07 | its data 01 02 | after 09
    Object raw = loader.make("Body$Raw", 7L, new byte[] {1, 2});
    assertBytes(loader, "Outer", loader.make("Outer", raw, (byte) 9), "03 07 0102 09");
    // count 02 | 01 05 00 | 02 00 | after 09
    Object ended = loader.make("Listed", List.of(loader.make("Ended", (byte) 1, new byte[] {5}),
        loader.make("Ended", (byte) 2, new byte[0])), (byte) 9);
    Codec<Object> listed = loader.codec("Listed");
    assertThat(GeneratedClasses.hex(listed.encode(ended))).isEqualTo("020105000200" + "09");
    Object back = listed.decode(bytes("02 010500 0200 09"));
    java.lang.reflect.Method accessor = back.getClass().getDeclaredMethod("ended");
    accessor.setAccessible(true);
    List<?> elements = (List<?>) accessor.invoke(back);
    assertThat(elements).hasSize(2);
    assertThat(GeneratedClasses.describe(elements.get(0)))
        .isEqualTo("Ended(x=Byte:1, data=[Byte:5, ], )");
    assertThat(GeneratedClasses.describe(elements.get(1))).isEqualTo("Ended(x=Byte:2, data=[], )");
    // a 01 | inner 02 03 | CRC-32 of 01 02 03
    CRC32 crc = new CRC32();
    crc.update(bytes("010203"));
    assertThat(crc.getValue()).isEqualTo(0x55bc801dL);
    Object summed = loader.make("Summed", (byte) 1, loader.make("Inner", (byte) 2,
        new byte[] {3}));
    assertBytes(loader, "Summed", summed, "01 0203 55bc801d");
  }

  /**
   * An unknown element (its raw bytes run to the end of the input) decodes only as the last one:
   * the encoder writes it there and refuses it anywhere else.
   */
  @Test
  void unknownElementOnlyLast() throws Exception {
    GeneratedClasses loader = new GeneratedClasses(compile(FILE));
    Codec<Object> codec = loader.codec("Packet");
    Object known = loader.make("Body$Known", (byte) 2);
    Object raw = loader.make("Body$Raw", 7L, new byte[] {1});
    // count 02 | tag 01, x 02 | unknown tag 07, its data 01
    Object packet = loader.make("Packet", List.of(known, raw));
    assertThat(GeneratedClasses.hex(codec.encode(packet))).isEqualTo("0201020701");
    Object back = codec.decode(bytes("02 0102 0701"));
    assertThat(GeneratedClasses.hex(codec.encode(back))).isEqualTo("0201020701");
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(loader.make("Packet", List.of(raw, known))));
    assertThat(e).hasMessageThat().contains("Packet.bodies[0]: a Body runs to the end of its"
        + " input, so it can only be the last element");
  }
}
