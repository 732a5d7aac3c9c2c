package io.framewright.cli.samples;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.zip.CRC32;

/**
 * A PNG chunk (W3C PNG, 5.3): its CRC-32 covers the type and data, from byte 4, not the length
 * before them ({@code @Checksum(from)} on the type), for the tools to say which bytes it covers.
 */
@Message
@Checksum(algorithm = CRC32.class, bits = 32, at = Checksum.At.END, from = "type")
public record PngLikeChunk(int length, @Length(4) byte[] type,
    @Length(field = "length") byte[] data) {}
