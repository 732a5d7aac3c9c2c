package io.framewright.benchmarks.framing;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;

/**
 * bitpacked by hand: the first two bytes hold the 10-bit payload length and the two presence
 * flags; the packet is the 6-byte header, 2 bytes per flag set, then the payload.
 */
final class BitpackedSplitter extends HandSplitter<Packet> {
  BitpackedSplitter() {
    super(PacketCodec.INSTANCE);
  }

  @Override
  int frameEnd(byte[] buf, int start, int to) {
    if (to - start < 2) {
      return -1;
    }
    int b1 = buf[start + 1] & 0xFF;
    int payload = (buf[start] & 0xFF) << 2 | b1 >>> 6;
    int end = start + 6 + ((b1 & 0b10) != 0 ? 2 : 0) + ((b1 & 0b01) != 0 ? 2 : 0) + payload;
    return end <= to ? end : -1;
  }
}
