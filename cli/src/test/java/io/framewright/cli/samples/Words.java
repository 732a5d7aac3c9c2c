package io.framewright.cli.samples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Message;

/**
 * A message whose count is a component of the message enclosing it ({@link Sentence}), so it is
 * decoded only as part of one: the command line refuses it on its own.
 */
@Message
public record Words(@Count(field = "_parent.count") short[] words) {}
