package io.framewright.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.capture.CaptureException;
import io.framewright.runtime.capture.CaptureReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
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

    @Option(names = "--pcap", paramLabel = "FILE",
        description = "A capture file (libpcap or pcapng): each UDP datagram is a frame, each "
            + "TCP direction is put back in order and cut into frames as --stream does. Each "
            + "frame's JSON gains \"capture\": {\"packet\", \"time\", \"transport\", "
            + "\"src\", \"dst\"}.")
    Path pcap;

    /** The input, to be read. */
    InputStream open() throws IOException {
      return hex != null ? new ByteArrayInputStream(Hex.parse(hex))
          : Files.newInputStream(pcap != null ? pcap : file);
    }

    /** What the input is called in messages. */
    String name() {
      return hex != null ? "--hex" : (pcap != null ? pcap : file).toString();
    }
  }

  @Option(names = "--stream",
      description = "Cut the input into many frames, as a TCP stream (pies, beer, bitpacked).")
  boolean stream;

  @Option(names = "--max-frame-length", paramLabel = "BYTES", defaultValue = "65536",
      description = "Longest frame --stream (and a TCP stream of --pcap) buffers "
          + "(default: ${DEFAULT-VALUE}).")
  int maxFrameLength;

  @Option(names = "--udp-port", paramLabel = "PORT", split = ",",
      description = "With --pcap: the UDP datagrams to or from these ports. Without any port "
          + "option every UDP datagram is read, and for stream protocols every TCP stream.")
  List<Integer> udpPorts = new ArrayList<>();

  @Option(names = "--tcp-port", paramLabel = "PORT", split = ",",
      description = "With --pcap: the TCP streams to or from these ports.")
  List<Integer> tcpPorts = new ArrayList<>();

  @Option(names = "--pretty", description = "Indent the JSON.")
  boolean pretty;

  @Option(names = "--max-input", paramLabel = "BYTES", defaultValue = InputLimit.DECODE_DEFAULT,
      description = "Longest input read (default: ${DEFAULT-VALUE}, 1 MiB); a longer input is "
          + "refused with exit status 2, its bytes past the limit never read. With --stream "
          + "and --pcap the input is fed to the framer as it is read: raise it for long "
          + "captures.")
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
    CaptureFrames.Filter filter = captureFilter(p, codec);
    // One frame is read into one array; a stream is only counted.
    boolean counted = stream || input.pcap != null;
    if (maxInput < 1 || (!counted && maxInput > MAX_INPUT)) {
      throw new ParameterException(spec.commandLine(), "--max-input must be at least 1"
          + (counted ? "" : " and at most " + MAX_INPUT + " without --stream or --pcap"));
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
      if (filter != null) {
        new CaptureFrames(codec, p.resync(), maxFrameLength, filter, printer)
            .read(CaptureReader.open(InputLimit.limited(in, maxInput, input.name())));
      } else if (stream) {
        Frames.stream(codec, p.resync(), maxFrameLength, in, maxInput, input.name(), printer);
      } else {
        Frames.single(codec, InputLimit.readAll(in, maxInput, input.name()), printer);
      }
    } catch (InputLimit.TooLongException e) {
      printer.bad++;
      spec.commandLine().getErr().println("error: " + e.getMessage());
    } catch (CaptureException e) {
      printer.bad++;
      spec.commandLine().getErr().println("bad capture: " + input.name() + ": " + e.getMessage());
    } catch (IOException e) {
      throw new UncheckedIOException("can not read " + input.name(), e);
    }
    spec.commandLine().getOut().flush();
    spec.commandLine().getErr().flush();
    return printer.bad == 0 ? 0 : FramewrightCli.BAD_INPUT;
  }

  /**
   * Which packets of {@code --pcap} are read, or null without it; usage errors for port options
   * that do not apply.
   */
  private CaptureFrames.Filter captureFilter(Protocol p, Codec<?> codec) {
    if (input.pcap == null) {
      if (!udpPorts.isEmpty() || !tcpPorts.isEmpty()) {
        throw new ParameterException(spec.commandLine(), "--udp-port and --tcp-port need --pcap");
      }
      return null;
    }
    if (stream) {
      throw new ParameterException(spec.commandLine(), "--stream does not apply to --pcap: "
          + "TCP streams are always cut into frames, UDP datagrams are a frame each");
    }
    for (int port : concat(udpPorts, tcpPorts)) {
      if (port < 0 || port > 65535) {
        throw new ParameterException(spec.commandLine(), "not a port: " + port);
      }
    }
    boolean streamable = p.streamable() && !codec.readsToEnd();
    if (!tcpPorts.isEmpty() && !streamable) {
      throw new ParameterException(spec.commandLine(), "--tcp-port: " + p.name()
          + (p.streamable() ? "'s " + TypeNames.of(codec.type()) + " messages run to the end of"
              + " their input" : " is datagram-framed (" + p.description() + ")")
          + ": a TCP stream can not be cut into its frames");
    }
    boolean all = udpPorts.isEmpty() && tcpPorts.isEmpty();
    return new CaptureFrames.Filter(Set.copyOf(udpPorts), Set.copyOf(tcpPorts), all,
        all && streamable);
  }

  private static List<Integer> concat(List<Integer> a, List<Integer> b) {
    List<Integer> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  /** Prints frames as JSON to stdout, streamed, and errors to stderr. */
  private final class Printer implements Frames.Sink, CaptureFrames.Sink {
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
      frame(f, null);
    }

    @Override
    public void frame(Frames.Decoded f, FrameOrigin origin) {
      try (JsonGenerator g = json.createGenerator(out)) {
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        if (pretty) {
          g.useDefaultPrettyPrinter();
        }
        JsonFrameWriter.write(g, codec, f.bytes(), f.bytesOffset(), f.length(), f.value(),
            f.offset(), origin);
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

    @Override
    public void error(FrameOrigin origin, long offset, DecodeException e, boolean cutShort) {
      bad++;
      String where = origin.udp() ? ""
          : (cutShort ? "incomplete frame at the end of the stream, at offset "
              : "frame at stream offset ") + offset + " (stream byte "
              + (offset + e.byteOffset()) + "): ";
      err.println("decode error: " + origin + ": " + where + e.getMessage());
    }

    @Override
    public void badPacket(String message) {
      bad++;
      err.println("decode error: " + message);
    }

    @Override
    public void warning(String message) {
      err.println("warning: " + message);
    }

    @Override
    public void badCapture(String message) {
      bad++;
      err.println("bad capture: " + input.name() + ": " + message);
    }
  }
}
