package io.framewright.examples.arena;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The guide's second chapter (docs/guide/a-message-family.md) quotes these tests: every byte is
 * worked out by hand in the comments from the declarations in this package.
 */
class ArenaTest {

  @Test
  void aJoinIsAHeaderATagAndText() {
    // header: version 001, reliable 1, sequence 0000 0000 0101 -> 0011 0000 0000 0101 = 30 05
    // tag 1 (a varint, one byte): 01; the name: length 03, then "ann" = 61 6e 6e
    Packet join = new Packet(1, true, 5, new Event.Join("ann"));
    byte[] wire = PacketCodec.INSTANCE.encode(join);
    assertArrayEquals(Hex.parse("3005 01 03 616e6e"), wire);
    assertEquals(join, PacketCodec.INSTANCE.decode(wire));
  }

  @Test
  void aMoveIsTwoZigZagVarints() {
    // header 001 0 0000 0000 0110 = 20 06; tag 02; dx -1 -> 01, dy 2 -> 04
    Packet move = new Packet(1, false, 6, new Event.Move(-1, 2));
    assertArrayEquals(Hex.parse("2006 02 01 04"), PacketCodec.INSTANCE.encode(move));
  }

  @Test
  void tag300TakesTwoVarintBytes() {
    // header 30 07; tag 300 = 10 0101100: low seven bits 2c with the high bit set (ac), then 02;
    // one score: count 01, player 0007, points 1500 = 000005dc
    Packet scores = new Packet(1, true, 7, new Event.Scores(List.of(new Score(7, 1500))));
    byte[] wire = PacketCodec.INSTANCE.encode(scores);
    assertArrayEquals(Hex.parse("3007 ac02 01 0007 000005dc"), wire);
    assertEquals(scores, PacketCodec.INSTANCE.decode(wire));
  }

  @Test
  void badInputIsADecodeExceptionThatSaysWhere() {
    // tag 9 is no event's: the union's tag is at byte 2
    DecodeException e = assertThrows(DecodeException.class,
        () -> PacketCodec.INSTANCE.decode(Hex.parse("3005 09")));
    assertEquals(2, e.byteOffset());
  }

  @Test
  void aValueThatDoesNotFitIsAnEncodeException() {
    // version has three bits: 0..7
    assertThrows(EncodeException.class, () -> PacketCodec.INSTANCE.encode(
        new Packet(8, true, 1, new Event.Move(0, 0))));
  }

  @Test
  void viewsReadInPlace() {
    byte[] wire = Hex.parse("3007 ac02 01 0007 000005dc");
    PacketView packet = new PacketView();    // once per thread, then reused
    packet.wrap(wire);                        // checks the whole packet, as decode does
    int sequence = packet.sequence();         // 7, read from the header's bits in place
    EventView event = packet.event();         // the union's view, already wrapped
    long total = 0;
    if (event.isScores()) {
      for (ScoreView score : event.scores().scores()) {  // walks the list, allocating nothing
        total += score.points();
      }
    }
    assertEquals(7, sequence);
    assertEquals(1500, total);
    assertEquals(300, event.tag());
    assertEquals(1500, event.scores().scores(0).points());
  }

  @Test
  void aViewComparesTextWithoutAString() {
    PacketView packet = new PacketView();
    packet.wrap(Hex.parse("3005 01 03 616e6e"));
    assertTrue(packet.event().isJoin());
    assertTrue(packet.event().join().nameEquals("ann"));
  }
}
