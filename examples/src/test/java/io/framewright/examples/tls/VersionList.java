package io.framewright.examples.tls;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** Section 4.2.1, in a ClientHello: {@code ProtocolVersion versions<2..254>}, uint16s. */
@Message
public record VersionList(
    @Length(bits = 8, min = 2, max = 254) @Field(bits = 16) int[] versions) {}
