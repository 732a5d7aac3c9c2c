package io.framewright.examples.pngend;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.zip.CRC32;

/**
 * One PNG chunk (5.3): the length of its data, its type as the four bytes' big-endian number
 * (5.4: "IEND" is 0x49454E44), the data and a CRC-32 over the type and the data, not the
 * length ({@code from = "type"}).
 *
 * @param length the number of bytes of data; the encoder writes the data's real length
 * @param type the four ASCII letters of the type, as one number
 */
@Message
@Checksum(algorithm = CRC32.class, bits = 32, at = Checksum.At.END, from = "type")
public record Chunk(int length, int type, @Length(field = "length") byte[] data) {
  /** "IEND" (5.4), the type of the last chunk. */
  public static final int IEND = 0x49454E44;
}
