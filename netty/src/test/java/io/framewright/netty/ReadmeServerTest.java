package io.framewright.netty;

import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.netty.Loopback.Inbox;
import io.framewright.netty.readme.ChatMessage;
import io.framewright.netty.readme.ChatMessageCodec;
import io.framewright.netty.readme.ChatServer;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The README's Netty server for a user's own message family: it is this code, it works, and a
 * bad frame costs one log line.
 */
class ReadmeServerTest {
  private final Loopback net = new Loopback();

  @AfterEach
  void stop() {
    net.close();
  }

  @Test
  void theServerAnswersOverLoopback() throws Exception {
    Channel server = ChatServer.start(net.group, 0);
    Inbox atClient = new Inbox();
    Channel client = net.tcpClient(server, Pipelines.stream(Framing.stream(
        ChatMessageCodec.INSTANCE, Resync.nextByte(), 4096, "chat"), atClient));
    // Hello "ann": tag 01 | length 03 | "ann"; Say "yo": tag 02 | length 0002 | "yo"; in one
    // write, the Say split across two
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("01 03 616e6e 02 00"))));
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("02 796f"))));
    assertEquals(List.of(new ChatMessage.Heard("server", "hi ann"),
        new ChatMessage.Heard("echo", "yo")), atClient.take(2));
    within(client.writeAndFlush(new ChatMessage.Bye()));
    assertTrue(client.closeFuture().await(Loopback.TIMEOUT_SECONDS, TimeUnit.SECONDS),
        "Bye closes the connection");
    assertTrue(server.isActive());
  }

  /**
   * The server's FrameErrorHandler logs each bad frame as one record, without a stack trace
   * (without one, Netty logged a WARNING and a 30-line trace per bad frame), and the connection
   * goes on with the next good frame.
   */
  @Test
  void aBadFrameIsOneLogLineAndTheConnectionGoesOn() throws Exception {
    try (CapturedLog log = new CapturedLog("chat")) {
      Channel server = ChatServer.start(net.group, 0);
      Inbox atClient = new Inbox();
      Channel client = net.tcpClient(server, Pipelines.stream(Framing.stream(
          ChatMessageCodec.INSTANCE, Resync.nextByte(), 4096, "chat"), atClient));
      // 09: no message has tag 9, so one bad frame at stream offset 0; then Hello "ann":
      // tag 01 | length 03 | "ann"
      within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("09 01 03 616e6e"))));
      assertEquals(List.of(new ChatMessage.Heard("server", "hi ann")), atClient.take(1));
      List<String> lines = log.messages();
      assertEquals(1, lines.size(), lines.toString());
      assertTrue(lines.get(0).contains("CorruptFrameException at stream offset 0"), lines.get(0));
      assertTrue(!lines.get(0).contains("\n"), "one line: " + lines.get(0));
      assertEquals(null, log.records().get(0).getThrown(), "no stack trace");
    }
  }

  @Test
  void theReadmeShowsTheServersCode() throws Exception {
    String source = Files.readString(
        Path.of("src/test/java/io/framewright/netty/readme/ChatServer.java"));
    String code = source.substring(source.indexOf("// README:begin\n") + 16,
        source.indexOf("    // README:end"));
    String unindented = code.lines().map(l -> l.startsWith("    ") ? l.substring(4) : l)
        .reduce("", (a, l) -> a + l + "\n");
    for (String page : List.of("../README.md", "../docs/guide/framing-and-netty.md")) {
      String text = Files.readString(Path.of(page), StandardCharsets.UTF_8);
      assertTrue(text.contains(unindented), page + " must show, verbatim:\n" + unindented);
    }
  }
}
