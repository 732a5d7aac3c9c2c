package io.framewright.protocol.avara;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The ack helper, against upstream's semantics (docs/reference/upstream-wire-formats.md 2.2). */
class AcknowledgementTest {

  private static List<Integer> list(Set<Integer> s) {
    return new ArrayList<>(s);
  }

  @Test
  void nothingReceivedYet() {
    // upstream's first ack: receiveSerial 0 - 2 = -2
    Acknowledgement a = Acknowledgement.fromWire((short) -2, null);
    assertEquals(Acknowledgement.NOTHING_RECEIVED, a);
    assertEquals(0xFFFE, a.lastInOrder());
    assertEquals(List.of(0xFFFE), list(a.serials()));
    assertFalse(a.acknowledges(0), "serial 0 is the first one upstream sends");
    assertEquals(-2, a.ack());
    assertNull(a.ackBitmap());
  }

  @Test
  void evenAckIsCumulative() {
    Acknowledgement a = Acknowledgement.fromWire((short) 10, null);
    assertEquals(Acknowledgement.upTo(10), a);
    assertEquals(List.of(10), list(a.serials()));
    assertTrue(a.acknowledges(10));
    assertTrue(a.acknowledges(0));
    assertTrue(a.acknowledges(0xFFFE), "12 behind, across the rollover");
    assertTrue(a.acknowledges(32780), "32766 behind");
    assertFalse(a.acknowledges(32778), "32768 behind counts as ahead, as RolloverCounter does");
    assertFalse(a.acknowledges(12));
  }

  @Test
  void bitKNamesBasePlusTwoTimesKPlusOne() {
    // ack 7: base 6; bitmap 0a = bits 1 and 3: 6 + 4 = 10, 6 + 8 = 14 (8 is missing)
    Acknowledgement a = Acknowledgement.fromWire((short) 7, 0x0A);
    assertEquals(6, a.lastInOrder());
    assertEquals(List.of(10, 14), list(a.receivedAhead()));
    assertEquals(List.of(6, 10, 14), list(a.serials()));
    assertTrue(a.acknowledges(6));
    assertTrue(a.acknowledges(4));
    assertFalse(a.acknowledges(8));
    assertTrue(a.acknowledges(10));
    assertFalse(a.acknowledges(12));
    assertTrue(a.acknowledges(14));
    assertEquals(7, a.ack());
    assertEquals(0x0A, a.ackBitmap());
  }

  @Test
  void bitZeroIsTheMissingSerialButIsAccepted() {
    // the illustrative vector of docs/reference/upstream-wire-formats.md 2.7: ack 7, bitmap 5
    Acknowledgement a = Acknowledgement.fromWire((short) 7, 5);
    assertEquals(List.of(8, 12), list(a.receivedAhead()));
    assertEquals(5, a.ackBitmap());
  }

  @Test
  void highestBitAndFullBitmap() {
    // bit 31: 0 + 2 * 32 = 64
    Acknowledgement a = new Acknowledgement(0, Set.of(64));
    assertEquals(1, a.ack());
    assertEquals(Integer.MIN_VALUE, a.ackBitmap());
    assertEquals(a, Acknowledgement.fromWire((short) 1, 0x80000000));
    Acknowledgement all = Acknowledgement.fromWire((short) 101, -1);
    assertEquals(32, all.receivedAhead().size());
    assertEquals(102, list(all.receivedAhead()).get(0));
    assertEquals(164, list(all.receivedAhead()).get(31));
    assertEquals(-1, all.ackBitmap());
    assertEquals(101, all.ack());
  }

  @Test
  void acrossTheRollover() {
    // ack fffd (-3): base fffc; bitmap 06 = bits 1, 2: fffc + 4 = 0, fffc + 6 = 2
    Acknowledgement a = Acknowledgement.fromWire((short) -3, 6);
    assertEquals(0xFFFC, a.lastInOrder());
    assertEquals(List.of(0, 2), list(a.receivedAhead()));
    assertEquals(new Acknowledgement(0xFFFC, Set.of(2, 0)), a);
    assertFalse(a.acknowledges(0xFFFE));
    assertTrue(a.acknowledges(0));
    assertEquals(-3, a.ack());
    assertEquals(6, a.ackBitmap());
  }

  @Test
  void wireToSetAndBackForEveryAckAndSomeBitmaps() {
    int[] bitmaps = {1, 2, 0x0A, 0x80000000, -1, 0x12345678, 0xFFFFFFFE};
    for (int ack = -32768; ack < 32768; ack++) {
      if ((ack & 1) == 0) {
        Acknowledgement a = Acknowledgement.fromWire((short) ack, null);
        assertEquals(ack, a.ack());
        assertNull(a.ackBitmap());
        assertEquals(a, new Acknowledgement(a.lastInOrder(), a.receivedAhead()));
      } else if (ack % 97 == 1 || ack == -1 || ack == 32767) {
        for (int bitmap : bitmaps) {
          Acknowledgement a = Acknowledgement.fromWire((short) ack, bitmap);
          assertEquals(ack, a.ack());
          assertEquals(bitmap, a.ackBitmap());
          assertEquals(Integer.bitCount(bitmap), a.receivedAhead().size());
          assertEquals(a, new Acknowledgement(a.lastInOrder(), a.receivedAhead()));
        }
      }
    }
  }

  @Test
  void oddAckWithAnEmptyBitmapReadsAsTheEvenAck() {
    Acknowledgement a = Acknowledgement.fromWire((short) 9, 0);
    assertEquals(Acknowledgement.upTo(8), a);
    assertEquals(8, a.ack());
    assertNull(a.ackBitmap());
  }

  @Test
  void misuse() {
    assertThrows(IllegalArgumentException.class, () -> Acknowledgement.fromWire((short) 7, null));
    assertThrows(IllegalArgumentException.class, () -> Acknowledgement.fromWire((short) 6, 1));
    assertThrows(IllegalArgumentException.class, () -> Acknowledgement.upTo(3));
    assertThrows(IllegalArgumentException.class, () -> Acknowledgement.upTo(65536));
    assertThrows(IllegalArgumentException.class, () -> new Acknowledgement(0, Set.of(0)));
    assertThrows(IllegalArgumentException.class, () -> new Acknowledgement(0, Set.of(66)));
    assertThrows(IllegalArgumentException.class, () -> new Acknowledgement(0, Set.of(5)));
    assertThrows(IllegalArgumentException.class, () -> new Acknowledgement(10, Set.of(8)));
    assertThrows(IllegalArgumentException.class, () -> Acknowledgement.upTo(0).acknowledges(-1));
  }
}
