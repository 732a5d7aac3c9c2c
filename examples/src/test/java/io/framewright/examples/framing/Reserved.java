package io.framewright.examples.framing;

import io.framewright.annotations.Field;
import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;

/** A signature, then a 20-bit id and a 6-bit type followed by 6 reserved bits. */
@Message
@Magic(value = {0x4C, 0x6E})
public record Reserved(
    @Field(bits = 20) int messageId,
    @Field(bits = 6) @Pad(after = 6) int messageType,
    short turn) {}
