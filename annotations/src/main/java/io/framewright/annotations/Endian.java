package io.framewright.annotations;

/**
 * Byte order of a multi-byte, byte-aligned field.
 *
 * <p>Byte order only applies to fields that start on a byte boundary and are a whole number of
 * bytes wide. Fields that are narrower or not aligned are packed bit by bit following the
 * message's {@link BitOrder}.
 */
public enum Endian {
  /** Most significant byte first ("network order"). */
  BIG,
  /** Least significant byte first (x86, ARM in practice). */
  LITTLE,
  /** Use the enclosing message's byte order. Only meaningful on {@link Field#order()}. */
  INHERIT
}
