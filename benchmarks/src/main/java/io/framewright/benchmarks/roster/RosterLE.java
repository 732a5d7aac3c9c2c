package io.framewright.benchmarks.roster;

import io.framewright.annotations.Count;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;
import io.framewright.annotations.Text;
import java.util.List;

/** {@link Roster} in little-endian order. */
@View
@Message(order = Endian.LITTLE)
public record RosterLE(
    int tick,
    @Count(bits = 16, max = Roster.MAX_UNITS) List<UnitLE> units,
    @Length(bits = 16, max = Roster.MAX_NAME) @Text(charset = "UTF-8") String name) {}
