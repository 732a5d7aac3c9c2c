package io.framewright.cli;

import io.framewright.runtime.FieldSpans;
import io.framewright.runtime.Trace;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The trace of one decode as a stream of parts, nothing kept: a fixed-offset field of a segment
 * ({@code SPAN}) or a part read whole ({@code ITEM}) is a {@link Listener#leaf}; something entered
 * ({@code ENTER}: a nested message, a union variant, a value codec's parts; {@code ELEMENT}: a
 * list element) is {@link Listener#open}, its parts, then {@link Listener#close}. Positions are
 * in bits from the start of the frame. A flattened path of a fixed nested message
 * ({@code pos.x}, {@code pos.y}) is nested again under one {@code pos}.
 *
 * <p>Every part gets an ordinal, counted from 0 in the order parts arrive (leaves and opens
 * alike), so that two decodes of the same bytes can tell each other about a part.
 */
final class TraceEvents implements Trace {
  enum Kind { SPAN, ITEM, ENTER, ELEMENT }

  /** Receives the parts of one decode, in wire order. */
  interface Listener {
    void leaf(long ordinal, Kind kind, String name, long startBit, long endBit);

    void open(long ordinal, Kind kind, String name);

    void close();
  }

  /** Marks a part the decoder entered (compared by identity: no span head is this object). */
  @SuppressWarnings("StringOperationCanBeSimplified")
  private static final String ENTERED = new String("(entered)");

  private final Listener listener;
  /**
   * For each open part, from the innermost: the head of a span path it was made for
   * ({@code pos} of {@code pos.x}), or {@link #ENTERED} for a part the decoder entered itself. A
   * part made for spans stays open while the spans that follow it at its level share its head.
   */
  private final Deque<String> open = new ArrayDeque<>();
  private long ordinal;

  TraceEvents(Listener listener) {
    this.listener = listener;
  }

  @Override
  public void segment(int offset, FieldSpans spans) {
    for (int i = 0; i < spans.size(); i++) {
      long start = offset * 8L + spans.bitOffset(i);
      span(spans.path(i), start, start + spans.bitWidth(i));
    }
  }

  private void span(String path, long start, long end) {
    // The heads of the path, outermost first, stop at a wire-only name such as "(tag)".
    String[] heads = heads(path);
    // Keep open the span parts this path shares, close the others (innermost first).
    int depth = spanDepth();
    int shared = 0;
    String[] openHeads = openSpanHeads(depth);
    while (shared < depth && shared < heads.length - 1 && openHeads[shared].equals(heads[shared])) {
      shared++;
    }
    for (int k = depth; k > shared; k--) {
      open.pop();
      listener.close();
    }
    for (int k = shared; k < heads.length - 1; k++) {
      listener.open(ordinal++, Kind.ENTER, heads[k]);
      open.push(heads[k]);
    }
    listener.leaf(ordinal++, Kind.SPAN, heads[heads.length - 1], start, end);
  }

  /** {@code a.b.c} as {@code [a, b, c]}; a path starting with {@code (} is one name. */
  private static String[] heads(String path) {
    if (path.startsWith("(") || path.indexOf('.') <= 0) {
      return new String[] {path};
    }
    int dot = path.indexOf('.');
    String[] rest = heads(path.substring(dot + 1));
    String[] out = new String[rest.length + 1];
    out[0] = path.substring(0, dot);
    System.arraycopy(rest, 0, out, 1, rest.length);
    return out;
  }

  /** How many of the innermost open parts were made for spans. */
  private int spanDepth() {
    int n = 0;
    for (String head : open) {
      if (head == ENTERED) {
        break;
      }
      n++;
    }
    return n;
  }

  /** The heads of the innermost {@code depth} open parts, outermost first. */
  private String[] openSpanHeads(int depth) {
    String[] out = new String[depth];
    int k = depth;
    for (String head : open) {
      if (k == 0) {
        break;
      }
      out[--k] = head;
    }
    return out;
  }

  /** Ends the parts opened for spans: anything but a span ends them. */
  private void closeSpanParts() {
    while (!open.isEmpty() && open.peek() != ENTERED) {
      open.pop();
      listener.close();
    }
  }

  @Override
  public void item(String path, int offset, int length) {
    closeSpanParts();
    listener.leaf(ordinal++, Kind.ITEM, path, offset * 8L, (offset + (long) length) * 8L);
  }

  @Override
  public void enter(String name) {
    closeSpanParts();
    listener.open(ordinal++, Kind.ENTER, name);
    open.push(ENTERED);
  }

  @Override
  public void enterElement(int index) {
    closeSpanParts();
    listener.open(ordinal++, Kind.ELEMENT, "[" + index + "]");
    open.push(ENTERED);
  }

  @Override
  public void exit() {
    closeSpanParts();
    if (!open.isEmpty()) {
      open.pop();
      listener.close();
    }
  }

  /** Ends the decode: closes what is still open. */
  void end() {
    while (!open.isEmpty()) {
      open.pop();
      listener.close();
    }
  }
}
