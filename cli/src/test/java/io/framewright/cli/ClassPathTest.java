package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Message types of the examples module, which is not on the tests' class path (cli/pom.xml keeps
 * it off): the command line finds them only through {@code --classpath}, as a folder of classes
 * or as a jar the test writes from them. Hex written out from the types' declarations.
 */
class ClassPathTest {
  /** examples/target/classes, with the service index the processor wrote there. */
  static final Path EXAMPLES = Path.of(System.getProperty("framewright.examples.classes",
      "../examples/target/classes"));

  @Test
  void theExamplesAreNotOnTheTestsClassPath() {
    assertThrows(ClassNotFoundException.class,
        () -> Class.forName("io.framewright.examples.Vec2"));
    Cli.Result r = Cli.run("decode", "--type", "io.framewright.examples.Vec2", "--hex", "0001");
    assertEquals(64, r.exit());
    assertTrue(r.err().contains("no message type io.framewright.examples.Vec2"), r.err());
  }

  @Test
  void decodesATypeOfAFolderByItsFullName() {
    // Vec2(short x, short y), big-endian: 0001 = 1, fffe = -2.
    Cli.Result r = Cli.run("decode", "--classpath", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2", "--hex", "0001fffe");
    assertEquals(0, r.exit(), r.err());
    JsonNode frame = r.frame();
    assertEquals("Vec2", frame.get("type").asText());
    Cli.assertEntry(Cli.entry(frame, "x"), "1", 0, 0, 16);
    Cli.assertEntry(Cli.entry(frame, "y"), "-2", 2, 0, 16);
  }

  @Test
  void decodesAUnionFromAJarByItsShortName(@TempDir Path dir) throws IOException {
    Path jar = jar(dir.resolve("examples.jar"));
    // GameEvent: tag 03 = Leave, playerId 16 bits = 0x002a.
    Cli.Result r = Cli.run("decode", "-cp", jar.toString(), "--type", "GameEvent",
        "--hex", "03002a");
    assertEquals(0, r.exit(), r.err());
    JsonNode frame = r.frame();
    assertEquals("GameEvent.Leave", frame.get("type").asText());
    Cli.assertEntry(Cli.entry(frame, "playerId"), "42", 1, 0, 16);
  }

  @Test
  void cutsAStreamOfAUserType() {
    // Two Leave events back to back, then a Chat: tag 01, "al" and "hi" with one-byte lengths.
    Cli.Result r = Cli.run("decode", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.GameEvent", "--stream",
        "--hex", "03002a 03002b 01 02616c 026869");
    assertEquals(0, r.exit(), r.err());
    List<JsonNode> frames = r.frames();
    assertEquals(3, frames.size(), r.out());
    assertEquals(3, frames.get(1).get("offset").asInt());
    Cli.assertEntry(Cli.entry(frames.get(1), "playerId"), "43", 1, 0, 16);
    assertEquals("GameEvent.Chat", frames.get(2).get("type").asText());
    Cli.assertEntry(Cli.entry(frames.get(2), "text"), "\"hi\"", 5, 0, 16);
  }

  @Test
  void encodesAUserType() {
    Cli.Result r = Cli.run("encode", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.GameEvent",
        "--json", "{\"type\": \"GameEvent.Chat\", \"sender\": \"al\", \"text\": \"hi\"}"
            + " {\"type\": \"Leave\", \"playerId\": 42}");
    assertEquals(0, r.exit(), r.err());
    assertEquals("0102616c026869\n03002a\n", r.out().replace("\r", ""));
  }

  @Test
  void decodeOutputEncodesBackToTheSameBytes() {
    Cli.Result decoded = Cli.run("decode", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2", "--hex", "8000 7fff");
    assertEquals(0, decoded.exit(), decoded.err());
    Cli.Result encoded = Cli.run("encode", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2", "--json", decoded.out());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals("80007fff", encoded.out().strip());
  }

  @Test
  void printsTheLayoutOfOneType() {
    Cli.Result r = Cli.run("layout", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().startsWith("== Vec2 (Vec2Codec)"), r.out());
    assertFalse(r.out().contains("GameEvent"), r.out());
  }

  @Test
  void listsTheLayoutsOfEveryTypeOfAFolder() {
    // Issue 29: layout -cp DIR refused to run without --type. The examples' types by their
    // full names (what --type takes), sorted, with their tables; none of the prebuilt protocols.
    Cli.Result r = Cli.run("layout", "-cp", EXAMPLES.toString());
    assertEquals(0, r.exit(), r.err());
    List<String> headings = r.out().lines().filter(l -> l.startsWith("== ")).toList();
    assertEquals(headings.stream().sorted().toList(), headings);
    assertTrue(headings.contains("== io.framewright.examples.GameEvent (GameEventCodec)"),
        headings.toString());
    assertTrue(headings.contains("== io.framewright.examples.arena.Packet (PacketCodec)"),
        headings.toString());
    assertFalse(r.out().contains("io.framewright.protocol"), r.out());
    // Vec2(short x, short y): two signed 16-bit fields, big-endian.
    assertTrue(r.out().contains(String.join("\n",
        "== io.framewright.examples.Vec2 (Vec2Codec)",
        "4 bytes, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0          16  x                    short, two's complement 16, big-endian",
        "2.0          16  y                    short, two's complement 16, big-endian",
        "")), r.out());
  }

  @Test
  void aFolderWithoutMessageTypesIsSaidInOneLine(@TempDir Path dir) {
    Cli.Result r = Cli.run("layout", "-cp", dir.toString());
    assertEquals(64, r.exit());
    assertEquals("", r.out());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith("error: no message types in " + dir + ": give the folder or"
        + " jar of classes compiled with the Framewright processor (-cp target/classes"), r.err());
    assertTrue(r.err().strip().endsWith("or a PROTOCOL: avara, beer, bitpacked, leviathan,"
        + " pies"), r.err());
  }

  @Test
  void drawsExportsAndDissectsAUserType() {
    // Vec2(short x, short y): two signed 16-bit fields, big-endian, in one 32-bit row.
    Cli.Result diagram = Cli.run("diagram", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2");
    assertEquals(0, diagram.exit(), diagram.err());
    assertEquals(String.join("\n",
        " 0                   1                   2                   3",
        " 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1",
        "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+",
        "|               x               |               y               |",
        "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+"),
        diagram.out().replace("\r", "").stripTrailing());
    Cli.Result ksy = Cli.run("kaitai", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2");
    assertEquals(0, ksy.exit(), ksy.err());
    assertTrue(ksy.out().contains("  - id: x\n    type: s2be\n"), ksy.out());
    // "y" quoted: YAML 1.1 reads a bare y as true.
    assertTrue(ksy.out().contains("  - id: \"y\"\n    type: s2be\n"), ksy.out());
    Cli.Result lua = Cli.run("wireshark", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2", "--udp-port", "7000");
    assertEquals(0, lua.exit(), lua.err());
    assertTrue(lua.out().contains("ProtoField.int16(\"vec2.Vec2.x\""), lua.out());
    assertTrue(lua.out().contains("DissectorTable.get(\"udp.port\"):add(7000"), lua.out());
  }

  @Test
  void aBuiltInProtocolStillTakesItsShortTypeNames() {
    // The prebuilt protocols are entries of the same registry: a type of one by its full name
    // selects the protocol (avara's Datagram), without naming it.
    Cli.Result full = Cli.run("layout", "--type", "io.framewright.protocol.avara.Datagram");
    Cli.Result named = Cli.run("layout", "avara", "--type", "Datagram");
    assertEquals(0, full.exit(), full.err());
    assertEquals(named.out(), full.out());
    assertTrue(full.out().startsWith("== Datagram (DatagramCodec)"), full.out());
  }

  @Test
  void listsTheTypesOfTheClassPath() {
    Cli.Result r = Cli.run("protocols", "-cp", EXAMPLES.toString());
    assertEquals(0, r.exit(), r.err());
    List<String> lines = List.of(r.out().replace("\r", "").split("\n"));
    assertEquals("avara", lines.get(0).split("\\s+")[0]);
    assertTrue(lines.contains("--type io.framewright.examples.GameEvent"), r.out());
    assertTrue(lines.contains("--type io.framewright.examples.Vec2"), r.out());
    assertFalse(r.out().contains("io.framewright.protocol"), r.out());
  }

  @Test
  void aJarListsItsOwnProtocol(@TempDir Path dir) throws IOException {
    // A protocol of the user's: GameEvent messages back to back, listed as a FramingProvider.
    Path source = dir.resolve("src/com/example/GameProtocol.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, String.join("\n",
        "package com.example;",
        "import io.framewright.examples.GameEvent;",
        "import io.framewright.runtime.Framewright;",
        "import io.framewright.runtime.frame.Framing;",
        "import io.framewright.runtime.frame.FramingProvider;",
        "import io.framewright.runtime.frame.Resync;",
        "public final class GameProtocol implements FramingProvider {",
        "  public String name() { return \"game\"; }",
        "  public Framing<?> framing() {",
        "    return Framing.stream(Framewright.codec(GameEvent.class), Resync.nextByte(), 1024,",
        "        \"game events back to back\");",
        "  }",
        "}"));
    Path classes = dir.resolve("classes");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status = javac.run(null, null, null, "-d", classes.toString(), "-cp",
        EXAMPLES + File.pathSeparator + System.getProperty("java.class.path"),
        source.toString());
    assertEquals(0, status);
    Path services = classes.resolve("META-INF/services/"
        + "io.framewright.runtime.frame.FramingProvider");
    Files.createDirectories(services.getParent());
    Files.writeString(services, "com.example.GameProtocol\n");
    String path = EXAMPLES + File.pathSeparator + classes;

    Cli.Result listed = Cli.run("protocols", "-cp", path);
    assertTrue(listed.out().contains("game       GameEvent        game events back to back"),
        listed.out());
    Cli.Result stream = Cli.run("decode", "game", "-cp", path, "--stream",
        "--hex", "03002a 03002b");
    assertEquals(0, stream.exit(), stream.err());
    assertEquals(2, stream.frames().size(), stream.out());
    // Vec2 shares the protocol's package: a type of it by its short name.
    Cli.Result vec = Cli.run("decode", "game", "-cp", path, "--type", "Vec2",
        "--hex", "0001 0002");
    assertEquals(0, vec.exit(), vec.err());
    Cli.assertEntry(Cli.entry(vec.frame(), "y"), "2", 2, 0, 16);
  }

  @Test
  void usageErrors() {
    Cli.Result nothing = Cli.run("decode", "--hex", "00");
    assertEquals(64, nothing.exit());
    assertTrue(nothing.err().contains("Missing PROTOCOL or --type"), nothing.err());
    Cli.Result missing = Cli.run("decode", "-cp", "no/such.jar", "--type", "a.B", "--hex", "00");
    assertEquals(64, missing.exit());
    assertTrue(missing.err().contains("no such file or folder: no/such.jar"), missing.err());
    Cli.Result other = Cli.run("decode", "beer", "-cp", EXAMPLES.toString(),
        "--type", "io.framewright.examples.Vec2", "--hex", "0001fffe");
    assertEquals(64, other.exit());
    assertTrue(other.err().contains("io.framewright.examples.Vec2 is not a message type of beer"),
        other.err());
  }

  /** A jar of the examples' classes and service index, as a user's build would write it. */
  static Path jar(Path jar) throws IOException {
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file);
        Stream<Path> files = Files.walk(EXAMPLES)) {
      for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
        out.putNextEntry(new JarEntry(EXAMPLES.relativize(p).toString().replace('\\', '/')));
        Files.copy(p, out);
        out.closeEntry();
      }
    }
    return jar;
  }
}
