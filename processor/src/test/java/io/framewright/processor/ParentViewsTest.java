package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.ContextRequiredException;
import io.framewright.runtime.MessageView;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Views of messages and union variants that read values of the message enclosing them
 * ({@code _parent.flags}, {@code _parent.count}, {@code _parent.n}): the enclosing view passes
 * them to the child view's {@code wrapIn} (a union's {@code wrapSelected} and {@code wrapIn}
 * pass them on to its variants), the child keeps them for its checks and {@code toRecord}, and
 * the view agrees with decode on every frame, cut and mutation ({@link GeneratedViews}).
 * Wrapped alone, such a view throws the {@code ContextRequiredException} its codec's decode
 * throws. FW181 and FW182 refused these views before. Bytes worked out by hand in the comments.
 */
class ParentViewsTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      // Body's variants read flags and count; Packet selects it, Tagged reads its tag.
      ParentInUnionCodecTest.BODY, ParentInUnionCodecTest.PACKET, ParentInUnionCodecTest.TAGGED,
      // The union reads its own tag in a slice of its length.
      type("Framed", "@Message record Framed(byte flags, @Field(bits = 8) int count,"
          + " @Length(bits = 8) Body body) {}"),
      // A nested record: its length and its optional tail from the enclosing record.
      type("Inner", "@Message record Inner(@Length(field = \"_parent.n\") byte[] data,",
          "    @When(field = \"_parent.flags\", equal = 1) Short tail) {}"),
      type("Outer", "@Message record Outer(@Field(bits = 8) int n, byte flags, Inner inner,"
          + " byte after) {}"),
      // Lists: each element reads the record's n (a message) or count (a union's variant).
      type("Item", "@Message record Item(byte lead, @Length(field = \"_parent.n\") byte[] data)"
          + " {}"),
      type("Roster", "@Message record Roster(@Field(bits = 8) int n, @Count(bits = 8)"
          + " java.util.List<Item> items, byte after) {}"),
      type("Bag", "@Message record Bag(byte flags, @Field(bits = 8) int count, @Count(bits = 8)"
          + " java.util.List<Body> bodies) {}"),
  };

  private static GeneratedClasses classes;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    classes = GeneratedClasses.load(SOURCES);
    views = new GeneratedViews(classes, 30, 200);
  }

  @Test
  void aSelectedVariantsViewReadsTheRecordsFlags() throws Exception {
    views.agrees("Packet",
        // type 3, flags 2 (bits 1-2 = 01): 32; count 00; length 05; id 0000000a, data ff
        "32 00 05 0000000a ff",
        // flags 1 (bits 1-2 = 00): no id; length 01, data ff
        "31 00 01 ff",
        // type 4, count 2: two words, length 04
        "40 02 04 0102 0304",
        // type 5: a variant that reads nothing of the record
        "50 00 01 09");
    MessageView<Object> packet = views.view("Packet");
    packet.wrap(GeneratedViews.hex("32 00 05 0000000a ff"));
    Object pub = GeneratedViews.call(GeneratedViews.call(packet, "body"), "pub");
    assertEquals(true, GeneratedViews.call(pub, "hasId"));
    assertEquals(10, GeneratedViews.call(pub, "id"));
    packet.wrap(GeneratedViews.hex("31 00 01 ff"));
    pub = GeneratedViews.call(GeneratedViews.call(packet, "body"), "pub");
    assertEquals(false, GeneratedViews.call(pub, "hasId"));
    assertEquals(0xff, ((byte[]) GeneratedViews.call(pub, "data"))[0] & 0xff);
  }

  @Test
  void aUnionReadingItsOwnTagPassesTheValuesToItsVariants() throws Exception {
    views.agrees("Tagged",
        // flags 04, count 00; tag 03, id 00000007, data 01 02 (to the end)
        "04 00 03 00000007 0102",
        // count 1; tag 04, one word 0a0b
        "00 01 04 0a0b",
        // count 0: no word
        "00 00 04");
    views.agrees("Framed",
        // flags 02, count 00; length 07: tag 03, id 00000001, data 0203
        "02 00 07 03 00000001 0203",
        // flags 00: length 03: tag 03, no id, data 0203
        "00 00 03 03 0203",
        // count 2, length 05: tag 04, words 0001 0002
        "00 02 05 04 0001 0002");
  }

  @Test
  void aNestedRecordsViewTakesItsLengthAndPresenceFromTheRecord() throws Exception {
    views.agrees("Outer",
        // n 2, flags 1: data 0a0b, tail 0c0d; after 0e
        "02 01 0a0b 0c0d 0e",
        // n 0, flags 0: no data, no tail; after 0e
        "00 00 0e",
        // n 3, flags 5 (not 1): data 010203, no tail; after 0e
        "03 05 010203 0e");
    MessageView<Object> outer = views.view("Outer");
    outer.wrap(GeneratedViews.hex("02 01 0a0b 0c0d 0e"));
    Object inner = GeneratedViews.call(outer, "inner");
    assertEquals(2, GeneratedViews.call(inner, "dataLength"));
    assertEquals(true, GeneratedViews.call(inner, "hasTail"));
    assertEquals((short) 0x0c0d, GeneratedViews.call(inner, "tail"));
    assertThat(GeneratedClasses.describe(((MessageView<?>) inner).toRecord()))
        .isEqualTo(GeneratedClasses.describe(classes.make("Inner", GeneratedViews.hex("0a0b"),
            (short) 0x0c0d)));
  }

  /**
   * A list's elements read the same values of the record, kept by the record's view for the
   * indexed getter's and the cursor's wraps of each element.
   */
  @Test
  void theElementsOfAListReadTheRecordsValues() throws Exception {
    views.agrees("Roster",
        // n 2, two items: lead 01 data 0a0b, lead 02 data 0c0d; after 0e
        "02 02 01 0a0b 02 0c0d 0e",
        // n 0, three items of a lead alone; after 0e
        "00 03 01 02 03 0e",
        // n 1, no item; after 0e
        "01 00 0e");
    MessageView<Object> roster = views.view("Roster");
    roster.wrap(GeneratedViews.hex("02 02 01 0a0b 02 0c0d 0e"));
    Object second = roster.getClass().getMethod("items", int.class).invoke(roster, 1);
    assertEquals((byte) 2, GeneratedViews.call(second, "lead"));
    assertEquals(2, GeneratedViews.call(second, "dataLength"));
    int leads = 0;
    for (Object item : (Iterable<?>) GeneratedViews.call(roster, "items")) {
      leads += (byte) GeneratedViews.call(item, "lead");
    }
    assertEquals(3, leads);
    views.agrees("Bag",
        // flags 00, count 01; two bodies: tag 04 one word 0a0b, tag 05 b 09
        "00 01 02 04 0a0b 05 09",
        // count 02: tag 04, words 0001 0002
        "00 02 01 04 0001 0002");
    views.rejects("Roster",
        // n 2, one item: lead 01, one byte of its data
        "02 01 01 0a");
  }

  @Test
  void cutsAndBadLengthsAreDecodesErrors() throws Exception {
    views.rejects("Outer",
        // n 3, but two bytes before after's: the data runs out
        "03 00 0a0b",
        // flags 1 asks for the tail: one byte of it
        "01 01 0a 0c");
    views.rejects("Packet",
        // flags 2 asks for an id: four bytes, the length gives 2
        "32 00 02 0000");
  }

  /** Alone, nothing gives the values: the view refuses as its codec's decode does. */
  @Test
  void wrappedAloneTheViewRefusesAsItsCodecDoes() throws Exception {
    for (String message : new String[] {"Inner", "Body"}) {
      byte[] bytes = GeneratedViews.hex("0509");
      ContextRequiredException decode = assertThrows(ContextRequiredException.class,
          () -> views.codec(message).decode(bytes));
      MessageView<Object> view = views.view(message);
      ContextRequiredException wrap = assertThrows(ContextRequiredException.class,
          () -> view.wrap(bytes));
      assertEquals(decode.getMessage(), wrap.getMessage());
      assertThrows(ContextRequiredException.class, () -> view.wrapPrefix(bytes, 0, 2));
      assertFalse(view.isWrapped());
    }
    assertTrue(views.view("Body").getClass().getMethod("wrapIn",
        io.framewright.runtime.WireReader.class, long.class, long.class) != null);
  }
}
