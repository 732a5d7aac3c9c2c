package io.framewright.processor.generation;

import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.Primitive;

/** Bits a Java primitive type stores: the one table of them generation uses. */
public final class JavaWidth {
  private JavaWidth() {}

  public static int of(Primitive p) {
    return switch (p) {
      case BOOLEAN, BYTE -> 8;
      case SHORT, CHAR -> 16;
      case INT, FLOAT -> 32;
      case LONG, DOUBLE -> 64;
    };
  }

  /** The same, for a primitive {@link TypeName}. */
  public static int of(TypeName t) {
    for (Primitive p : Primitive.values()) {
      if (JavaTypes.primitive(p).equals(t)) {
        return of(p);
      }
    }
    throw new IllegalArgumentException(t + " is not a primitive type");
  }
}
