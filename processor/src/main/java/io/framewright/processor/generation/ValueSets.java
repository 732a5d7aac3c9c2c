package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Java conditions testing whether an integer is one of a set of values ({@code @When(equal)}),
 * sized to the set: a few values compared one by one, runs of consecutive values as ranges, and
 * a large scattered set looked up in a sorted table. A chain of thousands of {@code ==} would
 * overflow javac's stack and the 64 KiB limit of a method.
 */
public final class ValueSets {
  /** Up to this many values are compared one by one, in the order written. */
  public static final int LISTED = 8;
  /** Up to this many runs of consecutive values are compared as ranges. */
  public static final int RANGES = 8;

  private ValueSets() {}

  /**
   * A condition that {@code read} (an int or long expression, evaluated possibly more than
   * once) is one of {@code values}, or with {@code negate} that it is none of them.
   * {@code table} names the constant a large set is kept in.
   */
  public static CodeBlock condition(CodeBlock read, List<Long> values, boolean isLong, boolean negate,
      Constants constants, String table) {
    if (values.size() <= LISTED) {
      return CodeBlock.join(values.stream()
          .map(v -> CodeBlock.of("$L $L $L", read, negate ? "!=" : "==",
              Literals.number(v, isLong))).toList(), negate ? " && " : " || ");
    }
    long[] sorted = new TreeSet<>(values).stream().mapToLong(Long::longValue).toArray();
    List<long[]> runs = runs(sorted);
    if (runs.size() <= RANGES) {
      List<CodeBlock> tests = new ArrayList<>();
      for (long[] run : runs) {
        tests.add(run[0] == run[1]
            ? CodeBlock.of("$L == $L", read, Literals.number(run[0], isLong))
            : CodeBlock.of("($L >= $L && $L <= $L)", read, Literals.number(run[0], isLong),
                read, Literals.number(run[1], isLong)));
      }
      CodeBlock in = CodeBlock.join(tests, " || ");
      return negate ? CodeBlock.of("!($L)", in) : in;
    }
    String name = constants.longs(table, sorted);
    // Spelled in full, as the codecs have always had it, rather than imported.
    return CodeBlock.of("java.util.Arrays.binarySearch($L, $L) $L 0", name, read,
        negate ? "<" : ">=");
  }

  /** Runs of consecutive values of a sorted, distinct array, as {first, last} pairs. */
  private static List<long[]> runs(long[] sorted) {
    List<long[]> out = new ArrayList<>();
    for (long v : sorted) {
      long[] last = out.isEmpty() ? null : out.get(out.size() - 1);
      if (last != null && last[1] != Long.MAX_VALUE && last[1] + 1 == v) {
        last[1] = v;
      } else {
        out.add(new long[] {v, v});
      }
    }
    return out;
  }
}
