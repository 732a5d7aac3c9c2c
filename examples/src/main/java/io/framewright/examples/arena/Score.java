package io.framewright.examples.arena;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** One player's points: six bytes. */
@Message
public record Score(@Field(bits = 16) int player, int points) {}
