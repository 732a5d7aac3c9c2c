package io.framewright.processor.model;

/**
 * Where a piece of the model was declared. Opaque to the model: the reading stage hands out
 * origins that it can map back to source elements, so diagnostics can point at the exact
 * annotation value while the model itself stays free of {@code javax.lang.model}.
 */
public interface Origin {
  /** For models built by hand (tests, tools): points nowhere. */
  Origin NONE = new Origin() {
    @Override
    public String toString() {
      return "Origin.NONE";
    }
  };
}
