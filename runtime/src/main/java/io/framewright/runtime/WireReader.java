package io.framewright.runtime;

import java.util.Objects;

/**
 * A read cursor over a slice of a {@code byte[]}: decodes several messages one after another and
 * tells where each ended.
 *
 * <pre>{@code
 * WireReader in = new WireReader(datagram, 0, length);
 * while (in.remaining() > 0) {
 *   Position p = PositionCodec.INSTANCE.read(in);
 * }
 * }</pre>
 *
 * <p>Offsets in errors are relative to the first byte of the slice. Not thread-safe; cheap to
 * create.
 */
public final class WireReader {
  private final byte[] buf;
  private final int start;
  private final int end;
  private int pos;

  public WireReader(byte[] buf) {
    this(buf, 0, buf.length);
  }

  public WireReader(byte[] buf, int off, int len) {
    Objects.checkFromIndexSize(off, len, buf.length);
    this.buf = buf;
    this.start = off;
    this.end = off + len;
    this.pos = off;
  }

  /** The underlying array; generated code reads it directly after {@link #claim}. */
  public byte[] buffer() {
    return buf;
  }

  /** Index in {@link #buffer()} of the first byte of the slice. */
  public int start() {
    return start;
  }

  /** Index in {@link #buffer()} one past the last byte of the slice. */
  public int end() {
    return end;
  }

  /** Bytes consumed so far. */
  public int position() {
    return pos - start;
  }

  /** Bytes not yet consumed. */
  public int remaining() {
    return end - pos;
  }

  /**
   * Takes the next {@code n} bytes, laid out as {@code spans} describes, and returns the index
   * of the first. Throws the {@link DecodeException} that names the first field the input cuts
   * short if fewer than {@code n} remain; the position is then unchanged.
   */
  public int claim(int n, FieldSpans spans) {
    int p = pos;
    if (n > end - p) {
      throw spans.truncated(buf, start, end, p);
    }
    pos = p + n;
    return p;
  }

  /** Checks that every byte was consumed. */
  public void expectEnd(String path) {
    if (pos != end) {
      throw DecodeException.trailing(buf, start, end, pos, path);
    }
  }
}
