package io.framewright.cli;

import io.framewright.runtime.Codec;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code framewright protocols}: the protocols, their top-level types and framing; with
 * {@code --classpath} also those of the user's jars, and the message types outside any protocol.
 */
@Command(name = "protocols", mixinStandardHelpOptions = true,
    description = "Lists the protocols: name, top-level message type, framing. With --classpath "
        + "also the message types there that belong to no protocol (for --type).")
final class ProtocolsCommand implements Runnable {
  @Spec
  CommandSpec spec;

  @Option(names = {"--classpath", "-cp"}, paramLabel = "PATH", split = "${sys:path.separator}",
      description = "Jars and folders of compiled message types, separated by "
          + "'${sys:path.separator}'.")
  List<Path> classpath = new ArrayList<>();

  @Override
  public void run() {
    Registry registry = Target.registry(classpath, spec.commandLine());
    PrintWriter out = spec.commandLine().getOut();
    for (Protocol p : registry.protocols()) {
      out.printf("%-10s %-16s %s%n", p.name(), TypeNames.of(p.codec().type()), p.description());
    }
    if (!classpath.isEmpty()) {
      for (Codec<?> codec : registry.codecs()) {
        Class<?> type = codec.type();
        boolean inProtocol = registry.protocols().stream().anyMatch(p ->
            p.codec().type().getPackageName().equals(type.getPackageName()));
        if (!inProtocol) {
          out.printf("--type %s%n",
              type.getCanonicalName() != null ? type.getCanonicalName() : type.getName());
        }
      }
    }
    out.flush();
  }
}
