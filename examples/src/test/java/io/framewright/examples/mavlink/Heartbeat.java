package io.framewright.examples.mavlink;

import io.framewright.annotations.ChecksumExtra;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;

/**
 * HEARTBEAT (message id 0, CRC_EXTRA 50). MAVLink puts a message's fields on the wire by size,
 * largest first (the serialization page's field reordering), not as the XML lists them: so the
 * 32-bit custom_mode comes first here, then the five 8-bit fields in their XML order.
 *
 * @param customMode autopilot-specific flags
 * @param type the vehicle's MAV_TYPE (2: a quadrotor)
 * @param autopilot MAV_AUTOPILOT (3: ArduPilot)
 * @param baseMode MAV_MODE_FLAG bits
 * @param systemStatus MAV_STATE (4: active)
 * @param mavlinkVersion the protocol version the sender speaks (3 for MAVLink 2's messages)
 */
@Message(order = Endian.LITTLE)
@Tag(0)
@ChecksumExtra(50)
public record Heartbeat(
    int customMode,
    @Field(bits = 8) int type,
    @Field(bits = 8) int autopilot,
    @Field(bits = 8) int baseMode,
    @Field(bits = 8) int systemStatus,
    @Field(bits = 8) int mavlinkVersion) implements MavPayload {}
