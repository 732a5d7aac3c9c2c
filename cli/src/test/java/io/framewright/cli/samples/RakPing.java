package io.framewright.cli.samples;

import io.framewright.annotations.Const;
import io.framewright.annotations.Message;

/**
 * Constant bytes for the tools to show and check: RakNet's unconnected ping (packet id 0x01, the
 * sender's time, the 16-byte offline message magic, the client's GUID).
 */
@Message
public record RakPing(
    @Const(0x01) byte id,
    long time,
    @Const(bytes = {0x00, 0xff, 0xff, 0x00, 0xfe, 0xfe, 0xfe, 0xfe,
        0xfd, 0xfd, 0xfd, 0xfd, 0x12, 0x34, 0x56, 0x78}) byte[] magic,
    long clientGuid) {}
