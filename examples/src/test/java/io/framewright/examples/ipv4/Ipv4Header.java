package io.framewright.examples.ipv4;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.runtime.InternetChecksum;

/**
 * The IPv4 header (RFC 791, section 3.1; DSCP and ECN as RFC 2474 and RFC 3168 split the type of
 * service). Its length is in {@code ihl}, in 32-bit words, the 20 fixed bytes included: the
 * options take {@code ihl * 4 - 20} bytes, and the encoder sets {@code ihl} from them (options
 * that are not a whole number of words, or more than 40 bytes, are an EncodeException). The
 * header checksum is RFC 1071's Internet checksum over the header's {@code ihl * 4} bytes with
 * the checksum field taken as zero: the decoder verifies it before it parses any field, and the
 * encoder computes it (the record's {@code headerChecksum} is ignored on encode).
 */
@Message
public record Ipv4Header(
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
    @Checksum(algorithm = InternetChecksum.class, expr = "ihl * 4")
    @Field(bits = 16) int headerChecksum,
    int source,
    int destination,
    @Length(expr = "ihl * 4 - 20") byte[] options) {}
