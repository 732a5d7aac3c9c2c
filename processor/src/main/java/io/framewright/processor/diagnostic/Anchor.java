package io.framewright.processor.diagnostic;

/**
 * The part of a declaration a diagnostic points at: an annotation (by simple name, e.g.
 * {@code "Field"}) and optionally one of its members ({@code "bits"}). {@link #ELEMENT} points at
 * the element itself.
 */
public record Anchor(String annotation, String member) {
  public static final Anchor ELEMENT = new Anchor(null, null);

  public static Anchor annotation(String annotation) {
    return new Anchor(annotation, null);
  }

  public static Anchor member(String annotation, String member) {
    return new Anchor(annotation, member);
  }
}
