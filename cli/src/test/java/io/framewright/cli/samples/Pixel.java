package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Using;

/** A message holding a value of the user's own class, read and written by its custom codec. */
@Message
public record Pixel(@Field(bits = 8) int x, @Using(RgbCodec.class) Rgb colour) {}
