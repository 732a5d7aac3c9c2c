package io.framewright.processor.generation;

import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;

/**
 * The validated layout of any message a codec refers to (itself, its nested messages, its
 * variants), as validation built it: generators read layouts, they never build them.
 */
@FunctionalInterface
public interface Layouts {
  /** The layout of {@code message}, which validation found clean. */
  Layout of(MessageModel message);
}
