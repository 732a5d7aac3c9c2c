/**
 * MAVLink v2 from annotations alone (mavlink.io, "Serialization" and "MAVLink 2 Packet
 * Format"): the frame's header, a payload chosen by its 24-bit message id, and an X.25
 * (CRC-16/MCRF4XX) checksum over every byte after the start marker, fed the message's
 * CRC_EXTRA after them ({@code @ChecksumExtra} on each payload type); the 13-byte signature
 * after the checksum when the frame's incompatibility flags have bit 0 set. HEARTBEAT (id 0)
 * and ATTITUDE (id 30) are the payloads here.
 *
 * <p>{@code @View} on the package: each message of a shape a view reads also gets a zero-copy
 * {@code <Name>View}.
 */
@View
package io.framewright.examples.mavlink;

import io.framewright.annotations.View;
