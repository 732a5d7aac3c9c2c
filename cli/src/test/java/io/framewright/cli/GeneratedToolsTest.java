package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.cli.wireshark.DissectorSpec;
import io.framewright.cli.wireshark.LuaDissector;
import io.framewright.processor.GenerativeSamples;
import io.framewright.processor.GenerativeSamples.Message;
import io.framewright.processor.GenerativeSamples.Sample;
import io.framewright.runtime.Codec;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import io.framewright.testing.pcap.PcapWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Never again (issue 28): every random declaration of the processor's generative test that
 * compiles into codecs ({@link GenerativeSamples}) is also read by the three tools that read
 * the layout description, and each must agree with decode on the codec's own encodings of
 * random values:
 *
 * <ul>
 *   <li>the JSON of {@code decode --type} ({@link JsonFrameWriter}) encodes back ({@code encode
 *       --type}: {@link EncodeCommand#encode}) to the same bytes, and reads back
 *       ({@link RecordJson}) to decode's value;
 *   <li>the Kaitai export, compiled by the real Kaitai compiler into Java, reads every field
 *       decode reads ({@link KaitaiFields}) and stops at the frame's end, but what the export
 *       names as left out;
 *   <li>the Wireshark dissector, run by the real tshark, shows decode's fields and values and
 *       flags nothing ({@link TsharkFields#assertShows}).
 * </ul>
 *
 * <p>The slow tools run in batches: one ksc and one javac for the parsers of {@link #BATCH}
 * declarations, one tshark over one capture holding every message of a batch (each message
 * type a protocol of its own, on a UDP port of its own). {@code framewright.tools.declarations}
 * codecs are checked (a bounded run in {@code mvn verify}; the profile {@code long-checks} runs
 * more, see docs/reference/robustness.md), drawn from {@code framewright.tools.seed}: in
 * {@code mvn verify} a fixed seed, so that a build fails for a change and not for a draw (a new
 * seed finds open defects: run one with {@code -Dframewright.tools.seed=random}); printed, to
 * repeat a failure.
 */
class GeneratedToolsTest {
  private static final int DECLARATIONS = Integer.getInteger("framewright.tools.declarations",
      40);
  private static final long SEED = seed(System.getProperty("framewright.tools.seed",
      "-4730758509418509754"));

  /** A seed as given, or a new one for {@code random}. */
  private static long seed(String given) {
    return given.equals("random") ? new Random().nextLong() : Long.parseLong(given);
  }
  /** Declarations per ksc, javac and tshark run. */
  private static final int BATCH = 40;
  /** Values encoded per message type. */
  private static final int VALUES = 3;
  private static final InetSocketAddress CLIENT = new InetSocketAddress("10.0.0.1", 40000);
  private static final String PACKAGE = "kaitai.gen";

  @TempDir
  Path work;

  /** A declaration drawn and compiled, numbered in the run. */
  private record Case(int number, Sample sample) {
    String describe() {
      return "declaration " + number + " of seed " + SEED + " (-Dframewright.tools.seed=" + SEED
          + "):\n" + sample.source();
    }
  }

  private final List<String> findings = new ArrayList<>();
  private final Map<String, Integer> counts = new TreeMap<>();

  @Test
  void everyReaderOfTheLayoutAgreesWithDecode() throws Exception {
    Random random = new Random(SEED);
    List<Case> batch = new ArrayList<>();
    int drawn = 0;
    int compiled = 0;
    long start = System.nanoTime();
    while (compiled < DECLARATIONS) {
      drawn++;
      assertTrue(drawn < 50 * (DECLARATIONS + 10), "too few declarations compile: " + compiled
          + " of " + drawn);
      Optional<Sample> sample = GenerativeSamples.next(random, VALUES);
      if (sample.isEmpty()) {
        continue;
      }
      Case c = new Case(++compiled, sample.get());
      check(c, "json", () -> json(c));
      batch.add(c);
      if (batch.size() == BATCH || compiled == DECLARATIONS) {
        kaitai(batch);
        wireshark(batch);
        batch.clear();
      }
    }
    System.out.printf(Locale.ROOT, "GeneratedToolsTest: seed %d, %d declarations drawn, %d"
        + " compiled into codecs and checked by the tools in %d s; %s%n", SEED, drawn, compiled,
        TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start), counts);
    assertEquals(List.of(), findings, findings.size() + " findings of seed " + SEED);
  }

  /**
   * The protocols users brought (issue 30), declared with annotations alone in the examples'
   * tests: by type, vectors with their bytes written out by hand from the public specification
   * in the example's own test (section named there), read by the same three tools.
   */
  private static final Map<String, List<String>> EXAMPLES = examples();

  private static Map<String, List<String>> examples() {
    Map<String, List<String>> out = new LinkedHashMap<>();
    // DnsMessageTest (RFC 1035 4.1): a query, its answer, a response whose answers' names are
    // pointers (c0 0c) or a label and a pointer (03 www c0 0c), section 4.1.4.
    out.put("io.framewright.examples.dns.DnsMessage", List.of(
        "1234 0100 0001 0000 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001",
        "1234 8180 0001 0001 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001"
            + " 07 6578616d706c65 03 636f6d 00 0001 0001 00000e10 0004 5db8d822",
        "1234 8180 0001 0002 0000 0000 07 6578616d706c65 03 636f6d 00 0001 0001"
            + " c00c 0001 0001 00000e10 0004 5db8d822"
            + " 03 777777 c00c 0001 0001 00000e10 0004 5db8d823"));
    // ModbusTest (Modbus Messaging on TCP/IP Implementation Guide 3.1.3; Application Protocol
    // 6.3, 6.12, 7): read and write requests, their responses, an exception.
    out.put("io.framewright.examples.modbus.ModbusTcpRequest", List.of(
        "0001 0000 0006 ff 03 006b 0003", "0002 0000 000b ff 10 0001 0002 04 000a 0102"));
    out.put("io.framewright.examples.modbus.ModbusTcpResponse", List.of(
        "0001 0000 0009 ff 03 06 022b 0000 0064", "0002 0000 0006 ff 10 0001 0002",
        "0003 0000 0003 ff 83 02"));
    // RakNetTest (RakNet's MessageIdentifiers and offline message handling): an unconnected
    // ping, an open connection request 1, the pong; the 16-byte magic in the middle.
    String magic = "00ffff00fefefefefdfdfdfd12345678";
    out.put("io.framewright.examples.raknet.RakNetOffline", List.of(
        "01 0000000000001234 " + magic + " 0102030405060708", "05 " + magic + " 0b 00000000",
        "1c 0000000000001234 1112131415161718 " + magic + " 0007 4d4350453b6869"));
    // PngTest and PngEndTest (W3C PNG 5.2, 5.3, 5.6): a 1x1 image's signature and chunks, the
    // CRC-32 over each chunk's type and data.
    String png = "89 504e47 0d0a 1a 0a"
        + " 0000000d 49484452 00000001 00000001 08 06 00 00 00 1f15c489"
        + " 0000000a 49444154 789c6300010000050001 0d0a2db4"
        + " 00000000 49454e44 ae426082";
    out.put("io.framewright.examples.png.Png", List.of(png));
    out.put("io.framewright.examples.pngend.Datastream", List.of(png));
    // QuicFramesTest (RFC 9000 19.3, 19.6, 19.9; varints 16): ACK, CRYPTO, MAX_DATA.
    out.put("io.framewright.examples.quic.QuicFrame$Payload", List.of(
        "02 4064 00 01 03 02 05" + " 06 00 04 01000000" + " 10 80100000"));
    // SizeExpressionTest (RFC 791 3.1, RFC 2236 2): an IGMPv2 report in a datagram whose
    // header has a Router Alert option (RFC 2113).
    out.put("io.framewright.examples.ipv4.Ipv4Datagram", List.of(
        "46 c0 0020 0000 4000 01 02 ea1c 0a000001 effffffa 94040000 16 00 fa04 effffffa"));
    // TerminatorsTest (RFC 9112 3 and 5.1): a request line kept with its CR LF.
    out.put("io.framewright.examples.terminators.RequestLine", List.of(
        "474554 20 2f 20 485454502f312e31 0d0a"));
    // ModbusTest: the flat request, whose MBAP length covers the unit and the PDU (@Covers).
    out.put("io.framewright.examples.modbus.ModbusFlatRequest", List.of(
        "0001 0000 0006 ff 03 006b 0003", "0002 0000 000b ff 10 0001 0002 04 000a 0102"));
    // MavlinkTest (mavlink.io serialization, common.xml): HEARTBEAT unsigned and signed,
    // ATTITUDE; X.25 with each message's CRC_EXTRA (@ChecksumExtra).
    out.put("io.framewright.examples.mavlink.MavPacket", List.of(
        "fd 09 00 00 00 01 01 000000 00000000 02 03 51 04 03 e71e",
        "fd 09 01 00 07 01 01 000000 00000000 02 03 51 04 03 4354 01 010203040506 a1a2a3a4a5a6",
        "fd 1c 00 00 08 01 01 1e0000 e8030000 00000000 0000003f 000080bf 00000000 00000000"
            + " 0000803e 0fff",
        // truncated payloads (@Truncated): ATTITUDE at rest, its zero speeds dropped (len 10),
        // and HEARTBEAT without its zero system_status and mavlink_version (len 07)
        "fd 10 00 00 09 01 01 1e0000 e8030000 00000000 0000003f 000080bf 304f",
        "fd 07 00 00 00 01 01 000000 00000000 02 03 51 9ac9"));
    // MqttPublishTest (MQTT 3.1.1 2.2, 3.3, 3.4): PUBLISH at QoS 0, 1 and 2 (a variant reading
    // the fixed header's flags, _parent), PUBACK.
    out.put("io.framewright.examples.mqtt.MqttPacket", List.of("30 07 0003 612f62 6869",
        "32 09 0003 612f62 000a 6869", "3d 07 0003 612f62 1234", "40 02 000a"));
    // TlsClientHelloTest (RFC 8448 section 3): the ClientHello, unknown extensions through the
    // catch-all of declared shape.
    out.put("io.framewright.examples.tls.Handshake", List.of("01 0000c0 0303"
        + " cb34ecb1e78163ba1c38c6dacb196a6dffa21a8d9912ec18a2ef6283024dece7 00"
        + " 0006 1301 1303 1302 01 00 0091 0000 000b 0009 00 0006 736572766572 ff01 0001 00"
        + " 000a 0014 0012 001d 0017 0018 0019 0100 0101 0102 0103 0104 0023 0000"
        + " 0033 0026 0024 001d 0020"
        + " 99381de560e4bd43d23d8e435a7dbafeb3c06e51c13cae4d5413691e529aaf2c"
        + " 002b 0003 02 0304 000d 0020 001e 0403 0503 0603 0203 0804 0805 0806 0401 0501 0601"
        + " 0201 0402 0502 0602 0202 002d 0002 01 01 001c 0002 4001"));
    // QuicInitialTest (RFC 9001 A.2): the client Initial, its Length covering the packet
    // number and the payload (@Covers): the CRYPTO frame, 917 PADDING bytes (00, RFC 9000
    // 19.1), the AEAD tag.
    out.put("io.framewright.examples.quic.QuicInitial", List.of(
        "c3 00000001 08 8394c8f03e515708 00 00 449e 00000002"
            + "060040f1010000ed0303ebf8fa56f12939b9584a3896472ec40bb863cfd3e868"
            + "04fe3a47f06a2b69484c00000413011302010000c000000010000e00000b6578"
            + "616d706c652e636f6dff01000100000a00080006001d00170018001000070005"
            + "04616c706e000500050100000000003300260024001d00209370b2c9caa47fba"
            + "baf4559fedba753de171fa71f50f1ce15d43e994ec74d748002b000302030400"
            + "0d0010000e0403050306030203080408050806002d00020101001c0002400100"
            + "3900320408ffffffffffffffff05048000ffff07048000ffff08011001048000"
            + "75300901100f088394c8f03e51570806048000ffff"
            + "00".repeat(917) + "e221af44860018ab0856972e194cd934"));
    return out;
  }

  @Test
  void theExamplesProtocolsAgreeWithDecode() throws Exception {
    Path classes = Path.of(System.getProperty("framewright.examples.testClasses",
        "../examples/target/test-classes"));
    assertTrue(Files.isDirectory(classes), "no examples' test classes at " + classes
        + ": the build compiles them before this module");
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        GeneratedToolsTest.class.getClassLoader())) {
      Registry registry = Registry.load(loader);
      List<Case> cases = new ArrayList<>();
      for (Map.Entry<String, List<String>> e : EXAMPLES.entrySet()) {
        Class<?> type = loader.loadClass(e.getKey());
        @SuppressWarnings("unchecked")
        Codec<Object> codec = (Codec<Object>) registry.codecOf(type);
        List<byte[]> wires = e.getValue().stream()
            .map(h -> HexFormat.of().parseHex(h.replace(" ", ""))).toList();
        Sample sample = new Sample("the example " + e.getKey(), type.getPackageName(), loader,
            List.of(new Message(type, codec, wires)));
        Case c = new Case(cases.size() + 1, sample);
        check(c, "json", () -> json(c));
        cases.add(c);
      }
      kaitai(cases);
      wireshark(cases);
    }
    System.out.println("GeneratedToolsTest: the examples' protocols, " + counts);
    assertEquals(List.of(), findings, findings.size() + " findings");
  }

  private interface Check {
    void run() throws Exception;
  }

  /** Runs one tool's check of a declaration; a disagreement is a finding, kept to the end. */
  private void check(Case c, String tool, Check check) {
    try {
      check.run();
    } catch (Exception | AssertionError e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new java.io.PrintWriter(trace));
      String finding = tool + ": " + e + "\n" + trace.toString().lines()
          .filter(l -> l.startsWith("\tat ")).limit(4).reduce((a, b) -> a + "\n" + b)
          .orElse("") + "\n" + c.describe();
      System.out.println("FINDING " + finding);
      findings.add(finding);
    }
  }

  private void count(String what) {
    counts.merge(what, 1, Integer::sum);
  }

  // ---- (a) decode's JSON, encode, RecordJson

  /**
   * Each encoding as {@code decode --type} prints it, then {@code encode --type} of that JSON:
   * the same bytes; and the JSON read back as the encoder reads it is decode's value.
   */
  private void json(Case c) throws Exception {
    // As -cp DIR gives them: the registry reads the service index of the declaration's classes.
    Registry registry = Registry.load(c.sample().loader());
    for (Message m : c.sample().messages()) {
      if (m.codec().description().map(GeneratedToolsTest::jsonDefect).orElse(null) != null) {
        count("json: skipped, " + jsonDefect(m.codec().description().get()));
        continue;
      }
      Class<?> type = registry.type(m.type().getName());
      Protocol p = registry.protocolOf(type);
      Codec<?> codec = p.codec().type().isAssignableFrom(type) ? p.codec()
          : registry.codecOf(type);
      Target.Selection selection = new Target.Selection(p, codec, registry, true, codec);
      for (byte[] wire : m.encodings()) {
        Object decoded = codec.decode(wire);
        StringWriter text = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(text)) {
          JsonFrameWriter.write(g, codec, wire, 0, wire.length, decoded, 0);
        }
        JsonNode doc = Cli.json(text.toString());
        String where = m.type().getSimpleName() + " " + HexFormat.of().formatHex(wire) + "\n" + doc;
        assertArrayEquals(wire, EncodeCommand.encode(selection, doc), "encode of " + where);
        assertEquals(GenerativeSamples.describe(decoded),
            GenerativeSamples.describe(RecordJson.toMessage(doc, type)), "values of " + where);
        count("json");
      }
    }
  }

  // ---- (b) the Kaitai export, compiled by ksc and javac

  /** One exported message type of a batch: its spec under a name unique in the batch. */
  private record Export(Case c, Message m, MessageLayout layout, KaitaiExport.Result result,
      String id) {}

  private void kaitai(List<Case> batch) throws Exception {
    Path dir = Files.createTempDirectory(work, "kaitai");
    Path ksy = Files.createDirectories(dir.resolve("ksy"));
    Path src = Files.createDirectories(dir.resolve("src"));
    Path classes = Files.createDirectories(dir.resolve("classes"));
    List<Export> exports = new ArrayList<>();
    for (Case c : batch) {
      int i = 0;
      for (Message m : c.sample().messages()) {
        Optional<MessageLayout> layout = layout("kaitai", m, GeneratedToolsTest::kaitaiDefect);
        if (layout.isEmpty()) {
          continue;
        }
        // Declarations reuse type names: each root id gets the declaration's number, so that
        // one ksc run writes one class per spec into one package.
        String id = "d" + c.number() + "_" + i++ + "_" + KaitaiNames.type(layout.get().name());
        KaitaiExport.Result[] result = new KaitaiExport.Result[1];
        check(c, "kaitai export", () -> result[0] = KaitaiExport.of(layout.get()));
        if (result[0] == null) {
          continue;
        }
        String text = renameRoot(result[0].ksy(), KaitaiNames.type(layout.get().name()), id);
        Files.writeString(ksy.resolve(id + ".ksy"), text);
        exports.add(new Export(c, m, layout.get(), result[0], id));
      }
    }
    if (exports.isEmpty()) {
      return; // ksc wants a file
    }
    Map<String, String> kscErrors = ksc(ksy, src);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<Path> sources;
    try (Stream<Path> files = Files.walk(src)) {
      sources = files.filter(f -> f.toString().endsWith(".java")).toList();
    }
    Map<String, String> javacErrors = javac(javac, sources, classes);
    if (!javacErrors.isEmpty()) {
      // A parser that does not compile keeps the others from being written: each on its own.
      for (Path source : sources) {
        javac(javac, List.of(source), classes);
      }
    }
    try (URLClassLoader parsers = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        GeneratedToolsTest.class.getClassLoader())) {
      for (Export e : exports) {
        check(e.c(), "kaitai", () -> kaitai(e, kscErrors.get(e.id()),
            javacErrors.get(KaitaiFields.className(e.id())), parsers));
      }
    }
  }

  private void kaitai(Export e, String kscError, String javacError, ClassLoader parsers)
      throws Exception {
    List<String> omissions = e.result().omissions();
    String where = e.m().type().getSimpleName() + "\n" + e.result().ksy();
    assertEquals(null, kscError, "ksc rejects the export of " + where);
    assertEquals(null, javacError, "javac rejects ksc's parser of " + where);
    for (byte[] wire : e.m().encodings()) {
      Object decoded = e.m().codec().decode(wire);
      try {
        Object parsed = parse(parsers, KaitaiFields.className(e.id()), wire);
        KaitaiFields fields = new KaitaiFields(omissions);
        fields.compare(e.layout().name(), e.layout(), decoded, parsed);
        // Every byte read (not isEof: after a run of bits that ends inside a byte Kaitai keeps
        // the byte's other bits, unread, where Framewright pads to the byte).
        Object io = parsed.getClass().getMethod("_io").invoke(parsed);
        assertEquals((long) wire.length,
            ((Number) io.getClass().getMethod("pos").invoke(io)).longValue(),
            "the bytes the Kaitai parser read");
        count("kaitai");
      } catch (Exception | AssertionError x) {
        if (omissions.isEmpty()) {
          throw new AssertionError("on " + HexFormat.of().formatHex(wire) + ": " + x + "\n" + where, x);
        }
        // The export said what Kaitai cannot read as Framewright does: accepted.
        count("kaitai: left out");
      }
    }
  }

  /** {@code ksy} with the top-level type's id {@code from} (in its meta section) {@code to}. */
  private static String renameRoot(String ksy, String from, String to) {
    Matcher m = Pattern.compile("(?m)^  id: \"?" + Pattern.quote(from) + "\"?$").matcher(ksy);
    assertTrue(m.find(), "no meta id " + from + " in\n" + ksy);
    return ksy.substring(0, m.start()) + "  id: " + to + ksy.substring(m.end());
  }

  /** Runs ksc on every spec of {@code ksy}; its errors by the spec's id. */
  private Map<String, String> ksc(Path ksy, Path src) throws Exception {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), "io.kaitai.struct.JavaMain",
        "--ksc-exceptions", "-t", "java", "--java-package", PACKAGE, "-d", src.toString()));
    try (Stream<Path> files = Files.list(ksy)) {
      files.sorted().forEach(f -> command.add(f.toString()));
    }
    Path log = ksy.resolveSibling("ksc.log");
    Process ksc = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    assertTrue(ksc.waitFor(600, TimeUnit.SECONDS), "the Kaitai compiler did not finish");
    String output = Files.readString(log);
    Map<String, String> errors = new LinkedHashMap<>();
    Pattern spec = Pattern.compile("([a-z0-9_]+)\\.ksy");
    String current = null;
    for (String line : output.split("\n")) {
      Matcher m = spec.matcher(line);
      if (m.find()) {
        current = m.group(1);
      }
      if (line.contains("error") && current != null) {
        errors.merge(current, line, (a, b) -> a + "\n" + b);
      }
    }
    assertTrue(ksc.exitValue() == 0 || !errors.isEmpty(), "ksc failed:\n" + output);
    return errors;
  }

  /** Compiles {@code sources} into {@code classes}; the errors by class name. */
  private static Map<String, String> javac(JavaCompiler javac, List<Path> sources, Path classes)
      throws Exception {
    Map<String, String> errors = new LinkedHashMap<>();
    if (sources.isEmpty()) {
      return errors;
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
      boolean ok = javac.getTask(null, files, diagnostics, List.of("-proc:none", "-nowarn",
          "-d", classes.toString(), "-cp", System.getProperty("java.class.path")), null,
          files.getJavaFileObjectsFromPaths(sources)).call();
      if (!ok) {
        diagnostics.getDiagnostics().stream()
            .filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.ERROR)
            .forEach(d -> {
              String name = d.getSource() == null ? "?" : Path.of(d.getSource().toUri())
                  .getFileName().toString().replace(".java", "");
              errors.merge(name, d.getLineNumber() + ": " + d.getMessage(Locale.ROOT),
                  (a, b) -> a + "\n" + b);
            });
      }
    }
    return errors;
  }

  private static Object parse(ClassLoader parsers, String className, byte[] bytes)
      throws Exception {
    Class<?> parser = parsers.loadClass(PACKAGE + "." + className);
    Class<?> stream = parsers.loadClass("io.kaitai.struct.ByteBufferKaitaiStream");
    Class<?> kaitaiStream = parsers.loadClass("io.kaitai.struct.KaitaiStream");
    try {
      return parser.getConstructor(kaitaiStream)
          .newInstance(stream.getConstructor(byte[].class).newInstance((Object) bytes));
    } catch (java.lang.reflect.InvocationTargetException e) {
      throw new AssertionError("the Kaitai parser threw " + e.getCause(), e.getCause());
    }
  }

  // ---- (c) the Wireshark dissector, run by tshark

  /** One dissected message type of a batch: its protocol name and UDP port. */
  private record Dissected(Case c, Message m, MessageLayout layout, String name, int port,
      Path script) {
    /**
     * The encodings sent: not an empty one, which UDP hands no dissector (tshark shows no
     * message of a datagram without payload).
     */
    List<byte[]> wires() {
      return m.encodings().stream().filter(w -> w.length > 0).toList();
    }
  }

  private void wireshark(List<Case> batch) throws Exception {
    Path dir = Files.createTempDirectory(work, "wireshark");
    List<Dissected> all = new ArrayList<>();
    int port = 20000;
    for (Case c : batch) {
      int i = 0;
      for (Message m : c.sample().messages()) {
        Optional<MessageLayout> layout = layout("wireshark", m, GeneratedToolsTest::wiresharkDefect);
        if (layout.isEmpty()) {
          continue;
        }
        String name = "g" + c.number() + "_" + i++;
        Path script = dir.resolve(name + ".lua");
        int p = port++;
        String[] lua = new String[1];
        check(c, "wireshark generate", () -> lua[0] = LuaDissector.generate(layout.get(),
            new DissectorSpec(name, name, List.of(p), List.of(), false)));
        if (lua[0] != null) {
          Files.writeString(script, lua[0]);
          all.add(new Dissected(c, m, layout.get(), name, p, script));
        }
      }
    }
    if (all.isEmpty()) {
      return;
    }
    JsonNode json;
    try {
      json = dissect(dir, "batch", all);
    } catch (AssertionError e) {
      // A dissector that does not load stops the run: each on its own, to name it.
      for (Dissected d : all) {
        check(d.c(), "wireshark", () -> compare(d, dissect(dir, d.name(), List.of(d))));
      }
      return;
    }
    for (Dissected d : all) {
      check(d.c(), "wireshark", () -> compare(d, json));
    }
  }

  // ---- the shapes of the defects left open (docs/reference/robustness.md lists them)

  /**
   * The layout of {@code m} for {@code tool}: empty (and counted) when its codec has none, or
   * it has the shape of an open defect of the tool.
   */
  private Optional<MessageLayout> layout(String tool, Message m,
      java.util.function.Function<MessageLayout, String> defect) {
    Optional<MessageLayout> layout = m.codec().description();
    String skip = layout.isEmpty() ? "no layout" : defect.apply(layout.get());
    if (skip != null) {
      count(tool + ": skipped, " + skip);
      return Optional.empty();
    }
    return layout;
  }

  /**
   * The open defect of the dissector that {@code layout} has the shape of, or null. Each is a
   * defect of its own, left for a change of its own; only its shape is skipped.
   */
  private static String wiresharkDefect(MessageLayout layout) {
    for (RecordLayout r : records(layout)) {
      for (WireField f : r.fields()) {
        if (longVarint(f)) {
          // The dissector reads a varint into a Lua number, a double: a long beyond 2^53
          // loses its low bits (a 64-bit varint needs UInt64 arithmetic in fw.varint).
          return "a varint of a long";
        }
      }
      for (Map.Entry<WireField, Integer> e : bitPhases(r).entrySet()) {
        WireField f = e.getKey();
        int phase = e.getValue();
        if (phase != 0 && scalar(f) && (f.kind() == WireField.Kind.FLOAT
            || phase + f.bits() > (f.bits() + 7) / 8 * 8)) {
          // A number that does not start on a byte boundary and so spans one byte more than
          // its width (a 32-bit int after a 7-bit pad: 5 bytes): Wireshark fetches no float
          // or 64-bit integer from 5 or 9 bytes (Malformed), and a ProtoField wider than the
          // number shows it shifted or unsigned; after a part of variable size the dissector
          // takes such a number's bit offset for 0.
          return "a number across one byte more than its width";
        }
      }
      for (WireField f : r.fields()) {
        if (f.kind() == WireField.Kind.TEXT && f.size() == null && f.charset().startsWith("UTF-16")
            && f.bits() / 8 % 2 == 1) {
          // Fixed UTF-16 text of an odd number of bytes: the dissector shows no message.
          return "UTF-16 text of an odd size";
        }
        if (f.message() != null && records(f.message().layout()).stream()
            .anyMatch(GeneratedToolsTest::endsInACustomPart)) {
          // A custom codec's part last in a message that another holds: the dissector lets it
          // take the rest of the enclosing message (FieldCode.opaque), since the layout does
          // not say where such a part ends; what follows is then Malformed. Its fix is the
          // @Using extent the description is gaining.
          return "a custom part last in a nested message";
        }
      }
    }
    return null;
  }

  /** The open defect of the JSON of decode and encode that {@code layout} has the shape of. */
  private static String jsonDefect(MessageLayout layout) {
    for (RecordLayout r : records(layout)) {
      for (WireField f : r.fields()) {
        if (f.message() != null && f.sequence() != WireField.Sequence.NONE
            && JAVA_LANG.contains(f.message().name())) {
          // A list of messages of a type named as a java.lang class (Long): encode reads the
          // elements of decode's JSON as null ("M.bits[0]: null is not allowed").
          return "a list of a type named as a java.lang class";
        }
      }
    }
    return null;
  }

  private static final java.util.Set<String> JAVA_LANG = java.util.Set.of("Boolean", "Byte",
      "Character", "Class", "Double", "Float", "Integer", "Long", "Math", "Object", "Override",
      "Short", "String", "SuppressWarnings", "System");

  /** The open defect of the Kaitai export that {@code layout} has the shape of, or null. */
  private static String kaitaiDefect(MessageLayout layout) {
    for (RecordLayout r : records(layout)) {
      for (WireField f : r.fields()) {
        if (longVarint(f)) {
          // The export's LEB128 type sums five groups of 7 bits: a long's value beyond 2^35
          // is cut (KaitaiTypes.varintType).
          return "a varint of a long";
        }
        if (f.kind() == WireField.Kind.TEXT && f.size() == null && f.charset().startsWith("UTF-16")
            && f.bits() / 8 % 2 == 1) {
          // Fixed UTF-16 text of an odd number of bytes: Kaitai decodes the padding byte.
          return "UTF-16 text of an odd size";
        }
        if (scalar(f) && f.signed() && f.bits() > 32 && KaitaiTypes.isBitField(f)) {
          // A signed bit field wider than 32 bits (b35, b60, b64): the export's two's
          // complement instance gives a wrong value (its constants exceed what Kaitai's
          // expression types hold).
          return "a signed bit field wider than 32 bits";
        }
      }
      for (Map.Entry<WireField, Integer> e : bitPhases(r).entrySet()) {
        WireField f = e.getKey();
        if (e.getValue() != 0 && scalar(f)
            && (f.kind() == WireField.Kind.FLOAT || !f.isFixed() && f.bits() % 8 == 0)) {
          // A float, or a whole-byte number after a part of variable size, that does not start
          // on a byte boundary: the export reads it as f4/u4..., which Kaitai aligns to the
          // next byte (a float would need its bits read as bN and converted).
          return "a float or a number after a variable part off a byte boundary";
        }
      }
    }
    return null;
  }

  /** Whether the last field of {@code r} is a custom codec's part that ends where it says. */
  private static boolean endsInACustomPart(RecordLayout r) {
    List<WireField> fields = r.fields();
    WireField last = fields.isEmpty() ? null : fields.get(fields.size() - 1);
    return last != null && last.kind() == WireField.Kind.CUSTOM && last.size() != null
        && last.size().extent() == io.framewright.runtime.layout.Size.Extent.OWN;
  }

  /** A varint of a long (the layout gives a varint's Java type, not always its width). */
  private static boolean longVarint(WireField f) {
    return f.kind() == WireField.Kind.VARINT
        && (f.bits() > 32 || f.javaType().equalsIgnoreCase("long")
            || f.javaType().equals("java.lang.Long"));
  }

  /** A number of fixed width, read in place (not a list, text, bytes or message). */
  private static boolean scalar(WireField f) {
    return f.sequence() == WireField.Sequence.NONE && f.size() == null && f.bits() > 0
        && switch (f.kind()) {
          case MESSAGE, SELECTED, TEXT, BYTES, CUSTOM, VARINT, CONSTANT -> false;
          default -> true;
        };
  }

  /**
   * The bit (0 to 7) within its first byte at which each field of {@code r} starts: the layout's
   * offset where it is fixed, else counted from the field before it (a part of variable size
   * ends on a byte boundary).
   */
  private static Map<WireField, Integer> bitPhases(RecordLayout r) {
    Map<WireField, Integer> out = new LinkedHashMap<>();
    int phase = 0;
    for (WireField f : r.fields()) {
      int start = f.isFixed() ? f.bitOffset() % 8 : phase;
      out.put(f, start);
      boolean fixedWidth = f.sequence() == WireField.Sequence.NONE && f.size() == null
          && f.bits() > 0 && f.kind() != WireField.Kind.MESSAGE
          && f.kind() != WireField.Kind.SELECTED && f.kind() != WireField.Kind.CUSTOM;
      phase = fixedWidth ? (start + f.bits()) % 8 : 0;
    }
    return out;
  }

  /** The records of {@code layout} and of every message it holds. */
  private static List<RecordLayout> records(MessageLayout layout) {
    List<RecordLayout> out = new ArrayList<>();
    records(layout, new java.util.HashSet<>(), out);
    return out;
  }

  private static void records(MessageLayout layout, java.util.Set<String> seen,
      List<RecordLayout> out) {
    if (!seen.add(layout.type())) {
      return;
    }
    if (layout instanceof UnionLayout u) {
      for (UnionLayout.Variant v : u.variants()) {
        if (v.layout() != null) {
          records(v.layout().layout(), seen, out);
        }
      }
      return;
    }
    RecordLayout r = (RecordLayout) layout;
    out.add(r);
    for (WireField f : r.fields()) {
      if (f.message() != null) {
        records(f.message().layout(), seen, out);
      }
    }
  }

  private JsonNode dissect(Path dir, String name, List<Dissected> dissected) throws Exception {
    Path pcap = dir.resolve(name + ".pcap");
    long micros = 1_700_000_000_000_000L;
    try (PcapWriter w = PcapWriter.open(pcap)) {
      for (Dissected d : dissected) {
        InetSocketAddress server = new InetSocketAddress("10.0.0.2", d.port());
        for (byte[] wire : d.wires()) {
          w.udp(micros++, CLIENT, server, wire);
        }
      }
    }
    return Tshark.dissect(dissected.stream().map(Dissected::script).toList(), pcap, dir);
  }

  private void compare(Dissected d, JsonNode json) throws Exception {
    DecodedFields expected = new DecodedFields(d.name());
    StringBuilder wires = new StringBuilder();
    for (byte[] wire : d.wires()) {
      expected.message(d.layout(), d.m().codec().decode(wire));
      wires.append(HexFormat.of().formatHex(wire)).append('\n');
    }
    try {
      TsharkFields.of(json, d.name()).assertShows(expected, d.wires().size());
    } catch (AssertionError e) {
      throw new AssertionError(e.getMessage() + "\nframes of " + d.m().type().getSimpleName()
          + ":\n" + wires, e);
    }
    count("wireshark");
  }
}
