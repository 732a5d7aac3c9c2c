package io.framewright.processor.generation;

import java.util.HashSet;
import java.util.Set;

/** Hands out local variable names that clash neither with each other nor with parameters. */
final class Locals {
  /** Classes generated code names without qualification: a local must not shadow them. */
  private static final Set<String> TYPE_NAMES = Set.of("Bytes", "Bits", "DecodeException",
      "EncodeException", "FieldSpans", "WireReader", "Arrays", "System", "Float", "Double",
      "Integer", "Long", "Objects");

  private final Set<String> used = new HashSet<>();

  Locals(String... reserved) {
    used.addAll(Set.of(reserved));
    used.addAll(TYPE_NAMES);
  }

  private int registers;

  /** A fresh register name: w0, w1, ... */
  String register() {
    String name = "w" + registers++;
    used.add(name);
    return name;
  }

  String claim(String wanted) {
    String name = wanted;
    // Register names are w0, w1, ...: a suffix that is not a digit keeps clear of them.
    while (used.contains(name) || name.matches("w\\d+")) {
      name = name + "_";
    }
    used.add(name);
    return name;
  }
}
