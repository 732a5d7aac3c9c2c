package io.framewright.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** The leading {@code PROTOCOL} argument every subcommand takes; a picocli mixin. */
final class ProtocolArgument {
  @Spec(Spec.Target.MIXEE)
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "PROTOCOL", completionCandidates = Protocols.Names.class,
      description = "One of: ${COMPLETION-CANDIDATES}.")
  String name;

  /** The named protocol; an unknown name is a usage error that lists the known ones. */
  Protocol resolve() {
    return Protocols.find(name).orElseThrow(() -> new ParameterException(spec.commandLine(),
        "Unknown protocol '" + name + "': one of " + Protocols.names()));
  }
}
