package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.Codec;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A {@code @Varint} component whose value encode derives from a later part (a union's selector,
 * a count, a term of a size expression): {@code size()} must measure the value encode writes,
 * not the one the record holds, or the frame is a byte short or long. The bytes are worked by
 * hand: LEB128 (protobuf.dev, "Base 128 Varints") writes 300 as ac 02, 200 as c8 01, 500 as
 * f4 03; ZigZag doubles a non-negative value.
 */
class DerivedVarintSizeTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      type("Body",
          "@Message @Union(bits = 16)",
          "sealed interface Body permits Body.A, Body.B {",
          "  @Tag(1) record A(byte v) implements Body {}",
          "  @Tag(300) record B(short v) implements Body {}",
          "}"),
      type("Picked",
          "@Message record Picked(@Varint int kind, @Select(field = \"kind\") Body body) {}"),
      type("Words",
          "@Message record Words(@Varint int words, @Length(expr = \"words * 4\") byte[] d) {}"),
      type("Offset",
          "@Message record Offset(@Varint(zigzag = true) int n,"
              + " @Length(expr = \"n + 10\") byte[] d) {}"),
      type("Shorts",
          "@Message record Shorts(@Varint int n, @Count(expr = \"n\") short[] xs) {}"),
      type("Entry",
          "@Message record Entry(@Varint int kind, @Select(field = \"kind\") Body body) {}"),
      type("Entries",
          "@Message record Entries(@Count(bits = 8) java.util.List<Entry> entries) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 27, 500);
  }

  private Object a(int v) throws Exception {
    return classes.make("Body$A", (byte) v);
  }

  private Object b(int v) throws Exception {
    return classes.make("Body$B", (short) v);
  }

  /**
   * {@code held} encodes as {@code hex} and measures as many bytes, whatever its derived varint
   * holds; {@code hex} decodes to {@code derived}, which holds what encode wrote.
   */
  private static void encodes(String type, Object held, String hex, Object derived)
      throws Exception {
    Codec<Object> codec = classes.codec(type);
    String expected = hex.replace(" ", "");
    assertEquals(expected, GeneratedClasses.hex(codec.encode(held)), type);
    assertEquals(expected.length() / 2, codec.size(held), type + " size");
    classes.assertWire(type, derived, hex);
  }

  @Test
  void aVarintSelectorTakesTheWidthOfTheVariantsTag() throws Exception {
    // A's tag 1 is one byte (01), then A's byte; the 300 held is not written
    encodes("Picked", classes.make("Picked", 300, a(1)), "01 01", classes.make("Picked", 1, a(1)));
    // B's tag 300 is ac 02, then B's short 0007; the 0 held is not written
    encodes("Picked", classes.make("Picked", 0, b(7)), "ac 02 0007",
        classes.make("Picked", 300, b(7)));
    views.agrees("Picked", "01 01", "ac 02 0007");
  }

  @Test
  void aVarintTermOfASizeExpression() throws Exception {
    // 8 bytes are 2 words: 02; 512 bytes are 128 words: 80 01
    encodes("Words", classes.make("Words", 200, new byte[8]), "02" + "00".repeat(8),
        classes.make("Words", 2, new byte[8]));
    encodes("Words", classes.make("Words", 0, new byte[512]), "80 01" + "00".repeat(512),
        classes.make("Words", 128, new byte[512]));
    // n + 10 = 12 bytes: n = 2, ZigZag 04; 80 bytes: n = 70, ZigZag 140: 8c 01
    encodes("Offset", classes.make("Offset", 200, new byte[12]), "04" + "00".repeat(12),
        classes.make("Offset", 2, new byte[12]));
    encodes("Offset", classes.make("Offset", 0, new byte[80]), "8c 01" + "00".repeat(80),
        classes.make("Offset", 70, new byte[80]));
    // n = 2 shorts: 02 0001 0002; 200 shorts: c8 01, then them
    encodes("Shorts", classes.make("Shorts", 500, new short[] {1, 2}), "02 0001 0002",
        classes.make("Shorts", 2, new short[] {1, 2}));
    encodes("Shorts", classes.make("Shorts", 0, new short[200]), "c8 01" + "0000".repeat(200),
        classes.make("Shorts", 200, new short[200]));
    views.agrees("Words", "02 0000000000000000", "8001" + "00".repeat(512));
    views.agrees("Offset", "04 000000000000000000000000");
    views.agrees("Shorts", "02 0001 0002", "00");
  }

  @Test
  void aVarintSelectorInListElements() throws Exception {
    // count 02 | kind 01, A's 05 | kind 01, A's 06: the 300 held by the first is not written
    encodes("Entries", classes.make("Entries", List.of(classes.make("Entry", 300, a(5)),
            classes.make("Entry", 1, a(6)))), "02 01 05 01 06",
        classes.make("Entries", List.of(classes.make("Entry", 1, a(5)),
            classes.make("Entry", 1, a(6)))));
    // count 01 | kind ac 02, B's 0007: the 0 held is not written
    encodes("Entries", classes.make("Entries", List.of(classes.make("Entry", 0, b(7)))),
        "01 ac02 0007", classes.make("Entries", List.of(classes.make("Entry", 300, b(7)))));
    views.agrees("Entries", "02 01 05 01 06", "01 ac02 0007");
  }
}
