package io.framewright.processor.diagnostic;

import io.framewright.processor.model.Origin;

/** One reported diagnostic: what, where (element and anchor), and the formatted text. */
public record Problem(Diagnostic diagnostic, Origin origin, Anchor anchor, String message) {
  public static Problem of(Diagnostic d, Origin origin, Anchor anchor, Object... args) {
    return new Problem(d, origin, anchor, d.format(args));
  }

  public boolean isError() {
    return diagnostic.severity() == Diagnostic.Severity.ERROR;
  }
}
