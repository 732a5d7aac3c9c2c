package io.framewright.netty;

import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.arena.Event;
import io.framewright.examples.arena.Packet;
import io.framewright.examples.arena.PacketCodec;
import io.framewright.netty.Loopback.Inbox;
import io.framewright.netty.arena.ArenaServer;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The guide's second chapter's server answers over loopback, and logs a bad frame in one line. */
class ArenaServerTest {
  private final Loopback net = new Loopback();

  @AfterEach
  void stop() {
    net.close();
  }

  @Test
  void aJoinIsWelcomedAndABadFrameIsOneLogLine() throws Exception {
    try (CapturedLog log = new CapturedLog("arena")) {
      Channel server = ArenaServer.start(net.group, 0);
      Inbox atClient = new Inbox();
      Channel client = net.tcpClient(server, Pipelines.stream(Framing.stream(
          PacketCodec.INSTANCE, Resync.nextByte(), 1024, "arena"), atClient));
      // 30 05 09: a header, then tag 9, which no event has: a bad frame at stream offset 0.
      // Resync.nextByte() tries the next bytes: 05 09 | 30 (tag 48) and 09 30 | 05 (tag 5)
      // are no packets either, so one bad run ends at the Join at offset 3:
      // 30 05 (version 1, reliable, sequence 5) | 01 (Join) | 03 "ann"
      within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("3005 09 3005 01 03 616e6e"))));
      assertEquals(List.of(new Packet(1, true, 5, new Event.Chat("server", "welcome ann"))),
          atClient.take(1));
      List<String> lines = log.messages();
      assertEquals(1, lines.size(), "one line per bad run of bytes: " + lines);
      assertTrue(lines.get(0).contains("CorruptFrameException at stream offset 0"), lines.get(0));
      assertTrue(!lines.get(0).contains("\n"), "one line: " + lines.get(0));
      assertEquals(null, log.records().get(0).getThrown(), "no stack trace");
    }
  }
}
