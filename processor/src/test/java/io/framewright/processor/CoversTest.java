package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Span;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, item 4: {@code @Covers}, a length of its own that counts the bytes of the
 * components after it through a named one (or to the end of the message). Decode narrows the
 * input to the span and checks that the covered parts read it exactly; encode writes the real
 * size whatever the record holds; a view's wrap rejects what decode rejects. Bytes written out
 * by hand from the comments.
 */
class CoversTest {
  private static final JavaFileObject[] SOURCES = {
      // MBAP-like: the length covers unit (1 byte) and data (a count byte and its bytes); 'after'
      // is outside the span.
      type("Mbap", "@Message @View",
          "record Mbap(@Field(bits = 16) int tid,"
              + " @Field(bits = 16) @Covers(through = \"data\") int length,"
              + " @Field(bits = 8) int unit, @Count(bits = 8) byte[] data, byte after) {}"),
      // QUIC-like: a QUIC varint length covers a packet number of pnLen + 1 bytes and
      // frames to the end of the span, which is the end of the message.
      type("Frame", "@Message @View", "record Frame(byte type, @Count(bits = 8) byte[] data) {}"),
      type("Packet", "@Message @View",
          "record Packet(@Field(bits = 8) int pnLen,"
              + " @Varint(form = VarintForm.QUIC) @Covers long length,"
              + " @Length(expr = \"pnLen + 1\") byte[] pn,"
              + " @Remaining java.util.List<Frame> frames) {}"),
      // @Remaining ending a span in the middle of the message, with bounds.
      type("Middle", "@Message @View",
          "record Middle(@Field(bits = 8) @Covers(through = \"rest\", min = 1, max = 4) int len,"
              + " @Remaining byte[] rest, byte after) {}"),
      // A union in the span (the tag is its first byte), and a nested message after it.
      type("Ping", "@Message @View @Tag(1)", "record Ping(byte id) implements Body {}"),
      type("Echo", "@Message @View @Tag(2)",
          "record Echo(@Remaining byte[] data) implements Body {}"),
      type("Body", "@Message @View @Union(bits = 8)", "sealed interface Body permits Ping, Echo {}"),
      type("Point", "@Message @View", "record Point(byte x, byte y) {}"),
      type("Wrapped", "@Message @View",
          "record Wrapped(@Field(bits = 8) @Covers(through = \"body\") int len, Body body,"
              + " Point end) {}"),
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
  void theLengthCoversTheComponentsThroughTheNamedOne() throws Exception {
    GeneratedClasses c = compiled();
    //                                     tid  length=4: unit 07, 2 bytes aa bb | after
    DelimitedWideTextTest.roundTrip(c, "Mbap", "0001 0004 07 02 aabb 09", 1, 4, 7,
        new byte[] {(byte) 0xaa, (byte) 0xbb}, (byte) 9);
    // pnLen 1 (2 bytes), length 7: pn 00 02 (2), frame 01 with one byte 05 (3), frame 02
    // empty (2)
    DelimitedWideTextTest.roundTrip(c, "Packet", "01 07 0002 01 01 05 02 00", 1, 7L,
        new byte[] {0, 2}, List.of(c.make("Frame", (byte) 1, new byte[] {5}),
            c.make("Frame", (byte) 2, new byte[0])));
    // a QUIC varint of two bytes (0x40 0x07 is 7, not minimal) reads as well
    assertThat(GeneratedClasses.describe(c.codec("Packet").decode(
        bytes("01 4007 0002 01 01 05 02 00")))).contains("length=Long:7");
    //                                        len 2, rest 0a 0b, after 0c
    DelimitedWideTextTest.roundTrip(c, "Middle", "02 0a0b 0c", 2,
        new byte[] {0x0a, 0x0b}, (byte) 0x0c);
    //                                          len 3: Echo (02) with 2 bytes | Point 05 06
    DelimitedWideTextTest.roundTrip(c, "Wrapped", "03 02 e1e2 05 06", 3,
        c.make("Echo", (Object) new byte[] {(byte) 0xe1, (byte) 0xe2}), c.make("Point",
            (byte) 5, (byte) 6));
    //                                          len 2: Ping (01) id 7 | Point 05 06
    DelimitedWideTextTest.roundTrip(c, "Wrapped", "02 01 07 05 06", 2,
        c.make("Ping", (byte) 7), c.make("Point", (byte) 5, (byte) 6));
    GeneratedViews views = new GeneratedViews(c, 250, 300);
    views.agrees("Mbap", "0001 0004 07 02 aabb 09", "0001 0002 07 00 09");
    views.agrees("Packet", "01 07 0002 01 01 05 02 00", "00 01 00");
    views.agrees("Middle", "02 0a0b 0c", "01 0a 0c");
    views.agrees("Wrapped", "03 02 e1e2 05 06", "02 01 07 05 06", "01 02 05 06");
  }

  @Test
  void encodeWritesTheRealLengthWhateverTheRecordHolds() throws Exception {
    GeneratedClasses c = compiled();
    Codec<Object> mbap = c.codec("Mbap");
    // the record says 99: the span is unit + count + 2 bytes = 4
    assertThat(mbap.encode(c.make("Mbap", 1, 99, 7, new byte[] {(byte) 0xaa, (byte) 0xbb},
        (byte) 9))).isEqualTo(bytes("0001 0004 07 02 aabb 09"));
    Codec<Object> packet = c.codec("Packet");
    // 64 bytes of frames: 2 (pn) + 64 = 66, a two-byte QUIC varint 40 42
    byte[] data = new byte[62];
    byte[] encoded = packet.encode(c.make("Packet", 1, 0L, new byte[] {0, 2},
        List.of(c.make("Frame", (byte) 1, data))));
    assertThat(encoded.length).isEqualTo(1 + 2 + 66);
    assertThat(new byte[] {encoded[1], encoded[2]}).isEqualTo(bytes("4042"));
    Codec<Object> middle = c.codec("Middle");
    EncodeException tooLong = assertThrows(EncodeException.class,
        () -> middle.encode(c.make("Middle", 0, new byte[5], (byte) 0)));
    assertThat(tooLong.getMessage()).contains("len");
    assertThat(tooLong.getMessage()).contains("exceed the maximum of 4");
    EncodeException tooShort = assertThrows(EncodeException.class,
        () -> middle.encode(c.make("Middle", 0, new byte[0], (byte) 0)));
    assertThat(tooShort.getMessage()).contains("len");
    // a span of 256 bytes does not fit the 8-bit length of Wrapped
    EncodeException wide = assertThrows(EncodeException.class,
        () -> c.codec("Wrapped").encode(c.make("Wrapped", 0,
            c.make("Echo", (Object) new byte[255]), c.make("Point", (byte) 0, (byte) 0))));
    assertThat(wide.getMessage()).contains("len");
  }

  @Test
  void decodeChecksTheSpanIsReadExactly() throws Exception {
    GeneratedClasses c = compiled();
    Codec<Object> mbap = c.codec("Mbap");
    // length 5, but unit + 2 data bytes take 4: one byte of the span left over
    DecodeException left = assertThrows(DecodeException.class,
        () -> mbap.decode(bytes("0001 0005 07 02 aabb 09 09")));
    assertThat(left.fieldPath()).isEqualTo("Mbap.length");
    assertThat(left.expected()).isEqualTo("5 byte(s) read by the parts it covers");
    assertThat(left.found()).isEqualTo("4 byte(s) read, 1 left over");
    assertThat(left.byteOffset()).isEqualTo(8);
    // length 3: data's 2 bytes reach past the span's end
    DecodeException short3 = assertThrows(DecodeException.class,
        () -> mbap.decode(bytes("0001 0003 07 02 aabb 09")));
    assertThat(short3.fieldPath()).isEqualTo("Mbap.data");
    // length 0: the unit byte and data's count, read with the length, are outside it
    DecodeException zero = assertThrows(DecodeException.class,
        () -> mbap.decode(bytes("0001 0000 07 02 aabb 09")));
    assertThat(zero.fieldPath()).isEqualTo("Mbap.length");
    assertThat(zero.expected()).isEqualTo("at least 2 byte(s)");
    // length 9: more than the input holds
    DecodeException past = assertThrows(DecodeException.class,
        () -> mbap.decode(bytes("0001 0009 07 02 aabb 09")));
    assertThat(past.fieldPath()).isEqualTo("Mbap.length");
    // every truncation
    byte[] frame = bytes("0001 0004 07 02 aabb 09");
    for (int n = 0; n < frame.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(frame, n);
      assertThrows(DecodeException.class, () -> mbap.decode(cut));
    }
    Codec<Object> middle = c.codec("Middle");
    // len 5 is above max 4, len 0 below min 1
    DecodeException above = assertThrows(DecodeException.class,
        () -> middle.decode(bytes("05 0102030405 0c")));
    assertThat(above.fieldPath()).isEqualTo("Middle.len");
    assertThat(above.expected()).isEqualTo("1 to 4 byte(s)");
    assertThrows(DecodeException.class, () -> middle.decode(bytes("00 0c")));
    // Echo's @Remaining ends at the span: len 1 leaves no data, then the point
    assertThat(GeneratedClasses.describe(c.codec("Wrapped").decode(bytes("01 02 05 06"))))
        .contains("body=Echo(data=[], ), end=Point(x=Byte:5, y=Byte:6, )");
    // Ping needs 2 bytes, len 3 gives one more: left over
    DecodeException ping = assertThrows(DecodeException.class,
        () -> c.codec("Wrapped").decode(bytes("03 01 07 08 05 06")));
    assertThat(ping.fieldPath()).isEqualTo("Wrapped.len");
    GeneratedViews views = new GeneratedViews(c, 251, 0);
    views.rejects("Mbap", "0001 0005 07 02 aabb 09 09", "0001 0003 07 02 aabb 09",
        "0001 0000 07 02 aabb 09", "0001 0009 07 02 aabb 09");
    views.rejects("Middle", "05 0102030405 0c", "00 0c");
    views.rejects("Wrapped", "03 01 07 08 05 06");
    views.rejects("Packet", "01 08 0002 01 01 05 02 00", "01 06 0002 01 01 05 02 00");
  }

  @Test
  void theDescriptionSaysWhatTheLengthCovers() throws Exception {
    GeneratedClasses c = compiled();
    RecordLayout mbap = (RecordLayout) c.codec("Mbap").description().orElseThrow();
    assertThat(mbap.fields().get(1).span()).isEqualTo(new Span("unit", "data", 0, 65535));
    assertThat(mbap.table()).contains("length");
    assertThat(mbap.table()).contains("byte length of unit .. data, at most 65535");
    RecordLayout packet = (RecordLayout) c.codec("Packet").description().orElseThrow();
    // @Covers(max) by default: a long length holds more, a message at most Integer.MAX_VALUE
    assertThat(packet.fields().get(1).span()).isEqualTo(new Span("pn", "frames", 0,
        Integer.MAX_VALUE));
    RecordLayout middle = (RecordLayout) c.codec("Middle").description().orElseThrow();
    assertThat(middle.table()).contains("byte length of rest, at least 1, at most 4");
    assertThat(middle.fields().get(2).span()).isNull();
  }
}
