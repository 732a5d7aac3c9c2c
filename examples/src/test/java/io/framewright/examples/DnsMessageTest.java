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
    ResourceRecord answer = new ResourceRecord(name("example.com"), 1, 1, 3600,
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
    for (String hex : new String[] {QUERY, RESPONSE}) {
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
  void aCountBeyondTheInputAndACompressedNameAreDecodeExceptions() {
    // QDCOUNT 0xffff and one question: the input ends long before the 65,535th.
    assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "1234 0100 ffff 0000 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001")));
    // A compression pointer (c0 0c, RFC 1035 section 4.1.4) reads as a label of 192 octets.
    assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(
        "1234 8180 0001 0001 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001"
            + " c00c 0001 0001 00000e10 0004 5db8d822")));
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
