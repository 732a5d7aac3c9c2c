package io.framewright.protocol.bitpacked;

import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;
import io.framewright.annotations.Presence;
import io.framewright.annotations.Select;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import java.util.Objects;

/**
 * One bitpacked packet, big-endian, bit fields most significant bit first.
 *
 * <pre>
 * byte.bit  bits  field
 * 0.0         10  payloadLength   byte count of the payload, 0..1023
 * 1.2          4  payloadType     {@link PayloadType}; 10..15 reserved (decode error)
 * 1.6          2  flags           0b10 offset present, 0b01 turn present
 * 2.0         20  messageId
 * 4.4          6  messageType
 * 5.2          6  reserved, zero
 * 6.0         16  offset          only with flag 0b10: offset (15), last (1)
 * +           16  turn            only with flag 0b01: unsigned
 * +            *  payload         exactly payloadLength bytes, typed by payloadType
 * </pre>
 *
 * <p>{@code payloadLength}, {@code payloadType} and {@code flags} are derived: the encoder writes
 * the payload's real length, its variant's type and the flags from whether {@code offset} and
 * {@code turn} are present, and this record's constructor normalises the three components the
 * same way, so they always tell the truth (whatever a caller passes for them). Use {@link #of}
 * and the {@code with...} methods to build packets without spelling them out.
 *
 * <p>The payload is typed: {@code payloadType} selects the {@link Payload} variant
 * ({@code @Select}), so an INT32 payload decodes to {@code Int32s[1, -2]}, a CUSTOM one stays
 * bytes. A typed payload whose length is not a multiple of its element size is a decode error.
 * {@link #payloadBytes()} gives its bytes, as the reassembler joins them.
 *
 * @param payloadLength the payload's byte count (derived from {@code payload})
 * @param payloadType how the payload is typed
 * @param flags presence flags, {@link #OFFSET_FLAG} and {@link #TURN_FLAG} (derived)
 * @param messageId 20 bits, shared by all packets of a multi-packet message
 * @param messageType 6 bits, application-defined
 * @param offset position in a multi-packet message, or {@code null}
 * @param turn 0..65535, or {@code null}
 * @param payload the payload, 0..1023 bytes, as its type says
 */
@Message
public record Packet(
    @Field(bits = 10) int payloadLength,
    @Field(bits = 4) PayloadType payloadType,
    @Flags @Field(bits = 2) int flags,
    @Field(bits = 20) int messageId,
    @Field(bits = 6) @Pad(after = 6) int messageType,
    @Presence(flag = OFFSET_FLAG) Offset offset,
    @Presence(flag = TURN_FLAG, bits = 16) Integer turn,
    @Select(field = "payloadType") @Length(field = "payloadLength") Payload payload)
    implements TypedPayloadView {

  /** The header bit saying an {@link Offset} follows. */
  public static final int OFFSET_FLAG = 0b10;

  /** The header bit saying a turn follows. */
  public static final int TURN_FLAG = 0b01;

  /** Largest payload, in bytes: what 10 bits can count. */
  public static final int MAX_PAYLOAD = 1023;

  /**
   * The position of a packet in a multi-packet message: 15 bits of offset, then the last flag.
   *
   * @param offset 0..32767, the packet's place in its message
   * @param last whether this is the message's last packet
   */
  @Message
  public record Offset(@Field(bits = 15) int offset, @Field(bits = 1) boolean last) {}

  /** Bytes before the optional parts: payloadLength .. reserved. */
  static final int FIXED_HEADER = 6;

  /**
   * A framer for a byte stream of packets: feed it chunks of any size; it hands back each packet
   * once all its bytes have arrived (the header says how many). A packet that does not decode
   * (a reserved payload type, reserved bits set) is reported as a {@code CorruptFrameException}
   * and skipped whole by the length its header declares, so its payload is never mistaken for a
   * packet; the stream goes on with the next.
   */
  public static StreamFramer<Packet> framer() {
    return framing().framer();
  }

  /**
   * How packets travel, for tools and servers: one per datagram, or on a byte stream cut by the
   * length each header declares ({@link #framer()}), a bad packet skipped whole.
   */
  public static Framing<Packet> framing() {
    return Framing.stream(PacketCodec.INSTANCE, Resync.skipDeclaredLength(Packet::frameLength),
        MAX_PACKET,
        "one packet per input, or a stream cut by payload length; a bad packet skipped whole");
  }

  /** Largest packet in bytes: header, offset, turn and the largest payload. */
  public static final int MAX_PACKET = FIXED_HEADER + 2 + 2 + MAX_PAYLOAD;

  /**
   * The whole length of the packet starting at {@code buf[start]}, from its first two bytes
   * (payloadLength and flags), or -1 if they have not arrived.
   */
  public static int frameLength(byte[] buf, int start, int to) {
    if (to - start < 2) {
      return -1;
    }
    int b0 = buf[start] & 0xFF;
    int b1 = buf[start + 1] & 0xFF;
    int payloadLength = b0 << 2 | b1 >>> 6;
    int flags = b1 & 0b11;
    return FIXED_HEADER + ((flags & OFFSET_FLAG) != 0 ? 2 : 0) + ((flags & TURN_FLAG) != 0 ? 2 : 0)
        + payloadLength;
  }

  /** Normalises the derived components {@code payloadLength}, {@code payloadType}, {@code flags}. */
  public Packet {
    if (payload != null) {
      payloadLength = payload.byteLength();
      payloadType = payload.type();
    }
    flags = (offset != null ? OFFSET_FLAG : 0) | (turn != null ? TURN_FLAG : 0);
  }

  /**
   * A packet of the payload of type {@code payloadType} whose bytes are {@code payload}
   * ({@link Payload#of}: a typed payload is a whole number of elements).
   */
  public Packet(int payloadLength, PayloadType payloadType, int flags, int messageId,
      int messageType, Offset offset, Integer turn, byte[] payloadBytes) {
    this(payloadLength, payloadType, flags, messageId, messageType, offset, turn,
        payloadBytes == null ? null : Payload.of(payloadType, payloadBytes));
  }

  /** A single packet without offset or turn. */
  public static Packet of(int messageId, int messageType, PayloadType type, byte[] payload) {
    return new Packet(0, type, 0, messageId, messageType, null, null, payload);
  }

  /** A single packet without offset or turn. */
  public static Packet of(int messageId, int messageType, Payload payload) {
    return new Packet(0, payload.type(), 0, messageId, messageType, null, null, payload);
  }

  /** This packet with an offset in a multi-packet message. */
  public Packet withOffset(int offset, boolean last) {
    return new Packet(0, payloadType, 0, messageId, messageType, new Offset(offset, last), turn,
        payload);
  }

  /** This packet with a turn. */
  public Packet withTurn(int turn) {
    return new Packet(0, payloadType, 0, messageId, messageType, offset, turn, payload);
  }

  /** The payload's bytes ({@link Payload#bytes()}), or null without a payload. */
  @Override
  public byte[] payloadBytes() {
    return payload == null ? null : payload.bytes();
  }

  /**
   * Whether the payload length is a multiple of the payload type's element size: always, for a
   * packet with a payload (a typed payload is whole elements).
   */
  public boolean isWellFormed() {
    return payload != null;
  }










  @Override
  public boolean equals(Object o) {
    return o instanceof Packet p
        && payloadLength == p.payloadLength
        && payloadType == p.payloadType
        && flags == p.flags
        && messageId == p.messageId
        && messageType == p.messageType
        && Objects.equals(offset, p.offset)
        && Objects.equals(turn, p.turn)
        && Objects.equals(payload, p.payload);
  }

  @Override
  public int hashCode() {
    return Objects.hash(payloadType, messageId, messageType, offset, turn, payload);
  }

  @Override
  public String toString() {
    return "Packet[payloadLength=" + payloadLength + ", payloadType=" + payloadType
        + ", flags=" + flags + ", messageId=" + messageId + ", messageType=" + messageType
        + ", offset=" + offset + ", turn=" + turn + ", payload=" + payload + "]";
  }
}
