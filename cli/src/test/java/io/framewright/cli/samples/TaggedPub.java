package io.framewright.cli.samples;

import io.framewright.annotations.Message;

/** Flags, then a {@link PubBody} that reads its own tag; its publish variant reads the flags. */
@Message
public record TaggedPub(byte flags, PubBody body) {}
