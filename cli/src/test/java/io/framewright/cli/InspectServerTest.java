package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.runtime.Hex;
import io.framewright.testing.pcap.PcapWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The inspector's server over plain HTTP: its JSON API (bytes written out by hand from the
 * protocols' docs and vectors), and what it refuses: other hosts (DNS rebinding), other sites'
 * pages, bodies too long or of the wrong type, paths that are not its assets.
 */
class InspectServerTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  /** A small body limit, so that the limit can be tested with a small body. */
  private static final long MAX_BODY = 4096;
  private static InspectServer server;

  @BeforeAll
  static void start() throws IOException {
    server = InspectServer.start(Protocols.BUILT_IN, 0,
        new InspectServer.Start("beer", "frame.bin", Hex.parse(Vectors.BEER_POSITION)), MAX_BODY);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static HttpResponse<String> get(String path) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(server.uri().resolve(path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(String path, String type, byte[] body)
      throws Exception {
    return HTTP.send(HttpRequest.newBuilder(server.uri().resolve(path))
        .header("Content-Type", type)
        .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static JsonNode postJson(String path, String json) throws Exception {
    HttpResponse<String> r = post(path, "application/json", json.getBytes(StandardCharsets.UTF_8));
    assertEquals(200, r.statusCode(), r.body());
    return Cli.json(r.body());
  }

  @Test
  void servesThePageAndItsAssetsFromTheJar() throws Exception {
    HttpResponse<String> page = get("/");
    assertEquals(200, page.statusCode());
    assertTrue(page.body().contains("<script src=\"/inspector.js\""), page.body());
    assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").get());
    assertTrue(page.headers().firstValue("Content-Security-Policy").get()
        .contains("script-src 'self'"));
    assertEquals(200, get("/inspector.js").statusCode());
    assertEquals(200, get("/inspector.css").statusCode());
  }

  @Test
  void listsTheRegistrysProtocolsAndTypes() throws Exception {
    JsonNode types = Cli.json(get("/api/types").body());
    assertEquals("avara", types.at("/protocols/0/name").asText());
    assertEquals("Datagram", types.at("/protocols/0/type").asText());
    assertEquals(5, types.get("protocols").size());
    boolean position = false;
    for (JsonNode t : types.get("types")) {
      position |= t.get("name").asText().equals("io.framewright.protocol.beer.BeerMessage");
    }
    assertTrue(position, types.toString());
  }

  @Test
  void startsWithWhatTheCommandLineOpened() throws Exception {
    JsonNode start = Cli.json(get("/api/start").body());
    assertEquals("beer", start.get("target").asText());
    assertEquals("frame.bin", start.get("file").asText());
    assertEquals("42454552000000007856341264009cff0d0a", start.get("hex").asText());
  }

  @Test
  void decodesAFrameAsTheDecodeCommandsJson() throws Exception {
    // beer's ObjectPosition (protocols/beer): "BEER", opcode 0 (u32 LE), id 0x12345678 (u32 LE),
    // x 100 (i16 LE: 64 00), y -100 (9c ff), CR LF.
    JsonNode r = postJson("/api/decode", "{\"target\": \"beer\", \"hex\": \"42454552 00000000"
        + " 78563412 6400 9cff 0d0a\"}");
    JsonNode frame = r.get("frame");
    assertEquals("BeerMessage.ObjectPosition", frame.get("type").asText());
    Cli.assertEntry(Cli.entry(frame, "x"), "100", 12, 0, 16);
    Cli.assertEntry(Cli.entry(frame, "y"), "-100", 14, 0, 16);
    assertEquals(Cli.run("decode", "beer", "--hex", Vectors.BEER_POSITION).frame(), frame);
  }

  @Test
  void aFrameThatDoesNotDecodeGivesItsErrorAndThePartsReadBeforeIt() throws Exception {
    // avara DatagramTest.PING with its last data byte cut off: dataLen 03 at byte 13, p1 at 14,
    // then 2 bytes of data where 3 were announced.
    JsonNode r = postJson("/api/decode", "{\"target\": \"avara\", \"hex\": \"0dc0 0400 0200 00"
        + " 33 1f 3412 fdff 03 05 6162\"}");
    JsonNode error = r.get("error");
    assertEquals("Datagram.commands[0].data", error.get("path").asText());
    assertEquals("commands[0].data", error.get("field").asText());
    assertEquals(15, error.get("byte").asInt());
    assertEquals("3 bytes", error.get("expected").asText());
    assertEquals("end of input after 2 bytes", error.get("found").asText());
    JsonNode fields = r.get("fields");
    assertEquals("(checksum)", fields.at("/0/name").asText());
    assertEquals("0400", fields.at("/1/value").asText());
    // the element read so far: its parts up to p1, raw (bytes 4 to 14: 11 bytes)
    JsonNode element = fields.get(2);
    assertEquals("[0]", element.get("name").asText());
    assertEquals(4, element.get("byte").asInt());
    assertEquals(88, element.get("bits").asInt());
    assertEquals("p1", element.at("/fields/7/name").asText());
    assertEquals("05", element.at("/fields/7/value").asText());
  }

  @Test
  void encodesTheDecodeJsonOrTheSimpleForm() throws Exception {
    // x 101 is 65 00 little-endian; the rest as in the vector.
    JsonNode r = postJson("/api/encode", "{\"target\": \"beer\", \"message\": {\"type\":"
        + " \"ObjectPosition\", \"id\": 305419896, \"x\": 101, \"y\": -100}}");
    assertEquals("42454552" + "00000000" + "78563412" + "6500" + "9cff" + "0d0a",
        r.get("hex").asText());
  }

  @Test
  void anEncodeErrorNamesItsField() throws Exception {
    JsonNode big = postJson("/api/encode", "{\"target\": \"beer\", \"message\": {\"type\":"
        + " \"ObjectPosition\", \"id\": 1, \"x\": 70000, \"y\": 0}}");
    assertEquals("BeerMessage(BeerMessage.ObjectPosition).x", big.at("/error/path").asText());
    assertEquals("x", big.at("/error/field").asText());
    assertTrue(big.at("/error/message").asText().contains("70000"), big.toString());
    JsonNode text = postJson("/api/encode", "{\"target\": \"beer\", \"message\": {\"type\":"
        + " \"ObjectPosition\", \"id\": 1, \"x\": \"far\", \"y\": 0}}");
    assertEquals("x", text.at("/error/field").asText(), text.toString());
  }

  @Test
  void anErrorsFieldIsTheEntryPathOfTheDecodeJson() {
    assertEquals("x", InspectApi.field("BeerMessage(BeerMessage.ObjectPosition).x"));
    assertEquals("commands[0].data", InspectApi.field("Datagram.commands[0].data"));
    assertEquals("(tag)", InspectApi.field("BeerMessage.(tag)"));
    assertEquals("[2].x", InspectApi.field("Packet[2].x"));
    assertEquals("", InspectApi.field("Packet"));
  }

  @Test
  void drawsTheDiagramOfATypeOrVariant() throws Exception {
    HttpResponse<String> union = get("/api/diagram?target=beer");
    assertEquals(200, union.statusCode());
    assertEquals("image/svg+xml; charset=utf-8",
        union.headers().firstValue("Content-Type").get());
    assertEquals(Cli.run("diagram", "beer", "--type", "BeerMessage", "--svg").out(),
        union.body());
    HttpResponse<String> variant = get("/api/diagram?target=beer&variant="
        + "BeerMessage.ObjectPosition");
    assertEquals(Cli.run("diagram", "beer", "--type", "ObjectPosition", "--svg").out(),
        variant.body());
  }

  @Test
  void listsTheFramesOfACapture() throws Exception {
    ByteArrayOutputStream pcap = new ByteArrayOutputStream();
    try (PcapWriter w = PcapWriter.to(pcap)) {
      w.udp(CaptureDecodeTest.T0, CaptureDecodeTest.CLIENT, CaptureDecodeTest.SERVER,
          Hex.parse(Vectors.AVARA_PING));
      w.udp(CaptureDecodeTest.T0 + 1, CaptureDecodeTest.SERVER, CaptureDecodeTest.CLIENT,
          Hex.parse("0102"));
    }
    HttpResponse<String> r = post("/api/capture?target=avara", "application/octet-stream",
        pcap.toByteArray());
    assertEquals(200, r.statusCode(), r.body());
    JsonNode list = Cli.json(r.body());
    assertEquals(Vectors.compact(Vectors.AVARA_PING), list.at("/frames/0/hex").asText());
    assertEquals("192.168.1.10:40000", list.at("/frames/0/capture/src").asText());
    assertEquals(2, list.at("/frames/1/capture/packet").asInt());
    assertTrue(list.at("/frames/1/error").asText().contains("Datagram"), r.body());

    HttpResponse<String> notACapture = post("/api/capture?target=avara",
        "application/octet-stream", Hex.parse("00010203"));
    assertEquals(200, notACapture.statusCode());
    assertTrue(Cli.json(notACapture.body()).at("/problems/0").asText()
        .startsWith("not a capture file"), notACapture.body());
  }

  @Test
  void aTcpStreamOfACaptureIsCutIntoFrames() throws Exception {
    // Two BEER frames in one segment, the second split over two: ObjectPosition (18 bytes),
    // then ObjectRemoved(0xDEADBEEF): "BEER", opcode 5, efbeadde, CR LF (14 bytes).
    byte[] stream = Hex.parse(Vectors.BEER_POSITION + Vectors.BEER_REMOVED);
    ByteArrayOutputStream pcap = new ByteArrayOutputStream();
    try (PcapWriter w = PcapWriter.to(pcap)) {
      w.tcp(CaptureDecodeTest.T0, CaptureDecodeTest.SERVER, CaptureDecodeTest.CLIENT, 1000,
          CaptureDecodeTest.part(stream, 0, 24));
      w.tcp(CaptureDecodeTest.T0 + 1, CaptureDecodeTest.SERVER, CaptureDecodeTest.CLIENT, 1024,
          CaptureDecodeTest.part(stream, 24, stream.length));
    }
    HttpResponse<String> r = post("/api/capture?target=beer", "application/octet-stream",
        pcap.toByteArray());
    JsonNode list = Cli.json(r.body());
    assertEquals(2, list.get("frames").size(), r.body());
    assertEquals(Vectors.compact(Vectors.BEER_POSITION), list.at("/frames/0/hex").asText());
    assertEquals("tcp", list.at("/frames/0/capture/transport").asText());
    assertEquals(18, list.at("/frames/1/offset").asInt());
    assertEquals(Vectors.compact(Vectors.BEER_REMOVED), list.at("/frames/1/hex").asText());
    // the packet of the frame's first byte
    assertEquals(1, list.at("/frames/1/capture/packet").asInt());
  }

  @Test
  void badRequestsAreRefusedWithAReason() throws Exception {
    HttpResponse<String> unknown = post("/api/decode", "application/json",
        "{\"target\": \"nope\", \"hex\": \"00\"}".getBytes(StandardCharsets.UTF_8));
    assertEquals(400, unknown.statusCode());
    assertTrue(unknown.body().contains("no message type nope"), unknown.body());
    HttpResponse<String> notHex = post("/api/decode", "application/json",
        "{\"target\": \"beer\", \"hex\": \"zz\"}".getBytes(StandardCharsets.UTF_8));
    assertEquals(400, notHex.statusCode());
    HttpResponse<String> notJson = post("/api/decode", "application/json",
        "{".getBytes(StandardCharsets.UTF_8));
    assertEquals(400, notJson.statusCode());
    assertEquals(405, get("/api/decode").statusCode());
    assertEquals(404, get("/api/nothing").statusCode());
  }

  @Test
  void bodiesOfOtherTypesOrLongerThanTheLimitAreRefused() throws Exception {
    // A form post is what a page of another site may send without asking: never taken.
    assertEquals(415, post("/api/decode", "application/x-www-form-urlencoded",
        "target=beer".getBytes(StandardCharsets.UTF_8)).statusCode());
    assertEquals(415, post("/api/capture?target=avara", "text/plain", new byte[4]).statusCode());
    assertEquals(413, post("/api/capture?target=avara", "application/octet-stream",
        new byte[(int) MAX_BODY + 1]).statusCode());
  }

  @Test
  void onlyItsAssetsAreServedNoFiles() throws Exception {
    for (String path : new String[] {"/index.html", "/inspect/index.html", "/../pom.xml",
        "/%2e%2e/pom.xml", "/inspector.js/../../../../pom.xml", "/InspectServer.class"}) {
      assertEquals(404, raw("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
          + "\r\nConnection: close\r\n\r\n").status(), path);
    }
  }

  @Test
  void requestsForOtherHostsOrFromOtherSitesAreRefused() throws Exception {
    int port = server.port();
    // DNS rebinding: a page of evil.example whose name now resolves to 127.0.0.1.
    assertEquals(403, raw("GET /api/types HTTP/1.1\r\nHost: evil.example:" + port
        + "\r\nConnection: close\r\n\r\n").status());
    assertEquals(403, raw("GET /api/types HTTP/1.1\r\nHost: 127.0.0.1:1\r\n"
        + "Connection: close\r\n\r\n").status());
    assertEquals(403, raw("GET /api/types HTTP/1.1\r\nConnection: close\r\n\r\n").status());
    assertEquals(200, raw("GET /api/types HTTP/1.1\r\nHost: localhost:" + port
        + "\r\nConnection: close\r\n\r\n").status());
    String json = "{\"target\": \"beer\", \"hex\": \"00\"}";
    assertEquals(403, raw("POST /api/decode HTTP/1.1\r\nHost: 127.0.0.1:" + port
        + "\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\n"
        + "Content-Length: " + json.length() + "\r\nConnection: close\r\n\r\n" + json).status());
  }

  @Test
  void listensOnLoopbackOnly() {
    // The address it is bound to: nothing on another interface can reach it.
    assertTrue(server.uri().getHost().equals("127.0.0.1"));
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress("127.0.0.1", server.port()), 2000);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void theCommandPrintsItsAddressAndServesUntilStopped() throws Exception {
    CommandLine cmd = FramewrightCli.commandLine();
    StringWriter out = new StringWriter();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(new StringWriter(), true));
    InspectCommand inspect = cmd.getSubcommands().get("inspect").getCommand();
    ExecutorService thread = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> exit = thread.submit(() -> cmd.execute("inspect", "avara", "--type",
          "Datagram"));
      String url = null;
      for (int i = 0; i < 200 && url == null; i++) {
        String printed = out.toString();
        int at = printed.indexOf("http://127.0.0.1:");
        if (at >= 0 && printed.indexOf('\n', at) > 0) {
          url = printed.substring(at, printed.indexOf('\n', at)).strip();
        } else {
          Thread.sleep(50);
        }
      }
      assertTrue(url != null && url.endsWith("/"), out.toString());
      HttpResponse<String> start = HTTP.send(HttpRequest.newBuilder(URI.create(url + "api/start"))
          .build(), HttpResponse.BodyHandlers.ofString());
      assertEquals("io.framewright.protocol.avara.Datagram",
          Cli.json(start.body()).get("target").asText());
      inspect.stop.countDown();
      assertEquals(0, exit.get(10, TimeUnit.SECONDS));
    } finally {
      inspect.stop.countDown();
      thread.shutdownNow();
    }
    Cli.Result bad = Cli.run("inspect", "nope-protocol", "x.bin");
    assertEquals(64, bad.exit());
    assertTrue(bad.err().contains("Unknown protocol 'nope-protocol'"), bad.err());
  }

  /**
   * docs/guide/inspector.md: every command its sessions show parses as the inspect command's
   * options, and what a session shows printed is what the command prints (the port aside, which
   * the system picks).
   */
  @Test
  void theGuidesSessionsAreTheCommandsOwn() throws Exception {
    String page = Files.readString(Path.of("..", "docs", "guide",
        "inspector.md"));
    String prompt = "$ cli/target/framewright/bin/framewright ";
    Matcher block = Pattern.compile("(?ms)^```\\n(.*?)^```$")
        .matcher(page);
    int commands = 0;
    while (block.find()) {
      if (!block.group(1).startsWith(prompt)) {
        continue;
      }
      List<String> printed = new ArrayList<>();
      for (String line : block.group(1).split("\n")) {
        if (line.startsWith(prompt)) {
          String[] words = line.substring(prompt.length()).split(" ");
          CommandLine.ParseResult parsed = FramewrightCli.commandLine().parseArgs(words);
          assertTrue(parsed.hasSubcommand(), line);
          assertEquals("inspect", parsed.subcommand().commandSpec().name(), line);
          commands++;
        } else {
          printed.add(line.replaceAll(":\\d+/", ":PORT/"));
        }
      }
      if (!printed.isEmpty()) {
        assertEquals(List.of("Framewright inspector: http://127.0.0.1:PORT/",
            "(serving 127.0.0.1 only; Ctrl-C ends it)"), printed);
      }
    }
    assertEquals(5, commands);
    // what the command prints, by the command itself
    assertTrue(printedLines().startsWith("Framewright inspector: http://127.0.0.1:"));
  }

  /** What {@code framewright inspect} prints, the server stopped as soon as it has printed. */
  private static String printedLines() throws Exception {
    CommandLine cmd = FramewrightCli.commandLine();
    StringWriter out = new StringWriter();
    cmd.setOut(new PrintWriter(out, true));
    InspectCommand inspect = cmd.getSubcommands().get("inspect").getCommand();
    inspect.stop.countDown(); // serve nothing: return once the address is printed
    assertEquals(0, cmd.execute("inspect"));
    String text = out.toString();
    assertTrue(text.endsWith("\n(serving 127.0.0.1 only; Ctrl-C ends it)\n")
        || text.endsWith("\r\n(serving 127.0.0.1 only; Ctrl-C ends it)\r\n"), text);
    return text;
  }

  private record RawResponse(int status, String text) {}

  /** One request as written, for headers java.net.http will not send (Host) or paths it cleans. */
  private static RawResponse raw(String request) throws IOException {
    try (Socket s = new Socket("127.0.0.1", server.port())) {
      s.setSoTimeout(5000);
      OutputStream out = s.getOutputStream();
      out.write(request.getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = s.getInputStream();
      String text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
      return new RawResponse(Integer.parseInt(text.substring(9, 12)), text);
    }
  }
}
