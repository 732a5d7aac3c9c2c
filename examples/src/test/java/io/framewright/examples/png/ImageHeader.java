package io.framewright.examples.png;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/**
 * The data of an IHDR chunk (11.2.2), the first of every PNG datastream: width and height in
 * pixels (four bytes each, 1 to 2^31 - 1), then bit depth, colour type, compression method,
 * filter method and interlace method (one byte each), 13 bytes in all.
 */
@Message
public record ImageHeader(int width, int height, @Field(bits = 8) int bitDepth,
    @Field(bits = 8) int colourType, @Field(bits = 8) int compressionMethod,
    @Field(bits = 8) int filterMethod, @Field(bits = 8) int interlaceMethod) {}
