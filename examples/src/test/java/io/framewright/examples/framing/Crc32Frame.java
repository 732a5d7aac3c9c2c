package io.framewright.examples.framing;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.zip.CRC32;

/** A fixed frame with a CRC-32 trailer over the bytes before it. */
@Message
@Checksum(algorithm = CRC32.class, bits = 32, at = Checksum.At.END)
public record Crc32Frame(@Length(9) String text) {}
