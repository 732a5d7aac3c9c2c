package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.InputEndedException;
import io.framewright.runtime.WireReader;
import org.junit.jupiter.api.Test;

/**
 * {@link Varints} against bytes written by hand from the protobuf encoding guide (150 is 96 01,
 * ZigZag 0, -1, 1, -2 are 0, 1, 2, 3).
 */
class VarintsTest {
  private static String write(long v, boolean zigzag, int bits) {
    byte[] buf = new byte[12];
    int end = zigzag ? Varints.writeZigzag(v, bits, buf, 1, buf.length, "v")
        : Varints.writeUnsigned(v, bits, buf, 1, buf.length, "v");
    assertEquals(0, buf[0], "nothing before p");
    return Hex.compact(java.util.Arrays.copyOfRange(buf, 1, end));
  }

  @Test
  void writes() {
    assertEquals("00", write(0, false, 31));
    assertEquals("9601", write(150, false, 31));
    assertEquals("ac02", write(300, false, 31));
    assertEquals("01", write(-1, true, 32));
    assertEquals("02", write(1, true, 32));
    assertEquals("03", write(-2, true, 32));
    assertEquals("ffffffffffffffffff01", write(Long.MIN_VALUE, true, 64));
  }

  @Test
  void sizes() {
    assertEquals(1, Varints.size(0));
    assertEquals(1, Varints.size(127));
    assertEquals(2, Varints.size(128));
    assertEquals(5, Varints.size(Integer.MAX_VALUE));
    assertEquals(9, Varints.size(Long.MAX_VALUE));
    assertEquals(10, Varints.size(-1));
    assertEquals(1, Varints.sizeZigzag(-64));
    assertEquals(2, Varints.sizeZigzag(64));
  }

  @Test
  void readsAndMovesPast() {
    WireReader in = new WireReader(Hex.parse("9601 ac02 03"));
    assertEquals(150, Varints.read(in, 5, 31, true, "a"));
    assertEquals(300, Varints.read(in, 5, 31, true, "b"));
    assertEquals(-2, Varints.unzigzag(Varints.read(in, 5, 32, true, "c")));
    assertEquals(0, in.remaining());
  }

  @Test
  void aStreamCutInsideAVarintNeedsOneMoreByte() {
    byte[] buf = Hex.parse("ffff");
    InputEndedException e = assertThrows(InputEndedException.class,
        () -> Varints.read(WireReader.partial(buf, 0, 2), 5, 31, true, "v"));
    assertEquals(3, e.neededLength());
    // A whole input cut there is a plain truncation, at the varint's first byte
    DecodeException d = assertThrows(DecodeException.class,
        () -> Varints.read(new WireReader(buf), 5, 31, true, "v"));
    assertEquals("v", d.fieldPath());
  }

  @Test
  void theReaderDoesNotMoveOnAnError() {
    WireReader in = new WireReader(Hex.parse("8000"));
    assertThrows(DecodeException.class, () -> Varints.read(in, 5, 31, true, "v"));
    assertEquals(0, in.index());
    assertEquals(0, Varints.read(in, 5, 31, false, "v"));
    assertEquals(2, in.index());
  }

  @Test
  void readsAtAnIndexAndSaysHowManyBytes() {
    // x | 96 01 (150) | ac 02 (300) | 00: the input is bytes 1 to 6
    byte[] buf = Hex.parse("7a 9601 ac02 00");
    long r = Varints.readIntAt(buf, 1, 6, 1, 5, 31, true, "a");
    assertEquals(150, (int) r);
    assertEquals(2, (int) (r >>> 32));
    r = Varints.readIntAt(buf, 1, 6, 3, 5, 31, true, "b");
    assertEquals(300, (int) r);
    assertEquals(2, (int) (r >>> 32));
    r = Varints.readIntAt(buf, 1, 6, 5, 5, 31, true, "c");
    assertEquals(0, (int) r);
    assertEquals(1, (int) (r >>> 32));
    // ff ff ff ff 07: 2^31 - 1 in 5 bytes, the most 31 bits hold
    r = Varints.readIntAt(Hex.parse("ffffffff07"), 0, 5, 0, 5, 31, true, "d");
    assertEquals(Integer.MAX_VALUE, (int) r);
    assertEquals(5, (int) (r >>> 32));
  }

  @Test
  void readAtFailsAsTheReadersReadFails() {
    String[] bad = {
        "8000",         // 0 in 2 bytes: not the fewest
        "ff",           // the input ends inside the varint
        "ffffffff0f",   // 2^32 - 1: more than 31 bits
        "ffffffffff01", // 6 bytes: at most 5
    };
    for (String hex : bad) {
      byte[] buf = Hex.parse("11 " + hex + " 22");
      int end = buf.length - 1;
      DecodeException viaReader = assertThrows(DecodeException.class,
          () -> Varints.read(new WireReader(buf, 1, end - 1), 5, 31, true, "v"), hex);
      DecodeException atIndex = assertThrows(DecodeException.class,
          () -> Varints.readIntAt(buf, 1, end, 1, 5, 31, true, "v"), hex);
      assertEquals(viaReader.getMessage(), atIndex.getMessage(), hex);
      // at the varint's first byte, counted from the input's start (byte 1)
      assertEquals(0, atIndex.byteOffset(), hex);
    }
  }

  @Test
  void encodeErrors() {
    assertThrows(EncodeException.class, () -> write(-1, false, 31));
    assertThrows(EncodeException.class, () -> write(128, false, 7));
    assertThrows(EncodeException.class, () -> write(64, true, 7));
    byte[] small = new byte[1];
    EncodeException e = assertThrows(EncodeException.class,
        () -> Varints.writeUnsigned(300, 31, small, 0, 1, "v"));
    assertEquals("v: 2 byte(s) do not fit the 1 byte(s) left in the buffer", e.getMessage());
  }
}
