package io.framewright.cli;

import io.framewright.cli.wireshark.DissectorSpec;
import io.framewright.cli.wireshark.LuaDissector;
import io.framewright.runtime.layout.MessageLayout;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code framewright wireshark <protocol>}: a Lua dissector for Wireshark and tshark. */
@Command(name = "wireshark", mixinStandardHelpOptions = true,
    description = {"Prints a Wireshark Lua dissector of a protocol, generated from its layout.",
        "Load it with: tshark -X lua_script:FILE (or put it in Wireshark's plugins folder)."})
final class WiresharkCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  ProtocolArgument protocol;

  @Option(names = "--udp-port", paramLabel = "N",
      description = "A UDP port to dissect (repeatable).")
  List<Integer> udpPorts = new ArrayList<>();

  @Option(names = "--tcp-port", paramLabel = "N",
      description = "A TCP port to dissect (repeatable); messages are reassembled across "
          + "segments.")
  List<Integer> tcpPorts = new ArrayList<>();

  @Override
  public Integer call() {
    Protocol p = protocol.resolve();
    MessageLayout root = p.codec().description().orElseThrow(() -> new IllegalStateException(
        "the codec of " + p.codec().type().getName() + " does not describe its layout"));
    String lua = LuaDissector.generate(root, new DissectorSpec(p.name(), p.name() + " ("
        + p.description() + ")", udpPorts, tcpPorts, p.streamable()));
    PrintWriter out = spec.commandLine().getOut();
    out.print(lua);
    out.flush();
    return 0;
  }
}
