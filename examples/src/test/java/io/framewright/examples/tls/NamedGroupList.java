package io.framewright.examples.tls;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** Section 4.2.7: {@code NamedGroup named_group_list<2..2^16-1>}, each a uint16. */
@Message
public record NamedGroupList(
    @Length(bits = 16, min = 2, max = 65535) @Field(bits = 16) int[] namedGroupList) {}
