package io.framewright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code framewright inspect [PROTOCOL] [--type T] [-cp PATH] [--port N] [FILE]}: a web page on
 * this machine that shows a frame's bytes beside its fields, decodes, encodes and draws.
 */
@Command(name = "inspect", mixinStandardHelpOptions = true,
    description = {
        "Starts the inspector, a web page served on 127.0.0.1 (its address is printed): a hex "
            + "dump beside the tree of fields of a frame decoded by its codec, the bytes of a "
            + "field highlighted, the error of a frame that does not decode at its offset, the "
            + "type's bit diagram, the frames of a pcap/pcapng capture to pick from, and values "
            + "edited and encoded again.",
        "Runs until interrupted (Ctrl-C)."})
final class InspectCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "0..2", paramLabel = "PROTOCOL FILE",
      description = "A protocol to choose first (as decode takes it), and a file to open "
          + "(a frame, or a capture); a lone argument that is no protocol is the file.")
  List<String> arguments = new ArrayList<>();

  @Option(names = "--type", paramLabel = "TYPE",
      description = "The message type to choose first: a type of PROTOCOL by its short name, "
          + "or any type by its full name.")
  String type;

  @Option(names = {"--classpath", "-cp"}, paramLabel = "PATH", split = "${sys:path.separator}",
      description = "Jars and folders of compiled message types, separated by "
          + "'${sys:path.separator}'; may be repeated.")
  List<Path> classpath = new ArrayList<>();

  @Option(names = "--port", paramLabel = "N", defaultValue = "0",
      description = "The port on 127.0.0.1 (default: one the system picks).")
  int port;

  @Option(names = "--max-input", paramLabel = "BYTES", defaultValue = InputLimit.ENCODE_DEFAULT,
      description = "Longest file read and longest request the page may send (default: "
          + "${DEFAULT-VALUE}, 16 MiB).")
  long maxInput;

  /** Ends {@link #call} when counted down (tests); otherwise it runs until interrupted. */
  final CountDownLatch stop = new CountDownLatch(1);

  @Override
  public Integer call() throws IOException {
    if (port < 0 || port > 65535) {
      throw usage("--port: not a port: " + port);
    }
    if (maxInput < 1 || maxInput > DecodeCommand.MAX_INPUT) {
      throw usage("--max-input must be at least 1 and at most " + DecodeCommand.MAX_INPUT);
    }
    Registry registry = Target.registry(classpath, spec.commandLine());
    String protocol = null;
    String file = null;
    if (arguments.size() == 2) {
      protocol = arguments.get(0);
      file = arguments.get(1);
    } else if (arguments.size() == 1) {
      if (registry.protocol(arguments.get(0)).isPresent()) {
        protocol = arguments.get(0);
      } else {
        file = arguments.get(0);
      }
    }
    String target = target(registry, protocol);
    byte[] bytes = null;
    if (file != null) {
      try (InputStream in = Files.newInputStream(Path.of(file))) {
        bytes = InputLimit.readAll(in, maxInput, file);
      } catch (InputLimit.TooLongException e) {
        throw usage(e.getMessage());
      } catch (IOException e) {
        throw new UncheckedIOException("can not read " + file, e);
      }
    }
    PrintWriter out = spec.commandLine().getOut();
    try (InspectServer server = InspectServer.start(registry, port,
        new InspectServer.Start(target, file, bytes), maxInput)) {
      out.println("Framewright inspector: " + server.uri());
      out.println("(serving 127.0.0.1 only; Ctrl-C ends it)");
      out.flush();
      stop.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return 0;
  }

  /** The target named on the command line: a protocol, or a type's full name; or null. */
  private String target(Registry registry, String protocol) {
    if (protocol != null && registry.protocol(protocol).isEmpty()) {
      throw usage("Unknown protocol '" + protocol + "': one of " + registry.protocolNames());
    }
    if (type == null) {
      return protocol;
    }
    try {
      Class<?> t = protocol == null ? registry.type(type)
          : TypeNames.resolve(registry.protocol(protocol).get().codec().type(), type);
      return t.getName();
    } catch (IllegalArgumentException | JsonInputException e) {
      throw usage("--type: " + e.getMessage());
    }
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
