package io.framewright.runtime;

import io.framewright.runtime.internal.Delimiters;
import io.framewright.runtime.internal.Lengths;
import java.nio.charset.Charset;
import java.util.Arrays;
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
 * <p>Every read checks the bytes that remain before it allocates: a count or length read from
 * the input can never make the decoder allocate more than the input could fill. Offsets in
 * errors are relative to the first byte of the input. Not thread-safe; cheap to create.
 * After a {@link DecodeException} the reader's position (and, inside a part that was being
 * read, its end) are unspecified: to go on, make a new reader at the offset you choose.
 *
 * <p>A reader made with {@link #partial} reads the bytes of a stream received so far: where a
 * message runs past them it throws an {@link InputEndedException} that says how many bytes the
 * decoder needs before it can get further (or which terminator it is waiting for), cheaply and
 * without a stack trace, so a framer waits for exactly those bytes instead of trying again on
 * every chunk.
 */
public final class WireReader {
  private byte[] buf;
  private int start;
  /**
   * For a reader of a stream's bytes so far ({@link #partial}): where they end; else -1. Running
   * out means the stream's bytes so far end, not a part, when {@code end == streamEnd}: outside
   * any part narrowed to its own length or terminator. (A part whose length reaches exactly to
   * the last byte received counts as the stream's end: the framer then waits for one more byte
   * and finds it corrupt then, the same outcome a little later.)
   */
  private int streamEnd;
  /** Narrowed by {@link #narrow} and {@link #narrowTo} while a framed part is read. */
  private int end;
  private int pos;
  private Trace trace;

  public WireReader(byte[] buf) {
    this(buf, 0, buf.length);
  }

  public WireReader(byte[] buf, int off, int len) {
    this(buf, off, len, false);
  }

  private WireReader(byte[] buf, int off, int len, boolean partial) {
    Objects.checkFromIndexSize(off, len, buf.length);
    this.buf = buf;
    this.start = off;
    this.end = off + len;
    this.pos = off;
    this.streamEnd = partial ? end : -1;
  }

  /**
   * A reader over the first {@code len} bytes of a stream received so far at {@code off}: a
   * message that runs past them is an {@link InputEndedException} (not a truncation error),
   * which tells how many bytes it needs at least. Stream framers decode with it.
   */
  public static WireReader partial(byte[] buf, int off, int len) {
    return new WireReader(buf, off, len, true);
  }

  /**
   * Points this reader at {@code buf[off .. off + len)} as a reader made by {@link #partial}, and
   * forgets its trace: for a stream framer that decodes frame after frame, one reader for all of
   * them instead of a new one per attempt (a reader handed to a codec that is not inlined is
   * allocated on the heap). Returns this reader.
   */
  public WireReader resetPartial(byte[] buf, int off, int len) {
    Objects.checkFromIndexSize(off, len, buf.length);
    // Compared first: a view's reader re-pointed at the same receive buffer frame after frame
    // skips the GC's write barriers (a fence under G1 when the reader is old).
    if (this.buf != buf) {
      this.buf = buf;
    }
    this.start = off;
    this.end = off + len;
    this.pos = off;
    this.streamEnd = end;
    if (this.trace != null) {
      this.trace = null;
    }
    return this;
  }

  /**
   * Points this reader at {@code buf[off .. off + len)} as {@code new WireReader(buf, off, len)}
   * would, and forgets its trace: for a generated view, which validates frame after frame with
   * one reader and allocates nothing per wrap. Returns this reader.
   */
  public WireReader reset(byte[] buf, int off, int len) {
    resetPartial(buf, off, len);
    this.streamEnd = -1;
    return this;
  }

  /**
   * Points this reader at {@code buf[at .. end)} of a message that starts at {@code start}
   * (offsets, and the pointers of {@code @BackReference}, count from there), and forgets its
   * trace: for a generated view that re-reads a part of a message it wrapped. Returns this
   * reader.
   */
  public WireReader resetAt(byte[] buf, int start, int at, int end) {
    Objects.checkFromToIndex(start, end, buf.length);
    Objects.checkFromToIndex(at, end, buf.length);
    resetPartial(buf, at, end - at);
    this.start = start;
    this.streamEnd = -1;
    return this;
  }

  /**
   * A reader over {@code buf[at .. end)} of a message that starts at {@code start} (offsets in
   * errors count from there): for a decode that keeps its position in locals and hands a part
   * of exactly those bytes to a codec of the user's own ({@code @Using}).
   */
  public static WireReader over(byte[] buf, int start, int at, int end) {
    Objects.checkFromToIndex(start, end, buf.length);
    Objects.checkFromToIndex(at, end, buf.length);
    WireReader r = new WireReader(buf, at, end - at, false);
    r.start = start;
    return r;
  }

  /**
   * A read at {@code at} needs the input that starts at {@code start} to reach index
   * {@code upTo} (exclusive). Static, as are the truncation factories, and the tests before it
   * are written out: a method of this reader called on a throw path would hand the reader to
   * code the JIT may not inline, and a decoder's reader would no longer be scalar-replaced.
   */
  private static InputEndedException ended(int start, int at, long upTo) {
    return new InputEndedException(upTo - start, at - start, null, 0);
  }

  /** Reports where every part lies to {@code trace} while decoding; returns this reader. */
  public WireReader traced(Trace trace) {
    this.trace = trace;
    return this;
  }

  /** Generated code marks a nested message or union variant; a no-op when not tracing. */
  public void enter(String name) {
    if (trace != null) {
      trace.enter(name);
    }
  }

  /** Generated code marks a list element; a no-op when not tracing. */
  public void enterElement(int index) {
    if (trace != null) {
      trace.enterElement(index);
    }
  }

  /** Generated code marks the end of what it entered; a no-op when not tracing. */
  public void exit() {
    if (trace != null) {
      trace.exit();
    }
  }

  private void traceItem(String path, int at, int length) {
    if (trace != null) {
      trace.item(path, at - start, length);
    }
  }

  /** The underlying array; generated code reads it directly after {@link #claim}. */
  public byte[] buffer() {
    return buf;
  }

  /** Index in {@link #buffer()} of the first byte of the input: offsets count from here. */
  public int start() {
    return start;
  }

  /** Index in {@link #buffer()} one past the last byte this reader may read. */
  public int end() {
    return end;
  }

  /** Bytes consumed so far, from the start of the input. */
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
      throw end == streamEnd ? ended(start, p, (long) p + n)
          : spans.truncated(buf, start, end, p);
    }
    pos = p + n;
    if (trace != null) {
      trace.segment(p - start, spans);
    }
    return p;
  }

  /**
   * Takes the next {@code n} bytes of the field {@code path} as its {@code role}, traced as the
   * wire-only part {@code (path role)}: a list's pointer ({@code (name pointer)}), which a tool
   * tells from the list's elements and terminator by that name.
   */
  public int claim(int n, String path, String role) {
    int p = pos;
    if (n > end - p) {
      throw end == streamEnd ? ended(start, p, (long) p + n)
          : DecodeException.truncated(buf, start, end, p, 0, path, (long) n * 8);
    }
    pos = p + n;
    if (trace != null) {
      trace.item("(" + path + " " + role + ")", p - start, n);
    }
    return p;
  }

  /** Takes the next {@code n} bytes of the field {@code path} and returns the index of the first. */
  public int claim(int n, String path) {
    int p = pos;
    if (n > end - p) {
      throw end == streamEnd ? ended(start, p, (long) p + n)
          : DecodeException.truncated(buf, start, end, p, 0, path, (long) n * 8);
    }
    pos = p + n;
    traceItem(path, p, n);
    return p;
  }

  /**
   * Checks a count read from the input before anything is allocated for it: at most {@code max},
   * and no more elements than the remaining bytes can hold at {@code minElementSize} bytes each.
   */
  public int count(long n, long max, int minElementSize, String path) {
    if (end == streamEnd && n >= 0 && n <= max && minElementSize > 0
        && n * minElementSize > end - pos) {
      throw ended(start, pos, pos + n * minElementSize); // the stream's bytes so far end here
    }
    return Lengths.count(buf, start, end, pos, n, max, minElementSize, path); // as local reads
  }

  /**
   * The error for a size that a size expression ({@code @Count(expr)}, {@code @Length(expr)})
   * gave below 0, at the part it sizes, which starts here: built on that path only, so the
   * generated check costs a comparison.
   *
   * @param unit "byte(s)" or "element(s)"
   * @param expression the expression as written, e.g. "n - 8"
   * @param values the names it read and their values, e.g. "n = 4"
   */
  public DecodeException negativeSize(String path, String unit, String expression, long size,
      String values) {
    return DecodeException.invalid(buf, start, end, pos, 0, path,
        "a size of 0 " + unit + " or more",
        "size expression '" + expression + "' is " + size + " (" + values + ")");
  }

  /** Checks a byte length read from the input: at most {@code max} and no more than remain. */
  public int length(long n, long max, String path) {
    if (end == streamEnd && n >= 0 && n <= max && n > end - pos) {
      throw ended(start, pos, pos + n); // the stream's bytes so far end here
    }
    return Lengths.checked(buf, start, end, pos, n, max, path); // as local reads
  }

  /** The next {@code n} bytes, copied; {@code n} as checked by {@link #length}. */
  public byte[] readBytes(long n, long max, String path) {
    int len = length(n, max, path);
    byte[] out = new byte[len];
    System.arraycopy(buf, pos, out, 0, len);
    traceItem(path, pos, len);
    pos += len;
    return out;
  }

  /** Every remaining byte (at most {@code max}), copied. */
  public byte[] readRemaining(long max, String path) {
    return readBytes(remaining(), max, path);
  }

  /** The next {@code n} bytes as text; malformed input is an error, never replaced. */
  public String readText(long n, long max, Charset charset, String path) {
    int len = length(n, max, path);
    String s = Text.decode(buf, start, end, pos, len, charset, path);
    traceItem(path, pos, len);
    pos += len;
    return s;
  }

  /**
   * Narrows this reader to the next {@code n} bytes (checked as by {@link #length}) while a part
   * whose byte length is on the wire is read; returns the end to give back to {@link #widen}.
   * No second reader is made per part.
   */
  public int narrow(long n, long max, String path) {
    int len = length(n, max, path);
    int outer = end;
    end = pos + len;
    return outer;
  }

  /**
   * Narrows this reader to the bytes before the next {@code terminator} (at most {@code max});
   * returns the end to give back to {@link #widen}, which then skips the terminator. Input
   * without the terminator is a decode error.
   */
  public int narrowTo(byte[] terminator, long max, String path) {
    int at = terminatorIndex(terminator, 1, max, path);
    int outer = end;
    end = at;
    return outer;
  }

  /**
   * Narrows this reader to a span of {@code n} bytes that starts at index {@code from}, the
   * length {@code path} ({@code @Covers}) read before it: the bytes of the components it covers.
   * Bytes of the span already taken (fixed fields read with the length, from {@code from} to
   * the position) count in it. A length outside {@code min..max}, shorter than those bytes, or
   * longer than the input holds is a {@link DecodeException} naming the length, at the span's
   * first byte; returns the end to give back to {@link #endSpan}.
   */
  public int narrowSpan(int from, long n, long min, long max, String path) {
    int lengthAt = from;
    if (n < min || n > max) {
      throw DecodeException.invalid(buf, start, end, lengthAt, 0, path,
          min + " to " + max + " byte(s)", n + " byte(s)");
    }
    if (n < pos - from) {
      // The fixed fields read with the length reach past the end it gives.
      throw DecodeException.invalid(buf, start, end, lengthAt, 0, path,
          "at least " + (pos - from) + " byte(s)", n + " byte(s)");
    }
    if (n > end - from) {
      throw end == streamEnd ? ended(start, pos, from + n)
          : DecodeException.truncated(buf, start, end, from, 0, path, n * 8);
    }
    int outer = end;
    end = (int) (from + n);
    return outer;
  }

  /**
   * Ends a {@link #narrowSpan}: every byte of the span must have been read by the components
   * it covers (else a {@link DecodeException} at the first byte left, naming the length
   * {@code path}, {@code n} and the bytes read), then the end {@code outer} is restored.
   */
  public void endSpan(int outer, long n, String path) {
    if (pos != end) {
      throw DecodeException.invalid(buf, start, end, pos, 0, path,
          n + " byte(s) read by the parts it covers",
          (n - (end - pos)) + " byte(s) read, " + (end - pos) + " left over");
    }
    end = outer;
  }

  /**
   * Ends a {@link #narrow} or {@link #narrowTo}: moves past the narrowed bytes and
   * {@code skip} more (the terminator), and restores the end {@code outer} they returned.
   */
  public void widen(int outer, int skip) {
    pos = end + skip;
    end = outer;
  }

  /**
   * Reads a {@code @Truncated} part of fixed size {@code size} from the bytes left (the part's,
   * once narrowed to its length): fewer than {@code keep} of them is a {@link DecodeException}
   * at the part ({@code path}); {@code size} or more, this reader, which reads them as they are
   * (bytes left over are the caller's to refuse); fewer, a reader over a copy of them
   * zero-filled to {@code size}, this reader moved past them. The copy is {@code spare}'s array
   * when it holds {@code size} bytes ({@code spare} then reset over it: a view reuses one per
   * part, so its getters read zeros past the bytes on the wire and never outside them), else a
   * new one: {@code size} is the part's fixed size, known when the codec was generated, never
   * a length read from the input.
   */
  public WireReader zeroFilled(int size, int keep, WireReader spare, String path) {
    int n = end - pos;
    if (n < keep) {
      throw DecodeException.invalid(buf, start, end, pos, 0, path,
          "at least " + keep + " byte(s) (trailing zeros are dropped down to " + keep + ")",
          n + " byte(s)");
    }
    if (n >= size) {
      return this;
    }
    byte[] copy = spare != null && spare.buf.length >= size ? spare.buf : new byte[size];
    System.arraycopy(buf, pos, copy, 0, n);
    Arrays.fill(copy, n, size, (byte) 0);
    int at = pos - start;
    pos = end;
    WireReader filled = spare != null && spare.buf == copy ? spare.reset(copy, 0, size)
        : new WireReader(copy, 0, size);
    if (trace != null) {
      // A tool's trace: the parts at their place in the input, those past the wire left out.
      filled.trace = new ZeroFilledTrace(trace, at, n);
    }
    return filled;
  }

  /**
   * The error {@code e} of a part read through {@code filled}, the reader {@link #zeroFilled}
   * returned for the part at {@code at}: as it is when that was this reader, else moved from
   * the zero-filled copy's offsets to this input's (a zero-filled byte's offset is past the
   * bytes on the wire, where it would have been).
   */
  public DecodeException zeroFilledError(DecodeException e, WireReader filled, int at) {
    return filled == this ? e : DecodeException.moved(e, at - start);
  }

  /**
   * Moves to {@code index} and reads no further than {@code newEnd}: a back-reference followed
   * ({@link BackReferences}), whose caller keeps where to come back to.
   */
  void jump(int index, int newEnd) {
    pos = index;
    end = newEnd;
  }

  /**
   * Moves back to {@code index}, a byte this reader has read since its start: a union's
   * catch-all of declared shape reads its tag component where the union read the tag.
   *
   * @throws IllegalArgumentException if {@code index} is not between the start and the index
   */
  public void back(int index) {
    if (index < start || index > pos) {
      throw new IllegalArgumentException("back to " + index + ", not between " + start
          + " and " + pos);
    }
    pos = index;
  }

  /** Index in {@link #buffer()} of the next byte to read. */
  public int index() {
    return pos;
  }

  /** Whether the next bytes are {@code bytes} (false when fewer remain). */
  public boolean startsWith(byte[] bytes) {
    return Delimiters.matchesAt(buf, pos, end, bytes);
  }

  /** Consumes {@code bytes}, which must come next: a constant, a terminator. */
  public void expect(byte[] bytes, String path) {
    if (!startsWith(bytes)) {
      int available = Math.min(bytes.length, end - pos);
      if (available < bytes.length && Delimiters.matchesAt(buf, pos, pos + available,
          Arrays.copyOf(bytes, available))) {
        throw end == streamEnd ? ended(start, end, (long) pos + bytes.length)
            : DecodeException.truncated(buf, start, end, pos, 0, path, bytes.length * 8L);
      }
      throw DecodeException.invalid(buf, start, end, pos, 0, path,
          Hex.format(bytes, 0, bytes.length),
          Hex.format(buf, pos, pos + available));
    }
    traceItem(path, pos, bytes.length);
    pos += bytes.length;
  }

  /**
   * Index of the next {@code terminator} at a multiple of {@code unit} bytes from here (a code
   * unit of the text it ends, {@link Text#zeroUnit}; 1 for bytes), at most {@code max} bytes on;
   * else a decode error.
   */
  private int terminatorIndex(byte[] terminator, int unit, long max, String path) {
    if (end != streamEnd) {
      // The search and errors of a decode that keeps its position in locals, shared with it.
      return Delimiters.terminatorAt(buf, start, end, pos, terminator, unit, max, path);
    }
    int at = Delimiters.indexOf(buf, pos, end, terminator, unit);
    if (at < 0) {
      if (end - pos > max) {
        // Already more than max bytes without the terminator: no byte still to come can
        // make this part valid, so waiting for them would only hold the stream up.
        throw DecodeException.invalid(buf, start, end, pos, 0, path,
            "at most " + max + " byte(s) before the terminator",
            (end - pos) + " byte(s) and no terminator");
      }
      // A terminator can end in the bytes still to come and begin in the last ones here.
      int resume = Math.max(pos, end - terminator.length + 1);
      throw new InputEndedException(end + 1L - start, end - start, terminator, resume - start);
    }
    if (at - pos > max) {
      throw DecodeException.invalid(buf, start, end, pos, 0, path,
          "at most " + max + " byte(s) before the terminator", (at - pos) + " byte(s)");
    }
    return at;
  }

  /** The bytes before the next {@code terminator}, copied; the terminator is skipped. */
  public byte[] readBytesTo(byte[] terminator, long max, String path) {
    int at = terminatorIndex(terminator, 1, max, path);
    byte[] out = Arrays.copyOfRange(buf, pos, at);
    traceItem(path, pos, at - pos);
    pos = at + terminator.length;
    return out;
  }

  /**
   * The text before the next {@code terminator}; the terminator is skipped. In a charset of
   * two- or four-byte code units (UTF-16, UTF-32) the terminator is looked for only on a unit's
   * boundary: {@code 00 00} inside "a\u0200b" ({@code 61 00 00 02 62 00} in UTF-16LE) straddles
   * two units and ends nothing.
   */
  public String readTextTo(byte[] terminator, long max, Charset charset, String path) {
    int at = terminatorIndex(terminator, Text.zeroUnit(charset), max, path);
    String s = Text.decode(buf, start, at, pos, at - pos, charset, path);
    traceItem(path, pos, at - pos);
    pos = at + terminator.length;
    return s;
  }

  /**
   * Checks the text before the next {@code terminator} as {@link #readTextTo} reads it, without
   * decoding it (a view's wrap allocates nothing), and moves past it and the terminator;
   * returns its length in bytes.
   */
  public int skipTextTo(byte[] terminator, long max, Charset charset, String path) {
    int at = terminatorIndex(terminator, Text.zeroUnit(charset), max, path);
    int n = at - pos;
    Text.check(buf, start, at, pos, n, charset, path);
    traceItem(path, pos, n);
    pos = at + terminator.length;
    return n;
  }

  /**
   * Moves past the bytes before the next {@code terminator} and the terminator, as
   * {@link #readBytesTo} does, without copying them; returns how many there were.
   */
  public int skipBytesTo(byte[] terminator, long max, String path) {
    int at = terminatorIndex(terminator, 1, max, path);
    int n = at - pos;
    traceItem(path, pos, n);
    pos = at + terminator.length;
    return n;
  }

  /**
   * {@link #readBytesTo} in one of the terminator's other forms: {@code include} keeps it as the
   * value's last bytes, {@code consume} false leaves it in the input for the next part
   * ({@code @Delimited(include, consume)}).
   */
  public byte[] readBytesTo(byte[] terminator, long max, boolean include, boolean consume,
      String path) {
    int from = pos;
    int n = toTerminator(terminator, 1, max, include, consume, path);
    traceItem(path, from, n);
    return Arrays.copyOfRange(buf, from, from + n);
  }

  /** {@link #readTextTo} in one of the terminator's other forms, as {@link #readBytesTo}. */
  public String readTextTo(byte[] terminator, long max, Charset charset, boolean include,
      boolean consume, String path) {
    int from = pos;
    int n = toTerminator(terminator, Text.zeroUnit(charset), max, include, consume, path);
    String s = Text.decode(buf, start, from + n, from, n, charset, path);
    traceItem(path, from, n);
    return s;
  }

  /** {@link #skipTextTo} in one of the terminator's other forms, as {@link #readTextTo}. */
  public int skipTextTo(byte[] terminator, long max, Charset charset, boolean include,
      boolean consume, String path) {
    int from = pos;
    int n = toTerminator(terminator, Text.zeroUnit(charset), max, include, consume, path);
    Text.check(buf, start, from + n, from, n, charset, path);
    traceItem(path, from, n);
    return n;
  }

  /** {@link #skipBytesTo} in one of the terminator's other forms, as {@link #readBytesTo}. */
  public int skipBytesTo(byte[] terminator, long max, boolean include, boolean consume,
      String path) {
    int from = pos;
    int n = toTerminator(terminator, 1, max, include, consume, path);
    traceItem(path, from, n);
    return n;
  }

  /**
   * Moves past a value up to the next {@code terminator} (see {@link #terminatorIndex}) and,
   * when {@code consume}, the terminator; returns the value's length in bytes, the terminator's
   * included when {@code include}.
   */
  private int toTerminator(byte[] terminator, int unit, long max, boolean include,
      boolean consume, String path) {
    int at = terminatorIndex(terminator, unit, max, path);
    int n = (include ? at + terminator.length : at) - pos;
    pos = consume ? at + terminator.length : at;
    return n;
  }

  /** Checks that every byte was consumed. */
  public void expectEnd(String path) {
    if (pos != end) {
      throw DecodeException.trailing(buf, start, end, pos, path);
    }
  }
}
