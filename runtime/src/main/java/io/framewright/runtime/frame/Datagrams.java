package io.framewright.runtime.frame;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import java.net.DatagramPacket;
import java.net.SocketAddress;

/**
 * One message per UDP datagram: the whole datagram is the message, so truncated and trailing
 * bytes are both decode errors. Encoding refuses a message larger than a datagram can carry.
 */
public final class Datagrams<T> {
  /** The most a UDP datagram over IPv4 can carry: 65535 - 8 (UDP) - 20 (IP header). */
  public static final int MAX_UDP_PAYLOAD = 65_507;

  private final Codec<T> codec;
  private final int maxDatagramLength;

  public Datagrams(Codec<T> codec) {
    this(codec, MAX_UDP_PAYLOAD);
  }

  public Datagrams(Codec<T> codec, int maxDatagramLength) {
    this.codec = codec;
    this.maxDatagramLength = maxDatagramLength;
  }

  /** Decodes the datagram's payload. */
  public T decode(DatagramPacket packet) throws DecodeException {
    return codec.decode(packet.getData(), packet.getOffset(), packet.getLength());
  }

  /** A datagram holding {@code value}, addressed to {@code to}. */
  public DatagramPacket encode(T value, SocketAddress to) throws EncodeException {
    int size = codec.size(value);
    if (size > maxDatagramLength) {
      throw EncodeException.tooLong(codec.type().getSimpleName(), size, maxDatagramLength,
          "byte(s) for one datagram");
    }
    byte[] bytes = new byte[size];
    codec.encode(value, bytes, 0);
    return new DatagramPacket(bytes, bytes.length, to);
  }
}
