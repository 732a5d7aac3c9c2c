package io.framewright.benchmarks.dns;

import io.framewright.annotations.BackReference;
import io.framewright.annotations.Const;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;
import java.util.List;

/**
 * An A record (RFC 1035 sections 3.4.1 and 4.1.3): NAME, usually a pointer to the question's,
 * TYPE, CLASS, TTL, RDLENGTH (4) and the IPv4 address.
 */
@Message
@View
@SuppressWarnings("framewright:terminator")
public record DnsAnswer(
    @Delimited(terminator = 0) @BackReference List<DnsLabel> name,
    @Field(bits = 16) int type,
    @Field(bits = 16) int rrClass,
    int ttl,
    @Const(4) @Field(bits = 16) int rdLength,
    int address) {}
