package io.framewright.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * What the JBBP contenders ({@code HeaderJbbp}, {@code RosterJbbp}, {@code CommandJbbp}) read
 * from and write to: JBBP's generated classes work on {@code JBBPBitInputStream} and
 * {@code JBBPBitOutputStream}, which wrap a plain {@link InputStream} / {@link OutputStream}.
 * The JDK's {@code ByteArrayInputStream} and {@code ByteArrayOutputStream} synchronize every
 * call and cannot be pointed at another array, so these two small unsynchronized ones are used
 * instead: one {@link Source} re-pointed at each pooled array and one {@link Sink} reset before
 * each encode, each wrapped once in a JBBP bit stream.
 */
public final class JbbpStreams {
  private JbbpStreams() {}

  /** An unsynchronized input stream over a whole byte array, re-pointable. */
  public static final class Source extends InputStream {
    private byte[] buf = new byte[0];
    private int pos;

    /** Reads {@code bytes} from its start from now on. */
    public void point(byte[] bytes) {
      buf = bytes;
      pos = 0;
    }

    @Override
    public int read() {
      return pos < buf.length ? buf[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) {
        return 0;
      }
      int n = Math.min(len, buf.length - pos);
      if (n <= 0) {
        return -1;
      }
      System.arraycopy(buf, pos, b, off, n);
      pos += n;
      return n;
    }

    @Override
    public int available() {
      return buf.length - pos;
    }
  }

  /** An unsynchronized output stream into one fixed array, reset before each message. */
  public static final class Sink extends OutputStream {
    private final byte[] buf;
    private int pos;

    public Sink(int capacity) {
      buf = new byte[capacity];
    }

    /** Writes from the array's start again. */
    public void reset() {
      pos = 0;
    }

    /** Bytes written since {@link #reset()}. */
    public int size() {
      return pos;
    }

    /** The array written into. */
    public byte[] buffer() {
      return buf;
    }

    @Override
    public void write(int b) {
      buf[pos++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      System.arraycopy(b, off, buf, pos, len);
      pos += len;
    }
  }

  /**
   * Writes {@code s} as UTF-8 into {@code out} at 0 and returns the byte count (an unpaired
   * surrogate becomes {@code '?'}, as {@code String.getBytes(UTF_8)} does): JBBP has no field
   * type for a UTF-8 string with a u16 length, so its users hand it bytes; this spares the
   * encode benchmarks the array {@code getBytes} would allocate per call.
   */
  public static int utf8(String s, byte[] out) {
    int n = 0;
    for (int i = 0, len = s.length(); i < len; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        out[n++] = (byte) c;
      } else if (c < 0x800) {
        out[n++] = (byte) (0xC0 | c >> 6);
        out[n++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isSurrogate(c)) {
        int cp = Character.isHighSurrogate(c) && i + 1 < len
            && Character.isLowSurrogate(s.charAt(i + 1))
            ? Character.toCodePoint(c, s.charAt(++i)) : -1;
        if (cp < 0) {
          out[n++] = '?';
        } else {
          out[n++] = (byte) (0xF0 | cp >> 18);
          out[n++] = (byte) (0x80 | cp >> 12 & 0x3F);
          out[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
          out[n++] = (byte) (0x80 | cp & 0x3F);
        }
      } else {
        out[n++] = (byte) (0xE0 | c >> 12);
        out[n++] = (byte) (0x80 | c >> 6 & 0x3F);
        out[n++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return n;
  }

  /** An encode or decode step of a JBBP stream, for the setup checks' lambdas. */
  @FunctionalInterface
  public interface IoStep<T> {
    T run() throws IOException;
  }

  /** Runs {@code step}, rethrowing an {@link IOException} unchecked (setup only). */
  public static <T> T unchecked(IoStep<T> step) {
    try {
      return step.run();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
