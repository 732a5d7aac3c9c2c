package io.framewright.examples.tls;

import io.framewright.annotations.Const;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;

/**
 * RFC 6066 section 3: {@code struct { NameType name_type; select (name_type) { case host_name:
 * HostName; } name; } ServerName;}, with {@code opaque HostName<1..2^16-1>}. host_name(0) is the
 * only name type defined, and a name of another type has no length the RFC gives, so it is a
 * constant; the name is ASCII (a DNS name, without a trailing dot).
 */
@Message
public record HostName(@Const(0) byte nameType,
    @Text(charset = "US-ASCII") @Length(bits = 16, min = 1) String hostName) {}
