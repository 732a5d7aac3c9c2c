package io.framewright.examples.dns;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.RawValue;

/**
 * The fixed end of a DNS question (RFC 1035 section 4.1.2): QTYPE and QCLASS, 16 bits each,
 * big-endian. {@code typeRaw} is not on the wire: it keeps QTYPE's number, so a type that
 * {@link RecordType} does not know re-encodes to the same bytes.
 */
@Message
public record QuestionTail(
    @Field(bits = 16) RecordType type,
    @RawValue("type") int typeRaw,
    short qclass) {}
