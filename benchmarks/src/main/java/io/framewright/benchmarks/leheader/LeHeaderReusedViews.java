package io.framewright.benchmarks.leheader;

/**
 * {@link LeHeaderViews} with one {@link LeHeaderView} made once and wrapped over every frame, as a
 * flyweight is used: on the pool's own arrays ({@code read}) each wrap stores the new array in
 * the long-lived view, a G1 write barrier the view made per frame does not pay.
 */
public class LeHeaderReusedViews extends LeHeaderViews {
  private final LeHeaderView view = new LeHeaderView();

  @Override
  protected long read(byte[] wire, int off, int len) {
    LeHeaderView v = view.wrap(wire, off, len);
    return v.version() + v.kind() + v.flags() + v.length() + v.source() + v.target()
        + v.sequence() + v.timestamp();
  }
}
