package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.call;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.MessageView;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * QUIC varints (RFC 9000 section 16: the first byte's two high bits give the length, 00, 01,
 * 10, 11 for 1, 2, 4, 8 bytes; the other 6, 14, 30 or 62 bits are the number, big-endian) as
 * values, counts, lengths, a {@code @Select} selector and a union tag, through codecs and views.
 * Every byte is written by hand from that section and the examples of appendix A.1
 * ({@code c2197c5eff14e88c} is 151288809941952652, {@code 9d7f3e7d} 494878333, {@code 7bbd}
 * 15293, {@code 25} and {@code 4025} 37).
 */
class QuicVarintCodecTest {
  static final String[] SOURCES = {
      "@Message record Value(@Varint(form = VarintForm.QUIC) long v) {}",
      "@Message record Small(@Varint(form = VarintForm.QUIC) int v, byte tail) {}",
      "@Message record Two(@Varint(form = VarintForm.QUIC, maxBytes = 2) int v) {}",
      "@Message record One(@Varint(form = VarintForm.QUIC, maxBytes = 1) int v) {}",
      "@Message record Strict(@Varint(form = VarintForm.QUIC, acceptNonMinimal = false) long v)"
          + " {}",
      "@Message record Acks(@Count(varintForm = VarintForm.QUIC) short[] ranges) {}",
      "@Message record Crypto(@Varint(form = VarintForm.QUIC) long offset,"
          + " @Length(varintForm = VarintForm.QUIC) byte[] data) {}",
      "@Message @Union(bits = 8) sealed interface Body permits A, B {}",
      "@Tag(1) record A(byte x) implements Body {}",
      "@Tag(64) record B(short y) implements Body {}",
      "@Message record Sel(@Varint(form = VarintForm.QUIC) int type,"
          + " @Select(field = \"type\") Body body) {}",
      "@Message @Union(varintForm = VarintForm.QUIC) sealed interface Frame"
          + " permits Ping, CryptoFrame, Big, Other {}",
      "@Tag(1) record Ping() implements Frame {}",
      "@Tag(6) record CryptoFrame(@Varint(form = VarintForm.QUIC) long offset,"
          + " @Length(varintForm = VarintForm.QUIC) byte[] data) implements Frame {}",
      "@Tag(16384) record Big(byte b) implements Frame {}",
      "@UnknownTag record Other(long tag, @Remaining byte[] data) implements Frame {}",
      "@Message record Frames(@Count(varint = true, varintForm = VarintForm.QUIC)"
          + " java.util.List<Frame> frames) {}"};

  static GeneratedClasses loader;
  static GeneratedViews views;

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Value", SOURCES),
        JavaFileObjects.forSourceLines("test.package-info",
            "@io.framewright.annotations.View", "package test;"));
    views = new GeneratedViews(loader, 9000, 300);
  }

  private static EncodeException encodeFails(String type, Object... args) throws Exception {
    Object value = loader.make(type, args);
    return assertThrows(EncodeException.class, () -> loader.codec(type).encode(value));
  }

  private static DecodeException decodeFails(String type, String hex) throws Exception {
    return assertThrows(DecodeException.class, () -> loader.codec(type).decode(hex(hex)));
  }

  @Test
  void theExamplesOfAppendixA1() throws Exception {
    loader.assertWire("Value", loader.make("Value", 151_288_809_941_952_652L),
        "c2 19 7c 5e ff 14 e8 8c");
    loader.assertWire("Value", loader.make("Value", 494_878_333L), "9d 7f 3e 7d");
    loader.assertWire("Value", loader.make("Value", 15_293L), "7b bd");
    loader.assertWire("Value", loader.make("Value", 37L), "25");
    // 2^62 - 1, the largest: eight bytes, all bits set
    loader.assertWire("Value", loader.make("Value", (1L << 62) - 1), "ff ff ff ff ff ff ff ff");
    // "as does the two-byte sequence 0x4025": accepted, as section 16 allows
    assertThat(GeneratedClasses.describe(loader.codec("Value").decode(hex("40 25"))))
        .isEqualTo(GeneratedClasses.describe(loader.make("Value", 37L)));
    views.agrees("Value", "c2 19 7c 5e ff 14 e8 8c", "9d 7f 3e 7d", "7b bd", "25", "40 25");
    MessageView<Object> view = views.view("Value");
    view.wrap(hex("9d 7f 3e 7d"));
    assertEquals(494_878_333L, call(view, "v"));
  }

  @Test
  void aNonMinimalVarintIsRejectedWhenAskedTo() throws Exception {
    loader.assertWire("Strict", loader.make("Strict", 37L), "25");
    DecodeException e = decodeFails("Strict", "40 25");
    assertThat(e.fieldPath()).isEqualTo("Strict.v");
    assertThat(e.expected()).isEqualTo("a varint in the fewest bytes");
    views.agrees("Strict", "25", "7b bd");
    views.rejects("Strict", "40 25", "c0 00 00 00 00 00 00 25");
  }

  @Test
  void anIntHoldsUpTo2To31Less1() throws Exception {
    // 2^31 - 1 needs the eight-byte form (more than 30 bits)
    loader.assertWire("Small", loader.make("Small", Integer.MAX_VALUE, (byte) 9),
        "c0 00 00 00 7f ff ff ff 09");
    loader.assertWire("Small", loader.make("Small", 1_073_741_823, (byte) 9),
        "bf ff ff ff 09");
    DecodeException e = decodeFails("Small", "c0 00 00 00 80 00 00 00 09");
    assertThat(e.fieldPath()).isEqualTo("Small.v");
    assertThat(e.byteOffset()).isEqualTo(0);
    assertThat(encodeFails("Small", -1, (byte) 0).getMessage())
        .isEqualTo("Small.v: -1 does not fit 31 unsigned bits (0..2147483647)");
    views.agrees("Small", "c0 00 00 00 7f ff ff ff 09", "00 09", "40 00 09");
    views.rejects("Small", "c0 00 00 00 80 00 00 00 09");
  }

  @Test
  void maxBytesLimitsTheLengthAndTheNumber() throws Exception {
    loader.assertWire("Two", loader.make("Two", 16_383), "7f ff");
    assertThat(encodeFails("Two", 16_384).getMessage())
        .isEqualTo("Two.v: 16384 does not fit 14 unsigned bits (0..16383)");
    DecodeException e = decodeFails("Two", "80 00 40 00");
    assertThat(e.expected()).isEqualTo("a varint of at most 2 byte(s)");
    loader.assertWire("One", loader.make("One", 63), "3f");
    assertThat(encodeFails("One", 64).getMessage())
        .isEqualTo("One.v: 64 does not fit 6 unsigned bits (0..63)");
    views.agrees("Two", "7f ff", "00");
    views.rejects("Two", "80 00 40 00");
  }

  @Test
  void truncatedAtEveryLength() throws Exception {
    byte[] all = hex("c2 19 7c 5e ff 14 e8 8c");
    for (int n = 0; n < all.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(all, n);
      DecodeException e = assertThrows(DecodeException.class,
          () -> loader.codec("Value").decode(cut));
      assertThat(e.fieldPath()).isEqualTo("Value.v");
    }
    // The length of a prefix cut short, and the data it announces
    assertThat(decodeFails("Crypto", "00 40").fieldPath()).isEqualTo("Crypto.data");
    assertThat(decodeFails("Crypto", "00 03 0102").fieldPath()).isEqualTo("Crypto.data");
  }

  @Test
  void countsAndLengths() throws Exception {
    // RFC 9000 19.6, a CRYPTO frame's body: offset, length, data
    loader.assertWire("Crypto", loader.make("Crypto", 0L, hex("01 02 03")), "00 03 010203");
    loader.assertWire("Crypto", loader.make("Crypto", 15_293L, new byte[64]),
        "7b bd 40 40" + " 00".repeat(64));
    loader.assertWire("Acks", loader.make("Acks", (Object) new short[] {1, 2}),
        "02 0001 0002");
    // A length in more bytes than it needs is accepted (section 16)
    assertThat(GeneratedClasses.describe(loader.codec("Acks").decode(hex("40 02 0001 0002"))))
        .isEqualTo(GeneratedClasses.describe(loader.make("Acks", (Object) new short[] {1, 2})));
    views.agrees("Crypto", "00 03 010203", "7b bd 40 03 010203", "00 00");
    views.agrees("Acks", "02 0001 0002", "40 02 0001 0002", "00");
    views.rejects("Crypto", "00 04 010203");
  }

  @Test
  void aSelectorAsAQuicVarint() throws Exception {
    // type 64 takes two bytes (40 40); the encoder writes it from the variant
    loader.assertWire("Sel", loader.make("Sel", 64, loader.make("B", (short) 0x0102)),
        "40 40 0102");
    loader.assertWire("Sel", loader.make("Sel", 1, loader.make("A", (byte) 5)), "01 05");
    assertThat(loader.codec("Sel").encode(loader.make("Sel", 0, loader.make("B", (short) 1))))
        .isEqualTo(hex("40 40 0001"));
    // No variant has tag 2: the error names the selector
    assertThat(decodeFails("Sel", "02 05").fieldPath()).isEqualTo("Sel.type");
    views.agrees("Sel", "40 40 0102", "01 05");
  }

  @Test
  void aUnionTagAsAQuicVarint() throws Exception {
    loader.assertWire("Frame", loader.make("Ping"), "01");
    loader.assertWire("Frame", loader.make("CryptoFrame", 0L, hex("01 02 03")),
        "06 00 03 010203");
    // 16384 = 2^14: the four-byte form
    loader.assertWire("Frame", loader.make("Big", (byte) 7), "80 00 40 00 07");
    // 20000 = 0x4e20, four bytes too, then the data as it is
    loader.assertWire("Frame", loader.make("Other", 20_000L, hex("aa bb")), "80 00 4e 20 aabb");
    // A frame type must be minimal (section 12.4): 40 01 is not PING
    DecodeException e = decodeFails("Frame", "40 01");
    assertThat(e.fieldPath()).isEqualTo("Frame.(tag)");
    assertThat(e.expected()).isEqualTo("a varint in the fewest bytes");
    Object negative = loader.make("Other", -1L, new byte[0]);
    assertThat(assertThrows(EncodeException.class, () -> loader.codec("Frame").encode(negative))
        .getMessage())
        .isEqualTo("Frame.Other.tag: -1 does not fit 31 unsigned bits (0..2147483647)");
    loader.assertWire("Frames", loader.make("Frames", java.util.List.of(loader.make("Ping"),
        loader.make("Big", (byte) 7))), "02 01 80 00 40 00 07");
    views.agrees("Frame", "01", "06 00 03 010203", "80 00 40 00 07", "80 00 4e 20 aabb");
    views.rejects("Frame", "40 01");
    views.agrees("Frames", "02 01 80 00 40 00 07", "00");
  }

  @Test
  void theLayoutTableNamesTheForm() throws Exception {
    String table = loader.codec("Frame").layout();
    assertThat(table).startsWith("tag: QUIC varint, 1, 2, 4 or 8 bytes\n");
    String crypto = loader.codec("Crypto").layout();
    assertThat(crypto).contains("offset               long, QUIC varint, 1, 2, 4 or 8 bytes");
    assertThat(crypto).contains("data                 byte[]; byte length in the QUIC varint"
        + " before");
  }
}
