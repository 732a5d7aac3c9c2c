package io.framewright.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.capture.CaptureException;
import io.framewright.runtime.capture.CaptureReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The frames of a capture for the inspector's frame list, read as {@code decode --pcap} reads
 * them (the command line's capture reader, TCP reassembly and framing): the inspector's one
 * place that uses those classes.
 */
final class InspectCaptures {
  /** The longest frame a TCP stream is cut into: decode's default {@code --max-frame-length}. */
  static final int MAX_FRAME_LENGTH = 65536;

  private InspectCaptures() {}

  /**
   * {@code {"frames": [...], "problems": [...]}}: each frame of every UDP datagram and TCP
   * stream (stream protocols only) with {@code "hex"}, {@code "offset"}, {@code "length"} and
   * {@code "capture"} as decode prints it; a frame that does not decode has {@code "error"}
   * (decode's message) instead of its bytes. What is wrong with the capture itself (a link type
   * not supported, a file cut short, bytes missing from a stream) is a problem.
   */
  static void write(JsonGenerator g, Protocol protocol, Codec<?> codec, byte[] capture)
      throws IOException {
    boolean streamable = protocol.streamable() && !codec.readsToEnd();
    CaptureFrames.Filter all = new CaptureFrames.Filter(Set.of(), Set.of(), true, streamable);
    g.writeStartObject();
    g.writeArrayFieldStart("frames");
    Listing listing = new Listing(g);
    try {
      new CaptureFrames(codec, protocol.resync(), MAX_FRAME_LENGTH, all, listing)
          .read(CaptureReader.open(new ByteArrayInputStream(capture)));
    } catch (CaptureException e) {
      listing.badCapture(e.getMessage());
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("problems");
    for (String p : listing.problems) {
      g.writeString(p);
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  /** Lists frames as they come; problems are kept for the end. */
  private static final class Listing implements CaptureFrames.Sink {
    private final JsonGenerator g;
    final List<String> problems = new ArrayList<>();

    Listing(JsonGenerator g) {
      this.g = g;
    }

    @Override
    public void frame(Frames.Decoded frame, FrameOrigin origin) {
      try {
        g.writeStartObject();
        g.writeStringField("hex", Hex.compact(Arrays.copyOfRange(frame.bytes(),
            frame.bytesOffset(), frame.bytesOffset() + frame.length())));
        g.writeNumberField("offset", frame.offset());
        g.writeNumberField("length", frame.length());
        origin.write(g);
        g.writeEndObject();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void error(FrameOrigin origin, long offset, DecodeException error, boolean cutShort) {
      try {
        g.writeStartObject();
        g.writeStringField("error", error.getMessage());
        g.writeNumberField("offset", offset);
        origin.write(g);
        g.writeEndObject();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void badPacket(String message) {
      problems.add(message);
    }

    @Override
    public void warning(String message) {
      problems.add(message);
    }

    @Override
    public void badCapture(String message) {
      problems.add(message);
    }
  }
}
