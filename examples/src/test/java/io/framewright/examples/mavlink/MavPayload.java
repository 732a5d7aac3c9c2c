package io.framewright.examples.mavlink;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Message;
import io.framewright.annotations.Union;

/** A MAVLink message's payload, its type chosen by the frame's message id (its tag). */
@Message(order = Endian.LITTLE)
@Union(bits = 24)
public sealed interface MavPayload permits Heartbeat, Attitude {}
