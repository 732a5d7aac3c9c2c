package io.framewright.examples.variable;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import java.util.List;

/** Every kind of size: length prefixes of 8 and 16 bits, a count prefix, the rest of the input. */
@Message
public record Chat(
    @Field(bits = 16) int channel,
    @Length(bits = 8) String sender,
    @Length(bits = 16, max = 1000) byte[] blob,
    @Count(bits = 8, max = 4) List<Point> points,
    @Remaining String text) {}
