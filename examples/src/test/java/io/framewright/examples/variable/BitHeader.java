package io.framewright.examples.variable;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** A payload whose 10-bit length is the first field of the header. */
@Message
public record BitHeader(
    @Field(bits = 10) int payloadLength,
    @Field(bits = 4) int payloadType,
    @Field(bits = 2) int flags,
    @Length(field = "payloadLength") byte[] payload) {}
