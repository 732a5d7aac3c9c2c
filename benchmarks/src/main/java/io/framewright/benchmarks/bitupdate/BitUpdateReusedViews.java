package io.framewright.benchmarks.bitupdate;

/**
 * {@link BitUpdateViews} with one {@link BitUpdateView} made once and wrapped over every
 * frame, as a flyweight is used: on the pool's own arrays ({@code read}) each wrap stores the
 * new array in the long-lived view, a G1 write barrier the view made per frame does not pay.
 */
public class BitUpdateReusedViews extends BitUpdateViews {
  private final BitUpdateView view = new BitUpdateView();

  @Override
  protected long read(byte[] wire, int off, int len) {
    BitUpdateView v = view.wrap(wire, off, len);
    return (long) v.kind() + v.health() + (v.alive() ? 1 : 0) + v.entity() + v.heading()
        + v.tick()
        + Float.floatToRawIntBits(v.x()) + Float.floatToRawIntBits(v.y()) + v.sequence();
  }
}
