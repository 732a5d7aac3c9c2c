package io.framewright.protocol.leviathan;

import io.framewright.annotations.Message;
import io.framewright.annotations.Union;

/**
 * One message of a {@link NormalPacket}: a {@code u8} kind ({@code 0x12} {@link Response},
 * {@code 0x28} {@link Request}), then the message. Any other kind is a decode error (upstream
 * drops the rest of the packet).
 */
@Message
@Union(bits = 8)
public sealed interface NetworkMessage permits Response, Request {}
