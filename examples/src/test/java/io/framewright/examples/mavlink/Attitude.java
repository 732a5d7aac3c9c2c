package io.framewright.examples.mavlink;

import io.framewright.annotations.ChecksumExtra;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;

/**
 * ATTITUDE (message id 30, CRC_EXTRA 39): seven 4-byte fields, so field reordering by size
 * leaves them in their XML order.
 *
 * @param timeBootMs milliseconds since the system booted
 * @param roll radians
 * @param pitch radians
 * @param yaw radians
 * @param rollspeed radians per second
 * @param pitchspeed radians per second
 * @param yawspeed radians per second
 */
@Message(order = Endian.LITTLE)
@Tag(30)
@ChecksumExtra(39)
public record Attitude(
    int timeBootMs,
    float roll,
    float pitch,
    float yaw,
    float rollspeed,
    float pitchspeed,
    float yawspeed) implements MavPayload {}
