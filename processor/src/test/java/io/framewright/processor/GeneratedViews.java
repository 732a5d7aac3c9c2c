package io.framewright.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.framewright.runtime.Codec;
import io.framewright.runtime.MessageView;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * The codecs and views a compilation generated in package {@code test}, loaded by name, and
 * {@link ViewChecks} over them on bytes a test writes out by hand: for the tests of views whose
 * size varies, where random frames would mostly be rejected.
 */
final class GeneratedViews {
  private final GeneratedClasses classes;
  private final long seed;
  private final int mutations;

  /** @param mutations how many mutations of the frames {@link #agrees} checks, from {@code seed} */
  GeneratedViews(GeneratedClasses classes, long seed, int mutations) {
    this.classes = classes;
    this.seed = seed;
    this.mutations = mutations;
  }

  /**
   * {@link ViewChecks#agrees} on each frame, which decode accepts, its truncations and
   * mutations; {@link ViewChecks#readsOnlyItsBytes} on each frame.
   */
  void agrees(String message, String... frames) throws Exception {
    Codec<Object> codec = codec(message);
    MessageView<Object> view = view(message);
    List<byte[]> seeds = Arrays.stream(frames).map(GeneratedViews::hex).toList();
    for (byte[] frame : seeds) {
      assertNotNull(ViewChecks.agrees(codec, view, frame), HexFormat.of().formatHex(frame));
      ViewChecks.readsOnlyItsBytes(view, frame);
      for (int n = 0; n < frame.length; n++) {
        ViewChecks.agrees(codec, view, Arrays.copyOf(frame, n));
      }
    }
    Mutations.run(seeds, seed, mutations, m -> ViewChecks.agrees(codec, view, m));
  }

  /** {@link ViewChecks#agrees} on each frame, which decode rejects: so does the view. */
  void rejects(String message, String... frames) throws Exception {
    Codec<Object> codec = codec(message);
    MessageView<Object> view = view(message);
    for (String frame : frames) {
      assertEquals(null, ViewChecks.agrees(codec, view, hex(frame)), frame);
    }
  }

  @SuppressWarnings("unchecked")
  Codec<Object> codec(String message) throws Exception {
    return (Codec<Object>) classes.loadClass("test." + message + "Codec").getField("INSTANCE")
        .get(null);
  }

  @SuppressWarnings("unchecked")
  MessageView<Object> view(String message) throws Exception {
    return (MessageView<Object>) classes.loadClass("test." + message + "View").getConstructor()
        .newInstance();
  }

  /** {@code on.method()}, what it throws unwrapped. */
  static Object call(Object on, String method) throws Exception {
    Method m = on.getClass().getMethod(method);
    try {
      return m.invoke(on);
    } catch (InvocationTargetException e) {
      throw (Exception) e.getCause();
    }
  }

  /** The bytes of {@code s}, hex digits with spaces between groups. */
  static byte[] hex(String s) {
    return HexFormat.of().parseHex(s.replace(" ", ""));
  }
}
