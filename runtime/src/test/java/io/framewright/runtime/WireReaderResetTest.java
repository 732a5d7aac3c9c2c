package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link WireReader#resetPartial}: one reader, reused by a framer for frame after frame. */
class WireReaderResetTest {
  @Test
  void aResetReaderReadsItsNewWindowAsAFreshPartialReaderWould() {
    byte[] first = {9, 9, 9, 9};
    // 0000002a, then two bytes of the next reading
    byte[] second = {0, 0, 0, 0x2a, 0, 0};
    WireReader in = WireReader.partial(first, 0, 4);
    assertEquals(new ReadingCodec.Reading(0x09090909), ReadingCodec.INSTANCE.read(in));
    in.resetPartial(second, 0, 6);
    assertEquals(new ReadingCodec.Reading(42), ReadingCodec.INSTANCE.read(in));
    assertEquals(4, in.position());
    // the rest runs out at the window's end: the stream's end, so "more bytes", not corrupt
    in.resetPartial(second, 4, 2);
    InputEndedException ended = assertThrows(InputEndedException.class,
        () -> ReadingCodec.INSTANCE.read(in));
    assertEquals(4, ended.neededLength());
    assertThrows(IndexOutOfBoundsException.class, () -> in.resetPartial(second, 4, 3));
  }

  /** {@link WireReader#reset}: a whole-input reader again, whatever the reader was before. */
  @Test
  void aResetReaderReadsAsANewWholeInputReader() {
    byte[] second = {0, 0, 0, 0x2a, 0, 0};
    WireReader in = WireReader.partial(second, 4, 2);
    in.reset(second, 0, 6);
    assertEquals(new ReadingCodec.Reading(42), ReadingCodec.INSTANCE.read(in));
    assertEquals(2, in.remaining());
    // running out is now a truncated input, as for new WireReader(second, 4, 2)
    in.reset(second, 4, 2);
    DecodeException truncated = assertThrows(DecodeException.class,
        () -> ReadingCodec.INSTANCE.read(in));
    DecodeException fresh = assertThrows(DecodeException.class,
        () -> ReadingCodec.INSTANCE.read(new WireReader(second, 4, 2)));
    assertEquals(fresh.getMessage(), truncated.getMessage());
    org.junit.jupiter.api.Assertions.assertFalse(truncated instanceof InputEndedException);
    assertThrows(IndexOutOfBoundsException.class, () -> in.reset(second, 4, 3));
  }
}
