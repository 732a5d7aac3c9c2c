package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import io.framewright.testing.ViewChecks;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Views of messages with optional parts ({@code @View} on the package): {@code @Presence} flags
 * (a scalar of two widths, a boxed scalar, prefixed text), {@code @When} (a scalar, a counted
 * array, a nested message with a view of its own, bytes whose length an earlier field holds),
 * {@code @Trailing} (scalars, text, the rest of the input). Each view agrees with its codec
 * ({@link ViewChecks}: {@code hasX()} against null, the getters against the components, an
 * absent part's getters throwing) on bytes written out by hand (big-endian, as
 * {@code @Message} lays them out by default), their truncations and mutations; then the getters
 * are read by hand.
 */
class OptionalViewsTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      // flags: 0x01 a (i16), 0x02 b as u8 / 0x04 b as i16, 0x08 name (u8 length, text);
      // 0x80 is no part's: the flags component keeps it.
      type("Cmd",
          "@Message record Cmd(@Flags byte flags, byte id, @Presence(flag = 0x01) Short a,",
          "    @Presence(flag = 0x02, bits = 8)",
          "    @Presence(flag = 0x04, bits = 16, signed = true) @WhenAbsent(0) int b,",
          "    @Presence(flag = 0x08) @Length(bits = 8) String name, byte tail) {}"),
      type("Ack",
          "@Message record Ack(short ack, @When(field = \"ack\", mask = 1, notEqual = 0)"
              + " Integer bitmap,",
          "    @When(field = \"ack\", equal = 2) @Count(bits = 8) short[] list,",
          "    @When(field = \"ack\", equal = 3) Inner inner) {}"),
      type("Inner", "@Message record Inner(@Length(bits = 8) byte[] data) {}"),
      type("Held",
          "@Message record Held(@Field(bits = 8) int n,",
          "    @When(field = \"n\", notEqual = 0) @Length(field = \"n\") byte[] data) {}"),
      type("Reply",
          "@Message record Reply(short players, @Trailing Short max,",
          "    @Trailing @WhenAbsent(0) int build, @Trailing @Length(bits = 8) String motd) {}"),
      type("Rest", "@Message record Rest(byte kind, @Trailing @Remaining byte[] data) {}"),
      // Read by their own codec (BitList's) in a slice of bytes: optional, and to the end.
      type("Bits",
          "@Message record Bits(byte kind, @When(field = \"kind\", equal = 1) @Length(bits = 8)",
          "    io.framewright.runtime.BitList acks, @Remaining io.framewright.runtime.BitList rest)"
              + " {}"),
      // A number read by a codec of its own, optional, with a value standing for absent.
      JavaFileObjects.forSourceLines("test.U8",
          "package test;",
          "public final class U8 implements io.framewright.runtime.ValueCodec.OfInt {",
          "  @Override public int sizeInt(int v) { return 1; }",
          "  @Override public int writeInt(int v, byte[] buf, int p, int limit) {",
          "    if (limit - p < 1) {",
          "      throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", 1, limit - p);",
          "    }",
          "    buf[p] = (byte) v;",
          "    return p + 1;",
          "  }",
          "  @Override public int readInt(io.framewright.runtime.WireReader in) {",
          "    return in.buffer()[in.claim(1, \"\")] & 0xFF;",
          "  }",
          "}"),
      type("Level",
          "@Message record Level(byte kind, @When(field = \"kind\", equal = 1) @WhenAbsent(0)",
          "    @Using(U8.class) int level, byte tail) {}"),
      // Text and bytes up to a terminator, the bytes optional; a terminator of two bytes.
      type("Said",
          "@Message record Said(byte kind, @Delimited(terminator = 0, max = 8) String text,",
          "    @When(field = \"kind\", equal = 1) @Delimited(terminator = {0x0D, 0x0A}) byte[] data,",
          "    byte tail) {}"),
      // Varints: a ZigZag value, and a count and a length written as varints before their parts.
      type("Counted",
          "@Message record Counted(@Varint(zigzag = true) long delta,",
          "    @Count(varint = true) short[] marks, @Length(varint = true) byte[] data) {}"),
      // A trailing component named as the count getter another would have (the generative test's
      // seed 3578531311854828537: ViewChecks took f0Count() for f0's).
      type("Named",
          "@Message record Named(@Trailing Integer f0, @WhenAbsent(0) @Trailing int f0Count) {}"),
      // A nested message in a slice of bytes: a length prefix, a length held earlier, the rest.
      type("Sliced",
          "@Message record Sliced(@Length(bits = 8) Inner a, @Field(bits = 8) int n,"
              + " @Length(field = \"n\") Inner b,",
          "    @Remaining Inner c) {}"),
      // Sizes computed from earlier components.
      type("Sized",
          "@Message record Sized(@Field(bits = 8) int n, @Length(expr = \"n * 2 - 2\") byte[] data,",
          "    @Count(expr = \"n - 1\") short[] marks, byte tail) {}"),
      // Lists of variable-size messages: exactly two, a varint count, an expression's bytes.
      type("Crew",
          "@Message record Crew(@Count(2) Inner[] pair,",
          "    @Count(varint = true) java.util.List<Inner> more, @Field(bits = 8) int n,",
          "    @Length(expr = \"n * 2\") java.util.List<Inner> sized) {}"),
      // A list of messages up to a zero byte (a label of length 0 would end it: the warning
      // says so, and is silenced), at most two.
      type("Lbl", "@Message record Lbl(@Length(bits = 8, max = 63) byte[] text) {}"),
      type("Names",
          "@Message @SuppressWarnings(\"framewright:terminator\")",
          "record Names(@Delimited(terminator = 0, max = 2) java.util.List<Lbl> items,",
          "    byte tail) {}"),
      // A count held in an earlier fixed-size nested message (as DNS's header.qdCount).
      type("Hdr", "@Message record Hdr(short id, @Field(bits = 8) int n) {}"),
      type("Msg",
          "@Message record Msg(Hdr hdr, @Count(field = \"hdr.n\") short[] items, byte tail) {}"),
      // A union selected by a component of that nested message, with a catch-all variant.
      type("Tick",
          "@Message @Union(bits = 8) sealed interface Tick {",
          "  @Tag(1) record One(short v) implements Tick {}",
          "  @UnknownTag record Rest(int tag, @Remaining byte[] data) implements Tick {}",
          "}"),
      type("Pick", "@Message record Pick(Hdr hdr, @Select(field = \"hdr.n\") Tick tick) {}"),
      // A trailing message of no bytes (the exploring generative test's seed
      // -4832067723570585218): present when input remains, though it takes none of it.
      type("Empty", "@Message record Empty() {}"),
      type("Tail", "@Message record Tail(byte a, @Trailing Empty e) {}"),
  };

  private static GeneratedViews views;

  @BeforeAll
  static void compile() {
    views = new GeneratedViews(GeneratedClasses.load(SOURCES), 18, 400);
  }

  /**
   * A trailing message of no bytes is absent, whether read over the message's own bytes or over
   * more (a prefix): it took none of them. Before, the prefix read found input remaining and
   * made it present, and a view's prefix wrap, whose record is read over the message's own
   * bytes, absent.
   */
  @Test
  void aTrailingMessageOfNoBytes() throws Exception {
    // a 01, then nothing (the view's checks also wrap it as a prefix of 01 00 00 00 a5)
    views.agrees("Tail", "01");
    views.rejects("Tail", "");
    Object decoded = views.codec("Tail").read(new io.framewright.runtime.WireReader(
        hex("01 a5")));
    assertEquals("Tail[a=1, e=null]", decoded.toString());
  }

  /** f0Count() is the getter of component f0Count, not a count of f0. */
  @Test
  void aTrailingComponentNamedAsAnotherComponentsCount() throws Exception {
    // [f0: i32] [f0Count: i32]: nothing, f0 alone (5), both (5, 7)
    views.agrees("Named", "", "00000005", "00000005 00000007");
    views.rejects("Named", "000000", "00000005 0000");
  }

  @Test
  void presenceFlags() throws Exception {
    // flags | id | [a] [b: u8 or i16] [name] | tail
    views.agrees("Cmd",
        "00 07 09",                       // nothing optional
        "0B 07 FFFE 7F 02 6869 09",        // a -2, b 127 as u8, name "hi"
        "84 07 0100 09",                  // b 256 as i16, and bit 0x80 no part owns
        "04 07 FF80 09");                 // b -128 as i16
    // Both widths of b, b 0x7F sent as i16 (a wider one), b 0 sent present, name cut short
    views.rejects("Cmd", "06 07 01 0001 09", "04 07 007F 09", "02 07 00 09", "08 07 05 68 09");

    MessageView<Object> view = views.view("Cmd");
    view.wrap(hex("0B 07 FFFE 7F 02 6869 09"));
    assertEquals(true, call(view, "hasA"));
    assertEquals((short) -2, call(view, "a"));
    assertEquals(true, call(view, "hasB"));
    assertEquals(127, call(view, "b"));
    assertEquals("hi", call(view, "name"));
    assertEquals(2, call(view, "nameLength"));
    assertEquals((byte) 9, call(view, "tail"));
    assertEquals((byte) 0, call(view, "flags")); // every bit set is a part's
    assertEquals(9, view.size());

    view.wrap(hex("84 07 0100 09"));
    assertEquals(256, call(view, "b"));
    assertEquals((byte) 0x80, call(view, "flags"));
    assertEquals(false, call(view, "hasA"));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> call(view, "a"));
    assertTrue(e.getMessage().contains("a is not in the wrapped message"), e.getMessage());
    assertThrows(IllegalStateException.class, () -> call(view, "name"));
    assertThrows(IllegalStateException.class, () -> call(view, "nameLength"));
    assertEquals(false, call(view, "hasName"));

    view.wrap(hex("00 07 09"));
    assertEquals(false, call(view, "hasB"));
    assertEquals(0, call(view, "b")); // its @WhenAbsent value, as decode reads it
    assertEquals(3, view.size());

    // A failed wrap leaves nothing to read, presence included.
    assertThrows(DecodeException.class, () -> view.wrap(hex("06 07 01 0001 09")));
    assertFalse(view.isWrapped());
    assertThrows(IllegalStateException.class, () -> call(view, "hasB"));
  }

  @Test
  void whenConditions() throws Exception {
    // ack | [bitmap when ack is odd] | [u8 count, i16 each when ack is 2] | [inner when 3]
    views.agrees("Ack",
        "0000",
        "0001 80000001",
        "0002 02 0001 FFFF",
        "0003 0000000F 02 AABB");
    // A bitmap cut short, a count past the end, an inner's bytes past the end
    views.rejects("Ack", "0001 800000", "0002 03 0001 0002", "0003 00000000 03 AA");

    MessageView<Object> view = views.view("Ack");
    view.wrap(hex("0003 0000000F 02 AABB"));
    assertEquals(true, call(view, "hasBitmap"));
    assertEquals(15, call(view, "bitmap"));
    assertEquals(false, call(view, "hasList"));
    assertThrows(IllegalStateException.class, () -> call(view, "listCount"));
    assertEquals(true, call(view, "hasInner"));
    MessageView<?> inner = (MessageView<?>) call(view, "inner");
    assertEquals(2, call(inner, "dataLength"));
    assertEquals(3, inner.size());

    view.wrap(hex("0002 02 0001 FFFF"));
    assertEquals(false, call(view, "hasBitmap"));
    assertThrows(IllegalStateException.class, () -> call(view, "bitmap"));
    assertThrows(IllegalStateException.class, () -> call(view, "inner"));
    assertEquals(2, call(view, "listCount"));
    assertEquals((short) -1, view.getClass().getMethod("list", int.class).invoke(view, 1));

    views.agrees("Held", "00", "03 414243");
    views.rejects("Held", "03 4142");
    MessageView<Object> held = views.view("Held");
    held.wrap(hex("03 414243"));
    assertEquals(3, call(held, "dataLength"));
    held.wrap(hex("00"));
    assertEquals(false, call(held, "hasData"));
  }

  @Test
  void partsReadByTheirOwnCodecInASliceOfBytes() throws Exception {
    // kind | [u8 length, ack bytes when kind is 1] | the rest: bytes of bits, LSB first
    views.agrees("Bits", "00", "00 FF", "01 00", "01 02 0580 01", "01 01 80");
    views.rejects("Bits", "01 03 0580", "01");

    MessageView<Object> view = views.view("Bits");
    view.wrap(hex("01 02 0580 01"));
    assertEquals(true, call(view, "hasAcks"));
    assertEquals(io.framewright.runtime.BitList.withSetBits(2, 0, 2, 15), call(view, "acks"));
    assertEquals(io.framewright.runtime.BitList.withSetBits(1, 0), call(view, "rest"));
    view.wrap(hex("00 FF"));
    assertEquals(false, call(view, "hasAcks"));
    assertThrows(IllegalStateException.class, () -> call(view, "acks"));
    assertEquals(io.framewright.runtime.BitList.withSetBits(1, 0, 1, 2, 3, 4, 5, 6, 7),
        call(view, "rest"));
  }

  @Test
  void trailingParts() throws Exception {
    // players | [max] [build] [motd: u8 length, text], each while input remains
    views.agrees("Reply",
        "0003",
        "0003 0010",
        "0003 0010 01020304",
        "0003 0010 01020304 02 6869");
    // build sent as 0, which stands for absent; a build cut short
    views.rejects("Reply", "0003 0010 00000000", "0003 0010 0102");

    MessageView<Object> view = views.view("Reply");
    view.wrap(hex("0003 0010"));
    assertEquals((short) 16, call(view, "max"));
    assertEquals(false, call(view, "hasBuild"));
    assertEquals(0, call(view, "build"));
    assertEquals(false, call(view, "hasMotd"));
    assertThrows(IllegalStateException.class, () -> call(view, "motd"));
    view.wrap(hex("0003 0010 01020304 02 6869"));
    assertEquals(0x01020304, call(view, "build"));
    assertEquals(true, view.getClass().getMethod("motdEquals", String.class).invoke(view, "hi"));

    views.agrees("Rest", "01", "01 AABBCC");
    MessageView<Object> rest = views.view("Rest");
    rest.wrap(hex("01 AABBCC"));
    assertEquals(3, call(rest, "dataLength"));
    rest.wrap(hex("01"));
    assertEquals(false, call(rest, "hasData"));
    assertThrows(IllegalStateException.class, () -> call(rest, "data"));
  }

  @Test
  void anOptionalNumberReadByItsOwnCodec() throws Exception {
    // kind | [level, u8 by U8, when kind is 1; 0 stands for absent] | tail
    views.agrees("Level", "00 09", "01 05 09", "01 FF 09");
    // level sent as 0, which stands for absent (found by the generative test: the view read
    // the value only to find its bounds, and compared decode's untouched 0); level cut short
    views.rejects("Level", "01 00 09", "01");

    MessageView<Object> view = views.view("Level");
    view.wrap(hex("00 09"));
    assertEquals(false, call(view, "hasLevel"));
    assertEquals(0, call(view, "level")); // the @WhenAbsent value, as decode gives it
    assertEquals((byte) 9, call(view, "tail"));
    view.wrap(hex("01 05 09"));
    assertEquals(true, call(view, "hasLevel"));
    assertEquals(5, call(view, "level"));
  }

  @Test
  void textAndBytesUpToATerminator() throws Exception {
    // kind | text, NUL-ended, at most 8 bytes before it | [data, CR LF-ended, when kind is 1]
    // | tail
    views.agrees("Said", "00 00 09", "00 6869 00 09", "01 6869 00 AB0D0A 09", "01 00 0D0A 09",
        "01 00 0D 0D0A 09");
    // No NUL; 9 bytes before it; invalid UTF-8; data without its CR LF; a lone CR at the end
    views.rejects("Said", "00 6869", "00 616161616161616161 00 09", "00 FF 00 09",
        "01 00 AB 09", "01 00 AB0D");

    MessageView<Object> view = views.view("Said");
    view.wrap(hex("01 6869 00 AB0D0A 09"));
    assertEquals("hi", call(view, "text"));
    assertEquals(2, call(view, "textLength")); // without the terminator
    assertEquals(true, call(view, "hasData"));
    assertEquals(1, call(view, "dataLength"));
    assertEquals((byte) 9, call(view, "tail"));
    view.wrap(hex("00 00 09"));
    assertEquals("", call(view, "text"));
    assertEquals(false, call(view, "hasData"));
  }

  @Test
  void varintValuesCountsAndLengths() throws Exception {
    // delta ZigZag varint | count varint, i16 each | length varint, bytes
    views.agrees("Counted", "00 00 00", "03 02 0001 FFFF 01 AB", "FE01 00 02 0102",
        "80 01 00 00");
    // A count past the end; a length in more bytes than needed (80 00 for 0); a varint that
    // never ends
    views.rejects("Counted", "00 02 0001", "00 00 80 00", "FF FF FF FF FF FF FF FF FF FF 01");

    MessageView<Object> view = views.view("Counted");
    view.wrap(hex("03 02 0001 FFFF 01 AB"));
    assertEquals(-2L, call(view, "delta")); // 3 is ZigZag for -2
    assertEquals(2, call(view, "marksCount"));
    assertEquals((short) -1, view.getClass().getMethod("marks", int.class).invoke(view, 1));
    assertEquals(1, call(view, "dataLength"));
    view.wrap(hex("FE01 00 02 0102"));
    assertEquals(127L, call(view, "delta")); // FE 01 is 254, ZigZag for 127
  }

  @Test
  void nestedMessagesInASliceOfBytes() throws Exception {
    // a: slice 02, Inner (length 01, AA) | n 01 | b: slice of n, Inner (length 00) | c: the
    // rest, Inner (length 02, BB CC)
    views.agrees("Sliced", "02 01AA 01 00 02BBCC", "01 00 01 00 00");
    // a's slice one byte longer than its Inner; c's rest one byte longer; b's slice shorter
    // than its Inner says
    views.rejects("Sliced", "03 01AA FF 01 00 00", "02 01AA 01 00 02BBCC DD",
        "02 01AA 01 01AA 00");

    MessageView<Object> view = views.view("Sliced");
    view.wrap(hex("02 01AA 01 00 02BBCC"));
    MessageView<?> c = (MessageView<?>) call(view, "c");
    assertEquals(2, call(c, "dataLength"));
    assertEquals(3, c.size());
    assertEquals(8, view.size());
  }

  @Test
  void sizesComputedFromEarlierComponents() throws Exception {
    // n | data: n * 2 - 2 bytes | marks: n - 1 i16s | tail
    views.agrees("Sized", "01 09", "02 AABB 0007 09", "03 01020304 FFFF 0001 09");
    // n 0: -2 bytes; n 3 with the input ending in the marks
    views.rejects("Sized", "00 09", "03 01020304 FFFF");

    MessageView<Object> view = views.view("Sized");
    view.wrap(hex("03 01020304 FFFF 0001 09"));
    assertEquals(4, call(view, "dataLength"));
    assertEquals(2, call(view, "marksCount"));
    assertEquals((byte) 9, call(view, "tail"));
  }

  @Test
  void listsOfVariableSizeMessagesOfEveryCount() throws Exception {
    // pair: (00) (01 AA) | more: varint 01, (00) | n 01 | sized: 2 bytes, (01 BB)
    views.agrees("Crew", "00 01AA 01 00 01 01BB", "00 00 00 00");
    // The pair cut short; a varint count of 2 with one element; an element longer than the
    // expression's slice
    views.rejects("Crew", "00", "00 00 02 00 00", "00 00 00 01 02BB");

    MessageView<Object> view = views.view("Crew");
    view.wrap(hex("00 01AA 01 00 01 01BB"));
    assertEquals(2, call(view, "pairCount"));
    assertEquals(1, call(view, "moreCount"));
    assertEquals(1, call(view, "sizedCount"));
  }

  @Test
  void aListOfMessagesUpToATerminator() throws Exception {
    // items: (01 AA) (02 BB CC), then 00 | tail
    views.agrees("Names", "00 09", "01AA 00 09", "01AA 02BBCC 00 09");
    // A third item (at most two); an item cut short; no terminator
    views.rejects("Names", "01AA 02BBCC 01DD 00 09", "01AA 02BB", "01AA");

    MessageView<Object> view = views.view("Names");
    view.wrap(hex("01AA 02BBCC 00 09"));
    assertEquals(2, call(view, "itemsCount"));
    MessageView<?> second = (MessageView<?>) view.getClass().getMethod("items", int.class)
        .invoke(view, 1);
    assertEquals(2, call(second, "textLength"));
    assertEquals((byte) 9, call(view, "tail"));
  }

  @Test
  void aCountHeldInAnEarlierNestedMessage() throws Exception {
    // hdr: id 0001, n 02 | items: n i16s | tail
    views.agrees("Msg", "0001 02 AAAA BBBB 09", "0001 00 09");
    // n 3 with two items and the tail there
    views.rejects("Msg", "0001 03 AAAA BBBB 09");

    MessageView<Object> view = views.view("Msg");
    view.wrap(hex("0001 02 AAAA BBBB 09"));
    assertEquals(2, call(view, "itemsCount"));
    assertEquals((byte) 9, call(view, "tail"));
  }

  @Test
  void aUnionSelectedThroughANestedMessageWithACatchAll() throws Exception {
    // hdr: id 0001, n (the selector) | tick: One (n 1) or Rest (any other n: the bytes left)
    views.agrees("Pick", "0001 01 0005", "0001 07 AABB", "0001 07");
    // One cut short; One with a byte after it
    views.rejects("Pick", "0001 01 00", "0001 01 0005 FF");

    MessageView<Object> view = views.view("Pick");
    view.wrap(hex("0001 07 AABB"));
    MessageView<?> tick = (MessageView<?>) call(view, "tick");
    assertEquals(7L, ((Number) call(tick, "tag")).longValue());
    assertEquals(2, tick.size());
    assertEquals("Rest", ((Class<?>) call(tick, "variant")).getSimpleName());
  }
}
