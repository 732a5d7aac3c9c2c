package io.framewright.examples.png;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;
import java.util.zip.CRC32;

/**
 * One PNG chunk (5.3 "Chunk layout"): the length of its data, its type, its data, and a CRC-32
 * "calculated on the preceding bytes in the chunk, including the chunk type field and chunk data
 * fields, but not including the length field": {@code from = "type"} starts the checksum's
 * range at the type, byte 4. The data of a chunk type is a message of its own, decoded from
 * {@link #data()} ({@link ImageHeader} for IHDR).
 *
 * @param length the number of bytes of data, not counting the type, nor itself, nor the CRC;
 *     at most 2^31 - 1 (5.3), so a full-width int. The encoder writes the data's real length,
 *     whatever the record holds
 * @param type four ASCII letters (5.4): {@code IHDR}, {@code IDAT}, {@code IEND} ...
 */
@Message
@Checksum(algorithm = CRC32.class, bits = 32, at = Checksum.At.END, from = "type")
public record PngChunk(
    int length,
    @Text(charset = "US-ASCII") @Length(4) String type,
    @Length(field = "length") byte[] data) {}
