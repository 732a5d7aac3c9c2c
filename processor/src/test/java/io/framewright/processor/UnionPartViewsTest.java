package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import io.framewright.testing.ViewChecks;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Views of records that hold a union ({@code @View} on the package): the union last (it runs
 * as far as its layout goes, a catch-all variant to the end), in the middle with a field after
 * it, with its length before it (a prefix, or held by an earlier field), and a union whose
 * variant holds a union. Each record's view agrees with its codec ({@link ViewChecks}:
 * the union's getter is compared, recursively, with the decoded component) on bytes written out
 * by hand, their truncations and mutations; the getter is the union's view, held by the
 * record's view and wrapped over the union's bytes.
 */
class UnionPartViewsTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Shape",
          "@Message @Union(bits = 8)",
          "sealed interface Shape permits Shape.Dot, Shape.Label, Shape.Other {",
          "  @Tag(1) record Dot(short x, short y) implements Shape {}",
          "  @Tag(2) record Label(@Length(bits = 8) String text) implements Shape {}",
          "  @UnknownTag record Other(int tag, @Remaining byte[] data) implements Shape {}",
          "}"),
      type("Drawn", "@Message record Drawn(short id, Shape shape) {}"),
      // No catch-all: a union with one would take the bytes of the component after it (FW042).
      type("Pen",
          "@Message @Union(bits = 8)",
          "sealed interface Pen permits Pen.Dot, Pen.Label {",
          "  @Tag(1) record Dot(short x, short y) implements Pen {}",
          "  @Tag(2) record Label(@Length(bits = 8) String text) implements Pen {}",
          "}"),
      type("Middle", "@Message record Middle(Pen pen, short tail) {}"),
      type("Framed",
          "@Message record Framed(short id, @Length(bits = 8) Shape shape, byte after) {}"),
      type("Held",
          "@Message record Held(@Field(bits = 8) int length, byte id,",
          "    @Length(field = \"length\") Shape shape) {}"),
      type("Envelope",
          "@Message @Union(bits = 8)",
          "sealed interface Envelope permits Envelope.Empty, Envelope.Letter {",
          "  @Tag(0) record Empty(byte value) implements Envelope {}",
          "  @Tag(1) record Letter(byte key, Shape content) implements Envelope {}",
          "}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void compile() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 26, 500);
  }

  @Test
  void aUnionLast() throws Exception {
    // u16 id | u8 tag | the variant: Dot (x, y), Label (u8 length, text), anything else raw
    views.agrees("Drawn", "0007 01 0001 0002", "0008 02 02 6869", "0009 7F AABB", "000A 02 00");
    // Truncated in the union, a byte after it, a length past the end, no union at all
    views.rejects("Drawn", "0007 01 0001", "0007 01 0001 0002 00", "0008 02 05 68", "0007");

    MessageView<Object> view = views.view("Drawn");
    view.wrap(hex("0007 01 0001 0002"));
    assertEquals((short) 7, call(view, "id"));
    MessageView<?> shape = (MessageView<?>) call(view, "shape");
    assertEquals(true, call(shape, "isDot"));
    assertEquals((short) 2, call(call(shape, "dot"), "y"));
    assertEquals(5, shape.size());
    assertEquals(7, view.size());
    view.wrap(hex("0009 7F AABB"));
    assertSame(shape, call(view, "shape"));
    assertEquals(0x7F, call(shape, "tag"));
    assertEquals(true, call(shape, "isOther"));

    // The union's error, as decode reports it: counted from the record, under 'shape'.
    byte[] bad = hex("0008 02 05 68");
    DecodeException e = assertThrows(DecodeException.class, () -> view.wrap(bad));
    DecodeException decoded = assertThrows(DecodeException.class,
        () -> views.codec("Drawn").decode(bad));
    assertEquals(decoded.getMessage(), e.getMessage());
    assertEquals(4, e.byteOffset()); // the text: 2 bytes of id, the tag, the length
    assertFalse(view.isWrapped());
    assertThrows(IllegalStateException.class, () -> call(view, "shape"));

    // A prefix: the record ends where its union does.
    view.wrapPrefix(hex("0007 01 0001 0002 FF FF"), 0, 9);
    assertEquals(7, view.size());
  }

  @Test
  void aUnionInTheMiddle() throws Exception {
    // The union, then u16 tail.
    views.agrees("Middle", "01 0003 0004 0005", "02 01 41 FFFF");
    // No tail, a tag no variant has, a text past the tail
    views.rejects("Middle", "01 0003 0004", "7F 0102 0304", "02 05 41 FFFF");
    MessageView<Object> view = views.view("Middle");
    view.wrap(hex("02 01 41 FFFF"));
    assertEquals((short) -1, call(view, "tail"));
    assertEquals("A", call(call(call(view, "pen"), "label"), "text"));
  }

  @Test
  void aUnionWithItsLengthBeforeIt() throws Exception {
    // u16 id | u8 length | the union, exactly that long | u8 after
    views.agrees("Framed", "0001 05 01 0001 0002 09", "0002 03 7F AABB 09", "0003 01 7F 09");
    // A union shorter than its length, longer, a length past the end
    views.rejects("Framed", "0001 06 01 0001 0002 00 09", "0001 04 01 0001 0002 09",
        "0001 09 01 0001 0002 09");
    MessageView<Object> view = views.view("Framed");
    view.wrap(hex("0002 03 7F AABB 09"));
    assertEquals((byte) 9, call(view, "after"));
    MessageView<?> shape = (MessageView<?>) call(view, "shape");
    assertEquals(3, shape.size());
    assertEquals(true, call(shape, "isOther"));

    // u8 size | u8 id | the union, size bytes long
    views.agrees("Held", "05 01 01 0001 0002", "03 02 02 01 41");
    views.rejects("Held", "04 01 01 0001 0002", "05 01 01 0001", "02 03 02 01 41", "00 03");
  }

  @Test
  void aUnionWhoseVariantHoldsAUnion() throws Exception {
    // Letter (1, key, a Shape), Empty (0, value)
    views.agrees("Envelope", "01 0A 01 0001 0002", "01 0B 7F 0102", "00 07");
    views.rejects("Envelope", "01 0A 01 0001", "01 0A 02 03 41", "02 00");
    MessageView<Object> view = views.view("Envelope");
    view.wrap(hex("01 0A 02 01 41"));
    Object letter = call(view, "letter");
    assertEquals((byte) 10, call(letter, "key"));
    assertEquals("A", call(call(call(letter, "content"), "label"), "text"));
    assertEquals(5, view.size());
  }

  @Test
  void theGetterIsTypedByTheUnionsView() throws Exception {
    assertEquals("test.ShapeView", classes.loadClass("test.DrawnView").getMethod("shape")
        .getReturnType().getName());
    assertEquals("test.ShapeView", classes.loadClass("test.Envelope_LetterView")
        .getMethod("content").getReturnType().getName());
  }
}
