package io.framewright.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.framewright.runtime.capture.TransportSegment;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Instant;

/**
 * Where a frame read from a capture came from: the packet that carried it (for a TCP stream the
 * packet of the frame's first byte), when that was captured, and between which endpoints.
 *
 * @param packet the packet's number in the capture, from 1
 * @param time when it was captured; null when the capture does not say
 * @param udp true for a UDP datagram, false for a TCP stream
 * @param src the sender
 * @param dst the receiver
 */
record FrameOrigin(long packet, Instant time, boolean udp, InetSocketAddress src,
    InetSocketAddress dst) {

  /** {@code "capture": {"packet", "time", "transport", "src", "dst"}}. */
  void write(JsonGenerator g) throws IOException {
    g.writeObjectFieldStart("capture");
    g.writeNumberField("packet", packet);
    if (time != null) {
      g.writeStringField("time", time.toString());
    }
    g.writeStringField("transport", udp ? "udp" : "tcp");
    g.writeStringField("src", TransportSegment.text(src));
    g.writeStringField("dst", TransportSegment.text(dst));
    g.writeEndObject();
  }

  /** For messages: {@code packet 3 (udp 10.0.0.1:5000 -> 10.0.0.2:6000)}. */
  @Override
  public String toString() {
    return "packet " + packet + " (" + (udp ? "udp " : "tcp ") + TransportSegment.text(src)
        + " -> " + TransportSegment.text(dst) + ")";
  }
}
