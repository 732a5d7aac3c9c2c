package io.framewright.cli.samples;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Varint;

/** A length held by a varint component: Kaitai reads it as the varint type's value. */
@Message
public record VarintLength(@Varint int n, @Length(field = "n") byte[] data) {}
