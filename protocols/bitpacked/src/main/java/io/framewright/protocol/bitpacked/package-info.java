/**
 * The bitpacked protocol (a bit-packed header with optional offset and turn, then a payload),
 * declared with Framewright annotations; normative reading: the bitpacked section of
 * {@code shared/formats/README.md}, source text {@code bitpacked.source.txt}. No public
 * implementation was found, so there are no upstream test vectors.
 *
 * <h2>Mapping</h2>
 *
 * <p>The whole format is one message, {@link io.framewright.protocol.bitpacked.Packet}
 * (codec {@code PacketCodec}), big-endian with bit fields most significant bit first:
 *
 * <ul>
 *   <li>Bytes 0-1: {@code @Field(bits = 10) int payloadLength}, {@code @Field(bits = 4)
 *       PayloadType payloadType}, and the offset and turn flags as one
 *       {@code @Flags @Field(bits = 2) int flags} (0b10 offset, 0b01 turn). The flags are
 *       presence flags, so the encoder computes them from whether {@code offset} and
 *       {@code turn} are null.
 *   <li>Bytes 2-5: {@code @Field(bits = 20) int messageId}, then {@code @Field(bits = 6)
 *       @Pad(after = 6) int messageType}: six reserved bits, zero, which byte-align the rest.
 *   <li>{@code @Presence(flag = 0b10) Offset offset}: a nested 2-byte record of
 *       {@code @Field(bits = 15) int offset} and {@code @Field(bits = 1) boolean last} (a
 *       presence alternative must be whole bytes, so the two share one nested record).
 *   <li>{@code @Presence(flag = 0b01, bits = 16) Integer turn}: unsigned 16 bits.
 *   <li>{@code @Length(field = "payloadLength") byte[] payload}: exactly payloadLength bytes;
 *       the encoder writes the real length into the header and rejects more than 1023 bytes.
 *   <li>{@link io.framewright.protocol.bitpacked.PayloadType} maps wire values 0-9 with
 *       {@code @WireValue}; 10-15 have no constant, so they are a {@code DecodeException} on
 *       {@code Packet.payloadType}.
 * </ul>
 *
 * <p>Protocol helpers (plain Java): {@link io.framewright.protocol.bitpacked.TypedPayload}
 * (typed payloads to and from bytes, behind the typed accessors such as {@code int32s()}), {@link io.framewright.protocol.bitpacked.TurnComparator} (turns with
 * wraparound) and {@link io.framewright.protocol.bitpacked.Reassembler} (bounded reassembly of
 * multi-packet messages).
 *
 * <h2>Departures from the source text, and readings of what it leaves open</h2>
 *
 * <ol>
 *   <li><b>Payload length 0..1023, not "up to 1024".</b> Ten bits count 0..1023; a payload of
 *       1024 bytes or more is an {@code EncodeException}. The length is a byte count, also for
 *       typed payloads.
 *   <li><b>Six reserved bits after the message type.</b> The text's "recap of messages bytes
 *       allocated" is missing; 20 + 6 bits are padded to four bytes with zero bits, so offset,
 *       turn and payload are byte-aligned. Non-zero reserved bits are a decode error (so every
 *       packet that decodes re-encodes to the same bytes).
 *   <li><b>"The last byte is high" is a last bit.</b> The offset's 15 bits and the last flag
 *       share two bytes.
 *   <li><b>Offset unit.</b> The text does not say what the offset counts; the
 *       {@code Reassembler} reads it as the packet's index in its message (0, 1, 2 ...), which
 *       matches "a maximum of 32768 elements" with one element per packet. The codec itself
 *       only carries the number.
 *   <li><b>Payload types 10-15 are reserved</b> and a decode error; the text lists only 0-9.
 *   <li><b>Typed payloads.</b> The text's "auto conversions": the payload type selects the
 *       payload's {@link io.framewright.protocol.bitpacked.Payload} variant
 *       ({@code @Select(field = "payloadType")}), so an int32 payload decodes to
 *       {@code Int32s[1, -2]}, a float one to {@code Floats[...]}, a custom one stays bytes. Char
 *       is one byte, read as the char 0..255 (ISO-8859-1; the text names no charset); float and
 *       double are IEEE 754, big-endian like everything else. The typed accessors
 *       ({@code int32s()} ...) remain for {@code AssembledMessage}, whose payload joins several
 *       packets' bytes.
 *   <li><b>Length not a multiple of the element size: a decode error</b> (the normative
 *       reading): a typed payload is a whole number of elements. Such a packet can not be made
 *       either ({@code Payload.of} throws {@code IllegalStateException}). Until the payload was
 *       typed it decoded, and {@code isWellFormed()} said so; that is now always true of a
 *       packet with a payload.
 *   <li><b>Message type stays a number</b> (0..63): the text's list of message types ("see all
 *       messages type here") is not part of it.
 *   <li><b>No CRC</b> (the text's "future feature"). Adding one is one annotation on the record,
 *       for example {@code @Checksum(algorithm = CRC32.class, bits = 32, at = Checksum.At.END)};
 *       the module's tests show it ({@code CrcPacket}).
 *   <li><b>Turn comparison edge cases.</b> Exactly the text's example: a lower turn is out of
 *       date when the difference is within the range (default 60000), and a counter restart
 *       when it is above it. A difference equal to the range is out of date ("upper than the
 *       range" is needed for a restart); a higher turn is always newer, as the text gives no
 *       rule for a much higher one (so a late packet from just before a restart, such as 65534
 *       after 0, counts as newer).
 *   <li><b>Derived components.</b> {@code payloadLength}, {@code payloadType} and
 *       {@code flags} are record components because the layout needs them, but the record's
 *       constructor recomputes them from {@code payload}, {@code offset} and {@code turn}, as
 *       the encoder does.
 * </ol>
 *
 * <p>{@code @View} on the package: every fixed-size record message here also gets a zero-copy
 * {@code <Name>View} (see {@code io.framewright.runtime.MessageView}).
 */
@View
package io.framewright.protocol.bitpacked;

import io.framewright.annotations.View;
