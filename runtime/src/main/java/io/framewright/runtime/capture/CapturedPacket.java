package io.framewright.runtime.capture;

import java.time.Instant;

/**
 * One packet of a capture file, as the file holds it.
 *
 * @param number its place in the file, from 1 (as Wireshark numbers frames)
 * @param time when it was captured; null when the file does not say (a pcapng Simple Packet Block)
 * @param linkType the LINKTYPE_ value of its link-layer header
 * @param data the bytes captured
 * @param originalLength its length on the wire; more than {@code data.length} when the capture
 *     cut it short (its snapshot length)
 */
public record CapturedPacket(long number, Instant time, int linkType, byte[] data, long originalLength) {
  /** Whether the capture holds fewer bytes than were on the wire. */
  public boolean cutShort() {
    return originalLength > data.length;
  }
}
