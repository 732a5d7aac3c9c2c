package io.framewright.benchmarks.dns;

import io.framewright.annotations.BackReference;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;
import java.util.List;

/** A question (RFC 1035 section 4.1.2): QNAME, compressed or not, QTYPE, QCLASS. */
@Message
@View
@SuppressWarnings("framewright:terminator")
public record DnsQuestion(
    @Delimited(terminator = 0) @BackReference List<DnsLabel> name,
    @Field(bits = 16) int type,
    @Field(bits = 16) int qclass) {}
