package io.framewright.protocol.bitpacked;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;

/**
 * The fixed six bytes every {@link Packet} starts with, as a message of its own: for code that
 * routes or filters packets by their header without decoding them (the generated
 * {@code PacketHeaderView} reads it in place; {@code PacketHeaderCodec} decodes exactly these six
 * bytes). Its fields and checks are {@code Packet}'s: payload type 10..15 and non-zero reserved
 * bits are decode errors. {@code flags} is the raw flags field (0b10 offset, 0b01 turn).
 */
@Message
public record PacketHeader(
    @Field(bits = 10) int payloadLength,
    @Field(bits = 4) PayloadType payloadType,
    @Field(bits = 2) int flags,
    @Field(bits = 20) int messageId,
    @Field(bits = 6) @Pad(after = 6) int messageType) {}
