package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.MessageView;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The one child view of a list of fixed-size messages, as its indexed getter and its cursor move
 * it ({@code moveTo}): the parent's wrap points it at the first element, the cursor steps it by
 * the element's size and stops after the last, a child wrapped elsewhere in the middle of a walk
 * is moved back onto the list's own array, and a list of elements of no bytes still yields each.
 * And {@code xByte(i)}, the in-place read of one byte of text or bytes. Bytes written out by
 * hand: big-endian, a count byte before each list.
 */
class ListChildViewTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      // 6 bytes: id, then 4 bytes of zero-padded text
      type("Unit", "@Message record Unit(short id, @Length(4) String name) {}"),
      type("Squad", "@Message record Squad(byte tag, @Count(bits = 8) java.util.List<Unit> units,",
          "    @Length(bits = 8) String motto, @Length(bits = 8) byte[] data) {}"),
      type("Pair", "@Message record Pair(@Count(2) Unit[] units, byte tail) {}"),
      type("Nothing", "@Message record Nothing() {}"),
      // Components named like what the views and cursors generate
      type("Mover", "@Message record Mover(short moveTo, byte moveAt, @Length(2) String view,",
          "    byte repoint) {}"),
      type("Movers", "@Message record Movers(byte stop, @Count(bits = 8) java.util.List<Mover> at,",
          "    short end) {}"),
      type("MoverPair", "@Message record MoverPair(@Count(2) Mover[] left, byte view) {}"),
      type("Nothings", "@Message record Nothings(@Count(bits = 8, max = 3) java.util.List<Nothing> all,",
          "    byte rest) {}"),
  };

  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    views = new GeneratedViews(GeneratedClasses.loadWithoutWarnings(SOURCES), 31, 200);
  }

  private static Object at(Object view, String getter, int i) throws Exception {
    try {
      return view.getClass().getMethod(getter, int.class).invoke(view, i);
    } catch (InvocationTargetException e) {
      throw (Exception) e.getCause();
    }
  }

  /** Each element's id and name, through the cursor {@code units()}. */
  private static List<String> walk(Object view) throws Exception {
    List<String> out = new ArrayList<>();
    for (Object unit : (Iterable<?>) call(view, "units")) {
      out.add(call(unit, "id") + ":" + call(unit, "name"));
    }
    return out;
  }

  // tag 07 | count 03 | units 0001 "ab" 0000, 0002 "cd" 0000, 0003 "efgh" | motto 01 "z" |
  // data 02 ff00
  private static final String THREE =
      "07 03  0001 61620000  0002 63640000  0003 65666768  01 7a  02 ff00";

  @Test
  void theCursorStepsThroughEveryElementAndStopsAfterTheLast() throws Exception {
    MessageView<Object> view = views.view("Squad");
    view.wrap(hex(THREE));
    assertEquals(List.of("1:ab", "2:cd", "3:efgh"), walk(view));
    Iterator<?> cursor = (Iterator<?>) call(view, "units");
    assertEquals(3, call(cursor, "remaining"));
    Object first = cursor.next();
    assertEquals(2, call(cursor, "remaining"));
    assertSame(first, cursor.next(), "one child view, moved");
    cursor.next();
    assertFalse(cursor.hasNext());
    assertEquals(0, call(cursor, "remaining"));
    assertThrows(NoSuchElementException.class, cursor::next);
    // An empty list: nothing to walk
    view.wrap(hex("07 00  00  00"));
    assertEquals(List.of(), walk(view));
  }

  @Test
  void theParentsWrapPointsTheChildAtTheFirstElement() throws Exception {
    MessageView<Object> view = views.view("Squad");
    view.wrap(hex(THREE));
    Object child = at(view, "units", 2);
    assertEquals((short) 3, call(child, "id"));
    // tag 01 | count 01 | unit 0009 "xy" 0000 | motto 00 | data 00
    view.wrap(hex("01 01  0009 78790000  00  00"));
    assertEquals((short) 9, call(child, "id"), "re-pointed by the wrap");
    assertEquals("xy", call(child, "name"));
    // No element in the next frame: the child stays on the bytes it was on
    view.wrap(hex("01 00  00  00"));
    assertEquals((short) 9, call(child, "id"));
  }

  @Test
  void aChildWrappedElsewhereIsMovedBackOntoTheList() throws Exception {
    MessageView<Object> view = views.view("Squad");
    byte[] frame = hex(THREE);
    // Often enough for the JIT to compile the walk, so that the branch a wrap elsewhere takes
    // is met compiled too.
    for (int round = 0; round < 20_000; round++) {
      view.wrap(frame);
      Iterator<?> cursor = (Iterator<?>) call(view, "units");
      Object unit = cursor.next();
      if (round % 1000 == 999) {
        // 0063 "q" 000000, a Unit of its own
        ((MessageView<?>) unit).wrap(hex("0063 71000000"));
        assertEquals((short) 0x63, call(unit, "id"));
      }
      assertSame(unit, cursor.next());
      assertEquals((short) 2, call(unit, "id"), "round " + round);
      assertEquals("cd", call(unit, "name"));
      assertEquals((short) 3, call(at(view, "units", 2), "id"));
    }
  }

  @Test
  void theParentsWrapEndsAWalkUnderWay() throws Exception {
    MessageView<Object> view = views.view("Squad");
    view.wrap(hex(THREE));
    Iterator<?> cursor = (Iterator<?>) call(view, "units");
    Object unit = cursor.next();
    // tag 01 | count 01 | unit 0009 "xy" 0000 | motto 00 | data 00: one element, where the
    // walk of THREE would go on at its second
    view.wrap(hex("01 01  0009 78790000  00  00"));
    assertFalse(cursor.hasNext());
    assertEquals(0, call(cursor, "remaining"));
    assertThrows(NoSuchElementException.class, cursor::next);
    assertEquals((short) 9, call(unit, "id"));
    // A wrap that fails leaves nothing to read, through the child either
    view.wrap(hex(THREE));
    cursor = (Iterator<?>) call(view, "units");
    unit = cursor.next();
    assertThrows(RuntimeException.class, () -> view.wrap(hex("07 03  0001")));
    assertFalse(view.isWrapped());
    Object second = cursor.next();
    assertThrows(IllegalStateException.class, () -> call(second, "id"));
  }

  @Test
  void aFixedArraysChildIsMovedAsAListsIs() throws Exception {
    MessageView<Object> view = views.view("Pair");
    // units 0001 "ab" 0000, 0002 "cd" 0000 | tail 05
    view.wrap(hex("0001 61620000  0002 63640000  05"));
    assertEquals(List.of("1:ab", "2:cd"), walk(view));
    Object child = at(view, "units", 1);
    view.wrap(hex("0003 65000000  0004 66000000  06"));
    assertEquals((short) 3, call(child, "id"), "re-pointed by the wrap");
    assertEquals(List.of("3:e", "4:f"), walk(view));
    assertThrows(IndexOutOfBoundsException.class, () -> at(view, "units", 2));
  }

  @Test
  void aListOfElementsOfNoBytesYieldsEachOfThem() throws Exception {
    MessageView<Object> view = views.view("Nothings");
    // count 03 | rest 05
    view.wrap(hex("03 05"));
    int n = 0;
    for (Object nothing : (Iterable<?>) call(view, "all")) {
      assertTrue(((MessageView<?>) nothing).isWrapped());
      n++;
    }
    assertEquals(3, n);
    assertEquals((byte) 5, call(view, "rest"));
  }

  @Test
  void xByteReadsOneByteInPlace() throws Exception {
    MessageView<Object> view = views.view("Squad");
    view.wrap(hex(THREE));
    Object unit = at(view, "units", 0);
    // "ab" then its padding: every byte of the field, and no further
    assertEquals((byte) 0x61, at(unit, "nameByte", 0));
    assertEquals((byte) 0x62, at(unit, "nameByte", 1));
    assertEquals((byte) 0, at(unit, "nameByte", 3));
    assertThrows(IndexOutOfBoundsException.class, () -> at(unit, "nameByte", 4));
    assertThrows(IndexOutOfBoundsException.class, () -> at(unit, "nameByte", -1));
    assertEquals((byte) 0x7a, at(view, "mottoByte", 0));
    assertThrows(IllegalArgumentException.class, () -> at(view, "mottoByte", 1));
    assertEquals((byte) 0xff, at(view, "dataByte", 0));
    assertEquals((byte) 0x00, at(view, "dataByte", 1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> at(view, "dataByte", 2));
    assertEquals("dataByte(2): no such byte, data holds 2 (from 0)", e.getMessage());
  }

  @Test
  void viewAndDecodeAgree() throws Exception {
    views.agrees("Squad", THREE, "07 00  00  00", "07 01  ffff 00000000  03 616263  00");
    views.agrees("Pair", "0001 61620000  0002 63640000  05");
    views.agrees("Nothings", "03 05", "00 00");
    // stop 01 | count 02 | at: 0102 03 "ab" 04, 0506 07 "c" 00 08 | end 0909
    String movers = "01 02  0102 03 6162 04  0506 07 6300 08  0909";
    views.agrees("Movers", movers, "01 00  0909");
    // left: 0a0b 0c "dd" 0d, 0e0f 10 "" 11 | view 12
    String pair = "0a0b 0c 6464 0d  0e0f 10 0000 11  12";
    views.agrees("MoverPair", pair);
    MessageView<Object> view = views.view("Movers");
    view.wrap(hex(movers));
    MessageView<Object> both = views.view("MoverPair");
    both.wrap(hex(pair));
    List<Short> moved = new ArrayList<>();
    for (Object mover : (Iterable<?>) call(view, "at")) {
      moved.add((Short) call(mover, "moveTo"));
    }
    for (Object mover : (Iterable<?>) call(both, "left")) {
      moved.add((Short) call(mover, "moveTo"));
    }
    assertEquals(List.of((short) 0x0102, (short) 0x0506, (short) 0x0a0b, (short) 0x0e0f), moved);
  }
}
