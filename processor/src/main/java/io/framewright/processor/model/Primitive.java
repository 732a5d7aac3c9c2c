package io.framewright.processor.model;

/** Java primitive types a field can have, with their natural width on the wire. */
public enum Primitive {
  BOOLEAN("boolean", 8, 8),
  BYTE("byte", 8, 8),
  SHORT("short", 16, 16),
  CHAR("char", 16, 16),
  INT("int", 32, 32),
  LONG("long", 64, 64),
  FLOAT("float", 32, 32),
  DOUBLE("double", 64, 64);

  private final String javaName;
  private final int defaultBits;
  private final int maxBits;

  Primitive(String javaName, int defaultBits, int maxBits) {
    this.javaName = javaName;
    this.defaultBits = defaultBits;
    this.maxBits = maxBits;
  }

  public String javaName() {
    return javaName;
  }

  /** Width when {@code @Field(bits)} is not given. */
  public int defaultBits() {
    return defaultBits;
  }

  /** Widest the Java type can hold ({@code boolean}: any width, 0 or 1). */
  public int maxBits() {
    return this == BOOLEAN ? 64 : maxBits;
  }

  /** Whether the type holds a two's complement integer whose width can be narrowed. */
  public boolean isInteger() {
    return this == BYTE || this == SHORT || this == INT || this == LONG;
  }

  /** The box class's simple name: Integer, Character, Long... */
  public String boxName() {
    return switch (this) {
      case INT -> "Integer";
      case CHAR -> "Character";
      default -> javaName.substring(0, 1).toUpperCase(java.util.Locale.ROOT)
          + javaName.substring(1);
    };
  }

  public boolean isFloatingPoint() {
    return this == FLOAT || this == DOUBLE;
  }
}
