package io.framewright.examples.framing;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.runtime.Crc16Kermit;

/** Avara-style: a CRC-16/KERMIT over the whole datagram, its field holding a placeholder. */
@Message(order = Endian.LITTLE)
@Checksum(algorithm = Crc16Kermit.class, bits = 16, includeField = true, placeholder = 0x3231)
public record KermitDatagram(@Remaining byte[] rest) {}
