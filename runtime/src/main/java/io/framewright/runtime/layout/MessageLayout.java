package io.framewright.runtime.layout;

/**
 * The wire layout of one message type: a {@link RecordLayout} (fields in wire order) or a
 * {@link UnionLayout} (a tag selecting one of several messages).
 */
public sealed interface MessageLayout permits RecordLayout, UnionLayout {

  /** The message type's canonical name ({@code com.example.Game.Move}). */
  String type();

  /** The message type's name within its package ({@code Game.Move}). */
  String name();

  /** Fewest bytes a message of this type takes. */
  int minSize();

  /** Bytes every message of this type takes, or -1 when its size depends on its value. */
  int fixedSize();

  /** Whether every message of this type has the same size. */
  default boolean isFixed() {
    return fixedSize() >= 0;
  }

  /**
   * The layout as a text table, one row per field: where it starts ({@code byte.bit}, counted
   * from the end of the variable part before it after a {@code +}), its width in bits and its
   * wire form. The table of the codec's javadoc and of {@code Codec.layout()}.
   */
  default String table() {
    return LayoutText.of(this);
  }

  /**
   * The layout as an RFC-style packet diagram ({@link LayoutDiagram#text}): the 32-bit ruler,
   * a cell per field, variable and optional parts with their size and condition, one diagram
   * per variant of a union.
   */
  default String diagram() {
    return LayoutDiagram.text(this);
  }
}
