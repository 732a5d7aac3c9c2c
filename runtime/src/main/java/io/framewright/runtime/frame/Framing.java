package io.framewright.runtime.frame;

import io.framewright.runtime.Codec;
import java.util.Objects;

/**
 * How a protocol's messages travel: one per datagram, or on a byte stream that a
 * {@link StreamFramer} cuts with a {@link Resync} rule and a maximum frame length. Each protocol
 * module exports its own ({@code PiesPacket.framing()}), so that tools and servers (the CLI, a
 * Netty pipeline) frame exactly as the protocol's own framer does, instead of copying its rule.
 *
 * @param codec the codec of the protocol's top-level message
 * @param resync where a stream framer resumes after a bad frame; null for datagram protocols
 * @param maxFrameLength the largest frame: a datagram's payload, or a stream frame
 * @param description how frames travel, in a line, for listings
 */
public record Framing<T>(Codec<T> codec, Resync resync, int maxFrameLength, String description) {
  public Framing {
    Objects.requireNonNull(codec, "codec");
    Objects.requireNonNull(description, "description");
    if (maxFrameLength < 1) {
      throw new IllegalArgumentException("maxFrameLength must be at least 1: " + maxFrameLength);
    }
  }

  /** One message per UDP datagram, of at most {@link Datagrams#MAX_UDP_PAYLOAD} bytes. */
  public static <T> Framing<T> datagram(Codec<T> codec, String description) {
    return new Framing<>(codec, null, Datagrams.MAX_UDP_PAYLOAD, description);
  }

  /** Messages on a byte stream, cut by a {@link StreamFramer}. */
  public static <T> Framing<T> stream(Codec<T> codec, Resync resync, int maxFrameLength,
      String description) {
    return new Framing<>(codec, Objects.requireNonNull(resync, "resync"), maxFrameLength,
        description);
  }

  /** Whether the messages travel on a byte stream (else one per datagram). */
  public boolean isStream() {
    return resync != null;
  }

  /** A framer for one stream connection, with this framing's maximum frame length. */
  public StreamFramer<T> framer() {
    return framer(maxFrameLength);
  }

  /** A framer for one stream connection with another maximum frame length. */
  public StreamFramer<T> framer(int maxFrameLength) {
    if (resync == null) {
      throw new IllegalStateException(codec.type().getSimpleName()
          + " messages travel one per datagram: use datagrams()");
    }
    return new StreamFramer<>(codec, maxFrameLength, resync);
  }

  /** One message per datagram, for datagram protocols (and for single frames of any). */
  public Datagrams<T> datagrams() {
    return new Datagrams<>(codec, Math.min(maxFrameLength, Datagrams.MAX_UDP_PAYLOAD));
  }
}
