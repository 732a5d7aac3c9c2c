package io.framewright.processor.validation;

import io.framewright.processor.diagnostic.Problem;
import java.util.ArrayList;
import java.util.List;

/**
 * What validation found in one message: every problem, errors and warnings. Code is generated
 * only from a message whose report {@link #isClean() is clean}.
 */
public final class ValidationReport {
  private final List<Problem> problems;

  private ValidationReport(List<Problem> problems) {
    this.problems = List.copyOf(problems);
  }

  public List<Problem> problems() {
    return problems;
  }

  /** True when there is no error (warnings allowed). */
  public boolean isClean() {
    return problems.stream().noneMatch(Problem::isError);
  }

  static Builder builder() {
    return new Builder();
  }

  static final class Builder {
    private final List<Problem> problems = new ArrayList<>();

    void add(Problem p) {
      problems.add(p);
    }

    boolean hasErrors() {
      return problems.stream().anyMatch(Problem::isError);
    }

    ValidationReport build() {
      return new ValidationReport(problems);
    }
  }
}
