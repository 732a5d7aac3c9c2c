package io.framewright.processor.model;

/**
 * Why a generated codec, a class of its own in the message's package, can not name a type that
 * the message's source can (javac lets a record name private members of its enclosing types).
 *
 * @param barrier what stands in the way: it decides how to make the type accessible
 * @param why the same in words, for diagnostics ("private", "nested in private class M.Inner")
 */
public record Inaccessible(Barrier barrier, String why) {
  /** What keeps the codec from naming a type. */
  public enum Barrier {
    /** The type, or one it is nested in, is local to a method (or anonymous). */
    LOCAL,
    /** The type, or one it is nested in, is private. */
    PRIVATE,
    /** The type, or one it is nested in, is package-private in another package. */
    NOT_PUBLIC
  }
}
