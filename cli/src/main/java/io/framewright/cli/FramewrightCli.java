package io.framewright.cli;

import io.framewright.runtime.ContextRequiredException;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code framewright}: decode, encode and lay out the prebuilt protocols and users' types. */
@Command(name = "framewright", mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = "Inspects frames of the prebuilt Framewright protocols and of message types "
        + "on a given class path, from hex, files and pcap/pcapng captures.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:success",
        "1:unexpected failure (I/O error, ...)",
        "2:bad input: a frame that does not decode, a value that does not encode",
        "64:bad command line (a --type that is decoded only inside its enclosing message ...)"},
    subcommands = {ProtocolsCommand.class, DecodeCommand.class, EncodeCommand.class,
        LayoutCommand.class, DiagramCommand.class, KaitaiCommand.class, WiresharkCommand.class,
        InspectCommand.class,
        CommandLine.HelpCommand.class})
public final class FramewrightCli implements Runnable {
  /** Exit status: the input does not decode, or the value does not encode. */
  static final int BAD_INPUT = 2;
  /** Exit status: a bad command line. */
  static final int USAGE = 64;

  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "Missing command");
  }

  /** The command line, ready to {@code execute}; tests set its output and error writers. */
  public static CommandLine commandLine() {
    CommandLine cmd = new CommandLine(new FramewrightCli());
    cmd.setParameterExceptionHandler((e, args) -> {
      CommandLine failed = e.getCommandLine();
      failed.getErr().println(e.getMessage());
      if (!CommandLine.UnmatchedArgumentException.printSuggestions(e, failed.getErr())) {
        failed.getErr().println("Try '" + failed.getCommandSpec().qualifiedName()
            + " --help' for more information.");
      }
      return USAGE;
    });
    cmd.setExecutionExceptionHandler((e, command, parseResult) -> {
      if (e instanceof ContextRequiredException c) {
        // The type named can not be read alone: the command line should name its encloser.
        command.getErr().println("error: " + needsEnclosing(c, command));
        return USAGE;
      }
      command.getErr().println("error: " + e);
      return CommandLine.ExitCode.SOFTWARE;
    });
    return cmd;
  }

  /**
   * What to do about a type that reads its enclosing message's components: decode or encode the
   * types that hold it (found in the layouts of the command's registry), or else its encloser.
   */
  private static String needsEnclosing(ContextRequiredException e, CommandLine command) {
    String problem = e.messageName() + " reads " + e.context() + " of the message that encloses"
        + " it, so it is decoded and encoded only as part of that message: ";
    Set<String> holders = command.getMixins().get("target") instanceof Target t
        ? t.resolve().registry().holdersOf(e.messageName()) : Set.of();
    if (holders.isEmpty()) {
      return problem + "use --type with the type of the message that holds it";
    }
    return problem + (holders.size() == 1 ? "use --type " + holders.iterator().next()
        : "use --type with one of the types that hold it: " + String.join(", ", holders));
  }

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }
}
