package io.framewright.runtime.capture;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Instant;

/**
 * The classic libpcap format (draft-ietf-opsawg-pcap): a 24-byte file header whose magic number
 * gives the byte order and the timestamp unit, then records of a 16-byte header (seconds,
 * fraction, captured length, original length) and the packet's bytes.
 */
final class PcapReader implements CaptureReader {
  private static final int MICROS = 0xa1b2c3d4;
  private static final int NANOS = 0xa1b23c4d;

  private final CaptureInput in;
  private final ByteOrder order;
  private final int fractionsPerSecond;
  private final int linkType;
  private final byte[] recordHeader = new byte[16];
  private long number;

  PcapReader(CaptureInput in) throws IOException {
    this.in = in;
    byte[] header = in.read(24, "the libpcap file header");
    int big = ByteBuffer.wrap(header).getInt();
    int little = ByteBuffer.wrap(header).order(ByteOrder.LITTLE_ENDIAN).getInt();
    order = big == MICROS || big == NANOS ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    int magic = order == ByteOrder.BIG_ENDIAN ? big : little;
    fractionsPerSecond = magic == NANOS ? 1_000_000_000 : 1_000_000;
    ByteBuffer h = ByteBuffer.wrap(header).order(order);
    int major = Short.toUnsignedInt(h.getShort(4));
    if (major != 2) {
      throw new CaptureException("libpcap version " + major + "." + h.getShort(6)
          + " is not 2.x", 4);
    }
    // The link type is the low 16 bits; the high bits may carry the FCS length.
    linkType = h.getInt(20) & 0xffff;
  }

  /** Whether {@code magic} is a libpcap magic number, in either byte order. */
  static boolean isPcap(byte[] magic) {
    int big = ByteBuffer.wrap(magic).getInt();
    int little = Integer.reverseBytes(big);
    return big == MICROS || big == NANOS || little == MICROS || little == NANOS;
  }

  @Override
  public CapturedPacket next() throws IOException {
    long at = in.offset();
    if (!in.readOrEnd(recordHeader, "a packet record header")) {
      return null;
    }
    ByteBuffer h = ByteBuffer.wrap(recordHeader).order(order);
    long seconds = Integer.toUnsignedLong(h.getInt(0));
    long fraction = Integer.toUnsignedLong(h.getInt(4));
    long captured = Integer.toUnsignedLong(h.getInt(8));
    long original = Integer.toUnsignedLong(h.getInt(12));
    if (fraction >= fractionsPerSecond) {
      throw new CaptureException("a record's timestamp fraction " + fraction
          + " is not less than a second (" + fractionsPerSecond + ")", at + 4);
    }
    if (captured > MAX_PACKET) {
      throw new CaptureException("a record claims " + captured + " captured bytes, more than "
          + MAX_PACKET + " (the largest snapshot length)", at + 8);
    }
    byte[] data = in.read((int) captured, "a packet of " + captured + " bytes");
    long nanos = fractionsPerSecond == 1_000_000 ? fraction * 1000 : fraction;
    return new CapturedPacket(++number, Instant.ofEpochSecond(seconds, nanos), linkType, data,
        Math.max(original, captured));
  }
}
