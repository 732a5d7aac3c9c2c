package io.framewright.processor.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.palantir.javapoet.CodeBlock;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * The three forms of a value-set condition, written out by hand: a few values one by one, runs
 * as ranges, a large scattered set looked up in a table constant; each also negated.
 */
class ValueSetsTest {
  private static final CodeBlock KIND = CodeBlock.of("(kind & $L)", "0xF0");

  @Test
  void fewValuesAreComparedOneByOne() {
    assertEquals("(kind & 0xF0) == 1 || (kind & 0xF0) == 3",
        ValueSets.condition(KIND, List.of(1L, 3L), false, false, new Constants(), "V").toString());
    assertEquals("tag != 1L && tag != -2L",
        ValueSets.condition(CodeBlock.of("tag"), List.of(1L, -2L), true, true, new Constants(),
            "V").toString());
  }

  @Test
  void runsAreComparedAsRanges() {
    // 0..9 and 20: nine values or more, two runs
    List<Long> values = LongStream.concat(LongStream.rangeClosed(0, 9), LongStream.of(20))
        .boxed().toList();
    assertEquals("(t >= 0 && t <= 9) || t == 20",
        ValueSets.condition(CodeBlock.of("t"), values, false, false, new Constants(), "V")
            .toString());
    assertEquals("!((t >= 0L && t <= 9L) || t == 20L)",
        ValueSets.condition(CodeBlock.of("t"), values, true, true, new Constants(), "V")
            .toString());
  }

  @Test
  void scatteredSetsAreLookedUpInATable() {
    // 0, 2, ..., 18: ten runs of one value each
    List<Long> values = LongStream.range(0, 10).map(i -> 2 * i).boxed().toList();
    Constants constants = new Constants();
    assertEquals("java.util.Arrays.binarySearch(VALUES_X, t) >= 0",
        ValueSets.condition(CodeBlock.of("t"), values, false, false, constants, "VALUES_X")
            .toString());
    assertEquals("java.util.Arrays.binarySearch(VALUES_X, t) < 0",
        ValueSets.condition(CodeBlock.of("t"), values, false, true, constants, "VALUES_X")
            .toString());
  }
}
