package io.framewright.examples.terminators;

import io.framewright.annotations.Const;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;

/**
 * An HTTP/1.1 field line (RFC 9112, section 5: {@code field-name ":" OWS field-value OWS}, then
 * CR LF). The name runs up to the ':' and leaves it in the input ({@code consume = false}) for
 * {@code colon}, which reads it and so writes it; the value keeps its leading whitespace, as
 * the wire has it.
 */
@Message
public record FieldLine(
    @Delimited(terminator = ':', consume = false) @Text(charset = "US-ASCII") String name,
    @Const(':') byte colon,
    @Delimited(terminator = {'\r', '\n'}) @Text(charset = "US-ASCII") String value) {}
