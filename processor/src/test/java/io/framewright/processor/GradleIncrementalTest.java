package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * The processor jar's declarations to Gradle ({@code META-INF/gradle/incremental.annotation.processors})
 * hold for what the processors do, checked the way Gradle checks them: every processor is
 * declared; an {@code aggregating} one is never handed a source-retention annotation (Gradle
 * then falls back to full recompilation) and does not support {@code "*"} (Gradle would then
 * reprocess every file); an {@code isolating} one writes no file (it would need exactly one
 * originating element per file).
 */
class GradleIncrementalTest {
  private static Map<String, String> declared() throws IOException {
    Map<String, String> kinds = new LinkedHashMap<>();
    try (InputStream in = FramewrightProcessor.class.getClassLoader()
        .getResourceAsStream("META-INF/gradle/incremental.annotation.processors")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank()) {
          String[] parts = line.trim().split(",");
          kinds.put(parts[0], parts[1]);
        }
      }
    }
    return kinds;
  }

  /** Runs a processor, recording the annotations each round hands it. */
  static final class Recording extends AbstractProcessor {
    final Processor delegate;
    final List<TypeElement> offered = new ArrayList<>();

    Recording(Processor delegate) {
      this.delegate = delegate;
    }

    @Override
    public synchronized void init(ProcessingEnvironment env) {
      super.init(env);
      delegate.init(env);
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return delegate.getSupportedAnnotationTypes();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return delegate.getSupportedSourceVersion();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      offered.addAll(annotations);
      return delegate.process(annotations, round);
    }
  }

  @Test
  void declarationsHoldForWhatTheProcessorsDo() throws IOException {
    Map<String, String> declared = declared();
    List<Recording> processors = new ArrayList<>();
    for (Processor p : ServiceLoader.load(Processor.class,
        FramewrightProcessor.class.getClassLoader())) {
      processors.add(new Recording(p));
    }
    assertThat(processors).isNotEmpty();
    Compilation c = Compiler.javac().withOptions("-Xlint:all")
        .withProcessors(new ArrayList<Processor>(processors)).compile(
            type("A", "@Message record A(@Field(bits = 8) int x) {}"),
            type("B", "@Message record B(A a, @Field(bits = 8) int y) {",
                "  @Override public String toString() { return \"b\"; }",
                "}"));
    assertThat(c).succeededWithoutWarnings();

    for (Recording r : processors) {
      String name = r.delegate.getClass().getName();
      assertWithMessage("declared kind of %s", name).that(declared).containsKey(name);
      if (declared.get(name).equals("aggregating")) {
        assertWithMessage("%s supports \"*\"", name).that(r.getSupportedAnnotationTypes())
            .doesNotContain("*");
        for (TypeElement annotation : r.offered) {
          Retention retention = annotation.getAnnotation(Retention.class);
          assertWithMessage("%s was handed @%s", name, annotation.getQualifiedName())
              .that(retention != null && retention.value() == RetentionPolicy.SOURCE).isFalse();
        }
      } else {
        assertWithMessage("kind of %s", name).that(declared.get(name)).isEqualTo("isolating");
      }
    }
    // The codecs were written by the aggregating processor only.
    assertThat(c.generatedSourceFiles()).hasSize(2);
  }
}
