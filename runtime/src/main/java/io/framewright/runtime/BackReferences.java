package io.framewright.runtime;

import java.util.Collections;
import java.util.List;

/**
 * Reads and writes a list that may end at a pointer to an earlier place in the same message
 * ({@code @BackReference}), for generated code: one reader per list read, which follows the
 * pointers and then puts the reader back after the first one (a view restarts its own on each
 * wrap).
 *
 * <p>A pointer must lead strictly before the place the list started, or the place the pointer
 * before it led to (RFC 1035 section 4.1.4 allows only "a prior occurrence"), and the bytes read
 * there may not reach that place: so each pointer leads further back than the last, a loop or a
 * forward pointer is a {@link DecodeException}, and no byte is read twice while following them.
 */
public final class BackReferences {
  private WireReader in;
  private final byte[] terminator;
  private final int marker;
  private final int markerBits;
  private final int offsetBits;
  private final int maxPointers;
  private final String path;
  /** No byte before this index may be read through a pointer: where the last run began. */
  private int floor;
  private int pointers;
  /** Where reading goes on after the list, and the end it had; -1 before the first pointer. */
  private int resume = -1;
  private int outerEnd;
  private int inline;
  private long pointer = -1;

  private BackReferences(WireReader in, byte[] terminator, int marker, int markerBits,
      int offsetBits, int maxPointers, String path) {
    this.in = in;
    this.terminator = terminator;
    this.marker = marker;
    this.markerBits = markerBits;
    this.offsetBits = offsetBits;
    this.maxPointers = maxPointers;
    this.path = path;
    this.floor = in.index();
  }

  /**
   * Starts reading a list at {@code in}'s position.
   *
   * @param terminator the bytes that end the list where it is written whole
   * @param marker the value of a pointer's first {@code markerBits} bits
   * @param offsetBits the bits of the offset after them, which with the marker fill whole bytes
   * @param maxPointers the most pointers followed
   */
  public static BackReferences begin(WireReader in, byte[] terminator, int marker,
      int markerBits, int offsetBits, int maxPointers, String path) {
    return new BackReferences(in, terminator, marker, markerBits, offsetBits, maxPointers, path);
  }

  /**
   * Starts reading another list with the same form at {@code in}'s position, forgetting the
   * last one: a view keeps one follower per list and restarts it on each wrap.
   */
  public BackReferences restart(WireReader in) {
    this.in = in;
    this.floor = in.index();
    this.pointers = 0;
    this.resume = -1;
    this.outerEnd = 0;
    this.inline = 0;
    this.pointer = -1;
    return this;
  }

  /** The offset a pointer of {@code bytes} bytes at {@code buf[at]} holds in its low bits. */
  static long offsetAt(byte[] buf, int at, int bytes, int offsetBits) {
    long offset = 0;
    for (int i = 0; i < bytes; i++) {
      offset = offset << 8 | (buf[at + i] & 0xff);
    }
    return offset & (1L << offsetBits) - 1;
  }

  /** Whether {@code b}, a pointer's first byte, carries the marker. */
  static boolean marked(int b, int marker, int markerBits) {
    return (b & 0xff) >>> (8 - markerBits) == marker;
  }

  /**
   * Whether another element follows, with {@code read} elements read so far: false at the
   * terminator (which is consumed); at a pointer, follows it (and any pointer there) first.
   */
  public boolean another(int read) {
    while (true) {
      if (in.startsWith(terminator)) {
        in.expect(terminator, path);
        return false;
      }
      if (in.remaining() == 0 || !marked(in.buffer()[in.index()], marker, markerBits)) {
        return true;
      }
      int bytes = (markerBits + offsetBits) / 8;
      int at = in.claim(bytes, path, "pointer");
      byte[] buf = in.buffer();
      long offset = offsetAt(buf, at, bytes, offsetBits);
      int start = in.start();
      if (offset >= floor - start) {
        throw DecodeException.invalid(buf, start, in.end(), at, 0, path,
            "a pointer to an offset before " + (floor - start)
                + " (an earlier place in the message)",
            "a pointer to " + offset);
      }
      if (++pointers > maxPointers) {
        throw DecodeException.invalid(buf, start, in.end(), at, 0, path,
            "at most " + maxPointers + " pointer(s)", "pointer " + pointers);
      }
      if (resume < 0) {
        resume = in.index();
        outerEnd = in.end();
        inline = read;
        pointer = offset;
      }
      int target = start + (int) offset;
      in.jump(target, floor);
      floor = target;
    }
  }

  /**
   * Ends the list of {@code elements}: the reader goes on after the first pointer, if there was
   * one, and the list says how it was written ({@link ReferencedList}).
   */
  public <T> List<T> finish(List<T> elements) {
    if (!end()) {
      return Collections.unmodifiableList(elements);
    }
    return ReferencedList.decoded(Collections.unmodifiableList(elements), inline, pointer);
  }

  /**
   * As {@link #finish}, for a list the encoder compresses ({@code compress = true}): one read
   * without a pointer is a {@link ReferencedList#whole}, so that encoding it again writes it
   * whole, as it was.
   */
  public <T> List<T> finishCompressed(List<T> elements) {
    if (!end()) {
      return ReferencedList.decoded(Collections.unmodifiableList(elements), elements.size(), -1);
    }
    return ReferencedList.decoded(Collections.unmodifiableList(elements), inline, pointer);
  }

  /**
   * Ends the list where nothing is kept of it (a view's wrap): the reader goes on after the
   * first pointer, if there was one; returns whether there was.
   */
  public boolean end() {
    if (resume < 0) {
      return false;
    }
    in.jump(resume, outerEnd);
    return true;
  }

  /** The offset the first pointer held, or -1 when the list was written whole. */
  public long pointer() {
    return pointer;
  }

  /**
   * The bytes a pointer takes after the {@code inline} elements of {@code list} written in
   * place, or {@code terminatorBytes} for a list written whole.
   */
  public static int endSize(List<?> list, int terminatorBytes, int markerBits, int offsetBits) {
    return ReferencedList.pointerOf(list) < 0 ? terminatorBytes : (markerBits + offsetBits) / 8;
  }

  /**
   * Writes a pointer to {@code offset} at {@code p} (at most {@code limit}); returns the index
   * after it.
   */
  public static int writePointer(byte[] buf, int p, int limit, long offset, int marker,
      int markerBits, int offsetBits, String path) {
    if (offset >= 1L << offsetBits) {
      throw EncodeException.outOfRange(FieldPath.field(path, "(pointer)"), offset, 0,
          (1L << offsetBits) - 1, offsetBits, false);
    }
    int bytes = (markerBits + offsetBits) / 8;
    if (limit - p < bytes) {
      throw EncodeException.bufferTooSmall(path, bytes, limit - p);
    }
    long v = (long) marker << offsetBits | offset;
    for (int i = bytes - 1; i >= 0; i--) {
      buf[p + i] = (byte) v;
      v >>>= 8;
    }
    return p + bytes;
  }

  /**
   * Whether the element written at {@code buf[at]} starts with a pointer's marker: the decoder
   * would follow it as a pointer, so the encoder refuses it.
   */
  public static boolean startsMarked(byte[] buf, int at, int p, int marker, int markerBits) {
    return at < p && marked(buf[at], marker, markerBits);
  }
}
