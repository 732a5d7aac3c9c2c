package io.framewright.examples.modbus;

import io.framewright.annotations.Const;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/**
 * A Modbus TCP request: the MBAP header (Modbus Messaging on TCP/IP Implementation Guide,
 * 3.1.3) and the PDU. The header's length counts the bytes after it, the unit identifier and
 * the PDU, which {@link RequestUnit} holds: at least 2 (the unit and a function code), at most
 * 254 (an ADU is at most 260 bytes).
 *
 * @param transaction the transaction identifier, which the server copies into its response
 * @param protocol the protocol identifier, 0 for MODBUS: a constant, checked on decode
 */
@Message
public record ModbusTcpRequest(
    @Field(bits = 16) int transaction,
    @Const(0) @Field(bits = 16) int protocol,
    @Length(bits = 16, min = 2, max = 254) RequestUnit unit) {}
