package io.framewright.benchmarks.dns;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;
import io.framewright.annotations.Text;

/** One label of a name (RFC 1035 section 3.1): a length octet, at most 63 ASCII octets. */
@Message
@View
public record DnsLabel(@Length(bits = 8, max = 63) @Text(charset = "US-ASCII") String text) {}
