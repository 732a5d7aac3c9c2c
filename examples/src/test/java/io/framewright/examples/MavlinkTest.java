package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.mavlink.Attitude;
import io.framewright.examples.mavlink.Heartbeat;
import io.framewright.examples.mavlink.MavFrame;
import io.framewright.examples.mavlink.MavFrameCodec;
import io.framewright.examples.mavlink.MavFrameView;
import io.framewright.examples.mavlink.MavPacket;
import io.framewright.examples.mavlink.MavPacketCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MAVLink v2 from annotations alone, bytes written by hand from mavlink.io ("MAVLink 2 Packet
 * Format", "Serialization" with its CRC_EXTRA, and the common message set's HEARTBEAT and
 * ATTITUDE). Each checksum is X.25 (CRC-16/MCRF4XX: polynomial 0x1021 reflected, 0x8408,
 * initial 0xffff, no final XOR) over the bytes after 0xFD up to the payload's end, then the
 * message's CRC_EXTRA; each is checked here by {@link #x25}, a table-less bitwise loop written
 * from that definition apart from the runtime's table-driven Crc16Mcrf4xx.
 */
class MavlinkTest {
  private static final MavFrameCodec FRAME = MavFrameCodec.INSTANCE;
  private static final MavPacketCodec PACKET = MavPacketCodec.INSTANCE;

  /**
   * HEARTBEAT, unsigned: fd, len 09, incompat 00, compat 00, seq 00, sysid 01, compid 01, msgid
   * 000000; payload custom_mode 00000000, type 02 (quadrotor), autopilot 03 (ArduPilot),
   * base_mode 51, system_status 04 (active), mavlink_version 03; checksum e71e little-endian
   * (x25 of the 18 bytes after fd, then CRC_EXTRA 50: 0x1ee7).
   */
  static final String HEARTBEAT = "fd 09 00 00 00 01 01 000000 00000000 02 03 51 04 03 e71e";
  private static final String HEARTBEAT_COVERED = "09 00 00 00 01 01 000000 00000000 02 03 51"
      + " 04 03";
  /**
   * The same HEARTBEAT signed: incompat 01 (MAVLINK_IFLAG_SIGNED), seq 07; checksum 0x5443
   * (the flags and seq are covered); then the signature: link id 01, timestamp 010203040506,
   * signature a1a2a3a4a5a6 (bytes made up: the checksum covers none of them).
   */
  static final String SIGNED = "fd 09 01 00 07 01 01 000000 00000000 02 03 51 04 03 4354"
      + " 01 010203040506 a1a2a3a4a5a6";
  private static final String SIGNED_COVERED = "09 01 00 07 01 01 000000 00000000 02 03 51 04"
      + " 03";
  /**
   * ATTITUDE: len 1c (28), seq 08, sysid 01, compid 01, msgid 1e0000 (30); time_boot_ms 1000
   * (e8030000), roll 0.0, pitch 0.5f (0x3f000000, 0000003f), yaw -1.0f (0xbf800000, 000080bf),
   * rollspeed 0, pitchspeed 0, yawspeed 0.25f (0x3e800000, 0000803e); checksum 0xff0f with
   * CRC_EXTRA 39.
   */
  static final String ATTITUDE = "fd 1c 00 00 08 01 01 1e0000 e8030000 00000000 0000003f"
      + " 000080bf 00000000 00000000 0000803e 0fff";
  private static final String ATTITUDE_COVERED = "1c 00 00 08 01 01 1e0000 e8030000 00000000"
      + " 0000003f 000080bf 00000000 00000000 0000803e";

  private static final Heartbeat BEAT = new Heartbeat(0, 2, 3, 0x51, 4, 3);
  private static final Attitude ATT = new Attitude(1000, 0f, 0.5f, -1f, 0f, 0f, 0.25f);

  /** X.25 bit by bit: each byte XORed into the low bits, then eight shifts. */
  private static int x25(String covered, int crcExtra) {
    byte[] bytes = Arrays.copyOf(Hex.parse(covered), Hex.parse(covered).length + 1);
    bytes[bytes.length - 1] = (byte) crcExtra;
    int crc = 0xffff;
    for (byte b : bytes) {
      crc ^= b & 0xff;
      for (int i = 0; i < 8; i++) {
        crc = (crc & 1) != 0 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
      }
    }
    return crc;
  }

  @Test
  void theChecksumsInTheseBytesAreX25WithTheCrcExtra() {
    assertEquals(0x1ee7, x25(HEARTBEAT_COVERED, 50));
    assertEquals(0x5443, x25(SIGNED_COVERED, 50));
    assertEquals(0xff0f, x25(ATTITUDE_COVERED, 39));
    // the truncated frames, whose bytes GeneratedToolsTest (cli) writes out whole
    assertEquals(0x4f30, x25(ATTITUDE_AT_REST_COVERED, 39));
    assertEquals("fd " + ATTITUDE_AT_REST_COVERED + " 304f", frame(ATTITUDE_AT_REST_COVERED, 39));
    assertEquals(0xc99a, x25(HEARTBEAT_TRUNCATED_COVERED, 50));
  }

  @Test
  void aHeartbeat() {
    MavFrame frame = FRAME.decode(Hex.parse(HEARTBEAT));
    assertEquals(0xfd, frame.stx());
    assertEquals(9, frame.len());
    assertEquals(0, frame.incompatFlags());
    assertEquals(0, frame.compatFlags());
    assertEquals(0, frame.seq());
    assertEquals(1, frame.sysid());
    assertEquals(1, frame.compid());
    assertEquals(0, frame.msgid());
    Heartbeat beat = (Heartbeat) frame.payload();
    assertEquals(0, beat.customMode());
    assertEquals(2, beat.type());
    assertEquals(3, beat.autopilot());
    assertEquals(0x51, beat.baseMode());
    assertEquals(4, beat.systemStatus());
    assertEquals(3, beat.mavlinkVersion());
    Wire.assertWire(FRAME, new MavFrame(0xfd, 9, 0, 0, 0, 1, 1, 0, BEAT), HEARTBEAT);
    // len and msgid are the payload's, whatever the record holds
    assertArrayEquals(Hex.parse(HEARTBEAT), FRAME.encode(new MavFrame(0xfd, 0, 0, 0, 0, 1, 1,
        77, BEAT)));
  }

  @Test
  void anAttitude() {
    MavFrame frame = FRAME.decode(Hex.parse(ATTITUDE));
    assertEquals(28, frame.len());
    assertEquals(8, frame.seq());
    assertEquals(30, frame.msgid());
    Attitude a = (Attitude) frame.payload();
    assertEquals(1000, a.timeBootMs());
    assertEquals(0f, a.roll());
    assertEquals(0.5f, a.pitch());
    assertEquals(-1f, a.yaw());
    assertEquals(0f, a.rollspeed());
    assertEquals(0f, a.pitchspeed());
    assertEquals(0.25f, a.yawspeed());
    Wire.assertWire(FRAME, new MavFrame(0xfd, 28, 0, 0, 8, 1, 1, 30, ATT), ATTITUDE);
  }

  @Test
  void aSignedPacketAndAnUnsignedOne() {
    MavPacket signed = PACKET.decode(Hex.parse(SIGNED));
    assertEquals(1, signed.frame().incompatFlags());
    assertEquals(7, signed.frame().seq());
    assertEquals(BEAT, signed.frame().payload());
    assertArrayEquals(Hex.parse("01 010203040506 a1a2a3a4a5a6"), signed.signature());
    assertArrayEquals(Hex.parse(SIGNED), PACKET.encode(signed));
    MavPacket unsigned = PACKET.decode(Hex.parse(HEARTBEAT));
    assertNull(unsigned.signature());
    assertArrayEquals(Hex.parse(HEARTBEAT), PACKET.encode(unsigned));
  }

  @Test
  void theCrcExtraIsWhatMakesTheChecksum() {
    // HEARTBEAT's bytes with the checksum of its covered bytes and ATTITUDE's CRC_EXTRA 39
    int other = x25(HEARTBEAT_COVERED, 39);
    String wrong = "fd 09 00 00 00 01 01 000000 00000000 02 03 51 04 03 "
        + String.format("%02x%02x", other & 0xff, other >>> 8);
    DecodeException e = assertThrows(DecodeException.class, () -> FRAME.decode(Hex.parse(wrong)));
    assertTrue(e.getMessage().startsWith("MavFrame.(checksum) at byte 19: expected checksum"
        + " 0x1ee7"), e.getMessage());
    // one covered byte changed (system_status 04 to 05)
    assertThrows(DecodeException.class, () -> FRAME.decode(Hex.parse(
        "fd 09 00 00 00 01 01 000000 00000000 02 03 51 05 03 e71e")));
    // a message id no payload type has: its CRC_EXTRA is unknown, the frame is refused
    assertThrows(DecodeException.class, () -> FRAME.decode(Hex.parse(
        "fd 09 00 00 00 01 01 010000 00000000 02 03 51 04 03 e71e")));
    // not the start marker
    assertThrows(DecodeException.class, () -> FRAME.decode(Hex.parse(
        "fe 09 00 00 00 01 01 000000 00000000 02 03 51 04 03 e71e")));
  }

  @Test
  void everyTruncationIsADecodeException() {
    for (String frame : List.of(HEARTBEAT, ATTITUDE)) {
      byte[] all = Hex.parse(frame);
      for (int n = 0; n < all.length; n++) {
        byte[] cut = Arrays.copyOf(all, n);
        assertThrows(DecodeException.class, () -> FRAME.decode(cut), frame + " cut to " + n);
      }
    }
    byte[] signed = Hex.parse(SIGNED);
    for (int n = Hex.parse(HEARTBEAT).length + 1; n < signed.length; n++) {
      byte[] cut = Arrays.copyOf(signed, n);
      assertThrows(DecodeException.class, () -> PACKET.decode(cut), "signed cut to " + n);
    }
  }

  @Test
  void theLayoutTableNamesTheExtras() {
    assertTrue(FRAME.layout().contains("checksum Crc16Mcrf4xx from byte 1 then the extra of the"
        + " variant msgid selects (Heartbeat 0x32, Attitude 0x27)"), FRAME.layout());
  }

  /** The covered bytes (after fd) with their checksum after them, little-endian. */
  private static String frame(String covered, int crcExtra) {
    int crc = x25(covered, crcExtra);
    return "fd " + covered + String.format(" %02x%02x", crc & 0xff, crc >>> 8);
  }

  /**
   * ATTITUDE of a vehicle at rest ("Payload truncation": trailing zero bytes dropped): its
   * three angular speeds are 0.0f, the last twelve bytes of the payload, so len is 10 (16):
   * time_boot_ms 1000 (e8030000), roll 0.0, pitch 0.5f (0000003f), yaw -1.0f (000080bf); seq 09.
   */
  static final String ATTITUDE_AT_REST_COVERED = "10 00 00 09 01 01 1e0000 e8030000 00000000"
      + " 0000003f 000080bf";
  /**
   * HEARTBEAT with mavlink_version 0 and system_status 0 (a sender that leaves them unset):
   * custom_mode 00000000, type 02, autopilot 03, base_mode 51, then two zero bytes dropped; len
   * 07.
   */
  static final String HEARTBEAT_TRUNCATED_COVERED = "07 00 00 00 01 01 000000 00000000 02 03"
      + " 51";

  @Test
  void aTruncatedAttitudeReadsTheDroppedBytesAsZeros() {
    String bytes = frame(ATTITUDE_AT_REST_COVERED, 39);
    MavFrame frame = FRAME.decode(Hex.parse(bytes));
    assertEquals(16, frame.len());
    assertEquals(9, frame.seq());
    assertEquals(30, frame.msgid());
    // every field, the three zero-filled speeds 0.0 (a record compares floats as Float.compare)
    Attitude atRest = new Attitude(1000, 0f, 0.5f, -1f, 0f, 0f, 0f);
    assertEquals(atRest, frame.payload());
    // re-encoded identically: the zero speeds are dropped again, len written as 16
    Wire.assertWire(FRAME, new MavFrame(0xfd, 16, 0, 0, 9, 1, 1, 30, atRest), bytes);
    // whatever len the record holds
    assertArrayEquals(Hex.parse(bytes), FRAME.encode(new MavFrame(0xfd, 28, 0, 0, 9, 1, 1, 30,
        atRest)));
  }

  @Test
  void aTruncatedHeartbeat() {
    String bytes = frame(HEARTBEAT_TRUNCATED_COVERED, 50);
    MavFrame frame = FRAME.decode(Hex.parse(bytes));
    assertEquals(7, frame.len());
    Heartbeat beat = (Heartbeat) frame.payload();
    assertEquals(new Heartbeat(0, 2, 3, 0x51, 0, 0), beat);
    assertArrayEquals(Hex.parse(bytes), FRAME.encode(frame));
    // MAVLink 2 never sends an empty payload: an all-zero HEARTBEAT keeps its first byte, len 01
    String zero = frame("01 00 00 00 01 01 000000 00", 50);
    assertArrayEquals(Hex.parse(zero), FRAME.encode(new MavFrame(0xfd, 0, 0, 0, 0, 1, 1, 0,
        new Heartbeat(0, 0, 0, 0, 0, 0))));
    assertEquals(new Heartbeat(0, 0, 0, 0, 0, 0), FRAME.decode(Hex.parse(zero)).payload());
  }

  @Test
  void aPayloadSentWholeIsReadAndTruncatedOnEncode() {
    // A sender that does not truncate: HEARTBEAT's 9 bytes with mavlink_version 0 at the end.
    // MAVLink's receivers accept it; encode drops the zero (len 08).
    String whole = frame("09 00 00 00 01 01 000000 00000000 02 03 51 04 00", 50);
    MavFrame frame = FRAME.decode(Hex.parse(whole));
    assertEquals(new Heartbeat(0, 2, 3, 0x51, 4, 0), frame.payload());
    assertArrayEquals(Hex.parse(frame("08 00 00 00 01 01 000000 00000000 02 03 51 04", 50)),
        FRAME.encode(frame));
  }

  @Test
  void aPayloadOfNoBytesOrMoreThanTheMessagesIsRefused() {
    // len 00: at least one byte is kept; the checksum is right, so only len is at fault
    DecodeException empty = assertThrows(DecodeException.class,
        () -> FRAME.decode(Hex.parse(frame("00 00 00 00 01 01 000000", 50))));
    assertEquals("MavFrame.payload", empty.fieldPath());
    assertEquals(10, empty.byteOffset());
    assertEquals("0 byte(s)", empty.found());
    // len 0a: HEARTBEAT and one byte more (a newer definition's extension field, which this
    // one does not declare): refused, as before truncation
    assertThrows(DecodeException.class, () -> FRAME.decode(Hex.parse(
        frame("0a 00 00 00 01 01 000000 00000000 02 03 51 04 03 07", 50))));
  }

  @Test
  void everyTruncationOfATruncatedFrameIsADecodeException() {
    for (String frame : List.of(frame(ATTITUDE_AT_REST_COVERED, 39),
        frame(HEARTBEAT_TRUNCATED_COVERED, 50))) {
      byte[] all = Hex.parse(frame);
      for (int n = 0; n < all.length; n++) {
        byte[] cut = Arrays.copyOf(all, n);
        assertThrows(DecodeException.class, () -> FRAME.decode(cut), frame + " cut to " + n);
      }
    }
  }

  @Test
  void theLayoutTableNamesTheTruncation() {
    assertTrue(FRAME.layout().contains("payload              variant of MavPayload, selected by"
        + " msgid; byte length in len, trailing zeros dropped on encode (at least 1 byte(s)"
        + " kept), zero-filled on decode"), FRAME.layout());
  }

  @Test
  void viewsAgree() {
    List<byte[]> frames = List.of(Hex.parse(HEARTBEAT), Hex.parse(ATTITUDE),
        Hex.parse(frame(ATTITUDE_AT_REST_COVERED, 39)),
        Hex.parse(frame(HEARTBEAT_TRUNCATED_COVERED, 50)),
        Hex.parse(frame("01 00 00 00 01 01 000000 00", 50)));
    for (byte[] f : frames) {
      ViewChecks.agrees(FRAME, new MavFrameView(), f);
    }
    assertEquals(5, ViewChecks.agreesAround(FRAME, new MavFrameView(), frames, 20261128,
        2_000));
  }
}
