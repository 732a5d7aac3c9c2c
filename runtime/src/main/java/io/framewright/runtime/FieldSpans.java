package io.framewright.runtime;

import java.util.Arrays;
import java.util.List;

/**
 * Where each field of a fixed-size message lies: a path, a bit offset and a width in bits.
 *
 * <p>Every generated codec of a fixed-size message publishes one as {@code FIELDS}. Codecs use it
 * to name the exact field that truncated input cuts short; tools use it to show offsets.
 * Nested messages appear flattened ({@code pos.x}), arrays as one span each.
 */
public final class FieldSpans {
  private final String[] paths;
  private final int[] bitOffsets;
  private final int[] bitWidths;

  /** Paths, offsets and widths in layout order; the three arrays have one entry per field. */
  public FieldSpans(String[] paths, int[] bitOffsets, int[] bitWidths) {
    if (paths.length != bitOffsets.length || paths.length != bitWidths.length) {
      throw new IllegalArgumentException("paths, offsets and widths differ in length");
    }
    this.paths = paths.clone();
    this.bitOffsets = bitOffsets.clone();
    this.bitWidths = bitWidths.clone();
  }

  public int size() {
    return paths.length;
  }

  public String path(int i) {
    return paths[i];
  }

  public int bitOffset(int i) {
    return bitOffsets[i];
  }

  public int bitWidth(int i) {
    return bitWidths[i];
  }

  public List<String> paths() {
    return List.of(paths);
  }

  /**
   * The error for input that ends {@code end - base} bytes into a run laid out by these spans
   * that starts at {@code base}: it names the first field the input does not hold entirely.
   */
  public DecodeException truncated(byte[] buf, int start, int end, int base) {
    long available = (long) (end - base) * 8;
    for (int i = 0; i < paths.length; i++) {
      if (bitOffsets[i] + (long) bitWidths[i] > available) {
        int pos = base + (bitOffsets[i] >>> 3);
        return DecodeException.truncated(buf, start, end, pos, bitOffsets[i] & 7, paths[i],
            bitWidths[i]);
      }
    }
    // Only padding bits are missing.
    return DecodeException.truncated(buf, start, end, end, 0, "", 8);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("FieldSpans[");
    for (int i = 0; i < paths.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(paths[i]).append('@').append(bitOffsets[i]).append('+').append(bitWidths[i]);
    }
    return sb.append(']').toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FieldSpans f && Arrays.equals(paths, f.paths)
        && Arrays.equals(bitOffsets, f.bitOffsets) && Arrays.equals(bitWidths, f.bitWidths);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(paths) * 31 + Arrays.hashCode(bitOffsets);
  }
}
