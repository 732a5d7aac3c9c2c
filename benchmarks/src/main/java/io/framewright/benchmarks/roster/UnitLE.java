package io.framewright.benchmarks.roster;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;

/** {@link Unit} in little-endian order. */
@View
@Message(order = Endian.LITTLE)
public record UnitLE(int id, short x, short y, byte kind) {}
