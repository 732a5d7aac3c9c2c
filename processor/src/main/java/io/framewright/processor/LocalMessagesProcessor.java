package io.framewright.processor;

import com.google.auto.service.AutoService;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Reports {@code @Message} types declared where no codec can use them (FW003, see
 * {@link LocalMessages}) in compilations that have no other Framewright annotation. javac calls
 * {@link FramewrightProcessor} only when one of its annotations is on a type it can see, which a
 * local record's is not; this processor supports {@code "*"} so that javac calls it in every
 * round.
 *
 * <p>It generates nothing and claims nothing ({@link #process} returns {@code false}), so other
 * processors still get their annotations and {@code -Xlint:processing} is unaffected. For
 * Gradle it is an {@code isolating} processor: what it reports about a file depends on that file
 * alone, and it writes no files.
 */
@AutoService(Processor.class)
public final class LocalMessagesProcessor extends AbstractProcessor {
  private DiagnosticPrinter printer;

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (printer == null) {
      printer = new DiagnosticPrinter(processingEnv);
    }
    LocalMessages.report(processingEnv, round, printer);
    return false;
  }
}
