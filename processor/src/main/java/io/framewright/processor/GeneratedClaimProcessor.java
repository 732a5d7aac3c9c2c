package io.framewright.processor;

import com.google.auto.service.AutoService;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Claims the {@code @javax.annotation.processing.Generated} on the codecs Framewright writes, so
 * that {@code -Xlint:processing} does not warn that no processor claimed it, and does nothing
 * else.
 *
 * <p>{@link FramewrightProcessor} can not claim it itself: that annotation has source retention,
 * and Gradle falls back to full recompilation whenever an {@code aggregating} processor is
 * handed a source-retention annotation. This processor is {@code isolating} for Gradle, which
 * checks nothing of the kind for isolating processors; it writes no files.
 */
@AutoService(Processor.class)
public final class GeneratedClaimProcessor extends AbstractProcessor {
  static final String GENERATED = "javax.annotation.processing.Generated";

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(GENERATED);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    return true;
  }
}
