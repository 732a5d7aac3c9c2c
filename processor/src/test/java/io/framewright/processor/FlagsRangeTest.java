package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * {@code @Flags} values that do not fit their field are an EncodeException, never truncated
 * (issue 11, item 6); the bits fields own are still computed on encode.
 */
class FlagsRangeTest {
  private static final JavaFileObject OPTS = type("Opts",
      "@Message record Opts(@Flags @Field(bits = 8) int flags,",
      "    @Presence(flag = 0x40) Short d) {}");

  @Test
  void bitsBeyondTheWidthAreRejected() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(OPTS);
    Codec<Object> codec = g.codec("Opts");
    EncodeException high = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Opts", 0x100, null)));
    assertThat(high.getMessage()).contains("Opts.flags: 256 does not fit 8 unsigned bits (0..255)");
    EncodeException negative = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Opts", -1, null)));
    assertThat(negative.getMessage())
        .contains("Opts.flags: -1 does not fit 8 unsigned bits (0..255)");
  }

  @Test
  void unownedBitsAreKeptAndOwnedOnesComputed() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(OPTS);
    Codec<Object> codec = g.codec("Opts");
    // 0xff: the owned 0x40 comes from d (absent), the rest from the record
    assertThat(HexFormat.of().formatHex(codec.encode(g.make("Opts", 0xff, null))))
        .isEqualTo("bf");
    // d present: 0x40 set, then d big-endian
    assertThat(HexFormat.of().formatHex(codec.encode(g.make("Opts", 0x01, (short) 0x1234))))
        .isEqualTo("411234");
  }

  @Test
  void signedFlagsTakeTheirSignedRange() throws Exception {
    Compilation c = compile(type("Signed", "@Message record Signed(",
        "    @Flags @Field(bits = 8, signed = true) int flags,",
        "    @Presence(flag = 0x01) Short d) {}"));
    assertThat(c).succeeded();
    GeneratedClasses g = new GeneratedClasses(c);
    Codec<Object> codec = g.codec("Signed");
    assertThat(HexFormat.of().formatHex(codec.encode(g.make("Signed", -2, null))))
        .isEqualTo("fe");
    assertThrows(EncodeException.class, () -> codec.encode(g.make("Signed", 0x80, null)));
  }
}
