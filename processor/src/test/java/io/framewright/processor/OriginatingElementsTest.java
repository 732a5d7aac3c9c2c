package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * Every file the processor writes names, as originating elements, all the types its content
 * depends on, so that build tools that track them (Gradle's isolating mode, IDEs) regenerate a
 * codec when a message it nests changes.
 */
class OriginatingElementsTest {
  /** The Framewright processor, with a Filer that records each file's originating elements. */
  static final class Recording extends AbstractProcessor {
    final FramewrightProcessor delegate = new FramewrightProcessor();
    final Map<String, List<String>> origins = new TreeMap<>();

    @Override
    public synchronized void init(ProcessingEnvironment env) {
      super.init(env);
      Filer filer = env.getFiler();
      Filer recording = proxy(Filer.class, (proxy, method, args) -> {
        if (method.getName().equals("createSourceFile")) {
          record(args[0].toString(), (Element[]) args[1]);
        } else if (method.getName().equals("createResource")) {
          record(args[2].toString(), (Element[]) args[3]);
        }
        return invoke(filer, method, args);
      });
      delegate.init(proxy(ProcessingEnvironment.class, (proxy, method, args) ->
          method.getName().equals("getFiler") ? recording : invoke(env, method, args)));
    }

    private void record(String file, Element[] elements) {
      List<String> names = new ArrayList<>();
      for (Element e : elements) {
        names.add(((TypeElement) e).getQualifiedName().toString());
      }
      origins.put(file, names);
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
      return delegate.process(annotations, round);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> T proxy(Class<T> type, InvocationHandler handler) {
    return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler);
  }

  private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args)
      throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @Test
  void codecsNameEveryTypeTheyDependOn() {
    Recording processor = new Recording();
    Compilation c = Compiler.javac().withProcessors(processor).compile(
        type("A", "@Message record A(@Field(bits = 8) int x) {}"),
        type("B", "@Message record B(A a, @Field(bits = 8) int y) {}"),
        type("C", "@Message record C(@Count(bits = 8) java.util.List<B> bs) {}"),
        type("U", "@Message @Union(bits = 8) sealed interface U permits V {}"),
        type("V", "@Tag(1) record V(B b) implements U {}"));
    assertThat(c).succeeded();
    assertThat(processor.origins).containsEntry("test.ACodec", List.of("test.A"));
    assertThat(processor.origins).containsEntry("test.BCodec", List.of("test.B", "test.A"));
    assertThat(processor.origins.get("test.CCodec")).containsExactly("test.C", "test.B", "test.A");
    assertThat(processor.origins.get("test.UCodec"))
        .containsExactly("test.U", "test.V", "test.B", "test.A");
    assertThat(processor.origins.get(ServiceIndex.PATH))
        .containsExactly("test.A", "test.B", "test.C", "test.U", "test.V");
  }
}
