package io.framewright.cli;

import io.framewright.runtime.Codec;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code framewright layout <protocol>}: every message type with its codec's layout table. */
@Command(name = "layout", mixinStandardHelpOptions = true,
    description = "Prints every message type of a protocol with its layout table, or with "
        + "--type that of one type.")
final class LayoutCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  Target target;

  @Override
  public Integer call() {
    Target.Selection selection = target.resolve();
    List<Codec<?>> codecs = selection.typeNamed() ? List.of(selection.own())
        : codecs(selection.registry(), selection.protocol());
    PrintWriter out = spec.commandLine().getOut();
    for (Codec<?> codec : codecs) {
      out.println("== " + TypeNames.of(codec.type()) + " (" + codec.getClass().getSimpleName()
          + ")");
      out.println(codec.layout().stripTrailing());
      out.println();
    }
    out.flush();
    return 0;
  }

  /** The codecs of the protocol's message types, found through the service index, by name. */
  static List<Codec<?>> codecs(Protocol p) {
    return codecs(Protocols.BUILT_IN, p);
  }

  /** The codecs of the protocol's message types in {@code registry}, by name. */
  static List<Codec<?>> codecs(Registry registry, Protocol p) {
    if (!registry.protocols().contains(p)) {
      return List.of(p.codec()); // a type outside any protocol
    }
    return registry.codecs().stream()
        .filter(codec -> codec.type().getPackageName().equals(p.packageName()))
        .sorted(Comparator.comparing(codec -> TypeNames.of(codec.type())))
        .toList();
  }
}
