package io.framewright.benchmarks.roster;

import io.framewright.annotations.Message;
import io.framewright.annotations.View;

/** A small record of the roster benchmark: 9 bytes, big-endian. */
@View
@Message
public record Unit(int id, short x, short y, byte kind) {}
