package io.framewright.examples.quic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.ViewChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * QUIC frames, bytes written by hand from RFC 9000: the frame type and every number a QUIC
 * varint (section 16: the two high bits of the first byte give the length, 00 one byte, 01
 * two, 10 four, 11 eight; the rest is the number, big-endian), the fields of each frame from
 * section 19.
 */
class QuicFramesTest {
  private static final QuicFrameCodec FRAME = QuicFrameCodec.INSTANCE;
  private static final QuicFrame_PayloadCodec PAYLOAD = QuicFrame_PayloadCodec.INSTANCE;

  /**
   * ACK (19.3): type 02, largest acknowledged 100 (more than 63: two bytes, 40 64), delay 0,
   * one range after the first, first range 3, then the range: gap 2, length 5.
   */
  private static final String ACK = "02 4064 00 01 03 02 05";
  private static final QuicFrame.Ack ACK_VALUE = new QuicFrame.Ack(100, 0, 1, 3,
      List.of(new QuicFrame.AckRange(2, 5)));

  /** CRYPTO (19.6): type 06, offset 0, length 4, four bytes of data. */
  private static final String CRYPTO = "06 00 04 01000000";

  /** MAX_DATA (19.9): type 10, 1048576 (2^20, more than 2^14 - 1: four bytes, 80 10 00 00). */
  private static final String MAX_DATA = "10 80100000";

  @Test
  void eachFrame() {
    assertWire(new QuicFrame.Padding(), "00");
    assertWire(new QuicFrame.Ping(), "01");
    assertWire(ACK_VALUE, ACK);
    assertWire(new QuicFrame.Crypto(0, Hex.parse("01000000")), CRYPTO);
    assertWire(new QuicFrame.MaxData(1_048_576), MAX_DATA);
    assertWire(new QuicFrame.HandshakeDone(), "1e");
    // DATAGRAM (RFC 9221, type 0x30) is none of these: kept as its tag and bytes
    assertWire(new QuicFrame.Other(0x30, Hex.parse("aabb")), "30 aabb");
  }

  /** A payload of several frames, one after another to its end (section 12.4). */
  @Test
  void aPayload() {
    String hex = "01 " + ACK + " " + CRYPTO + " 00 00";
    QuicFrame.Payload value = new QuicFrame.Payload(List.of(new QuicFrame.Ping(), ACK_VALUE,
        new QuicFrame.Crypto(0, Hex.parse("01000000")), new QuicFrame.Padding(),
        new QuicFrame.Padding()));
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(PAYLOAD.encode(value)));
    assertEquals(Hex.parse(hex).length, PAYLOAD.size(value));
    assertEquals(value.frames().size(), PAYLOAD.decode(Hex.parse(hex)).frames().size());
    assertArrayEquals(Hex.parse(hex), PAYLOAD.encode(PAYLOAD.decode(Hex.parse(hex))));
  }

  /**
   * Lengths and offsets may take more bytes than they need (section 16): a CRYPTO length of 4 in
   * two bytes (40 04) reads as 4. A frame type may not (section 12.4): PING as 40 01 is refused.
   */
  @Test
  void nonMinimalNumbersButNotTypes() {
    QuicFrame.Crypto back = (QuicFrame.Crypto) FRAME.decode(Hex.parse("06 00 4004 01000000"));
    assertArrayEquals(Hex.parse("01000000"), back.cryptoData());
    DecodeException e = assertThrows(DecodeException.class,
        () -> FRAME.decode(Hex.parse("40 01")));
    assertEquals("QuicFrame.(tag)", e.fieldPath());
    assertEquals("a varint in the fewest bytes", e.expected());
  }

  @Test
  void truncatedAndMisstatedFrames() {
    byte[] ack = Hex.parse(ACK);
    for (int n = 0; n < ack.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(ack, n);
      assertThrows(DecodeException.class, () -> FRAME.decode(cut), Hex.compact(cut));
    }
    // A CRYPTO length of 5 over 4 bytes of data
    DecodeException e = assertThrows(DecodeException.class,
        () -> FRAME.decode(Hex.parse("06 00 05 01000000")));
    assertTrue(e.fieldPath().endsWith("cryptoData"), e.fieldPath());
  }

  @Test
  void viewsAgreeWithTheCodecs() {
    List<byte[]> frames = List.of(Hex.parse("00"), Hex.parse("01"), Hex.parse(ACK),
        Hex.parse(CRYPTO), Hex.parse(MAX_DATA), Hex.parse("1e"), Hex.parse("30 aabb"),
        Hex.parse("06 00 4004 01000000"));
    assertEquals(frames.size(), ViewChecks.agreesAround(FRAME, new QuicFrameView(), frames,
        9000, 500));
    List<byte[]> payloads = List.of(Hex.parse("01 " + ACK + " " + CRYPTO + " 00 00"),
        Hex.parse(MAX_DATA + " 1e"));
    assertEquals(payloads.size(), ViewChecks.agreesAround(PAYLOAD, new QuicFrame_PayloadView(),
        payloads, 9001, 500));
    QuicFrameView view = new QuicFrameView().wrap(Hex.parse(ACK));
    assertTrue(view.isAck());
    QuicFrame_AckView ack = view.ack();
    assertEquals(100, ack.largestAcknowledged());
    assertEquals(3, ack.firstAckRange());
  }

  private static void assertWire(QuicFrame value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(FRAME.encode(value)), "encode");
    assertEquals(wire.length, FRAME.size(value), "size");
    assertArrayEquals(wire, FRAME.encode(FRAME.decode(wire)), "decode then encode");
  }
}
