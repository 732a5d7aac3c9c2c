package io.framewright.processor;

import static io.framewright.processor.GeneratedClasses.describe;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.framewright.processor.GenModel.Declaration;
import io.framewright.processor.GenModel.RecordType;
import io.framewright.processor.GenModel.Type;
import io.framewright.processor.GenModel.UnionType;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.FixedSizeCodec;
import io.framewright.runtime.MessageView;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * Never again: random declarations over the whole annotation vocabulary (every field type and
 * width, conditions, flags, counts and lengths prefixed and held by fields, optional nested
 * messages, unions, delimiters, custom codecs, checksums, magic, padding, charsets, trailing
 * parts, open enums, value rules, and hostile names for types and components), each compiled with the processor. Each must end in one of
 * two ways: catalogued diagnostics (FWnnn, not FW099) on the declaration's own elements and no
 * other error; or generated code that compiles and whose codecs round-trip random values
 * byte-exactly and reject every truncation of a valid encoding with a {@link DecodeException}.
 *
 * <p>The number of declarations is jqwik's default tries, set in processor/pom.xml from the
 * property {@code framewright.generative.tries} (a bounded run in {@code mvn verify}); see
 * docs/reference/robustness.md for a long run.
 */
class GenerativeProcessorTest {
  private static final Pattern ID = Pattern.compile("^\\[(FW\\d{3})\\]");
  private static final Set<String> CATALOGUE = Arrays.stream(
      io.framewright.processor.diagnostic.Diagnostic.values())
      .map(io.framewright.processor.diagnostic.Diagnostic::id).collect(Collectors.toSet());
  private static final AtomicInteger COMPILED = new AtomicInteger();
  static final AtomicInteger CODECS = new AtomicInteger();
  /** Codecs (one per value checked) whose decode keeps its position in locals. */
  static final AtomicInteger LOCAL = new AtomicInteger();
  private static volatile boolean inProperty;

  @Provide
  Arbitrary<Declaration> declarations() {
    return GenerativeSamples.declarations();
  }

  /**
   * The build's run: a fixed seed, so that a build fails for a change and not for a draw (a
   * newcomer's first build must not go red for a rare shape nobody touched).
   */
  @Property(seed = "20261128", shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.NONE)
  void everyDeclarationEndsInACodecOrADiagnostic(@ForAll("declarations") Declaration d,
      @ForAll long seed) throws Exception {
    inProperty = true;
    check(d, seed);
  }

  /**
   * The same from a new seed each run, to find what the fixed one does not: tagged
   * {@code explore}, which no build runs unless asked ({@code -Dframewright.excludedGroups=long}
   * or {@code -Dframewright.excludedGroups=}); see docs/reference/robustness.md.
   */
  @Property(shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.NONE)
  @net.jqwik.api.Tag("explore")
  void newDeclarationsEndInACodecOrADiagnostic(@ForAll("declarations") Declaration d,
      @ForAll long seed) throws Exception {
    inProperty = true;
    check(d, seed);
  }

  /** Compiles {@code d} and checks its outcome; values come from {@code seed}. */
  static void check(Declaration d, long seed) throws Exception {
    List<JavaFileObject> files = new ArrayList<>();
    for (Type t : d.types) {
      files.add(JavaFileObjects.forSourceString(d.pkg + "." + t.name, d.source(t)));
    }
    // Half the declarations ask for views of all their fixed-size messages: those must compile
    // and agree with their codecs too.
    boolean views = d.views || (seed & 1) == 0;
    if (views) {
      files.add(JavaFileObjects.forSourceString(d.pkg + ".package-info",
          "@io.framewright.annotations.View\npackage " + d.pkg + ";\n"));
    }
    Compilation c = Compiler.javac().withProcessors(new FramewrightProcessor()).compile(files);
    COMPILED.incrementAndGet();
    if (d.expected != null || d.mustCompile && !c.errors().isEmpty()) {
      String ids = c.errors().stream().map(e -> e.getMessage(null).substring(1, 6)).distinct()
          .collect(Collectors.joining(", "));
      check(d.expected == null ? ids.isEmpty() : ids.equals(d.expected), "a shape that must "
          + (d.expected == null ? "compile" : "end in " + d.expected) + " ended in [" + ids
          + "]:\n" + Compilations.describe(c) + "\n" + d);
      if (d.expected != null) {
        collect("outcome", "diagnostic");
        return;
      }
    }
    if (!c.errors().isEmpty()) {
      diagnosed(d, c, files);
      return;
    }
    CODECS.incrementAndGet();
    collect("outcome", "codec");
    for (String feature : features(d)) {
      collect("codec with", feature);
    }
    GeneratedClasses loader = new GeneratedClasses(c);
    GenValues values = new GenValues(d, loader, seed);
    for (Type t : d.types) {
      if (!isTopLevelMessage(d, t)) {
        continue;
      }
      @SuppressWarnings("unchecked")
      Codec<Object> codec = (Codec<Object>) loader.loadClass(d.pkg + "." + t.name + "Codec")
          .getField("INSTANCE").get(null);
      MessageView<?> view = null;
      if (views && codec instanceof FixedSizeCodec<?>) {
        view = (MessageView<?>) loader.loadClass(d.pkg + "." + t.name + "View")
            .getConstructor().newInstance();
        collect("views", "view");
      } else if (views && c.generatedSourceFile(d.pkg + "." + t.name + "View").isPresent()) {
        // A variable-size message gets one when its parts are all of a shape a view reads.
        view = (MessageView<?>) loader.loadClass(d.pkg + "." + t.name + "View")
            .getConstructor().newInstance();
        collect("views", t instanceof UnionType ? "view of a union"
            : t instanceof RecordType r && r.comps.stream()
                .anyMatch(x -> x.kind == GenModel.Kind.UNION) ? "view of a record with a union"
            : "view of a variable-size message");
      }
      check(view != null || !d.views, "a shape that asks for views got none for " + t.name
          + ":\n" + Compilations.describe(c) + "\n" + d);
      for (int i = 0; i < 3; i++) {
        values.risky = false;
        Object value = values.value(t.name);
        byte[] wire = roundTrip(d, codec, value, values.risky);
        if (wire != null) {
          readAgrees(d, codec, wire, seed + i);
        }
        if (view != null && wire != null) {
          viewAgrees(d, codec, view, wire, seed + i);
        }
      }
    }
  }

  /** The later features {@code d} uses, for the statistics: they must reach codecs too. */
  private static Set<String> features(Declaration d) {
    Set<String> used = new java.util.TreeSet<>();
    for (Type t : d.types) {
      if (t instanceof UnionType u && (u.varint || u.bits % 8 != 0)) {
        used.add(u.varint ? "varint tag" : "packed tag");
      }
      if (t instanceof RecordType r) {
        if (r.severalTags()) {
          used.add("@Tag of several");
        }
        for (GenModel.Comp c : r.comps) {
          if (c.varint != null) {
            used.add("@Varint");
          }
          if (c.rule != null) {
            used.add("@" + c.rule);
          }
          if (c.sizeMin > 0) {
            used.add("size min");
          }
          if (c.size == GenModel.Size.VARINT) {
            used.add("varint prefix");
          }
          if (c.size == GenModel.Size.EXPR) {
            used.add(c.exprSets != null ? "expr set" : "expr checked");
          }
          if (c.trailing) {
            used.add("@Trailing");
          }
          if (c.rawOf != null) {
            used.add("open enum");
          }
          if (c.select != null) {
            boolean byEnum = r.comps.stream().anyMatch(x -> x.name.equals(c.select)
                && x.kind == GenModel.Kind.ENUM);
            boolean byOpen = r.comps.stream().anyMatch(x -> c.select.equals(x.rawOf));
            used.add(byOpen ? "@Select by an open enum" : byEnum ? "@Select by an enum"
                : "@Select");
          }
        }
      }
    }
    return used;
  }

  /** The types that get a codec of their own: records and unions with @Message. */
  /**
   * Whether {@code t} is decoded on its own: not a catch-all, nor a record or union that reads
   * the record enclosing it (a union does when a variant does: it passes them the values).
   */
  static boolean isTopLevelMessage(Declaration d, Type t) {
    if (t instanceof UnionType u) {
      return d.types.stream().noneMatch(v -> v instanceof RecordType r
          && u.variants.contains(r.name) && u.name.equals(r.union) && readsParent(r));
    }
    return t instanceof RecordType r && r.message && !r.unknownTag && !readsParent(r);
  }

  /**
   * Whether {@code r} reads a value of the record enclosing it ({@code _parent.n}): its codec
   * is used only inside that one's (on its own it throws {@code ContextRequiredException}).
   */
  static boolean readsParent(RecordType r) {
    return r.comps.stream().anyMatch(c -> c.sizeField != null && c.sizeField.startsWith("_parent.")
        || c.whenField != null && c.whenField.startsWith("_parent."));
  }

  private static void diagnosed(Declaration d, Compilation c, List<JavaFileObject> files) {
    Set<URI> ours = files.stream().map(JavaFileObject::toUri).collect(Collectors.toSet());
    for (Diagnostic<? extends JavaFileObject> e : c.errors()) {
      String message = e.getMessage(null);
      Matcher m = ID.matcher(message);
      String where = e.getSource() == null ? "(no source)" : e.getSource().toUri().toString();
      if (!m.find() || !CATALOGUE.contains(m.group(1)) || m.group(1).equals("FW099")
          || e.getSource() == null || !ours.contains(e.getSource().toUri())) {
        throw new AssertionError("not a catalogued diagnostic on the declaration: " + where + ":"
            + e.getLineNumber() + ": " + message + "\nall diagnostics:\n"
            + Compilations.describe(c) + "\n" + d);
      }
    }
    collect("outcome", "diagnostic");
    // The ids of the later features (@Select, @Varint, size expressions, back-references).
    c.errors().stream().map(e -> e.getMessage(null).substring(1, 6))
        .filter(id -> id.compareTo("FW110") >= 0 && id.compareTo("FW299") <= 0).distinct()
        .forEach(id -> collect("later diagnostic", id));
    collect("diagnostic", c.errors().stream()
        .map(e -> e.getMessage(null).substring(1, 6)).sorted().findFirst().orElseThrow());
  }

  /**
   * A decode that keeps its position in locals agrees with {@code read} through a reader
   * ({@link LocalDecodeChecks}) on a valid encoding, each of its truncations and some mutations.
   */
  private static void readAgrees(Declaration d, Codec<Object> codec, byte[] wire, long seed) {
    boolean local = LocalDecodeChecks.decodesInLocals(codec);
    collect("decode", local ? "in locals" : "through a reader");
    if (!local) {
      return;
    }
    LOCAL.incrementAndGet();
    try {
      LocalDecodeChecks.agrees(codec, wire);
      for (int n = 0; n < wire.length; n++) {
        LocalDecodeChecks.agrees(codec, Arrays.copyOf(wire, n));
      }
      Mutations.run(List.of(wire), seed, 20, m -> LocalDecodeChecks.agrees(codec, m));
    } catch (AssertionError e) {
      throw new AssertionError(e.getMessage() + "\n" + d, e);
    }
  }

  /**
   * The view agrees with the codec ({@link ViewChecks}) on a valid encoding, each of its
   * truncations and some mutations; and with the encoding's bytes changed after a wrap, it reads
   * none after the message ({@link ViewChecks#readsOnlyItsBytes}).
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void viewAgrees(Declaration d, Codec<Object> codec, MessageView<?> view,
      byte[] wire, long seed) {
    try {
      ViewChecks.agrees((Codec) codec, (MessageView) view, wire);
      ViewChecks.readsOnlyItsBytes(view, wire);
      for (int n = 0; n < wire.length; n++) {
        ViewChecks.agrees((Codec) codec, (MessageView) view, Arrays.copyOf(wire, n));
      }
      Mutations.run(List.of(wire), seed, 20,
          m -> ViewChecks.agrees((Codec) codec, (MessageView) view, m));
    } catch (AssertionError e) {
      throw new AssertionError(e.getMessage() + "\n" + d, e);
    }
  }

  /** Returns the encoding of {@code value}, or null if it was (rightly) refused. */
  private static byte[] roundTrip(Declaration d, Codec<Object> codec, Object value,
      boolean risky) throws ReflectiveOperationException {
    byte[] wire;
    try {
      wire = codec.encode(value);
    } catch (EncodeException e) {
      if (!risky) {
        throw new AssertionError("encoding a value that fits its layout failed: "
            + describe(value) + "\n" + d, e);
      }
      collect("encode", "refused");
      return null;
    } catch (RuntimeException e) {
      throw new AssertionError("encoding threw " + e + "\nvalue " + describe(value) + "\n" + d, e);
    }
    collect("encode", "encoded");
    String context = "\nvalue " + describe(value) + "\nwire " + GeneratedClasses.hex(wire)
        + "\n" + d;
    check(codec.size(value) == wire.length, "size() " + codec.size(value) + " but encode wrote "
        + wire.length + context);
    Object back = decode(codec, wire, 0, wire.length, context);
    check(describe(back).equals(describe(value)), "decoded " + describe(back) + context);
    byte[] again = codec.encode(back);
    check(Arrays.equals(again, wire), "re-encoded " + GeneratedClasses.hex(again) + context);
    // A varint encode derives (a selector, a size expression's term) is written and measured
    // as derived, whatever number the record holds there.
    Object stale = GenShapes.stale(d, value);
    if (stale != null) {
      byte[] same = codec.encode(stale);
      check(Arrays.equals(same, wire) && codec.size(stale) == wire.length, "holding "
          + describe(stale) + " encoded " + GeneratedClasses.hex(same) + ", size() "
          + codec.size(stale) + context);
    }
    byte[] framed = new byte[wire.length + 6];
    Arrays.fill(framed, (byte) 0x5A);
    System.arraycopy(wire, 0, framed, 3, wire.length);
    Object atOffset = decode(codec, framed, 3, wire.length, context);
    check(describe(atOffset).equals(describe(value)),
        "decoded at offset 3 " + describe(atOffset) + context);
    for (int n = 0; n < wire.length; n++) {
      byte[] prefix = Arrays.copyOf(wire, n);
      Object shorter;
      try {
        shorter = codec.decode(prefix);
      } catch (DecodeException expected) {
        continue;
      } catch (RuntimeException | Error e) {
        throw new AssertionError("the first " + n + " bytes threw " + e + context, e);
      }
      // A shorter message is acceptable only if it is one (a layout open at its end).
      byte[] reencoded;
      try {
        reencoded = codec.encode(shorter);
      } catch (RuntimeException e) {
        throw new AssertionError("the first " + n + " bytes decoded to " + describe(shorter)
            + ", which does not encode: " + e + context, e);
      }
      check(Arrays.equals(reencoded, prefix), "the first " + n + " bytes decoded to "
          + describe(shorter) + ", which encodes as " + GeneratedClasses.hex(reencoded) + context);
    }
    return wire;
  }

  private static Object decode(Codec<Object> codec, byte[] buf, int off, int len,
      String context) {
    try {
      return codec.decode(buf, off, len);
    } catch (RuntimeException e) {
      throw new AssertionError("decoding its own encoding threw " + e + context, e);
    }
  }

  /** Counts an outcome in jqwik's statistics, when running inside the property. */
  private static void collect(String label, Object value) {
    if (inProperty) {
      Statistics.label(label).collect(value);
    }
  }

  private static void check(boolean ok, String message) {
    if (!ok) {
      throw new AssertionError(message);
    }
  }

  @AfterContainer
  static void report() {
    System.out.printf("GenerativeProcessorTest: compiled %d declarations, %d into codecs, "
        + "%d decoded in locals%n", COMPILED.get(), CODECS.get(), LOCAL.get());
  }
}
