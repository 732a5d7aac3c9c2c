package io.framewright.benchmarks.dns;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;

/** The 12-byte header (RFC 1035 section 4.1.1), its flags as one 16-bit field. */
@Message
@View
public record DnsHeader(
    @Field(bits = 16) int id,
    @Field(bits = 16) int flags,
    @Field(bits = 16) int qdCount,
    @Field(bits = 16) int anCount,
    @Field(bits = 16) int nsCount,
    @Field(bits = 16) int arCount) {}
