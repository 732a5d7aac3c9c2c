package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.ipv4.Ipv4Datagram;
import io.framewright.examples.ipv4.Ipv4DatagramCodec;
import io.framewright.examples.ipv4.Ipv4Header;
import io.framewright.examples.ipv4.Ipv4HeaderCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Sizes computed from earlier fields ({@code @Length(expr = ...)}), on the IPv4 header of RFC 791;
 * bytes written by hand, and a property over every options length.
 */
class SizeExpressionTest {
  /**
   * The sample header of Wikipedia's "Internet checksum" article (a UDP datagram from 192.168.0.1
   * to 192.168.0.199): version 4, IHL 5 (20 bytes, no options), total length 0x73, DF, TTL 64,
   * protocol 17, checksum b861.
   */
  private static final String SAMPLE = "45 00 0073 0000 4000 40 11 b861 c0a80001 c0a800c7";

  /**
   * An IGMPv2 membership report (RFC 2236) for 239.255.255.250 from 10.0.0.1: IHL 6 for the
   * Router Alert option (RFC 2113: 94 04 0000), DSCP 48 (c0), total length 32, DF, TTL 1,
   * protocol 2, checksum ea1c (the 8-byte report, type 16, checksum fa04, would follow).
   */
  private static final String HEADER_WITH_OPTION =
      "46 c0 0020 0000 4000 01 02 ea1c 0a000001 effffffa 94040000";

  /**
   * That report's whole datagram: the header, then the 8-byte IGMPv2 report, type 16, max
   * response time 00, checksum fa04 (RFC 1071 over 1600 + 0000 + efff + fffa = 0x205f9; folded,
   * 0x05f9 + 0x2 = 0x05fb; complemented, fa04), group 239.255.255.250: total length 32 = 24
   * header bytes (IHL 6) and 8 of payload.
   */
  private static final String DATAGRAM = HEADER_WITH_OPTION + " 16 00 fa04 effffffa";

  private static Ipv4Header sample(int ihl) {
    return new Ipv4Header(4, ihl, 0, 0, 0x73, 0, 2, 0, 64, 17, 0xb861, 0xc0a80001, 0xc0a800c7,
        new byte[0]);
  }

  /**
   * A datagram reuses the header as it is (issue 30): the payload's length is read through the
   * header's fields, and the encoder takes the IHL the header's encoder writes (6, from the
   * 4-byte option), not the record's, which may be stale.
   */
  @Test
  void aDatagramReusesTheHeader() {
    Ipv4DatagramCodec codec = Ipv4DatagramCodec.INSTANCE;
    Ipv4Datagram d = codec.decode(Hex.parse(DATAGRAM));
    assertEquals(6, d.header().ihl());
    assertEquals(32, d.header().totalLength());
    assertEquals("1600fa04effffffa", Hex.compact(d.payload()));
    Wire.assertWire(codec, d, DATAGRAM);
    Ipv4Header h = d.header();
    Ipv4Header stale = new Ipv4Header(h.version(), 5, h.dscp(), h.ecn(), h.totalLength(),
        h.identification(), h.flags(), h.fragmentOffset(), h.ttl(), h.protocol(),
        h.headerChecksum(), h.source(), h.destination(), h.options());
    assertEquals(Hex.compact(Hex.parse(DATAGRAM)),
        Hex.compact(codec.encode(new Ipv4Datagram(stale, d.payload()))));
    // A total length of 33 leaves 9 bytes of payload, not 8: refused both ways.
    Ipv4Header longer = new Ipv4Header(h.version(), h.ihl(), h.dscp(), h.ecn(), 33,
        h.identification(), h.flags(), h.fragmentOffset(), h.ttl(), h.protocol(),
        h.headerChecksum(), h.source(), h.destination(), h.options());
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(new Ipv4Datagram(longer, d.payload())));
    assertEquals("Ipv4Datagram.payload", e.fieldPath());
    byte[] wire = Hex.parse(DATAGRAM);
    for (int n = 0; n < wire.length; n++) {
      byte[] cut = Arrays.copyOf(wire, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), Hex.compact(cut));
    }
  }

  @Test
  void sampleHeaderBothWays() {
    Ipv4Header h = Ipv4HeaderCodec.INSTANCE.decode(Hex.parse(SAMPLE));
    assertEquals(5, h.ihl());
    assertEquals(0x73, h.totalLength());
    assertEquals(2, h.flags());
    assertEquals(17, h.protocol());
    assertEquals(0xb861, h.headerChecksum());
    assertEquals(0xc0a800c7, h.destination());
    assertEquals(0, h.options().length);
    Wire.assertWire(Ipv4HeaderCodec.INSTANCE, sample(5), SAMPLE);
  }

  @Test
  void headerWithAnOption() {
    Ipv4Header h = Ipv4HeaderCodec.INSTANCE.decode(Hex.parse(HEADER_WITH_OPTION));
    assertEquals(6, h.ihl());
    assertEquals(48, h.dscp());
    assertEquals("94040000", Hex.compact(h.options()));
    Wire.assertWire(Ipv4HeaderCodec.INSTANCE, h, HEADER_WITH_OPTION);
  }

  @Test
  void encoderSetsIhlFromTheOptions() {
    // The record says 0 and 9: the wire says what the options take, 5 and 6 words.
    assertEquals(Hex.compact(Hex.parse(SAMPLE)),
        Hex.compact(Ipv4HeaderCodec.INSTANCE.encode(sample(0))));
    Ipv4Header withOption = new Ipv4Header(4, 9, 48, 0, 32, 0, 2, 0, 1, 2, 0xea1c, 0x0a000001,
        0xeffffffa, new byte[] {(byte) 0x94, 4, 0, 0});
    assertEquals(Hex.compact(Hex.parse(HEADER_WITH_OPTION)),
        Hex.compact(Ipv4HeaderCodec.INSTANCE.encode(withOption)));
    // The most options: 40 bytes, IHL 15.
    byte[] wire = Ipv4HeaderCodec.INSTANCE.encode(withOptions(40));
    assertEquals(0x4f, wire[0] & 0xff);
    assertEquals(60, wire.length);
    assertEquals(60, Ipv4HeaderCodec.INSTANCE.size(withOptions(40)));
  }

  private static Ipv4Header withOptions(int n) {
    return new Ipv4Header(4, 5, 0, 0, 20 + n, 0, 0, 0, 64, 6, 0, 1, 2, new byte[n]);
  }

  @Test
  void optionsIhlCanNotExpressAreEncodeErrors() {
    EncodeException partWord = assertThrows(EncodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.encode(withOptions(3)));
    assertEquals("Ipv4Header.options: 3 byte(s) can not be written as ihl * 4 - 20: it needs"
        + " ihl = 23/4, and ihl holds the whole numbers 0..15", partWord.getMessage());
    EncodeException tooMany = assertThrows(EncodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.encode(withOptions(44)));
    assertEquals("Ipv4Header.options: 44 byte(s) can not be written as ihl * 4 - 20: it needs"
        + " ihl = 16, and ihl holds the whole numbers 0..15", tooMany.getMessage());
  }

  /**
   * IHL 4 with a checksum that is right for it (the header checksum comes first, see
   * ComponentChecksumTest): the 16 bytes 4400 0073 0000 4000 4011 [0000] c0a8 0001 add up to
   * 0x1852d, folded 0x852e, whose complement is 7ad1.
   */
  private static final String IHL_FOUR = "44 00 0073 0000 4000 40 11 7ad1 c0a80001 c0a800c7";

  @Test
  void ihlBelowFiveIsADecodeError() {
    DecodeException four = assertThrows(DecodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.decode(Hex.parse(IHL_FOUR)));
    assertEquals("Ipv4Header.options", four.fieldPath());
    // The size is named with the values it was computed from (issue 27, item 16).
    assertTrue(four.getMessage().contains(
        "expected a size of 0 byte(s) or more but found size expression 'ihl * 4 - 20' is -4"
            + " (ihl = 4)"), four.getMessage());
  }

  @Test
  void ihlBeyondTheInputIsADecodeError() {
    // IHL 15 says 60 bytes of header; the input ends after the fixed 20. The header checksum
    // covers all 60, so it is the first to find them missing.
    DecodeException e = assertThrows(DecodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.decode(Hex.parse("4f" + SAMPLE.substring(2))));
    assertEquals("Ipv4Header.headerChecksum", e.fieldPath());
  }

  @Test
  void truncatedAtEveryLength() {
    for (String hex : new String[] {SAMPLE, HEADER_WITH_OPTION}) {
      byte[] wire = Hex.parse(hex);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> Ipv4HeaderCodec.INSTANCE.decode(cut),
            hex + " cut to " + n);
      }
    }
  }

  @Test
  void layoutShowsTheExpression() {
    Size size = ((RecordLayout) Ipv4HeaderCodec.INSTANCE.description().orElseThrow())
        .components().stream()
        .filter(f -> f.name().equals("options")).findFirst().orElseThrow().size();
    assertEquals(Size.Extent.EXPRESSION, size.extent());
    assertEquals("ihl * 4 - 20", size.field());
    assertTrue(Ipv4HeaderCodec.INSTANCE.layout().contains("byte[]; byte length ihl * 4 - 20"),
        Ipv4HeaderCodec.INSTANCE.layout());
  }

  /**
   * Options of any length: a whole number of words up to 40 bytes encodes with IHL 5 + n / 4 and
   * decodes back to the same bytes; any other length is an EncodeException, whatever IHL the
   * record holds.
   */
  @Property(tries = 300)
  void anyOptionsLengthEncodesExactlyOrIsRefused(@ForAll @IntRange(max = 64) int n,
      @ForAll @IntRange(max = 15) int ihl, @ForAll @IntRange(max = 0xffff) int identification,
      @ForAll byte fill) {
    byte[] options = new byte[n];
    Arrays.fill(options, fill);
    Ipv4Header h = new Ipv4Header(4, ihl, 0, 0, 20 + n, identification, 0, 0, 64, 6, 0, 1, 2,
        options);
    if (n % 4 != 0 || n > 40) {
      assertThrows(EncodeException.class, () -> Ipv4HeaderCodec.INSTANCE.encode(h));
      return;
    }
    byte[] wire = Ipv4HeaderCodec.INSTANCE.encode(h);
    assertEquals(20 + n, wire.length);
    assertEquals(0x45 + n / 4, wire[0] & 0xff);
    Ipv4Header back = Ipv4HeaderCodec.INSTANCE.decode(wire);
    assertEquals(5 + n / 4, back.ihl());
    assertEquals(identification, back.identification());
    assertArrayEquals(options, back.options());
    assertArrayEquals(wire, Ipv4HeaderCodec.INSTANCE.encode(back));
  }

  @Test
  void theViewChecksTheHeaderAndReadsItsOptionsInPlace() {
    // The headers above; IHL 4 (options of -4 bytes) and IHL 15 past the input: decode's errors.
    java.util.List<byte[]> frames = java.util.List.of(Hex.parse(SAMPLE),
        Hex.parse(HEADER_WITH_OPTION));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(Ipv4HeaderCodec.INSTANCE,
        new io.framewright.examples.ipv4.Ipv4HeaderView(), frames, 95, 3_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(Ipv4HeaderCodec.INSTANCE,
        new io.framewright.examples.ipv4.Ipv4HeaderView(), java.util.List.of(
            Hex.parse(IHL_FOUR), Hex.parse("4f" + SAMPLE.substring(2))), 96, 0));
    io.framewright.examples.ipv4.Ipv4HeaderView view =
        new io.framewright.examples.ipv4.Ipv4HeaderView().wrap(Hex.parse(HEADER_WITH_OPTION));
    assertEquals(6, view.ihl());
    assertEquals(0xea1c, view.headerChecksum());
    assertEquals(4, view.optionsLength()); // ihl * 4 - 20
    byte[] option = new byte[4];
    view.optionsBytes(option, 0);
    assertEquals("94040000", Hex.compact(option));
    DecodeException e = assertThrows(DecodeException.class,
        () -> view.wrap(Hex.parse(IHL_FOUR)));
    assertEquals("Ipv4Header.options", e.fieldPath());
  }
}
