package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.layout.LayoutDiagram;
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
 * {@code framewright diagram <protocol> [--type T] [--svg]}: RFC-style bit diagrams of a
 * protocol's message types, drawn from their codecs' layout descriptions.
 */
@Command(name = "diagram", mixinStandardHelpOptions = true,
    description = {"Prints RFC-style bit diagrams (the 32-bit ruler of RFC 791) of a protocol's "
        + "message types: every type, each under a '== Type' line, or the one --type names.",
        "Variable and optional parts are rows that say their size and condition; a union has "
            + "one diagram per variant."})
final class DiagramCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  ProtocolArgument protocol;

  @Option(names = "--type", paramLabel = "TYPE",
      description = "Only this message type, by its name in the protocol's package "
          + "(BeerMessage.ObjectPosition) or its canonical name.")
  String type;

  @Option(names = "--svg", description = "Print one SVG document instead of text.")
  boolean svg;

  @Override
  public Integer call() {
    Protocol p = protocol.resolve();
    List<String> names = new ArrayList<>();
    List<MessageLayout> layouts = new ArrayList<>();
    for (Codec<?> codec : LayoutCommand.codecs(p)) {
      String name = TypeNames.of(codec.type());
      if (codec.description().isPresent() && (type == null || type.equals(name)
          || type.equals(codec.type().getCanonicalName()))) {
        names.add(name);
        layouts.add(codec.description().get());
      }
    }
    if (layouts.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "No message type '" + type + "' in "
          + p.name() + "; see 'framewright layout " + p.name() + "'");
    }
    PrintWriter out = spec.commandLine().getOut();
    if (svg) {
      out.print(LayoutDiagram.svg(layouts));
    } else if (type != null) {
      out.print(layouts.get(0).diagram());
    } else {
      for (int i = 0; i < layouts.size(); i++) {
        out.println("== " + names.get(i));
        out.println(layouts.get(i).diagram());
      }
    }
    out.flush();
    return 0;
  }
}
