package io.framewright.examples.quic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.ViewChecks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client Initial packet of RFC 9001 Appendix A.2, bytes written out by hand from it: the
 * unprotected header A.2 gives, the unprotected payload (the CRYPTO frame A.2 lists, then
 * PADDING frames to the 1162 bytes it says), and the last 16 bytes of the protected packet A.2
 * gives, the AEAD tag. Its Length, 0x449e as a two-byte QUIC varint (RFC 9000 section 16), is
 * 1182: 4 bytes of packet number, 1162 of frames and 16 of tag.
 */
class QuicInitialTest {
  private static final QuicInitialCodec CODEC = QuicInitialCodec.INSTANCE;

  /**
   * c3: header form 1, fixed bit 1, type 00 (Initial), reserved 00, packet number length 11 (4
   * bytes); version 00000001; DCID length 08 and the DCID; SCID length 00; token length 00;
   * Length 449e; packet number 00000002.
   */
  private static final String HEADER =
      "c3 00000001 08 8394c8f03e515708 00 00 449e 00000002";

  /**
   * The CRYPTO frame of A.2: type 06, offset 00, length 40f1 (241), then the ClientHello.
   */
  private static final String CRYPTO_FRAME =
      "060040f1010000ed0303ebf8fa56f12939b9584a3896472ec40bb863cfd3e868"
          + "04fe3a47f06a2b69484c00000413011302010000c000000010000e00000b6578"
          + "616d706c652e636f6dff01000100000a00080006001d00170018001000070005"
          + "04616c706e000500050100000000003300260024001d00209370b2c9caa47fba"
          + "baf4559fedba753de171fa71f50f1ce15d43e994ec74d748002b000302030400"
          + "0d0010000e0403050306030203080408050806002d00020101001c0002400100"
          + "3900320408ffffffffffffffff05048000ffff07048000ffff08011001048000"
          + "75300901100f088394c8f03e51570806048000ffff";

  /** The last 16 bytes of A.2's protected packet: the AEAD tag. */
  private static final String TAG = "e221af44860018ab0856972e194cd934";

  /** 1162 - 245: the PADDING frames (type 00, one byte each) A.2 fills the payload with. */
  private static final int PADDING = 917;

  /** The packet: header, CRYPTO frame, PADDING, tag; 1200 bytes, a full Initial datagram. */
  static byte[] packet() {
    byte[] head = Hex.parse(HEADER + CRYPTO_FRAME);
    byte[] tag = Hex.parse(TAG);
    byte[] out = new byte[head.length + PADDING + tag.length];
    System.arraycopy(head, 0, out, 0, head.length);
    // A.2: "plus enough PADDING frames to make a 1162-byte payload"; a PADDING frame is the
    // byte 00 (RFC 9000 section 19.1), so the padding is that many zeros, filled in rather
    // than written out.
    Arrays.fill(out, head.length, head.length + PADDING, (byte) 0);
    System.arraycopy(tag, 0, out, head.length + PADDING, tag.length);
    return out;
  }

  static QuicInitial value() {
    byte[] crypto = Hex.parse(CRYPTO_FRAME);
    List<QuicFrame> frames = new ArrayList<>();
    // the CRYPTO frame's data: after its type, offset and two-byte length, 241 bytes
    frames.add(new QuicFrame.Crypto(0, Arrays.copyOfRange(crypto, 4, crypto.length)));
    for (int i = 0; i < PADDING; i++) {
      frames.add(new QuicFrame.Padding());
    }
    return new QuicInitial(1, 1, 0, 0, 3, 1, Hex.parse("8394c8f03e515708"), new byte[0],
        new byte[0], 1182, Hex.parse("00000002"), frames, Hex.parse(TAG));
  }

  @Test
  void theClientInitialOfA2() {
    byte[] wire = packet();
    assertEquals(1200, wire.length);
    assertEquals(245, Hex.parse(CRYPTO_FRAME).length);
    QuicInitial p = CODEC.decode(wire);
    assertEquals(1, p.headerForm());
    assertEquals(1, p.fixedBit());
    assertEquals(0, p.longPacketType());
    assertEquals(0, p.reservedBits());
    assertEquals(3, p.pnLength());
    assertEquals(1, p.version());
    assertEquals("8394c8f03e515708", Hex.compact(p.destinationConnectionId()));
    assertEquals(0, p.sourceConnectionId().length);
    assertEquals(0, p.token().length);
    assertEquals(1182, p.length());
    assertEquals("00000002", Hex.compact(p.packetNumber()));
    assertEquals(1 + PADDING, p.frames().size());
    QuicFrame.Crypto crypto = (QuicFrame.Crypto) p.frames().get(0);
    assertEquals(0, crypto.offset());
    assertEquals(241, crypto.cryptoData().length);
    // the ClientHello: handshake type 01, length 0000ed (237), version 0303
    assertEquals("010000ed0303", Hex.compact(Arrays.copyOf(crypto.cryptoData(), 6)));
    assertTrue(p.frames().subList(1, p.frames().size()).stream()
        .allMatch(f -> f instanceof QuicFrame.Padding));
    assertEquals(TAG, Hex.compact(p.aeadTag()));
    assertArrayEquals(wire, CODEC.encode(p));
    assertArrayEquals(wire, CODEC.encode(value()));
    assertEquals(1200, CODEC.size(value()));
  }

  /** Encode writes the real Length whatever the record holds; 1182 needs two varint bytes. */
  @Test
  void encodeWritesTheLength() {
    QuicInitial v = value();
    QuicInitial stale = new QuicInitial(1, 1, 0, 0, 3, 1, v.destinationConnectionId(),
        new byte[0], new byte[0], 7, v.packetNumber(), v.frames(), v.aeadTag());
    assertArrayEquals(packet(), CODEC.encode(stale));
    // one frame less: Length 1181, 449d
    QuicInitial shorter = new QuicInitial(1, 1, 0, 0, 3, 1, v.destinationConnectionId(),
        new byte[0], new byte[0], 0, v.packetNumber(), v.frames().subList(0, PADDING),
        v.aeadTag());
    byte[] out = CODEC.encode(shorter);
    assertEquals("449d", Hex.compact(Arrays.copyOfRange(out, 16, 18)));
    assertEquals(1181, CODEC.decode(out).length());
  }

  @Test
  void everyTruncationIsADecodeException() {
    byte[] wire = packet();
    for (int n = 0; n < wire.length; n++) {
      byte[] cut = Arrays.copyOf(wire, n);
      assertThrows(DecodeException.class, () -> CODEC.decode(cut), "cut to " + n);
    }
  }

  /** A Length that disagrees with the bytes after it is refused at the Length. */
  @Test
  void aLengthThatDisagreesIsRefused() {
    byte[] wire = packet();
    // 449f: one byte more than the packet holds
    wire[17] = (byte) 0x9f;
    DecodeException past = assertThrows(DecodeException.class, () -> CODEC.decode(wire));
    assertEquals("QuicInitial.length", past.fieldPath());
    // a byte after the packet: Length ends it, and the input does not
    byte[] longer = Arrays.copyOf(packet(), 1201);
    assertThrows(DecodeException.class, () -> CODEC.decode(longer));
    // the header's first byte says Handshake (type 10): not an Initial
    byte[] handshake = packet();
    handshake[0] = (byte) 0xe3;
    DecodeException type = assertThrows(DecodeException.class, () -> CODEC.decode(handshake));
    assertEquals("QuicInitial.longPacketType", type.fieldPath());
  }

  @Test
  void viewsAgreeWithDecode() {
    byte[] wire = packet();
    QuicInitialView view = new QuicInitialView();
    assertNotNull(ViewChecks.agrees(CODEC, view, wire));
    for (int n = 0; n < wire.length; n += 61) {
      assertNull(ViewChecks.agrees(CODEC, view, Arrays.copyOf(wire, n)));
    }
    byte[] past = packet();
    past[17] = (byte) 0x9f;
    assertNull(ViewChecks.agrees(CODEC, view, past));
    assertEquals(1, ViewChecks.agreesAround(CODEC, view, List.of(wire), 90, 40));
  }

  @Test
  void theTableSaysWhatLengthCovers() {
    String table = CODEC.layout();
    assertTrue(table.contains("byte length of packetNumber .. aeadTag"), table);
  }
}
