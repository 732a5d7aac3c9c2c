package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import io.framewright.testing.ViewChecks;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Views of unions ({@code @View} on the package): a plain tag with a variant of several tags
 * and an {@code @UnknownTag} catch-all, a packed 4-bit tag, a varint tag, and magic with a
 * terminator (BEER's fixed-size opcodes among them). Each view agrees with its codec ({@link ViewChecks}) on bytes written out by hand,
 * on each of their truncations and on mutations of them; its tag, variant and the variant's view
 * read what the bytes say.
 */
class UnionViewsTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Shape",
          "@Message @Union(bits = 8)",
          "sealed interface Shape permits Shape.Dot, Shape.Label, Shape.Range, Shape.Other {",
          "  @Tag(1) record Dot(short x, short y) implements Shape {}",
          "  @Tag(2) record Label(@Length(bits = 8) String text) implements Shape {}",
          "  @Tag(from = 0x10, to = 0x1F) record Range(byte b) implements Shape {}",
          "  @UnknownTag record Other(int tag, @Remaining byte[] data) implements Shape {}",
          "}"),
      type("Control",
          "@Message @Union(bits = 4)",
          "sealed interface Control permits Control.Puback, Control.Pingreq, Control.Rest {",
          "  @Tag(4) record Puback(@Field(bits = 4) int flags, short id) implements Control {}",
          "  @Tag(12) record Pingreq(@Field(bits = 4) int flags) implements Control {}",
          "  @UnknownTag record Rest(int tag, @Remaining byte[] data) implements Control {}",
          "}"),
      type("Serverbound",
          "@Message @Union(varint = true)",
          "sealed interface Serverbound permits Serverbound.Handshake, Serverbound.Ping {",
          "  @Tag(0) record Handshake(@Length(bits = 8) String host, short port)",
          "      implements Serverbound {}",
          "  @Tag(128) record Ping(long payload) implements Serverbound {}",
          "}"),
      type("Cmd",
          "@Message @Magic(value = 0x55) @Union(bits = 16) @Delimited(terminator = 0x0A)",
          "@SuppressWarnings(\"framewright:terminator\")",
          "sealed interface Cmd permits Cmd.Say, Cmd.Move {",
          "  @Tag(1) record Say(@Length(bits = 8) String text) implements Cmd {}",
          "  @Tag(2) record Move(short dx, short dy) implements Cmd {}",
          "}"),
      // The fixed-size opcodes of BEER (shared/formats, beer): the module's BeerMessage has two
      // opcodes whose data runs to the CR LF, a shape views do not read yet.
      type("Beer",
          "@Message(order = Endian.LITTLE) @Magic(ascii = \"BEER\") @Union(bits = 32)",
          "@Delimited(terminator = {0x0D, 0x0A})",
          "sealed interface Beer permits Beer.ObjectPosition, Beer.GameSpeed,",
          "    Beer.ObjectRemoved, Beer.Leaving {",
          "  @Tag(0) record ObjectPosition(@Field(bits = 32) long id, short x, short y)",
          "      implements Beer {}",
          "  @Tag(4) record GameSpeed(@Field(bits = 32) long tps) implements Beer {}",
          "  @Tag(5) record ObjectRemoved(@Field(bits = 32) long id) implements Beer {}",
          "  @Tag(8) record Leaving() implements Beer {}",
          "}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void compile() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 18, 300);
  }

  @Test
  void aPlainTagWithARangeAndACatchAll() throws Exception {
    MessageView<Object> view = views.view("Shape");
    views.agrees("Shape", "01 0001 0002", "02 02 6869", "15 07", "7F AABB", "02 00", "1F 80");
    // Rejected as decode rejects: truncated, trailing, a length past the end.
    views.rejects("Shape", "01 0001", "01 0001 0002 00", "02 05 68", "");

    view.wrap(hex("01 0001 0002"));
    assertEquals(1, call(view, "tag"));
    assertEquals("Shape$Dot", ((Class<?>) call(view, "variant")).getName().substring(5));
    assertEquals(true, call(view, "isDot"));
    assertEquals(false, call(view, "isOther"));
    MessageView<?> dot = (MessageView<?>) call(view, "dot");
    assertEquals((short) 2, call(dot, "y"));
    assertSame(dot, call(view.wrap(hex("01 0003 0004")), "dot"));
    assertEquals((short) 3, call(dot, "x"));
    IllegalStateException other = assertThrows(IllegalStateException.class,
        () -> call(view, "label"));
    assertEquals("Shape_View.label(): the wrapped Shape is a Dot, not a Label".replace(
        "Shape_View", "ShapeView"), other.getMessage());

    view.wrap(hex("1C 09"));
    assertEquals(0x1C, call(view, "tag"));
    assertEquals(true, call(view, "isRange"));
    view.wrap(hex("7F AABB"));
    assertEquals(0x7F, call(view, "tag"));
    assertEquals(true, call(view, "isOther"));
    assertEquals(3, view.size());

    DecodeException e = assertThrows(DecodeException.class, () -> view.wrap(hex("02 05 68")));
    assertFalse(view.isWrapped());
    assertThrows(IllegalStateException.class, () -> call(view, "tag"));
    assertThat(e.getMessage()).contains("Shape.Label.text");
  }

  @Test
  void aPackedTag() throws Exception {
    views.agrees("Control", "42 0001", "C0", "F3 99");
    views.rejects("Control", "40", "C5 00", "");
    MessageView<Object> view = views.view("Control");
    view.wrapPrefix(hex("42 0001 FF"), 0, 4);
    assertEquals(3, view.size());
    assertEquals(4, call(view, "tag"));
    assertEquals(2, call(call(view, "puback"), "flags"));
    view.wrap(hex("F3 99"));
    assertEquals(15, call(view, "tag"));
  }

  @Test
  void aVarintTag() throws Exception {
    views.agrees("Serverbound", "00 02 6162 0050", "80 01 0000000000000009");
    // A non-minimal varint, a tag no variant has, a truncated varint, nothing
    views.rejects("Serverbound", "80 00 0000000000000009", "05", "80", "");
    MessageView<Object> view = views.view("Serverbound");
    view.wrap(hex("80 01 0000000000000009"));
    assertEquals(128, call(view, "tag"));
    assertEquals(9L, call(call(view, "ping"), "payload"));
  }

  @Test
  void magicAndATerminator() throws Exception {
    views.agrees("Cmd", "55 0001 02 6869 0A", "55 0002 0001 000A 0A");
    // No terminator, wrong magic, a byte between the variant and its terminator, unknown tag
    views.rejects("Cmd", "55 0002 0001 0002", "54 0001 00 0A", "55 0001 02 6869 00 0A", "55 0003 0A");
    MessageView<Object> view = views.view("Cmd");
    view.wrap(hex("55 0002 0001 000A 0A"));
    assertEquals(8, view.size());
    assertEquals((short) 10, call(call(view, "move"), "dy"));
    view.wrap(hex("55 0001 02 6869 0A 55"), 0);
    assertEquals(7, view.size());
  }

  @Test
  void beerFramesFromTheFormat() throws Exception {
    // "BEER", u32 opcode LE, the opcode's data LE, CR LF
    views.agrees("Beer", "42454552 00000000 2A000000 0100 FEFF 0D0A", // ObjectPosition 42 (1, -2)
        "42454552 04000000 3C000000 0D0A",                     // GameSpeed 60
        "42454552 05000000 0D0A0000 0D0A",                     // ObjectRemoved 0x0A0D: read by size
        "42454552 08000000 0D0A");                             // Leaving
    views.rejects("Beer", "42454551 08000000 0D0A",                  // bad signature
        "42454552 0F000000 0D0A",                              // opcode 15: none
        "42454552 04000000 3C000000 0D",                       // half a CR LF
        "42454552 08000000 00 0D0A");                          // a byte before the CR LF
    MessageView<Object> view = views.view("Beer");
    view.wrap(hex("42454552 00000000 2A000000 0100 FEFF 0D0A"));
    assertEquals(0L, call(view, "tag")); // a 32-bit tag: an unsigned long
    assertEquals((short) -2, call(call(view, "objectPosition"), "y"));
    assertEquals(18, view.size()); // 4 + 4 + 4 + 2 + 2 + 2
    view.wrap(hex("42454552 05000000 0D0A0000 0D0A"));
    assertEquals(0x0A0DL, call(call(view, "objectRemoved"), "id"));
  }

  @Test
  void gettersAreTypedByTheVariantsViews() throws Exception {
    Class<?> shapeView = classes.loadClass("test.ShapeView");
    assertEquals("test.Shape_DotView", shapeView.getMethod("dot").getReturnType().getName());
    assertEquals(int.class, shapeView.getMethod("tag").getReturnType());
    assertEquals(long.class, classes.loadClass("test.BeerView").getMethod("tag")
        .getReturnType());
    assertThrows(NoSuchMethodException.class, () -> shapeView.getMethod("other"));
    assertNotNull(shapeView.getMethod("isOther"));
  }

  private static void assertSame(Object expected, Object found) {
    org.junit.jupiter.api.Assertions.assertSame(expected, found);
  }
}
