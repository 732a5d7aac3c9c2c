package io.framewright.processor;

import io.framewright.processor.GenModel.CodecType;
import io.framewright.processor.GenModel.Comp;
import io.framewright.processor.GenModel.Declaration;
import io.framewright.processor.GenModel.EnumType;
import io.framewright.processor.GenModel.Kind;
import io.framewright.processor.GenModel.RecordType;
import io.framewright.processor.GenModel.Size;
import io.framewright.processor.GenModel.UnionType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random genes and their resolution into a {@link Declaration}. A gene is a tuple of small
 * numbers, 0 being the simplest choice of each; resolution reads them against what came before
 * (a condition names the nearest earlier integer, a size field the nearest earlier int), so
 * that jqwik shrinks a failing declaration by shortening lists and lowering numbers and the
 * result stays a consistent declaration.
 */
final class GenGenes {
  private GenGenes() {}

  /**
   * One component: what it is, its width, options, size, condition, name, and the later
   * features ({@code extra} 8 to 15: @Varint, varint prefixes, size expressions, @Select).
   */
  record CompGene(int kind, int width, int opts, int size, int cond, int name, int extra) {}

  /** One record type: its name, message options, @Magic, @Checksum and components. */
  record TypeGene(int name, int opts, int magic, int checksum, List<CompGene> comps) {}

  /**
   * A declaration: the main record (tested), an auxiliary record (nested, listed), two variants
   * of a union, the union, the enum and the codecs.
   */
  record DeclGene(TypeGene main, TypeGene aux, TypeGene v1, TypeGene v2, int union, int enumGene,
      int codecs, int tags) {}

  static Arbitrary<CompGene> compGenes() {
    return Combinators.combine(
        Arbitraries.integers().between(0, Kind.values().length - 1),
        Arbitraries.integers().between(0, 70),
        Arbitraries.integers().between(0, 255),
        Arbitraries.integers().between(0, 15),
        Arbitraries.integers().between(0, 15),
        // 41 to 45: the name of a getter a view has for an earlier component (viewGetterName)
        Arbitraries.integers().between(0, 45),
        Arbitraries.integers().between(0, 15)).as(CompGene::new);
  }

  static Arbitrary<TypeGene> typeGenes(int maxComps) {
    return Combinators.combine(
        Arbitraries.integers().between(0, 40),
        Arbitraries.integers().between(0, 255),
        Arbitraries.integers().between(0, 15),
        Arbitraries.integers().between(0, 15),
        compGenes().list().ofMinSize(0).ofMaxSize(maxComps)).as(TypeGene::new);
  }

  static Arbitrary<DeclGene> declGenes() {
    return Combinators.combine(
        typeGenes(8), typeGenes(4), typeGenes(3), typeGenes(3),
        Arbitraries.integers().between(0, 63),
        Arbitraries.integers().between(0, 63),
        Arbitraries.integers().between(0, 63),
        Arbitraries.integers().between(0, 31)).as(DeclGene::new);
  }

  /** Names users give types, including every one that is also a JDK or runtime simple name. */
  static final List<String> HOSTILE_TYPE_NAMES = List.of(
      "Float", "String", "Override", "Provider", "Bytes", "Text", "Class", "Double", "Integer",
      "Object", "List", "Long", "Objects", "Arrays", "Hex", "WireReader", "Codec",
      "DecodeException", "EncodeException", "Math", "System", "Boolean", "Short", "Byte",
      "Character", "Collections", "StandardCharsets", "Bits", "Delimiters", "Checksums",
      "ValueCodec", "FixedSizeCodec", "Framewright", "Trace", "BitList", "Field", "Message",
      "Generated", "SuppressWarnings");

  /** Names users give components, including names of generated locals and constants. */
  static final List<String> HOSTILE_COMPONENT_NAMES = List.of(
      "FIXED_SIZE", "value", "buf", "p", "in", "Hex", "CODEC_X", "off", "len", "out", "Text",
      "Collections", "limit", "result", "i", "n", "reader", "codec", "INSTANCE", "size", "trace",
      "bits", "w0", "TYPE", "start", "end", "b", "v", "Bytes", "Bits", "WireReader", "String",
      "Integer", "Objects", "Math", "Arrays", "ab", "aB", "CODEC_NUM", "S_TERMINATOR");

  /**
   * A name for a component the resolver adds (a selector, a size component) that no component
   * of {@code r} has: {@code base} and the count of components, with a suffix while taken (a
   * gene's own name may be "n2" already).
   */
  static String fresh(RecordType r, String base) {
    Set<String> taken = new HashSet<>();
    r.comps.forEach(x -> taken.add(x.name));
    String n = base + r.comps.size();
    for (int k = 2; taken.contains(n); k++) {
      n = base + r.comps.size() + "_" + k;
    }
    return n;
  }

  private static final AtomicInteger PACKAGES = new AtomicInteger();

  /** Builds the declaration of {@code g} in a package of its own. */
  static Declaration resolve(DeclGene g) {
    return new Resolver(g, "gen.p" + PACKAGES.incrementAndGet()).declaration();
  }

  private static final class Resolver {
    private final DeclGene g;
    private final Declaration d;
    private final Set<String> typeNames = new HashSet<>();
    private String enumName;
    private String auxName;
    private String unionName;
    /** Bits of the union's tag when they are not whole bytes (its variants start with it). */
    private int packedTag;
    private final List<String> codecs = new ArrayList<>();

    Resolver(DeclGene g, String pkg) {
      this.g = g;
      this.d = new Declaration(pkg);
    }

    Declaration declaration() {
      // Names first: every record may refer to the enum, the aux record, the union, the codecs.
      enumName = typeName(g.enumGene() % 41, "E");
      auxName = typeName(g.aux().name(), "N");
      unionName = typeName(g.union() % 41, "U");
      String v1 = typeName(g.v1().name(), "V1");
      String v2 = typeName(g.v2().name(), "V2");
      String mainName = typeName(g.main().name(), "M");
      for (int i = 0; i < 3; i++) {
        codecs.add(typeName((g.codecs() >> (2 * i)) % 4 == 3 ? 10 + i * 7 + g.codecs() % 5 : 0,
            "Num" + i));
      }

      EnumType e = new EnumType();
      e.name = enumName;
      int ev = g.enumGene();
      int constants = 1 + ev % 3;
      for (int i = 0; i < constants; i++) {
        e.constants.add(i == 0 ? "A" : i == 1 ? "B" : "C");
        // Wire values in 0..5; bit 5 of the gene makes one large (FW032 for narrow fields).
        e.wireValues.add(i == 2 && (ev & 32) != 0 ? 300L : (long) (i * (1 + ev % 2)));
      }
      // Open (@UnknownValue) on bit 4, the catch-all first or last; misplaced now and then:
      // with a @WireValue (FW145), or two of them (FW146).
      if ((ev & 16) != 0) {
        e.unknownAt = (ev & 4) != 0 ? 0 : constants;
        e.unknownWrong = g.tags() == 31 ? 1 : g.tags() == 23 ? 2 : 0;
      }
      d.types.add(e);

      for (int i = 0; i < codecs.size(); i++) {
        CodecType c = new CodecType();
        c.name = codecs.get(i);
        c.kind = i == 0 ? Kind.USING_INT : i == 1 ? Kind.USING_LONG : Kind.USING_STRING;
        d.types.add(c);
      }

      RecordType aux = record(auxName, g.aux(), 0);
      // A fixed layout that is not whole bytes too: zero bits to the byte, then the terminator.
      if ((g.aux().opts() & 8) != 0) {
        aux.delimited = new int[] {0x0A};
      }
      d.types.add(aux);

      UnionType u = new UnionType();
      u.name = unionName;
      int ug = g.union();
      u.bits = new int[] {8, 16, 32, 8}[ug % 4];
      // Now and then a varint tag, or one that is not whole bytes (3, 4, 12 bits): its
      // variants' first fields share its last byte.
      if (g.tags() >= 1 && g.tags() <= 3) {
        u.varint = true;
        u.quic = g.tags() == 3;
        u.bits = 31;
      } else if (g.tags() >= 4 && g.tags() <= 6) {
        u.bits = new int[] {4, 3, 12}[g.tags() - 4];
        packedTag = u.bits;
      }
      u.order = (ug & 4) != 0 ? "LITTLE" : null;
      u.messageOrder = (ug & 8) != 0 ? "LITTLE" : null;
      u.magic = (ug & 16) != 0 && (ug & 32) != 0 ? new int[] {0x55} : null;
      RecordType r1 = record(v1, g.v1(), 1);
      r1.union = unionName;
      r1.tag = 1L;
      RecordType r2 = record(v2, g.v2(), 1);
      r2.union = unionName;
      r2.tag = (ug & 32) == 0 ? 2L : u.varint ? 300L : packedTag > 0 ? (1L << packedTag) - 1
          : 0x7FL;
      // Several tags for the first variant now and then: a set, a range, a reversed range
      // (FW118). The union's own codec refuses to encode such a variant; @Select writes it.
      if (g.tags() >= 24 && g.tags() <= 26) {
        r1.moreTags = new long[] {5};
      } else if (g.tags() >= 27 && g.tags() <= 29) {
        r1.tag = 8L;
        r1.tagTo = 11L;
      } else if (g.tags() == 30) {
        r1.tag = 11L;
        r1.tagTo = 8L;
      }
      u.variants.add(v1);
      u.variants.add(v2);
      d.types.add(u);
      d.types.add(r1);
      d.types.add(r2);
      if ((ug & 16) != 0) {
        String unknown = typeName(0, "Other");
        RecordType r3 = new RecordType();
        r3.name = unknown;
        r3.message = false;
        r3.union = unionName;
        r3.unknownTag = true;
        Comp tag = new Comp();
        tag.name = "tag";
        tag.kind = Kind.LONG;
        Comp data = new Comp();
        data.name = "data";
        data.kind = Kind.BYTES;
        data.size = Size.REMAINING;
        r3.comps.add(tag);
        r3.comps.add(data);
        u.variants.add(unknown);
        d.types.add(r3);
      }

      RecordType main = record(mainName, g.main(), 2);
      d.types.add(main);
      for (int i = 0; i < main.comps.size(); i++) {
        Comp c = main.comps.get(i);
        boolean last = i == main.comps.size() - 1;
        // A part that runs to the end of its input (an @UnknownTag variant, a record whose
        // last component is @Remaining) must end the input it is given: followed by anything,
        // or as a list element, it is an error (FW042, FW043), kept on a misplacing gene only.
        if (c.misplace) {
          continue;
        }
        if (c.kind == Kind.UNION && u.variants.size() == 3 && !last) {
          d.types.remove(d.type(u.variants.remove(2)));
        }
        if ((c.kind == Kind.UNION || c.kind == Kind.NESTED) && last) {
          c.padAfter = 0;
          if (main.checksum != null && main.checksum.contains("At.END")) {
            main.checksum = null;
          }
        }
        if (c.kind == Kind.UNION && !last || c.kind == Kind.NESTED && !last
            || c.kind == Kind.LIST) {
          List<String> inner = c.kind == Kind.UNION ? u.variants : List.of(c.ref);
          for (String name : inner) {
            GenModel.Type t = d.type(name);
            if (t instanceof RecordType r && !r.unknownTag) {
              for (Comp x : r.comps) {
                if (x.size == Size.REMAINING) {
                  x.size = Size.PREFIX;
                  x.sizeBits = 8;
                  x.max = 0;
                }
                if (x.trailing && !x.misplace) {
                  untrail(x);
                }
              }
            }
          }
        }
      }
      keepReachable(mainName);
      return d;
    }

    /**
     * Drops the types the main record does not use, so that a failing case prints (and
     * compiles) only what it needs.
     */
    private void keepReachable(String mainName) {
      Set<String> keep = new HashSet<>();
      List<String> todo = new ArrayList<>(List.of(mainName));
      while (!todo.isEmpty()) {
        String name = todo.remove(todo.size() - 1);
        if (!keep.add(name)) {
          continue;
        }
        GenModel.Type t = d.type(name);
        if (t instanceof RecordType r) {
          for (Comp c : r.comps) {
            if (c.ref != null) {
              todo.add(c.ref.substring(c.ref.lastIndexOf('.') + 1));
            }
          }
        } else if (t instanceof UnionType u) {
          todo.addAll(u.variants);
        }
      }
      d.types.removeIf(t -> !keep.contains(t.name));
    }

    private String typeName(int gene, String plain) {
      String name = gene < 10 ? plain
          : HOSTILE_TYPE_NAMES.get((gene - 10) % HOSTILE_TYPE_NAMES.size());
      String n = name;
      for (int i = 2; !typeNames.add(n.toLowerCase(Locale.ROOT)); i++) {
        n = name + i;
      }
      return n;
    }

    /**
     * A record from its gene. {@code level} 0 is the auxiliary record (it refers to no other
     * record), 1 a union variant (may hold the auxiliary record), 2 the main record (may hold
     * everything).
     */
    private RecordType record(String name, TypeGene t, int level) {
      RecordType r = new RecordType();
      r.name = name;
      int o = t.opts();
      if (level == 1) {
        // A variant without @Message takes the union's order; under a packed tag it must
        // (FW172).
        r.message = (o & 16) == 0 && packedTag == 0;
      } else {
        // The main record is always a message; the auxiliary one rarely not (FW020).
        r.message = level == 2 || (o & 112) != 112;
      }
      if (r.message) {
        r.order = (o & 3) == 1 ? "LITTLE" : (o & 3) == 2 ? "BIG"
            : (o & 3) == 3 && (o & 192) == 192 ? "INHERIT" : null;
        r.bitOrder = (o & 4) != 0 ? "LSB_FIRST" : null;
        if (t.magic() == 13) {
          r.magic = new int[] {0xCA, 0xFE};
        } else if (t.magic() == 14) {
          r.magicAscii = "FW";
        } else if (t.magic() == 15 && (o & 192) == 192) {
          r.magic = new int[0];
        }
      }
      List<CompGene> genes = t.comps();
      // @Trailing on the last 1 to 3 components (magic 1 to 3), as far as they may be.
      int trailing = t.magic() >= 1 && t.magic() <= 3 ? t.magic() : 0;
      // bits after the last byte boundary, or -1 when that depends on values
      int offset = level == 1 ? packedTag % 8 : 0;
      Set<String> names = new HashSet<>();
      for (int i = 0; i < genes.size(); i++) {
        Comp c = component(r, genes.get(i), level, i == genes.size() - 1,
            i >= genes.size() - trailing);
        if (c == null) {
          continue;
        }
        r.comps.forEach(x -> names.add(x.name)); // with a selector or size it may have added
        String base = genes.get(i).name() > 40 && !r.comps.isEmpty()
            ? viewGetterName(r, genes.get(i).name())
            : componentName(genes.get(i).name(), r.comps.size());
        String n = base;
        for (int k = 2; names.contains(n); k++) {
          n = base + k;
        }
        names.add(n);
        c.name = n;
        offset = align(c, offset, genes.get(i));
        r.comps.add(c);
        if (c.kind == Kind.ENUM && openEnum()) {
          raw(r, c, genes.get(i).width());
        }
      }
      if (r.message) {
        switch (t.checksum()) {
          case 12:
            r.checksum = "algorithm = java.util.zip.CRC32.class, bits = 32, at = "
                + "io.framewright.annotations.Checksum.At.END";
            break;
          case 13:
            r.checksum = "algorithm = io.framewright.runtime.Crc16Kermit.class, bits = 16,"
                + " includeField = true, placeholder = 18";
            break;
          case 14:
            r.checksum = "algorithm = java.util.zip.CRC32C.class, bits = 32, order = "
                + "io.framewright.annotations.Endian.LITTLE";
            break;
          case 15:
            r.checksum = "algorithm = java.util.zip.CRC32.class, bits = 24, placeholder = 0x123";
            break;
          case 11:
            if ((t.opts() & 192) == 192) {
              r.checksum = "algorithm = java.util.zip.CRC32.class, bits = 8, placeholder = 0x123";
            }
            break; // FW037 (a placeholder wider than the checksum), on a misplacing gene
          default:
            break;
        }
      }
      trailingRun(r, t);
      return r;
    }

    /**
     * Keeps @Trailing on the run of components at the end only, and not before an END checksum
     * (FW142); a misplacing type gene (magic 4) puts it on the first of several components
     * (FW140), a misplacing component gene keeps it where it is.
     */
    private static void trailingRun(RecordType r, TypeGene t) {
      boolean wrong = (t.opts() & 192) == 192;
      boolean endSum = r.checksum != null && r.checksum.contains("At.END");
      boolean run = !endSum || wrong;
      for (int i = r.comps.size() - 1; i >= 0; i--) {
        Comp c = r.comps.get(i);
        run &= c.trailing;
        if (c.trailing && !run && !c.misplace) {
          untrail(c);
        }
      }
      if (t.magic() == 4 && wrong && r.comps.size() >= 2 && r.comps.get(0).rawOf == null) {
        r.comps.get(0).trailing = true;
      }
    }

    /** Takes @Trailing off {@code c}, and the @WhenAbsent that went with it. */
    private static void untrail(Comp c) {
      c.trailing = false;
      if (c.whenField == null && c.presence.isEmpty()) {
        c.whenAbsent = null;
      }
    }

    /**
     * {@code @Trailing} on {@code c} as its record's gene proposes: whole bytes, a box or
     * {@code @WhenAbsent(0)}, as users write it; not with a condition (FW141), a selector, a
     * size expression (both unsupported on optional components), @Flags or an open enum
     * (FW149). A misplacing gene keeps all of those and a bare primitive (FW064).
     */
    private void trailing(Comp c, int o) {
      if (!c.misplace && (c.optional() || c.select != null || c.size == Size.EXPR || c.flags
          || c.kind == Kind.ENUM && openEnum())) {
        return;
      }
      c.trailing = true;
      if (c.misplace) {
        return; // pads stay: a padded trailing part is FW143
      }
      c.padBefore = 0;
      c.padAfter = 0;
      if (c.bits % 8 != 0 && (c.kind.primitive() || c.kind == Kind.ENUM)) {
        c.bits = 0;
      }
      if (c.size == Size.PREFIX && c.sizeBits % 8 != 0) {
        c.sizeBits = 8;
      }
      if (c.kind.primitive()) {
        if ((o & 8) != 0 || !c.kind.integer() || c.kind == Kind.CHAR) {
          c.boxed = true;
        } else {
          c.whenAbsent = 0L;
        }
      }
    }

    private boolean openEnum() {
      return ((EnumType) d.type(enumName)).open();
    }

    /**
     * The {@code @RawValue} component of open enum component {@code e}, just after it; on a
     * misplacing gene (half of them) none (FW148), one naming no component, of type long, or
     * with a @Field (FW147).
     */
    private static void raw(RecordType r, Comp e, int w) {
      int wrong = e.misplace && w % 8 < 4 ? w % 4 : -1;
      if (wrong == 0) {
        return;
      }
      Comp x = new Comp();
      x.name = fresh(r, e.name + "Raw");
      x.kind = wrong == 2 ? Kind.LONG : Kind.INT;
      x.bits = wrong == 3 ? 8 : 0;
      x.rawOf = wrong == 1 ? "nope" : e.name;
      r.comps.add(x);
    }

    /**
     * Pads {@code c} to start on a byte boundary when it must (nested messages, arrays,
     * variable parts, byte orders), as users do; a gene with both misplace bits keeps it
     * unaligned for FW023 and FW019. Returns the offset after {@code c}.
     */
    private static int align(Comp c, int offset, CompGene g) {
      if (c.rawOf != null) {
        return offset; // not on the wire
      }
      boolean misplace = (g.opts() & 192) == 192;
      boolean plain = c.kind.primitive() && c.kind != Kind.USING_INT
          && c.kind != Kind.USING_LONG || c.kind == Kind.ENUM;
      boolean needsByte = !plain || c.order != null || c.kind.sized() || c.varint != null;
      if (needsByte && offset > 0 && !misplace) {
        int before = (offset + c.padBefore) % 8;
        if (before != 0) {
          c.padBefore += 8 - before;
        }
        offset = 0;
      }
      if (offset < 0) {
        return -1;
      }
      int each = c.kind == Kind.ENUM || c.kind == Kind.ENUM_ARRAY ? (c.bits > 0 ? c.bits : 8)
          : c.kind == Kind.INT_ARRAY ? (c.bits > 0 ? c.bits : 32)
          : c.kind == Kind.SHORT_ARRAY ? (c.bits > 0 ? c.bits : 16)
          : c.bits > 0 ? c.bits : c.kind.javaBits();
      int bits;
      if (c.varint != null) {
        bits = 0; // whole bytes
      } else if (plain) {
        if (c.optional() && each % 8 != 0) {
          return -1;
        }
        bits = c.optional() ? 0 : each;
      } else if (c.kind.counted() && c.size == Size.FIXED && c.kind != Kind.LIST) {
        bits = c.fixed * each;
      } else {
        bits = 0; // whole bytes
      }
      return (offset + c.padBefore + bits + c.padAfter) % 8;
    }

    /**
     * Issue 27 item 4: the name of a getter the view of a message has beside an earlier
     * component's own ({@code xsCount} of a list, {@code textLength}, {@code textBytes},
     * {@code textEquals} of text and bytes, {@code hasX} of an optional part), for gene 41 to
     * 45: a view must then be refused (FW184) or its getter be the component's, never fail to
     * compile.
     */
    private static String viewGetterName(RecordType r, int gene) {
      String of = r.comps.get(gene % r.comps.size()).name;
      return switch (gene) {
        case 41 -> of + "Count";
        case 42 -> of + "Length";
        case 43 -> of + "Bytes";
        case 44 -> of + "Equals";
        default -> "has" + Character.toUpperCase(of.charAt(0)) + of.substring(1);
      };
    }

    private static String componentName(int gene, int index) {
      if (gene < 20) {
        return "f" + index;
      }
      String name = HOSTILE_COMPONENT_NAMES.get((gene - 20) % HOSTILE_COMPONENT_NAMES.size());
      return name;
    }

    private Comp component(RecordType r, CompGene cg, int level, boolean last,
        boolean trailing) {
      Kind kind = Kind.values()[cg.kind()];
      boolean misplaced = (cg.opts() & 192) == 192;
      if (kind == Kind.ENUM_ARRAY && openEnum() && !misplaced) {
        kind = Kind.ENUM; // an open enum is no element (FW149), but a component
      }
      if (level == 0 && (kind == Kind.LIST || kind == Kind.NESTED || kind == Kind.UNION)) {
        kind = Kind.INT;
      }
      if (level == 1 && (kind == Kind.UNION)) {
        kind = Kind.NESTED;
      }
      if (level == 2 && kind == Kind.NESTED && cg.extra() == 15) {
        kind = Kind.UNION; // more unions to select
      }
      Comp c = new Comp();
      c.kind = kind;
      c.name = "?";
      int o = cg.opts();
      boolean misplace = (o & 64) != 0 && (o & 128) != 0;
      c.misplace = misplace;
      int w = cg.width();
      if (kind.integer()) {
        int jb = kind.javaBits();
        // Natural width for a third of the genes, a narrower one for most of the rest.
        if (w > 20 && w <= 60) {
          c.bits = (w - 21) % jb + 1;
        } else if (w > 66) {
          c.bits = w - 10; // 57..60: too wide for all but long
        }
        c.signed = (o & 1) != 0 && kind != Kind.CHAR;
        if (kind == Kind.INT && (o & 128) != 0 && (o & 64) == 0) {
          c.flags = true;
          c.bits = w % 2 == 0 ? 8 : 16;
          c.signed = false;
        }
      } else if (kind == Kind.BOOLEAN) {
        c.bits = w % 2 == 1 ? 1 : 0;
      } else if (kind == Kind.ENUM || kind == Kind.ENUM_ARRAY) {
        c.bits = w == 0 || kind == Kind.ENUM_ARRAY ? 0 : (w - 1) % 16 + 1;
        c.signed = (o & 1) != 0 && misplace;
      } else if (kind == Kind.FLOAT || kind == Kind.DOUBLE) {
        c.bits = w > 60 ? 16 : 0;
      } else if (misplace) {
        c.bits = 8; // FW017/FW057 and friends
        c.signed = (o & 1) != 0;
      }
      int orderBits = (o >> 1) & 3;
      if (orderBits != 0 && (c.bits == 0 && kind.javaBits() > 8 || misplace)
          && (kind.primitive() && kind != Kind.BOOLEAN || misplace)) {
        c.order = orderBits == 1 ? "BIG" : orderBits == 2 ? "LITTLE" : "INHERIT";
      }
      if ((o & 16) != 0 && w % 3 == 0) {
        c.padBefore = 1 + w % 8;
      }
      if ((o & 32) != 0 && w % 3 == 1) {
        c.padAfter = 1 + (w / 8) % 8;
      }
      switch (kind) {
        case ENUM: case ENUM_ARRAY: c.ref = enumName; break;
        case NESTED: case LIST: c.ref = auxName; break;
        case UNION: c.ref = unionName; break;
        case USING_INT: c.ref = d.pkg + "." + codecs.get(0); break;
        case USING_LONG: c.ref = d.pkg + "." + codecs.get(1); break;
        case USING_STRING: c.ref = d.pkg + "." + codecs.get(2); break;
        default: break;
      }
      if (kind == Kind.USING_INT || kind == Kind.USING_LONG) {
        c.bits = 0;
        c.signed = false;
        c.order = null;
      }
      if (kind == Kind.STRING || kind == Kind.USING_STRING) {
        int cs = (o >> 1) & 7;
        c.charset = cs == 1 ? "US-ASCII" : cs == 2 ? "ISO-8859-1" : cs == 3 ? "UTF-16BE"
            : cs == 4 ? "UTF-16LE" : cs == 5 && misplace ? "NO-SUCH-CHARSET" : null;
        if (kind == Kind.USING_STRING) {
          c.charset = null;
        }
      }
      if (cg.extra() >= 8 && cg.extra() <= 11) {
        varint(c, cg, misplace);
      }
      size(r, c, cg.size(), last, w, misplace, cg.extra());
      if (kind == Kind.UNION && cg.extra() >= 8 && level == 2 && packedTag == 0) {
        select(r, c, w, misplace);
      } else if (misplace && cg.extra() == 15 && w % 2 == 0 && !r.comps.isEmpty()) {
        c.select = r.comps.get(0).name; // FW114: not a union
      }
      if (c.size == Size.REMAINING && !misplace) {
        c.padAfter = 0; // on a misplacing gene: FW044, the pad could never be read
      }
      condition(r, c, cg.cond(), o);
      if (trailing) {
        trailing(c, o);
      }
      if (!c.optional() && c.kind.primitive() && (o & 12) == 12 && !c.flags) {
        c.boxed = true; // always on the wire (FW101), never null
      }
      return c;
    }

    private void size(RecordType r, Comp c, int s, boolean last, int w, boolean misplace,
        int extra) {
      if ((extra == 8 || extra == 9)
          && (c.kind.sized() || c.kind == Kind.NESTED || c.kind == Kind.UNION)) {
        c.size = Size.VARINT;
        c.sizeBits = misplace && w % 2 == 0 ? 8 : 0; // FW124, or FW158 with a form
        // Now and then a QUIC prefix; on a misplacing gene a ZigZag one (FW157).
        c.prefixForm = w % 4 == 1 ? "QUIC" : misplace && w % 4 == 3 ? "ZIGZAG" : null;
        if (w % 3 == 0 && c.kind.sized()) {
          c.max = 1 + w % 5;
        }
        return;
      }
      if (extra >= 10 && extra <= 13 && c.kind.sized()) {
        expression(r, c, extra >= 12, w, misplace);
        return;
      }
      if (!c.kind.sized()) {
        if (c.kind == Kind.USING_STRING || c.kind == Kind.USING_INT || c.kind == Kind.USING_LONG) {
          if (s >= 8 && s <= 10) {
            c.size = Size.PREFIX;
            c.sizeBits = 8;
          }
        } else if (misplace && s == 15) {
          c.size = Size.PREFIX; // FW012/FW054
          c.sizeBits = 8;
        }
        return;
      }
      boolean delimitable = c.kind == Kind.STRING || c.kind == Kind.BYTES || c.kind == Kind.LIST;
      switch (s) {
        case 1:
          c.size = Size.PREFIX;
          c.sizeBits = 16;
          c.sizeOrder = w % 2 == 0 ? "LITTLE" : null;
          break;
        case 2: case 10:
          c.size = Size.FIXED;
          c.fixed = 1 + w % 4;
          break;
        case 3: case 8: case 11: {
          Comp holder = holder(r, misplace);
          if (holder == null) {
            c.size = Size.PREFIX;
            c.sizeBits = 8;
          } else {
            c.size = Size.FIELD;
            c.sizeField = holder.name;
            holder.holds = true;
          }
          if (s == 8) {
            c.max = 1 + w % 5;
          }
          break;
        }
        case 4: case 12:
          if (last || s == 12 && misplace) { // not last: FW055
            c.size = Size.REMAINING;
          } else {
            c.size = Size.PREFIX;
            c.sizeBits = 8;
          }
          break;
        case 5: case 6: case 13:
          if (delimitable || misplace) {
            c.size = Size.DELIMITED;
            c.terminator = s == 5 ? new int[] {0x00} : s == 6 ? new int[] {0x0D, 0x0A}
                : new int[] {0x3B};
            if (w % 3 == 0) {
              c.max = 2 + w % 7;
            }
          } else {
            c.size = Size.PREFIX;
            c.sizeBits = 8;
          }
          break;
        case 7:
          c.size = Size.PREFIX;
          c.sizeBits = 8;
          c.max = 1 + w % 4;
          break;
        case 9:
          c.size = Size.PREFIX;
          c.sizeBits = 4 + w % 5; // a sub-byte or odd count field
          break;
        case 14:
          c.size = misplace ? Size.NONE : Size.PREFIX; // FW011, FW045, FW056
          c.sizeBits = 8;
          break;
        case 15:
          c.size = Size.PREFIX;
          c.sizeBits = misplace ? 40 : 32; // FW052
          break;
        default:
          c.size = Size.PREFIX;
          c.sizeBits = 8;
          break;
      }
    }

    /**
     * {@code @Varint} on an int or long (extra 10, 11: with maxBytes); on a misplacing gene also on
     * other types (FW120), with too many bytes (FW121), beside @Field (FW122) or @Flags (FW123).
     */
    private static void varint(Comp c, CompGene cg, boolean misplace) {
      int w = cg.width();
      boolean intOrLong = c.kind == Kind.INT || c.kind == Kind.LONG;
      if (!misplace && (!intOrLong || c.flags) || !intOrLong && w % 4 != 0) {
        return; // FW120 on a quarter of the misplacing genes only: it is the easy one
      }
      if ((w / 4) % 3 == 2) {
        // A QUIC varint: maxBytes 1, 2, 4 or 8; on a misplacing gene 3 (FW156), or beside
        // zigzag = true (FW155).
        int maxBytes = cg.extra() >= 10 ? new int[] {1, 2, 4, 8}[w % 4] : 0;
        if (misplace && w % 2 == 0) {
          maxBytes = 3;
        }
        c.varint = new int[] {misplace && w % 2 == 1 ? 3 : 2, maxBytes, (w / 2) % 2};
      } else {
        int widest = c.kind == Kind.LONG ? 10 : 5;
        int maxBytes = cg.extra() >= 10 ? 1 + w % widest : 0;
        if (misplace && w % 2 == 0) {
          maxBytes = widest + 1;
        }
        c.varint = new int[] {w % 2, maxBytes, (w / 2) % 2};
      }
      if (!misplace) {
        c.bits = 0;
        c.signed = false;
        c.order = null;
      }
    }

    /**
     * {@code @Count/@Length(expr = ...)} over earlier integers: {@code a * x + b} (the encoder
     * sets x), or of two components (checked); on a misplacing gene also unparsable (FW130), over
     * no component (FW131, FW135), with bits (FW134), over a string, an optional, a flags field
     * or a long (FW133, FW136), or over a component something else sets.
     */
    private static void expression(RecordType r, Comp c, boolean checked, int w,
        boolean misplace) {
      c.size = Size.EXPR;
      if (w % 4 == 1) {
        c.max = 2 + w % 7;
      }
      int wrong = misplace ? w % 5 : -1;
      if (wrong == 0 || wrong == 1 || wrong == 2) {
        c.expr = new String[] {"nope + 1", "(2 *", "4"}[wrong];
        return;
      }
      if (wrong == 3) {
        c.sizeBits = 8;
      }
      List<Comp> usable = new ArrayList<>();
      for (int i = r.comps.size() - 1; i >= 0; i--) {
        Comp x = r.comps.get(i);
        if (wrong == 4 ? !x.controls : nameable(x, checked)) {
          usable.add(x);
        }
      }
      if (usable.isEmpty() && !misplace) {
        // None: a component of its own just before, an 8-bit int (whole bytes, as for @Select).
        Comp x = new Comp();
        x.name = fresh(r, "n");
        x.kind = Kind.INT;
        x.bits = 8;
        r.comps.add(x);
        usable.add(x);
      }
      if (usable.isEmpty()) {
        c.expr = "nope"; // FW131
        return;
      }
      if (wrong == 4) {
        c.exprRisky = true;
      }
      if (checked) {
        // Two components, or one times itself: either way not a * x + b, so checked.
        Comp x = usable.get(0);
        Comp y = usable.size() >= 2 ? usable.get(1) : x;
        c.exprProduct = w % 2 == 1 || x == y;
        c.expr = x.name + (c.exprProduct ? " * " : " + ") + y.name;
        c.exprNames = List.of(x.name, y.name);
        x.exprNamed = true;
        y.exprNamed = true;
        return;
      }
      Comp x = usable.stream().filter(u -> !u.selects).findFirst().orElse(null);
      if (x == null) { // a selector is set from its variant, never from a size
        c.size = Size.PREFIX;
        c.sizeBits = 8;
        return;
      }
      long[] range = GenValues.range(x);
      long[][] forms = {{1, 0}, {1, 2}, {4, -20}};
      long[] form = forms[0];
      for (int k = 0; k < forms.length; k++) {
        long[] f = forms[(w + k) % forms.length];
        if (expressible(f, range)) {
          form = f;
          break;
        }
      }
      c.exprA = form[0];
      c.exprB = form[1];
      c.expr = form[0] == 1 && form[1] == 0 ? x.name
          : form[0] == 1 ? x.name + " + " + form[1] : x.name + " * " + form[0] + " - " + -form[1];
      c.exprSets = x.name;
      x.exprNamed = true;
      x.exprSet = true;
    }

    /**
     * An integer a size expression can name and whose values the generator controls; a selector
     * only in a checked one (a set one is FW113), and one a checked expression names is not set
     * by a later one (the values here do not model a check with a value set afterwards).
     */
    private static boolean nameable(Comp x, boolean checked) {
      boolean integer = x.kind == Kind.INT || x.kind == Kind.BYTE || x.kind == Kind.SHORT
          || x.kind == Kind.LONG;
      if (!integer || x.optional() || x.flags || x.boxed || x.holds || x.controls
          || x.rawOf != null
          || (x.selects || x.exprNamed) && !checked || x.exprSet || x.misplace) {
        return false;
      }
      long[] range = GenValues.range(x);
      return range[0] >= -(1L << 40) && range[1] <= 1L << 40; // far from FW136's 2^62
    }

    /** Whether {@code a * x + b} is a size of 0 to 8 for some x in {@code range}. */
    private static boolean expressible(long[] form, long[] range) {
      for (long n = 0; n <= 8; n++) {
        long rest = n - form[1];
        if (rest % form[0] == 0 && rest / form[0] >= range[0] && rest / form[0] <= range[1]) {
          return true;
        }
      }
      return false;
    }

    /**
     * {@code @Select} of a union component by the nearest earlier integer or enum that nothing
     * else sets and that holds every tag; on a misplacing gene also by a missing component
     * (FW110), by whatever comes before (FW112, FW113), by one too narrow (FW115), by an enum
     * without the tags (FW116), of a union with @Magic (FW117).
     */
    private void select(RecordType r, Comp c, int w, boolean misplace) {
      UnionType u = (UnionType) d.type(unionName);
      int wrong = misplace ? w % 4 : -1;
      if (wrong == 0 || wrong == 1 && r.comps.isEmpty()) {
        c.select = "nope";
        return;
      }
      if (wrong == 1) {
        c.select = r.comps.get(r.comps.size() - 1).name;
        return;
      }
      if (u.magic != null && !misplace) {
        return;
      }
      for (int i = r.comps.size() - 1; i >= 0; i--) {
        Comp x = r.comps.get(i);
        boolean integer = x.kind == Kind.INT || x.kind == Kind.BYTE || x.kind == Kind.SHORT
            || x.kind == Kind.LONG;
        if (!integer && x.kind != Kind.ENUM || x.optional() || x.flags || x.holds || x.selects
            || x.controls || x.exprSet || x.misplace || x.rawOf != null) {
          continue;
        }
        if (!misplace && !holdsTags(x, u)) {
          continue;
        }
        c.select = x.name;
        x.selects = true;
        return;
      }
      if (!misplace) {
        // None fits: a selector of its own just before, a byte, an 8-bit int or a 16-bit long
        // (whole bytes, so that the offsets the record keeps for alignment stay right).
        Comp x = new Comp();
        x.name = fresh(r, "sel");
        x.kind = w % 3 == 0 ? Kind.BYTE : w % 3 == 1 ? Kind.INT : Kind.LONG;
        x.bits = w % 3 == 0 ? 0 : w % 3 == 1 ? 8 : 16;
        EnumType e = (EnumType) d.type(enumName);
        if (w % 4 == 3 && e.wireValues.stream().allMatch(v -> v < 256) && !e.open()) {
          x.kind = Kind.ENUM; // an 8-bit enum, when its wire values are the tags
          x.bits = 0;
          x.ref = enumName;
          if (!holdsTags(x, u)) {
            x.kind = Kind.BYTE;
            x.ref = null;
          }
        }
        x.selects = true;
        if (holdsTags(x, u)) {
          r.comps.add(x);
          c.select = x.name;
        }
      }
    }

    /** Whether selector {@code x} holds every tag of {@code u}'s variants. */
    private boolean holdsTags(Comp x, UnionType u) {
      for (String name : u.variants) {
        RecordType v = (RecordType) d.type(name);
        if (v.unknownTag) {
          continue;
        }
        long[] tags = v.tags();
        if (tags.length == 0) {
          return false;
        }
        for (long t : tags) {
          if (x.kind == Kind.ENUM ? !((EnumType) d.type(enumName)).wireValues.contains(t)
              : !GenValues.holdsTag(x, t)) {
            return false;
          }
        }
      }
      return true;
    }

    /** The nearest earlier component that can hold a size, or null. */
    private static Comp holder(RecordType r, boolean misplace) {
      for (int i = r.comps.size() - 1; i >= 0; i--) {
        Comp h = r.comps.get(i);
        // A field that already holds a size is shared only by a misplacing gene (FW034).
        if ((h.kind == Kind.INT || h.kind == Kind.LONG) && !h.optional() && !h.flags
            && !h.signed && (!h.holds || misplace) && !h.controls && !h.boxed && !h.exprNamed
            && !h.selects && h.rawOf == null) {
          return h;
        }
      }
      return null;
    }

    private void condition(RecordType r, Comp c, int cond, int o) {
      boolean misplace = (o & 64) != 0 && (o & 128) != 0;
      if (c.flags) {
        return;
      }
      // A size expression, @Select or an open enum on an optional component: FW137, FW114,
      // FW149.
      if ((c.size == Size.EXPR || c.select != null || c.kind == Kind.ENUM && openEnum())
          && !misplace) {
        return;
      }
      if (cond == 10 || cond == 11) {
        Comp ctl = null;
        for (int i = r.comps.size() - 1; i >= 0 && ctl == null; i--) {
          Comp x = r.comps.get(i);
          // Not a @Flags field: the encoder computes its owned bits, so a condition on it
          // depends on other components, which the values here do not model.
          if (x.kind.integer() && !x.optional() && !x.holds && !x.boxed && !x.flags
              && !x.exprNamed && !x.selects && x.rawOf == null) {
            ctl = x;
          }
        }
        if (ctl == null) {
          return;
        }
        ctl.controls = true;
        c.whenField = ctl.name;
        if (cond == 10) {
          c.equal = (o & 8) != 0 ? new long[] {0, 2} : new long[] {1};
        } else if ((o & 8) != 0) {
          c.mask = 1L;
          c.notEqual = new long[] {0};
        } else {
          c.notEqual = new long[] {0};
        }
      } else if (cond == 12 || cond == 13) {
        Comp flags = null;
        for (int i = r.comps.size() - 1; i >= 0 && flags == null; i--) {
          if (r.comps.get(i).flags) {
            flags = r.comps.get(i);
          }
        }
        if (flags == null) {
          return;
        }
        // A varint has no alternative widths (FW123), but on a misplacing gene.
        int alternatives = cond == 13 && (c.kind == Kind.INT || c.kind == Kind.LONG)
            && (c.varint == null || misplace) ? 2 : 1;
        for (int a = 0; a < alternatives; a++) {
          if (flags.flagsUsed >= flags.bits) {
            break;
          }
          long flag = 1L << flags.flagsUsed++;
          if (alternatives == 2) {
            c.presence.add(a == 0 ? new long[] {flag, 8, 0}
                : new long[] {flag, c.kind.javaBits(), 1});
            c.bits = 0;
            c.signed = false;
            c.order = null;
          } else {
            c.presence.add(new long[] {flag, 0, 0});
          }
        }
        c.flagsOwner = flags.name;
        if ((o & 4) != 0 && !c.presence.isEmpty()) {
          c.presenceField = flags.name;
        }
      } else if (cond == 14 && misplace) {
        c.whenField = "nope";
        c.equal = new long[] {1};
      } else {
        return;
      }
      if (!c.optional()) {
        return;
      }
      // Optional values and the size fields of optional parts are whole bytes: narrower ones
      // only on a misplacing gene (FW028, FW029).
      if (c.bits % 8 != 0 && (c.kind.primitive() || c.kind == Kind.ENUM) && !misplace) {
        c.bits = 0;
      }
      if (c.size == Size.PREFIX && c.sizeBits % 8 != 0 && !misplace) {
        c.sizeBits = 8;
      }
      if (c.kind.primitive()) {
        if ((o & 8) != 0 || c.kind == Kind.BOOLEAN || c.kind == Kind.FLOAT
            || c.kind == Kind.DOUBLE || c.kind == Kind.CHAR) {
          c.boxed = true;
        } else {
          c.whenAbsent = 0L;
        }
      }
    }
  }
}
