package io.framewright.runtime.layout;

/** Which bit of a byte a message's sub-byte fields fill first. */
public enum BitOrder {
  /** The most significant bit first (network order, RFC diagrams). */
  MSB_FIRST,
  /** The least significant bit first. */
  LSB_FIRST
}
