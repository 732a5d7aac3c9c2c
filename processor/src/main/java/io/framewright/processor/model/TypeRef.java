package io.framewright.processor.model;

import java.util.List;

/**
 * A named Java type: package plus the chain of simple names from the top-level type
 * ({@code ["Outer", "Inner"]}).
 */
public record TypeRef(String packageName, List<String> simpleNames) {
  public TypeRef {
    simpleNames = List.copyOf(simpleNames);
    if (simpleNames.isEmpty()) {
      throw new IllegalArgumentException("a type needs a name");
    }
  }

  public static TypeRef of(String packageName, String... simpleNames) {
    return new TypeRef(packageName, List.of(simpleNames));
  }

  public String simpleName() {
    return simpleNames.get(simpleNames.size() - 1);
  }

  /** {@code Outer.Inner}. */
  public String nestedName() {
    return String.join(".", simpleNames);
  }

  /** {@code com.example.Outer.Inner}. */
  public String canonicalName() {
    return packageName.isEmpty() ? nestedName() : packageName + "." + nestedName();
  }

  /** Name of the generated codec: {@code InnerCodec}, or {@code Outer_InnerCodec} if nested. */
  public TypeRef codec() {
    return TypeRef.of(packageName, String.join("_", simpleNames) + "Codec");
  }

  @Override
  public String toString() {
    return canonicalName();
  }
}
