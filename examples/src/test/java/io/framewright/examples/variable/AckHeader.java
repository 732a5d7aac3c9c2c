package io.framewright.examples.variable;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.When;

/** A group present only when an earlier field is non-zero, in the style of Leviathan acks. */
@Message
public record AckHeader(
    @Field(bits = 32) long firstAck,
    @When(field = "firstAck", notEqual = 0) @Count(bits = 8) byte[] acks,
    @Field(bits = 8) int messageCount) {}
