package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.examples.variable.MqttPacket;
import io.framewright.examples.variable.MqttPacketCodec;
import io.framewright.examples.variable.MqttPacketView;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.InputEndedException;
import io.framewright.runtime.WireReader;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MQTT 3.1.1 fixed headers framed by the remaining length varint, bytes written by hand from the
 * OASIS specification (section 2.2.3, table 2.4: the smallest and largest remaining length of
 * each number of bytes; section 3.12 PINGREQ: c0 00).
 */
class MqttTest {
  private static final MqttPacketCodec CODEC = MqttPacketCodec.INSTANCE;

  @Test
  void pingRequest() {
    // PINGREQ: type 12, flags 0, remaining length 0
    Wire.assertWire(CODEC, new MqttPacket(12, 0, 0, new byte[0]), "c0 00");
  }

  @Test
  void publishWithATopic() {
    // PUBLISH (3), QoS 0: topic length 0003 "a/b", payload "hi": 7 bytes remain
    Wire.assertWire(CODEC, new MqttPacket(3, 0, 7, Hex.parse("0003 612f62 6869")),
        "30 07 0003 612f62 6869");
  }

  /** Table 2.4, up to 2097152 (two megabytes of payload written and read). */
  @Test
  void remainingLengthsOfEveryWidth() {
    String[][] table = {
        {"0", "00"}, {"127", "7f"},
        {"128", "80 01"}, {"16383", "ff 7f"},
        {"16384", "80 80 01"}, {"2097151", "ff ff 7f"},
        {"2097152", "80 80 80 01"}};
    for (String[] row : table) {
      int length = Integer.parseInt(row[0]);
      byte[] rest = new byte[length];
      Arrays.fill(rest, (byte) 0x5a);
      // The record says 0: the encoder writes the real length.
      byte[] wire = CODEC.encode(new MqttPacket(3, 0, 0, rest));
      byte[] header = Hex.parse("30 " + row[1]);
      assertArrayEquals(header, Arrays.copyOf(wire, header.length), row[0]);
      assertEquals(header.length + length, wire.length, row[0]);
      assertEquals(wire.length, CODEC.size(new MqttPacket(3, 0, 0, rest)), row[0]);
      MqttPacket back = CODEC.decode(wire);
      assertEquals(length, back.remainingLength());
      assertArrayEquals(rest, back.rest());
    }
  }

  /** The largest length, 268435455 (ff ff ff 7f): read from a stream that has only the header. */
  @Test
  void theLargestLengthIsReadFromTheHeader() {
    byte[] header = Hex.parse("30 ff ff ff 7f");
    InputEndedException e = assertThrows(InputEndedException.class,
        () -> MqttPacketCodec.readFrom(WireReader.partial(header, 0, header.length)));
    assertEquals(5 + 268435455L, e.neededLength());
    // A varint cut short in a stream: one more byte is needed
    InputEndedException cut = assertThrows(InputEndedException.class,
        () -> MqttPacketCodec.readFrom(WireReader.partial(header, 0, 3)));
    assertEquals(4, cut.neededLength());
  }

  @Test
  void fiveBytesOfLengthAreMalformed() {
    // 2.2.3: at most four bytes; a fifth is an error, not a longer length
    DecodeException e = assertThrows(DecodeException.class,
        () -> CODEC.decode(Hex.parse("30 80 80 80 80 01")));
    assertEquals("MqttPacket.remainingLength", e.fieldPath());
    assertEquals("a varint of at most 4 byte(s)", e.expected());
    // Non-minimal: 80 00 is not how MQTT writes 0
    assertEquals("a varint in the fewest bytes",
        assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse("c0 80 00")))
            .expected());
  }

  @Test
  void truncatedAtEveryLength() {
    byte[] wire = Hex.parse("30 80 01" + "00".repeat(128));
    for (int n = 0; n < wire.length; n++) {
      byte[] cut = Arrays.copyOf(wire, n);
      assertThrows(DecodeException.class, () -> CODEC.decode(cut), "length " + n);
    }
  }

  @Test
  void theTableShowsTheVarint() {
    String table = MqttPacketCodec.LAYOUT.table();
    assertEquals(true, table.contains("int, unsigned varint, 1 to 4 bytes"), table);
    assertEquals(true, table.contains("byte length in remainingLength"), table);
  }

  @Test
  void theViewReadsTheVarintAndTheRestInPlace() {
    // The frames above: PINGREQ, PUBLISH "a/b" "hi", a two-byte length (128 bytes of 00); the
    // malformed ones: a fifth length byte, a non-minimal 0, a length past the end.
    List<byte[]> frames = List.of(Hex.parse("c0 00"), Hex.parse("30 07 0003 612f62 6869"),
        Hex.parse("30 80 01" + "00".repeat(128)));
    assertEquals(3, ViewChecks.agreesAround(CODEC, new MqttPacketView(), frames, 71, 3_000));
    assertEquals(0, ViewChecks.agreesAround(CODEC, new MqttPacketView(), List.of(
        Hex.parse("30 80 80 80 80 01"), Hex.parse("c0 80 00"), Hex.parse("30 03 0001")), 72, 0));

    MqttPacketView view = new MqttPacketView().wrap(frames.get(1));
    assertEquals(3, view.type());
    assertEquals(7, view.remainingLength()); // read from its varint's byte, 07
    assertEquals(7, view.restLength());
    view.wrap(frames.get(2));
    assertEquals(128, view.remainingLength()); // 80 01
    assertEquals(131, view.size());
    DecodeException e = assertThrows(DecodeException.class,
        () -> view.wrap(Hex.parse("c0 80 00")));
    assertEquals("a varint in the fewest bytes", e.expected());
    assertEquals("MqttPacket.remainingLength", e.fieldPath());
  }
}
