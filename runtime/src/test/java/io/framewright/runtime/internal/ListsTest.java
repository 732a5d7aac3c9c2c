package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.RandomAccess;
import org.junit.jupiter.api.Test;

/** The lists decoders return behave as {@code Collections.unmodifiableList} did. */
class ListsTest {
  @Test
  void aWrappedArrayIsAnUnmodifiableListEqualToAnyOtherWithItsElements() throws Exception {
    String[] a = {"x", "y", null};
    List<String> list = Lists.wrap(a);
    assertEquals(3, list.size());
    assertEquals("y", list.get(1));
    assertEquals(java.util.Arrays.asList("x", "y", null), list);
    assertEquals(java.util.Arrays.asList("x", "y", null).hashCode(), list.hashCode());
    assertTrue(list instanceof RandomAccess);
    assertThrows(UnsupportedOperationException.class, () -> list.add("z"));
    assertThrows(UnsupportedOperationException.class, () -> list.set(0, "z"));
    assertThrows(UnsupportedOperationException.class, () -> list.remove(0));
    java.util.Iterator<String> it = list.iterator();
    it.next();
    assertThrows(UnsupportedOperationException.class, it::remove);
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(3));
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(-1));
    Object[] copy = list.toArray();
    assertArrayEquals(a, copy);
    assertNotSame(a, copy); // changing the copy cannot change the list
    assertEquals("[x, y, null]", list.toString());
  }

  @Test
  void itSerializesAsAList() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(Lists.wrap(new Integer[] {1, 2}));
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(List.of(1, 2), in.readObject());
    }
  }
}
