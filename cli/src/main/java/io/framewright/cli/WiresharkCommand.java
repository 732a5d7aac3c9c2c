package io.framewright.cli;

import io.framewright.cli.wireshark.DissectorSpec;
import io.framewright.cli.wireshark.LuaDissector;
import io.framewright.runtime.Codec;
import io.framewright.runtime.layout.MessageLayout;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code framewright wireshark [<protocol>] [--type T] [-cp PATH]}: a Lua dissector for
 * Wireshark and tshark, of the protocol's top-level message or of the type named.
 */
@Command(name = "wireshark", mixinStandardHelpOptions = true,
    description = {"Prints a Wireshark Lua dissector of a protocol, generated from its layout.",
        "Load it with: tshark -X lua_script:FILE (or put it in Wireshark's plugins folder)."})
final class WiresharkCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  Target target;

  @Option(names = "--udp-port", paramLabel = "N",
      description = "A UDP port to dissect (repeatable).")
  List<Integer> udpPorts = new ArrayList<>();

  @Option(names = "--tcp-port", paramLabel = "N",
      description = "A TCP port to dissect (repeatable); messages are reassembled across "
          + "segments.")
  List<Integer> tcpPorts = new ArrayList<>();

  @Override
  public Integer call() {
    Target.Selection selection = target.resolve();
    Protocol p = selection.protocol();
    Codec<?> codec = selection.own();
    MessageLayout root = codec.description().orElseThrow(() -> new ParameterException(
        spec.commandLine(), TypeNames.of(codec.type()) + " does not describe its layout"));
    String name = protocolName(p.name(), codec.type().getSimpleName());
    String lua = LuaDissector.generate(root, new DissectorSpec(name, p.name() + " ("
        + p.description() + ")", udpPorts, tcpPorts, p.streamable()));
    PrintWriter out = spec.commandLine().getOut();
    out.print(lua);
    out.flush();
    return 0;
  }

  /**
   * Wireshark's name for the protocol (lower-case letters, digits and _, from a letter): the
   * registry's name, or for a type outside any protocol (named in full) its simple name.
   */
  static String protocolName(String registered, String simpleName) {
    if (registered.matches("[a-z][a-z0-9_]*")) {
      return registered;
    }
    String name = simpleName.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
    return name.matches("[a-z].*") ? name : "m_" + name;
  }
}
