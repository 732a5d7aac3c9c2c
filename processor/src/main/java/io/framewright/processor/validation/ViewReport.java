package io.framewright.processor.validation;

import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.plan.ViewPlan;
import java.util.List;
import java.util.Optional;

/**
 * Whether a message that asks for a view ({@code @View}) gets one, decided in validation from its
 * clean layout and plan: the problems that refuse it (FW181 to FW184, FW190 to FW192; errors only
 * when {@code @View} is on the message itself, a package's {@code @View} leaves it out quietly),
 * and for a record the {@link ViewPlan} its view is generated from. Never blocks the codec.
 *
 * @param problems why the view is refused, to report on the message
 * @param generated whether the view is generated
 * @param plan what a record's view exposes; empty for a union's view or when none is generated
 */
public record ViewReport(List<Problem> problems, boolean generated, Optional<ViewPlan> plan) {
  public ViewReport {
    problems = List.copyOf(problems);
  }

  /** The report of a message that asks for no view. */
  public static final ViewReport NONE = new ViewReport(List.of(), false, Optional.empty());
}
