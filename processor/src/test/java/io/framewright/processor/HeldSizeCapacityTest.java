package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A size held by an earlier component ({@code @Length/@Count(field = ...)}) must fit that
 * component: encoding a value whose size does not is an error naming the part, never a holder
 * written wrapped around. The byte length of a list of several-byte elements is added up as a
 * total, and was once checked only against the declared maximum, not the holder's capacity.
 * While an optional part is absent its holder keeps the record's own value, which was once
 * written without a range check.
 */
class HeldSizeCapacityTest {

  private static List<Integer> ints(int n) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(i);
    }
    return out;
  }

  /** 70 ints take 280 bytes; an 8-bit holder holds at most 255. */
  @Test
  void byteLengthOfIntsAboveAnEightBitHolderIsRefused() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Ints",
        "@Message record Ints(",
        "    @Field(bits = 8) int len, @Length(field = \"len\") java.util.List<Integer> values) {}"));
    Codec<Object> codec = g.codec("Ints");
    // Two ints: len = 8, then 00000001 00000002 (big-endian), written out by hand.
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Ints", 0, List.of(1, 2)))))
        .isEqualTo("080000000100000002");
    // 63 ints are 252 bytes: the most that fits, whole ints, under 255.
    byte[] most = codec.encode(g.make("Ints", 0, ints(63)));
    assertThat(most.length).isEqualTo(1 + 252);
    assertThat(most[0] & 0xFF).isEqualTo(252);
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Ints", 0, ints(70))));
    assertThat(e.getMessage()).contains("Ints.values");
    assertThat(e.getMessage()).contains("280");
  }

  /** The same with an optional part, whose holder is measured on its own path; and absent. */
  @Test
  void byteLengthOfOptionalShortsAboveAnEightBitHolderIsRefused() throws Exception {
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(type("Opt", "@Message record Opt(",
        "    @Field(bits = 8) int kind, @Field(bits = 8) int len,",
        "    @When(field = \"kind\", equal = 1) @Length(field = \"len\") short[] values) {}"));
    Codec<Object> codec = g.codec("Opt");
    // kind 1, len 4, then 0001 0002
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Opt", 1, 0, new short[] {1, 2}))))
        .isEqualTo("010400010002");
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Opt", 1, 0, new short[128])));
    assertThat(e.getMessage()).contains("Opt.values");
    assertThat(e.getMessage()).contains("256");
    // Absent: the holder keeps the record's own value, which must fit its 8 bits too.
    assertThat(GeneratedClasses.hex(codec.encode(g.make("Opt", 0, 255, null))))
        .isEqualTo("00ff");
    EncodeException wide = assertThrows(EncodeException.class,
        () -> codec.encode(g.make("Opt", 0, 300, null)));
    assertThat(wide.getMessage()).contains("len");
  }
}
