package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.MessageView;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A union of 8-bit tags selected by a 32-bit selector, with a catch-all: the catch-all keeps
 * selector values past 2^31, which the view's {@code tag()} (an int, as the union's own tags
 * fit one) holds as the int's bits, unsigned as every tag is. Found by the generative test:
 * {@code ViewChecks} read the int sign-extended and saw 18446744073608888321 for 4194304001.
 */
class SelectedCatchAllViewTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Body",
          "@Message @Union(bits = 8)",
          "sealed interface Body permits Body.A, Body.Other {",
          "  @Tag(1) record A(short v) implements Body {}",
          "  @UnknownTag record Other(long tag, @Remaining byte[] data) implements Body {}",
          "}"),
      type("Held", "@Message record Held(int kind, @Select(field = \"kind\") Body body) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 27, 200);
  }

  @Test
  void aSelectorValuePast2To31IsTheCatchAllsTagInTheView() throws Exception {
    // kind fa000001 (4194304001, no variant's tag) | the catch-all's bytes 0203
    // kind 00000001 | A's short 0005
    views.agrees("Held", "fa000001 0203", "00000001 0005");
    MessageView<Object> view = views.view("Held");
    view.wrap(GeneratedViews.hex("fa000001 0203"));
    Object body = view.getClass().getMethod("body").invoke(view);
    int tag = (int) body.getClass().getMethod("tag").invoke(body);
    assertEquals(4194304001L, Integer.toUnsignedLong(tag));
  }
}
