package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.EncodeException;
import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Using(neverWrites)}: bytes a codec of one's own declares it never writes. A delimited
 * message whose terminator is one of them appends it without searching the codec's bytes (as the
 * pies number item does for its {@code 00} and the packet's {@code ff}); the encoder holds the
 * codec to its word when assertions are enabled, as they are in these tests; a declared value
 * that is not a byte is FW264. Bytes are worked by hand from the codecs below (base-250 digits
 * stored as digit + 1, as the pies document's number, section "Numbers", stores them).
 */
class NeverWritesTest {
  /**
   * Two base-250 digits, each stored + 1 ({@code 01..fa}): never writes {@code 00} or
   * {@code ff}, and its read refuses them.
   */
  static final JavaFileObject DIGITS = JavaFileObjects.forSourceLines("test.Digits",
      "package test;",
      "public final class Digits implements io.framewright.runtime.ValueCodec.OfLong {",
      "  public int sizeLong(long v) { return 2; }",
      "  public int writeLong(long v, byte[] buf, int p, int limit) {",
      "    buf[p] = (byte) (v / 250 + 1);",
      "    buf[p + 1] = (byte) (v % 250 + 1);",
      "    return p + 2;",
      "  }",
      "  public long readLong(io.framewright.runtime.WireReader in) {",
      "    int at = in.claim(2, \"\");",
      "    byte[] b = in.buffer();",
      "    long v = 0;",
      "    for (int i = at; i < at + 2; i++) {",
      "      int d = (b[i] & 0xFF) - 1;",
      "      if (d < 0 || d >= 250) {",
      "        throw io.framewright.runtime.DecodeException.invalid(b, in.start(), in.end(), i,",
      "            0, \"\", \"a digit byte 01..fa\", String.format(\"%02x\", b[i] & 0xFF));",
      "      }",
      "      v = v * 250 + d;",
      "    }",
      "    return v;",
      "  }",
      "}");

  /** Writes a value's bytes as they are, whatever they are, and reads every byte left. */
  static final JavaFileObject RAW = JavaFileObjects.forSourceLines("test.Raw",
      "package test;",
      "public final class Raw implements io.framewright.runtime.ValueCodec<byte[]> {",
      "  public int size(byte[] v) { return v.length; }",
      "  public int write(byte[] v, byte[] buf, int p, int limit) {",
      "    System.arraycopy(v, 0, buf, p, v.length);",
      "    return p + v.length;",
      "  }",
      "  public byte[] read(io.framewright.runtime.WireReader in) {",
      "    return in.readBytes(in.remaining(), 64, \"\");",
      "  }",
      "}");

  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      DIGITS,
      RAW,
      type("Num", "@Message @Magic(0x02) @Delimited(terminator = 0x00)",
          "record Num(@Using(value = Digits.class, neverWrites = {0x00, 0xFF}) long v) {}"),
      type("Pkt", "@Message @Delimited(terminator = 0xFF)",
          "record Pkt(@Remaining java.util.List<Num> nums) {}"),
      // The same codec without the declaration: searched, as before.
      type("Plain", "@Message @Delimited(terminator = 0x00)",
          "record Plain(@Using(Digits.class) long v) {}"),
      // A declaration the codec does not keep.
      type("Liar", "@Message @Delimited(terminator = 0x00)",
          "record Liar(@Using(value = Raw.class, neverWrites = 0x00) byte[] v) {}"),
      // A packet framed by ff whose variant holds a codec that never writes ff but reads it.
      type("Blob", "@Message @Tag(1)",
          "record Blob(@Using(value = Raw.class, neverWrites = 0xFF) byte[] v) implements Lax {}"),
      type("Lax", "@Message @Union(bits = 8) @Delimited(terminator = 0xFF)",
          "sealed interface Lax permits Blob {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 11, 200);
  }

  @Test
  void aDeclaredCodecIsWrittenAndReadAsBefore() throws Exception {
    // 300 = 1 * 250 + 50: digits 02 33; magic 02 first, terminator 00 after
    classes.assertWire("Num", classes.make("Num", 300L), "02 0233 00");
    // 5 = 0 * 250 + 5: 01 06; the packet's ff after both items
    classes.assertWire("Pkt", classes.make("Pkt",
        List.of(classes.make("Num", 300L), classes.make("Num", 5L))), "02 0233 00 02 0106 00 ff");
    classes.assertWire("Plain", classes.make("Plain", 300L), "0233 00");
    views.agrees("Pkt", "02 0233 00 02 0106 00 ff", "ff");
    // Decoding still looks for the terminator: an item without its 00 runs into the packet's
    // ff, which ends the packet at byte 3, so the item's bytes end there without a 00.
    io.framewright.runtime.DecodeException e = classes.decodeFails("Pkt", "02 0233 ff");
    assertEquals("Pkt.nums[0].(terminator)", e.fieldPath());
    assertEquals(3, e.byteOffset());
  }

  /** The item's 00 and the packet's ff are appended; the undeclared codec keeps the search. */
  @Test
  void declaredBytesAreNotSearchedFor() throws IOException {
    Compilation c = compile(SOURCES);
    assertThat(c).succeeded();
    String num = source(c, "test.NumCodec");
    assertTrue(num.contains("Delimiters.append(buf, end, limit, TERMINATOR, \"\")"), num);
    assertFalse(num.contains("Delimiters.terminate("), num);
    assertFalse(source(c, "test.PktCodec").contains("Delimiters.terminate("));
    assertTrue(source(c, "test.PlainCodec").contains("Delimiters.terminate("));
  }

  /** With assertions on, a codec that writes a byte it declared it never writes is refused. */
  @Test
  void aCodecThatBreaksItsWordIsRefusedUnderAssertions() throws Exception {
    EncodeException e = classes.encodeFails("Liar",
        classes.make("Liar", (Object) new byte[] {0x41, 0x00, 0x42}));
    assertEquals("Liar.v", e.fieldPath());
    assertTrue(e.getMessage().contains("holds 00 at byte 1, written by Raw, whose"
        + " @Using(neverWrites) says it never writes that byte"), e.getMessage());
    // Kept: 41 42 then the terminator
    classes.assertWire("Liar", classes.make("Liar", (Object) new byte[] {0x41, 0x42}), "4142 00");
  }

  /**
   * A union's decode looks at a packet's last byte in place of searching for its terminator only
   * where generated code checks every byte the variant accepts: neverWrites says what a codec
   * writes, not what it reads, and Raw reads any byte. Packet 01 | 41 | ff | 42 ff: the search
   * ends the packet at byte 2, Raw reads 41, and 42 ff is left over at byte 3; read up to the
   * last byte instead, Raw would have taken 41 ff 42.
   */
  @Test
  void aUnionDecodeFindsItsTerminatorPastACodecOfOnesOwn() throws Exception {
    classes.assertWire("Lax", classes.make("Blob", (Object) new byte[] {0x41, 0x42}),
        "01 4142 ff");
    io.framewright.runtime.DecodeException e = classes.decodeFails("Lax", "01 41 ff 42 ff");
    assertEquals("Lax", e.fieldPath());
    assertEquals(3, e.byteOffset());
  }

  /** FW264: a declared value that is not a byte, on the member. */
  @Test
  void fw264_aValueThatIsNotAByte() {
    String line4 = "record Bad(@Using(value = Digits.class, neverWrites = {0x00, 256}) long v) {}";
    JavaFileObject file = type("Bad",
        "@Message",                                      // 3
        line4);                                          // 4
    Compilation c = compile(file, DIGITS);
    assertThat(c).hadErrorContaining("[FW264] @Using(neverWrites = ...) on 'v' lists 256, which"
        + " is not a byte value; give each byte the codec never writes as 0 to 255 (0x00 to"
        + " 0xff)").inFile(file).onLine(4).atColumn(column(line4, "{0x00, 256}"));
    assertThat(c).hadErrorCount(1);
  }

  private static String source(Compilation c, String name) throws IOException {
    return c.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
  }
}
