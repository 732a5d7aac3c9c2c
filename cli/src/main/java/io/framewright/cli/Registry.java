package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.CodecProvider;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.FramingProvider;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What the command line can decode: the protocols ({@link FramingProvider}) and the message
 * types ({@link CodecProvider}) in the service indexes a class loader sees, the prebuilt
 * protocols' and those of the user's {@code --classpath} alike.
 *
 * @param protocols by name
 * @param codecs every generated codec, by its type's name
 */
record Registry(List<Protocol> protocols, List<Codec<?>> codecs) {
  /** The largest frame a stream of a type outside any protocol may hold. */
  static final int TYPE_MAX_FRAME = 64 * 1024;

  /** Loads both service indexes through {@code loader}. */
  static Registry load(ClassLoader loader) {
    try {
      List<Protocol> protocols = ServiceLoader.load(FramingProvider.class, loader).stream()
          .map(ServiceLoader.Provider::get)
          .map(p -> new Protocol(p.name(), p.framing()))
          .sorted(Comparator.comparing(Protocol::name))
          .toList();
      List<Codec<?>> codecs = ServiceLoader.load(CodecProvider.class, loader).stream()
          .<Codec<?>>map(p -> p.get().codec())
          .sorted(Comparator.comparing(c -> c.type().getName()))
          .toList();
      return new Registry(protocols, codecs);
    } catch (ServiceConfigurationError | LinkageError e) {
      throw new IllegalArgumentException("a service index on the class path is broken: "
          + e.getMessage(), e);
    }
  }

  Optional<Protocol> protocol(String name) {
    return protocols.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
  }

  String protocolNames() {
    return protocols.stream().map(Protocol::name).collect(Collectors.joining(", "));
  }

  /**
   * The message type {@code name}: a generated codec's type by its full name ({@code
   * com.example.Outer.Inner} or {@code com.example.Outer$Inner}), a variant of one by its full
   * name, or else by the short name the JSON uses ({@code Outer.Inner}) when only one type has it.
   *
   * @throws IllegalArgumentException naming the candidates when there is none or more than one
   */
  Class<?> type(String name) {
    List<Class<?>> known = new ArrayList<>();
    for (Codec<?> codec : codecs) {
      known.add(codec.type());
      known.addAll(TypeNames.variants(codec.type()));
    }
    for (Class<?> t : known) {
      if (t.getName().equals(name) || name.equals(t.getCanonicalName())) {
        return t;
      }
    }
    List<Class<?>> byShortName = known.stream().filter(t -> TypeNames.of(t).equals(name)).distinct()
        .toList();
    if (byShortName.size() == 1) {
      return byShortName.get(0);
    }
    if (byShortName.isEmpty()) {
      throw new IllegalArgumentException("no message type " + name + " among the "
          + codecs.size() + " codecs on the class path (is its jar or folder given with"
          + " --classpath?)");
    }
    throw new IllegalArgumentException(name + " is ambiguous: "
        + byShortName.stream().map(Class::getName).collect(Collectors.joining(", ")));
  }

  /**
   * The protocol {@code type} belongs to: the one whose top-level type it is, extends, or shares a
   * package with; else a protocol of its own, named after it, whose messages travel one per
   * input or, if they know where they end, back to back on a stream (a bad one skipped byte by
   * byte, there being no marker to look for).
   */
  Protocol protocolOf(Class<?> type) {
    for (Protocol p : protocols) {
      if (p.codec().type().isAssignableFrom(type)
          || p.codec().type().getPackageName().equals(type.getPackageName())) {
        return p;
      }
    }
    Codec<?> codec = codecOf(type);
    Framing<?> framing = codec.readsToEnd()
        ? Framing.datagram(codec, "one message per input")
        : Framing.stream(codec, Resync.nextByte(), TYPE_MAX_FRAME,
            "one message per input, or back to back on a stream");
    return new Protocol(type.getName(), framing);
  }

  /** The codec of {@code type}, or of the union it is a variant of. */
  Codec<?> codecOf(Class<?> type) {
    for (Codec<?> codec : codecs) {
      if (codec.type() == type) {
        return codec;
      }
    }
    for (Codec<?> codec : codecs) {
      if (codec.type().isAssignableFrom(type)) {
        return codec;
      }
    }
    throw new IllegalArgumentException("no codec for " + type.getName());
  }

  /**
   * The message types, by full name, whose layouts hold a message named {@code name} (within its
   * package, as {@code ContextRequiredException} names it) as a component or list element: the
   * types to decode a message that reads components of its enclosing one.
   */
  Set<String> holdersOf(String name) {
    Set<String> out = new TreeSet<>();
    for (Codec<?> codec : codecs) {
      codec.description().ifPresent(layout -> holders(layout, name, out));
    }
    return out;
  }

  private static void holders(MessageLayout layout, String name, Set<String> out) {
    if (layout instanceof RecordLayout r) {
      for (WireField f : r.fields()) {
        if (f.kind() == WireField.Kind.MESSAGE && f.message().name().equals(name)) {
          out.add(r.type());
        }
      }
    } else if (layout instanceof UnionLayout u) {
      for (UnionLayout.Variant v : u.variants()) {
        MessageLayout variant;
        try {
          variant = v.layout() == null ? null : v.layout().layout();
        } catch (RuntimeException noLayout) {
          continue; // a variant whose codec does not describe itself holds nothing we can see
        }
        if (variant != null) {
          holders(variant, name, out);
        }
      }
    }
  }
}
