package io.framewright.processor.model;

/** What a field holds, as read from its Java type. */
public sealed interface WireType {

  /** A Java primitive, or its box when the component is nullable. */
  record Scalar(Primitive primitive) implements WireType {}

  /** An enum mapped through {@code @WireValue}. */
  record Enum(EnumModel model) implements WireType {}

  /**
   * Another message, laid out inline. {@code model} is null when the type is a record without
   * {@code @Message}, or when reading it would recurse into a message being read.
   */
  record Nested(TypeRef type, MessageModel model, boolean recursive, boolean union)
      implements WireType {
    public Nested(TypeRef type, MessageModel model, boolean recursive) {
      this(type, model, recursive, model != null && model.isUnion());
    }
  }

  /**
   * A Java array ({@code list == false}) or {@code java.util.List} of {@code element}.
   * {@code boxed}: an array whose Java elements are boxes ({@code Integer[]}), which only a
   * {@code @Using} codec reads and writes.
   */
  record Array(WireType element, boolean list, boolean boxed) implements WireType {
    public Array(WireType element, boolean list) {
      this(element, list, false);
    }
  }

  /** A {@code String}, encoded with {@code charset}. */
  record Text(String charset) implements WireType {
    /**
     * The code unit of {@code charset} in bytes, as {@code io.framewright.runtime.Text.zeroUnit}
     * decides it (the processor does not depend on the runtime, so the rule is repeated here):
     * 2 for the UTF-16 charsets, 4 for the UTF-32 ones, else 1.
     */
    public static int codeUnit(String charset) {
      String upper = charset.toUpperCase(java.util.Locale.ROOT);
      return upper.contains("UTF-16") ? 2 : upper.contains("UTF-32") ? 4 : 1;
    }

    /** {@link #codeUnit(String)} of this text's charset. */
    public int codeUnit() {
      return codeUnit(charset);
    }
  }

  /** A Java type with no wire form; {@code javaType} is how the user wrote it. */
  record Unsupported(String javaType) implements WireType {}

  /** Short human description for diagnostics and docs. */
  default String describe() {
    if (this instanceof Scalar s) {
      return s.primitive().javaName();
    } else if (this instanceof Enum e) {
      return "enum " + e.model().type().nestedName();
    } else if (this instanceof Nested n) {
      return n.type().nestedName();
    } else if (this instanceof Array a) {
      if (a.list()) {
        String element = a.element() instanceof Scalar s ? s.primitive().boxName()
            : a.element().describe();
        return "List<" + element + ">";
      }
      return (a.boxed() && a.element() instanceof Scalar s ? s.primitive().boxName()
          : a.element().describe()) + "[]";
    } else if (this instanceof Text) {
      return "String";
    }
    return ((Unsupported) this).javaType();
  }
}
