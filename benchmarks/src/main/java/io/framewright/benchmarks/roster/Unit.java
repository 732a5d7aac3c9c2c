package io.framewright.benchmarks.roster;

import io.framewright.annotations.Message;

/** A small record of the roster benchmark: 9 bytes, big-endian. */
@Message
public record Unit(int id, short x, short y, byte kind) {}
