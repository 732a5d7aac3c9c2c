package io.framewright.examples.layouts;

import io.framewright.annotations.WireValue;

public enum Color {
  @WireValue(-2) RED,
  @WireValue(0) GREEN,
  @WireValue(7) BLUE
}
