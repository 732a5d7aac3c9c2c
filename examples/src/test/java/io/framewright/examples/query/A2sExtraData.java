package io.framewright.examples.query;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Message;
import io.framewright.annotations.Presence;

/**
 * The tail of an {@link A2sInfo} reply: the Extra Data Flag (EDF) and the fields its bits
 * announce, in wire order (0x80 port, 0x10 Steam ID, 0x40 SourceTV, 0x20 keywords, 0x01 game
 * ID).
 */
@Message(order = Endian.LITTLE)
public record A2sExtraData(
    @Flags @Field(bits = 8) int edf,
    @Presence(flag = 0x80) @Field(bits = 16) Integer port,
    @Presence(flag = 0x10) Long steamId,
    @Presence(flag = 0x40) A2sSourceTv sourceTv,
    @Presence(flag = 0x20) @Delimited(terminator = 0) String keywords,
    @Presence(flag = 0x01) Long gameId) {}
