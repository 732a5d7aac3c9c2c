package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.layout.MessageLayout;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code framewright kaitai <protocol> [--type T]}: the Kaitai Struct specification of the
 * protocol's top-level message (or of one of its message types), on standard output; what it
 * leaves out, on standard error.
 */
@Command(name = "kaitai", mixinStandardHelpOptions = true,
    description = {"Prints a Kaitai Struct specification (.ksy) of a protocol's messages.",
        "What Kaitai cannot express (checksums, custom codecs, ...) is named in the .ksy's "
            + "comments and on standard error."})
final class KaitaiCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  ProtocolArgument protocol;

  @Option(names = "--type", paramLabel = "TYPE",
      description = "A message type of the protocol (Game.Move), instead of its top-level one.")
  String type;

  @Override
  public Integer call() {
    Protocol p = protocol.resolve();
    Codec<?> codec = p.codec();
    if (type != null) {
      codec = LayoutCommand.codecs(p).stream()
          .filter(c -> TypeNames.of(c.type()).equals(type)
              || c.type().getCanonicalName().equals(type))
          .findFirst()
          .orElseThrow(() -> new ParameterException(spec.commandLine(), "Unknown type '" + type
              + "' of " + p.name()));
    }
    MessageLayout layout = codec.description().orElseThrow(() -> new ParameterException(
        spec.commandLine(), TypeNames.of(p.codec().type()) + " does not describe its layout"));
    KaitaiExport.Result result = KaitaiExport.of(layout);
    PrintWriter out = spec.commandLine().getOut();
    out.print(result.ksy());
    out.flush();
    PrintWriter err = spec.commandLine().getErr();
    for (String omission : result.omissions()) {
      err.println("kaitai: left out: " + omission);
    }
    err.flush();
    return 0;
  }
}
