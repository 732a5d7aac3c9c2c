package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** The message that holds {@link Words} and its count. */
@Message
public record Sentence(@Field(bits = 8) int count, Words words) {}
