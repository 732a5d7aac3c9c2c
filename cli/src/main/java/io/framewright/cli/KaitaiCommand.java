package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.layout.MessageLayout;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code framewright kaitai [<protocol>] [--type T] [-cp PATH]}: the Kaitai Struct specification of the
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
  Target target;

  @Override
  public Integer call() {
    Codec<?> codec = target.resolve().own();
    MessageLayout layout = codec.description().orElseThrow(() -> new ParameterException(
        spec.commandLine(), TypeNames.of(codec.type()) + " does not describe its layout"));
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
