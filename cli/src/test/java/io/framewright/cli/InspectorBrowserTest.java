package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.runtime.Hex;
import io.framewright.testing.pcap.PcapWriter;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The inspector's page in a real browser: headless Chromium driven by Selenium, one browser and
 * one server for the class. Each protocol's vector is loaded and every field of the tree clicked:
 * the bytes highlighted are those the decode command's JSON gives the field; bytes are clicked
 * and the field that holds them is selected; a capture is opened and a frame picked; a corrupt
 * frame shows its error; a value is edited and the bytes encoded again.
 *
 * <p>Needs Debian's {@code chromium} and {@code chromium-driver} (.ci/run installs them when
 * missing); without them the tests are skipped with a notice on stderr. With
 * {@code -Dframewright.updateDocs=true} the tests also write the screenshots of
 * docs/guide/inspector.md, docs/images/inspector-*.png: {@code mvn -B -q -pl cli -am test
 * -Dtest=InspectorBrowserTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dframewright.updateDocs=true}.
 */
class InspectorBrowserTest {
  private static final boolean UPDATE_DOCS = Boolean.getBoolean("framewright.updateDocs");
  private static final Path IMAGES = Path.of("..", "docs", "images");
  private static final Duration WAIT = Duration.ofSeconds(10);

  private static InspectServer server;
  private static WebDriver browser;

  @TempDir
  Path dir;

  @BeforeAll
  static void start() throws IOException {
    Path chromium = onPath("chromium", "chromium-browser", "google-chrome");
    Path driver = onPath("chromedriver");
    if (chromium == null || driver == null) {
      System.err.println("""

          ***********************************************************************************
          * InspectorBrowserTest SKIPPED: no chromium and chromedriver on the PATH.         *
          * The inspector's page is not tested. Install them (Debian: apt-get install       *
          * chromium chromium-driver; .ci/run does) and run the tests again.               *
          ***********************************************************************************
          """);
      Assumptions.abort("chromium and chromedriver are not installed");
    }
    server = InspectServer.start(Protocols.BUILT_IN, 0, new InspectServer.Start(null, null, null),
        Long.parseLong(InputLimit.ENCODE_DEFAULT));
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
        "--disable-gpu", "--window-size=1400,1100", "--hide-scrollbars");
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(driver.toFile()).usingAnyFreePort().build();
    browser = new ChromeDriver(service, options);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  private static Path onPath(String... names) {
    for (String dirName : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String name : names) {
        Path p = Path.of(dirName, name);
        if (Files.isExecutable(p)) {
          return p;
        }
      }
    }
    return null;
  }

  // ------------------------------------------------------------------------ the page

  /** Loads the page afresh, chooses {@code target}. */
  private static void open(String target) {
    browser.get(server.uri().toString());
    new WebDriverWait(browser, WAIT).until(b -> "true".equals(
        b.findElement(By.tagName("body")).getDomAttribute("data-ready")));
    new Select(browser.findElement(By.id("target"))).selectByValue(target);
  }

  /** Pastes {@code hex} and decodes it; waits for the answer. */
  private static void decode(String target, String hex) {
    open(target);
    WebElement input = browser.findElement(By.id("hex-input"));
    input.clear();
    input.sendKeys(hex);
    browser.findElement(By.id("decode")).click();
    waitForStatus("decoded", "does not decode");
  }

  private static void waitForStatus(String... starts) {
    new WebDriverWait(browser, WAIT).until(b -> {
      String text = b.findElement(By.id("status")).getText();
      for (String s : starts) {
        if (text.startsWith(s)) {
          return true;
        }
      }
      return false;
    });
  }

  private static Object script(String js, Object... args) {
    return ((JavascriptExecutor) browser).executeScript(js, args);
  }

  /** The offsets of the bytes of the dump that carry {@code cls}. */
  @SuppressWarnings("unchecked")
  private static List<Long> bytesWith(String cls) {
    return (List<Long>) script("return Array.from(document.querySelectorAll("
        + "'#hexdump .byte." + cls + "'), e => Number(e.dataset.offset));");
  }

  @SuppressWarnings("unchecked")
  private static List<String> treePaths() {
    return (List<String>) script("return Array.from(document.querySelectorAll('#tree .node'),"
        + " e => e.dataset.path);");
  }

  /** Clicks the name of {@code path} in the tree (its value starts an edit). */
  private static void click(String path) {
    node(path).findElement(By.cssSelector(".label .name")).click();
  }

  private static WebElement node(String path) {
    return browser.findElement(By.cssSelector("#tree .node[data-path=\"" + path + "\"]"));
  }

  private static String selectedPath() {
    return (String) script("const s = document.querySelector('#tree .node.selected');"
        + " return s ? s.dataset.path : null;");
  }

  private static void screenshot(String name) throws IOException {
    if (UPDATE_DOCS) {
      Files.createDirectories(IMAGES);
      Files.write(IMAGES.resolve("inspector-" + name + ".png"),
          ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }
  }

  // ------------------------------------------------------------------------ the JSON's model

  /** An entry of the decode JSON with its path as the page names it, and its bits. */
  private record Entry(String path, long start, long end) {
    boolean onWire() {
      return end > start;
    }

    List<Long> bytes() {
      List<Long> out = new ArrayList<>();
      for (long k = start / 8; k < (end + 7) / 8; k++) {
        out.add(k);
      }
      return out;
    }
  }

  /** Every entry of the frame's JSON, in document order. */
  private static List<Entry> entries(JsonNode frame) {
    List<Entry> out = new ArrayList<>();
    entries(frame.get("fields"), "", out);
    return out;
  }

  private static void entries(JsonNode fields, String parent, List<Entry> out) {
    for (JsonNode f : fields) {
      String name = f.get("name").asText();
      String path = parent.isEmpty() ? name
          : name.startsWith("[") ? parent + name : parent + "." + name;
      long start = f.has("byte") ? f.get("byte").asLong() * 8 + f.get("bit").asLong() : 0;
      out.add(new Entry(path, start, start + f.get("bits").asLong()));
      if (f.has("fields")) {
        entries(f.get("fields"), path, out);
      }
    }
  }

  /** One vector of each protocol, from the protocol modules' tests (see {@link Vectors}). */
  private static final Map<String, String> VECTORS = Map.of(
      "avara", Vectors.AVARA_PING,
      "beer", Vectors.BEER_POSITION,
      "bitpacked", Vectors.BITPACKED,
      "leviathan", Vectors.LEVIATHAN_SERVER_ALLOW,
      "pies", Vectors.PIES_LEVEL_DATA);

  // ------------------------------------------------------------------------ tests

  @ParameterizedTest
  @ValueSource(strings = {"avara", "beer", "bitpacked", "leviathan", "pies"})
  void eachFieldOfTheProtocolsVectorHighlightsTheBytesTheDecodeJsonGivesIt(String protocol)
      throws IOException {
    String hex = VECTORS.get(protocol);
    JsonNode frame = Cli.run("decode", protocol, "--hex", hex).frame();
    decode(protocol, hex);
    List<Entry> entries = entries(frame);
    assertEquals(entries.stream().map(Entry::path).toList(), treePaths());
    for (Entry e : entries) {
      click(e.path());
      assertEquals(e.path(), selectedPath());
      assertEquals(e.onWire() ? e.bytes() : List.of(), bytesWith("sel"), e.path());
    }
    if (protocol.equals("leviathan")) {
      click("messages[0].body");
      screenshot("decode");
    }
  }

  @Test
  void clickingAByteSelectsTheNarrowestFieldThatHoldsIt() {
    // bitpacked: header fields of 3, 5, 4 ... bits share bytes; the bit strip shows them.
    JsonNode frame = Cli.run("decode", "bitpacked", "--hex", Vectors.BITPACKED).frame();
    decode("bitpacked", Vectors.BITPACKED);
    List<Entry> entries = entries(frame);
    int length = frame.get("length").asInt();
    for (int k = 0; k < length; k++) {
      browser.findElement(By.cssSelector("#hexdump .byte[data-offset=\"" + k + "\"]")).click();
      Entry expected = null;
      for (Entry e : entries) {
        boolean holds = e.onWire() && e.start() < (k + 1) * 8L && e.end() > k * 8L;
        if (holds && (expected == null
            || e.end() - e.start() <= expected.end() - expected.start())) {
          expected = e;
        }
      }
      assertEquals(expected.path(), selectedPath(), "byte " + k);
      assertTrue(bytesWith("sel").contains((long) k), "byte " + k);
      // A field that does not start or end on a byte boundary marks its bytes partial, and
      // the bit strip has exactly its bits on.
      boolean subByte = expected.start() % 8 != 0 || expected.end() % 8 != 0;
      assertEquals(subByte, !bytesWith("partial").isEmpty(), "byte " + k);
      if (expected.bytes().size() <= 8) {
        long on = browser.findElements(By.cssSelector("#bits .bit.on")).size();
        assertEquals(expected.end() - expected.start(), on, "byte " + k);
      }
    }
  }

  @Test
  void aCorruptByteShowsTheErrorAtItsOffsetAndThePartsReadBeforeIt() throws IOException {
    // beer ObjectPosition with opcode 00 changed to 63 (byte 4): no variant has tag 99.
    String corrupt = "42454552 63000000 78563412 6400 9cff 0d0a";
    decode("beer", corrupt);
    assertTrue(browser.findElement(By.id("error")).isDisplayed());
    assertEquals("BeerMessage.(tag)", browser.findElement(By.id("error-path")).getText());
    assertEquals("byte 4", browser.findElement(By.id("error-offset")).getText());
    assertEquals("99", browser.findElement(By.id("error-found")).getText());
    assertTrue(browser.findElement(By.id("error-expected")).getText()
        .startsWith("one of the tags 0, 1, 2"));
    assertEquals(List.of(4L), bytesWith("err"));
    // the magic, and the tag whose value no variant has: read, then refused
    assertEquals(List.of("(magic)", "(tag)"), treePaths());
    click("(magic)");
    assertEquals(List.of(0L, 1L, 2L, 3L), bytesWith("sel"));
    screenshot("error");
  }

  @Test
  void aCaptureListsItsFramesAndAPickedFrameIsDecoded() throws IOException {
    Path pcap = dir.resolve("avara.pcap");
    try (PcapWriter w = PcapWriter.open(pcap)) {
      w.udp(CaptureDecodeTest.T0, CaptureDecodeTest.CLIENT, CaptureDecodeTest.SERVER,
          Hex.parse(Vectors.AVARA_PING));
      w.udp(CaptureDecodeTest.T0 + 1000, CaptureDecodeTest.SERVER, CaptureDecodeTest.CLIENT,
          Hex.parse(Vectors.AVARA_ACK_BITMAP));
      w.udp(CaptureDecodeTest.T0 + 2000, CaptureDecodeTest.CLIENT, CaptureDecodeTest.OTHER,
          Hex.parse("010203"));
    }
    open("avara");
    browser.findElement(By.id("file")).sendKeys(pcap.toAbsolutePath().toString());
    waitForStatus("3 frames");
    List<WebElement> frames = browser.findElements(By.cssSelector("#frames li"));
    assertEquals(3, frames.size());
    assertTrue(frames.get(0).getText().startsWith("packet 1 udp 192.168.1.10:40000"),
        frames.get(0).getText());
    assertTrue(frames.get(2).getDomAttribute("class").contains("bad"));
    frames.get(1).click();
    waitForStatus("decoded Datagram, 8 bytes");
    // avara DatagramTest: ack 7 with a bitmap, 9122 0700 05000000
    assertEquals(Vectors.compact(Vectors.AVARA_ACK_BITMAP), script(
        "return Array.from(document.querySelectorAll('#hexdump .byte'), e => e.textContent)"
            + ".join('');"));
    click("ack");
    assertEquals(List.of(2L, 3L), bytesWith("sel"));
    screenshot("capture");
  }

  @Test
  void anEditedValueIsEncodedAgainAndTheChangedBytesMarked() throws IOException {
    decode("beer", Vectors.BEER_POSITION);
    editValue("x", "101");
    new WebDriverWait(browser, WAIT).until(b -> b.findElement(By.id("encoded-pane"))
        .isDisplayed());
    // x 101 is 65 00 (i16, little-endian) at byte 12; the rest is the frame as it was.
    assertEquals("42454552" + "00000000" + "78563412" + "6500" + "9cff" + "0d0a", script(
        "return Array.from(document.querySelectorAll('#encoded .byte'), e => e.textContent)"
            + ".join('');"));
    assertEquals(List.of(12L), script("return Array.from(document.querySelectorAll("
        + "'#encoded .byte.changed'), e => Number(e.dataset.offset));"));
    screenshot("encode");

    // 70000 does not fit an i16: the error names x, and x is marked in the tree.
    editValue("x", "70000");
    new WebDriverWait(browser, WAIT).until(b -> b.findElement(By.id("encode-error"))
        .isDisplayed());
    String error = browser.findElement(By.id("encode-error")).getText();
    assertTrue(error.contains("70000"), error);
    assertTrue(node("x").getDomAttribute("class").contains("error-at"));
    assertFalse(browser.findElement(By.id("encoded-pane")).isDisplayed());

    // the decoded bytes, decoded again from the encoded pane, round-trip
    editValue("x", "-2");
    new WebDriverWait(browser, WAIT).until(b -> b.findElement(By.id("encoded-pane"))
        .isDisplayed());
    browser.findElement(By.id("decode-encoded")).click();
    // (read by script: the tree is drawn anew when the decode answers)
    new WebDriverWait(browser, WAIT).until(b -> "-2".equals(script("const v = document"
        + ".querySelector('#tree .node[data-path=\"x\"] .value'); return v && v.textContent;")));
  }

  @Test
  void theDiagramOfTheDecodedVariantIsShown() {
    decode("beer", Vectors.BEER_RECT);
    WebElement img = browser.findElement(By.cssSelector("#diagram img"));
    assertTrue(img.getDomAttribute("src").contains("variant=BeerMessage.ObjectRect"),
        img.getDomAttribute("src"));
    new WebDriverWait(browser, WAIT).until(b -> ((Number) script(
        "return document.querySelector('#diagram img').naturalWidth;")).intValue() > 0);
    assertEquals("of BeerMessage.ObjectRect",
        browser.findElement(By.id("diagram-type")).getText());
  }

  /** Clicks the value of {@code path} in the tree, types {@code value} and Enter. */
  private static void editValue(String path, String value) {
    node(path).findElement(By.cssSelector(".label .value")).click();
    WebElement input = node(path).findElement(By.cssSelector("input.value-edit"));
    input.sendKeys(Keys.chord(Keys.CONTROL, "a"), value, Keys.ENTER);
  }
}
