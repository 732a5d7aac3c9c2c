package io.framewright.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
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

/** {@code framewright decode}: each frame of the input as JSON, field by field with offsets. */
@Command(name = "decode", mixinStandardHelpOptions = true,
    description = {
        "Decodes the input (one frame, or with --stream a stream of frames) and prints each "
            + "frame as JSON, one document per line: "
            + "{\"type\", \"offset\", \"length\", \"fields\": [{\"name\", \"value\", \"byte\", "
            + "\"bit\", \"bits\", \"fields\"}]}.",
        "A frame that does not decode is reported on stderr (field path, offset, expected and "
            + "found, hex excerpt); the exit status is then 2."})
final class DecodeCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  ProtocolArgument protocol;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Input input;

  static final class Input {
    @Option(names = "--hex", paramLabel = "HEX",
        description = "The input as hex digits (white space and a 0x prefix allowed).")
    String hex;

    @Option(names = "--file", paramLabel = "FILE", description = "The input as a binary file.")
    Path file;

    byte[] bytes() {
      if (hex != null) {
        return Hex.parse(hex);
      }
      try {
        return Files.readAllBytes(file);
      } catch (IOException e) {
        throw new UncheckedIOException("can not read " + file, e);
      }
    }
  }

  @Option(names = "--stream",
      description = "Cut the input into many frames, as a TCP stream (pies, beer, bitpacked).")
  boolean stream;

  @Option(names = "--max-frame-length", paramLabel = "BYTES", defaultValue = "65536",
      description = "Longest frame --stream buffers (default: ${DEFAULT-VALUE}).")
  int maxFrameLength;

  @Option(names = "--type", paramLabel = "TYPE",
      description = "Decode as this message type of the protocol instead of its top-level "
          + "type (e.g. avara CommandPacket).")
  String type;

  @Option(names = "--pretty", description = "Indent the JSON.")
  boolean pretty;

  @Override
  public Integer call() {
    Protocol p = protocol.resolve();
    Codec<?> codec = codec(p);
    byte[] bytes;
    try {
      bytes = input.bytes();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--hex: " + e.getMessage());
    }
    if (stream && !p.streamable()) {
      throw new ParameterException(spec.commandLine(),
          p.name() + " is datagram-framed (" + p.framing() + "): --stream does not apply");
    }
    if (maxFrameLength < 1) {
      throw new ParameterException(spec.commandLine(), "--max-frame-length must be at least 1");
    }
    Printer printer = new Printer(bytes);
    if (stream) {
      Frames.stream(codec, p.resync(), maxFrameLength, bytes, printer);
    } else {
      Frames.single(codec, bytes, printer);
    }
    spec.commandLine().getOut().flush();
    spec.commandLine().getErr().flush();
    return printer.bad == 0 ? 0 : FramewrightCli.BAD_INPUT;
  }

  private Codec<?> codec(Protocol p) {
    if (type == null) {
      return p.codec();
    }
    try {
      return p.codecFor(TypeNames.resolve(p.codec().type(), type));
    } catch (JsonInputException | IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--type: " + e.getMessage());
    }
  }

  /** Prints frames as JSON to stdout and errors to stderr. */
  private final class Printer implements Frames.Sink {
    private final byte[] input;
    private final ObjectWriter json;
    private final PrintWriter out = spec.commandLine().getOut();
    private final PrintWriter err = spec.commandLine().getErr();
    int bad;

    Printer(byte[] input) {
      this.input = input;
      ObjectMapper mapper = new ObjectMapper();
      this.json = pretty ? mapper.writerWithDefaultPrettyPrinter() : mapper.writer();
    }

    @Override
    public void frame(Frames.Decoded f) {
      JsonTree tree = new JsonTree(input, f.offset());
      try {
        out.println(json.writeValueAsString(
            tree.frame(f.value(), f.offset(), f.length(), f.trace().nodes())));
      } catch (JsonProcessingException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public void error(long offset, DecodeException e, boolean cutShort) {
      bad++;
      String where = !stream ? ""
          : (cutShort ? "incomplete frame at the end of the input, at offset " : "frame at offset ")
              + offset + " (input byte " + (offset + e.byteOffset()) + "): ";
      err.println("decode error: " + where + e.getMessage());
    }
  }
}
