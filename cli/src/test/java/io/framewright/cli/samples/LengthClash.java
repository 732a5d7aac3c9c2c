package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/**
 * A component named as the length prefix of the one before it: the layout holds two fields
 * {@code dataLength}, the prefix of {@code data} and the component.
 */
@Message
public record LengthClash(@Length(bits = 8) byte[] data, @Field(bits = 8) int dataLength) {}
