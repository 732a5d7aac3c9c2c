package io.framewright.protocol.leviathan;

import io.framewright.annotations.Field;
import io.framewright.annotations.Tag;

/**
 * A response message (kind {@code 0x12}): {@code u32 messageNumber}, then the {@code u16}
 * response type, {@code u32 responseTo} and the type's data ({@link ResponseBody}).
 *
 * @param messageNumber this message's number, from 1
 * @param body the response type and its data
 */
@Tag(0x12)
public record Response(@Field(bits = 32) long messageNumber, ResponseBody body)
    implements NetworkMessage {}
