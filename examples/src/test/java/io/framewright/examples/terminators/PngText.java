package io.framewright.examples.terminators;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Text;

/**
 * The data of a PNG tEXt chunk (PNG, third edition, section 11.3.4.3): a keyword of 1 to 79
 * Latin-1 bytes, a NUL that ends it, and the text (Latin-1) to the end of the chunk.
 */
@Message
public record PngText(
    @Delimited(terminator = 0x00, max = 79) @Text(charset = "ISO-8859-1") String keyword,
    @Remaining @Text(charset = "ISO-8859-1") String text) {}
