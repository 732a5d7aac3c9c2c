package io.framewright.processor;

import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Test helper standing in for another annotation processor: in its first round it writes one
 * source file through the {@link javax.annotation.processing.Filer}, so the type only exists
 * from the second round on. Claims nothing.
 *
 * <p>Like a real generator it runs for its own annotation, {@code @test.Generate}: compile
 * {@link #TRIGGER} with the sources. (A processor for {@code "*"} would not do: the Framewright
 * processor claims its annotations, and javac does not call a later {@code "*"} processor for
 * claimed annotations.)
 */
final class SourceGeneratingProcessor extends AbstractProcessor {
  /** Declares {@code @test.Generate} and uses it once. */
  static final JavaFileObject TRIGGER = JavaFileObjects.forSourceLines("test.Trigger",
      "package test;",
      "@interface Generate {}",
      "@Generate class Trigger {}");

  private final String qualifiedName;
  private final String content;
  private boolean written;

  /** Will generate {@code qualifiedName} with the given source text. */
  SourceGeneratingProcessor(String qualifiedName, String content) {
    this.qualifiedName = qualifiedName;
    this.content = content;
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("test.Generate");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (!written) {
      written = true;
      try (Writer w = processingEnv.getFiler().createSourceFile(qualifiedName).openWriter()) {
        w.write(content);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return false;
  }
}
