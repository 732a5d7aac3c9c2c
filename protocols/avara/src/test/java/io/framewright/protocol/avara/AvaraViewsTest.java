package io.framewright.protocol.avara;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The views of Avara's two messages ({@code @View} on the package), both of optional parts:
 * {@code CommandPacket} ({@code @Presence} flags, two of them of two widths) and
 * {@code Datagram} (a {@code @When} bitmap, a crc, command packets to the end). Each agrees
 * with its codec ({@link ViewChecks}: wrap rejects what decode rejects, with the same message;
 * {@code hasX()} says whether the component is null; every getter equals the component, and
 * throws when it is not on the wire) on random frames, on valid encodings of random values,
 * their truncations and mutations; then the getters are read on datagrams written out by hand
 * from the format (../shared/formats/avara.source.txt, the crcs those of {@link DatagramTest}).
 */
class AvaraViewsTest {
  /** Ack 4, one ping: serial 2, flags 33, kpPing, p3 0x1234, p2 -3, p1 5, data "abc". */
  private static final String PING = "0dc0 0400 0200 00 33 1f 3412 fdff 03 05 616263";

  /** Ack 13 with bitmap 2, then two commands (see {@link #theTwoCommandDatagram()}). */
  private static final String TWO = "a7c4 0d00 02000000"
      + " 0201 02 d7 11 0600 70110100 d4fe 02 ff 03 aabb"
      + " 0401 00 20 1f 0100";

  @Test
  void commandPacketViewsAgreeOnRandomFrames() {
    ViewChecks.allAgreeOnRandomFrames(List.of(
        new ViewChecks.Pair<>(CommandPacketCodec.INSTANCE, new CommandPacketView())), 18, 2_000);
  }

  @Test
  void viewsAgreeOnValidEncodingsAndTheirMutations() {
    Random random = new Random(18);
    List<byte[]> packets = new ArrayList<>();
    List<byte[]> datagrams = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      packets.add(CommandPacketCodec.INSTANCE.encode(packet(random)));
      List<CommandPacket> commands = new ArrayList<>();
      for (int n = random.nextInt(4); n > 0; n--) {
        commands.add(packet(random));
      }
      short ack = (short) random.nextInt(1 << 16);
      datagrams.add(DatagramCodec.INSTANCE.encode(new Datagram(ack,
          (ack & 1) != 0 ? random.nextInt() : null, commands)));
    }
    assertEquals(packets.size(), ViewChecks.agreesAround(CommandPacketCodec.INSTANCE,
        new CommandPacketView(), packets, 19, 3_000));
    DatagramView view = new DatagramView();
    assertEquals(datagrams.size(), ViewChecks.agreesAround(DatagramCodec.INSTANCE, view,
        datagrams, 20, 1_000));
    // A mutation almost never keeps the crc right: each is checked again with its crc set
    // right, so that the view reads the mutated layout, not only the crc's rejection.
    int[] accepted = {0};
    Mutations.run(datagrams, 21, 3_000, m -> {
      if (ViewChecks.agrees(DatagramCodec.INSTANCE, view, Wire.withCrc(m)) != null) {
        accepted[0]++;
      }
    });
    assertTrue(accepted[0] > 100, accepted[0] + " mutated datagrams accepted");
  }

  @Test
  void thePingDatagram() {
    DatagramView view = new DatagramView();
    view.wrap(Hex.parse(PING));
    assertEquals((short) 4, view.ack());
    assertFalse(view.hasAckBitmap());
    assertThrows(IllegalStateException.class, view::ackBitmap);
    assertEquals(1, view.commandsCount());
    CommandPacketView ping = view.commands(0);
    assertEquals(2, ping.serialNumber());
    assertEquals(CommandId.kpPing, ping.command());
    assertEquals(0, ping.flags()); // every bit is a part's presence, as decode reads it
    assertFalse(ping.hasDistribution());
    IllegalStateException e = assertThrows(IllegalStateException.class, ping::distribution);
    assertTrue(e.getMessage().contains("distribution"), e.getMessage());
    assertTrue(ping.hasP3());
    assertEquals(0x1234, ping.p3());
    assertEquals((short) -3, ping.p2());
    assertEquals(3, ping.dataLen());
    assertEquals((byte) 5, ping.p1());
    assertFalse(ping.hasSender());
    assertTrue(ping.dataEquals("abc".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(18, view.size());
  }

  @Test
  void theTwoCommandDatagram() {
    DatagramView view = new DatagramView();
    view.wrap(Hex.parse(TWO));
    assertTrue(view.hasAckBitmap());
    assertEquals(2, view.ackBitmap());
    assertEquals(2, view.commandsCount());
    // serial 0102 | sendCount 02 | flags d7 | command 11 | distribution 0600 | p3 70110100
    // (i32) | p2 d4fe | dataLen 02 (u8) | p1 ff | sender 03 | data aabb
    CommandPacketView first = view.commands(0);
    assertEquals(0x0102, first.serialNumber());
    assertEquals((short) 6, first.distribution());
    assertEquals(70_000, first.p3());
    assertEquals((short) -300, first.p2());
    assertEquals(2, first.dataLen());
    assertEquals((byte) -1, first.p1());
    assertTrue(first.hasSender());
    assertEquals((byte) 3, first.sender());
    assertEquals(2, first.dataLength());
    // serial 0401 | sendCount 00 | flags 20 | command 1f | p3 0100 (u16): no data, p1 absent
    CommandPacketView second = view.commands(1);
    assertSame(first, second); // the one child view, re-pointed
    assertEquals(1, second.p3());
    assertFalse(second.hasDataLen());
    assertEquals(0, second.dataLen()); // its @WhenAbsent value, as decode reads it
    assertFalse(second.hasP1());
    assertEquals((byte) 0, second.p1());
    assertEquals(0, second.dataLength());

    // Both p3 widths flagged in the second command (flags 24 for 20): decode's error, as decode
    // reports it, and nothing left to read. The crc is set right, so it is the layout's error.
    byte[] bad = Wire.withCrc(Hex.parse(TWO.replace("0401 00 20", "0401 00 24")));
    DecodeException e = assertThrows(DecodeException.class, () -> view.wrap(bad));
    assertEquals(assertThrows(DecodeException.class,
        () -> DatagramCodec.INSTANCE.decode(bad)).getMessage(), e.getMessage());
    assertFalse(view.isWrapped());
    assertThrows(IllegalStateException.class, view::hasAckBitmap);
  }

  /** A command packet of random values, each optional part present about half the time. */
  private static CommandPacket packet(Random random) {
    byte[] data = new byte[random.nextBoolean() ? 0 : random.nextBoolean()
        ? random.nextInt(1, 256) : random.nextInt(256, 400)];
    random.nextBytes(data);
    return new CommandPacket(random.nextInt(1 << 16), random.nextInt(256),
        (byte) random.nextInt(), random.nextBoolean() ? (short) random.nextInt() : null,
        random.nextBoolean() ? 0 : random.nextBoolean() ? random.nextInt(1 << 16)
            : random.nextInt(),
        random.nextBoolean() ? 0 : (short) random.nextInt(),
        random.nextBoolean() ? 0 : (byte) random.nextInt(),
        random.nextBoolean() ? (byte) random.nextInt() : null, data);
  }
}
