package io.framewright.examples.query;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** SourceTV's spectator port and name, in an {@link A2sExtraData} with EDF bit 0x40. */
@Message(order = Endian.LITTLE)
public record A2sSourceTv(@Field(bits = 16) int port, @Delimited(terminator = 0) String name) {}
