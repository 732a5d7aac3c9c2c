package io.framewright.runtime.internal;

import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;

/** Finding terminators in bytes, and making sure encoded values do not contain their own. */
public class Delimiters {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Delimiters() {}

  /** Whether {@code bytes} stand at {@code p}, before {@code end}. */
  public static boolean matchesAt(byte[] buf, int p, int end, byte[] bytes) {
    if (end - p < bytes.length) {
      return false;
    }
    for (int i = 0; i < bytes.length; i++) {
      if (buf[p + i] != bytes[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the bytes {@code buf[p .. end)} could be where a reader looking for
   * {@code terminator} finds it: they start with it, or are shorter and a prefix of it (the
   * bytes after them could complete it).
   */
  public static boolean mayBegin(byte[] buf, int p, int end, byte[] terminator) {
    int n = Math.min(end - p, terminator.length);
    for (int i = 0; i < n; i++) {
      if (buf[p + i] != terminator[i]) {
        return false;
      }
    }
    return true;
  }

  /** Index of the first {@code terminator} in {@code buf[from .. to)}, or -1. */
  public static int indexOf(byte[] buf, int from, int to, byte[] terminator) {
    byte first = terminator[0];
    if (terminator.length == 1) {
      // The common case (00, ff, \n): a plain scan the JIT can unroll.
      for (int i = from; i < to; i++) {
        if (buf[i] == first) {
          return i;
        }
      }
      return -1;
    }
    for (int i = from; i <= to - terminator.length; i++) {
      if (buf[i] == first && matchesAt(buf, i, to, terminator)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Writes {@code terminator} at {@code end}, after a value written at {@code from}, and returns
   * the index after it. The value must not contain the terminator, nor end with bytes that would
   * make it appear early: either would decode as a shorter value.
   */
  public static int terminate(byte[] buf, int from, int end, int limit, byte[] terminator,
      String path) {
    if (limit - end < terminator.length) {
      throw EncodeException.bufferTooSmall(path, terminator.length, limit - end);
    }
    if (terminator.length == 1) {
      buf[end] = terminator[0];
    } else {
      System.arraycopy(terminator, 0, buf, end, terminator.length);
    }
    int found = indexOf(buf, from, end + terminator.length, terminator);
    if (found != end) {
      throw EncodeException.containsTerminator(path, Hex.format(terminator, 0,
          terminator.length), found - from);
    }
    return end + terminator.length;
  }
}
