package io.framewright.examples.ipv4;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/**
 * An IPv4 datagram (RFC 791): the header, then the payload, whose length is the total length
 * less the header's {@code ihl * 4} bytes. The header is {@link Ipv4Header} as it is: the size
 * expression reads its fields through a path. Its {@code ihl} is what the header's encoder sets
 * from the options, so the datagram's encoder measures the options too, and checks the total
 * length against the payload with that {@code ihl} (a total length that does not fit is an
 * EncodeException), whatever the record's {@code ihl} holds.
 */
@Message
public record Ipv4Datagram(
    Ipv4Header header,
    @Length(expr = "header.totalLength - header.ihl * 4") byte[] payload) {}
