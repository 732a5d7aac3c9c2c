package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.layout.RecordLayout;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, item 6: {@code @Truncated}, MAVLink 2's payload truncation. Encode drops the part's
 * trailing zero bytes down to {@code keep} and writes the shorter length; decode reads the
 * missing bytes as zeros; a view's wrap accepts what decode accepts and reads zeros past the
 * bytes on the wire. Bytes written out by hand from the comments.
 */
class TruncatedTest {
  private static final JavaFileObject[] SOURCES = {
      // A nested message of 4 bytes behind an 8-bit length prefix, nothing kept when all zero.
      type("Point", "@Message @View", "record Point(short x, short y) {}"),
      type("Boxed", "@Message @View",
          "record Boxed(@Length(bits = 8) @Truncated(keep = 0) Point p, byte after) {}"),
      // A union chosen by kind, its length held by len, at least one byte kept: A of 5 bytes, B
      // of 2 whose second byte a @Range refuses as 0.
      type("A", "@Message @View @Tag(1)", "record A(int a, byte b) implements Body {}"),
      type("B", "@Message @View @Tag(2)",
          "record B(byte x, @Range(min = 1, max = 9) byte r) implements Body {}"),
      type("Body", "@Message @View @Union(bits = 8)", "sealed interface Body permits A, B {}"),
      type("Msg", "@Message @View",
          "record Msg(@Field(bits = 8) int len, @Field(bits = 8) int kind,"
              + " @Select(field = \"kind\") @Length(field = \"len\") @Truncated Body body,"
              + " byte after) {}"),
  };

  private static JavaFileObject type(String name, String... lines) {
    return Compilations.type(name, lines);
  }

  private static GeneratedClasses compiled() {
    return DelimitedWideTextTest.compiled(SOURCES);
  }

  private static byte[] bytes(String hex) {
    return DelimitedWideTextTest.bytes(hex);
  }

  @Test
  void trailingZerosAreDroppedOnEncodeAndZeroFilledOnDecode() throws Exception {
    GeneratedClasses c = compiled();
    //                                   len 2: x 0102, y 0000 dropped | after 09
    DelimitedWideTextTest.roundTrip(c, "Boxed", "02 0102 09",
        c.make("Point", (short) 0x0102, (short) 0), (byte) 9);
    //                                   len 3: x 0102, y 03 then one zero dropped
    DelimitedWideTextTest.roundTrip(c, "Boxed", "03 0102 03 09",
        c.make("Point", (short) 0x0102, (short) 0x0300), (byte) 9);
    //                                   all zero, keep 0: len 0
    DelimitedWideTextTest.roundTrip(c, "Boxed", "00 09",
        c.make("Point", (short) 0, (short) 0), (byte) 9);
    //                                   whole: y 0001 ends in a byte that is not zero
    DelimitedWideTextTest.roundTrip(c, "Boxed", "04 0102 0001 09",
        c.make("Point", (short) 0x0102, (short) 1), (byte) 9);
    //                                 len 1, kind 1: A's a 01000000 and b 00 from one byte 01
    DelimitedWideTextTest.roundTrip(c, "Msg", "01 01 01 09", 1, 1,
        c.make("A", 0x01000000, (byte) 0), (byte) 9);
    //                                 A all zero: its first byte kept (keep 1 by default)
    DelimitedWideTextTest.roundTrip(c, "Msg", "01 01 00 09", 1, 1,
        c.make("A", 0, (byte) 0), (byte) 9);
    //                                 kind 2: B's 2 bytes, nothing to drop
    DelimitedWideTextTest.roundTrip(c, "Msg", "02 02 05 03 09", 2, 2,
        c.make("B", (byte) 5, (byte) 3), (byte) 9);
    // A sent whole (len 5, b zero) is read; encode drops the zero
    Codec<Object> msg = c.codec("Msg");
    Object whole = msg.decode(bytes("05 01 00000007 00 09"));
    assertThat(GeneratedClasses.describe(whole)).contains("a=Integer:7, b=Byte:0");
    assertThat(msg.encode(whole)).isEqualTo(bytes("04 01 00000007 09"));
    GeneratedViews views = new GeneratedViews(c, 213, 300);
    views.agrees("Boxed", "02 0102 09", "00 09", "04 0102 0001 09", "01 ff 09");
    views.agrees("Msg", "01 01 01 09", "05 01 00000007 00 09", "02 02 05 03 09",
        "03 01 010203 09");
  }

  @Test
  void decodeRefusesFewerBytesThanKeptMoreThanThePartAndAZeroFilledValueItsRuleRefuses()
      throws Exception {
    GeneratedClasses c = compiled();
    Codec<Object> msg = c.codec("Msg");
    // len 0: at least one byte is kept
    DecodeException empty = assertThrows(DecodeException.class,
        () -> msg.decode(bytes("00 01 09")));
    assertThat(empty.fieldPath()).isEqualTo("Msg.body");
    assertThat(empty.byteOffset()).isEqualTo(2);
    assertThat(empty.expected()).isEqualTo("at least 1 byte(s) (trailing zeros are dropped down"
        + " to 1)");
    assertThat(empty.found()).isEqualTo("0 byte(s)");
    // len 6: A and one byte more, left over as without @Truncated
    assertThrows(DecodeException.class, () -> msg.decode(bytes("06 01 0000000700 ff 09")));
    // len 1, kind 2: B's r zero-filled, which @Range(min = 1) refuses, at the byte where it
    // would have been (3: after len, kind and x)
    DecodeException rule = assertThrows(DecodeException.class,
        () -> msg.decode(bytes("01 02 05 09")));
    assertThat(rule.fieldPath()).isEqualTo("Msg.body.r");
    assertThat(rule.byteOffset()).isEqualTo(3);
    // every truncation
    byte[] frame = bytes("01 01 01 09");
    for (int n = 0; n < frame.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(frame, n);
      assertThrows(DecodeException.class, () -> msg.decode(cut));
    }
    GeneratedViews views = new GeneratedViews(c, 214, 0);
    views.rejects("Msg", "00 01 09", "06 01 0000000700 ff 09", "01 02 05 09");
    views.rejects("Boxed", "05 0102030405 09");
  }

  @Test
  void theDescriptionSaysTrailingZerosAreDropped() throws Exception {
    GeneratedClasses c = compiled();
    RecordLayout boxed = (RecordLayout) c.codec("Boxed").description().orElseThrow();
    assertThat(boxed.fields().stream().filter(f -> f.name().equals("p")).findFirst()
        .orElseThrow().truncated()).isEqualTo(0);
    assertThat(boxed.table()).contains("trailing zeros dropped on encode (at least 0 byte(s)"
        + " kept), zero-filled on decode");
    RecordLayout msg = (RecordLayout) c.codec("Msg").description().orElseThrow();
    assertThat(msg.fields().stream().filter(f -> f.name().equals("body")).findFirst()
        .orElseThrow().truncated()).isEqualTo(1);
    assertThat(msg.fields().stream().filter(f -> f.name().equals("after")).findFirst()
        .orElseThrow().truncated()).isNull();
  }
}
