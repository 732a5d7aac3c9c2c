package io.framewright.protocol.avara;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.When;
import io.framewright.runtime.Crc16Kermit;
import io.framewright.runtime.frame.Framing;
import java.util.List;

/**
 * One Avara UDP datagram (upstream {@code CUDPComm::AsyncWrite}, {@code ReadComplete},
 * {@code CUDPConnection::WriteAcks}), little-endian:
 *
 * <pre>
 * u16 crc | i16 ack | [i32 ackBitmap  when ack is odd] | command packets to the end
 * </pre>
 *
 * <p>The crc is not a component: it is CRC-16/KERMIT over the whole datagram with its own two
 * bytes holding the protocol version {@value #NET_VERSION} ({@code 12 00}) while it is computed,
 * written by the encoder and checked by the decoder (a mismatch is a decode error).
 *
 * <p>An ack-only datagram has no command packets: 4 bytes, or 8 with a bitmap. See
 * {@link Acknowledgement} for what {@code ack} and {@code ackBitmap} acknowledge.
 *
 * @param ack the last serial number received in order; odd (that serial + 1) when
 *     {@code ackBitmap} follows. -2 ({@code FE FF}) before anything was received
 * @param ackBitmap present exactly when {@code ack} is odd, else {@code null}
 * @param commands the command packets, possibly none
 */
@Message(order = Endian.LITTLE)
@Checksum(algorithm = Crc16Kermit.class, bits = 16, includeField = true,
    placeholder = Datagram.NET_VERSION)
public record Datagram(
    short ack,
    @When(field = "ack", mask = 1, notEqual = 0) Integer ackBitmap,
    @Remaining List<CommandPacket> commands) {

  /**
   * The protocol version upstream puts in the crc field while the crc is computed
   * ({@code kAvaraNetVersion}).
   */
  public static final int NET_VERSION = 18;

  /** The datagram whose ack fields say {@code acknowledgement}, carrying {@code commands}. */
  public static Datagram of(Acknowledgement acknowledgement, List<CommandPacket> commands) {
    return new Datagram(acknowledgement.ack(), acknowledgement.ackBitmap(), commands);
  }

  /** What this datagram acknowledges; see {@link Acknowledgement#fromWire(short, Integer)}. */
  public Acknowledgement acknowledgement() {
    return Acknowledgement.fromWire(ack, ackBitmap);
  }

  /** How Avara datagrams travel, for tools and servers: one per UDP datagram. */
  public static Framing<Datagram> framing() {
    return Framing.datagram(DatagramCodec.INSTANCE, "UDP datagram: one datagram per input");
  }
}
