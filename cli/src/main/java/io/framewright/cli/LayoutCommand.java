package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.CodecProvider;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code framewright layout <protocol>}: every message type with its codec's layout table. */
@Command(name = "layout", mixinStandardHelpOptions = true,
    description = "Prints every message type of a protocol with its layout table.")
final class LayoutCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  ProtocolArgument protocol;

  @Override
  public Integer call() {
    Protocol p = protocol.resolve();
    PrintWriter out = spec.commandLine().getOut();
    for (Codec<?> codec : codecs(p)) {
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
    return ServiceLoader.load(CodecProvider.class, LayoutCommand.class.getClassLoader()).stream()
        .<Codec<?>>map(provider -> provider.get().codec())
        .filter(codec -> codec.type().getPackageName().equals(p.packageName()))
        .sorted(Comparator.comparing(codec -> TypeNames.of(codec.type())))
        .toList();
  }
}
