package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import java.util.HexFormat;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, item 8: the terminator of UTF-16 text is matched on the text's code units only.
 * "a\u0200b" is {@code 61 00 00 02 62 00} in UTF-16LE and {@code 00 61 02 00 00 62} in UTF-16BE:
 * both hold {@code 00 00} across two units, where the terminator used to be found, so decode cut
 * the text short and encode refused it. Bytes written out by hand from the charsets' definition
 * (each char one 16-bit unit, low byte first in LE).
 */
class DelimitedWideTextTest {
  private static final JavaFileObject[] SOURCES = {
      type("Le", "@Message @View",
          "record Le(@Delimited(terminator = {0, 0}) @Text(charset = \"UTF-16LE\") String s,"
              + " byte after) {}"),
      type("Be", "@Message @View",
          "record Be(@Delimited(terminator = {0, 0}) @Text(charset = \"UTF-16BE\") String s,"
              + " byte after) {}"),
      // one zero byte ends the text only where a unit starts: "a" is 61 00, not "a" then 00
      type("LeByte", "@Message @View",
          "record LeByte(@Delimited(terminator = 0) @Text(charset = \"UTF-16LE\") String s,"
              + " byte after) {}"),
  };

  static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static GeneratedClasses compiled() {
    return compiled(SOURCES);
  }

  /** The classes of {@code sources}, which compile without errors. */
  static GeneratedClasses compiled(JavaFileObject... sources) {
    Compilation c = Compilations.compile(sources);
    assertWithMessage("diagnostics:\n%s", Compilations.describe(c)).that(c.errors()).isEmpty();
    return new GeneratedClasses(c);
  }

  /**
   * {@code hex} decodes to the record made of {@code args}, which encodes to it and measures
   * its length.
   */
  static void roundTrip(GeneratedClasses classes, String record, String hex,
      Object... args) throws Exception {
    Codec<Object> codec = classes.codec(record);
    Object value = classes.make(record, args);
    assertWithMessage(record).that(GeneratedClasses.describe(codec.decode(bytes(hex))))
        .isEqualTo(GeneratedClasses.describe(value));
    assertWithMessage(record).that(codec.encode(value)).isEqualTo(bytes(hex));
    assertWithMessage(record).that(codec.size(value)).isEqualTo(bytes(hex).length);
  }

  @Test
  void theTerminatorIsMatchedOnCodeUnits() throws Exception {
    GeneratedClasses classes = compiled();
    //                     a     Ȁ     b     end   after
    roundTrip(classes, "Le", "6100 0002 6200 0000 07", "a\u0200b", (byte) 7);
    roundTrip(classes, "Be", "0061 0200 0062 0000 07", "a\u0200b", (byte) 7);
    roundTrip(classes, "Le", "0000 07", "", (byte) 7);
    //                         a     b     end after
    roundTrip(classes, "LeByte", "6100 6200 00 07", "ab", (byte) 7);
    GeneratedViews views = new GeneratedViews(classes, 30, 200);
    views.agrees("Le", "6100 0002 6200 0000 07", "0000 07");
    views.agrees("Be", "0061 0200 0062 0000 07");
    views.agrees("LeByte", "6100 6200 00 07");
  }

  @Test
  void aTerminatorAcrossUnitsEndsNothing() throws Exception {
    GeneratedClasses classes = compiled();
    // 61 | 00 00 | 02 ...: no zero unit on a boundary before the input ends
    DecodeException e = assertThrows(DecodeException.class,
        () -> classes.codec("Le").decode(bytes("6100 0002 07")));
    assertThat(e.getMessage()).contains("s");
    new GeneratedViews(classes, 30, 0).rejects("Le", "6100 0002 07", "61 0000 07");
  }
}
