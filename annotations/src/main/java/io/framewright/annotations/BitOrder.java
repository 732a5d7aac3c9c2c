package io.framewright.annotations;

/**
 * How fields narrower than a byte, or not aligned to one, are packed.
 *
 * <pre>
 *   MSB_FIRST, fields a (3 bits) then b (5 bits):   LSB_FIRST, same fields:
 *     bit 7 6 5 4 3 2 1 0                             bit 7 6 5 4 3 2 1 0
 *         a a a b b b b b                                 b b b b b a a a
 * </pre>
 *
 * <p>With {@code MSB_FIRST} a run of packed fields reads as one big-endian integer, first field
 * in the high bits (RFC diagrams, most network headers). With {@code LSB_FIRST} it reads as one
 * little-endian integer, first field in the low bits (DEFLATE, many game bitstreams).
 */
public enum BitOrder {
  /** The first field takes the most significant bits of the first byte. */
  MSB_FIRST,
  /** The first field takes the least significant bits of the first byte. */
  LSB_FIRST
}
