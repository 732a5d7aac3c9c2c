package io.framewright.examples.unions;

import io.framewright.annotations.Field;
import io.framewright.annotations.Tag;

@Tag(0x12)
public record Response(@Field(bits = 32) long number, ResponseBody body) implements NetMessage {}
