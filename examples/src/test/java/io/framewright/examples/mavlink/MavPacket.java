package io.framewright.examples.mavlink;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.When;

/**
 * A MAVLink v2 packet: the frame, then the 13-byte signature (a link id, a 48-bit timestamp
 * and 48 bits of SHA-256) when bit 0 of the frame's incompatibility flags
 * (MAVLINK_IFLAG_SIGNED) is set. The signature is after the checksum, which covers nothing of
 * it, so the checksum belongs to {@link MavFrame}; checking the signature takes the link's
 * secret key, which is the application's business.
 *
 * @param signature the signature's 13 bytes, or null for an unsigned frame
 */
@Message
public record MavPacket(
    MavFrame frame,
    @When(field = "frame.incompatFlags", mask = 1, equal = 1) @Length(13) byte[] signature) {}
