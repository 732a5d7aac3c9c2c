package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.MessageView;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A list of variable-size messages has a cursor as a list of fixed-size ones does: {@code x()}
 * starts the view's one cursor over, its own {@code Iterable}, each element the list's child
 * view re-pointed at the start wrap recorded. Bytes written out by hand.
 */
class VariableListCursorTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Name", "@Message record Name(byte id, @Length(bits = 8) String text) {}"),
      type("Names",
          "@Message record Names(short id, @Count(bits = 8) java.util.List<Name> names,",
          "    byte tail) {}"),
      type("RestNames", "@Message record RestNames(@Remaining java.util.List<Name> names) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 29, 200);
  }

  /** What the cursor gives, each element as decode's record would show it: id and text. */
  private static List<String> walk(Object view) throws Exception {
    Iterable<?> cursor = (Iterable<?>) GeneratedViews.call(view, "names");
    List<String> out = new ArrayList<>();
    for (Object name : cursor) {
      out.add(GeneratedViews.call(name, "id") + ":" + GeneratedViews.call(name, "text"));
    }
    return out;
  }

  private static List<String> decoded(String message, byte[] frame) throws Exception {
    Object value = views.codec(message).decode(frame);
    List<String> out = new ArrayList<>();
    for (Object name : (List<?>) component(value, "names")) {
      out.add(component(name, "id") + ":" + component(name, "text"));
    }
    return out;
  }

  /** A record component of a decoded value (the records are package-private). */
  private static Object component(Object record, String name) throws Exception {
    Method m = record.getClass().getDeclaredMethod(name);
    m.setAccessible(true);
    return m.invoke(record);
  }

  @Test
  void theCursorWalksTheElementsDecodeReads() throws Exception {
    // id 0007 | count 03 | 01 "ab" | 02 "" | 03 "xyz" | tail 09
    byte[] frame = GeneratedViews.hex("0007 03  01 02 6162  02 00  03 03 78797a  09");
    MessageView<Object> view = views.view("Names");
    view.wrap(frame);
    assertEquals(List.of("1:ab", "2:", "3:xyz"), walk(view));
    assertEquals(decoded("Names", frame), walk(view));
    // started over by each call
    assertEquals(walk(view), walk(view));

    // count 00: nothing to walk
    view.wrap(GeneratedViews.hex("0007 00 09"));
    assertEquals(List.of(), walk(view));

    byte[] rest = GeneratedViews.hex("05 01 41  06 02 4243");
    MessageView<Object> restView = views.view("RestNames");
    restView.wrap(rest);
    assertEquals(List.of("5:A", "6:BC"), walk(restView));
    assertEquals(decoded("RestNames", rest), walk(restView));
  }

  @Test
  void oneCursorOneChildViewAndAnEnd() throws Exception {
    MessageView<Object> view = views.view("Names");
    view.wrap(GeneratedViews.hex("0007 02  01 01 61  02 01 62  09"));
    Iterator<?> cursor = (Iterator<?>) GeneratedViews.call(view, "names");
    assertSame(cursor, GeneratedViews.call(view, "names"));
    assertSame(cursor, ((Iterable<?>) cursor).iterator());
    assertEquals(2, cursor.getClass().getMethod("remaining").invoke(cursor));
    Object first = cursor.next();
    assertSame(first, cursor.next());
    assertFalse(cursor.hasNext());
    assertThrows(NoSuchElementException.class, cursor::next);
  }

  @Test
  void viewAndDecodeAgree() throws Exception {
    views.agrees("Names", "0007 03  01 02 6162  02 00  03 03 78797a  09");
    views.agrees("RestNames", "05 01 41  06 02 4243");
  }
}
