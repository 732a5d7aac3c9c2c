package io.framewright.cli;

import io.framewright.runtime.Codec;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * What a command works on, a picocli mixin: a protocol by name, a message type by name, or a
 * type of a protocol ({@code avara --type CommandPacket}); found in the registry of the command
 * line's own class path and of {@code --classpath}.
 */
final class Target {
  @Spec(Spec.Target.MIXEE)
  CommandSpec spec;

  @Parameters(index = "0", arity = "0..1", paramLabel = "PROTOCOL",
      completionCandidates = Protocols.Names.class,
      description = "One of: ${COMPLETION-CANDIDATES}, or a protocol of --classpath. "
          + "May be left out when --type names a type in full.")
  String name;

  @Option(names = "--type", paramLabel = "TYPE",
      description = "The message type: a type of PROTOCOL by its short name (avara "
          + "CommandPacket), or any type with a generated codec by its full name "
          + "(com.example.Position), on the class path or on --classpath.")
  String type;

  @Option(names = {"--classpath", "-cp"}, paramLabel = "PATH", split = "${sys:path.separator}",
      description = "Jars and folders of compiled message types (with the service index the "
          + "Framewright processor writes), separated by '${sys:path.separator}'; may be "
          + "repeated.")
  List<Path> classpath = new ArrayList<>();

  /**
   * What was named: the protocol, the codec that decodes the type's frames (its top-level type
   * by default, a variant's union), whether a type was named, not only a protocol, and the
   * codec of exactly the type named ({@code own}: a variant's own).
   */
  record Selection(Protocol protocol, Codec<?> codec, Registry registry, boolean typeNamed,
      Codec<?> own) {}

  private Selection resolved;

  /** The protocol and type named; usage errors for unknown names. Loaded once. */
  Selection resolve() {
    if (resolved == null) {
      resolved = select(registry(classpath, spec.commandLine()));
    }
    return resolved;
  }

  private Selection select(Registry registry) {
    if (name == null && type == null) {
      throw usage("Missing PROTOCOL or --type: protocols are " + registry.protocolNames());
    }
    if (name == null) {
      Class<?> t;
      try {
        t = registry.type(type);
      } catch (IllegalArgumentException e) {
        throw usage("--type: " + e.getMessage());
      }
      Protocol p = registry.protocolOf(t);
      Codec<?> codec = codec(p, t, registry);
      return new Selection(p, codec, registry, true, own(t, codec, registry));
    }
    Protocol p = registry.protocol(name).orElseThrow(() -> usage(
        "Unknown protocol '" + name + "': one of " + registry.protocolNames()));
    if (type == null) {
      return new Selection(p, p.codec(), registry, false, p.codec());
    }
    Class<?> t;
    try {
      t = TypeNames.resolve(p.codec().type(), type);
    } catch (JsonInputException e) {
      try {
        t = registry.type(type);
      } catch (IllegalArgumentException notThere) {
        throw usage("--type: " + e.getMessage());
      }
      if (!registry.protocolOf(t).equals(p)) {
        throw usage("--type: " + t.getName() + " is not a message type of " + p.name()
            + " (leave PROTOCOL out to decode it on its own)");
      }
    }
    Codec<?> codec = codec(p, t, registry);
    return new Selection(p, codec, registry, true, own(t, codec, registry));
  }

  /**
   * The codec of exactly {@code t} (a variant's own, where {@code codec} is its union's), for
   * the commands that describe a type rather than decode frames.
   */
  private static Codec<?> own(Class<?> t, Codec<?> codec, Registry registry) {
    if (codec.type().equals(t)) {
      return codec;
    }
    try {
      return registry.codecOf(t);
    } catch (IllegalArgumentException e) {
      return codec;
    }
  }

  private Codec<?> codec(Protocol p, Class<?> t, Registry registry) {
    if (p.codec().type().isAssignableFrom(t)) {
      return p.codec();
    }
    try {
      return registry.codecOf(t);
    } catch (IllegalArgumentException e) {
      throw usage("--type: " + TypeNames.of(t) + " is not a message type of " + p.name());
    }
  }

  /** The built-in registry, or one that also sees the jars and folders of {@code classpath}. */
  static Registry registry(List<Path> classpath, CommandLine commandLine) {
    if (classpath.isEmpty()) {
      return Protocols.BUILT_IN;
    }
    List<URL> urls = urls(classpath, commandLine);
    // Never closed: the codecs' classes load lazily from it while the command runs.
    @SuppressWarnings("resource")
    URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new),
        Target.class.getClassLoader());
    try {
      return Registry.load(loader);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(commandLine, "--classpath: " + e.getMessage());
    }
  }

  /**
   * A class loader of the jars and folders of {@code classpath} alone, without a parent: its
   * {@code findResource} says what they hold themselves, whatever class loader loaded a class
   * (the command line's own, for a class on both).
   */
  static URLClassLoader pathsAlone(List<Path> classpath, CommandLine commandLine) {
    return new URLClassLoader(urls(classpath, commandLine).toArray(URL[]::new), null);
  }

  /** The URLs of {@code classpath}'s entries; a missing one is a usage error. */
  private static List<URL> urls(List<Path> classpath, CommandLine commandLine) {
    List<URL> urls = new ArrayList<>();
    for (Path entry : classpath) {
      if (!Files.exists(entry)) {
        throw new ParameterException(commandLine, "--classpath: no such file or folder: " + entry);
      }
      try {
        urls.add(entry.toAbsolutePath().toUri().toURL());
      } catch (MalformedURLException e) {
        throw new ParameterException(commandLine, "--classpath: " + entry + ": " + e.getMessage());
      }
    }
    return urls;
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
