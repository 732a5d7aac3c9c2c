package io.framewright.processor.plan;

import io.framewright.processor.model.FieldLayout;
import java.util.List;

/**
 * A size or condition read through a path into an earlier nested record
 * ({@code @Count(field = "header.qdCount")}): decoded, the nested record holds the value, so
 * the decoder calls its accessors; encoded, the record is written as it is, so the encoder
 * checks the value instead of setting it.
 *
 * @param text the path as written, for the layout table and error messages
 * @param steps the component of each step: the first of this layout, each later one laid out in
 *     the nested message of the one before (the last gives the value's width and range)
 * @param writtenFrom the part of the last step's record, always on the wire, whose count or
 *     length the value is, or whose size expression sets it: that record's encoder writes the
 *     value from the part's size, whatever the record holds, so an encoder reading the path
 *     measures the part instead; null when the value goes on the wire as the record holds it
 */
public record PathRead(String text, List<FieldLayout> steps, Part writtenFrom) {
  public PathRead {
    steps = List.copyOf(steps);
  }

  /** A path whose value goes on the wire as the nested record holds it. */
  public PathRead(String text, List<FieldLayout> steps) {
    this(text, steps, null);
  }

  /** The component of this layout the path starts at. */
  public FieldLayout first() {
    return steps.get(0);
  }

  /** The component at the end of the path, laid out in its own message. */
  public FieldLayout leaf() {
    return steps.get(steps.size() - 1);
  }

  /** A name for a local holding the value: {@code headerQdCount}. */
  public String localName() {
    StringBuilder out = new StringBuilder(first().name());
    for (FieldLayout step : steps.subList(1, steps.size())) {
      out.append(Character.toUpperCase(step.name().charAt(0))).append(step.name().substring(1));
    }
    return out.toString();
  }
}
