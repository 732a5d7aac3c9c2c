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
 * {@code framewright diagram [<protocol>] [--type T] [-cp PATH] [--svg]}: RFC-style bit diagrams of a
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
  Target target;

  @Option(names = "--svg", description = "Print one SVG document instead of text.")
  boolean svg;

  @Override
  public Integer call() {
    Target.Selection selection = target.resolve();
    List<Codec<?>> codecs = selection.typeNamed() ? List.of(selection.own())
        : LayoutCommand.codecs(selection.registry(), selection.protocol());
    List<String> names = new ArrayList<>();
    List<MessageLayout> layouts = new ArrayList<>();
    for (Codec<?> codec : codecs) {
      if (codec.description().isPresent()) {
        names.add(TypeNames.of(codec.type()));
        layouts.add(codec.description().get());
      }
    }
    if (layouts.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "No layout description for "
          + TypeNames.of(selection.codec().type()));
    }
    PrintWriter out = spec.commandLine().getOut();
    if (svg) {
      out.print(LayoutDiagram.svg(layouts));
    } else if (selection.typeNamed()) {
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
