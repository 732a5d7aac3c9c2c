package io.framewright.examples.unions;

import io.framewright.annotations.Message;
import io.framewright.annotations.Union;

/** A message kind byte, then a number, then a second tag (nested unions), as in Leviathan. */
@Message
@Union(bits = 8)
public sealed interface NetMessage permits Response, Request, UnknownMessage {}
