package io.framewright.processor.model;

/** Packing order of sub-byte fields. */
public enum BitOrder {
  MSB_FIRST,
  LSB_FIRST
}
