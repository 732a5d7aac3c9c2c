package io.framewright.examples;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.framewright.testing.Mutations;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzz target (Jazzer) for the example views: the first input byte picks a view
 * of {@link ViewsTest#PAIRS} (modulo their number), the rest is the frame; the view must agree
 * with its codec ({@code ViewChecks}). A plain {@code mvn verify} replays the inputs under
 * {@code src/test/resources/io/framewright/examples/ViewsFuzzTestInputs/} and fuzzes them briefly;
 * to fuzz, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=ViewsFuzzTest#views}.
 */
class ViewsFuzzTest {
  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void views(byte[] input) {
    if (input.length == 0) {
      return;
    }
    ViewsTest.PAIRS.get((input[0] & 0xFF) % ViewsTest.PAIRS.size())
        .check(Arrays.copyOfRange(input, 1, input.length));
  }

  /** The normal test run fuzzes briefly too: {@link Mutations#count()} edits of the corpus. */
  @Test
  void briefMutationsOfTheCorpus() {
    Mutations.run(Mutations.corpus(getClass(), "views"), 18, Mutations.count(), this::views);
  }
}
