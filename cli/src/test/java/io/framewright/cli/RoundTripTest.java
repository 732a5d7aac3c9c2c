package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
