package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.layout.MessageChecksum;
import io.framewright.runtime.layout.RecordLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Checksum(from = ...)} on a type: a checksum at the END over the message from a
 * component on, not from byte 0. A PNG chunk (W3C PNG, 5.3 "Chunk layout": a four-byte length
 * of the data, the chunk type, the data, and a CRC-32 "calculated on the preceding bytes in the
 * chunk, including the chunk type field and chunk data fields, but not including the length
 * field"). The bytes are those of a well-known 1x1 PNG: IHDR of width 1, height 1, bit depth 8,
 * colour type 6, CRC 1f15c489; IEND, no data, CRC ae426082. Before {@code from} was read on a
 * type it was ignored, and the codec's CRC covered the length too.
 */
class ChecksumFromCodecTest {
  static GeneratedClasses loader;
  static GeneratedViews views;

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Chunk",
            "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32,"
                + " at = Checksum.At.END, from = \"type\")",
            "record Chunk(int length, @Count(4) byte[] type,",
            "    @Length(field = \"length\") byte[] data) {}",
            "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32,"
                + " at = Checksum.At.END, from = \"b\", includeField = true,"
                + " placeholder = 0x31323334)",
            "record Placeholder(short a, byte b, @Remaining byte[] rest) {}",
            "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32,"
                + " at = Checksum.At.END, from = \"data\")",
            "record Tail(int n, @Length(field = \"n\") byte[] data) {}"),
        JavaFileObjects.forSourceLines("test.package-info",
            "@io.framewright.annotations.View", "package test;"));
    views = new GeneratedViews(loader, 3115, 200);
  }

  private static final String IHDR = "0000000d 49484452 00000001 00000001 08 06 00 00 00"
      + " 1f15c489";
  private static final String IEND = "00000000 49454e44 ae426082";

  @Test
  void pngChunksCoverTheirTypeAndDataNotTheirLength() throws Exception {
    byte[] ihdrData = hex("00000001 00000001 08 06 00 00 00");
    loader.assertWire("Chunk", loader.make("Chunk", 13, "IHDR".getBytes(
        java.nio.charset.StandardCharsets.US_ASCII), ihdrData), IHDR);
    loader.assertWire("Chunk", loader.make("Chunk", 0, "IEND".getBytes(
        java.nio.charset.StandardCharsets.US_ASCII), new byte[0]), IEND);
    views.agrees("Chunk", IHDR, IEND);
  }

  @Test
  void aCorruptedCrcOrCoveredByteIsRefusedAtTheChecksum() throws Exception {
    // the CRC's last byte changed
    DecodeException e = assertThrows(DecodeException.class,
        () -> loader.codec("Chunk").decode(hex("00000000 49454e44 ae426083")));
    assertThat(e.getMessage()).startsWith("Chunk.(checksum) at byte 8: expected checksum"
        + " 0xae426082 but found 0xae426083");
    // "IEND" read as "IENE": a covered byte changed
    e = assertThrows(DecodeException.class,
        () -> loader.codec("Chunk").decode(hex("00000000 49454e45 ae426082")));
    assertThat(e.byteOffset()).isEqualTo(8);
    views.rejects("Chunk", "00000000 49454e44 ae426083", "00000000 49454e45 ae426082");
    // cut short anywhere: a DecodeException, never an exception of another kind
    byte[] all = hex(IHDR);
    for (int n = 0; n < all.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(all, n);
      assertThrows(DecodeException.class, () -> loader.codec("Chunk").decode(cut));
    }
  }

  @Test
  void aPlaceholderInTheFieldWhileTheChecksumIsComputed() throws Exception {
    // a = 0102 is not covered; b = 37 and rest 38 39 are, then the field holding its placeholder
    // "1234" while the CRC is computed: the CRC-32 of "789" "1234", which is the CRC of
    // "7891234"; a permutation of the catalogue's check string, so worked out apart:
    // Python's zlib.crc32(b"7891234") = 0x0e17242a.
    loader.assertWire("Placeholder", loader.make("Placeholder", (short) 0x0102, (byte) 0x37,
        hex("38 39")), "0102 37 3839 0e17242a");
    views.agrees("Placeholder", "0102 37 3839 0e17242a");
  }

  @Test
  void theDescriptionSaysWhereTheRangeStarts() throws Exception {
    // length (bytes 0-3) is not covered; type starts at byte 4
    RecordLayout chunk = (RecordLayout) loader.codec("Chunk").description().orElseThrow();
    assertThat(chunk.field("checksum").messageChecksum())
        .isEqualTo(new MessageChecksum("CRC32", "java.util.zip.CRC32", false, 0, 4));
    assertThat(loader.codec("Chunk").layout())
        .contains("(checksum)           checksum CRC32 from byte 4, unsigned 32");
    // a = 0102 (bytes 0-1) is not covered; b starts at byte 2
    RecordLayout p = (RecordLayout) loader.codec("Placeholder").description().orElseThrow();
    assertThat(p.field("checksum").messageChecksum()).isEqualTo(new MessageChecksum("CRC32",
        "java.util.zip.CRC32", true, 0x31323334L, 2));
  }

  /**
   * From the part of varying size right after the fixed start, which starts at the same byte in
   * every message (byte 4, after n): the range is the nine bytes "123456789", so the CRC is the
   * catalogue's check value cbf43926.
   */
  @Test
  void fromThePartAfterTheFixedStart() throws Exception {
    byte[] text = "123456789".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    loader.assertWire("Tail", loader.make("Tail", 9, text),
        "00000009 313233343536373839 cbf43926");
    // no data: the CRC-32 of no bytes, the initial ffffffff XORed with ffffffff, is 0
    views.agrees("Tail", "00000009 313233343536373839 cbf43926", "00000000 00000000");
    views.rejects("Tail", "00000009 313233343536373830 cbf43926");
  }
}
