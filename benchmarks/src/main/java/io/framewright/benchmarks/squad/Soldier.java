package io.framewright.benchmarks.squad;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;
import io.framewright.annotations.View;

/** A 17-byte unit: u32 id, i16 x, i16 y, u8 hp, an 8-byte US-ASCII name. */
@Message
@View
public record Soldier(
    int id,
    short x,
    short y,
    @Field(bits = 8) int hp,
    @Length(8) @Text(charset = "US-ASCII") String name) {}
