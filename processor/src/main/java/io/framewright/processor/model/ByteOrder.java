package io.framewright.processor.model;

/** Byte order as declared; {@link #INHERIT} only before resolution. */
public enum ByteOrder {
  BIG,
  LITTLE,
  INHERIT
}
