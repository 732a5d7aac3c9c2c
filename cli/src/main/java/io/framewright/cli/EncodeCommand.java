package io.framewright.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code framewright encode}: JSON messages to hex, one line per JSON document. */
@Command(name = "encode", mixinStandardHelpOptions = true,
    description = {
        "Encodes messages given as JSON and prints each as hex, one line per JSON document.",
        "Takes what decode prints ({\"type\": ..., \"fields\": [{\"name\", \"value\"}, ...]}; "
            + "entries named (tag), (magic) ..., the count or length just before a field "
            + "(xCount, xLength) and the offsets are ignored) or "
            + "the simple form {\"type\": ..., \"<field>\": value, ...}, nested records as "
            + "objects of the same form, lists as arrays. \"type\" names the variant of a union "
            + "(\"@type\" also works, and must be used in the simple form when the variant has "
            + "a field called type).",
        "Every field must be given, but those encode derives (a count or length held in a "
            + "field, @Flags bits, checksums, @Select selectors) and optional ones (absent "
            + "when left out)."})
final class EncodeCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  Target target;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Input input;

  static final class Input {
    @Option(names = "--json", paramLabel = "JSON", description = "The message(s) as JSON.")
    String json;

    @Option(names = "--json-file", paramLabel = "FILE",
        description = "A file of JSON messages, e.g. the output of decode.")
    Path file;

    /** The JSON, read as it is parsed; more than {@code limit} bytes are refused. */
    InputStream open(long limit) throws IOException {
      InputStream in = json != null
          ? new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))
          : Files.newInputStream(file);
      return InputLimit.limited(in, limit, json != null ? "--json" : file.toString());
    }
  }

  @Option(names = "--max-input", paramLabel = "BYTES", defaultValue = InputLimit.ENCODE_DEFAULT,
      description = "Longest JSON input read (default: ${DEFAULT-VALUE}, 16 MiB); a longer "
          + "input is refused with exit status 2, its bytes past the limit never read. "
          + "Documents are parsed one at a time.")
  long maxInput;

  /**
   * How deep JSON may nest: arrays and objects inside each other. Deeper input is refused while it
   * is parsed, before any tree is built (no message of the protocols nests nearly as deep).
   */
  static final int MAX_DEPTH = 1000;

  /** The JSON reader: Jackson with {@link #MAX_DEPTH} stated, not left to its default. */
  private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
      .build());

  @Override
  public Integer call() throws IOException {
    Target.Selection selection = target.resolve();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (maxInput < 1) {
      throw new ParameterException(spec.commandLine(), "--max-input must be at least 1");
    }
    int bad = 0;
    MappingIterator<JsonNode> docs = null;
    try (InputStream in = input.open(maxInput)) {
      docs = MAPPER.readerFor(JsonNode.class).readValues(in);
      while (docs.hasNextValue()) {
        JsonNode doc = docs.nextValue();
        try {
          out.println(Hex.compact(encode(selection, doc)));
        } catch (JsonInputException | EncodeException e) {
          err.println("encode error: " + e.getMessage());
          bad++;
        }
      }
    } catch (InputLimit.TooLongException e) {
      err.println("error: " + e.getMessage());
      bad++;
    } catch (StreamConstraintsException e) {
      err.println("bad JSON: nested more than " + MAX_DEPTH + " deep (the limit)"
          + where(e, docs));
      bad++;
    } catch (JsonProcessingException e) {
      err.println("bad JSON: " + e.getOriginalMessage() + where(e, docs));
      bad++;
    } finally {
      if (docs != null) {
        docs.close();
      }
    }
    out.flush();
    err.flush();
    return bad == 0 ? 0 : FramewrightCli.BAD_INPUT;
  }

  /** Where the parser stopped: from the exception, else (a broken limit) from the parser. */
  private static String where(JsonProcessingException e, MappingIterator<?> docs) {
    JsonLocation at = e.getLocation();
    if (at == null && docs != null) {
      at = docs.getParser().currentLocation();
    }
    return at == null ? "" : " at " + at.offsetDescription();
  }

  /** Encodes one message of the protocol's top-level type (or a variant of it), or another type. */
  static byte[] encode(Protocol p, JsonNode doc) {
    return encode(new Target.Selection(p, p.codec(), Protocols.BUILT_IN, false, p.codec()), doc);
  }

  /**
   * Encodes one message: of the selected type (or a variant of it), or of another message type
   * of its protocol that the document's {@code "type"} names.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static byte[] encode(Target.Selection selection, JsonNode doc) {
    Protocol p = selection.protocol();
    Class<?> root = selection.codec().type();
    Class<?> target = root;
    JsonNode typeName = doc.has("@type") ? doc.get("@type") : doc.get("type");
    if (typeName != null && typeName.isTextual()) {
      Class<?> named = TypeNames.resolve(root, typeName.textValue());
      if (!root.isAssignableFrom(named)) {
        target = named;
      }
    }
    Codec codec;
    try {
      codec = target == root ? selection.codec() : selection.registry().codecOf(target);
    } catch (IllegalArgumentException e) {
      throw new JsonInputException(TypeNames.of(target) + " is not a message type of "
          + p.name());
    }
    return codec.encode(RecordJson.toMessage(doc, target));
  }
}
