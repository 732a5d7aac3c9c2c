package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Codec;
import io.framewright.runtime.ReferencedList;
import io.framewright.runtime.layout.Pointer;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.WireField;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @BackReference(compress = true)} in forms other than DNS's: plain lists are compressed
 * against the lists written before them in the message, through nested records, with a 1-bit
 * marker, a 3-byte pointer and a bound of one pointer. (One in a part measured before it is
 * written is FW255, BackReferenceErrorsTest.) Bytes by hand: an Item is a length byte and that many
 * bytes; a pointer is the marker's bits then the offset from the message's first byte.
 */
class BackReferenceCompressTest {
  static final String[] SOURCES = {
      "@Message record Item(@Length(bits = 8, max = 127) byte[] b) {}",
      "@Message record Path(byte kind, @Delimited(terminator = 0)"
          + " @BackReference(marker = 1, markerBits = 1, offsetBits = 15, compress = true)"
          + " java.util.List<Item> items, short tail) {}",
      "@Message record Two(Path first, Path second) {}",
      "@Message record Once("
          + "@Delimited(terminator = 0) @BackReference(maxPointers = 1, compress = true)"
          + " java.util.List<Item> a,"
          + "@Delimited(terminator = 0) @BackReference(maxPointers = 1, compress = true)"
          + " java.util.List<Item> b,"
          + "@Delimited(terminator = 0) @BackReference(maxPointers = 1, compress = true)"
          + " java.util.List<Item> c) {}",
      "@Message record Wide(short pad,"
          + " @Delimited(terminator = 0) @BackReference(marker = 7, markerBits = 3,"
          + " offsetBits = 21, compress = true) java.util.List<Item> a,"
          + " @Delimited(terminator = 0) @BackReference(marker = 7, markerBits = 3,"
          + " offsetBits = 21, compress = true) java.util.List<Item> b) {}",
      "@Message record Name(@Delimited(terminator = 0)"
          + " @BackReference(compress = true) java.util.List<Item> items) {}",
      "@Message record Names(@Count(bits = 8) java.util.List<Name> names) {}"};

  static GeneratedClasses loader;

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Item", SOURCES));
  }

  private static Object item(String text) throws Exception {
    return loader.make("Item", (Object) text.getBytes(StandardCharsets.US_ASCII));
  }

  private static List<Object> items(String... texts) throws Exception {
    List<Object> out = new ArrayList<>();
    for (String t : texts) {
      out.add(item(t));
    }
    return out;
  }

  private static Object get(Object record, String name) throws Exception {
    java.lang.reflect.Method m = record.getClass().getDeclaredMethod(name);
    m.setAccessible(true);
    return m.invoke(record);
  }

  @Test
  void aNestedRecordsListIsCompressedAgainstTheOneBefore() throws Exception {
    // first at 0: kind 01, 02 "ab" at 1, 01 "c" at 4, 00, tail 7; second at 9: kind 02, 01 "x",
    // then 80 04 (marker 1, offset 4: "c" and the first list's end), tail 9
    String two = "01 02 6162 01 63 00 0007  02 01 78 8004 0009";
    Object first = loader.make("Path", (byte) 1, items("ab", "c"), (short) 7);
    Object second = loader.make("Path", (byte) 2, items("x", "c"), (short) 9);
    Object value = loader.make("Two", first, second);
    loader.assertWire("Two", value, two);
    Codec<Object> codec = loader.codec("Two");
    Object decoded = codec.decode(hex(two));
    List<?> secondItems = (List<?>) get(get(decoded, "second"), "items");
    assertEquals(4, ReferencedList.pointerOf(secondItems));
    // read whole, written whole again: the first list is not compressed either way
    assertEquals(-1, ReferencedList.pointerOf((List<?>) get(get(decoded, "first"), "items")));
    // encode(value) trims the upper bound sizeOf measured; a ByteBuffer takes the exact size
    assertEquals(16, codec.encode(value).length);
    ByteBuffer buf = ByteBuffer.allocate(16);
    assertEquals(16, codec.encode(value, buf));
    assertArrayEquals(hex(two), buf.array());
    // Written alone, the second Path is the message: nothing before it to point to
    loader.assertWire("Path", second, "02 01 78 01 63 00 0009");
  }

  @Test
  void aRunThatWouldTakeMorePointersThanAllowedIsNotUsed() throws Exception {
    // a at 0: 01 "a" 00; b at 3: 01 "x" then c0 00 (to "a" at 0); c at 7: "x", "a" is at 3
    // only through b's pointer, two pointers with c's own, more than maxPointers = 1: so
    // "y" and "x" in place, then c0 00
    String once = "01 61 00  01 78 c000  01 79 01 78 c000";
    loader.assertWire("Once", loader.make("Once", items("a"), items("x", "a"),
        items("y", "x", "a")), once);
  }

  @Test
  void aPointerNoShorterThanWhatItReplaces() throws Exception {
    // b's "a" (01 61) and its 00 are three bytes, as the pointer e0 00 02 (marker 111, offset 2)
    loader.assertWire("Wide", loader.make("Wide", (short) 0, items("a"), items("a")),
        "0000 01 61 00 e00002");
  }

  @Test
  void theDescriptionSaysTheListIsCompressed() throws Exception {
    RecordLayout layout = (RecordLayout) loader.codec("Path").description().orElseThrow();
    WireField items = layout.fields().stream().filter(f -> f.name().equals("items"))
        .findFirst().orElseThrow();
    assertEquals(new Pointer(1, 1, 15, 127, true), items.pointer());
    assertEquals(true, loader.codec("Path").layout().contains(
        "or a pointer (1 + 15-bit offset from the message start); compressed on encode"),
        loader.codec("Path").layout());
  }

  /**
   * Random lists over a small alphabet, so that runs repeat: whatever the encoder points to,
   * decoding gives the same items, and encoding what was decoded the same bytes.
   */
  @Test
  void everyPointerWrittenLeadsToTheSameItems() throws Exception {
    Random random = new Random(1035);
    Codec<Object> codec = loader.codec("Names");
    String[] alphabet = {"a", "b", "ab", "ba"};
    int compressed = 0;
    for (int round = 0; round < 300; round++) {
      List<Object> names = new ArrayList<>();
      List<List<Object>> expected = new ArrayList<>();
      for (int n = random.nextInt(6); n > 0; n--) {
        List<Object> labels = new ArrayList<>();
        for (int k = random.nextInt(5); k > 0; k--) {
          labels.add(item(alphabet[random.nextInt(alphabet.length)]));
        }
        expected.add(labels);
        names.add(loader.make("Name", labels));
      }
      Object value = loader.make("Names", names);
      byte[] wire = codec.encode(value);
      assertEquals(codec.size(value), wire.length);
      Object back = codec.decode(wire);
      List<?> backNames = (List<?>) get(back, "names");
      for (int i = 0; i < expected.size(); i++) {
        List<?> got = (List<?>) get(backNames.get(i), "items");
        assertEquals(GeneratedClasses.describe(expected.get(i)), GeneratedClasses.describe(got),
            "round " + round + ", name " + i + ": " + GeneratedClasses.hex(wire));
        if (ReferencedList.pointerOf(got) >= 0) {
          compressed++;
        }
      }
      assertArrayEquals(wire, codec.encode(back));
    }
    // the alphabet is small enough that many names point somewhere (144 of them, seed 1035)
    assertEquals(true, compressed > 100, "compressed " + compressed);
  }
}
