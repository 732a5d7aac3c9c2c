package io.framewright.runtime.capture;

import java.io.IOException;
import java.io.InputStream;

/**
 * The bytes of a capture file, read in order with the offset of each: exact reads that turn an
 * early end into a {@link CaptureException}, and skips that read (so a cut-short file is noticed
 * there too). It never allocates by a length read from the file: callers check lengths against
 * their caps first.
 */
final class CaptureInput {
  private final InputStream in;
  private final byte[] scratch = new byte[8192];
  private long offset;

  CaptureInput(InputStream in) {
    this.in = in;
  }

  /** The offset of the next byte. */
  long offset() {
    return offset;
  }

  /**
   * Fills {@code buf}, or returns false if the file ends before its first byte (a clean end
   * between records).
   *
   * @throws CaptureException if the file ends inside {@code buf}
   */
  boolean readOrEnd(byte[] buf, String what) throws IOException {
    int n = in.readNBytes(buf, 0, buf.length);
    offset += n;
    if (n == 0 && buf.length > 0) {
      return false;
    }
    if (n < buf.length) {
      throw new CaptureException("the file ends inside " + what + " (" + n + " of "
          + buf.length + " bytes)", offset);
    }
    return true;
  }

  /** Reads exactly {@code n} bytes ({@code n} already checked against a cap). */
  byte[] read(int n, String what) throws IOException {
    byte[] buf = new byte[n];
    if (!readOrEnd(buf, what) && n > 0) {
      throw new CaptureException("the file ends before " + what, offset);
    }
    return buf;
  }

  /** Reads and drops exactly {@code n} bytes. */
  void skip(long n, String what) throws IOException {
    long left = n;
    while (left > 0) {
      int r = in.read(scratch, 0, (int) Math.min(left, scratch.length));
      if (r < 0) {
        throw new CaptureException("the file ends inside " + what + " (" + (n - left) + " of "
            + n + " bytes)", offset);
      }
      offset += r;
      left -= r;
    }
  }
}
