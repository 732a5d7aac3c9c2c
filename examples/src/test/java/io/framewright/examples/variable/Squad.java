package io.framewright.examples.variable;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;
import io.framewright.annotations.View;
import java.util.List;

/**
 * The roster shape, which views read in place: a fixed start, a counted list of a fixed-size
 * message, a counted list of scalars, and length-prefixed text, big-endian:
 *
 * <pre>
 * i32 tick | u16 count | count x Point (i16 x, i16 y) | u8 count | count x i16 marks
 *   | u16 length | UTF-8 name
 * </pre>
 */
@View
@Message
public record Squad(
    int tick,
    @Count(bits = 16, max = 64) List<Point> members,
    @Count(bits = 8, max = 8) short[] marks,
    @Length(bits = 16, max = 64) @Text(charset = "UTF-8") String name) {}
