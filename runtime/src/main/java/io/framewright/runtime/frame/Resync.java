package io.framewright.runtime.frame;

import io.framewright.runtime.Delimiters;

/**
 * Where a stream framer starts looking for the next frame after a bad one. Given the buffered
 * bytes {@code buf[from .. to)} (from just after the bad frame's first byte), {@link #next}
 * returns the index where the next frame may start, or -1 if it is not among the bytes buffered
 * yet; then
 * {@link #keepFrom} says which of those bytes could still be the start of that marker, so the
 * framer keeps only them.
 */
public interface Resync {
  int next(byte[] buf, int from, int to);

  /** The first of {@code buf[from .. to)} worth keeping while no frame start is in sight. */
  int keepFrom(byte[] buf, int from, int to);

  /** Frames end with {@code terminator}: resume after the next one. */
  static Resync afterTerminator(byte... terminator) {
    byte[] t = terminator.clone();
    return new Resync() {
      @Override
      public int next(byte[] buf, int from, int to) {
        int at = Delimiters.indexOf(buf, from, to, t);
        return at < 0 ? -1 : at + t.length;
      }

      @Override
      public int keepFrom(byte[] buf, int from, int to) {
        return to - partialAtEnd(buf, from, to, t);
      }
    };
  }

  /** Frames start with {@code signature}: resume at the next one. */
  static Resync atSignature(byte... signature) {
    byte[] s = signature.clone();
    return new Resync() {
      @Override
      public int next(byte[] buf, int from, int to) {
        return Delimiters.indexOf(buf, from, to, s);
      }

      @Override
      public int keepFrom(byte[] buf, int from, int to) {
        return to - partialAtEnd(buf, from, to, s);
      }
    };
  }

  /** No marker to look for: try again one byte later. */
  static Resync nextByte() {
    return new Resync() {
      @Override
      public int next(byte[] buf, int from, int to) {
        return from < to ? from : -1;
      }

      @Override
      public int keepFrom(byte[] buf, int from, int to) {
        return to;
      }
    };
  }

  /** Length of the longest end of {@code buf[from .. to)} that begins {@code marker}. */
  private static int partialAtEnd(byte[] buf, int from, int to, byte[] marker) {
    for (int n = Math.min(marker.length - 1, Math.max(0, to - from)); n > 0; n--) {
      if (Delimiters.mayBegin(buf, to - n, to, marker)) {
        return n;
      }
    }
    return 0;
  }
}
