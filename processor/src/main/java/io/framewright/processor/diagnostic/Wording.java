package io.framewright.processor.diagnostic;

import java.util.Locale;

/** A catalogue entry's text: a format whose arguments are numbered ({@code %1$s}). */
public interface Wording {
  /** The format, without the id. */
  String template();

  /** The text with {@code args} filled in, in the root locale (numbers read the same anywhere). */
  default String text(Object... args) {
    return String.format(Locale.ROOT, template(), args);
  }
}
