package io.framewright.examples.ipv4;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/**
 * A whole IPv4 datagram (RFC 791): the header, then a payload of {@code totalLength - ihl * 4}
 * bytes. {@code ihl} is set from the options, as in {@link Ipv4Header}; the payload's expression
 * names two components, so the encoder can not set them from its size and checks instead:
 * a {@code totalLength} that does not match is an EncodeException naming both values.
 */
@Message
public record Ipv4Datagram(
    @Field(bits = 4) int version,
    @Field(bits = 4) int ihl,
    @Field(bits = 6) int dscp,
    @Field(bits = 2) int ecn,
    @Field(bits = 16) int totalLength,
    @Field(bits = 16) int identification,
    @Field(bits = 3) int flags,
    @Field(bits = 13) int fragmentOffset,
    @Field(bits = 8) int ttl,
    @Field(bits = 8) int protocol,
    @Field(bits = 16) int headerChecksum,
    int source,
    int destination,
    @Length(expr = "ihl * 4 - 20") byte[] options,
    @Length(expr = "totalLength - ihl * 4") byte[] payload) {}
