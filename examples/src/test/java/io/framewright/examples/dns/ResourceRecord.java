package io.framewright.examples.dns;

import io.framewright.annotations.BackReference;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/**
 * One entry of the answer, authority or additional section (RFC 1035 section 4.1.3): NAME as a
 * {@link Question}'s, TYPE, CLASS, a TTL of 32 unsigned bits, and RDATA after its 16-bit
 * length, RDLENGTH.
 */
@Message
@SuppressWarnings("framewright:terminator")
public record ResourceRecord(
    @Delimited(terminator = 0) @BackReference(compress = true) List<Label> name,
    @Field(bits = 16) int type,
    @Field(bits = 16) int rrClass,
    @Field(bits = 32) long ttl,
    @Length(bits = 16) byte[] data) {}
