package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/**
 * A string item's text is written in one pass, checked as it is copied (issue 18), where it was
 * measured before anything was written. The errors, and their order, are the measuring
 * encoder's: a text UTF-8 can not encode is reported even when the buffer has no room for the
 * item's first byte, and a text that does not fit is reported with its whole encoded length.
 * Bytes: data type 01, the text as UTF-8, the data splitter 00.
 */
class StringItemEncodeTest {
  private static final StringItemCodec CODEC = StringItemCodec.INSTANCE;

  /** Encodes {@code text} as a string item into a buffer of {@code size} bytes, which fails. */
  private static EncodeException fails(String text, int size) {
    return assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem(text), new byte[size], 0));
  }

  /** The error's field path, the value it names and what is wrong with it. */
  private static void assertError(EncodeException e, String path, String value, String problem) {
    assertEquals(path, e.fieldPath());
    if (value != null) {
      assertEquals(value, e.value());
    }
    assertEquals(problem, e.problem());
  }

  @Test
  void asciiAndOtherTextIsWrittenAsUtf8() {
    byte[] buf = new byte[4];
    assertEquals(4, CODEC.encode(new StringItem("ab"), buf, 0));
    assertArrayEquals(Hex.parse("01 61 62 00"), buf);
    // U+00E9 is c3 a9; after ASCII, the rest is measured and written as before
    buf = new byte[5];
    assertEquals(5, CODEC.encode(new StringItem("a\u00e9"), buf, 0));
    assertArrayEquals(Hex.parse("01 61 c3a9 00"), buf);
    // U+1F600 (a surrogate pair) is f0 9f 98 80
    buf = new byte[6];
    assertEquals(6, CODEC.encode(new StringItem("\ud83d\ude00"), buf, 0));
    assertArrayEquals(Hex.parse("01 f09f9880 00"), buf);
  }

  @Test
  void anUnpairedSurrogateIsReportedBeforeTheMissingRoomForTheDataType() {
    assertError(fails("a\ud800", 0), "StringItem.value", null,
        "can not be encoded as UTF-8 (unpaired surrogate) (character 1)");
    // with room for everything it is the same error
    assertError(fails("a\ud800", 16), "StringItem.value", null,
        "can not be encoded as UTF-8 (unpaired surrogate) (character 1)");
  }

  @Test
  void noRoomForTheDataTypeIsReportedForTextThatCanBeEncoded() {
    assertError(fails("ab", 0), "StringItem.(magic)", "1 byte(s)",
        "do not fit the 0 byte(s) left in the buffer");
  }

  @Test
  void textThatDoesNotFitIsReportedWithItsWholeEncodedLength() {
    // ASCII: 3 bytes, 2 left after the data type
    assertError(fails("abc", 3), "StringItem.value", "3 byte(s)",
        "do not fit the 2 byte(s) left in the buffer");
    // one char, two bytes (c3 a9), one byte left: as many chars as bytes left, still too long
    assertError(fails("\u00e9", 2), "StringItem.value", "2 byte(s)",
        "do not fit the 1 byte(s) left in the buffer");
    // the text fits but its splitter does not
    assertError(fails("ab", 3), "StringItem", "1 byte(s)",
        "do not fit the 0 byte(s) left in the buffer");
  }

  @Test
  void theDataSplitterInTheTextIsReportedAfterTheTextsOwnErrorsAndTheRoomForIt() {
    // U+0000 is byte 00, the splitter: at byte 2 of the item (01, 61, then 00)
    assertError(fails("a\0b", 16), "StringItem", null,
        "contains its terminator 00 at byte 2, so it would not decode back");
    // after a two-byte char (c3 a9) it is byte 3
    assertError(fails("\u00e9\0", 16), "StringItem", null,
        "contains its terminator 00 at byte 3, so it would not decode back");
    // the text (01 61 00 62) fills the buffer: the missing room for the splitter comes first
    assertError(fails("a\0b", 4), "StringItem", "1 byte(s)",
        "do not fit the 0 byte(s) left in the buffer");
    // a text UTF-8 can not encode comes before both
    assertError(fails("a\0\ud800", 4), "StringItem.value", null,
        "can not be encoded as UTF-8 (unpaired surrogate) (character 2)");
  }
}
