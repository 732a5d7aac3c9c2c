package io.framewright.examples.dns;

import io.framewright.annotations.BackReference;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import java.util.List;

/**
 * One entry of the question section (RFC 1035 section 4.1.2): QNAME, its labels ended by the
 * zero-length root label (a 0 octet) or by a compression pointer (section 4.1.4: two octets
 * whose top bits are 11, the rest an offset from the start of the message to an earlier name,
 * where the name goes on), then QTYPE and QCLASS. A label of no octets would start with that 0
 * and end the name, so encoding one is an EncodeException (the warning about it is suppressed:
 * the format says so).
 */
@Message
@SuppressWarnings("framewright:terminator")
public record Question(
    @Delimited(terminator = 0) @BackReference(compress = true) List<Label> name,
    QuestionTail tail) {}
