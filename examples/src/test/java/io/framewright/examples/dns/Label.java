package io.framewright.examples.dns;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/**
 * One label of a domain name (RFC 1035 sections 3.1 and 4.1.2): a length octet, then that many
 * octets, at most 63. A length octet's top two bits are so always 00; 11 marks a compression
 * pointer (section 4.1.4), which {@link Question} and {@link ResourceRecord} follow.
 */
@Message
public record Label(@Length(bits = 8, max = 63) byte[] text) {}
