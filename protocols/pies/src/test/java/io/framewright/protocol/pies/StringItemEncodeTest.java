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
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("a\ud800"), new byte[0], 0));
    assertEquals("StringItem.value", e.fieldPath());
    assertEquals("can not be encoded as UTF-8 (unpaired surrogate) (character 1)", e.problem());
    // with room for everything it is the same error
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("a\ud800"), new byte[16], 0));
    assertEquals("StringItem.value", e.fieldPath());
    assertEquals("can not be encoded as UTF-8 (unpaired surrogate) (character 1)", e.problem());
  }

  @Test
  void noRoomForTheDataTypeIsReportedForTextThatCanBeEncoded() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("ab"), new byte[0], 0));
    assertEquals("StringItem.(magic)", e.fieldPath());
    assertEquals("1 byte(s)", e.value());
    assertEquals("do not fit the 0 byte(s) left in the buffer", e.problem());
  }

  @Test
  void textThatDoesNotFitIsReportedWithItsWholeEncodedLength() {
    // ASCII: 3 bytes, 2 left after the data type
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("abc"), new byte[3], 0));
    assertEquals("StringItem.value", e.fieldPath());
    assertEquals("3 byte(s)", e.value());
    assertEquals("do not fit the 2 byte(s) left in the buffer", e.problem());
    // one char, two bytes (c3 a9), one byte left: as many chars as bytes left, still too long
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("\u00e9"), new byte[2], 0));
    assertEquals("StringItem.value", e.fieldPath());
    assertEquals("2 byte(s)", e.value());
    assertEquals("do not fit the 1 byte(s) left in the buffer", e.problem());
    // the text fits but its splitter does not
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("ab"), new byte[3], 0));
    assertEquals("StringItem", e.fieldPath());
    assertEquals("1 byte(s)", e.value());
    assertEquals("do not fit the 0 byte(s) left in the buffer", e.problem());
  }

  @Test
  void theDataSplitterInTheTextIsReportedAfterTheTextsOwnErrorsAndTheRoomForIt() {
    // U+0000 is byte 00, the splitter: at byte 2 of the item (01, 61, then 00)
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("a\0b"), new byte[16], 0));
    assertEquals("StringItem", e.fieldPath());
    assertEquals("contains its terminator 00 at byte 2, so it would not decode back",
        e.problem());
    // after a two-byte char (c3 a9) it is byte 3
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("\u00e9\0"), new byte[16], 0));
    assertEquals("contains its terminator 00 at byte 3, so it would not decode back",
        e.problem());
    // the text (01 61 00 62) fills the buffer: the missing room for the splitter comes first
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("a\0b"), new byte[4], 0));
    assertEquals("StringItem", e.fieldPath());
    assertEquals("1 byte(s)", e.value());
    assertEquals("do not fit the 0 byte(s) left in the buffer", e.problem());
    // a text UTF-8 can not encode comes before both
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new StringItem("a\0\ud800"), new byte[4], 0));
    assertEquals("StringItem.value", e.fieldPath());
    assertEquals("can not be encoded as UTF-8 (unpaired surrogate) (character 2)", e.problem());
  }
}
