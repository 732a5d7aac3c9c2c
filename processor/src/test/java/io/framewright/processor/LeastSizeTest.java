package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fewest bytes a message takes, as lists of it rely on: a count is checked against the input
 * with it, and a list whose elements may take no bytes is refused (FW072, FW073). A union an
 * earlier field selects has no tag on the wire; a varint, a terminator and a fixed
 * {@code @Length} always take bytes. Each list's bytes are worked by hand from its declaration;
 * the views (package {@code @View}) read the same bytes.
 */
class LeastSizeTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Body",
          "@Message @Union(bits = 8)",
          "sealed interface Body permits Body.A {",
          "  @Tag(1) record A(short v) implements Body {}",
          "}"),
      type("Wide",
          "@Message @Union(bits = 16)",
          "sealed interface Wide permits Wide.A {",
          "  @Tag(1) record A(short v) implements Wide {}",
          "}"),
      type("Item", "@Message record Item(byte kind, @Select(field = \"kind\") Body body) {}"),
      type("Items", "@Message record Items(@Count(bits = 8) java.util.List<Item> items) {}"),
      type("Held",
          "@Message record Held(int n, @Count(field = \"n\") java.util.List<Item> items) {}"),
      type("WideItem",
          "@Message record WideItem(short kind, @Select(field = \"kind\") Wide body) {}"),
      type("WideItems",
          "@Message record WideItems(@Count(bits = 8) java.util.List<WideItem> items) {}"),
      type("V", "@Message record V(@Varint int x) {}"),
      type("Vs", "@Message record Vs(@Count(bits = 8) java.util.List<V> vs) {}"),
      type("RestVs", "@Message record RestVs(@Remaining java.util.List<V> vs) {}"),
      type("T", "@Message @Delimited(terminator = 0) record T(@Remaining String s) {}"),
      type("Ts", "@Message record Ts(@Remaining java.util.List<T> ts) {}"),
      type("Nib",
          "@Message @Union(bits = 4)",
          "sealed interface Nib permits Nib.A, Nib.Other {",
          "  @Tag(1) record A(@Field(bits = 4) int x, byte v) implements Nib {}",
          "  @UnknownTag record Other(int tag, @Remaining byte[] data) implements Nib {}",
          "}"),
      type("Nibs", "@Message record Nibs(@Remaining java.util.List<Nib> ns) {}"),
      type("Fx", "@Message record Fx(@Length(4) byte[] d) {}"),
      type("Fxs", "@Message record Fxs(@Count(bits = 8) java.util.List<Fx> fs) {}"),
      type("Shorts", "@Message record Shorts(@Length(6) short[] d) {}"),
      type("RestShorts", "@Message record RestShorts(@Remaining java.util.List<Shorts> s) {}"),
      // A codec that reads two bytes, and writes a value's bytes as they are: a one-byte value
      // breaks its declared minimum.
      JavaFileObjects.forSourceLines("test.Pair",
          "package test;",
          "public final class Pair implements io.framewright.runtime.ValueCodec<byte[]> {",
          "  public int size(byte[] v) { return v.length; }",
          "  public int write(byte[] v, byte[] buf, int p, int limit) {",
          "    System.arraycopy(v, 0, buf, p, v.length);",
          "    return p + v.length;",
          "  }",
          "  public byte[] read(io.framewright.runtime.WireReader in) {",
          "    return in.readBytes(2, 2, \"\");",
          "  }",
          "}"),
      type("Coded", "@Message record Coded(@Using(value = Pair.class, minBytes = 2) byte[] v) {}"),
      type("Codeds", "@Message record Codeds(@Count(bits = 8) java.util.List<Coded> cs) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 27, 300);
  }

  @Test
  void aSelectedUnionInAListElementTakesNoTag() throws Exception {
    Object item = classes.make("Item", (byte) 1, classes.make("Body$A", (short) 5));
    // count 01 | kind 01 | A's short 0005 (the tag is kind, not written again)
    classes.assertWire("Items", classes.make("Items", List.of(item)), "01 01 0005");
    // n 00000001 | kind 01 | 0005
    classes.assertWire("Held", classes.make("Held", 1, List.of(item)), "00000001 01 0005");
    Object wide = classes.make("WideItem", (short) 1, classes.make("Wide$A", (short) 5));
    // count 01 | kind 0001 | 0005
    classes.assertWire("WideItems", classes.make("WideItems", List.of(wide)), "01 0001 0005");
    views.agrees("Items", "01 01 0005", "02 01 0005 01 0006", "00");
    views.agrees("Held", "00000001 01 0005", "00000000");
    views.agrees("WideItems", "01 0001 0005");
  }

  @Test
  void listsOfVarintMessages() throws Exception {
    Object one = classes.make("V", 1);
    Object big = classes.make("V", 300);
    // count 02 | 01 | 300 as LEB128: ac 02
    classes.assertWire("Vs", classes.make("Vs", List.of(one, big)), "02 01 ac02");
    classes.assertWire("RestVs", classes.make("RestVs", List.of(one, big)), "01 ac02");
    views.agrees("Vs", "02 01 ac02", "00");
    views.agrees("RestVs", "01 ac02", "");
  }

  @Test
  void listsOfDelimitedMessages() throws Exception {
    // "hi" then its terminator 00; the empty text is its terminator alone
    classes.assertWire("Ts", classes.make("Ts",
        List.of(classes.make("T", "hi"), classes.make("T", ""))), "6869 00 00");
    views.agrees("Ts", "6869 00 00", "00", "");
  }

  @Test
  void listsOfAPackedUnionWithACatchAll() throws Exception {
    // A: tag 1 in the high nibble, x = 2 in the low one (12), v 07; then a tag no variant has,
    // 5, which the catch-all takes with the rest: its data holds the tag's byte (53) and 01
    Object a = classes.make("Nib$A", 2, (byte) 7);
    Object other = classes.make("Nib$Other", 5, new byte[] {0x53, 0x01});
    classes.assertWire("Nibs", classes.make("Nibs", List.of(a, other)), "12 07 53 01");
    views.agrees("Nibs", "12 07 53 01", "12 07", "");
  }

  @Test
  void listsOfMessagesOfAFixedLength() throws Exception {
    // count 01 | the 4 bytes
    classes.assertWire("Fxs", classes.make("Fxs",
        List.of(classes.make("Fx", (Object) new byte[] {1, 2, 3, 4}))), "01 01020304");
    // two elements of three shorts each
    classes.assertWire("RestShorts", classes.make("RestShorts", List.of(
        classes.make("Shorts", (Object) new short[] {1, 2, 3}),
        classes.make("Shorts", (Object) new short[] {4, 5, 6}))), "0001 0002 0003 0004 0005 0006");
    views.agrees("Fxs", "01 01020304", "00");
    views.agrees("RestShorts", "0001 0002 0003 0004 0005 0006", "");
  }

  /**
   * Elements made of a {@code @Using} component that declares its least size: a count needs no
   * maximum (FW072 refused this list before {@code minBytes}), as the input bounds it.
   */
  @Test
  void aCodecsDeclaredLeastSizeBoundsACount() throws Exception {
    Object ab = classes.make("Coded", (Object) new byte[] {0x0a, 0x0b});
    // count 02 | 0a0b | 0a0b
    classes.assertWire("Codeds", classes.make("Codeds", List.of(ab, ab)), "02 0a0b 0a0b");
    // A count of 3 needs at least 6 bytes; 4 remain: refused before any element is read.
    io.framewright.runtime.DecodeException e = classes.decodeFails("Codeds", "03 0a0b 0a0b");
    org.junit.jupiter.api.Assertions.assertEquals("Codeds.cs", e.fieldPath());
    org.junit.jupiter.api.Assertions.assertEquals(1, e.byteOffset());
    // A codec that writes fewer bytes than it declares is held to its declaration.
    io.framewright.runtime.EncodeException w = classes.encodeFails("Coded",
        classes.make("Coded", (Object) new byte[] {0x0a}));
    org.junit.jupiter.api.Assertions.assertEquals("Coded.v", w.fieldPath());
    org.junit.jupiter.api.Assertions.assertTrue(w.getMessage().contains(
        "takes 1 byte(s) written by Pair, fewer than its @Using(minBytes = 2)"), w.getMessage());
    views.agrees("Codeds", "02 0a0b 0a0b", "00");
    views.rejects("Codeds", "03 0a0b 0a0b");
  }

  /** FW240: a negative least size, on the member. */
  @Test
  void fw240_aNegativeLeastSize() {
    String line4 = "record Neg(@Using(value = Pair.class, minBytes = -1) byte[] v) {}";
    JavaFileObject file = type("Neg",
        "@Message",                                      // 3
        line4);                                          // 4
    Compilation c = compile(file, SOURCES[SOURCES.length - 3]);
    assertThat(c).hadErrorContaining("[FW240] @Using(minBytes = -1) on 'v': the fewest bytes a"
        + " value takes is 0 or more; give 0 when the codec may write nothing")
        .inFile(file).onLine(4).atColumn(column(line4, "-1"));
    assertThat(c).hadErrorCount(1);
  }

  /** FW026: a slice too small for a message that holds a fixed @Length array. */
  @Test
  void fw026_aSliceTooSmallForAFixedLengthArray() {
    String line4 = "record Slot(@Length(3) Inner inner) {}";
    JavaFileObject file = type("Slot",
        "@Message",                                      // 3
        line4,                                           // 4
        "@Message record Inner(@Length(4) byte[] d) {}"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW026] @Length(3) on 'inner': Inner always takes 4 byte(s),"
        + " so no other byte length can hold it; use @Length(4) or remove @Length")
        .inFile(file).onLine(4).atColumn(column(line4, "3"));
    assertThat(c).hadErrorCount(1);
  }
}
