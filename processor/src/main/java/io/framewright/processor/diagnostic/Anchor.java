package io.framewright.processor.diagnostic;

/**
 * The part of a declaration a diagnostic points at: an annotation (by simple name, e.g.
 * {@code "Field"}), optionally one of its members ({@code "bits"}), and for a repeated annotation
 * which one ({@code index}, from 0; -1 for the first or only one). {@link #ELEMENT} points at the
 * element itself.
 */
public record Anchor(String annotation, String member, int index) {
  public static final Anchor ELEMENT = new Anchor(null, null, -1);

  public Anchor(String annotation, String member) {
    this(annotation, member, -1);
  }

  public static Anchor annotation(String annotation) {
    return new Anchor(annotation, null);
  }

  public static Anchor member(String annotation, String member) {
    return new Anchor(annotation, member);
  }

  /** Member {@code member} of the {@code index}-th repeated {@code annotation}. */
  public static Anchor repeated(String annotation, int index, String member) {
    return new Anchor(annotation, member, index);
  }
}
