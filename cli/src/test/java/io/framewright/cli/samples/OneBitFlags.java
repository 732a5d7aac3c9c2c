package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Message;
import io.framewright.annotations.Presence;

/** Flags of one bit, which Kaitai reads as a boolean, owning an optional value. */
@Message
public record OneBitFlags(@Flags @Field(bits = 1) int flags, @Field(bits = 7) int rest,
    @Presence(flag = 0x1) @Field(bits = 16) Short value) {}
