package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.layout.UnionLayout;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code framewright layout}: message types with their codecs' layout tables: every type of a
 * protocol, one type (a union with its variants), or every type of a {@code --classpath}.
 */
@Command(name = "layout", mixinStandardHelpOptions = true,
    description = "Prints every message type of a protocol with its layout table; with --type "
        + "that of one type (a union's followed by its variants'); with only --classpath, "
        + "those of every message type there.")
final class LayoutCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  Target target;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    if (target.name == null && target.type == null && !target.classpath.isEmpty()) {
      return classPath(out);
    }
    Target.Selection selection = target.resolve();
    List<Codec<?>> codecs = selection.typeNamed()
        ? family(selection.registry(), selection.own())
        : codecs(selection.registry(), selection.protocol());
    for (Codec<?> codec : codecs) {
      print(out, TypeNames.of(codec.type()), codec);
    }
    out.flush();
    return 0;
  }

  /**
   * {@code layout -cp PATH} alone: every message type of the class path given (not the
   * prebuilt protocols'), by full name, the name {@code --type} takes; or one line saying there
   * is none and what to give.
   */
  private int classPath(PrintWriter out) throws IOException {
    Registry registry = Target.registry(target.classpath, spec.commandLine());
    List<Codec<?>> found;
    try (URLClassLoader given = Target.pathsAlone(target.classpath, spec.commandLine())) {
      found = registry.codecs().stream()
          .filter(codec -> given.findResource(
              codec.type().getName().replace('.', '/') + ".class") != null)
          .sorted(Comparator.comparing(codec -> fullName(codec.type())))
          .toList();
    }
    if (found.isEmpty()) {
      PrintWriter err = spec.commandLine().getErr();
      err.println("error: no message types in " + target.classpath.stream().map(Path::toString)
          .collect(Collectors.joining(File.pathSeparator)) + ": give the folder or jar of"
          + " classes compiled with the Framewright processor (-cp target/classes; its"
          + " META-INF/services/io.framewright.runtime.CodecProvider lists them), or a"
          + " PROTOCOL: " + registry.protocolNames());
      err.flush();
      return FramewrightCli.USAGE;
    }
    for (Codec<?> codec : found) {
      print(out, fullName(codec.type()), codec);
    }
    out.flush();
    return 0;
  }

  private static void print(PrintWriter out, String name, Codec<?> codec) {
    out.println("== " + name + " (" + codec.getClass().getSimpleName() + ")");
    out.println(codec.layout().stripTrailing());
    out.println();
  }

  private static String fullName(Class<?> type) {
    return type.getCanonicalName() != null ? type.getCanonicalName() : type.getName();
  }

  /**
   * {@code codec}; for a union, followed by the codecs of its variants in the order its layout
   * lists them (a variant that is a union by its own variants in turn), so that the tag table
   * comes with what each tag selects.
   */
  static List<Codec<?>> family(Registry registry, Codec<?> codec) {
    List<Codec<?>> out = new ArrayList<>();
    family(registry, codec, out, new HashSet<>());
    return out;
  }

  private static void family(Registry registry, Codec<?> codec, List<Codec<?>> out,
      Set<Class<?>> seen) {
    if (!seen.add(codec.type())) {
      return;
    }
    out.add(codec);
    if (!(codec.description().orElse(null) instanceof UnionLayout union)) {
      return;
    }
    String pkg = codec.type().getPackageName();
    for (UnionLayout.Variant v : union.variants()) {
      // A variant of several tag ranges is listed once per range; the unknown variant, without
      // a layout of its own, may have no codec either.
      registry.codecs().stream()
          .filter(c -> c.type().getPackageName().equals(pkg)
              && TypeNames.of(c.type()).equals(v.name()))
          .findFirst()
          .ifPresent(c -> family(registry, c, out, seen));
    }
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
