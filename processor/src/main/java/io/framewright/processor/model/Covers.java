package io.framewright.processor.model;

/**
 * {@code @Covers} on an integer component: it holds the byte length of the components after it,
 * from the next one through {@code through}.
 *
 * @param through the last component covered, or "" for every component after the length
 * @param min fewest bytes of the span
 * @param max most bytes of the span
 */
public record Covers(String through, long min, long max) {
  /** Whether the span runs through the message's last component. */
  public boolean toEnd() {
    return through.isEmpty();
  }
}
