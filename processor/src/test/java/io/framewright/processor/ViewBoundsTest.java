package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A view reads only the bytes it validated, {@code [off, end)}, also when they change after the
 * wrap (the array is the caller's): each message here is wrapped as a prefix followed by the
 * guard bytes {@code 7a 7a 7a} ('z'), then a length or count inside it is raised so that the
 * part would reach into them. Every getter and {@code toRecord()} then throws a
 * {@link DecodeException} or returns what lies inside the message, never a 'z' (issue 28,
 * views defect 4: a list's element, a nested view and {@code toRecord()} read up to the end of
 * the array). Bytes written out by hand.
 */
class ViewBoundsTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Name", "@Message record Name(byte id, @Length(bits = 8) String text) {}"),
      type("Names", "@Message record Names(short id, @Count(bits = 8) java.util.List<Name> names) {}"),
      type("Outer", "@Message record Outer(byte a, Name name) {}"),
      type("Shape",
          "@Message @Union(bits = 8)",
          "sealed interface Shape permits Shape.Dot, Shape.Label {",
          "  @Tag(1) record Dot(byte x) implements Shape {}",
          "  @Tag(2) record Label(@Length(bits = 8) String text) implements Shape {}",
          "}"),
      type("Drawing", "@Message record Drawing(byte id, Shape shape) {}"),
      // A word read by its own codec: a length byte, then that many ISO-8859-1 bytes.
      type("Word", "record Word(String s) {}"),
      JavaFileObjects.forSourceLines("test.WordValues",
          "package test;",
          "import io.framewright.runtime.ValueCodec;",
          "import io.framewright.runtime.WireReader;",
          "public final class WordValues implements ValueCodec<Word> {",
          "  @Override public int size(Word v) { return 1 + v.s().length(); }",
          "  @Override public int write(Word v, byte[] buf, int p, int limit) {",
          "    byte[] b = v.s().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);",
          "    buf[p] = (byte) b.length;",
          "    System.arraycopy(b, 0, buf, p + 1, b.length);",
          "    return p + 1 + b.length;",
          "  }",
          "  @Override public Word read(WireReader in) {",
          "    int n = in.buffer()[in.claim(1, \"n\")] & 0xFF;",
          "    int at = in.claim(n, \"s\");",
          "    return new Word(new String(in.buffer(), at, n,",
          "        java.nio.charset.StandardCharsets.ISO_8859_1));",
          "  }",
          "}"),
      type("Said", "@Message record Said(byte id, @Using(WordValues.class) Word word) {}"),
  };

  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    views = new GeneratedViews(GeneratedClasses.load(SOURCES), 28, 0);
  }

  /** {@code hex} then the guard bytes, wrapped by {@code view} as a prefix of the array. */
  private static byte[] wrapGuarded(MessageView<Object> view, String hex) {
    byte[] buf = hex(hex + " 7a7a7a");
    view.wrap(buf, 0);
    assertEquals(buf.length - 3, view.size(), "the guard is not part of the message");
    return buf;
  }

  @Test
  void aListElementIsReadWithinTheMessage() throws Exception {
    // id 0007 | count 01 | name: id 01, length 02, "ab"
    MessageView<Object> view = views.view("Names");
    byte[] buf = wrapGuarded(view, "0007 01  01 02 6162");
    buf[4] = 0x04; // the name's length: 4 would take "ab" and two guard bytes
    outOfRange(() -> call(element(view, "names", 0), "text"));
    outOfRange(view::toRecord);
    // the cursor re-points the same child view
    outOfRange(() -> ((Iterable<?>) call(view, "names")).iterator().next());
  }

  @Test
  void textIsReadWithinTheMessage() throws Exception {
    // id 05 | length 02 | "ab"
    MessageView<Object> view = views.view("Name");
    byte[] buf = wrapGuarded(view, "05 02 6162");
    buf[1] = 0x05;
    // the getter keeps the length wrap checked
    assertEquals("ab", call(view, "text"));
    outOfRange(view::toRecord);
  }

  @Test
  void aNestedViewIsReadWithinTheMessage() throws Exception {
    // a 09 | name: id 05, length 02, "ab"
    MessageView<Object> view = views.view("Outer");
    byte[] buf = wrapGuarded(view, "09  05 02 6162");
    buf[2] = 0x04;
    MessageView<?> name = (MessageView<?>) call(view, "name");
    outOfRange(name::toRecord);
    outOfRange(view::toRecord);
  }

  @Test
  void aUnionIsReadWithinTheMessage() throws Exception {
    // tag 02 (Label) | length 02 | "ab"
    MessageView<Object> shape = views.view("Shape");
    byte[] buf = wrapGuarded(shape, "02  02 6162");
    buf[1] = 0x04;
    outOfRange(shape::toRecord);
    outOfRange(() -> ((MessageView<?>) call(shape, "label")).toRecord());

    // id 01 | shape: tag 02 (Label), length 02, "ab"
    MessageView<Object> drawing = views.view("Drawing");
    buf = wrapGuarded(drawing, "01  02 02 6162");
    buf[2] = 0x04;
    outOfRange(() -> ((MessageView<?>) call(drawing, "shape")).toRecord());
    outOfRange(drawing::toRecord);
  }

  @Test
  void aPartItsOwnCodecReadsIsReadWithinTheMessage() throws Exception {
    // id 01 | word: length 02, "ab"
    MessageView<Object> view = views.view("Said");
    byte[] buf = wrapGuarded(view, "01  02 6162");
    assertEquals("ab", word(call(view, "word")));
    buf[1] = 0x04;
    outOfRange(() -> call(view, "word"));
    outOfRange(view::toRecord);
  }

  @Test
  void unchangedBytesStillRead() throws Exception {
    MessageView<Object> view = views.view("Names");
    wrapGuarded(view, "0007 02  01 02 6162  02 01 63");
    assertEquals("ab", call(element(view, "names", 0), "text"));
    assertEquals("c", call(element(view, "names", 1), "text"));
    assertEquals(view.toRecord(), views.codec("Names").decode(hex("0007 02  01 02 6162  02 01 63")));
    MessageView<Object> said = views.view("Said");
    wrapGuarded(said, "01  02 6162");
    assertEquals("ab", word(call(said, "word")));
  }

  private static Object element(Object view, String getter, int i) throws Exception {
    Method m = view.getClass().getMethod(getter, int.class);
    try {
      return m.invoke(view, i);
    } catch (InvocationTargetException e) {
      throw (Exception) e.getCause();
    }
  }

  private static String word(Object word) throws Exception {
    Method s = word.getClass().getDeclaredMethod("s");
    s.setAccessible(true);
    return (String) s.invoke(word);
  }

  /**
   * {@code read} throws a DecodeException (the bytes now cross the message's end), never
   * returning what it took from the guard bytes, nor an IndexOutOfBoundsException.
   */
  private static void outOfRange(Executable read) {
    assertThrows(DecodeException.class, read);
  }
}
