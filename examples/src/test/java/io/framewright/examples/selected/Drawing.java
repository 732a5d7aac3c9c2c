package io.framewright.examples.selected;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Select;

/**
 * An enum selector after a variable part, the selected body sized by its own layout (no
 * length on the wire) and followed by another field.
 */
@Message
public record Drawing(
    @Length(bits = 8) String name,
    @Field(bits = 3) Shape shape,
    @Field(bits = 5) int layer,
    @Select(field = "shape") ShapeBody body,
    byte colour) {}
