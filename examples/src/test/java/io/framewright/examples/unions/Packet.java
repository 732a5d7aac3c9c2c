package io.framewright.examples.unions;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import java.util.List;

/** A list of union values behind a count. */
@Message
public record Packet(@Field(bits = 32) long id, @Count(bits = 8) List<NetMessage> messages) {}
