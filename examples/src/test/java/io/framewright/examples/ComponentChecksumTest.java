package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.checksum.CountedCheck;
import io.framewright.examples.checksum.CountedCheckCodec;
import io.framewright.examples.checksum.Reading;
import io.framewright.examples.checksum.ReadingCodec;
import io.framewright.examples.checksum.TaggedFrame;
import io.framewright.examples.checksum.TaggedFrameCodec;
import io.framewright.examples.ipv4.Ipv4Header;
import io.framewright.examples.ipv4.Ipv4HeaderCodec;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.layout.Coverage;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.WireField;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@code @Checksum} on a record component: the IPv4 header checksum (RFC 791, RFC 1071) over
 * the header's {@code ihl * 4} bytes, a CRC-32C over part of a message, an Adler-32 in the
 * middle of a fixed message. Bytes written by hand; the checksums worked out in the comments.
 */
class ComponentChecksumTest {
  /**
   * The sample header of Wikipedia's "Internet checksum" article (also RFC 1071's method): a UDP
   * datagram from 192.168.0.1 to 192.168.0.199. Its 16-bit words with the checksum as zero:
   * 4500 + 0073 + 0000 + 4000 + 4011 + 0000 + c0a8 + 0001 + c0a8 + 00c7 = 0x2479c; folded,
   * 0x479c + 0x2 = 0x479e; complemented, b861.
   */
  private static final String SAMPLE = "45 00 0073 0000 4000 40 11 b861 c0a80001 c0a800c7";

  /**
   * An IGMPv2 membership report's IP header with the Router Alert option (RFC 2113: 94 04 0000),
   * IHL 6: its words with the checksum as zero add up to 0x315e0 ({@link
   * #optionHeaderChecksumByHand()} lists the running sums); folded, 0x15e0 + 0x3 = 0x15e3;
   * complemented, ea1c.
   */
  private static final String WITH_OPTION =
      "46 c0 0020 0000 4000 01 02 ea1c 0a000001 effffffa 94040000";

  private static Ipv4Header sample(int checksum) {
    return new Ipv4Header(4, 5, 0, 0, 0x73, 0, 2, 0, 64, 17, checksum, 0xc0a80001, 0xc0a800c7,
        new byte[0]);
  }

  @Test
  void optionHeaderChecksumByHand() {
    // The sum of WITH_OPTION's words, one at a time, as a reader would check it on paper.
    int[] words = {0x46c0, 0x0020, 0x0000, 0x4000, 0x0102, 0x0000, 0x0a00, 0x0001, 0xefff,
        0xfffa, 0x9404, 0x0000};
    int[] running = {0x46c0, 0x46e0, 0x46e0, 0x86e0, 0x87e2, 0x87e2, 0x91e2, 0x91e3, 0x181e2,
        0x281dc, 0x315e0, 0x315e0};
    int sum = 0;
    for (int i = 0; i < words.length; i++) {
      sum += words[i];
      assertEquals(running[i], sum, "after word " + i);
    }
    // Folded: 0x15e0 + 0x3 = 0x15e3; complemented: 0xffff - 0x15e3 = 0xea1c.
    assertEquals(0xea1c, ~((sum & 0xffff) + (sum >>> 16)) & 0xffff);
  }

  @Test
  void theSampleHeaderBothWays() {
    Ipv4Header h = Ipv4HeaderCodec.INSTANCE.decode(Hex.parse(SAMPLE));
    assertEquals(0xb861, h.headerChecksum());
    assertEquals(0xc0a800c7, h.destination());
    Wire.assertWire(Ipv4HeaderCodec.INSTANCE, sample(0xb861), SAMPLE);
    Ipv4Header o = Ipv4HeaderCodec.INSTANCE.decode(Hex.parse(WITH_OPTION));
    assertEquals(0xea1c, o.headerChecksum());
    Wire.assertWire(Ipv4HeaderCodec.INSTANCE, o, WITH_OPTION);
  }

  @Test
  void theEncoderWritesTheChecksumWhateverTheRecordHolds() {
    for (int held : new int[] {0, 0xffff, 0x1234, -1, 1 << 20}) {
      assertEquals(Hex.compact(Hex.parse(SAMPLE)),
          Hex.compact(Ipv4HeaderCodec.INSTANCE.encode(sample(held))), "record holds " + held);
    }
  }

  @Test
  void aCorruptedFieldIsAChecksumError() {
    // TTL 40 -> 41 adds 0x0100 to the sum: the checksum the bytes need is b861 - 0100 = b761.
    byte[] ttl = Hex.parse(SAMPLE);
    ttl[8] = 0x41;
    DecodeException e = assertThrows(DecodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.decode(ttl));
    assertEquals("Ipv4Header.headerChecksum", e.fieldPath());
    assertEquals(80, e.bitOffset());
    assertTrue(e.getMessage().startsWith("Ipv4Header.headerChecksum at byte 10: expected"
        + " checksum 0xb761 but found 0xb861"), e.getMessage());
  }

  @Test
  void aCorruptedLengthIsAChecksumErrorNotAnOptionsError() {
    // IHL 5 -> 0 would make the options -20 bytes; the checksum over the 0 bytes IHL now gives
    // is that of nothing, ffff, and it is checked first.
    byte[] ihl = Hex.parse(SAMPLE);
    ihl[0] = 0x40;
    DecodeException e = assertThrows(DecodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.decode(ihl));
    assertTrue(e.getMessage().startsWith("Ipv4Header.headerChecksum at byte 10: expected"
        + " checksum 0xffff but found 0xb861"), e.getMessage());
    // IHL 5 -> 7 in a 24-byte header: 28 bytes to check, more than the input holds.
    byte[] long7 = Hex.parse("47" + WITH_OPTION.substring(2));
    DecodeException cut = assertThrows(DecodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.decode(long7));
    assertEquals("Ipv4Header.headerChecksum", cut.fieldPath());
  }

  @Test
  void aCorruptedOptionIsAChecksumError() {
    byte[] option = Hex.parse(WITH_OPTION);
    option[21] ^= 0x01; // 94 04 -> 94 05: the sum grows by 1, the checksum needed is ea1b
    DecodeException e = assertThrows(DecodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.decode(option));
    assertTrue(e.getMessage().startsWith("Ipv4Header.headerChecksum at byte 10: expected"
        + " checksum 0xea1b but found 0xea1c"), e.getMessage());
  }

  /** CRC-32C's check value: the CRC of the ASCII bytes "123456789" is e3069283. */
  private static final String TAGGED = "01 313233343536373839 e3069283 abcd";

  @Test
  void aCrcOverPartOfTheMessage() {
    TaggedFrame f = TaggedFrameCodec.INSTANCE.decode(Hex.parse(TAGGED));
    assertEquals(0xe3069283, f.tagCrc());
    assertEquals("123456789", new String(f.tag(), StandardCharsets.US_ASCII));
    Wire.assertWire(TaggedFrameCodec.INSTANCE, new TaggedFrame((byte) 1,
        "123456789".getBytes(StandardCharsets.US_ASCII), 0, new byte[] {(byte) 0xab,
            (byte) 0xcd}), TAGGED);
    // The version and the payload are not covered; the tag is.
    byte[] outside = Hex.parse(TAGGED);
    outside[0] = 7;
    outside[15] = 0;
    assertEquals(7, TaggedFrameCodec.INSTANCE.decode(outside).version());
    byte[] inside = Hex.parse(TAGGED);
    inside[9] = '0';
    DecodeException e = assertThrows(DecodeException.class,
        () -> TaggedFrameCodec.INSTANCE.decode(inside));
    assertEquals("TaggedFrame.tagCrc", e.fieldPath());
  }

  /**
   * Adler-32 over all seven bytes, the checksum as zero: 01 00 00 00 00 00 02. A is 1 plus the
   * bytes, 1 + 1 + 2 = 4; B the sum of A after each byte, 2 + 2 + 2 + 2 + 2 + 2 + 4 = 16: B A =
   * 0010 0004.
   */
  private static final String READING = "01 00100004 0002";

  @Test
  void aChecksumInTheMiddleOfAFixedMessage() {
    Wire.assertWire(ReadingCodec.INSTANCE, new Reading((byte) 1, 0, (short) 2), READING);
    assertEquals(0x00100004, ReadingCodec.INSTANCE.decode(Hex.parse(READING)).check());
    byte[] bad = Hex.parse(READING);
    bad[6] = 3;
    DecodeException e = assertThrows(DecodeException.class,
        () -> ReadingCodec.INSTANCE.decode(bad));
    assertEquals("Reading.check", e.fieldPath());
  }

  @Test
  void aRangeTheRecordSizesWrongIsAnEncodeError() {
    // CRC-32 of no bytes is 00000000.
    Wire.assertWire(CountedCheckCodec.INSTANCE, new CountedCheck((byte) 0, 0,
        new byte[] {(byte) 0xab, (byte) 0xcd}), "00 00000000 abcd");
    EncodeException e = assertThrows(EncodeException.class, () -> CountedCheckCodec.INSTANCE
        .encode(new CountedCheck((byte) 100, 0, new byte[2])));
    assertEquals("CountedCheck.crc: a checksum over n = 100 byte(s) does not fit the 7 byte(s)"
        + " of the message from the range's start; set the components of n to match the"
        + " message", e.getMessage());
    DecodeException negative = assertThrows(DecodeException.class,
        () -> CountedCheckCodec.INSTANCE.decode(Hex.parse("ff 00000000")));
    assertEquals("CountedCheck.crc", negative.fieldPath());
  }

  @Test
  void truncatedAtEveryLength() {
    check(Ipv4HeaderCodec.INSTANCE, SAMPLE);
    check(Ipv4HeaderCodec.INSTANCE, WITH_OPTION);
    check(TaggedFrameCodec.INSTANCE, "01 313233343536373839 e3069283");
    check(ReadingCodec.INSTANCE, READING);
    check(CountedCheckCodec.INSTANCE, "00 00000000");
  }

  private static void check(Codec<?> codec, String hex) {
    byte[] wire = Hex.parse(hex);
    codec.decode(wire);
    for (int n = 0; n < wire.length; n++) {
      byte[] cut = Arrays.copyOf(wire, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), hex + " cut to " + n);
    }
  }

  @Test
  void theLayoutShowsTheChecksumAndItsRange() {
    RecordLayout layout = (RecordLayout) Ipv4HeaderCodec.INSTANCE.description().orElseThrow();
    WireField f = layout.field("headerChecksum");
    assertEquals(WireField.Role.CHECKSUM, f.role());
    assertEquals(new Coverage("InternetChecksum", 0, new Size(Size.Extent.EXPRESSION,
        Size.Unit.BYTES, -1, "ihl * 4", 0, Integer.MAX_VALUE, new byte[0]),
        "io.framewright.runtime.InternetChecksum"), f.coverage());
    assertTrue(layout.components().contains(f));
    assertTrue(Ipv4HeaderCodec.INSTANCE.layout().contains("10.0         16  headerChecksum"
        + "       checksum InternetChecksum of ihl * 4 bytes from byte 0, unsigned 16,"
        + " big-endian"),
        Ipv4HeaderCodec.INSTANCE.layout());
    WireField tag = ((RecordLayout) TaggedFrameCodec.INSTANCE.description().orElseThrow())
        .field("tagCrc");
    assertEquals("CRC32C of 9 bytes from byte 1", tag.coverage().describe());
    WireField other = layout.field("ttl");
    assertNull(other.coverage());
  }

  /**
   * Any header with options of whole words round-trips, its checksum computed; and flipping any
   * one bit but those of IHL (which moves the range) is a checksum error.
   */
  @Property(tries = 200)
  void anyHeaderRoundTripsAndAnyFlippedBitIsAChecksumError(
      @ForAll @IntRange(max = 10) int words, @ForAll @IntRange(max = 0xffff) int id,
      @ForAll @IntRange(max = 0xff) int ttl, @ForAll int source, @ForAll byte fill,
      @ForAll @IntRange(max = 479) int bit) {
    byte[] options = new byte[words * 4];
    Arrays.fill(options, fill);
    Ipv4Header h = new Ipv4Header(4, 0, 0, 0, 20 + options.length, id, 0, 0, ttl, 6, 0, source,
        2, options);
    byte[] wire = Ipv4HeaderCodec.INSTANCE.encode(h);
    Ipv4Header back = Ipv4HeaderCodec.INSTANCE.decode(wire);
    assertEquals(id, back.identification());
    assertArrayEquals(options, back.options());
    assertArrayEquals(wire, Ipv4HeaderCodec.INSTANCE.encode(back));
    int flip = bit % (wire.length * 8);
    if (flip >= 4 && flip < 8) {
      return; // IHL's bits, most significant first
    }
    byte[] bad = wire.clone();
    bad[flip / 8] ^= (byte) (0x80 >>> (flip % 8));
    DecodeException e = assertThrows(DecodeException.class,
        () -> Ipv4HeaderCodec.INSTANCE.decode(bad));
    assertEquals("Ipv4Header.headerChecksum", e.fieldPath());
  }
}
