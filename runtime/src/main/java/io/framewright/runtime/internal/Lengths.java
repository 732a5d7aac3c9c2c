package io.framewright.runtime.internal;

import io.framewright.runtime.DecodeException;

/**
 * Checks of a size read from the input, for a decode that keeps its position in locals: the
 * checks and errors of {@code WireReader.length} and {@code count}, which call these for a reader
 * of a whole input.
 */
public class Lengths {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Lengths() {}

  /**
   * {@code n}, a byte length read from an input that starts at {@code start}, of the part
   * {@code path} at {@code pos}: at most {@code max} and no more than the bytes left before
   * {@code end}, else a {@link DecodeException}.
   */
  public static int checked(byte[] buf, int start, int end, int pos, long n, long max,
      String path) {
    if (n < 0 || n > max) {
      throw DecodeException.invalid(buf, start, end, pos, 0, path,
          "at most " + max + " byte(s)", n + " byte(s)");
    }
    if (n > end - pos) {
      throw DecodeException.truncated(buf, start, end, pos, 0, path, n * 8);
    }
    return (int) n;
  }

  /**
   * {@code n}, a count read from an input that starts at {@code start}, of the part {@code path}
   * at {@code pos}: at most {@code max}, and no more elements than the bytes left before
   * {@code end} hold at {@code minElementSize} bytes each, else a {@link DecodeException}.
   */
  public static int count(byte[] buf, int start, int end, int pos, long n, long max,
      int minElementSize, String path) {
    if (n < 0 || n > max) {
      throw DecodeException.invalid(buf, start, end, pos, 0, path,
          "at most " + max + " element(s)", n + " element(s)");
    }
    if (minElementSize > 0 && n * minElementSize > end - pos) {
      throw DecodeException.truncated(buf, start, end, pos, 0, path, n * minElementSize * 8);
    }
    return (int) n;
  }
}
