package io.framewright.runtime.layout;

/**
 * What a length of its own covers ({@code @Covers}): the bytes of the components from
 * {@code first} through {@code last}, which start right after it. Decoding reads those
 * components from exactly that many bytes, and every byte must be read; encoding writes their
 * real size.
 *
 * @param first the first component covered, the one after the length
 * @param last the last component covered
 * @param min fewest bytes the span may take
 * @param max most bytes the span may take (what the length can hold included)
 */
public record Span(String first, String last, long min, long max) {
  /** "unitId .. pdu", or the one component's name. */
  public String covered() {
    return first.equals(last) ? first : first + " .. " + last;
  }

  /** As the layout table says it: {@code "byte length of unitId .. pdu, at most 255"}. */
  public String describe() {
    return "byte length of " + covered() + (min > 0 ? ", at least " + min : "")
        + (max < Integer.MAX_VALUE ? ", at most " + max : "");
  }
}
