package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.MessageView;
import io.framewright.testing.ViewChecks;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Views ({@code @View} on the package) of messages with {@code @Using} components of several
 * shapes: a record type and an enum type (opaque, read through their codec: the record's view
 * named a child view none generated, and the enum, whose constants have no wire values, crashed
 * the processor), a size holder and a count holder read by a codec (a varint of their own; the
 * view used a local it never declared), an optional record, an optional size holder, and bytes.
 * Each view agrees with its codec ({@link ViewChecks}) on bytes written out by hand, their
 * truncations and mutations; then the getters are read by hand. A shape no view reads (read up
 * to a terminator) gets its codec and no view (issue 28).
 */
class UsingViewsTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      // A plain record (no @Message) read by its own codec: two bytes, a then b.
      type("Pair", "record Pair(byte a, byte b) {}"),
      JavaFileObjects.forSourceLines("test.PairValues",
          "package test;",
          "import io.framewright.runtime.ValueCodec;",
          "import io.framewright.runtime.WireReader;",
          "public final class PairValues implements ValueCodec<Pair> {",
          "  @Override public int size(Pair v) { return 2; }",
          "  @Override public int write(Pair v, byte[] buf, int p, int limit) {",
          "    if (limit - p < 2) {",
          "      throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", 2, limit - p);",
          "    }",
          "    buf[p] = v.a(); buf[p + 1] = v.b();",
          "    return p + 2;",
          "  }",
          "  @Override public Pair read(WireReader in) {",
          "    int at = in.claim(2, \"pair\");",
          "    return new Pair(in.buffer()[at], in.buffer()[at + 1]);",
          "  }",
          "}"),
      // An enum read by its own codec: one byte, the constant's ordinal.
      type("Color", "enum Color { RED, GREEN, BLUE }"),
      JavaFileObjects.forSourceLines("test.ColorValues",
          "package test;",
          "import io.framewright.runtime.ValueCodec;",
          "import io.framewright.runtime.WireReader;",
          "public final class ColorValues implements ValueCodec<Color> {",
          "  @Override public int size(Color v) { return 1; }",
          "  @Override public int write(Color v, byte[] buf, int p, int limit) {",
          "    if (limit - p < 1) {",
          "      throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", 1, limit - p);",
          "    }",
          "    buf[p] = (byte) v.ordinal();",
          "    return p + 1;",
          "  }",
          "  @Override public Color read(WireReader in) {",
          "    int at = in.claim(1, \"color\");",
          "    int b = in.buffer()[at];",
          "    if (b < 0 || b > 2) {",
          "      throw io.framewright.runtime.DecodeException.invalid(in.buffer(), in.start(),",
          "          in.end(), at, 0, \"color\", \"0 to 2\", Integer.toString(b));",
          "    }",
          "    return Color.values()[b];",
          "  }",
          "}"),
      // A number as a little-endian base-128 varint, at most two bytes (0..16383).
      JavaFileObjects.forSourceLines("test.Leb",
          "package test;",
          "public final class Leb implements io.framewright.runtime.ValueCodec.OfInt {",
          "  @Override public int sizeInt(int v) { return v < 0x80 ? 1 : 2; }",
          "  @Override public int writeInt(int v, byte[] buf, int p, int limit) {",
          "    int n = sizeInt(v);",
          "    if (limit - p < n) {",
          "      throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", n, limit - p);",
          "    }",
          "    if (n == 1) { buf[p] = (byte) v; return p + 1; }",
          "    buf[p] = (byte) (v & 0x7F | 0x80); buf[p + 1] = (byte) (v >>> 7);",
          "    return p + 2;",
          "  }",
          "  @Override public int readInt(io.framewright.runtime.WireReader in) {",
          "    int b = in.buffer()[in.claim(1, \"leb\")] & 0xFF;",
          "    if (b < 0x80) { return b; }",
          "    int c = in.buffer()[in.claim(1, \"leb\")] & 0xFF;",
          "    return b & 0x7F | c << 7;",
          "  }",
          "}"),
      type("Pairs",
          "@Message record Pairs(byte k, @Using(PairValues.class) Pair p, byte tail) {}"),
      type("Paint",
          "@Message record Paint(@Using(ColorValues.class) Color c, byte tail) {}"),
      type("Blob",
          "@Message record Blob(@Using(Leb.class) int n, @Length(field = \"n\") byte[] d,"
              + " byte tail) {}"),
      type("Marks",
          "@Message record Marks(@Using(Leb.class) int n, @Count(field = \"n\") short[] items,"
              + " byte tail) {}"),
      type("Maybe",
          "@Message record Maybe(byte kind, @When(field = \"kind\", equal = 1)"
              + " @Using(PairValues.class) Pair p, byte tail) {}"),
      // A size holder read by its codec only when kind is 1 (0 stands for absent).
      type("MaybeBlob",
          "@Message record MaybeBlob(byte kind, @When(field = \"kind\", equal = 1)"
              + " @WhenAbsent(0) @Using(Leb.class) int n,",
          "    @Length(field = \"n\") byte[] d, byte tail) {}"),
      // Bytes read by their own codec (two of them), as a value.
      JavaFileObjects.forSourceLines("test.Two",
          "package test;",
          "import io.framewright.runtime.ValueCodec;",
          "import io.framewright.runtime.WireReader;",
          "public final class Two implements ValueCodec<byte[]> {",
          "  @Override public int size(byte[] v) { return 2; }",
          "  @Override public int write(byte[] v, byte[] buf, int p, int limit) {",
          "    if (limit - p < 2) {",
          "      throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", 2, limit - p);",
          "    }",
          "    buf[p] = v[0]; buf[p + 1] = v[1];",
          "    return p + 2;",
          "  }",
          "  @Override public byte[] read(WireReader in) {",
          "    int at = in.claim(2, \"two\");",
          "    return new byte[] {in.buffer()[at], in.buffer()[at + 1]};",
          "  }",
          "}"),
      type("Twos", "@Message record Twos(byte k, @Using(Two.class) byte[] two, byte tail) {}"),
      // Read by its codec from a slice: an 8-bit length prefix (an int local) and a 32-bit one
      // (a long local: the only one the view casts to its int field).
      type("Slices",
          "@Message record Slices(@Length(bits = 8) @Using(PairValues.class) Pair p,",
          "    @Length(bits = 32) @Using(PairValues.class) Pair q, byte tail) {}"),
      // Read by its codec up to a terminator: no view reads that (FW181's shape), so the
      // package's @View leaves the message out.
      type("Ended",
          "@Message record Ended(@Delimited(terminator = 0, max = 4) @Using(Leb.class) int n,"
              + " byte tail) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void compile() {
    // No warning either: a redundant cast in a view warns in the user's build (javac -Xlint).
    classes = GeneratedClasses.loadWithoutWarnings(SOURCES);
    views = new GeneratedViews(classes, 28, 300);
  }

  /** A record type behind @Using: its codec reads it, no child view (PairView) is named. */
  @Test
  void aRecordReadByItsOwnCodec() throws Exception {
    // k | pair: a, b | tail
    views.agrees("Pairs", "01 0203 04", "FF 8081 00");
    views.rejects("Pairs", "01 02");

    MessageView<Object> view = views.view("Pairs");
    view.wrap(hex("01 0203 04"));
    assertEquals(classes.make("Pair", (byte) 2, (byte) 3), call(view, "p"));
    assertEquals((byte) 4, call(view, "tail"));
  }

  @Test
  void anEnumReadByItsOwnCodec() throws Exception {
    // colour, by ordinal | tail
    views.agrees("Paint", "00 09", "02 09");
    views.rejects("Paint", "03 09", "00");

    MessageView<Object> view = views.view("Paint");
    view.wrap(hex("02 09"));
    assertEquals("BLUE", String.valueOf(call(view, "c")));
    assertEquals((byte) 9, call(view, "tail"));
  }

  /** A length held by a component its codec reads (a varint of one or two bytes). */
  @Test
  void aLengthHeldByAComponentReadByItsOwnCodec() throws Exception {
    // n, by Leb | d: n bytes | tail
    views.agrees("Blob", "00 09", "02 AABB 09", "8001" + "00".repeat(128) + "09");
    views.rejects("Blob", "03 AABB", "80");

    MessageView<Object> view = views.view("Blob");
    view.wrap(hex("02 AABB 09"));
    assertEquals(2, call(view, "n"));
    assertEquals(2, call(view, "dLength"));
    assertEquals((byte) 9, call(view, "tail"));
  }

  /** A count held by a component its codec reads. */
  @Test
  void aCountHeldByAComponentReadByItsOwnCodec() throws Exception {
    // n, by Leb | items: n shorts | tail
    views.agrees("Marks", "00 09", "02 0001 0002 09", "8001" + "0001".repeat(128) + "09");
    views.rejects("Marks", "02 0001 00", "81");

    MessageView<Object> view = views.view("Marks");
    view.wrap(hex("02 0001 0002 09"));
    assertEquals(2, call(view, "n"));
    assertEquals((byte) 9, call(view, "tail"));
  }

  /** An optional record read by its own codec. */
  @Test
  void anOptionalRecordReadByItsOwnCodec() throws Exception {
    // kind | [pair, when kind is 1] | tail
    views.agrees("Maybe", "00 09", "01 0203 09");
    views.rejects("Maybe", "01 02");

    MessageView<Object> view = views.view("Maybe");
    view.wrap(hex("01 0203 09"));
    assertEquals(true, call(view, "hasP"));
    assertEquals(classes.make("Pair", (byte) 2, (byte) 3), call(view, "p"));
    view.wrap(hex("00 09"));
    assertEquals(false, call(view, "hasP"));
  }

  /** An optional size holder read by its codec: absent, the length is 0. */
  @Test
  void anOptionalLengthHeldByAComponentReadByItsOwnCodec() throws Exception {
    // kind | [n, by Leb, when kind is 1] | d: n bytes | tail
    views.agrees("MaybeBlob", "00 09", "01 02 AABB 09");
    views.rejects("MaybeBlob", "01 00 09", "01 03 AABB");

    MessageView<Object> view = views.view("MaybeBlob");
    view.wrap(hex("01 02 AABB 09"));
    assertEquals(2, call(view, "n"));
    assertEquals(2, call(view, "dLength"));
    assertEquals((byte) 9, call(view, "tail"));
  }

  /** Bytes read by their own codec, as a value. */
  @Test
  void bytesReadByTheirOwnCodec() throws Exception {
    // k | two bytes | tail
    views.agrees("Twos", "01 0203 04");
    views.rejects("Twos", "01 02");

    MessageView<Object> view = views.view("Twos");
    view.wrap(hex("01 0203 04"));
    assertArrayEquals(new byte[] {2, 3}, (byte[]) call(view, "two"));
  }

  /** Read by their codec from slices their length prefixes give (8 and 32 bits). */
  @Test
  void readByItsCodecFromALengthPrefixedSlice() throws Exception {
    // p's length (8 bits) | p: a, b | q's length (32 bits) | q: a, b | tail
    views.agrees("Slices", "02 0102 00000002 0304 09");
    views.rejects("Slices", "03 010203 00000002 0304 09", "02 0102 00000003 030405 09",
        "02 0102 000000");

    MessageView<Object> view = views.view("Slices");
    view.wrap(hex("02 0102 00000002 0304 09"));
    assertEquals(classes.make("Pair", (byte) 1, (byte) 2), call(view, "p"));
    assertEquals(classes.make("Pair", (byte) 3, (byte) 4), call(view, "q"));
    assertEquals((byte) 9, call(view, "tail"));
  }

  /** A shape no view reads: the codec works, the package's @View leaves the message out. */
  @Test
  void readByItsCodecUpToATerminatorIsLeftOut() throws Exception {
    classes.assertWire("Ended", classes.make("Ended", 5, (byte) 9), "05 00 09");
    assertThrows(ClassNotFoundException.class, () -> classes.loadClass("test.EndedView"));
  }
}
