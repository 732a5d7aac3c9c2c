package io.framewright.examples.variable;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/** Lists of variable-size messages: one counted, one bounded by a byte length. */
@Message
public record Roster(
    @Count(bits = 8) List<Player> players,
    @Length(bits = 16) List<Player> spectators,
    @Count(2) Player[] captains) {}
