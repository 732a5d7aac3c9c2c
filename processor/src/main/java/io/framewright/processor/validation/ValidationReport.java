package io.framewright.processor.validation;

import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.model.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What validation found in one message: its own problems, errors and warnings, and the reports
 * of the variants a union lays out itself (sub-reports, as Dagger's validation reports have).
 * A clean report holds the message's {@link Layout} (a record's, or a union's: its tags and
 * smallest size), built once: code is generated only from clean reports, and only from the
 * layouts they hold.
 */
public final class ValidationReport {
  private final List<Problem> problems;
  private final List<ValidationReport> subreports;
  private final Layout layout;

  private ValidationReport(List<Problem> problems, List<ValidationReport> subreports,
      Layout layout) {
    this.problems = List.copyOf(problems);
    this.subreports = List.copyOf(subreports);
    this.layout = layout;
  }

  /** This message's own problems. */
  public List<Problem> problems() {
    return problems;
  }

  /** The reports of the union variants this message lays out (none for a record). */
  public List<ValidationReport> subreports() {
    return subreports;
  }

  /** This message's problems, then its sub-reports', in order: what a compilation shows. */
  public List<Problem> allProblems() {
    List<Problem> all = new ArrayList<>(problems);
    for (ValidationReport sub : subreports) {
      all.addAll(sub.allProblems());
    }
    return all;
  }

  /** True when neither this report nor a sub-report has an error (warnings allowed). */
  public boolean isClean() {
    return problems.stream().noneMatch(Problem::isError)
        && subreports.stream().allMatch(ValidationReport::isClean);
  }

  /** The message's layout when the report is clean; empty otherwise. */
  public Optional<Layout> layout() {
    return Optional.ofNullable(layout);
  }

  static Builder builder() {
    return new Builder();
  }

  static final class Builder {
    private final List<Problem> problems = new ArrayList<>();
    private final List<ValidationReport> subreports = new ArrayList<>();
    private Layout layout;

    void add(Problem p) {
      problems.add(p);
    }

    void addSubreport(ValidationReport report) {
      subreports.add(report);
    }

    void layout(Layout layout) {
      this.layout = layout;
    }

    boolean hasErrors() {
      return problems.stream().anyMatch(Problem::isError)
          || subreports.stream().anyMatch(r -> !r.isClean());
    }

    ValidationReport build() {
      return new ValidationReport(problems, subreports, hasErrors() ? null : layout);
    }
  }
}
