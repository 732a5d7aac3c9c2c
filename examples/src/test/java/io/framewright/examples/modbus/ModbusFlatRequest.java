package io.framewright.examples.modbus;

import io.framewright.annotations.Const;
import io.framewright.annotations.Covers;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/**
 * The same Modbus TCP request as {@link ModbusTcpRequest}, flat: the MBAP header's length
 * (Modbus Messaging on TCP/IP Implementation Guide, 3.1.3) is a component of its own that
 * covers the unit identifier and the PDU, which stay components of this record instead of a
 * {@link RequestUnit} around them. At least 2 (the unit and a function code), at most 254.
 *
 * @param transaction the transaction identifier, which the server copies into its response
 * @param protocol the protocol identifier, 0 for MODBUS: a constant, checked on decode
 * @param length the bytes of unitId and pdu: encode writes their real size, whatever this holds
 * @param unitId the unit identifier (0xFF for a server addressed by its IP address)
 * @param pdu the request PDU
 */
@Message
public record ModbusFlatRequest(
    @Field(bits = 16) int transaction,
    @Const(0) @Field(bits = 16) int protocol,
    @Field(bits = 16) @Covers(through = "pdu", min = 2, max = 254) int length,
    @Field(bits = 8) int unitId,
    ModbusRequest pdu) {}
