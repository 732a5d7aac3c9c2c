package io.framewright.processor.generation;

import io.framewright.processor.model.Primitive;

/** Bits a Java primitive type stores. */
final class JavaWidth {
  private JavaWidth() {}

  static int of(Primitive p) {
    return switch (p) {
      case BOOLEAN, BYTE -> 8;
      case SHORT, CHAR -> 16;
      case INT, FLOAT -> 32;
      case LONG, DOUBLE -> 64;
    };
  }
}
