package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Using;

/**
 * A value of the user's own class between two fields, read by a custom codec that declares
 * what tools may rely on ({@link HexColourCodec}): its size, so a dissector and a Kaitai export
 * can place the field after it, and a JSON form, so the command line writes it as text.
 */
@Message
public record Swatch(@Field(bits = 8) int id, @Using(HexColourCodec.class) Rgb colour,
    @Field(bits = 8) int after) {}
