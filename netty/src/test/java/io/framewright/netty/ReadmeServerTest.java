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

/** The README's Netty server for a user's own message family: it is this code, and it works. */
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

  @Test
  void theReadmeShowsTheServersCode() throws Exception {
    String source = Files.readString(
        Path.of("src/test/java/io/framewright/netty/readme/ChatServer.java"));
    String code = source.substring(source.indexOf("// README:begin\n") + 16,
        source.indexOf("    // README:end"));
    String unindented = code.lines().map(l -> l.startsWith("    ") ? l.substring(4) : l)
        .reduce("", (a, l) -> a + l + "\n");
    String readme = Files.readString(Path.of("../docs/framing-and-netty.md"), StandardCharsets.UTF_8);
    assertTrue(readme.contains(unindented), "docs/framing-and-netty.md must show, verbatim:\n" + unindented);
  }
}
