package io.framewright.examples.variable;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Presence;
import io.framewright.annotations.WhenAbsent;

/**
 * Avara's command packet: the data length sits between p2 and p1, in one of two widths, absent
 * when there is no data; the data itself comes last.
 */
@Message(order = Endian.LITTLE)
public record AvaraCommand(
    @Field(bits = 16) int serial,
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
    @Length(field = "dataLen") byte[] data) {}
