package io.framewright.cli.samples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Covers;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;

/**
 * A length of its own that covers a unit byte, counted data and the rest of its span
 * ({@code @Covers}), then a byte after the span: for the tools to bound a part that runs to the
 * end of a span, not of the message.
 */
@Message
public record Spanned(
    @Field(bits = 16) @Covers(through = "rest") int length,
    @Field(bits = 8) int unit,
    @Count(bits = 8) byte[] data,
    @Remaining byte[] rest,
    byte after) {}
