package io.framewright.cli;

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
        "64:bad command line"},
    subcommands = {ProtocolsCommand.class, DecodeCommand.class, EncodeCommand.class,
        LayoutCommand.class, DiagramCommand.class, KaitaiCommand.class, WiresharkCommand.class,
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
      command.getErr().println("error: " + e);
      return CommandLine.ExitCode.SOFTWARE;
    });
    return cmd;
  }

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }
}
