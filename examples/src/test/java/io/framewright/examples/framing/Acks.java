package io.framewright.examples.framing;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;
import io.framewright.annotations.When;
import io.framewright.runtime.BitList;

/** Leviathan-style acks as a bitmap, only when firstAck is not 0; and a Latin-1 name. */
@Message
public record Acks(
    @Field(bits = 32) long firstAck,
    @When(field = "firstAck", notEqual = 0) @Length(bits = 8) BitList acks,
    @Text(charset = "ISO-8859-1") @Length(bits = 8) String name) {}
