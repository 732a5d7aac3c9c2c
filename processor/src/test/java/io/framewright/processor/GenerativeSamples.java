package io.framewright.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.processor.GenModel.Declaration;
import io.framewright.processor.GenModel.Type;
import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import javax.tools.JavaFileObject;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;
import net.jqwik.api.sessions.JqwikSession;

/**
 * The generative test's random declarations ({@link GenerativeProcessorTest}) for the tests of
 * other modules, published in processor's test-jar: cli checks its tools (JSON, the Kaitai
 * export, the Wireshark dissector) on every declaration that compiles into codecs. Drawn from a
 * {@link Random} rather than by jqwik's property runner, so that a caller can compile many
 * first and hand them to slow tools in batches.
 */
public final class GenerativeSamples {
  private GenerativeSamples() {}

  /** The declarations of {@link GenerativeProcessorTest}, the same mix. */
  static Arbitrary<Declaration> declarations() {
    // One in eight a shape of issue 27 that must compile (GenShapes): the count of
    // declarations, and so the time of a bounded run, stays as it was.
    return Arbitraries.frequencyOf(Tuple.of(7, GenGenes.declGenes().map(GenGenes::resolve)),
        Tuple.of(1, GenShapes.genes().map(GenShapes::resolve)));
  }

  /**
   * A declaration that compiled into codecs: its source (to print on a failure), a class loader
   * of its classes (and service index, as {@code -cp DIR} would give them), and its top-level
   * message types with encodings of random values.
   */
  public record Sample(String source, String pkg, ClassLoader loader, List<Message> messages) {}

  /**
   * A message type with a codec of its own and valid encodings of random values.
   *
   * @param type its class
   * @param codec its generated codec
   * @param encodings what the codec wrote for random values within the layout's ranges
   */
  public record Message(Class<?> type, Codec<Object> codec, List<byte[]> encodings) {}

  /**
   * Draws one declaration from {@code random} and compiles it; empty when it ended in
   * diagnostics (the processor test checks those) or has no message type of its own.
   *
   * @param values how many random values to encode per message type
   */
  public static Optional<Sample> next(Random random, int values) throws Exception {
    Declaration d;
    // Outside a property jqwik's generators need a session of their own (they memoize in it).
    JqwikSession.start();
    try {
      d = declarations().generator(1000).next(random).value();
    } finally {
      JqwikSession.finish();
    }
    List<JavaFileObject> files = new ArrayList<>();
    for (Type t : d.types) {
      files.add(JavaFileObjects.forSourceString(d.pkg + "." + t.name, d.source(t)));
    }
    Compilation c = Compiler.javac().withProcessors(new FramewrightProcessor()).compile(files);
    if (!c.errors().isEmpty()) {
      return Optional.empty();
    }
    GeneratedClasses loader = new GeneratedClasses(c);
    GenValues gen = new GenValues(d, loader, random.nextLong());
    List<Message> messages = new ArrayList<>();
    for (Type t : d.types) {
      if (!GenerativeProcessorTest.isTopLevelMessage(d, t)) {
        continue;
      }
      @SuppressWarnings("unchecked")
      Codec<Object> codec = (Codec<Object>) loader.loadClass(d.pkg + "." + t.name + "Codec")
          .getField("INSTANCE").get(null);
      List<byte[]> encodings = new ArrayList<>();
      for (int i = 0; i < values; i++) {
        gen.risky = false;
        Object value = gen.value(t.name);
        try {
          encodings.add(codec.encode(value));
        } catch (EncodeException e) {
          // GenerativeProcessorTest fails a value that fits and is refused; here it is skipped.
          if (!gen.risky) {
            throw new AssertionError("encoding a value that fits failed: " + describe(value)
                + "\n" + d, e);
          }
        }
      }
      if (!encodings.isEmpty()) {
        messages.add(new Message(loader.loadClass(d.pkg + "." + t.name), codec, encodings));
      }
    }
    return messages.isEmpty() ? Optional.empty()
        : Optional.of(new Sample(d.toString(), d.pkg, loader, messages));
  }

  /**
   * A value as a string that is equal for equal values: records by component, arrays by element,
   * floating point by bit pattern.
   */
  public static String describe(Object value) throws ReflectiveOperationException {
    return GeneratedClasses.describe(value);
  }
}
