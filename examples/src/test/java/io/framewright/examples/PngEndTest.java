package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.pngend.Chunk;
import io.framewright.examples.pngend.Datastream;
import io.framewright.examples.pngend.DatastreamCodec;
import io.framewright.examples.pngend.DatastreamView;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A PNG datastream up to its IEND chunk (W3C PNG, ISO/IEC 15948: the signature 5.2, chunks 5.3,
 * IEND last 5.6), with bytes after it: {@code @RepeatUntil(field = "type", equal = IEND)}.
 * The image is the 1x1 transparent pixel of {@link PngTest}, its bytes written out by hand
 * there: IHDR (CRC 1f15c489), IDAT (the zlib stream 78 9c 63 00 01 00 00 05 00 01, CRC
 * 0d0a2db4), IEND (no data, CRC ae426082, the CRC-32 of "IEND").
 */
class PngEndTest {
  private static final DatastreamCodec PNG = DatastreamCodec.INSTANCE;

  /** The chunk types (5.4), the four letters' bytes as big-endian numbers. */
  private static final int IHDR = 0x49484452;
  private static final int IDAT = 0x49444154;

  private static final String IMAGE = PngTest.SIGNATURE + PngTest.IHDR + PngTest.IDAT
      + PngTest.IEND;

  @Test
  void chunksUpToIendThenTheRest() {
    // "zip!" after IEND: 7a 69 70 21, no chunk
    String hex = IMAGE + "7a697021";
    Datastream png = PNG.decode(Hex.parse(hex));
    assertEquals(List.of(IHDR, IDAT, Chunk.IEND), png.chunks().stream().map(Chunk::type)
        .toList());
    assertEquals(List.of(13, 10, 0), png.chunks().stream().map(Chunk::length).toList());
    assertArrayEquals(Hex.parse("00000001 00000001 08 06 00 00 00"), png.chunks().get(0).data());
    assertArrayEquals(Hex.parse("789c6300010000050001"), png.chunks().get(1).data());
    assertArrayEquals(new byte[0], png.chunks().get(2).data());
    assertArrayEquals(Hex.parse("7a697021"), png.after());
    assertArrayEquals(Hex.parse(hex), PNG.encode(png));
    // nothing after IEND
    Datastream alone = PNG.decode(Hex.parse(IMAGE));
    assertEquals(3, alone.chunks().size());
    assertArrayEquals(new byte[0], alone.after());
    assertArrayEquals(Hex.parse(IMAGE), PNG.encode(alone));
    // what follows IEND is not read as chunks, even when it looks like one: another IEND
    Datastream twice = PNG.decode(Hex.parse(IMAGE + PngTest.IEND));
    assertEquals(3, twice.chunks().size());
    assertArrayEquals(Hex.parse(PngTest.IEND), twice.after());
  }

  @Test
  void everyTruncationBeforeIendIsADecodeError() {
    byte[] image = Hex.parse(IMAGE);
    for (int n = 0; n < image.length; n++) {
      byte[] cut = Arrays.copyOf(image, n);
      assertThrows(DecodeException.class, () -> PNG.decode(cut), "cut to " + n);
    }
    // IHDR and IDAT, no IEND: the input ends where the next chunk's length would be, byte 55
    DecodeException e = assertThrows(DecodeException.class, () -> PNG.decode(
        Hex.parse(PngTest.SIGNATURE + PngTest.IHDR + PngTest.IDAT)));
    assertEquals(8 + 25 + 22, e.byteOffset(), e.getMessage());
    assertTrue(e.getMessage().contains("chunks"), e.getMessage());
  }

  @Test
  void encodeWantsIendLastAndOnlyLast() {
    Chunk ihdr = new Chunk(13, IHDR, Hex.parse("00000001 00000001 08 06 00 00 00"));
    Chunk end = new Chunk(0, Chunk.IEND, new byte[0]);
    EncodeException noEnd = assertThrows(EncodeException.class,
        () -> PNG.encode(new Datastream(List.of(ihdr), new byte[0])));
    assertTrue(noEnd.getMessage().contains("chunks[0]"), noEnd.getMessage());
    EncodeException early = assertThrows(EncodeException.class,
        () -> PNG.encode(new Datastream(List.of(end, ihdr, end), new byte[0])));
    assertTrue(early.getMessage().contains("chunks[0]"), early.getMessage());
    assertThrows(EncodeException.class,
        () -> PNG.encode(new Datastream(List.of(), new byte[0])));
  }

  @Test
  void viewsAgreeWithDecode() {
    List<byte[]> frames = List.of(Hex.parse(IMAGE), Hex.parse(IMAGE + "7a697021"),
        Hex.parse(PngTest.SIGNATURE + PngTest.IEND),
        Hex.parse(PngTest.SIGNATURE + PngTest.IHDR + PngTest.IDAT));
    assertEquals(3, ViewChecks.agreesAround(PNG, new DatastreamView(), frames, 15948, 2_000));
  }
}
