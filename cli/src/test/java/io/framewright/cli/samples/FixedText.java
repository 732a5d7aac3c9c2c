package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;

/** Text of a fixed three bytes (NUL-padded when shorter), then a byte. */
@Message
public record FixedText(@Length(3) @Text(charset = "US-ASCII") String text,
    @Field(bits = 8) int after) {}
