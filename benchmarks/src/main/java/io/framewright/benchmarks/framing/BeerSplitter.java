package io.framewright.benchmarks.framing;

import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;

/**
 * BEER by hand: after the signature {@code "BEER"} and the u32 little-endian opcode, a fixed-size
 * opcode's frame ends after its data and CR LF (sizes from the protocol text); Event (3) and
 * Object Informations (14) end at the first CR LF after the opcode.
 */
final class BeerSplitter extends HandSplitter<BeerMessage> {
  private static final int HEADER = 8;
  /** Data bytes per opcode; -1: up to the CR LF. */
  private static final int[] DATA = {8, 12, 8, -1, 4, 4, 1, 1, 0, 4, 0, 0, 0, 0, -1};

  /** Where the CR LF scan of the waiting variable frame goes on, or -1 before it starts. */
  private int scanFrom = -1;

  BeerSplitter() {
    super(BeerMessageCodec.INSTANCE);
  }

  @Override
  int frameEnd(byte[] buf, int start, int to) {
    if (to - start < HEADER) {
      return -1;
    }
    if (buf[start] != 'B' || buf[start + 1] != 'E' || buf[start + 2] != 'E'
        || buf[start + 3] != 'R') {
      throw new IllegalStateException("no BEER signature at " + start);
    }
    int opcode = (buf[start + 4] & 0xFF) | (buf[start + 5] & 0xFF) << 8
        | (buf[start + 6] & 0xFF) << 16 | (buf[start + 7] & 0xFF) << 24;
    if (opcode < 0 || opcode >= DATA.length) {
      throw new IllegalStateException("unknown opcode " + opcode);
    }
    if (DATA[opcode] >= 0) {
      int end = start + HEADER + DATA[opcode] + 2;
      return end <= to ? end : -1;
    }
    int i = scanFrom < 0 ? start + HEADER : scanFrom;
    for (; i + 1 < to; i++) {
      if (buf[i] == 0x0D && buf[i + 1] == 0x0A) {
        scanFrom = -1;
        return i + 2;
      }
    }
    scanFrom = i; // the last byte may be the CR of a CR LF still arriving
    return -1;
  }

  @Override
  void shifted(int by) {
    if (scanFrom >= 0) {
      scanFrom -= by;
    }
  }
}
