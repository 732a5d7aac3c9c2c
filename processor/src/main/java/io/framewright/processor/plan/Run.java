package io.framewright.processor.plan;

import io.framewright.processor.model.FieldLayout;
import java.util.List;

/**
 * A stretch of a fixed layout that generated code handles in one go.
 *
 * <ul>
 *   <li>{@link Direct}: one byte-aligned, whole-byte value, read or written with its byte order.
 *   <li>{@link Unit}: up to 8 bytes of packed sub-byte fields, or 2, 4 or 8 bytes of adjacent
 *       whole-byte integers of one byte order, loaded into one register, or assembled in one
 *       and stored once.
 *   <li>{@link Wide}: packed fields longer than 8 bytes with no byte boundary to split them at,
 *       accessed field by field through {@code Bits}.
 *   <li>{@link Block}: an array or a nested message.
 * </ul>
 */
public sealed interface Run {
  /** First byte of the run, from the start of the message. */
  int firstByte();

  public record Direct(FieldLayout field) implements Run {
    @Override
    public int firstByte() {
      return field.bitOffset() >>> 3;
    }
  }

  /**
   * {@code bytes} bytes from {@code firstByte}; each slot's bit offset is from the message start.
   * {@code bigEndian}: the register is loaded and stored big-endian and its first bit is its
   * highest (packed fields: the message's bit order; whole-byte values: their byte order).
   */
  public record Unit(int firstByte, int bytes, List<FieldLayout> slots, boolean bigEndian)
      implements Run {}

  public record Wide(int firstByte, int bytes, List<FieldLayout> slots) implements Run {}

  public record Block(FieldLayout field) implements Run {
    @Override
    public int firstByte() {
      return field.bitOffset() >>> 3;
    }
  }
}
