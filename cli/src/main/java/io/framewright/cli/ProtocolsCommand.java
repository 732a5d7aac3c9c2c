package io.framewright.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code framewright protocols}: the protocols, their top-level types and framing. */
@Command(name = "protocols", mixinStandardHelpOptions = true,
    description = "Lists the protocols: name, top-level message type, framing.")
final class ProtocolsCommand implements Runnable {
  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    PrintWriter out = spec.commandLine().getOut();
    for (Protocol p : Protocols.ALL) {
      out.printf("%-10s %-16s %s%n", p.name(), TypeNames.of(p.codec().type()), p.description());
    }
    out.flush();
  }
}
