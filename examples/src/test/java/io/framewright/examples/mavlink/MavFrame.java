package io.framewright.examples.mavlink;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Const;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Select;
import io.framewright.annotations.Truncated;
import io.framewright.runtime.Crc16Mcrf4xx;

/**
 * A MAVLink v2 frame up to its checksum ("MAVLink 2 Packet Format"): the start marker 0xFD,
 * the payload's length, the incompatibility and compatibility flags, the sequence number, the
 * sending system and component, the 24-bit message id, the payload, and the checksum: X.25
 * (CRC-16/MCRF4XX) "over every byte after STX up to the payload's end, then the message's
 * CRC_EXTRA byte", little-endian. {@code from = "len"} leaves the marker out; each payload
 * type's {@code @ChecksumExtra} is its CRC_EXTRA. A message id no payload type has is a
 * {@code DecodeException}: without its CRC_EXTRA the checksum can not be checked, and
 * MAVLink's own parsers drop such frames.
 *
 * <p>The payload is truncated ("Payload truncation"): the encoder drops its trailing zero
 * bytes, never the first, and writes the shorter length; the checksum covers the bytes sent;
 * the decoder reads the missing tail as zeros. A length of 0 is refused (a payload has at least
 * one byte), and so is one longer than the message's fields: MAVLink accepts a longer payload
 * only from a newer definition with extension fields, which these records do not declare.
 *
 * @param len the payload's length in bytes; the encoder writes the length it kept
 * @param msgid the message id, which chooses the payload; the encoder writes the payload's
 */
@Message(order = Endian.LITTLE)
@Checksum(algorithm = Crc16Mcrf4xx.class, bits = 16, at = Checksum.At.END, from = "len")
public record MavFrame(
    @Const(0xFD) @Field(bits = 8) int stx,
    @Field(bits = 8) int len,
    @Field(bits = 8) int incompatFlags,
    @Field(bits = 8) int compatFlags,
    @Field(bits = 8) int seq,
    @Field(bits = 8) int sysid,
    @Field(bits = 8) int compid,
    @Field(bits = 24) int msgid,
    @Select(field = "msgid") @Length(field = "len") @Truncated(keep = 1) MavPayload payload) {}
