package io.framewright.benchmarks.dns;

import io.framewright.annotations.Count;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;
import java.util.List;

/** A response with its questions and answers (no authority or additional records). */
@Message
@View
public record DnsResponse(
    DnsHeader header,
    @Count(field = "header.qdCount") List<DnsQuestion> questions,
    @Count(field = "header.anCount") List<DnsAnswer> answers) {}
