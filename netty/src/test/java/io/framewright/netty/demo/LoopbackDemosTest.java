package io.framewright.netty.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.channel.nio.NioEventLoopGroup;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The README's loopback demos run, and each plays its protocol's exchange to the end. */
class LoopbackDemosTest {
  @Test
  void everyDemoPlaysItsExchange() throws Exception {
    NioEventLoopGroup group = new NioEventLoopGroup(2);
    LoopbackDemos demos = new LoopbackDemos(group, false);
    try {
      demos.runAll();
    } finally {
      group.shutdownGracefully(0, 2, TimeUnit.SECONDS).await(10, TimeUnit.SECONDS);
    }
    List<String> lines = List.copyOf(demos.transcript());
    String all = String.join("\n", lines);
    for (String expected : new String[] {
        "pies       server  got Auth[value=StringItem[value=user3]]",
        "pies       client  got Auth[value=StringItem[value=4]]",
        "pies       client  got Sync[username=StringItem[value=user3],"
            + " otherPlayers=StringItem[value=user1|$|user2]]",
        "pies       server  got Location[username=StringItem[value=], x=StringItem[value=0],"
            + " y=StringItem[value=0]]",
        "BEER       client  got Welcome[]",
        "BEER       client  got NewPlayer[playerId=1]",
        "BEER       client  got ObjectPosition[id=305419896, x=100, y=-100]",
        "BEER       server  got Ping[]",
        "Leviathan  client  got NormalPacket[packetId=1002, firstAck=1,",
        "Leviathan  server  got AckOnlyPacket[packetIds=[1002]]",
        "Avara      server  got Datagram ack ",
        " | serial 2 kpLogin \"player one\" | serial 4 kpPing",
        "Avara      client  got Datagram ack ",
        "bitpacked  server  got AssembledMessage[messageId=42",
        "bitpacked  client  got Packet[payloadLength=8, payloadType=DOUBLE,"}) {
      assertTrue(all.contains(expected), () -> "missing \"" + expected + "\" in\n" + all);
    }
    assertEquals(6, lines.stream().filter(l -> l.startsWith("== ")).count(), all);
  }
}
