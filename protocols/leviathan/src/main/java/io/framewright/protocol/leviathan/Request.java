package io.framewright.protocol.leviathan;

import io.framewright.annotations.Field;
import io.framewright.annotations.Tag;

/**
 * A request message (kind {@code 0x28}): {@code u32 messageNumber}, then the {@code u16}
 * request type and the type's data ({@link RequestBody}).
 *
 * @param messageNumber this message's number, from 1
 * @param body the request type and its data
 */
@Tag(0x28)
public record Request(@Field(bits = 32) long messageNumber, RequestBody body)
    implements NetworkMessage {}
