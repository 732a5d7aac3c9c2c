package io.framewright.examples.unions;

import io.framewright.annotations.Field;
import io.framewright.annotations.Tag;

@Tag(0x28)
public record Request(@Field(bits = 32) long number, RequestBody body) implements NetMessage {}
