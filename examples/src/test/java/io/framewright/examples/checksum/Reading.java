package io.framewright.examples.checksum;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Message;
import java.util.zip.Adler32;

/**
 * A checksum in the middle of a fixed-size message, over the whole message with itself taken as
 * zero (the default range): Adler-32 of all seven bytes.
 */
@Message
public record Reading(
    byte kind,
    @Checksum(algorithm = Adler32.class) int check,
    short value) {}
