package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.MessageView;
import java.lang.management.ManagementFactory;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Fixed, zero-padded text in a view: {@code wrap} checks it as decode does (padding, then the
 * text before it) without building the string it used to throw away, and the view has the
 * getters of variable text, {@code nameBytes}, {@code nameLength} and {@code nameEquals}, over
 * the text without its padding. Bytes written out by hand.
 */
class FixedTextViewTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Unit", "@Message record Unit(@Length(8) String name, byte b) {}"),
      type("Units", "@Message record Units(@Count(4) Unit[] units) {}"),
      type("Wide", "@Message record Wide(@Length(7) @Text(charset = \"UTF-16BE\") String s) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 28, 300);
  }

  private static Object invoke(Object on, String method, Class<?>[] types, Object... args)
      throws Exception {
    return on.getClass().getMethod(method, types).invoke(on, args);
  }

  @Test
  void theGettersReadTheTextWithoutItsPadding() throws Exception {
    MessageView<Object> view = views.view("Unit");
    // "abc" in 8 bytes, zero-padded | b 07
    view.wrap(GeneratedViews.hex("616263 0000000000 07"));
    assertEquals(3, GeneratedViews.call(view, "nameLength"));
    byte[] dst = {9, 9, 9, 9, 9};
    assertEquals(3, invoke(view, "nameBytes", new Class<?>[] {byte[].class, int.class}, dst, 1));
    assertArrayEquals(new byte[] {9, 0x61, 0x62, 0x63, 9}, dst);
    assertEquals(true, invoke(view, "nameEquals", new Class<?>[] {String.class}, "abc"));
    assertEquals(false, invoke(view, "nameEquals", new Class<?>[] {String.class}, "abc\0"));
    assertEquals(false, invoke(view, "nameEquals", new Class<?>[] {String.class}, "ab"));
    assertEquals(false, invoke(view, "nameEquals", new Class<?>[] {String.class}, (Object) null));
    assertEquals("abc", GeneratedViews.call(view, "name"));

    // "é" 8 bytes, filling the field: c3a9 x4
    view.wrap(GeneratedViews.hex("c3a9c3a9c3a9c3a9 07"));
    assertEquals(8, GeneratedViews.call(view, "nameLength"));
    assertEquals(true, invoke(view, "nameEquals", new Class<?>[] {String.class}, "éééé"));

    // empty text: all padding
    view.wrap(GeneratedViews.hex("0000000000000000 07"));
    assertEquals(0, GeneratedViews.call(view, "nameLength"));
    assertEquals(true, invoke(view, "nameEquals", new Class<?>[] {String.class}, ""));
  }

  @Test
  void viewAndDecodeAgreeOnFixedText() throws Exception {
    views.agrees("Unit", "616263 0000000000 07", "c3a9c3a9c3a9c3a9 07",
        "0000000000000000 00");
    views.agrees("Wide", "0061 000d 0000 00", "0061 0062 0063 00");
    views.agrees("Units", "61000000 00000000 01  62620000 00000000 02"
        + "  63636300 00000000 03  64646464 64646464 04");
  }

  @Test
  void bothRejectBadTextAndNonZeroPadding() throws Exception {
    views.rejects("Unit",
        "ff 00000000000000 07",          // ff is never UTF-8
        "61 c3 000000000000 07",         // c3 cut short by the padding
        "c3a9c3a9c3a9c3a9".substring(0, 14) + "c3 07", // the field ends inside a sequence
        "61 00 62 0000000000 07",        // a byte after the first zero
        "0000000000000001 07");          // the last padding byte
    views.rejects("Wide", "0061 0000 0062 00", "0061 000d 0000 01");
    views.rejects("Units", "61000000 00000000 01  62620000 00000000 02"
        + "  63636300 00000000 03  64ff6464 64646464 04");
  }

  @Test
  void wrapAllocatesNothingForFixedText() throws Exception {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    assertTrue(threads.isThreadAllocatedMemorySupported());
    MessageView<Object> view = views.view("Units");
    byte[] frame = GeneratedViews.hex("61000000 00000000 01  62620000 00000000 02"
        + "  63636300 00000000 03  64646464 64646464 04");
    view.wrap(frame); // loads and links what wrap calls
    int wraps = 10_000;
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < wraps; i++) {
      view.wrap(frame);
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    // A string per unit would be at least 4 * 40 bytes a wrap; the bound leaves room for the
    // interpreter and the JIT's own bookkeeping on this thread, far under one byte a wrap.
    assertTrue(allocated < wraps, allocated + " byte(s) for " + wraps + " wraps");
  }
}
