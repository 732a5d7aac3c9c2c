package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Decode then encode of a well-formed frame gives back its bytes, for every protocol. */
class RoundTripTest {

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
      "leviathan, " + Vectors.LEVIATHAN_SERVER_ALLOW,
      "leviathan, " + Vectors.LEVIATHAN_DISALLOW,
      "leviathan, " + Vectors.LEVIATHAN_ACK_ONLY,
      "leviathan, " + Vectors.LEVIATHAN_SEVERAL,
      "leviathan, " + Vectors.LEVIATHAN_UNKNOWN_RESPONSE,
      "leviathan, " + Vectors.LEVIATHAN_UNKNOWN_REQUEST,
      "pies, " + Vectors.PIES_SYNC,
      "pies, " + Vectors.PIES_LEVEL_DATA,
      "pies, " + Vectors.PIES_AUTH,
      "bitpacked, " + Vectors.BITPACKED,
      "avara, " + Vectors.AVARA_PING,
      "avara, " + Vectors.AVARA_JSON,
      "avara, " + Vectors.AVARA_ACK_BITMAP,
      "beer, " + Vectors.BEER_POSITION,
      "beer, " + Vectors.BEER_EVENT,
      "beer, " + Vectors.BEER_REMOVED,
      "beer, " + Vectors.BEER_RECT})
  void encodeOfDecodeGivesTheSameBytes(String protocol, String hex) {
    Cli.Result decoded = Cli.run("decode", protocol, "--hex", hex);
    assertEquals(0, decoded.exit(), decoded.err());
    Cli.Result encoded = Cli.run("encode", protocol, "--json", decoded.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(Vectors.compact(hex), encoded.out().trim());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"beer", "pies"})
  void everyFrameOfAStreamRoundTrips(String protocol) {
    String stream = protocol.equals("beer")
        ? Vectors.BEER_POSITION + Vectors.BEER_EVENT + Vectors.BEER_RECT
        : Vectors.PIES_SYNC + Vectors.PIES_LEVEL_DATA + Vectors.PIES_AUTH;
    Cli.Result decoded = Cli.run("decode", protocol, "--stream", "--pretty", "--hex", stream);
    assertEquals(0, decoded.exit(), decoded.err());
    Cli.Result encoded = Cli.run("encode", protocol, "--json", decoded.out());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(Vectors.compact(stream), encoded.out().replace("\n", ""));
  }

  /**
   * Floats JSON has no number for: NaN and the infinities are strings, and a NaN whose bits are
   * not Java's canonical 7fc00000 carries them ("NaN:ffffffff"), so encode writes the same
   * bytes. bitpacked header: payloadLength 8 (then 12) in 10 bits, payloadType 8 (FLOAT) in 4,
   * flags 0 in 2; messageId 7 in 20 bits, messageType 1 in 6, reserved 6 zero bits.
   */
  @Test
  void nonFiniteFloatsRoundTrip() {
    // ffffffff: a NaN with the sign bit and every payload bit set; 80000000: -0.0
    String nan = "0220 00007040 ffffffff 80000000";
    // 7f800000 +Infinity, ff800000 -Infinity, 7fc00000 Java's NaN
    String infinities = "0320 00007040 7f800000 ff800000 7fc00000";
    JsonNode values = roundTrip(nan);
    assertEquals("[\"NaN:ffffffff\",-0.0]", values.toString());
    values = roundTrip(infinities);
    assertEquals("[\"Infinity\",\"-Infinity\",\"NaN\"]", values.toString());
  }

  /** Decodes bitpacked {@code hex}, checks encode gives it back; the payload's values. */
  private static JsonNode roundTrip(String hex) {
    Cli.Result decoded = Cli.run("decode", "bitpacked", "--hex", hex);
    assertEquals(0, decoded.exit(), decoded.err());
    Cli.Result encoded = Cli.run("encode", "bitpacked", "--json", decoded.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(Vectors.compact(hex), encoded.out().trim());
    return Cli.entry(decoded.frame(), "payload", "values").get("value");
  }

  /**
   * A value of the user's own class (samples.Rgb, by its @Using codec RgbCodec: three bytes red,
   * green, blue) is the hex of the bytes its codec writes, and encode reads it back through the
   * codec. Pixel: x 07, colour ff 80 00.
   */
  @Test
  void aCustomCodecsValueOfAUserClassRoundTrips() {
    String pixel = "io.framewright.cli.samples.Pixel";
    Cli.Result decoded = Cli.run("decode", "--type", pixel, "--hex", "07 ff8000");
    assertEquals(0, decoded.exit(), decoded.err());
    assertEquals("{\"hex\":\"ff8000\"}",
        Cli.entry(decoded.frame(), "colour").get("value").toString());
    Cli.Result encoded = Cli.run("encode", "--type", pixel, "--json", decoded.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals("07ff8000", encoded.out().trim());
    encoded = Cli.run("encode", "--type", pixel, "--json",
        "{\"x\": 7, \"colour\": {\"hex\": \"ff8000\"}}");
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals("07ff8000", encoded.out().trim());
    // bytes the codec does not read are refused, not dropped
    encoded = Cli.run("encode", "--type", pixel, "--json",
        "{\"x\": 7, \"colour\": {\"hex\": \"ff800001\"}}");
    assertEquals(FramewrightCli.BAD_INPUT, encoded.exit(), encoded.out());
    assertEquals("encode error: Pixel.colour: RgbCodec reads 3 of the 4 bytes of \"hex\"",
        encoded.err().trim());
  }

  /**
   * A custom codec that declares a JSON form (samples.HexColourCodec: the string "#rrggbb" for
   * the three bytes red, green, blue) gives its value in that form, found through the layout
   * description, and encode reads it back through the codec. Swatch: id 07, colour ff 80 00,
   * after 09.
   */
  @Test
  void aCustomCodecsJsonFormRoundTrips() {
    String swatch = "io.framewright.cli.samples.Swatch";
    Cli.Result decoded = Cli.run("decode", "--type", swatch, "--hex", "07 ff8000 09");
    assertEquals(0, decoded.exit(), decoded.err());
    assertEquals("\"#ff8000\"", Cli.entry(decoded.frame(), "colour").get("value").toString());
    Cli.Result encoded = Cli.run("encode", "--type", swatch, "--json", decoded.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals("07ff800009", encoded.out().trim());
    encoded = Cli.run("encode", "--type", swatch, "--json",
        "{\"id\": 7, \"colour\": \"#FF8000\", \"after\": 9}");
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals("07ff800009", encoded.out().trim());
    // text the codec does not read is refused, naming the component
    encoded = Cli.run("encode", "--type", swatch, "--json",
        "{\"id\": 7, \"colour\": \"orange\", \"after\": 9}");
    assertEquals(FramewrightCli.BAD_INPUT, encoded.exit(), encoded.out());
    assertEquals("encode error: Swatch.colour: HexColourCodec does not read orange: expected"
        + " #rrggbb", encoded.err().trim());
  }
}
