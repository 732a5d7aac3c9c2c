package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static io.framewright.processor.Compilations.type;

import io.framewright.runtime.Framewright;
import java.lang.ref.WeakReference;
import org.junit.jupiter.api.Test;

/**
 * A codec registers itself with the runtime when its class loads ({@code Framewright.register});
 * the registry must not keep its class loader alive. It once held every codec strongly, and the
 * generative test, which loads thousands of codecs in throwaway class loaders, ran out of heap.
 */
class CodecRegistryLeakTest {

  @Test
  void aLoadedCodecDoesNotPinItsClassLoader() throws Exception {
    WeakReference<ClassLoader> loader = loadAndDrop();
    for (int i = 0; i < 50 && loader.get() != null; i++) {
      System.gc();
      Thread.sleep(20);
    }
    assertWithMessage("the class loader of a registered codec, after 50 collections")
        .that(loader.get()).isNull();
  }

  /** Loads a codec (it registers itself), checks it is found, and drops every reference. */
  private static WeakReference<ClassLoader> loadAndDrop() throws Exception {
    GeneratedClasses classes = GeneratedClasses.load(type("Ping", "@Message record Ping(int x) {}"));
    Class<?> message = classes.loadClass("test.Ping");
    classes.codec("Ping"); // loads PingCodec, which registers itself
    assertWithMessage("Framewright.codec(Ping.class)").that(Framewright.codec(message).type())
        .isEqualTo(message);
    return new WeakReference<>(classes);
  }
}
