package io.framewright.runtime.frame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Hex;
import io.framewright.runtime.ReadingCodec;
import io.framewright.runtime.ReadingCodec.Reading;
import java.net.DatagramPacket;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A protocol's exported framing makes the framers and datagram codecs its tools use. */
class FramingTest {
  @Test
  void aStreamFramingMakesFramersWithItsRuleAndMaximum() {
    Framing<Reading> framing = Framing.stream(ReadingCodec.INSTANCE, Resync.nextByte(), 8,
        "four-byte readings on a stream");
    assertTrue(framing.isStream());
    // 00000001 00000002, then 2 bytes of a third: two readings, two bytes held
    StreamFramer<Reading> framer = framing.framer();
    assertEquals(List.of(new Reading(1), new Reading(2)),
        framer.feed(Hex.parse("00000001 00000002 0000")));
    assertEquals(2, framer.buffered());
  }

  @Test
  void aDatagramFramingHasNoStreamFramer() {
    Framing<Reading> framing = Framing.datagram(ReadingCodec.INSTANCE, "one reading per datagram");
    assertFalse(framing.isStream());
    assertEquals(Datagrams.MAX_UDP_PAYLOAD, framing.maxFrameLength());
    IllegalStateException e = assertThrows(IllegalStateException.class, framing::framer);
    assertEquals("Reading messages travel one per datagram: use datagrams()", e.getMessage());
    byte[] payload = Hex.parse("0000002a");
    assertEquals(new Reading(42), framing.datagrams().decode(
        new DatagramPacket(payload, payload.length)));
  }

  @Test
  void aFramingNeedsAPositiveMaximum() {
    assertThrows(IllegalArgumentException.class,
        () -> Framing.stream(ReadingCodec.INSTANCE, Resync.nextByte(), 0, "none"));
  }
}
