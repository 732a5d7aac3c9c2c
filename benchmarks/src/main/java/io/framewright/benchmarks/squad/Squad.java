package io.framewright.benchmarks.squad;

import io.framewright.annotations.Count;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;
import java.util.List;

/**
 * A u16 count and that many 17-byte units (issue 31's fourth shape: a counted list of small
 * fixed units with fixed-length ASCII names), big-endian.
 */
@Message
@View
public record Squad(@Count(bits = 16) List<Soldier> units) {}
