package io.framewright.examples.modbus;

import io.framewright.annotations.Const;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/**
 * A Modbus TCP response: the same MBAP header as {@link ModbusTcpRequest} (3.1.3), then the
 * server's PDU.
 */
@Message
public record ModbusTcpResponse(
    @Field(bits = 16) int transaction,
    @Const(0) @Field(bits = 16) int protocol,
    @Length(bits = 16, min = 2, max = 254) ResponseUnit unit) {}
