package io.framewright.examples.modbus;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.OneOf;
import io.framewright.annotations.Range;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/**
 * A response PDU (Modbus Application Protocol v1.1b3): the function code of the request, or
 * that code plus 0x80 for an exception response (7) whose one byte is the exception code.
 */
@Message
@Union(bits = 8)
public sealed interface ModbusResponse permits ModbusResponse.ReadHoldingRegisters,
    ModbusResponse.WriteMultipleRegisters, ModbusResponse.ReadHoldingRegistersException,
    ModbusResponse.WriteMultipleRegistersException {

  /** 6.3, function 0x03: the byte count (2 × N, 2 to 250), then N register values. */
  @Tag(0x03)
  record ReadHoldingRegisters(
      @Length(bits = 8, min = 2, max = 250) @Field(bits = 16) int[] values)
      implements ModbusResponse {}

  /** 6.12, function 0x10: the starting address and the quantity written, 1 to 123. */
  @Tag(0x10)
  record WriteMultipleRegisters(@Field(bits = 16) int startingAddress,
      @Range(min = 1, max = 123) @Field(bits = 16) int quantity) implements ModbusResponse {}

  /**
   * 6.3, error 0x83: exception code 01 (illegal function), 02 (illegal data address), 03
   * (illegal data value) or 04 (server device failure), the codes 6.3 lists (7 names them).
   */
  @Tag(0x83)
  record ReadHoldingRegistersException(@OneOf({1, 2, 3, 4}) @Field(bits = 8) int exceptionCode)
      implements ModbusResponse {}

  /** 6.12, error 0x90: exception code 01, 02, 03 or 04. */
  @Tag(0x90)
  record WriteMultipleRegistersException(
      @OneOf({1, 2, 3, 4}) @Field(bits = 8) int exceptionCode) implements ModbusResponse {}
}
