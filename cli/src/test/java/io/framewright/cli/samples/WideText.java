package io.framewright.cli.samples;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;

/** UTF-16LE text ended by a zero code unit (00 00 on a unit's boundary), then a byte. */
@Message
public record WideText(@Delimited(terminator = {0, 0}) @Text(charset = "UTF-16LE") String text,
    @Field(bits = 8) int after) {}
