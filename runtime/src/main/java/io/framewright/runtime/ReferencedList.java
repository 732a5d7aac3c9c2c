package io.framewright.runtime;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A list read through a back-reference ({@code @BackReference}, such as a compressed DNS name):
 * every element, as if all were written in place, and how it was written: the first
 * {@link #inline()} elements in place, then a pointer to {@link #pointer()}, the offset from the
 * message's first byte where the rest was read.
 *
 * <p>It is a {@code List} and equal to any list of the same elements, because the elements are
 * the value (a name compressed or not is the same name); how it was written is kept beside them
 * so that encoding a decoded message writes the same bytes, pointer included. To encode a list
 * compressed, make one with {@link #of}; a plain list is written whole, then its terminator, or,
 * where the list's {@code @BackReference(compress = true)}, compressed by the encoder. A list
 * {@link #whole} (as decode gives one of such a list written without a pointer) is written
 * whole even there: re-encoding what was decoded does not compress what was not compressed.
 *
 * @param <T> the element type
 */
public final class ReferencedList<T> extends AbstractList<T> implements RandomAccess {
  private final List<T> elements;
  private final int inline;
  private final long pointer;

  private ReferencedList(List<T> elements, int inline, long pointer) {
    this.elements = elements;
    this.inline = inline;
    this.pointer = pointer;
  }

  /**
   * {@code elements}, of which the first {@code inline} are written in place, then a pointer
   * to {@code pointer} (an offset from the message's first byte, where the encoder does not
   * check that the rest is written: that is the caller's word).
   *
   * @throws IllegalArgumentException if {@code inline} is not 0 to {@code elements.size()}, or
   *     {@code pointer} is negative
   */
  public static <T> ReferencedList<T> of(List<? extends T> elements, int inline, long pointer) {
    List<T> copy = List.copyOf(elements);
    if (inline < 0 || inline > copy.size()) {
      throw new IllegalArgumentException("inline " + inline + " is not 0 to " + copy.size());
    }
    if (pointer < 0) {
      throw new IllegalArgumentException("pointer " + pointer + " is negative");
    }
    return new ReferencedList<>(copy, inline, pointer);
  }

  /**
   * {@code elements} written whole, then the terminator: not compressed, even where the list's
   * {@code @BackReference(compress = true)} would compress a plain list. {@link #pointer()} is
   * -1.
   */
  public static <T> ReferencedList<T> whole(List<? extends T> elements) {
    List<T> copy = List.copyOf(elements);
    return new ReferencedList<>(copy, copy.size(), -1);
  }

  /** For generated code: a decoded list (elements not copied again). */
  static <T> ReferencedList<T> decoded(List<T> elements, int inline, long pointer) {
    return new ReferencedList<>(elements, inline, pointer);
  }

  /** How many elements were written in place, before the pointer. */
  public int inline() {
    return inline;
  }

  /**
   * The offset, from the message's first byte, the pointer after the inline elements holds, or
   * -1 for a list {@link #whole}.
   */
  public long pointer() {
    return pointer;
  }

  /** {@code list}'s elements written in place: all but a {@code ReferencedList}'s. */
  public static int inlineOf(List<?> list) {
    return list instanceof ReferencedList<?> r ? r.inline : list.size();
  }

  /** The pointer {@code list} ends with, or -1 for a list written whole. */
  public static long pointerOf(List<?> list) {
    return list instanceof ReferencedList<?> r ? r.pointer : -1;
  }

  @Override
  public T get(int index) {
    return elements.get(index);
  }

  @Override
  public int size() {
    return elements.size();
  }

  @Override
  public String toString() {
    return pointer < 0 ? elements + " (written whole)"
        : elements + " (" + inline + " in place, then a pointer to " + pointer + ")";
  }
}
