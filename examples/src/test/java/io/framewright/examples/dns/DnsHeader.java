package io.framewright.examples.dns;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/**
 * The 12-byte DNS header (RFC 1035 section 4.1.1): an ID, the flag bits QR, Opcode, AA, TC, RD,
 * RA, Z and RCODE, then the number of entries in each of the four sections that follow. The
 * counts are read by {@link DnsMessage} through paths ({@code header.qdCount}), so they are
 * plain fields here.
 */
@Message
public record DnsHeader(
    @Field(bits = 16) int id,
    @Field(bits = 1) boolean response,
    @Field(bits = 4) int opcode,
    @Field(bits = 1) boolean authoritative,
    @Field(bits = 1) boolean truncated,
    @Field(bits = 1) boolean recursionDesired,
    @Field(bits = 1) boolean recursionAvailable,
    @Field(bits = 3) int z,
    @Field(bits = 4) int rcode,
    @Field(bits = 16) int qdCount,
    @Field(bits = 16) int anCount,
    @Field(bits = 16) int nsCount,
    @Field(bits = 16) int arCount) {}
