package io.framewright.examples.selected;

import io.framewright.annotations.WireValue;

/** The selector of {@link Drawing}: an enum whose wire values tag {@link ShapeBody}'s variants. */
public enum Shape {
  @WireValue(1) CIRCLE,
  @WireValue(2) RECT,
  @WireValue(7) POINT
}
