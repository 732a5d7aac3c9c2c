package io.framewright.examples.variable;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;
import io.framewright.annotations.View;
import java.util.List;

/**
 * A nested fixed-size message before parts that vary, which a view reads as a child view
 * re-pointed by wrap, big-endian:
 *
 * <pre>
 * i32 id | Point lead (i16 x, i16 y) | u8 count | count x Point | u8 length | UTF-8 name
 * </pre>
 */
@View
@Message
public record Convoy(
    int id,
    Point lead,
    @Count(bits = 8, max = 16) List<Point> rest,
    @Length(bits = 8, max = 32) @Text(charset = "UTF-8") String name) {}
