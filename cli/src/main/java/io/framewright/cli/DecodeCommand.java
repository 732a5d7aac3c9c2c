package io.framewright.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
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
  /** The largest --max-input without --stream: one Java array holds the frame. */
  static final long MAX_INPUT = Integer.MAX_VALUE - 8;

  @Spec
  CommandSpec spec;

  @Mixin
  Target target;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Input input;

  static final class Input {
    @Option(names = "--hex", paramLabel = "HEX",
        description = "The input as hex digits (white space and a 0x prefix allowed).")
    String hex;

    @Option(names = "--file", paramLabel = "FILE", description = "The input as a binary file.")
    Path file;

    /** The input, to be read. */
    InputStream open() throws IOException {
      return hex != null ? new ByteArrayInputStream(Hex.parse(hex)) : Files.newInputStream(file);
    }

    /** What the input is called in messages. */
    String name() {
      return hex != null ? "--hex" : file.toString();
    }
  }

  @Option(names = "--stream",
      description = "Cut the input into many frames, as a TCP stream (pies, beer, bitpacked).")
  boolean stream;

  @Option(names = "--max-frame-length", paramLabel = "BYTES", defaultValue = "65536",
      description = "Longest frame --stream buffers (default: ${DEFAULT-VALUE}).")
  int maxFrameLength;

  @Option(names = "--pretty", description = "Indent the JSON.")
  boolean pretty;

  @Option(names = "--max-input", paramLabel = "BYTES", defaultValue = InputLimit.DECODE_DEFAULT,
      description = "Longest input read (default: ${DEFAULT-VALUE}, 1 MiB); a longer input is "
          + "refused with exit status 2, its bytes past the limit never read. With --stream "
          + "the input is fed to the framer as it is read: raise it for long captures.")
  long maxInput;

  @Override
  public Integer call() {
    Target.Selection selection = target.resolve();
    Protocol p = selection.protocol();
    Codec<?> codec = selection.codec();
    if (stream && !p.streamable()) {
      throw new ParameterException(spec.commandLine(),
          p.name() + " is datagram-framed (" + p.description() + "): --stream does not apply");
    }
    if (maxFrameLength < 1) {
      throw new ParameterException(spec.commandLine(), "--max-frame-length must be at least 1");
    }
    if (stream && codec.readsToEnd()) {
      throw new ParameterException(spec.commandLine(), TypeNames.of(codec.type())
          + "'s messages run to the end of their input: --stream can not cut a stream into them");
    }
    // One frame is read into one array; a stream is only counted.
    if (maxInput < 1 || (!stream && maxInput > MAX_INPUT)) {
      throw new ParameterException(spec.commandLine(), "--max-input must be at least 1"
          + (stream ? "" : " and at most " + MAX_INPUT + " without --stream"));
    }
    InputStream in;
    try {
      in = input.open();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--hex: " + e.getMessage());
    } catch (IOException e) {
      throw new UncheckedIOException("can not read " + input.name(), e);
    }
    Printer printer = new Printer(codec);
    try (in) {
      if (stream) {
        Frames.stream(codec, p.resync(), maxFrameLength, in, maxInput, input.name(), printer);
      } else {
        Frames.single(codec, InputLimit.readAll(in, maxInput, input.name()), printer);
      }
    } catch (InputLimit.TooLongException e) {
      printer.bad++;
      spec.commandLine().getErr().println("error: " + e.getMessage());
    } catch (IOException e) {
      throw new UncheckedIOException("can not read " + input.name(), e);
    }
    spec.commandLine().getOut().flush();
    spec.commandLine().getErr().flush();
    return printer.bad == 0 ? 0 : FramewrightCli.BAD_INPUT;
  }

  /** Prints frames as JSON to stdout, streamed, and errors to stderr. */
  private final class Printer implements Frames.Sink {
    private final Codec<?> codec;
    private final JsonFactory json = new JsonFactory();
    private final PrintWriter out = spec.commandLine().getOut();
    private final PrintWriter err = spec.commandLine().getErr();
    int bad;

    Printer(Codec<?> codec) {
      this.codec = codec;
    }

    @Override
    public void frame(Frames.Decoded f) {
      try (JsonGenerator g = json.createGenerator(out)) {
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        if (pretty) {
          g.useDefaultPrettyPrinter();
        }
        JsonFrameWriter.write(g, codec, f.bytes(), f.bytesOffset(), f.length(), f.value(),
            f.offset());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      out.println();
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
