package io.framewright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The stated limit on how much of an input the commands read ({@code --max-input}): bytes past
 * it are never read, and the input is refused as bad input (exit 2). Without it an endless file
 * ({@code /dev/zero}) would be read until the heap ran out.
 */
final class InputLimit {
  /** The default of decode's {@code --max-input}: 1 MiB, one frame and its value in memory. */
  static final String DECODE_DEFAULT = "1048576";
  /** The default of encode's {@code --max-input}: 16 MiB of JSON, read a document at a time. */
  static final String ENCODE_DEFAULT = "16777216";
  /** How much is read at a time. */
  static final int CHUNK = 64 * 1024;

  private InputLimit() {}

  /** An input longer than the limit. */
  static final class TooLongException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooLongException(String input, long limit) {
      super("input too long: " + input + " has more than " + limit
          + " bytes (the limit; raise it with --max-input)");
    }
  }

  /** All of {@code in}, read in chunks; more than {@code limit} bytes is refused. */
  static byte[] readAll(InputStream in, long limit, String input) throws IOException {
    byte[] all = new byte[(int) Math.min(limit, CHUNK)];
    int n = 0;
    while (true) {
      if (n == all.length) {
        if (n >= limit) {
          if (in.read() < 0) {
            break;
          }
          throw new TooLongException(input, limit);
        }
        all = Arrays.copyOf(all, (int) Math.min(limit, (long) n * 2));
      }
      int r = in.read(all, n, all.length - n);
      if (r < 0) {
        break;
      }
      n += r;
    }
    return n == all.length ? all : Arrays.copyOf(all, n);
  }

  /** {@code in}, refusing to read past {@code limit} bytes. */
  static InputStream limited(InputStream in, long limit, String input) {
    return new InputStream() {
      private long count;

      @Override
      public int read() throws IOException {
        int b = in.read();
        if (b >= 0) {
          count(1);
        }
        return b;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        int r = in.read(b, off, len);
        if (r > 0) {
          count(r);
        }
        return r;
      }

      private void count(int n) {
        count += n;
        if (count > limit) {
          throw new TooLongException(input, limit);
        }
      }

      @Override
      public void close() throws IOException {
        in.close();
      }
    };
  }
}
