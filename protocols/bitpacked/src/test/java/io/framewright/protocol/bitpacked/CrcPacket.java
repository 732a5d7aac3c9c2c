package io.framewright.protocol.bitpacked;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;
import io.framewright.annotations.Presence;
import java.util.zip.CRC32;

/**
 * The text's "future feature": {@link Packet} with a CRC. The layout is Packet's, unchanged;
 * the one added line is the {@code @Checksum} annotation, a CRC-32 trailer over every byte
 * before it.
 */
@Message
@Checksum(algorithm = CRC32.class, bits = 32, at = Checksum.At.END)
public record CrcPacket(
    @Field(bits = 10) int payloadLength,
    @Field(bits = 4) PayloadType payloadType,
    @Flags @Field(bits = 2) int flags,
    @Field(bits = 20) int messageId,
    @Field(bits = 6) @Pad(after = 6) int messageType,
    @Presence(flag = Packet.OFFSET_FLAG) Packet.Offset offset,
    @Presence(flag = Packet.TURN_FLAG, bits = 16) Integer turn,
    @Length(field = "payloadLength") byte[] payload) {}
