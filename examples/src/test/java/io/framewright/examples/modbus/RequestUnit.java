package io.framewright.examples.modbus;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/**
 * The bytes the MBAP length counts: the unit identifier (a server behind a gateway; 0xFF for one
 * addressed by its IP address) and the request PDU.
 */
@Message
public record RequestUnit(@Field(bits = 8) int unitId, ModbusRequest pdu) {}
