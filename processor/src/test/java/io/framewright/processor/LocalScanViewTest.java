package io.framewright.processor;

import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import java.lang.reflect.Method;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The wrap of a view that checks a frame with its position in a local ({@code LocalScans}: text,
 * bytes and lists of fixed-size elements sized before them or by the bytes left) accepts what
 * decode accepts and rejects what it rejects, with decode's exception, records where each part
 * lies, and still scans through the reader when a view nesting it wraps it ({@code wrapIn}).
 * Layouts are this test's own records, big-endian, fields in declaration order; bytes written out
 * by hand from them.
 */
class LocalScanViewTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      // 2 bytes: id, ready (a boolean: 0 or 1, else rejected)
      type("Member", "@Message record Member(byte id, boolean ready) {}"),
      // n (1) | tick (4) | count (1) | members (2 each) | length (1) | name | marks (n x 2)
      // | tail (every byte left)
      type("Crew", "@Message record Crew(@Field(bits = 8) int n, int tick,",
          "    @Count(bits = 8, max = 3) java.util.List<Member> members,",
          "    @Length(bits = 8, max = 5) String name, @Count(field = \"n\") short[] marks,",
          "    @Remaining byte[] tail) {}"),
      // count (1) | members | length (1) | name: ends where its name ends
      type("Pair", "@Message record Pair(@Count(bits = 8, max = 3) java.util.List<Member> members,",
          "    @Length(bits = 8) String name) {}"),
      // a (1) | length (1) | pair in that many bytes
      type("Holder", "@Message record Holder(byte a, @Length(bits = 8) Pair pair) {}"),
      // a (1) | pair, as far as its own parts go | z (1)
      type("Chain", "@Message record Chain(byte a, Pair pair, byte z) {}"),
      // MQTT's shape: header (1) | a LEB128 varint length | body in that many bytes, whose
      // topic has a u16 length, then id (2), then the payload: the body's every byte left
      type("Body", "@Message record Body(@Length(bits = 16) String topic, short id,",
          "    @Remaining byte[] payload) {}"),
      type("Packet", "@Message record Packet(byte header,",
          "    @Length(varint = true, min = 2) Body body) {}"),
      // count (1) | pairs: a list of messages, which a local scan leaves to the reader
      type("Pairs", "@Message record Pairs(@Count(bits = 8) java.util.List<Pair> pairs) {}"),
  };

  /** n 02 | tick 00000007 | count 02 | 01 01, 02 00 | length 02 | "ab" | 0001 0002 | ff. */
  private static final String CREW = "02 00000007 02 0101 0200 02 6162 0001 0002 ff";

  private static Compilation compilation;
  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    compilation = Compilations.compile(SOURCES);
    assertTrue(compilation.errors().isEmpty(), () -> Compilations.describe(compilation));
    views = new GeneratedViews(new GeneratedClasses(compilation), 31, 2_000);
  }

  @Test
  void theViewsOfThisShapeScanInLocals() throws Exception {
    for (String view : new String[] {"CrewView", "PairView", "HolderView", "ChainView",
        "BodyView", "PacketView"}) {
      assertFalse(scansWithTheReader(view), view);
    }
    // A list of messages is not a local scan's part
    assertTrue(scansWithTheReader("PairsView"));
  }

  /**
   * Whether the generated {@code scan} of {@code view} hands the frame to the reader's
   * {@code scanFrom}: both forms behave alike (the tests below), so the source tells them apart.
   */
  private static boolean scansWithTheReader(String view) throws Exception {
    String source = compilation.generatedSourceFile("test." + view).orElseThrow()
        .getCharContent(true).toString();
    int at = source.indexOf("private int scan(");
    return source.substring(at, source.indexOf("\n    }\n", at)).contains("scanFrom(");
  }

  @Test
  void agreesWithDecodeOnFramesTheirTruncationsAndMutations() throws Exception {
    views.agrees("Crew", CREW,
        // no members, an empty name, no marks (n 00), no tail
        "00 00000001 00 00",
        // three members (the most), a name of 5 bytes (the most), 1 mark, 2 bytes of tail
        "01 ffffffff 03 0301 0400 0501 05 6869676866 7fff 0102");
    views.agrees("Pair", "02 0101 0200 02 6162", "00 00");
    views.agrees("Holder", "09 07 01 0301 03 787978");
    views.agrees("Chain", "09 01 0301 03 787978 0a", "09 00 00 0a");
    // body length 7: topic length 0002, "ab", id 0009, payload 01
    views.agrees("Packet", "32 07 0002 6162 0009 01",
        // body length 130 (82 01: 2 varint bytes): topic length 0000, id 0001, 126 payload bytes
        "32 8201 0000 0001" + "5a".repeat(126));
  }

  @Test
  void rejectsWhatDecodeRejects() throws Exception {
    views.rejects("Crew",
        "02 000000",                                        // segment 0 cut short
        "02 00000007 04 0101 0200 0300 0401 00",            // 4 members: at most 3
        "02 00000007 03 0101 0200",                         // 3 members in 2 members' bytes
        "02 00000007 02 0101 0202 00",                      // members[1].ready 2
        "02 00000007 02 0101 0200",                         // no name length
        "02 00000007 02 0101 0200 06 616263646566",         // a name of 6: at most 5
        "02 00000007 02 0101 0200 03 6162",                 // 3 name bytes, 2 there
        "02 00000007 02 0101 0200 02 61ff 0001 0002",       // not UTF-8
        "02 00000007 02 0101 0200 02 6162 0001");           // 2 marks, 1 there
    views.rejects("Pair", "01 0101 00 00");                 // a byte after the name
    views.rejects("Holder",
        "09 06 01 0301 03 7879",                            // the pair is longer than 6 bytes
        "09 08 01 0301 03 787978 00");                      // and does not fill 8
    views.rejects("Chain", "09 01 0301 03 7879");           // the pair cut short, no z
    views.rejects("Packet",
        "32 01 00",                                         // a body of 1 byte: at least 2
        "32 8001 0000 0001",                                // 2 varint bytes for 0: not fewest
        "32 80",                                            // the input ends in the varint
        "32 ffffffff0f",                                    // more than 31 bits
        "32 08 0002 6162 0009 01",                          // 8 body bytes, 7 there
        "32 07 0006 6162 0009 01");                         // a topic of 6 in 5 bytes
  }

  @Test
  void aRejectionIsDecodesException() throws Exception {
    MessageView<Object> view = views.view("Crew");
    // members[1].ready is byte 9: n, tick (4), count, then member 0 (2) and member 1's id
    DecodeException e = assertThrows(DecodeException.class,
        () -> view.wrap(hex("02 00000007 02 0101 0202 00")));
    assertEquals(9, e.byteOffset());
    assertTrue(e.getMessage().contains("members[1].ready"), e.getMessage());
    assertFalse(view.isWrapped(), "a failed wrap leaves the view unwrapped");
    // a name of 6 bytes, its length at byte 10, the part at 11
    e = assertThrows(DecodeException.class,
        () -> view.wrap(hex("02 00000007 02 0101 0200 06 616263646566")));
    assertEquals(11, e.byteOffset());
    assertEquals("at most 5 byte(s)", e.expected());
    assertEquals("6 byte(s)", e.found());
  }

  @Test
  void readsEachPartWhereItLies() throws Exception {
    MessageView<Object> view = views.view("Crew");
    byte[] frame = hex("77 " + CREW + " 88");
    view.wrap(frame, 1, frame.length - 2);
    assertEquals(7, call(view, "tick"));
    assertEquals(2, call(view, "membersCount"));
    Object second = invoke(view, "members", 1);
    assertEquals((byte) 2, call(second, "id"));
    assertEquals(false, call(second, "ready"));
    assertEquals("ab", call(view, "name"));
    assertEquals((short) 2, invoke(view, "marks", 1));
    assertEquals(1, call(view, "tailLength"));
    assertEquals((byte) 0xff, invoke(view, "tailByte", 0));
    assertEquals(frame.length - 2, view.size());
  }

  @Test
  void aPrefixEndsWhereTheNameEnds() throws Exception {
    MessageView<Object> view = views.view("Pair");
    byte[] frame = hex("02 0101 0200 02 6162 a5a5");
    view.wrap(frame, 0);
    assertEquals(8, view.size(), "count, 2 members, length, 2 name bytes");
    assertThrows(DecodeException.class, () -> view.wrap(frame), "whole: 2 bytes after it");
  }

  private static Object invoke(Object on, String method, int i) throws Exception {
    Method m = on.getClass().getMethod(method, int.class);
    return m.invoke(on, i);
  }
}
