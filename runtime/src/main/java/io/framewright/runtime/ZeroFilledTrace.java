package io.framewright.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * The trace of a part read from a zero-filled copy ({@link WireReader#zeroFilled}): offsets moved
 * from the copy's to the input's, and only the bits on the wire reported, so that a tool shows a
 * field past them as not on the wire, and one that runs past their end cut where they end.
 */
final class ZeroFilledTrace implements Trace {
  private final Trace trace;
  /** Where the copy's first byte is in the input, counted as the trace counts. */
  private final int shift;
  /** Bytes of the copy that were on the wire. */
  private final int onWire;

  ZeroFilledTrace(Trace trace, int shift, int onWire) {
    this.trace = trace;
    this.shift = shift;
    this.onWire = onWire;
  }

  @Override
  public void segment(int offset, FieldSpans spans) {
    long wireBits = (long) (onWire - offset) * 8;
    List<String> paths = new ArrayList<>();
    List<int[]> kept = new ArrayList<>();
    for (int i = 0; i < spans.size(); i++) {
      long from = spans.bitOffset(i);
      if (from < wireBits) {
        paths.add(spans.path(i));
        kept.add(new int[] {spans.bitOffset(i),
            (int) Math.min(spans.bitWidth(i), wireBits - from)});
      }
    }
    if (kept.isEmpty()) {
      return;
    }
    int[] offsets = new int[kept.size()];
    int[] widths = new int[kept.size()];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = kept.get(i)[0];
      widths[i] = kept.get(i)[1];
    }
    trace.segment(offset + shift, new FieldSpans(paths.toArray(String[]::new), offsets, widths));
  }

  @Override
  public void item(String path, int offset, int length) {
    if (offset < onWire) {
      trace.item(path, offset + shift, Math.min(length, onWire - offset));
    }
  }

  @Override
  public void enter(String name) {
    trace.enter(name);
  }

  @Override
  public void enterElement(int index) {
    trace.enterElement(index);
  }

  @Override
  public void exit() {
    trace.exit();
  }
}
