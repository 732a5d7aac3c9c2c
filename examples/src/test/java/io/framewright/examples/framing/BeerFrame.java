package io.framewright.examples.framing;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/** A BEER-style frame: signature, 32-bit little-endian opcode, data, CR LF. */
@Message(order = Endian.LITTLE)
@Magic(ascii = "BEER")
@Union(bits = 32)
@Delimited(terminator = {0x0D, 0x0A})
public sealed interface BeerFrame permits BeerFrame.Position, BeerFrame.Event, BeerFrame.Ping {
  @Tag(0)
  record Position(@Field(bits = 32) long id, short x, short y) implements BeerFrame {}

  @Tag(3)
  record Event(@Field(bits = 8) int event, @Remaining byte[] args) implements BeerFrame {}

  @Tag(13)
  record Ping() implements BeerFrame {}
}
