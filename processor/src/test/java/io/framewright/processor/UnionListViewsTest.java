package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import io.framewright.testing.ViewChecks;
import java.lang.reflect.InvocationTargetException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Views of records that hold a list of unions ({@code @View} on the package): counted, in a
 * byte slice, and to the end of the input (a catch-all variant last). Each element is checked by
 * the union's view ({@code wrapIn}) where decode calls the union codec's {@code readFrom};
 * {@code x(i)} returns the union's view re-pointed at element {@code i}. Each record's view
 * agrees with its codec ({@link ViewChecks}, the elements compared recursively) on bytes written
 * out by hand, their truncations and mutations.
 */
class UnionListViewsTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Pen",
          "@Message @Union(bits = 8)",
          "sealed interface Pen permits Pen.Dot, Pen.Label {",
          "  @Tag(1) record Dot(short x, short y) implements Pen {}",
          "  @Tag(2) record Label(@Length(bits = 8) String text) implements Pen {}",
          "}"),
      type("Drawing",
          "@Message record Drawing(short id, @Count(bits = 8) java.util.List<Pen> pens,",
          "    byte tail) {}"),
      type("Sliced",
          "@Message record Sliced(@Length(bits = 8) java.util.List<Pen> pens, byte tail) {}"),
      type("Shape",
          "@Message @Union(bits = 8)",
          "sealed interface Shape permits Shape.Dot, Shape.Label, Shape.Other {",
          "  @Tag(1) record Dot(short x, short y) implements Shape {}",
          "  @Tag(2) record Label(@Length(bits = 8) String text) implements Shape {}",
          "  @UnknownTag record Other(int tag, @Remaining byte[] data) implements Shape {}",
          "}"),
      type("Sketch",
          "@Message record Sketch(byte id, @Remaining java.util.List<Shape> shapes) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 27, 2_000);
  }

  @Test
  void aCountedListOfUnions() throws Exception {
    // u16 id | u8 count | each: u8 tag, Dot (x, y) or Label (u8 length, text) | u8 tail
    views.agrees("Drawing", "0007 02 01 0001 0002 02 02 6869 7F", "0008 00 05",
        "0009 03 02 00 01 FFFF 8000 02 01 41 00");
    // A tag no variant has, the second element missing, a text past the tail
    views.rejects("Drawing", "0007 01 03 0001 0002 7F", "0007 02 01 0001 0002 7F",
        "0007 01 02 05 6869 7F");

    MessageView<Object> view = views.view("Drawing");
    view.wrap(hex("0007 02 01 0001 0002 02 02 6869 7F"));
    assertEquals(2, call(view, "pensCount"));
    assertEquals((byte) 0x7F, call(view, "tail"));
    MessageView<?> first = pen(view, 0);
    assertEquals(true, call(first, "isDot"));
    assertEquals((short) 2, call(call(first, "dot"), "y"));
    assertEquals(5, first.size());
    MessageView<?> second = pen(view, 1);
    assertSame(first, second); // one child view, re-pointed
    assertEquals(2, call(second, "tag"));
    assertEquals("hi", call(call(second, "label"), "text"));
    assertEquals(4, second.size());
    assertThrows(IllegalArgumentException.class, () -> pen(view, 2));
    assertThrows(IllegalArgumentException.class, () -> pen(view, -1));

    // The element's error, as decode reports it: counted from the record, at element 1.
    byte[] bad = hex("0007 02 01 0001 0002 03 00 7F");
    DecodeException e = assertThrows(DecodeException.class, () -> view.wrap(bad));
    DecodeException decoded = assertThrows(DecodeException.class,
        () -> views.codec("Drawing").decode(bad));
    assertEquals(decoded.getMessage(), e.getMessage());
    assertEquals(8, e.byteOffset()); // u16 id, the count, the first Pen's 5 bytes
    assertFalse(view.isWrapped());
  }

  @Test
  void aListOfUnionsInASliceOfBytes() throws Exception {
    // u8 length | Pens, exactly that many bytes | u8 tail
    views.agrees("Sliced", "05 01 0001 0002 7F", "06 02 02 6869 02 00 09", "00 01");
    // A Pen cut by the slice's end, a length past the end
    views.rejects("Sliced", "04 01 0001 0002 7F", "09 01 0001 0002 7F");
    MessageView<Object> view = views.view("Sliced");
    view.wrap(hex("06 02 02 6869 02 00 09"));
    assertEquals(2, call(view, "pensCount"));
    assertEquals("", call(call(pen(view, 1), "label"), "text"));
    assertEquals("hi", call(call(pen(view, 0), "label"), "text"));
  }

  @Test
  void aListOfUnionsToTheEndWithACatchAllLast() throws Exception {
    // u8 id | Shapes to the end: Dot, Label "A", then tag 7F takes the rest (AABB)
    views.agrees("Sketch", "01 01 0001 0002 02 01 41 7F AABB", "02", "03 7F");
    views.rejects("Sketch", "01 01 0001", "01 02 02 41");
    MessageView<Object> view = views.view("Sketch");
    view.wrap(hex("01 01 0001 0002 02 01 41 7F AABB"));
    assertEquals(3, call(view, "shapesCount"));
    MessageView<?> other = shape(view, 2);
    assertEquals(true, call(other, "isOther"));
    assertEquals(0x7F, call(other, "tag"));
    assertEquals(3, other.size());
    assertEquals("A", call(call(shape(view, 1), "label"), "text"));
  }

  @Test
  void theGetterIsTypedByTheUnionsView() throws Exception {
    assertEquals("test.PenView", classes.loadClass("test.DrawingView")
        .getMethod("pens", int.class).getReturnType().getName());
    assertEquals("test.ShapeView", classes.loadClass("test.SketchView")
        .getMethod("shapes", int.class).getReturnType().getName());
  }

  /**
   * A list of a union that gets no view (a variant of a shape no view reads) leaves the record
   * out, as a list of messages without views does: no view naming a view that is not generated.
   */
  @Test
  void aListOfAUnionWithoutAViewLeavesTheRecordOut() {
    JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
        "@io.framewright.annotations.View",
        "package test;");
    JavaFileObject file = source("Msgs",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Ragged {",
        "  @Tag(1) record Dot(short x) implements Ragged {}",
        "  @Tag(2) record Said(@Trailing @Varint Integer text) implements Ragged {}",
        "}",
        "@Message record Talk(byte id, @Remaining java.util.List<Ragged> lines) {}",
        "class Msgs {}");
    Compilation c = Compilations.compile(pkg, file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.Ragged_DotView");
    for (String left : java.util.List.of("TalkView.java", "RaggedView.java")) {
      assertTrue(c.generatedSourceFiles().stream().noneMatch(f -> f.getName().endsWith(left)),
          left);
    }
  }

  private static MessageView<?> pen(Object view, int i) throws Exception {
    return element(view, "pens", i);
  }

  private static MessageView<?> shape(Object view, int i) throws Exception {
    return element(view, "shapes", i);
  }

  /** {@code view.name(i)}, what it throws unwrapped. */
  private static MessageView<?> element(Object view, String name, int i) throws Exception {
    try {
      return (MessageView<?>) view.getClass().getMethod(name, int.class).invoke(view, i);
    } catch (InvocationTargetException e) {
      throw (Exception) e.getCause();
    }
  }
}
