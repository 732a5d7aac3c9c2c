package io.framewright.examples.unions;

import io.framewright.annotations.Remaining;
import io.framewright.annotations.UnknownTag;

@UnknownTag
public record UnknownMessage(int tag, @Remaining byte[] data) implements NetMessage {}
