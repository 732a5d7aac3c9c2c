package io.framewright.examples.modbus;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Range;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/** A request PDU (Modbus Application Protocol v1.1b3): a function code, then its data. */
@Message
@Union(bits = 8)
public sealed interface ModbusRequest
    permits ModbusRequest.ReadHoldingRegisters, ModbusRequest.WriteMultipleRegisters {

  /** 6.3, function 0x03: the first register's address and how many, 1 to 125 (0x7D). */
  @Tag(0x03)
  record ReadHoldingRegisters(@Field(bits = 16) int startingAddress,
      @Range(min = 1, max = 125) @Field(bits = 16) int quantity) implements ModbusRequest {}

  /**
   * 6.12, function 0x10: the first register's address, how many, 1 to 123 (0x7B), then the byte
   * count (2 × N, which the encoder writes) and the values. The quantity and the byte count both
   * say how many registers follow: a client keeps {@code quantity} equal to the number of
   * values, since a check across two fields is not a value rule.
   */
  @Tag(0x10)
  record WriteMultipleRegisters(@Field(bits = 16) int startingAddress,
      @Range(min = 1, max = 123) @Field(bits = 16) int quantity,
      @Length(bits = 8, min = 2, max = 246) @Field(bits = 16) int[] values)
      implements ModbusRequest {}
}
