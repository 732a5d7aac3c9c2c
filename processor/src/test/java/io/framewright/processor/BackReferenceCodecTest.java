package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.MessageView;
import io.framewright.runtime.ReferencedList;
import io.framewright.runtime.layout.Pointer;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.WireField;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Back-references ({@code @BackReference}) in forms other than DNS's: a 1-bit marker with a
 * 15-bit offset, a 3-byte pointer, and DNS's own with a bound of one pointer, through codecs,
 * views and the layout description. Bytes by hand: an Item is a length byte and that many
 * bytes; a pointer is the marker's bits then the offset from the first byte of the message,
 * big-endian.
 */
class BackReferenceCodecTest {
  static final String[] SOURCES = {
      "@Message record Item(@Length(bits = 8, max = 127) byte[] b) {}",
      "@Message record Raw(@Length(bits = 8) byte[] b) {}",
      "@Message record Path(byte kind, @Delimited(terminator = 0)"
          + " @BackReference(marker = 1, markerBits = 1, offsetBits = 15)"
          + " java.util.List<Item> items, short tail) {}",
      "@Message record Two(Path first, Path second) {}",
      "@Message record Once("
          + "@Delimited(terminator = 0) @BackReference(maxPointers = 1) java.util.List<Item> a,"
          + "@Delimited(terminator = 0) @BackReference(maxPointers = 1) java.util.List<Item> b,"
          + "@Delimited(terminator = 0) @BackReference(maxPointers = 1) java.util.List<Item> c)"
          + " {}",
      "@Message record Wide(short pad,"
          + " @Delimited(terminator = 0) @BackReference(marker = 7, markerBits = 3,"
          + " offsetBits = 21) java.util.List<Item> a,"
          + " @Delimited(terminator = 0) @BackReference(marker = 7, markerBits = 3,"
          + " offsetBits = 21) java.util.List<Item> b) {}",
      "@Message record Loose(@Delimited(terminator = 0) @BackReference java.util.List<Raw> a)"
          + " {}"};

  /**
   * Two paths: the first at 0 (kind 01; items 02 "ab" at 1 and 01 "c" at 4, then 00; tail 7),
   * the second at 9 (kind 02; 01 "x" at 10, then the pointer 80 04: marker 1, offset 4, where
   * "c" and the first path's 00 are; tail 9).
   */
  static final String TWO = "01 02 6162 01 63 00 0007  02 01 78 8004 0009";

  static GeneratedClasses loader;
  static GeneratedViews views;

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Item", SOURCES),
        JavaFileObjects.forSourceLines("test.package-info",
            "@io.framewright.annotations.View", "package test;"));
    views = new GeneratedViews(loader, 1035, 300);
  }

  private static Object item(String text) throws Exception {
    return loader.make("Item", (Object) text.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
  }

  /** Component {@code name} of a record of package test (not public: its accessor opened). */
  private static Object get(Object record, String name) throws Exception {
    java.lang.reflect.Method m = record.getClass().getDeclaredMethod(name);
    m.setAccessible(true);
    return m.invoke(record);
  }

  /** {@code view.name()}, a generated view's getter. */
  private static Object call(Object view, String name) throws Exception {
    return GeneratedViews.call(view, name);
  }

  private static DecodeException decodeFails(String type, String hex) throws Exception {
    return assertThrows(DecodeException.class, () -> loader.codec(type).decode(hex(hex)));
  }

  @Test
  void aPointerGoesOnWhereItSays() throws Exception {
    Object decoded = loader.codec("Two").decode(hex(TWO));
    Object second = get(decoded, "second");
    List<?> items = (List<?>) get(second, "items");
    assertEquals(2, items.size());
    assertThat(GeneratedClasses.describe(items.get(1))).isEqualTo(
        GeneratedClasses.describe(item("c")));
    assertEquals(1, ReferencedList.inlineOf(items));
    assertEquals(4, ReferencedList.pointerOf(items));
    assertEquals((short) 9, get(second, "tail")); // read after the pointer, not after "c"
    assertThat(GeneratedClasses.hex(loader.codec("Two").encode(decoded)))
        .isEqualTo(GeneratedClasses.hex(hex(TWO)));
    // Made by hand: "x" in place, the rest at 4
    Object first = loader.make("Path", (byte) 1, List.of(item("ab"), item("c")), (short) 7);
    Object made = loader.make("Path", (byte) 2,
        ReferencedList.of(List.of(item("x"), item("c")), 1, 4), (short) 9);
    loader.assertWire("Two", loader.make("Two", first, made), TWO);
    views.agrees("Two", TWO);
    MessageView<Object> view = views.view("Two");
    view.wrap(hex(TWO));
    Object secondView = call(view, "second");
    assertEquals(2, call(secondView, "itemsCount"));
  }

  @Test
  void aPointerMustLeadStrictlyBackAndNoFurtherThanItsList() throws Exception {
    // 80 0a: offset 10, where the second list itself starts
    DecodeException self = decodeFails("Two", "01 02 6162 01 63 00 0007  02 01 78 800a 0009");
    assertThat(self.fieldPath()).isEqualTo("Two.second.items");
    assertThat(self.byteOffset()).isEqualTo(12);
    assertThat(self.expected()).isEqualTo(
        "a pointer to an offset before 10 (an earlier place in the message)");
    assertThat(self.found()).isEqualTo("a pointer to 10");
    // 80 09: offset 9, the kind byte 02, read as an item of 2 bytes that runs past 10
    decodeFails("Two", "01 02 6162 01 63 00 0007  02 01 78 8009 0009");
    views.rejects("Two", "01 02 6162 01 63 00 0007  02 01 78 800a 0009",
        "01 02 6162 01 63 00 0007  02 01 78 8009 0009",
        "01 02 6162 01 63 00 0007  02 01 78 8030 0009");
  }

  @Test
  void atMostMaxPointersAreFollowed() throws Exception {
    // a at 0: 01 "a" 00; b at 3: c0 00 (to 0); c at 5: c0 00, one pointer
    String good = "01 61 00  c000  c000";
    Object once = loader.codec("Once").decode(hex(good));
    assertEquals(1, ((List<?>) get(once, "c")).size());
    views.agrees("Once", good);
    // c: c0 03, to b's pointer, which leads on to 0: two pointers
    DecodeException e = decodeFails("Once", "01 61 00  c000  c003");
    assertThat(e.fieldPath()).isEqualTo("Once.c");
    assertThat(e.expected()).isEqualTo("at most 1 pointer(s)");
    assertThat(e.found()).isEqualTo("pointer 2");
    views.rejects("Once", "01 61 00  c000  c003");
  }

  @Test
  void aPointerOfThreeBytes() throws Exception {
    // pad 0000; a at 2: 01 "a" 00; b: e0 00 02, marker 111 and offset 2
    String wide = "0000 01 61 00 e00002";
    Object decoded = loader.codec("Wide").decode(hex(wide));
    assertEquals(2, ReferencedList.pointerOf((List<?>) get(decoded, "b")));
    loader.assertWire("Wide", loader.make("Wide", (short) 0, List.of(item("a")),
        ReferencedList.of(List.of(item("a")), 0, 2)), wide);
    views.agrees("Wide", wide);
    // 21 offset bits hold at most 2097151
    EncodeException far = assertThrows(EncodeException.class, () -> loader.codec("Wide").encode(
        loader.make("Wide", (short) 0, List.of(), ReferencedList.of(List.of(), 0, 1 << 21))));
    assertThat(far.getMessage()).isEqualTo(
        "Wide.b.(pointer): 2097152 does not fit 21 unsigned bits (0..2097151)");
  }

  @Test
  void anElementThatStartsWithTheMarkerIsAnEncodeException() throws Exception {
    // A Raw of 192 bytes starts with c0, which the decoder would follow as a pointer
    Object raw = loader.make("Raw", (Object) new byte[192]);
    EncodeException e = assertThrows(EncodeException.class,
        () -> loader.codec("Loose").encode(loader.make("Loose", List.of(raw))));
    assertThat(e.getMessage()).isEqualTo(
        "Loose.a[0]: a value is not allowed to start with a pointer's marker");
  }

  @Test
  void theDescriptionCarriesThePointer() throws Exception {
    RecordLayout layout = (RecordLayout) loader.codec("Path").description().orElseThrow();
    WireField items = layout.fields().stream().filter(f -> f.name().equals("items"))
        .findFirst().orElseThrow();
    assertEquals(new Pointer(1, 1, 15, 127), items.pointer());
    assertThat(loader.codec("Path").layout())
        .contains("or a pointer (1 + 15-bit offset from the message start)");
  }
}
