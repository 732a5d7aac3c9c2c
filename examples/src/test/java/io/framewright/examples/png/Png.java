package io.framewright.examples.png;

import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import java.util.List;

/**
 * A PNG datastream (5.2, 5.3): the signature 137 80 78 71 13 10 26 10 ("\211PNG\r\n\032\n"),
 * then chunks to the end.
 */
@Message
@Magic({0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A})
public record Png(@Remaining List<PngChunk> chunks) {}
