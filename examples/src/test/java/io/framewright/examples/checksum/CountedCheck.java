package io.framewright.examples.checksum;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import java.util.zip.CRC32;

/**
 * A range whose length a field holds as the record gives it ({@code n} is not set from the
 * message by the encoder): CRC-32 over the first {@code n} bytes.
 */
@Message
public record CountedCheck(
    byte n,
    @Checksum(algorithm = CRC32.class, expr = "n") int crc,
    @Remaining byte[] rest) {}
