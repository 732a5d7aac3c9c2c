package io.framewright.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.beer.BeerMessageView;
import io.framewright.protocol.beer.BeerMessage_NewPlayerView;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The Streams filter through a view, called as Streams calls it. */
class ViewFilterTest {
  /** BEER Ping: "BEER", opcode 13 as a u32 little-endian, no data, CR LF. */
  private static final byte[] PING = {
      0x42, 0x45, 0x45, 0x52, 0x0D, 0x00, 0x00, 0x00, 0x0D, 0x0A};
  /** BEER Event 5 with the argument byte 2a: opcode 3, the u8 event, the argument, CR LF. */
  private static final byte[] EVENT = {
      0x42, 0x45, 0x45, 0x52, 0x03, 0x00, 0x00, 0x00, 0x05, 0x2a, 0x0D, 0x0A};

  private final ViewFilter<BeerMessageView> events =
      ViewFilter.keep(BeerMessageView::new, BeerMessageView::isEvent);

  @Test
  void keepsWhatThePredicateReadsInPlace() {
    assertTrue(events.test(1, EVENT));
    assertFalse(events.test(1, PING));
    // A tombstone holds no message.
    assertFalse(events.test(1, null));
  }

  @Test
  void aValueTheViewCanNotWrapIsABadRecord() {
    // The Ping with its last byte cut: no CR LF.
    byte[] cut = java.util.Arrays.copyOf(PING, PING.length - 1);
    BadRecordException e = assertThrows(BadRecordException.class, () -> events.test(1, cut));
    assertTrue(e.fieldPath().startsWith("BeerMessage"), e.fieldPath());
    // Streams' processing handler adds where the record is (BadRecordHandler does).
    assertEquals(BadRecordException.UNKNOWN, e.offset());
  }

  @Test
  void byPrefixReadsTheStartOfLongerValues() {
    // A NewPlayer body (the u8 player id 07) at the front of a value that goes on.
    ViewFilter<BeerMessage_NewPlayerView> seven = ViewFilter.keepByPrefix(
        BeerMessage_NewPlayerView::new, p -> p.playerId() == 7);
    assertTrue(seven.test(null, new byte[] {0x07, 0x55, 0x66}));
    assertFalse(seven.test(null, new byte[] {0x08}));
    assertThrows(BadRecordException.class, () -> seven.test(null, new byte[0]));
    // Whole values must be exactly one message: the same bytes are too many for keep().
    ViewFilter<BeerMessage_NewPlayerView> whole = ViewFilter.keep(
        BeerMessage_NewPlayerView::new, p -> p.playerId() == 7);
    assertThrows(BadRecordException.class, () -> whole.test(null, new byte[] {0x07, 0x55}));
  }

  @Test
  void droppedRecordsAllocateNothing() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    int dropped = 0;
    // Warm up: the thread's view is made on its first record.
    for (int i = 0; i < 20_000; i++) {
      dropped += events.test(null, PING) ? 0 : 1;
    }
    long before = threads.getThreadAllocatedBytes(id);
    for (int i = 0; i < 100_000; i++) {
      dropped += events.test(null, PING) ? 0 : 1;
    }
    long allocated = threads.getThreadAllocatedBytes(id) - before;
    assertEquals(120_000, dropped);
    // Less than one byte per record, so nothing per record (the smallest object is 16 bytes):
    // what is left is the JVM's own, once (a few KB were seen, from compiling the loop).
    assertTrue(allocated < 100_000, allocated + " bytes for 100000 dropped records");
  }
}
