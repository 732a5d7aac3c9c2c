package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.dns.DnsHeader;
import io.framewright.examples.dns.DnsMessage;
import io.framewright.examples.dns.DnsMessageCodec;
import io.framewright.examples.dns.Label;
import io.framewright.examples.dns.Question;
import io.framewright.examples.dns.QuestionTail;
import io.framewright.examples.dns.RecordType;
import io.framewright.examples.dns.ResourceRecord;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.ReferencedList;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * A DNS message (RFC 1035 section 4.1) whose section counts are read through paths into its
 * nested header ({@code @Count(field = "header.qdCount")}); bytes written by hand from the RFC.
 */
class DnsMessageTest {
  private static final DnsMessageCodec CODEC = DnsMessageCodec.INSTANCE;
  private static final short IN = 1;

  /**
   * A query for the A records of example.com: ID 0x1234, RD set (01 00), QDCOUNT 1, the other
   * counts 0; QNAME 07 "example" 03 "com" 00, QTYPE 1 (A), QCLASS 1 (IN).
   */
  private static final String QUERY = "1234 0100 0001 0000 0000 0000"
      + " 07 6578616d706c65 03 636f6d 00 0001 0001";

  /**
   * Its answer: QR, RD and RA set (81 80), QDCOUNT 1, ANCOUNT 1; the question again; then the
   * record, with its name written out in full (uncompressed), TYPE A, CLASS IN, TTL 3600
   * (00000e10), RDLENGTH 4, RDATA 93.184.216.34 (5db8d822).
   */
  private static final String RESPONSE = "1234 8180 0001 0001 0000 0000"
      + " 07 6578616d706c65 03 636f6d 00 0001 0001"
      + " 07 6578616d706c65 03 636f6d 00 0001 0001 00000e10 0004 5db8d822";

  /**
   * The same answer compressed (RFC 1035 section 4.1.4), as servers send it: the header (bytes
   * 0 to 11), the question (12 to 28, its QNAME at offset 12), then two answers whose names
   * point back at it: c0 0c, the whole name "example.com" at offset 12 (0xc000 | 12); and
   * 03 "www" c0 0c, "www" in place, then the rest at 12. Each A record: TYPE 1, CLASS 1,
   * TTL 3600, RDLENGTH 4, RDATA 93.184.216.34; the second 93.184.216.35 (5db8d823).
   */
  private static final String COMPRESSED = "1234 8180 0001 0002 0000 0000"
      + " 07 6578616d706c65 03 636f6d 00 0001 0001"
      + " c00c 0001 0001 00000e10 0004 5db8d822"
      + " 03 777777 c00c 0001 0001 00000e10 0004 5db8d823";

  private static List<Label> name(String dotted) {
    List<Label> labels = new ArrayList<>();
    for (String label : dotted.split("\\.")) {
      labels.add(new Label(label.getBytes(StandardCharsets.US_ASCII)));
    }
    return labels;
  }

  private static DnsHeader header(int id, boolean response, int qd, int an) {
    return new DnsHeader(id, response, 0, false, false, true, response, 0, 0, qd, an, 0, 0);
  }

  private static Question question() {
    return new Question(name("example.com"), new QuestionTail(RecordType.A, 1, IN));
  }

  @Test
  void queryBothWays() {
    DnsMessage query = new DnsMessage(header(0x1234, false, 1, 0), List.of(question()),
        List.of(), List.of(), List.of());
    Wire.assertWire(CODEC, query, QUERY);
    DnsMessage decoded = CODEC.decode(Hex.parse(QUERY));
    assertEquals(1, decoded.questions().size());
    assertEquals("example", new String(decoded.questions().get(0).name().get(0).text(),
        StandardCharsets.US_ASCII));
    assertEquals(RecordType.A, decoded.questions().get(0).tail().type());
    assertTrue(decoded.header().recursionDesired());
  }

  @Test
  void responseBothWays() {
    // ReferencedList.whole: written in full, as RESPONSE has it (a plain list is compressed)
    ResourceRecord answer = new ResourceRecord(ReferencedList.whole(name("example.com")), 1, 1,
        3600,
        new byte[] {93, (byte) 184, (byte) 216, 34});
    DnsMessage response = new DnsMessage(header(0x1234, true, 1, 1), List.of(question()),
        List.of(answer), List.of(), List.of());
    Wire.assertWire(CODEC, response, RESPONSE);
    DnsMessage decoded = CODEC.decode(Hex.parse(RESPONSE));
    assertEquals(3600, decoded.answers().get(0).ttl());
    assertArrayEquals(new byte[] {93, (byte) 184, (byte) 216, 34},
        decoded.answers().get(0).data());
  }

  @Test
  void truncationAtEveryLengthIsADecodeException() {
    for (String hex : new String[] {QUERY, RESPONSE, COMPRESSED}) {
      byte[] wire = Hex.parse(hex);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> CODEC.decode(cut), "length " + n);
      }
    }
  }

  @Test
  void aCountThatDoesNotMatchItsSectionIsAnEncodeException() {
    // QDCOUNT 2 with one question: the header is written as it is, so the encoder refuses.
    DnsMessage wrong = new DnsMessage(header(0x1234, false, 2, 0), List.of(question()),
        List.of(), List.of(), List.of());
    EncodeException e = assertThrows(EncodeException.class, () -> CODEC.encode(wrong));
    assertEquals("DnsMessage.questions: count 1 does not match header.qdCount = 2, which holds"
        + " it; set header.qdCount to 1 (a value in a nested record is checked, not written, by"
        + " the encoder)", e.getMessage());
  }

  @Test
  void aCountBeyondTheInputIsADecodeException() {
    // QDCOUNT 0xffff and one question: the input ends long before the 65,535th.
    assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "1234 0100 ffff 0000 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001")));
  }

  @Test
  void aCompressedResponseReadsWholeNamesAndKeepsItsPointers() {
    DnsMessage decoded = CODEC.decode(Hex.parse(COMPRESSED));
    ResourceRecord first = decoded.answers().get(0);
    ResourceRecord second = decoded.answers().get(1);
    // The names as if written in place, equal to plain lists of the same labels
    assertEquals(name("example.com").size(), first.name().size());
    assertEquals("example.com", dotted(first.name()));
    assertEquals("www.example.com", dotted(second.name()));
    assertEquals(ReferencedList.class, first.name().getClass());
    assertEquals(0, ReferencedList.inlineOf(first.name()));
    assertEquals(12, ReferencedList.pointerOf(first.name())); // c0 0c: offset 12
    assertEquals(1, ReferencedList.inlineOf(second.name())); // "www", then the pointer
    assertEquals(12, ReferencedList.pointerOf(second.name()));
    assertEquals(-1, ReferencedList.pointerOf(decoded.questions().get(0).name()));
    assertEquals(3600, first.ttl());
    assertEquals("5db8d823", Hex.compact(second.data()));
    // The section after each pointer is read from after the pointer, not from offset 12
    assertEquals(1, first.type());
    // Encoding what was decoded writes the pointers again
    assertArrayEquals(Hex.parse(COMPRESSED), CODEC.encode(decoded));
    assertEquals(Hex.parse(COMPRESSED).length, CODEC.size(decoded));
  }

  @Test
  void aNameIsCompressedWhenItSaysWhereTheRestIs() {
    // ReferencedList.of(labels, in place, offset): "www" in place, then a pointer to 12
    ResourceRecord first = new ResourceRecord(ReferencedList.of(name("example.com"), 0, 12), 1,
        1, 3600, new byte[] {93, (byte) 184, (byte) 216, 34});
    ResourceRecord second = new ResourceRecord(ReferencedList.of(name("www.example.com"), 1,
        12), 1, 1, 3600, new byte[] {93, (byte) 184, (byte) 216, 35});
    DnsMessage response = new DnsMessage(header(0x1234, true, 1, 2), List.of(question()),
        List.of(first, second), List.of(), List.of());
    assertArrayEquals(Hex.parse(COMPRESSED), CODEC.encode(response));
    // A plain list is compressed (compress = true): the answer's name is the question's, c0 0c
    ResourceRecord plain = new ResourceRecord(name("example.com"), 1, 1, 3600,
        new byte[] {93, (byte) 184, (byte) 216, 34});
    assertArrayEquals(Hex.parse("1234 8180 0001 0001 0000 0000"
        + " 07 6578616d706c65 03 636f6d 00 0001 0001"
        + " c00c 0001 0001 00000e10 0004 5db8d822"), CODEC.encode(new DnsMessage(
        header(0x1234, true, 1, 1), List.of(question()), List.of(plain), List.of(), List.of())));
    // 14 offset bits hold at most 16383
    ResourceRecord far = new ResourceRecord(ReferencedList.of(name("example.com"), 0, 16384),
        1, 1, 3600, new byte[4]);
    EncodeException e = assertThrows(EncodeException.class, () -> CODEC.encode(new DnsMessage(
        header(0x1234, true, 1, 1), List.of(question()), List.of(far), List.of(), List.of())));
    assertEquals("DnsMessage.answers[0].name.(pointer)", e.fieldPath());
  }

  /**
   * RFC 1035 section 4.1.4's example, as questions of one message: F.ISI.ARPA at offset 20,
   * FOO.F.ISI.ARPA as FOO then a pointer to 20, ARPA as a pointer to 26 (where ARPA's label
   * starts in F.ISI.ARPA), and the root, a single 0. A first question, "US" (02 55 53 00 and
   * QTYPE, QCLASS: bytes 12 to 19), puts F.ISI.ARPA at 20 as in the RFC's figure. Every
   * question is A (0001), IN (0001).
   */
  private static final String RFC_EXAMPLE = "1234 0100 0005 0000 0000 0000"
      + " 02 5553 00 0001 0001" // 12: US
      + " 01 46 03 495349 04 41525041 00 0001 0001" // 20: F, 22: ISI, 26: ARPA, 31: root
      + " 03 464f4f c014 0001 0001" // 36: FOO, then c0 14, a pointer to 20
      + " c01a 0001 0001" // 46: c0 1a, a pointer to 26
      + " 00 0001 0001"; // 52: the root

  @Test
  void plainNamesAreCompressedAsRfc1035SaysTheExample() {
    List<Question> questions = new ArrayList<>();
    for (String dotted : new String[] {"US", "F.ISI.ARPA", "FOO.F.ISI.ARPA", "ARPA"}) {
      questions.add(new Question(name(dotted), new QuestionTail(RecordType.A, 1, IN)));
    }
    questions.add(new Question(List.of(), new QuestionTail(RecordType.A, 1, IN)));
    DnsMessage m = new DnsMessage(header(0x1234, false, 5, 0), questions, List.of(),
        List.of(), List.of());
    byte[] wire = Hex.parse(RFC_EXAMPLE);
    assertEquals(57, wire.length);
    assertArrayEquals(wire, CODEC.encode(m));
    // size is the exact, compressed size; sizeOf the size written whole, an upper bound
    assertEquals(57, CODEC.size(m));
    // FOO.F.ISI.ARPA whole is 10 bytes longer, ARPA 4
    assertEquals(57 + 10 + 4, DnsMessageCodec.sizeOf(m));
    byte[] roomy = new byte[100];
    assertEquals(57, CODEC.encode(m, roomy, 3));
    assertArrayEquals(wire, Arrays.copyOfRange(roomy, 3, 60));
    // A buffer of the exact size is enough: the labels are compressed before they are copied
    byte[] exact = new byte[57];
    assertEquals(57, CODEC.encode(m, exact, 0));
    assertArrayEquals(wire, exact);
    DnsMessage decoded = CODEC.decode(wire);
    assertEquals("FOO.F.ISI.ARPA", dotted(decoded.questions().get(2).name()));
    assertEquals(1, ReferencedList.inlineOf(decoded.questions().get(2).name()));
    assertEquals(20, ReferencedList.pointerOf(decoded.questions().get(2).name()));
    assertEquals(26, ReferencedList.pointerOf(decoded.questions().get(3).name()));
    assertEquals(-1, ReferencedList.pointerOf(decoded.questions().get(1).name()));
    assertEquals("ARPA", dotted(decoded.questions().get(3).name()));
    assertEquals(0, decoded.questions().get(4).name().size());
    assertArrayEquals(wire, CODEC.encode(decoded));
  }

  /**
   * A response to a query for www.example.com A, as resolvers send it: the question's QNAME at
   * offset 12 (03 www at 12, 07 example at 16, 03 com at 24, 00 at 28; QTYPE and QCLASS to 32),
   * then a CNAME whose name is the question's (c0 0c) and whose RDATA, example.com, points at 16
   * (c0 10, bytes the record holds as they are), then the A record of example.com, its name
   * c0 10 too: TTL 3600, RDATA 93.184.216.34.
   */
  private static final String CNAME_RESPONSE = "abcd 8180 0001 0002 0000 0000"
      + " 03 777777 07 6578616d706c65 03 636f6d 00 0001 0001"
      + " c00c 0005 0001 00000e10 0002 c010" // 33: CNAME
      + " c010 0001 0001 00000e10 0004 5db8d822"; // 47: A

  @Test
  void answersNamePointsToTheQuestionAndToItsSuffix() {
    ResourceRecord cname = new ResourceRecord(name("www.example.com"), 5, 1, 3600,
        new byte[] {(byte) 0xc0, 0x10});
    ResourceRecord a = new ResourceRecord(name("example.com"), 1, 1, 3600,
        new byte[] {93, (byte) 184, (byte) 216, 34});
    DnsMessage m = new DnsMessage(header(0xabcd, true, 1, 2),
        List.of(new Question(name("www.example.com"), new QuestionTail(RecordType.A, 1, IN))),
        List.of(cname, a), List.of(), List.of());
    byte[] wire = Hex.parse(CNAME_RESPONSE);
    assertEquals(63, wire.length);
    Wire.assertWire(CODEC, m, CNAME_RESPONSE);
    DnsMessage decoded = CODEC.decode(wire);
    assertEquals("www.example.com", dotted(decoded.answers().get(0).name()));
    assertEquals("example.com", dotted(decoded.answers().get(1).name()));
    assertEquals(12, ReferencedList.pointerOf(decoded.answers().get(0).name()));
    assertEquals(16, ReferencedList.pointerOf(decoded.answers().get(1).name()));
    assertEquals(0, ReferencedList.inlineOf(decoded.answers().get(1).name()));
  }

  @Test
  void aDecodedNameWrittenWholeStaysWhole() {
    // RESPONSE writes the answer's name in full: decoded and encoded again, it is not
    // compressed, though a plain list of the same labels would be.
    DnsMessage decoded = CODEC.decode(Hex.parse(RESPONSE));
    assertEquals(-1, ReferencedList.pointerOf(decoded.answers().get(0).name()));
    assertEquals(2, ReferencedList.inlineOf(decoded.answers().get(0).name()));
    assertArrayEquals(Hex.parse(RESPONSE), CODEC.encode(decoded));
    assertEquals(Hex.parse(RESPONSE).length, CODEC.size(decoded));
  }

  @Test
  void namesPastTheLastOffsetAPointerHoldsAreWrittenWhole() {
    // A first answer of 16,384 bytes of RDATA: the question (offset 12) can be pointed to, but
    // the second answer's name, after offset 16383, can not: the third is written whole
    // (14 offset bits), never with a wrong pointer.
    ResourceRecord big = new ResourceRecord(name("example.com"), 16, 1, 0, new byte[16384]);
    ResourceRecord other = new ResourceRecord(name("other.net"), 1, 1, 0, new byte[4]);
    ResourceRecord again = new ResourceRecord(name("other.net"), 1, 1, 0, new byte[4]);
    DnsMessage m = new DnsMessage(header(1, true, 1, 3), List.of(question()),
        List.of(big, other, again), List.of(), List.of());
    byte[] wire = CODEC.encode(m);
    // header 12, question 13 + 4, big: c0 0c + 10 + 16384, other.net at 16425: 11 + 14 each
    int other0 = 12 + 17 + 2 + 10 + 16384;
    assertEquals(other0 + 2 * (11 + 14), wire.length);
    assertEquals("c00c", Hex.compact(Arrays.copyOfRange(wire, 29, 31)));
    assertEquals("056f74686572036e657400", Hex.compact(
        Arrays.copyOfRange(wire, other0 + 25, other0 + 36)));
    DnsMessage back = CODEC.decode(wire);
    assertEquals("other.net", dotted(back.answers().get(2).name()));
    assertEquals(-1, ReferencedList.pointerOf(back.answers().get(2).name()));
    assertArrayEquals(wire, CODEC.encode(back));
  }

  @Test
  void manyNamesEncodeInLinearTime() {
    // 4,000 answers, each a new name under one suffix: one table look-up per label, not a
    // search through every name before (which took seconds at this size).
    List<ResourceRecord> answers = new ArrayList<>();
    for (int i = 0; i < 4000; i++) {
      answers.add(new ResourceRecord(name("h" + i + ".example.com"), 1, 1, 0, new byte[0]));
    }
    DnsMessage m = new DnsMessage(header(1, true, 1, 4000), List.of(question()), answers,
        List.of(), List.of());
    byte[] wire = CODEC.encode(m);
    DnsMessage back = CODEC.decode(wire);
    assertEquals("h3999.example.com", dotted(back.answers().get(3999).name()));
    assertEquals(12, ReferencedList.pointerOf(back.answers().get(3999).name()));
    assertArrayEquals(wire, CODEC.encode(back));
  }

  @Test
  void hostilePointersAreDecodeExceptions() {
    // The question's name is c0 0c, a pointer to itself (offset 12): a loop.
    DecodeException loop = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "1234 0100 0001 0000 0000 0000 c00c 0001 0001")));
    assertEquals("DnsMessage.questions[0].name", loop.fieldPath());
    assertEquals(12, loop.byteOffset());
    assertEquals("a pointer to an offset before 12 (an earlier place in the message)",
        loop.expected());
    assertEquals("a pointer to 12", loop.found());
    // A forward pointer: c0 14 (offset 20) in a name that starts at 12.
    DecodeException forward = assertThrows(DecodeException.class, () -> CODEC.decode(
        Hex.parse("1234 0100 0001 0000 0000 0000 c014 0001 0001 0000 0000")));
    assertEquals("a pointer to 20", forward.found());
    // A pointer past the end of the message: c0 ff (offset 255) in the answer.
    DecodeException past = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "1234 8180 0001 0001 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001"
            + " c0ff 0001 0001 00000e10 0004 5db8d822")));
    assertEquals("DnsMessage.answers[0].name", past.fieldPath());
    assertEquals(29, past.byteOffset());
    assertEquals("a pointer to 255", past.found());
    // Two names that point at each other: the second points back at 12, whose 03 "www" is
    // followed by a pointer to 29, after the place (12) it was reached through.
    DecodeException cycle = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "1234 8180 0001 0001 0000 0000 03 777777 c01d 0001 0001"
            + " c00c 0001 0001 00000e10 0004 5db8d822")));
    assertEquals("DnsMessage.questions[0].name", cycle.fieldPath());
    assertEquals("a pointer to 29", cycle.found());
    // A name that points back to its own start after a label: 07 "example", then c0 0c.
    assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "1234 8180 0001 0001 0000 0000 07 6578616d706c65 c00c 0001 0001"
            + " c00c 0001 0001 00000e10 0004 5db8d822")));
  }

  @Test
  void theViewFollowsThePointersInPlace() {
    // COMPRESSED and the hostile inputs above: the view's wrap agrees with decode on each, and
    // on thousands of edits of them.
    java.util.List<byte[]> frames = java.util.List.of(Hex.parse(COMPRESSED));
    assertEquals(1, io.framewright.testing.ViewChecks.agreesAround(CODEC,
        new io.framewright.examples.dns.DnsMessageView(), frames, 104, 3_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(CODEC,
        new io.framewright.examples.dns.DnsMessageView(), java.util.List.of(
            Hex.parse("1234 0100 0001 0000 0000 0000 c00c 0001 0001"),
            Hex.parse("1234 0100 0001 0000 0000 0000 c014 0001 0001 0000 0000"),
            Hex.parse("1234 8180 0001 0001 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001"
                + " c0ff 0001 0001 00000e10 0004 5db8d822")), 105, 0));
    io.framewright.examples.dns.DnsMessageView view =
        new io.framewright.examples.dns.DnsMessageView().wrap(Hex.parse(COMPRESSED));
    // The second answer's name: "www" in place, "example" and "com" at offset 12 and on
    io.framewright.examples.dns.ResourceRecordView second = view.answers(1);
    assertEquals(3, second.nameCount());
    assertTrue(second.name(0).textEquals("www".getBytes(StandardCharsets.US_ASCII)));
    assertTrue(second.name(1).textEquals("example".getBytes(StandardCharsets.US_ASCII)));
    assertTrue(second.name(2).textEquals("com".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(3600, second.ttl()); // read after the pointer, not after the labels at 12
    // A nested view's record reads its pointers from the message's start too
    assertEquals("www.example.com", dotted(second.toRecord().name()));
    assertEquals(2, view.answers(0).nameCount()); // the one child view, re-pointed
    assertArrayEquals(Hex.parse(COMPRESSED), CODEC.encode(view.toRecord()));
  }

  private static String dotted(List<Label> labels) {
    List<String> parts = new ArrayList<>();
    for (Label l : labels) {
      parts.add(new String(l.text(), StandardCharsets.US_ASCII));
    }
    return String.join(".", parts);
  }

  @Test
  void theLayoutNamesThePaths() {
    RecordLayout layout = (RecordLayout) CODEC.description().orElseThrow();
    Size questions = layout.fields().stream().filter(f -> f.name().equals("questions"))
        .findFirst().orElseThrow().size();
    assertEquals(Size.Extent.HELD, questions.extent());
    assertEquals("header.qdCount", questions.field());
    assertTrue(CODEC.layout().contains("count in header.qdCount"), CODEC.layout());
    assertTrue(CODEC.layout().contains("count in header.arCount"), CODEC.layout());
  }

  /** Any sections, with the header's counts set to their sizes, survive a round trip. */
  @Property(tries = 300)
  void anySectionsRoundTrip(@ForAll @IntRange(min = 0, max = 4) int questions,
      @ForAll @IntRange(min = 0, max = 3) int answers,
      @ForAll @IntRange(min = 1, max = 63) int labelLength,
      @ForAll @IntRange(min = 0, max = 65535) int id) {
    List<Question> qs = new ArrayList<>();
    for (int i = 0; i < questions; i++) {
      qs.add(new Question(List.of(new Label(new byte[labelLength]), new Label(new byte[] {'x'})),
          new QuestionTail(RecordType.MX, 15, IN)));
    }
    List<ResourceRecord> as = new ArrayList<>();
    for (int i = 0; i < answers; i++) {
      as.add(new ResourceRecord(List.of(new Label(new byte[] {(byte) i, 1})), 16, 1, i,
          new byte[i]));
    }
    DnsMessage m = new DnsMessage(header(id, answers > 0, questions, answers), qs, as,
        List.of(), List.of());
    byte[] wire = CODEC.encode(m);
    assertEquals(CODEC.size(m), wire.length);
    DnsMessage back = CODEC.decode(wire);
    assertEquals(m.header(), back.header());
    assertEquals(questions, back.questions().size());
    assertEquals(answers, back.answers().size());
    assertArrayEquals(wire, CODEC.encode(back));
  }

  @Test
  void questionAndRecordViewsWalkTheLabelsToTheirZeroByte() {
    // The question and the answer record of RESPONSE; rejected: the name without its 00, a
    // label of 64 bytes (at most 63), a record whose data length runs past the input.
    byte[] question = Hex.parse("07 6578616d706c65 03 636f6d 00 0001 0001");
    byte[] answer = Hex.parse("07 6578616d706c65 03 636f6d 00 0001 0001 00000e10 0004 5db8d822");
    assertEquals(1, io.framewright.testing.ViewChecks.agreesAround(
        io.framewright.examples.dns.QuestionCodec.INSTANCE,
        new io.framewright.examples.dns.QuestionView(), java.util.List.of(question), 99, 2_000));
    assertEquals(1, io.framewright.testing.ViewChecks.agreesAround(
        io.framewright.examples.dns.ResourceRecordCodec.INSTANCE,
        new io.framewright.examples.dns.ResourceRecordView(), java.util.List.of(answer), 100,
        2_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(
        io.framewright.examples.dns.QuestionCodec.INSTANCE,
        new io.framewright.examples.dns.QuestionView(), java.util.List.of(
            Hex.parse("07 6578616d706c65 03 636f6d"),
            Hex.parse("40" + "61".repeat(64) + "00 0001 0001")), 101, 0));
    io.framewright.examples.dns.ResourceRecordView record =
        new io.framewright.examples.dns.ResourceRecordView().wrap(answer);
    assertEquals(2, record.nameCount()); // "example", "com": the 00 ends the list
    assertEquals(7, record.name(0).textLength());
    assertEquals(3600, record.ttl());
    byte[] address = new byte[4];
    record.dataBytes(address, 0);
    assertEquals("5db8d822", Hex.compact(address)); // 93.184.216.34
    DecodeException e = assertThrows(DecodeException.class, () -> record.wrap(
        Hex.parse("07 6578616d706c65 03 636f6d 00 0001 0001 00000e10 0005 5db8d822")));
    assertEquals("ResourceRecord.data", e.fieldPath());
  }

  @Test
  void theMessagesViewCountsItsSectionsFromTheHeader() {
    // QUERY and RESPONSE; rejected: a question count of 65535 with one question there.
    java.util.List<byte[]> frames = java.util.List.of(Hex.parse(QUERY), Hex.parse(RESPONSE));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(CODEC,
        new io.framewright.examples.dns.DnsMessageView(), frames, 102, 3_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(CODEC,
        new io.framewright.examples.dns.DnsMessageView(), java.util.List.of(Hex.parse(
            "1234 0100 ffff 0000 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001")), 103,
        0));
    io.framewright.examples.dns.DnsMessageView view =
        new io.framewright.examples.dns.DnsMessageView().wrap(Hex.parse(RESPONSE));
    assertEquals(1, view.header().anCount());
    assertEquals(1, view.questionsCount()); // header.qdCount, read through the header's view
    assertEquals(1, view.answersCount());
    assertEquals(0, view.additionalsCount());
    assertEquals(3600, view.answers(0).ttl());
    assertTrue(view.questions(0).name(1).textEquals("com".getBytes(StandardCharsets.US_ASCII)));
  }
}
