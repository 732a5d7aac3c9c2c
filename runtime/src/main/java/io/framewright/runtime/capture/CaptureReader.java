package io.framewright.runtime.capture;

import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;

/** Reads the packets of a capture file, libpcap or pcapng, recognised by its first bytes. */
public interface CaptureReader {
  /**
   * The largest packet read, in bytes: libpcap's own maximum snapshot length. A record that
   * claims more is corrupt; nothing longer is allocated.
   */
  int MAX_PACKET = 262_144;

  /**
   * The next packet, or null at the end of the file.
   *
   * @throws CaptureException if the file is corrupt or cut short there
   */
  CapturedPacket next() throws IOException;

  /**
   * A reader of the capture {@code in}: libpcap (either byte order, microsecond or nanosecond
   * timestamps) or pcapng.
   *
   * @throws CaptureException if it is neither
   */
  static CaptureReader open(InputStream in) throws IOException {
    PushbackInputStream peek = new PushbackInputStream(in, 4);
    byte[] magic = peek.readNBytes(4);
    peek.unread(magic);
    CaptureInput input = new CaptureInput(peek);
    if (magic.length == 4 && PcapngReader.isSectionHeader(magic)) {
      return new PcapngReader(input);
    }
    if (magic.length == 4 && PcapReader.isPcap(magic)) {
      return new PcapReader(input);
    }
    throw new CaptureException("not a capture file: it starts with neither a libpcap magic number"
        + " (a1b2c3d4, a1b23c4d, in either byte order) nor a pcapng Section Header Block"
        + " (0a0d0d0a)", 0);
  }
}
