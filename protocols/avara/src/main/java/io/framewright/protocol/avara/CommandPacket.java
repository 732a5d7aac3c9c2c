package io.framewright.protocol.avara;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Presence;
import io.framewright.annotations.WhenAbsent;
import java.util.Arrays;
import java.util.Objects;

/**
 * One Avara command packet (upstream {@code CUDPComm::AsyncWrite} / {@code ReadComplete}),
 * little-endian:
 *
 * <pre>
 * u16 serialNumber | u8 sendCount | u8 flags | i8 command
 * [i16 distribution  flags &amp; 0x40]
 * [u16 p3 flags &amp; 0x20 | i32 p3 flags &amp; 0x04]
 * [i16 p2            flags &amp; 0x02]
 * [u8 dataLen flags &amp; 0x10 | i16 dataLen flags &amp; 0x08]
 * [i8  p1            flags &amp; 0x01]
 * [i8  sender        flags &amp; 0x80]
 * dataLen bytes of data
 * </pre>
 *
 * <p>The flags byte is computed by the encoder, as upstream's writer does: {@code p3} as u16
 * when it is 1..0xFFFF and as i32 otherwise (absent when 0); {@code p2} and {@code p1} when not
 * 0; the data length as u8 for 1..255 bytes and as i16 above (absent with no data);
 * {@code distribution} and {@code sender} when not {@code null}. Every one of the eight bits is
 * owned by a field, so the {@code flags} component is always 0 (pass 0; a decoded packet has 0),
 * and {@code dataLen} always equals {@code data.length} (the encoder writes the real length).
 * Use the shorter constructor, which fills in both.
 *
 * <p>Decoding is strict where upstream's reader is lenient: combinations the upstream writer
 * never produces (both p3 flags or both length flags, a value sent wider than needed, 0 sent
 * present) are decode errors, so that every decoded packet re-encodes to the same bytes; more
 * than {@value #MAX_DATA_LENGTH} data bytes (upstream's {@code PACKETDATABUFFERSIZE}) or a
 * negative length is an error too.
 *
 * @param serialNumber upstream's {@code RolloverCounter<uint16_t>}, 0..65535, even in practice
 *     (step 2 from 0)
 * @param sendCount how many times the packet was sent before (0 on the first transmission)
 * @param flags always 0: the encoder computes every bit of the wire flags from the values
 * @param command the command id, see {@link CommandId}; any value decodes and is kept
 * @param distribution bit mask of the receiving players, or {@code null} when absent (upstream's
 *     reader then takes {@code 1 << receiverId}); see {@link #KD_SERVER_ONLY}, {@link
 *     #KD_EVERYONE}
 * @param p3 general parameter; 0 is absent
 * @param p2 general parameter; 0 is absent
 * @param dataLen the byte length of {@code data}; 0 is absent
 * @param p1 general parameter (upstream {@code int8_t}); 0 is absent
 * @param sender the sender's player id, or {@code null} when absent (upstream's reader then takes
 *     the connection's id)
 * @param data the packet's data, 0..{@value #MAX_DATA_LENGTH} bytes
 */
@Message(order = Endian.LITTLE)
public record CommandPacket(
    @Field(bits = 16) int serialNumber,
    @Field(bits = 8) int sendCount,
    @Flags @Field(bits = 8) int flags,
    byte command,
    @Presence(flag = 0x40) Short distribution,
    @Presence(flag = 0x20, bits = 16)
    @Presence(flag = 0x04, bits = 32, signed = true) @WhenAbsent(0) int p3,
    @Presence(flag = 0x02) @WhenAbsent(0) short p2,
    @Presence(flag = 0x10, bits = 8)
    @Presence(flag = 0x08, bits = 16, signed = true) @WhenAbsent(0) int dataLen,
    @Presence(flag = 0x01) @WhenAbsent(0) byte p1,
    @Presence(flag = 0x80) Byte sender,
    @Length(field = "dataLen", max = CommandPacket.MAX_DATA_LENGTH) byte[] data) {

  /** Most data bytes in one command packet: upstream's {@code PACKETDATABUFFERSIZE}. */
  public static final int MAX_DATA_LENGTH = 984;

  /** Distribution to the server alone ({@code kdServerOnly}, the server is player 0). */
  public static final short KD_SERVER_ONLY = 1;

  /** Distribution to everyone ({@code kdEveryone}). */
  public static final short KD_EVERYONE = -1;

  /**
   * Upstream's writer includes the sender in every packet whose serial number is at most this
   * ({@code SERIAL_NUMBER_UDP_SETTLE}), and in later ones only when it is not the local id.
   */
  public static final int SERIAL_NUMBER_UDP_SETTLE = 100;

  /**
   * Checks that {@code flags} is 0 and {@code dataLen} is the length of {@code data} (when
   * {@code data} is not {@code null}; a {@code null} is reported by the encoder).
   *
   * @throws IllegalArgumentException if not
   */
  public CommandPacket {
    if (flags != 0) {
      throw new IllegalArgumentException(
          "flags must be 0: every flag bit is computed from the values, found 0x"
              + Integer.toHexString(flags));
    }
    if (data != null && dataLen != data.length) {
      throw new IllegalArgumentException(
          "dataLen " + dataLen + " is not the data length " + data.length);
    }
  }

  /** A packet with {@code flags} 0 and {@code dataLen} taken from {@code data}. */
  public CommandPacket(int serialNumber, int sendCount, byte command, Short distribution, int p3,
      short p2, byte p1, Byte sender, byte[] data) {
    this(serialNumber, sendCount, 0, command, distribution, p3, p2,
        data == null ? 0 : data.length, p1, sender, data);
  }

  /** Compares {@code data} by content. */
  @Override
  public boolean equals(Object o) {
    return o instanceof CommandPacket c
        && serialNumber == c.serialNumber
        && sendCount == c.sendCount
        && flags == c.flags
        && command == c.command
        && Objects.equals(distribution, c.distribution)
        && p3 == c.p3
        && p2 == c.p2
        && dataLen == c.dataLen
        && p1 == c.p1
        && Objects.equals(sender, c.sender)
        && Arrays.equals(data, c.data);
  }

  @Override
  public int hashCode() {
    return Objects.hash(serialNumber, sendCount, command, distribution, p3, p2, p1, sender)
        * 31 + Arrays.hashCode(data);
  }

  /** Names the command (see {@link CommandId#name(int)}) and shows the data in hex. */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("CommandPacket[serialNumber=").append(serialNumber)
        .append(", sendCount=").append(sendCount)
        .append(", command=").append(CommandId.name(command))
        .append(", distribution=").append(distribution)
        .append(", p3=").append(p3)
        .append(", p2=").append(p2)
        .append(", p1=").append(p1)
        .append(", sender=").append(sender)
        .append(", data=");
    if (data == null) {
      s.append("null");
    } else {
      for (byte b : data) {
        s.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
      }
    }
    return s.append(']').toString();
  }
}
