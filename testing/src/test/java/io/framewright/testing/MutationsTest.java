package io.framewright.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MutationsTest {
  private static final List<byte[]> SEEDS = List.of(new byte[] {1, 2, 3, 4}, new byte[] {9});

  @Test
  void mutantsDifferAndAreReproducible() {
    List<byte[]> first = new ArrayList<>();
    Mutations.run(SEEDS, 7, 500, first::add);
    List<byte[]> again = new ArrayList<>();
    Mutations.run(SEEDS, 7, 500, again::add);
    assertEquals(500, first.size());
    for (int i = 0; i < first.size(); i++) {
      assertTrue(Arrays.equals(first.get(i), again.get(i)), "same seed, same mutants");
    }
    Set<String> distinct = new HashSet<>();
    first.forEach(b -> distinct.add(Arrays.toString(b)));
    assertTrue(distinct.size() > 200, "only " + distinct.size() + " distinct mutants");
    assertTrue(first.stream().anyMatch(b -> b.length == 0), "truncation to nothing");
    assertTrue(first.stream().anyMatch(b -> b.length > 4), "growth");
  }

  @Test
  void corpusReadsTheJazzerDirectoryNextToTheTestClass() {
    List<byte[]> corpus = Mutations.corpus(MutationsTest.class, "sample");
    assertEquals(2, corpus.size());
    assertEquals("[97, 98]", Arrays.toString(corpus.get(0)));
    assertThrows(AssertionError.class, () -> Mutations.corpus(MutationsTest.class, "none"));
  }
}
