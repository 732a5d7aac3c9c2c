package io.framewright.examples.dns;

import io.framewright.annotations.Count;
import io.framewright.annotations.Message;
import java.util.List;

/**
 * A whole DNS message (RFC 1035 section 4.1): the header, then its four sections, each with as
 * many entries as a count in the header says. The counts are read through paths into the
 * nested header ({@code header.qdCount}): on decode from the header just read; on encode the
 * header is written as it is, and a count that does not match its list is an EncodeException
 * (the encoder checks a value in a nested record; it can not change it).
 */
@Message
public record DnsMessage(
    DnsHeader header,
    @Count(field = "header.qdCount") List<Question> questions,
    @Count(field = "header.anCount") List<ResourceRecord> answers,
    @Count(field = "header.nsCount") List<ResourceRecord> authorities,
    @Count(field = "header.arCount") List<ResourceRecord> additionals) {}
