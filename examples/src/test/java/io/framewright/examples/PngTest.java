package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.png.ImageHeader;
import io.framewright.examples.png.ImageHeaderCodec;
import io.framewright.examples.png.ImageHeaderView;
import io.framewright.examples.png.Png;
import io.framewright.examples.png.PngChunk;
import io.framewright.examples.png.PngChunkCodec;
import io.framewright.examples.png.PngChunkView;
import io.framewright.examples.png.PngCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PNG from annotations alone, bytes written by hand from the W3C PNG specification (ISO/IEC
 * 15948): the signature (5.2), chunks of length, type, data and a CRC-32 over the type and data
 * but not the length (5.3), IHDR (11.2.2) and IEND (11.2.5). The image is a well-known 1x1 PNG
 * of one transparent pixel (colour type 6, RGBA, bit depth 8): its IHDR CRC is 1f15c489, its
 * IDAT holds the zlib stream 78 9c 63 00 01 00 00 05 00 01 (the filter byte 0 and four zero
 * samples), CRC 0d0a2db4, and IEND's CRC, ae426082, is the CRC-32 of the four letters "IEND".
 */
class PngTest {
  private static final PngCodec PNG = PngCodec.INSTANCE;
  private static final PngChunkCodec CHUNK = PngChunkCodec.INSTANCE;

  /** 5.2: 137 80 78 71 13 10 26 10. */
  static final String SIGNATURE = "89 504e47 0d0a 1a 0a";
  /**
   * IHDR: length 0000000d (13 bytes of data), type 49484452 ("IHDR"), width 00000001, height
   * 00000001, bit depth 08, colour type 06, compression 00, filter 00, interlace 00; CRC.
   */
  static final String IHDR = "0000000d 49484452 00000001 00000001 08 06 00 00 00 1f15c489";
  /** IDAT: length 0000000a, type 49444154 ("IDAT"), the ten bytes of zlib data; CRC. */
  static final String IDAT = "0000000a 49444154 789c6300010000050001 0d0a2db4";
  /** IEND: length 00000000, type 49454e44 ("IEND"), no data; CRC. */
  static final String IEND = "00000000 49454e44 ae426082";

  private static final byte[] IHDR_DATA = Hex.parse("00000001 00000001 08 06 00 00 00");
  private static final PngChunk HEADER = new PngChunk(13, "IHDR", IHDR_DATA);
  private static final PngChunk END = new PngChunk(0, "IEND", new byte[0]);

  @Test
  void eachChunk() {
    Wire.assertWire(CHUNK, HEADER, IHDR);
    Wire.assertWire(CHUNK, END, IEND);
    Wire.assertWire(CHUNK, new PngChunk(10, "IDAT", Hex.parse("789c6300010000050001")), IDAT);
    // IHDR's data by its own message: 1 by 1 pixels, 8 bits, RGBA, methods 0
    Wire.assertWire(ImageHeaderCodec.INSTANCE, new ImageHeader(1, 1, 8, 6, 0, 0, 0),
        "00000001 00000001 08 06 00 00 00");
  }

  /** The whole file: the signature, then IHDR, IDAT and IEND to the end. */
  @Test
  void aWholeImage() {
    String hex = SIGNATURE + IHDR + IDAT + IEND;
    Png png = PNG.decode(Hex.parse(hex));
    assertEquals(List.of("IHDR", "IDAT", "IEND"),
        png.chunks().stream().map(PngChunk::type).toList());
    assertEquals(new ImageHeader(1, 1, 8, 6, 0, 0, 0),
        ImageHeaderCodec.INSTANCE.decode(png.chunks().get(0).data()));
    assertArrayEquals(Hex.parse(hex), PNG.encode(png));
    // the signature's last byte changed: not a PNG
    DecodeException e = assertThrows(DecodeException.class,
        () -> PNG.decode(Hex.parse("89504e470d0a1a0b" + IEND)));
    assertEquals(0, e.byteOffset(), e.getMessage());
  }

  /** The encoder writes the data's real length, whatever the record holds. */
  @Test
  void theLengthIsTheData() {
    assertArrayEquals(Hex.parse(IHDR), CHUNK.encode(new PngChunk(0, "IHDR", IHDR_DATA)));
  }

  @Test
  void aWrongCrcIsADecodeExceptionAtTheChecksum() {
    // IEND's CRC with its last byte changed, and IEND's type read as "IENE" under its own CRC
    for (String hex : List.of("00000000 49454e44 ae426083", "00000000 49454e45 ae426082")) {
      DecodeException e = assertThrows(DecodeException.class,
          () -> CHUNK.decode(Hex.parse(hex)), hex);
      assertEquals("PngChunk.(checksum)", e.fieldPath());
      assertEquals(8, e.byteOffset());
    }
    // one of IHDR's data bytes changed (interlace 01): the CRC, not the field, refuses it
    DecodeException e = assertThrows(DecodeException.class, () -> CHUNK.decode(Hex.parse(
        "0000000d 49484452 00000001 00000001 08 06 00 00 01 1f15c489")));
    assertEquals(21, e.byteOffset());
  }

  /**
   * A length above 2^31 - 1 (5.3: 80000000, a negative int), and one longer than the input, are
   * decode errors, not allocations of that size.
   */
  @Test
  void impossibleLengths() {
    assertThrows(DecodeException.class,
        () -> CHUNK.decode(Hex.parse("80000000 49454e44 ae426082")));
    assertThrows(DecodeException.class,
        () -> CHUNK.decode(Hex.parse("7fffffff 49454e44 ae426082")));
  }

  @Test
  void everyTruncationIsADecodeException() {
    for (String hex : List.of(IHDR, IDAT, IEND)) {
      byte[] wire = Hex.parse(hex);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> CHUNK.decode(cut), hex + " cut to " + n);
      }
    }
    byte[] file = Hex.parse(SIGNATURE + IHDR + IEND);
    for (int n = 0; n < file.length; n++) {
      byte[] cut = Arrays.copyOf(file, n);
      // cut between chunks, a shorter file of whole chunks is still a PNG datastream here
      if (n == 8 || n == 8 + 25) {
        continue;
      }
      assertThrows(DecodeException.class, () -> PNG.decode(cut), "cut to " + n);
    }
  }

  /** The view wraps what decode reads and refuses what it refuses, mutations included. */
  @Test
  void viewsAgreeWithDecode() {
    List<byte[]> chunks = List.of(Hex.parse(IHDR), Hex.parse(IDAT), Hex.parse(IEND),
        Hex.parse("00000000 49454e44 ae426083"), Hex.parse("80000000 49454e44 ae426082"));
    assertEquals(3, ViewChecks.agreesAround(CHUNK, new PngChunkView(), chunks, 15948, 2_000));
    assertEquals(1, ViewChecks.agreesAround(ImageHeaderCodec.INSTANCE, new ImageHeaderView(),
        List.of(IHDR_DATA), 11, 200));
  }

  /** The layout says the CRC starts at the type, byte 4, not at the length. */
  @Test
  void theDescriptionSaysWhatTheCrcCovers() {
    RecordLayout layout = (RecordLayout) CHUNK.description().orElseThrow();
    assertEquals(4, layout.field("checksum").messageChecksum().firstByte());
    assertTrue(CHUNK.layout().contains("checksum CRC32 from byte 4, unsigned 32"),
        CHUNK.layout());
  }
}
