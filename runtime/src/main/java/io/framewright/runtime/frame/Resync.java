package io.framewright.runtime.frame;

import io.framewright.runtime.internal.Delimiters;

/**
 * Where a stream framer starts looking for the next frame after a bad one. Given the buffered
 * bytes {@code buf[from .. to)} (from just after the bad frame's first byte), {@link #next}
 * returns the index where the next frame may start, or -1 if it is not among the bytes buffered
 * yet; then
 * {@link #keepFrom} says which of those bytes could still be the start of that marker, so the
 * framer keeps only them.
 *
 * <p>Before searching, a framer asks {@link #skip} whether the bad frame's own header says where
 * it ends: a rule for formats that declare their frame length skips the whole frame, so none of
 * its inner bytes is mistaken for the start of the next. A {@link StreamFramer} also uses it to
 * wait for a whole frame in one step, and to discard an over-long one exactly to its end.
 *
 * <p>Work: {@link #next} and {@link #keepFrom} are given each byte once, plus the few bytes of a
 * marker that may still be arriving ({@link #keepFrom}); the framer never hands them bytes it
 * already discarded.
 */
public interface Resync {
  int next(byte[] buf, int from, int to);

  /**
   * Where the bad frame starting at {@code buf[start]} ends, by its own header (the index may lie
   * beyond {@code to}: the framer drops bytes until it gets there), or -1 to search with
   * {@link #next}. By default -1.
   */
  default int skip(byte[] buf, int start, int to) {
    return -1;
  }

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

  /**
   * No marker to look for: try again one byte later. In garbage every byte is a decode attempt,
   * each as long as the codec reads before it fails (a few bytes for most layouts, at most the
   * maximum frame length): prefer a marker or a declared length where the format has one.
   */
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

  /**
   * Frames declare their length in a header, and carry no marker: skip a bad frame whole when
   * its header gives the length, else (the header itself unreadable) try one byte later.
   */
  static Resync skipDeclaredLength(FrameLength length) {
    Resync byByte = nextByte();
    return new Resync() {
      @Override
      public int skip(byte[] buf, int start, int to) {
        int n = length.of(buf, start, to);
        return n > 0 ? (int) Math.min(Integer.MAX_VALUE, (long) start + n) : -1;
      }

      @Override
      public int next(byte[] buf, int from, int to) {
        return byByte.next(buf, from, to);
      }

      @Override
      public int keepFrom(byte[] buf, int from, int to) {
        return byByte.keepFrom(buf, from, to);
      }
    };
  }

  /** A frame's total length read from its header, for {@link #skipDeclaredLength}. */
  @FunctionalInterface
  interface FrameLength {
    /**
     * The length in bytes of the frame starting at {@code buf[start]}, or -1 if its header is
     * not all among {@code buf[start .. to)}.
     */
    int of(byte[] buf, int start, int to);
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
