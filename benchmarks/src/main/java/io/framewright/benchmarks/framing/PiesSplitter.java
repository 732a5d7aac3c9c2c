package io.framewright.benchmarks.framing;

import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;

/** pies by hand: a packet ends at the packet splitter {@code ff} (UTF-8 text never holds one). */
final class PiesSplitter extends HandSplitter<PiesPacket> {
  /** Where the {@code ff} scan of the waiting packet goes on, or -1 before it starts. */
  private int scanFrom = -1;

  PiesSplitter() {
    super(PiesPacketCodec.INSTANCE);
  }

  @Override
  int frameEnd(byte[] buf, int start, int to) {
    for (int i = scanFrom < 0 ? start : scanFrom; i < to; i++) {
      if (buf[i] == (byte) 0xFF) {
        scanFrom = -1;
        return i + 1;
      }
    }
    scanFrom = to;
    return -1;
  }

  @Override
  void shifted(int by) {
    if (scanFrom >= 0) {
      scanFrom -= by;
    }
  }
}
