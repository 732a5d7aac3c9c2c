package io.framewright.runtime.frame;

import io.framewright.runtime.Delimiters;

/**
 * Where a stream framer starts looking for the next frame after a bad one. Given the buffered
 * bytes {@code buf[from .. to)} (the bad frame starts at {@code from}), returns the index where
 * the next frame may start, or -1 if it is not among the bytes buffered yet.
 */
@FunctionalInterface
public interface Resync {
  int next(byte[] buf, int from, int to);

  /** Frames end with {@code terminator}: resume after the next one. */
  static Resync afterTerminator(byte... terminator) {
    byte[] t = terminator.clone();
    return (buf, from, to) -> {
      int at = Delimiters.indexOf(buf, from, to, t);
      return at < 0 ? -1 : at + t.length;
    };
  }

  /** Frames start with {@code signature}: resume at the next one (after {@code from}). */
  static Resync atSignature(byte... signature) {
    byte[] s = signature.clone();
    return (buf, from, to) -> Delimiters.indexOf(buf, from + 1, to, s);
  }

  /** No marker to look for: try again one byte later. */
  static Resync nextByte() {
    return (buf, from, to) -> from + 1 < to ? from + 1 : -1;
  }
}
