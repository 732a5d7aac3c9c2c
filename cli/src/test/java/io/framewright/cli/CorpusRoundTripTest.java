package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.framewright.runtime.Hex;
import io.framewright.testing.Mutations;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The property behind decode and encode: every frame the CLI's {@code decode} accepts, given as
 * the JSON it printed to the CLI's {@code encode}, comes back as exactly the bytes it was decoded
 * from; checked over the protocols' checked-in fuzz corpora and mutants of them. The one
 * documented exception is pies, whose numbers have several spellings: there the bytes need only
 * decode to the same values.
 */
class CorpusRoundTripTest {
  /** Mutants per corpus: enough to reach unknown variants and odd lengths, cheap in-process. */
  private static final int MUTANTS = 400;

  /** One corpus directory and how the CLI decodes its inputs. */
  record Corpus(String protocol, String module, String fuzzClass, String method,
      List<String> options) {
    @Override
    public String toString() {
      return protocol + " " + method + " " + options;
    }

    List<byte[]> inputs() {
      Path dir = Path.of("..", "protocols", module, "src", "test", "resources", "io",
          "framewright", "protocol", module, fuzzClass + "Inputs", method);
      try (Stream<Path> files = Files.list(dir)) {
        List<byte[]> out = new ArrayList<>();
        for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
          out.add(Files.readAllBytes(p));
        }
        return out;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  static List<Corpus> corpora() {
    return List.of(
        new Corpus("leviathan", "leviathan", "LeviathanFuzzTest", "packet", List.of()),
        new Corpus("pies", "pies", "PiesFuzzTest", "packet", List.of()),
        new Corpus("pies", "pies", "PiesFuzzTest", "framer", List.of("--stream")),
        new Corpus("bitpacked", "bitpacked", "BitpackedFuzzTest", "packet", List.of()),
        new Corpus("bitpacked", "bitpacked", "BitpackedFuzzTest", "framer", List.of("--stream")),
        new Corpus("avara", "avara", "AvaraFuzzTest", "datagram", List.of()),
        new Corpus("avara", "avara", "AvaraFuzzTest", "commandPacket",
            List.of("--type", "CommandPacket")),
        new Corpus("beer", "beer", "BeerFuzzTest", "message", List.of()),
        new Corpus("beer", "beer", "BeerFuzzTest", "streamDecoder", List.of("--stream")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpora")
  void everyAcceptedFrameReEncodesToItsBytes(Corpus corpus) {
    List<byte[]> seeds = corpus.inputs();
    assertTrue(seeds.size() > 1, "corpus " + corpus + " is missing");
    Checker checker = new Checker(corpus);
    seeds.forEach(checker::check);
    Mutations.run(seeds, 12L, MUTANTS, checker::check);
    assertTrue(checker.accepted > 0, "nothing in " + corpus + " decodes");
    assertEquals(List.of(), checker.failures.subList(0, Math.min(10, checker.failures.size())),
        checker.failures.size() + " of " + checker.accepted + " accepted frames failed");
  }

  /** Decodes inputs with the CLI and checks each frame it printed. */
  private static final class Checker {
    final Corpus corpus;
    final List<String> failures = new ArrayList<>();
    int accepted;

    Checker(Corpus corpus) {
      this.corpus = corpus;
    }

    void check(byte[] input) {
      if (input.length == 0) {
        return; // --hex needs a digit
      }
      List<String> args = new ArrayList<>(List.of("decode", corpus.protocol()));
      args.addAll(corpus.options());
      args.addAll(List.of("--hex", Hex.compact(input)));
      Cli.Result decoded = Cli.run(args.toArray(String[]::new));
      if (decoded.exit() != 0 && decoded.exit() != FramewrightCli.BAD_INPUT) {
        failures.add(Hex.compact(input) + ": decode exit " + decoded.exit() + " "
            + decoded.err());
        return;
      }
      for (JsonNode frame : decoded.frames()) {
        accepted++;
        int offset = frame.get("offset").asInt();
        byte[] bytes = Arrays.copyOfRange(input, offset, offset + frame.get("length").asInt());
        check(bytes, frame);
      }
    }

    private void check(byte[] bytes, JsonNode frame) {
      String hex = Hex.compact(bytes);
      Cli.Result encoded = Cli.run("encode", corpus.protocol(), "--json", frame.toString());
      if (encoded.exit() != 0) {
        failures.add(hex + ": " + encoded.err().trim() + " from " + frame);
        return;
      }
      String again = encoded.out().trim();
      if (again.equals(hex)) {
        return;
      }
      if (corpus.protocol().equals("pies") && sameValues(again, frame)) {
        return; // another spelling of the same numbers
      }
      failures.add(hex + ": encodes to " + again + " from " + frame);
    }

    /** Whether {@code hex} decodes to the values {@code frame} shows. */
    private boolean sameValues(String hex, JsonNode frame) {
      List<String> args = new ArrayList<>(List.of("decode", corpus.protocol()));
      args.addAll(corpus.options().stream().filter(o -> !o.equals("--stream")).toList());
      args.addAll(List.of("--hex", hex));
      Cli.Result again = Cli.run(args.toArray(String[]::new));
      return again.exit() == 0 && values(again.frame()).equals(values(frame));
    }
  }

  /** A frame's JSON without positions and wire-only parts: what the values are. */
  static JsonNode values(JsonNode node) {
    if (node.isArray()) {
      ArrayNode out = JsonNodeFactory.instance.arrayNode();
      for (JsonNode e : node) {
        if (!e.path("name").asText().startsWith("(")) {
          out.add(values(e));
        }
      }
      return out;
    }
    if (!node.isObject()) {
      return node;
    }
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    node.fields().forEachRemaining(e -> {
      String key = e.getKey();
      if (List.of("offset", "length", "byte", "bit", "bits").contains(key)) {
        return;
      }
      // a value's own wire parts (pies numbers: sign, digits) are spelling, not value
      if (key.equals("fields") && node.has("value")) {
        return;
      }
      out.set(key, values(e.getValue()));
    });
    return out;
  }
}
