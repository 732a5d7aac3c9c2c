package io.framewright.benchmarks.roster;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;
import io.framewright.annotations.Text;
import java.util.List;

/**
 * The count-prefixed array benchmark message, big-endian:
 *
 * <pre>
 * i32 tick | u16 count | count x Unit (i32 id, i16 x, i16 y, i8 kind) | u16 length | UTF-8 name
 * </pre>
 */
@View
@Message
public record Roster(
    int tick,
    @Count(bits = 16, max = Roster.MAX_UNITS) List<Unit> units,
    @Length(bits = 16, max = Roster.MAX_NAME) @Text(charset = "UTF-8") String name) {
  /** Most units in one roster. */
  public static final int MAX_UNITS = 1024;
  /** Most name bytes. */
  public static final int MAX_NAME = 256;
}
