package io.framewright.examples.modbus;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** The bytes the MBAP length counts in a response: the unit identifier and the PDU. */
@Message
public record ResponseUnit(@Field(bits = 8) int unitId, ModbusResponse pdu) {}
