package io.framewright.examples.query;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Trailing;

/**
 * The A2S_INFO reply of a Source engine game server (Valve Developer Community, "Server
 * queries": the simple-packet header FF FF FF FF, then 'I'). Little-endian; strings end with a
 * NUL. The Extra Data Flag and the fields it announces came with a later version of the reply,
 * so an older server ends the reply after {@code version}: they are {@code @Trailing}. (The
 * Ship's fields, sent only for app 2400, are left out.)
 */
@Message(order = Endian.LITTLE)
@Magic(value = {0xFF, 0xFF, 0xFF, 0xFF, 'I'})
public record A2sInfo(
    @Field(bits = 8) int protocol,
    @Delimited(terminator = 0) String name,
    @Delimited(terminator = 0) String map,
    @Delimited(terminator = 0) String folder,
    @Delimited(terminator = 0) String game,
    @Field(bits = 16) int appId,
    @Field(bits = 8) int players,
    @Field(bits = 8) int maxPlayers,
    @Field(bits = 8) int bots,
    byte serverType,
    byte environment,
    @Field(bits = 8) int visibility,
    @Field(bits = 8) int vac,
    @Delimited(terminator = 0) String version,
    @Trailing A2sExtraData extra) {}
