package io.framewright.processor.generation;

import java.util.HashSet;
import java.util.Set;

/** Hands out local variable names that clash neither with each other nor with parameters. */
final class Locals {
  private final Set<String> used = new HashSet<>();

  Locals(String... reserved) {
    used.addAll(Set.of(reserved));
  }

  String claim(String wanted) {
    String name = wanted;
    int n = 2;
    while (used.contains(name) || name.matches("w\\d+")) {
      name = wanted + n++;
    }
    used.add(name);
    return name;
  }
}
