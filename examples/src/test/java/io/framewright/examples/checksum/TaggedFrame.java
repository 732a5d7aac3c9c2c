package io.framewright.examples.checksum;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Count;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import java.util.zip.CRC32C;

/**
 * A CRC over part of a message: CRC-32C over the nine bytes of {@code tag} only; the version
 * before it and the payload after the CRC are not covered (as a header digest covers a header
 * and not the data after it).
 */
@Message
public record TaggedFrame(
    byte version,
    @Count(9) byte[] tag,
    @Checksum(algorithm = CRC32C.class, from = "tag", to = "tag") int tagCrc,
    @Remaining byte[] payload) {}
