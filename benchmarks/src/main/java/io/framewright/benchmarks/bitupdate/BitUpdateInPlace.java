package io.framewright.benchmarks.bitupdate;

import static io.framewright.benchmarks.bitupdate.BitUpdateVarHandle.FLOAT_LE;
import static io.framewright.benchmarks.bitupdate.BitUpdateVarHandle.INT_LE;
import static io.framewright.benchmarks.bitupdate.BitUpdateVarHandle.SHORT_BE;

import io.framewright.benchmarks.FrameReads;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link BitUpdateViews}: the length checked
 * once, then every field read with {@code VarHandle}s (the packed ones from one long) and summed.
 */
public class BitUpdateInPlace extends FrameReads<BitUpdate> {

  @Setup
  public void setUp() {
    pool = BitUpdatePool.create();
    checkReads("BitUpdateInPlace", BitUpdatePool::sum);
  }

  @Override
  protected long read(byte[] b, int off, int len) {
    if (len != BitUpdateVarHandle.SIZE || off < 0 || off > b.length - len) {
      throw new IllegalArgumentException("an update is 19 bytes, not " + len);
    }
    long v = BitUpdateVarHandle.packed(b, off);
    return (v >>> 37) + ((v >>> 27) & 0x3ff) + ((v >>> 26) & 1) + ((v >>> 6) & 0xf_ffff)
        + ((int) v << 26 >> 26) + (int) INT_LE.get(b, off + 5)
        + Float.floatToRawIntBits((float) FLOAT_LE.get(b, off + 9))
        + Float.floatToRawIntBits((float) FLOAT_LE.get(b, off + 13))
        + ((short) SHORT_BE.get(b, off + 17) & 0xffff);
  }
}
