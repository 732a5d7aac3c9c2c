package io.framewright.examples.tls;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** Section 4.2.8: {@code struct { NamedGroup group; opaque key_exchange<1..2^16-1>; }}. */
@Message
public record KeyShareEntry(@Field(bits = 16) int group,
    @Length(bits = 16, min = 1) byte[] keyExchange) {}
