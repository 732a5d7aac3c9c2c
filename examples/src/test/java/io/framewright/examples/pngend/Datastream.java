package io.framewright.examples.pngend;

import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.RepeatUntil;
import java.util.List;

/**
 * The signature (5.2), then chunks up to and including IEND (5.6: IEND is last), then whatever
 * follows the datastream. At most 4096 chunks: more without an IEND is a {@code DecodeException},
 * as is an input that ends before IEND.
 *
 * @param chunks IHDR first, IEND last
 * @param after the bytes after IEND, which are no part of the image
 */
@Message
@Magic({0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A})
public record Datastream(
    @RepeatUntil(field = "type", equal = Chunk.IEND, max = 4096) List<Chunk> chunks,
    @Remaining byte[] after) {}
