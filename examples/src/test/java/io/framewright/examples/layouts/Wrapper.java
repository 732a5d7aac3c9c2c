package io.framewright.examples.layouts;

import io.framewright.annotations.Message;

/** Nests {@link Inner} twice, to check error paths through nesting. */
@Message
public record Wrapper(byte tag, Inner first, Inner second) {}
