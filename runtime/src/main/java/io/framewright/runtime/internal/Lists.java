package io.framewright.runtime.internal;

import java.io.Serializable;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/** The unmodifiable lists generated decoders return. */
public class Lists {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Lists() {}

  /**
   * {@code elements} as an unmodifiable list, without a copy: the decoder made the array and
   * lets go of it. One 16-byte object where {@code unmodifiableList(Arrays.asList(a))} makes two
   * (40 bytes), which a decoder of many small lists pays on every message.
   */
  public static <E> List<E> wrap(E[] elements) {
    return new ArrayView<>(elements);
  }

  private static final class ArrayView<E> extends AbstractList<E>
      implements RandomAccess, Serializable {
    private static final long serialVersionUID = 1L;
    private final E[] elements;

    ArrayView(E[] elements) {
      this.elements = elements;
    }

    @Override
    public E get(int index) {
      Objects.checkIndex(index, elements.length);
      return elements[index];
    }

    @Override
    public int size() {
      return elements.length;
    }

    @Override
    public Object[] toArray() {
      return elements.clone();
    }
  }
}
