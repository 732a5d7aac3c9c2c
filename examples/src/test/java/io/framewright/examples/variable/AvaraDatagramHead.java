package io.framewright.examples.variable;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.When;

/** Avara's ack: a 32-bit bitmap follows only when the ack is odd. */
@Message(order = Endian.LITTLE)
public record AvaraDatagramHead(short ack,
    @When(field = "ack", mask = 1, notEqual = 0) Integer ackBitmap, byte rest) {}
