package io.framewright.runtime;

/**
 * A codec whose messages always take {@link #fixedSize()} bytes. Tools and framers use it to
 * size buffers and to describe the layout without a value at hand.
 */
public interface FixedSizeCodec<T> extends Codec<T> {
  /** Bytes every message of this type takes. */
  int fixedSize();

  /** Path, bit offset and bit width of every field. */
  FieldSpans fields();

  @Override
  default int size(T value) {
    return fixedSize();
  }
}
