package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EnumsTest {
  enum Kind { A, B, C }

  @Test
  void sameConstantsInTheSameOrder() {
    assertTrue(Enums.declaredInOrder(Kind.values(), "A", "B", "C"));
  }

  @Test
  void reorderedGrownOrShrunkEnumsAreNot() {
    assertFalse(Enums.declaredInOrder(Kind.values(), "B", "A", "C"));
    assertFalse(Enums.declaredInOrder(Kind.values(), "A", "B"));
    assertFalse(Enums.declaredInOrder(Kind.values(), "A", "B", "C", "D"));
    assertFalse(Enums.declaredInOrder(Kind.values(), "A", "B", "X"));
  }
}
