package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, item 9: {@code @RepeatUntil}, a list of messages ending with the first element
 * meeting a condition on one of its components (that element kept): decode, encode, views, the
 * description, and the misuses FW241 to FW245. Bytes written out by hand: an option's first
 * byte is its "last" bit (the high bit, 0x80) and a 7-bit type, then a count byte and the data.
 */
class RepeatUntilTest {
  private static final JavaFileObject[] SOURCES = {
      type("Opt", "@Message @View",
          "record Opt(@Field(bits = 1) boolean last, @Field(bits = 7) int type,"
              + " @Count(bits = 8) byte[] data) {}"),
      type("Opts", "@Message @View",
          "record Opts(@RepeatUntil(field = \"last\", equal = 1, max = 3)"
              + " java.util.List<Opt> opts, byte after) {}"),
      // PNG-like chunks until IEND (0x49454E44), an array this time.
      type("Chunk", "@Message @View",
          "record Chunk(@Field(bits = 32) long type, @Count(bits = 8) byte[] data) {}"),
      type("Chunks", "@Message @View",
          "record Chunks(@RepeatUntil(field = \"type\", equal = 0x49454E44L, max = 4)"
              + " Chunk[] chunks) {}"),
      // A "more follows" bit: the last element has it clear.
      type("Ext", "@Message @View", "record Ext(byte flags, byte value) {}"),
      type("Exts", "@Message @View",
          "record Exts(@RepeatUntil(field = \"flags\", mask = 0x80, equal = 0, max = 4)"
              + " java.util.List<Ext> exts) {}"),
  };

  private static GeneratedClasses compiled() {
    return DelimitedWideTextTest.compiled(SOURCES);
  }

  private static byte[] bytes(String hex) {
    return DelimitedWideTextTest.bytes(hex);
  }

  private static Object opt(GeneratedClasses c, boolean last, int type, int... data)
      throws Exception {
    byte[] b = new byte[data.length];
    for (int i = 0; i < data.length; i++) {
      b[i] = (byte) data[i];
    }
    return c.make("Opt", last, type, b);
  }

  @Test
  void elementsUntilTheFirstMeetingTheCondition() throws Exception {
    GeneratedClasses c = compiled();
    //                                  last=0 type 1, 1 byte aa | last=1 type 2, none | after
    DelimitedWideTextTest.roundTrip(c, "Opts", "01 01 aa  82 00  07",
        List.of(opt(c, false, 1, 0xaa), opt(c, true, 2)), (byte) 7);
    // one element, the last at once
    DelimitedWideTextTest.roundTrip(c, "Opts", "85 00 09", List.of(opt(c, true, 5)), (byte) 9);
    //                                       IHDR        1 byte 07 | IEND        none
    DelimitedWideTextTest.roundTrip(c, "Chunks", "49484452 01 07  49454e44 00",
        (Object) c.array("Chunk", c.make("Chunk", 0x49484452L, new byte[] {7}),
            c.make("Chunk", 0x49454E44L, new byte[0])));
    //                                    more, 1 | more (0xff), 2 | last (0x7f), 3
    DelimitedWideTextTest.roundTrip(c, "Exts", "80 01  ff 02  7f 03",
        List.of(c.make("Ext", (byte) 0x80, (byte) 1), c.make("Ext", (byte) 0xff, (byte) 2),
            c.make("Ext", (byte) 0x7f, (byte) 3)));
    GeneratedViews views = new GeneratedViews(c, 31, 300);
    views.agrees("Opts", "01 01 aa  82 00  07", "85 00 09", "01 00 01 00 80 00 07");
    views.agrees("Chunks", "49484452 01 07  49454e44 00", "49454e44 00");
    views.agrees("Exts", "80 01  ff 02  7f 03", "00 00");
  }

  @Test
  void noElementMeetingTheConditionIsADecodeError() throws Exception {
    GeneratedClasses c = compiled();
    Codec<Object> opts = c.codec("Opts");
    // three elements (max = 3), none the last: the fourth is not read
    DecodeException many = assertThrows(DecodeException.class,
        () -> opts.decode(bytes("01 00  02 00  03 00  84 00 07")));
    assertThat(many.getMessage()).contains("an element whose last = 1 within 3 element(s)");
    assertThat(many.byteOffset()).isEqualTo(6);
    // the input ends before an element meets it
    assertThrows(DecodeException.class, () -> opts.decode(bytes("01 00  02 00")));
    assertThrows(DecodeException.class, () -> opts.decode(bytes("")));
    // the last element, then no byte for 'after'
    assertThrows(DecodeException.class, () -> opts.decode(bytes("81 00")));
    // a chunk cut in its type
    assertThrows(DecodeException.class, () -> c.codec("Chunks").decode(bytes("49454e")));
    GeneratedViews views = new GeneratedViews(c, 32, 0);
    views.rejects("Opts", "01 00  02 00  03 00  84 00 07", "01 00  02 00", "", "81 00");
    views.rejects("Chunks", "49454e", "49484452 00");
    views.rejects("Exts", "80 01 80 02 80 03 80 04 00 05", "80 01");
  }

  @Test
  void encodeChecksTheLastElementAndOnlyIt() throws Exception {
    GeneratedClasses c = compiled();
    Codec<Object> opts = c.codec("Opts");
    EncodeException empty = assertThrows(EncodeException.class,
        () -> opts.encode(c.make("Opts", List.of(), (byte) 7)));
    assertThat(empty.getMessage()).contains("opts");
    assertThat(empty.getMessage()).contains("empty");
    EncodeException noLast = assertThrows(EncodeException.class,
        () -> opts.encode(c.make("Opts", List.of(opt(c, false, 1)), (byte) 7)));
    assertThat(noLast.getMessage()).contains("opts[0]");
    assertThat(noLast.getMessage()).contains("the last element, without last = 1");
    EncodeException early = assertThrows(EncodeException.class, () -> opts.encode(
        c.make("Opts", List.of(opt(c, true, 1), opt(c, true, 2)), (byte) 7)));
    assertThat(early.getMessage()).contains("opts[0]");
    assertThat(early.getMessage()).contains("not the last element, with last = 1");
    assertThrows(EncodeException.class, () -> opts.encode(c.make("Opts",
        List.of(opt(c, false, 1), opt(c, false, 2), opt(c, false, 3), opt(c, true, 4)),
        (byte) 7)));
  }

  @Test
  void theDescriptionCarriesTheCondition() throws Exception {
    GeneratedClasses c = compiled();
    RecordLayout layout = (RecordLayout) c.codec("Exts").description().orElseThrow();
    Size size = layout.fields().get(0).size();
    assertThat(size.extent()).isEqualTo(Size.Extent.UNTIL);
    assertThat(size.max()).isEqualTo(4);
    assertThat(size.until()).isEqualTo(new Size.Until("flags", 0x80, 0));
    assertThat(layout.table()).contains("elements until one whose flags & 0x80 = 0, at most 4");
  }

  @Test
  void fw241_notAListOfMessages() {
    String line5 = "    @RepeatUntil(field = \"b\", equal = 1, max = 2) byte[] raw";
    JavaFileObject file = Compilations.record("Raw", "@Message", line5);
    Compilation c = compile(file);
    Compilations.assertErrorAt(c, file, "[FW241] @RepeatUntil on 'raw', which is of type"
        + " byte[]; it ends a List or array of messages with the first element meeting its"
        + " condition, so put it on such a list or remove it", 5, line5, "@RepeatUntil");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw242_fw243_fw244_fw245() {
    String item = "@Message record Item(byte b, Integer maybe, @When(field = \"b\", equal = 1)"
        + " Integer opt, float f) {}";
    String line4 = "@Message record NoSuch(@RepeatUntil(field = \"x\", equal = 1, max = 2)"
        + " java.util.List<Item> items) {}";
    String line5 = "@Message record Wrong(@RepeatUntil(field = \"f\", equal = 1, max = 2)"
        + " java.util.List<Item> items) {}";
    String line6 = "@Message record Sometimes(@RepeatUntil(field = \"opt\", equal = 1, max = 2)"
        + " java.util.List<Item> items) {}";
    String line7 = "@Message record NoMax(@RepeatUntil(field = \"b\", equal = 1, max = 0)"
        + " java.util.List<Item> items) {}";
    String line8 = "@Message record Both(@Count(bits = 8) @RepeatUntil(field = \"b\", equal = 1,"
        + " max = 2) java.util.List<Item> items) {}";
    JavaFileObject file = Compilations.source("NoSuch", Compilations.PACKAGE,
        Compilations.IMPORTS, item, line4, line5, line6, line7, line8);
    Compilation c = compile(file);
    Compilations.assertErrorAt(c, file, "[FW242] @RepeatUntil(field = \"x\") on 'items': Item"
        + " has no component 'x'; name one of its integer or boolean components", 4, line4,
        "\"x\"");
    Compilations.assertErrorAt(c, file, "[FW243] @RepeatUntil(field = \"f\") on 'items': 'f' of"
        + " Item is float; the condition reads an integer or boolean component always on the"
        + " wire, so name one", 5, line5, "\"f\"");
    Compilations.assertErrorAt(c, file, "[FW243] @RepeatUntil(field = \"opt\") on 'items': 'opt'"
        + " of Item is on the wire only sometimes; the condition reads an integer or boolean"
        + " component always on the wire, so name one", 6, line6, "\"opt\"");
    Compilations.assertErrorAt(c, file, "[FW244] @RepeatUntil(max = 0) on 'items': the list"
        + " holds at least its last element, so give max = 1 or more (the most elements an"
        + " input may hold)", 7, line7, "0)");
    Compilations.assertErrorAt(c, file, "[FW245] @RepeatUntil on 'items', which has @Count too;"
        + " the condition on its elements ends the list, so remove @Count", 8, line8, "@Count");
    assertThat(c).hadErrorCount(5);
  }
}
