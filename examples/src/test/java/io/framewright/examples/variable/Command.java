package io.framewright.examples.variable;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Presence;
import io.framewright.annotations.WhenAbsent;

/** Presence flags in the style of Avara's command packets. */
@Message(order = Endian.LITTLE)
public record Command(
    @Field(bits = 16) int serial,
    @Flags @Field(bits = 8) int flags,
    byte command,
    @Presence(flag = 0x40) Short distribution,
    @Presence(flag = 0x20, bits = 16)
    @Presence(flag = 0x04, bits = 32, signed = true) Integer p3,
    @Presence(flag = 0x02) @WhenAbsent(0) short p2,
    @Presence(flag = 0x01) Byte p1,
    @Presence(flag = 0x80) Byte sender,
    @Presence(flag = 0x10) @Length(bits = 8) byte[] data) {}
