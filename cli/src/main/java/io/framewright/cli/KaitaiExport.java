package io.framewright.cli;

import io.framewright.cli.KsyYaml.Hex;
import io.framewright.runtime.Text;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.layout.BitOrder;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.EnumValue;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.ValueRule;
import io.framewright.runtime.layout.MessageChecksum;
import io.framewright.runtime.layout.WireField;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Kaitai Struct specification ({@code .ksy}) of a message type, read from its codec's layout
 * description: the root message's fields as the top-level {@code seq}, every message it refers
 * to as one of {@code types}, enum constants as {@code enums}. What Kaitai cannot express is
 * left out, or kept as plain bytes, with a {@code doc} on the field and a line in
 * {@link Result#omissions()}.
 */
final class KaitaiExport {
  /**
   * The specification and what it leaves out.
   *
   * @param ksy the {@code .ksy} text
   * @param omissions one line per part Kaitai cannot express as Framewright does
   */
  record Result(String ksy, List<String> omissions) {}

  /** The type of the unsigned LEB128 varints, emitted when a layout has one. */
  static final String VARINT = "vlq_base128_le";

  /** The type of QUIC varints (RFC 9000 section 16), emitted when a layout has one. */
  static final String QUIC_VARINT = "quic_varint";

  private final Map<String, Object> types = new LinkedHashMap<>();
  private final Map<String, Object> enums = new LinkedHashMap<>();
  private final List<String> omissions = new ArrayList<>();
  private final Deque<MessageLayout> pending = new ArrayDeque<>();
  /** The types written or on their way, by Kaitai name (the root's among them). */
  private final Set<String> done = new HashSet<>();
  private final BitOrder rootBitOrder;
  /** The name of the top-level type, whose {@code _parent} Kaitai knows nothing of. */
  private String rootName = "";
  /**
   * The variants of the top-level type when it is a union: their _parent is the message around
   * the union, which the top-level type has none of either.
   */
  private final Set<String> rootVariants = new HashSet<>();
  /**
   * Variants that read _parent, by how they are reached: in the switch of a union's own type,
   * whose Kaitai _parent is that type (Framewright's is the message holding the union, one
   * _parent further), or in a switch of the record that selects them (the same _parent).
   */
  private final Set<String> inUnionType = new HashSet<>();
  private final Set<String> inSelection = new HashSet<>();
  /** The instances of the record being written (values Kaitai computes from its fields). */
  private final Map<String, Object> instances = new LinkedHashMap<>();
  private boolean varint;
  private boolean quicVarint;

  private KaitaiExport(BitOrder rootBitOrder) {
    this.rootBitOrder = rootBitOrder;
  }

  /** The {@code .ksy} of {@code root} and every message it refers to. */
  static Result of(MessageLayout root) {
    BitOrder bits = root instanceof RecordLayout r ? r.bitOrder() : BitOrder.MSB_FIRST;
    KaitaiExport e = new KaitaiExport(bits);
    Map<String, Object> spec = new LinkedHashMap<>();
    Map<String, Object> meta = new LinkedHashMap<>();
    meta.put("id", KaitaiNames.type(root.name()));
    meta.put("title", root.type());
    ByteOrder order = root instanceof RecordLayout r ? r.order() : ((UnionLayout) root).tagOrder();
    meta.put("endian", order == ByteOrder.LITTLE_ENDIAN ? "le" : "be");
    meta.put("bit-endian", bits == BitOrder.MSB_FIRST ? "be" : "le");
    spec.put("meta", meta);
    spec.put("doc", "Exported by framewright kaitai from the layout of " + root.type() + ".");
    e.done.add(KaitaiNames.type(root.name()));
    e.rootName = root.name();
    if (root instanceof UnionLayout u) {
      u.variants().stream().filter(v -> v.layout() != null)
          .forEach(v -> e.rootVariants.add(v.layout().name()));
    }
    spec.putAll(e.body(root));
    if (root instanceof RecordLayout r && r.terminator().length > 0) {
      e.omit(r.name(), "the terminator that ends the message is not read (Kaitai reads a"
          + " message to its terminator where another message holds it)");
    }
    while (!e.pending.isEmpty()) {
      MessageLayout next = e.pending.removeFirst();
      String name = KaitaiNames.type(next.name());
      if (e.done.add(name)) {
        e.types.put(name, e.body(next));
      }
    }
    if (e.varint) {
      e.types.put(VARINT, KaitaiTypes.varintType());
    }
    if (e.quicVarint) {
      e.types.put(QUIC_VARINT, KaitaiTypes.quicVarintType());
    }
    if (!e.types.isEmpty()) {
      spec.put("types", e.types);
    }
    if (!e.enums.isEmpty()) {
      spec.put("enums", e.enums);
    }
    List<String> header = new ArrayList<>();
    header.add("Kaitai Struct specification of " + root.type() + ", exported by framewright.");
    header.add("Kaitai reads: counts, lengths, presence flags and checksums are plain fields"
        + " here, which Framewright computes on encode.");
    if (e.omissions.isEmpty()) {
      header.add("Every field is expressed.");
    } else {
      header.add("Left out or kept as plain fields (Kaitai cannot express them):");
      e.omissions.forEach(o -> header.add("  - " + o));
    }
    return new Result(KsyYaml.write(header, spec), List.copyOf(e.omissions));
  }

  private void omit(String where, String what) {
    omissions.add(where + ": " + what);
  }

  private Map<String, Object> body(MessageLayout layout) {
    return layout instanceof RecordLayout r ? record(r) : union((UnionLayout) layout);
  }

  // ---- records

  private Map<String, Object> record(RecordLayout r) {
    Map<String, Object> type = new LinkedHashMap<>();
    if (r.bitOrder() != rootBitOrder) {
      type.put("meta", Map.of("bit-endian", r.bitOrder() == BitOrder.MSB_FIRST ? "be" : "le"));
    }
    List<Object> seq = new ArrayList<>();
    List<WireField> fields = r.fields();
    for (int i = 0; i < fields.size(); i++) {
      WireField f = fields.get(i);
      boolean last = i == fields.size() - 1;
      String parent = r.name().equals(rootName) || rootVariants.contains(r.name())
          ? parentRead(f) : null;
      if (parent != null) {
        // The top-level type of a .ksy has no parent: ksc cannot type _parent.x there.
        omit(r.name() + "." + f.name(), "reads " + parent + " of the message that encloses it,"
            + " which the top-level type of a .ksy has none of: not exported (export the"
            + " enclosing message)");
      } else if (inUnionType.contains(r.name()) && inSelection.contains(r.name())
          && parentRead(f) != null) {
        // One Kaitai type, two parents of different depth: no one expression reads both.
        parent = parentRead(f);
        omit(r.name() + "." + f.name(), "reads " + parent + ", and " + r.name() + " is both"
            + " a variant of a union read with its own tag and one a record selects, whose"
            + " Kaitai _parent differ: not exported");
      }
      if (f.span() != null && f.role() == WireField.Role.COMPONENT) {
        omit(r.name() + "." + f.name(), "a length that covers " + f.span().covered()
            + " (@Covers): read as a plain field; Kaitai reads the fields it covers one after"
            + " another and does not check that they take exactly that many bytes");
      }
      if (f.truncated() != null) {
        omit(r.name() + "." + f.name(), truncated(f) + "; a parse fails where the bytes on the"
            + " wire end");
      }
      if (f.size() != null && f.size().extent() == Size.Extent.REST && fields.subList(i + 1,
          fields.size()).stream().anyMatch(w -> w.role() == WireField.Role.COMPONENT)) {
        // Only a @Covers span may end at such a part: its size is the rest of the span,
        // which a substream of the covered fields would give and this export does not write.
        omit(r.name() + "." + f.name(), "takes the rest of a @Covers span, whose end this"
            + " export does not compute: not exported");
        for (WireField rest : fields.subList(i + 1, fields.size())) {
          omit(r.name() + "." + rest.name(), "not exported: it follows a part whose end"
              + " Kaitai cannot find (" + f.name() + ")");
        }
        break;
      }
      if (parent != null || !field(r, f, last, seq)) {
        for (WireField rest : fields.subList(i + 1, fields.size())) {
          omit(r.name() + "." + rest.name(), "not exported: it follows a part whose end"
              + " Kaitai cannot find (" + f.name() + ")");
        }
        break;
      }
    }
    if (seq.isEmpty()) {
      type.put("doc", r.name() + ": no fields on the wire.");
    } else {
      type.put("seq", seq.stream().map(a -> inUnionType.contains(r.name())
          ? throughUnionType(a) : a).toList());
    }
    if (!instances.isEmpty()) {
      type.put("instances", new LinkedHashMap<>(instances));
      instances.clear();
    }
    return type;
  }

  /** Adds {@code f}'s attributes to {@code seq}; false when what follows cannot be placed. */
  private boolean field(RecordLayout r, WireField f, boolean last, List<Object> seq) {
    String where = r.name() + "." + f.name();
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("id", id(r, f));
    switch (f.role()) {
      case MAGIC, TERMINATOR -> {
        a.put("contents", KaitaiTypes.bytes(f.constant()));
        seq.add(a);
        return true;
      }
      case PAD -> {
        pad(f, a);
        seq.add(a);
        return true;
      }
      case TAG -> {
        a.put("type", KaitaiTypes.intType(f, false));
        a.put("valid", KaitaiTypes.unsigned(f.constant()));
        a.put("doc", "The union's tag, the first " + f.bits() + " bits of this variant.");
        seq.add(a);
        return true;
      }
      case CHECKSUM -> omit(where, "a checksum: read as a plain field, not verified");
      default -> { }
    }
    if (f.kind() == WireField.Kind.CONSTANT) {
      a.put("contents", KaitaiTypes.bytes(f.constant()));
      seq.add(a);
      return true;
    }
    if (f.kind() == WireField.Kind.ZERO) {
      pad(f, a);
      seq.add(a);
      return true;
    }
    if (f.role() == WireField.Role.COUNT || f.role() == WireField.Role.LENGTH) {
      a.put("type", KaitaiTypes.intType(f, false));
      a.put("doc", (f.role() == WireField.Role.COUNT ? "Number of elements of "
          : "Length in bytes of ") + KaitaiNames.field(f.target()) + ".");
      valid(f, a, where);
      condition(r, f, a);
      seq.add(a);
      return true;
    }
    if (f.role() == WireField.Role.CHECKSUM) {
      a.put("doc", "Checksum" + (f.coverage() != null ? ""
          : f.messageChecksum() != null && f.messageChecksum().firstByte() > 0
          ? " of the message from byte " + f.messageChecksum().firstByte() : " of the message")
          + extras(f.messageChecksum())
          + ": Kaitai reads it as a number and does not verify it; an encoder computes it.");
    }
    boolean placed = true;
    switch (f.kind()) {
      case TEXT -> {
        a.put("type", f.size() == null && f.bits() > 0 ? "strz" : "str");
        a.put("encoding", f.charset());
        if (f.size() == null && f.bits() > 0) {
          a.put("size", f.bits() / 8);
        }
      }
      case BYTES -> {
        if (f.size() == null && f.count() > 0) {
          a.put("size", f.count());
        }
        valid(f, a, where);
      }
      case CUSTOM -> {
        omit(where, "read by a custom codec (" + f.javaType() + "): kept as its bytes");
        a.put("doc", "Bytes of a value a custom codec (" + f.javaType()
            + ") reads; Kaitai keeps them as they are.");
        if (f.size() == null || f.size().extent() == Size.Extent.OWN) {
          if (f.size() == null && f.bits() % 8 == 0 && f.bits() > 0) {
            a.put("size", f.bits() / 8);
          } else {
            placed = ownExtent(f, a, last, where);
          }
        }
      }
      case MESSAGE -> {
        a.put("type", messageType(f));
        if (f.message().layout() instanceof RecordLayout nested
            && nested.terminator().length > 0
            && (f.size() == null || f.size().extent() == Size.Extent.OWN
                || f.size().extent() == Size.Extent.REST
                || f.size().unit() == Size.Unit.ELEMENTS
                    && f.size().extent() != Size.Extent.TERMINATED)) {
          // A delimited message: it (each element, however many a count says) ends at its
          // terminator.
          placed = delimit(a, nested.terminator(), where);
        }
      }
      case SELECTED -> a.put("type", selected(r, f));
      case VARINT -> {
        varint = true;
        a.put("type", VARINT);
        a.put("doc", "LEB128 varint: its value is " + KaitaiNames.field(f.name()) + ".value"
            + (f.signed() ? ", ZigZag-encoded (not decoded here)" : "") + ".");
        if (f.signed()) {
          omit(where, "a ZigZag varint: the type gives the unsigned number");
        }
        valid(f, a, where);
      }
      case QUIC_VARINT -> {
        a.put("type", varintType(Size.Extent.QUIC_VARINT_PREFIX));
        a.put("doc", "QUIC varint: its value is " + KaitaiNames.field(f.name()) + ".value.");
      }
      default -> {
        String t = KaitaiTypes.scalarType(f);
        if (t == null) {
          omit(where, f.kind() + " of " + f.bits() + " bits has no Kaitai type: kept as bytes");
          a.put("size", Math.max(1, f.bits() / 8));
        } else {
          a.put("type", t);
        }
        if (f.kind() == WireField.Kind.ENUM && isOpen(f)) {
          // Kaitai's Java target reads a number no constant has as a null enum, and nothing
          // can be asked of null: the number is the field, the enum an instance of the name.
          String id = (String) a.get("id");
          a.put("id", id + "_raw");
          instances.put(id, Map.of("value", id + "_raw", "enum", enumName(f)));
          a.put("doc", "Open enum " + enumName(f) + ": its constant is the instance " + id
              + " (null for a value no constant has).");
        } else if (f.kind() == WireField.Kind.ENUM) {
          a.put("enum", enumName(f));
        }
        long owned = ownedFlags(r, f.name());
        if (owned != 0) {
          a.put("doc", "Presence flags: the bits " + new Hex(owned) + " say which later fields"
              + " are on the wire (a Framewright record keeps only the other bits).");
        }
        if (f.signed() && KaitaiTypes.isBitField(f) && f.kind() != WireField.Kind.ENUM) {
          // Kaitai reads bit fields unsigned: the field is its bits, an instance its value.
          String id = (String) a.get("id");
          a.put("id", id + "_bits");
          long half = 1L << (f.bits() - 1);
          // One bit (b1) Kaitai reads as a boolean: set, it is -1.
          instances.put(id, Map.of("value", f.bits() == 1 ? "(" + id + "_bits ? -1 : 0)"
              : "(" + id + "_bits >= " + half + " ? " + id + "_bits - " + 2 * half + " : "
                  + id + "_bits)"));
          a.put("doc", "Two's complement: its value is the instance " + id + ".");
        } else if (f.signed() && KaitaiTypes.isBitField(f)) {
          omit(where, "a signed " + f.bits() + "-bit enum: Kaitai reads bit fields unsigned");
        }
        valid(f, a, where);
      }
    }
    if (f.sequence() != WireField.Sequence.NONE && !(f.kind() == WireField.Kind.BYTES)) {
      repeat(r, f, a, seq, where);
    } else if (f.size() != null && f.size().extent() != Size.Extent.OWN) {
      placed &= size(r, f, a, seq, where);
    }
    if (f.truncated() != null) {
      Object doc = a.get("doc");
      a.put("doc", (doc == null ? "" : doc + " ") + truncated(f) + ".");
    }
    condition(r, f, a);
    seq.add(a);
    return placed;
  }

  /** What a {@code @Truncated} part is, which Kaitai can not read as Framewright does. */
  private static String truncated(WireField f) {
    return "May be truncated on the wire (@Truncated: trailing zero bytes dropped, at least "
        + f.truncated() + " kept); Framewright reads the missing bytes as zeros, Kaitai reads"
        + " the fields only as far as the bytes on the wire go";
  }

  /**
   * Kaitai's {@code valid} for {@code f}'s value rule ({@code @Const}, {@code @Range},
   * {@code @OneOf}, a size's {@code min}), which the parser checks as decode does: each
   * element of a repeated field. Where the attribute does not hold the value the rule compares
   * (a signed bit field's bits, a one-bit boolean, a varint's type, a width switched by
   * presence flags) the rule is left out and said so.
   */
  private void valid(WireField f, Map<String, Object> a, String where) {
    if (f.rule() == null) {
      return;
    }
    Object type = a.get("type");
    // An integer type other than b1, which Kaitai reads as a boolean; a signed bit field's
    // attribute holds its unsigned bits (its value is an instance).
    boolean number = type instanceof String t
        && t.matches("[us][1248](le|be)?|b([2-9]|[1-9][0-9])")
        && !a.get("id").toString().endsWith("_bits");
    if (!number) {
      // Named apart from the field: the field itself is read, only its rule is not checked.
      omit(where + "'s value rule", f.rule().label() + ", not checked (Kaitai's valid does not"
          + " apply to the attribute that holds the value)");
      return;
    }
    ValueRule r = f.rule();
    Map<String, Object> v = new LinkedHashMap<>();
    switch (r.kind()) {
      case CONSTANT -> v.put("eq", r.min());
      case ONE_OF -> v.put("any-of", r.anyOf());
      case RANGE -> {
        if (r.min() != Long.MIN_VALUE) {
          v.put("min", r.min());
        }
        if (r.max() != Long.MAX_VALUE) {
          v.put("max", r.max());
        }
      }
      default -> throw new IllegalStateException(r.kind().toString());
    }
    a.put("valid", v);
  }

  /** The first {@code _parent.x} that {@code f}'s size or condition reads, or null. */
  private static String parentRead(WireField f) {
    List<String> paths = new ArrayList<>();
    if (f.size() != null && f.size().field() != null) {
      for (String word : f.size().field().split("[^A-Za-z0-9_.]+")) {
        paths.add(word);
      }
    }
    if (f.condition() instanceof Condition.When w) {
      paths.add(w.field());
    } else if (f.condition() instanceof Condition.Presence p) {
      p.flags().forEach(fl -> paths.add(fl.flagsField()));
    }
    return paths.stream().filter(x -> x.startsWith("_parent.")).findFirst().orElse(null);
  }

  /** The field at {@code path} from {@code r}, through nested messages; null when elsewhere. */
  private static WireField fieldAt(RecordLayout r, String path) {
    RecordLayout at = r;
    WireField found = null;
    for (String part : path.split("\\.")) {
      if (at == null) {
        return null;
      }
      found = at.fields().stream().filter(w -> w.name().equals(part)).findFirst().orElse(null);
      if (found == null) {
        return null;
      }
      at = found.message() != null && found.message().layout() instanceof RecordLayout n ? n
          : null;
    }
    return found;
  }

  /**
   * The number that an expression reads from the field at {@code path} (Kaitai id {@code id}):
   * the value of a varint, which is a type of its own here; a field of one bit, which Kaitai
   * reads as a boolean, as 0 or 1.
   */
  private static String value(RecordLayout r, String path, String id) {
    WireField w = fieldAt(r, path);
    if (w != null && (w.kind() == WireField.Kind.VARINT
        || w.kind() == WireField.Kind.QUIC_VARINT)) {
      return id + ".value";
    }
    return w != null && oneBit(w) ? "(" + id + " ? 1 : 0)" : id;
  }

  /** Whether Kaitai reads {@code w} as a boolean: one bit, {@code b1}. */
  private static boolean oneBit(WireField w) {
    return w.bits() == 1 && w.kind() != WireField.Kind.ENUM && w.size() == null
        && w.sequence() == WireField.Sequence.NONE;
  }

  /**
   * The Kaitai id of the field {@code name} of {@code r} ({@link #id(RecordLayout, WireField)});
   * a path keeps its parts.
   */
  private static String id(RecordLayout r, String name) {
    WireField named = null;
    for (WireField w : r.fields()) {
      // A component may have the name of the prefix before another ({@code dataLength}): a
      // name in an expression or a held size means the component.
      if (w.name().equals(name) && (named == null || isPrefix(r, named))) {
        named = w;
      }
    }
    return named == null ? KaitaiNames.path(name) : id(r, named);
  }

  /** The Kaitai id of field {@code f} of {@code r}: its name, a count or length's too. */
  private static String id(RecordLayout r, WireField f) {
    return switch (f.role()) {
      case COUNT -> sizeId(r, f.name(), f.target(), true);
      case LENGTH -> sizeId(r, f.name(), f.target(), false);
      default -> KaitaiNames.path(f.name());
    };
  }

  /**
   * The Kaitai id of the count or length {@code name} written before {@code target}: its name in
   * the layout ({@link WireField#prefixName()}) in Kaitai's case, {@code items_count}, which ksc's
   * Java turns back into {@code itemsCount()}. Where a component of {@code r} has that name too
   * (the layout's names clash, an open defect: docs/reference/robustness.md), Kaitai's own style,
   * {@code num_items} or {@code len_items}, so that the two ids differ.
   */
  private static String sizeId(RecordLayout r, String name, String target, boolean count) {
    String id = KaitaiNames.field(name);
    boolean taken = r.fields().stream().anyMatch(w -> w.role() == WireField.Role.COMPONENT
        && KaitaiNames.field(w.name()).equals(id));
    return taken ? (count ? "num_" : "len_") + KaitaiNames.field(target) : id;
  }

  /** Whether {@code w} is the count or length written just before the part it sizes. */
  private static boolean isPrefix(RecordLayout r, WireField w) {
    if (w.role() != WireField.Role.COUNT && w.role() != WireField.Role.LENGTH) {
      return false;
    }
    WireField target = r.fields().stream().filter(t -> t.name().equals(w.target())
        && t.role() == WireField.Role.COMPONENT).findFirst().orElse(null);
    return target != null && target.size() != null
        && target.size().extent() == Size.Extent.PREFIX && target.size().field().equals(w.name());
  }

  /**
   * The id of the prefix that sizes {@code f}: the layout's own field, or (when the layout keeps
   * the prefix out of its fields) one added here just before {@code f}, on the wire when it is.
   */
  private String prefix(RecordLayout r, WireField f, List<Object> seq) {
    String name = f.size().field();
    Optional<WireField> own = r.fields().stream().filter(w -> w.name().equals(name)
        && isPrefix(r, w) && w.target().equals(f.name())).findFirst();
    if (own.isPresent()) {
      return id(r, own.get());
    }
    if (r.fields().stream().anyMatch(w -> w.name().equals(name))) {
      return id(r, name);
    }
    String id = sizeId(r, f.prefixName(), f.name(), f.size().unit() == Size.Unit.ELEMENTS);
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("id", id);
    p.put("type", KaitaiTypes.intType(f.size().fieldBits(), false, f.order(), false));
    if (f.condition() != null) {
      p.put("if", conditionExpr(r, f));
    }
    seq.add(p);
    return id;
  }

  /** The bits of the field {@code name} that {@code @Presence} fields of {@code r} own. */
  static long ownedFlags(RecordLayout r, String name) {
    long mask = 0;
    for (WireField w : r.fields()) {
      if (w.condition() instanceof Condition.Presence p) {
        for (Condition.Flag fl : p.flags()) {
          mask |= fl.flagsField().equals(name) ? fl.mask() : 0;
        }
      }
    }
    return mask;
  }

  private static void pad(WireField f, Map<String, Object> a) {
    if (KaitaiTypes.isBitField(f)) {
      a.put("type", "b" + f.bits());
    } else {
      a.put("size", f.bits() / 8);
    }
    a.put("doc", "Reserved, zero.");
  }

  private Object messageType(WireField f) {
    pending.add(f.message().layout());
    return KaitaiNames.type(f.message().name());
  }

  /**
   * The end of a custom codec's part {@code a} with no size of its own, as its codec declares
   * ({@link ValueCodec#extent()}): a fixed size, a terminator it includes, or the end of the
   * input; false when what follows it can not be placed (the codec declares no end Kaitai can
   * find, and the part is read to the end of the input).
   */
  private boolean ownExtent(WireField f, Map<String, Object> a, boolean last, String where) {
    ValueCodec.Extent own;
    try {
      own = f.custom() == null ? ValueCodec.Extent.unknown() : f.custom().extent();
    } catch (RuntimeException | LinkageError e) {
      own = ValueCodec.Extent.unknown(); // a codec this tool can not make declares nothing
    }
    switch (own.kind()) {
      case FIXED -> {
        a.put("size", own.bytes());
        return true;
      }
      case TERMINATED -> {
        byte[] t = own.terminator();
        if (t.length == 1) {
          a.put("terminator", new Hex(t[0] & 0xff));
          a.put("include", true);
          return true;
        }
      }
      case TO_END -> {
        if (last) {
          a.put("size-eos", true);
          return true;
        }
      }
      default -> { }
    }
    if (!last) {
      omit(where, own.kind() == ValueCodec.Extent.Kind.TERMINATED
          ? "its custom codec's value ends with a terminator of " + own.terminator().length
              + " bytes (Kaitai's terminator is one byte): read to the end of the input, and"
              + " the fields after it are not read"
          : "its custom codec declares no size or terminator (ValueCodec.extent()): read to the"
              + " end of the input, and the fields after it are not read");
    }
    a.put("size-eos", true);
    return last;
  }

  /**
   * {@code terminator} ends the part {@code a}; false when Kaitai cannot find that end (its
   * terminator is one byte) and the part is read to the end of the input instead.
   */
  private boolean delimit(Map<String, Object> a, byte[] terminator, String where) {
    if (terminator.length == 1) {
      a.put("terminator", new Hex(terminator[0] & 0xff));
      return true;
    }
    omit(where, "a terminator of " + terminator.length + " bytes: Kaitai's terminator is one"
        + " byte; read to the end of the input");
    a.put("size-eos", true);
    return false;
  }

  /** A {@code switch-on} the earlier field that selects the variant of {@code f}'s union. */
  private Map<String, Object> selected(RecordLayout r, WireField f) {
    UnionLayout u = (UnionLayout) f.message().layout();
    String on = value(r, f.target(), KaitaiNames.path(f.target())) + enumNumber(r, f.target());
    Map<String, Object> sw = new LinkedHashMap<>();
    sw.put("switch-on", intSwitch(on, u));
    sw.put("cases", cases(u, r.name() + "." + f.name(), inSelection));
    return sw;
  }

  /**
   * The switch's subject as an {@code int} where every tag fits one: Kaitai's Java target reads
   * 32-bit unsigned, bit and enum values as {@code long}, and Java cannot switch on a long.
   */
  private static String intSwitch(String on, UnionLayout u) {
    boolean fits = u.variants().stream().allMatch(v -> v.unknown() || v.lastTag() <= Integer.MAX_VALUE);
    return fits ? on + ".as<s4>" : on;
  }

  /** {@code reading}: where a variant that reads _parent is noted ({@link #inUnionType}). */
  private Map<String, Object> cases(UnionLayout u, String where, Set<String> reading) {
    Map<String, Object> cases = new LinkedHashMap<>();
    for (UnionLayout.Variant v : u.variants()) {
      String type;
      if (v.layout() == null) {
        type = KaitaiNames.type(u.name()) + "_unknown";
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("id", "data");
        data.put("size-eos", true);
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("doc", "Any other tag: the bytes after it, as they are (" + v.name() + ").");
        t.put("seq", List.of(data));
        types.put(type, t);
      } else if (v.declared() && (u.tagVarint() || u.tagBits() % 8 == 0)) {
        type = afterTag(u, (RecordLayout) v.layout().layout());
      } else {
        pending.add(v.layout().layout());
        type = KaitaiNames.type(v.layout().name());
        if (v.layout().layout() instanceof RecordLayout r && r.needsContext()) {
          reading.add(r.name());
        }
      }
      if (v.unknown()) {
        cases.put("_", type);
      } else if (v.lastTag() - v.tag() > 255) {
        omit(where, "tags " + v.tag() + " to " + v.lastTag() + " of " + v.name()
            + ": too many for Kaitai's cases, left out");
      } else {
        for (long t = v.tag(); t <= v.lastTag(); t++) {
          cases.put("0x" + Long.toHexString(t), type);
        }
      }
    }
    return cases;
  }

  /**
   * The type of a catch-all of declared shape in a union whose tag the switch has read already:
   * its fields after the tag component, which is an instance of the union's tag (Kaitai can not
   * go back to read it again, as Framewright does).
   */
  private String afterTag(UnionLayout u, RecordLayout r) {
    String name = KaitaiNames.type(r.name()) + "_after_tag";
    if (!done.add(name)) {
      return name;
    }
    WireField tag = r.fields().get(0);
    RecordLayout rest = new RecordLayout(r.type(), r.name(), r.order(), r.bitOrder(),
        Math.max(0, r.minSize() - 1), -1, r.fields().subList(1, r.fields().size()),
        r.terminator(), r.context());
    Map<String, Object> type = record(rest);
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("value", u.tagVarint() ? "_parent.tag.value" : "_parent.tag");
    value.put("doc", "The union's tag, which " + r.name() + " holds as its first component.");
    @SuppressWarnings("unchecked")
    Map<String, Object> instances = (Map<String, Object>) type.computeIfAbsent("instances",
        k -> new LinkedHashMap<String, Object>());
    Map<String, Object> all = new LinkedHashMap<>();
    all.put(KaitaiNames.field(tag.name()), value);
    all.putAll(instances);
    type.put("instances", all);
    types.put(name, type);
    return name;
  }

  private void repeat(RecordLayout r, WireField f, Map<String, Object> a, List<Object> seq,
      String where) {
    Size s = f.size();
    if (s == null) {
      a.put("repeat", "expr");
      a.put("repeat-expr", f.count());
      return;
    }
    if (s.unit() == Size.Unit.BYTES && s.extent() != Size.Extent.REST) {
      // Elements up to a length in bytes: a type of their own, read from a substream of it.
      String list = KaitaiNames.type(r.name()) + "_" + KaitaiNames.field(f.name()) + "_list";
      Map<String, Object> items = new LinkedHashMap<>();
      items.put("id", "items");
      items.putAll(a);
      items.put("id", "items");
      items.put("repeat", "eos");
      Map<String, Object> t = new LinkedHashMap<>();
      t.put("seq", List.of(items));
      types.put(list, t);
      a.keySet().retainAll(List.of("id"));
      a.put("type", list);
      a.put("doc", "The elements are its items.");
      size(r, f, a, seq, where);
      return;
    }
    switch (s.extent()) {
      case FIXED -> {
        a.put("repeat", "expr");
        a.put("repeat-expr", s.fixed());
      }
      case PREFIX -> {
        a.put("repeat", "expr");
        a.put("repeat-expr", prefix(r, f, seq));
      }
      case HELD -> {
        a.put("repeat", "expr");
        a.put("repeat-expr", held(r, s.field()));
      }
      case EXPRESSION -> {
        a.put("repeat", "expr");
        a.put("repeat-expr", expression(r, s.field()));
      }
      case VARINT_PREFIX, QUIC_VARINT_PREFIX -> {
        String count = sizeId(r, f.prefixName(), f.name(), true);
        seq.add(varintField(count, varintType(s.extent())));
        a.put("repeat", "expr");
        a.put("repeat-expr", count + ".value");
      }
      case REST, OWN -> a.put("repeat", "eos");
      case TERMINATED -> {
        omit(where, "a sequence ended by a terminator: read to the end of the input");
        a.put("repeat", "eos");
      }
      case UNTIL -> {
        // Kaitai's own form: the element just read is _, the last one when the condition holds.
        a.put("repeat", "until");
        a.put("repeat-until", untilExpr((RecordLayout) f.message().layout(), s.until()));
      }
      default -> throw new IllegalStateException(s.extent().toString());
    }
  }

  /**
   * The Kaitai type of a varint of the form {@code extent} names (QUIC_VARINT_PREFIX: QUIC, else
   * LEB128), which the export then writes among its types.
   */
  private String varintType(Size.Extent extent) {
    if (extent == Size.Extent.QUIC_VARINT_PREFIX) {
      quicVarint = true;
      return QUIC_VARINT;
    }
    varint = true;
    return VARINT;
  }

  /**
   * A varint field {@code id} of Kaitai type {@code type}, its id first as in every other field:
   * a {@code Map.of} would order the two as each run's hash seed falls.
   */
  private static Map<String, Object> varintField(String id, String type) {
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("id", id);
    f.put("type", type);
    return f;
  }

  /** {@code size} and its kin for a part of variable size; false when its end is lost. */
  private boolean size(RecordLayout r, WireField f, Map<String, Object> a, List<Object> seq,
      String where) {
    Size s = f.size();
    switch (s.extent()) {
      case FIXED -> a.put("size", s.fixed() * (s.unit() == Size.Unit.ELEMENTS ? elementBytes(f)
          : 1));
      case PREFIX -> a.put("size", scaled(prefix(r, f, seq), s, f));
      case HELD -> a.put("size", scaled(held(r, s.field()), s, f));
      case EXPRESSION -> a.put("size", scaled(expression(r, s.field()), s, f));
      case VARINT_PREFIX, QUIC_VARINT_PREFIX -> {
        String len = sizeId(r, f.prefixName(), f.name(), false);
        seq.add(varintField(len, varintType(s.extent())));
        a.put("size", scaled(len + ".value", s, f));
      }
      case REST -> a.put("size-eos", true);
      case TERMINATED -> {
        if (f.pointer() != null) {
          omit(where, "a list that may end at a pointer to an earlier place in the message"
              + " (@BackReference) instead of its terminator: Kaitai could follow it only by an"
              + " instance at the pointer's pos, not written here; read up to the terminator,"
              + " a pointer not followed");
        }
        if (f.kind() == WireField.Kind.TEXT
            && Text.zeroUnit(Charset.forName(f.charset())) > 1) {
          // Kaitai looks for a terminator on every byte (kaitai_struct issue 187), we on the
          // text's code units only: its end would be found inside a character.
          omit(where, "text in " + f.charset() + " ends at a terminator on a code unit's"
              + " boundary, which Kaitai does not look for; read to the end of the input");
          a.put("size-eos", true);
          return false;
        }
        boolean found = delimit(a, s.terminator(), where);
        if (found && s.include()) {
          a.put("include", true);
        }
        if (found && !s.consume()) {
          a.put("consume", false);
        }
        return found;
      }
      default -> { }
    }
    return true;
  }

  /** A size expression over fields of {@code r}, each read as the number it holds. */
  private static String expression(RecordLayout r, String expression) {
    return KaitaiNames.expression(expression, p -> value(r, p, KaitaiNames.path(p)));
  }

  private static Object scaled(String count, Size s, WireField f) {
    int per = s.unit() == Size.Unit.ELEMENTS ? elementBytes(f) : 1;
    return per == 1 ? count : "(" + count + ") * " + per;
  }

  private static int elementBytes(WireField f) {
    return Math.max(1, f.bits() / 8);
  }

  /**
   * The expression of a size or count held in an earlier field: the field itself, or 0 when that
   * field is absent (a Kaitai expression over an absent field fails).
   */
  private String held(RecordLayout r, String field) {
    String ref = value(r, field, id(r, field));
    for (WireField w : r.fields()) {
      if (w.name().equals(field) && w.condition() != null) {
        return "(" + conditionExpr(r, w) + " ? " + ref + " : 0)";
      }
    }
    return ref;
  }

  // ---- conditions

  private void condition(RecordLayout r, WireField f, Map<String, Object> a) {
    if (f.condition() == null) {
      return;
    }
    a.put("if", conditionExpr(r, f));
    if (f.condition() instanceof Condition.Presence p
        && p.flags().stream().anyMatch(fl -> fl.bits() != 0) && a.remove("valid") != null) {
      // The type becomes the flag's width (a switch of them), which valid is not checked on.
      omit(r.name() + "." + f.name() + "'s value rule", f.rule().label() + ", not checked"
          + " (the field's width depends on its presence flag)");
    }
    if (f.condition() instanceof Condition.Presence p && p.flags().size() == 1
        && p.flags().get(0).bits() != 0) {
      Condition.Flag fl = p.flags().get(0);
      a.put("type", KaitaiTypes.intType(fl.bits(), fl.signed(), f.order(), false));
    } else if (f.condition() instanceof Condition.Presence p
        && p.flags().stream().anyMatch(fl -> fl.bits() != 0)) {
      // A width per flag: switch on which flag is set.
      StringBuilder on = new StringBuilder();
      Map<String, Object> cases = new LinkedHashMap<>();
      List<Condition.Flag> flags = p.flags();
      for (int i = 0; i < flags.size(); i++) {
        Condition.Flag fl = flags.get(i);
        if (i < flags.size() - 1) {
          on.append(flag(r, fl)).append(" ? ").append(i).append(" : ");
        } else {
          on.append(i);
        }
        int bits = fl.bits() == 0 ? f.bits() : fl.bits();
        boolean signed = fl.bits() == 0 ? f.signed() : fl.signed();
        cases.put(Integer.toString(i), KaitaiTypes.intType(bits, signed, f.order(), false));
      }
      Map<String, Object> sw = new LinkedHashMap<>();
      sw.put("switch-on", on.toString());
      sw.put("cases", cases);
      a.put("type", sw);
    }
  }

  private String conditionExpr(RecordLayout r, WireField f) {
    Condition c = f.condition();
    if (c instanceof Condition.Presence p) {
      List<String> any = new ArrayList<>();
      p.flags().forEach(fl -> any.add(flag(r, fl)));
      return String.join(" or ", any);
    }
    if (c instanceof Condition.When w) {
      String value = value(r, w.field(), KaitaiNames.path(w.field())) + enumNumber(r, w.field());
      if (w.mask() != -1) {
        value = "(" + value + " & " + new Hex(w.mask()) + ")";
      }
      List<String> eq = new ArrayList<>();
      for (long v : w.values()) {
        eq.add(value + " == " + v);
      }
      String any = eq.size() == 1 ? eq.get(0) : "(" + String.join(" or ", eq) + ")";
      return w.negated() ? "not " + (eq.size() == 1 ? "(" + any + ")" : any) : any;
    }
    return "not _io.eof";
  }

  /**
   * The condition of a {@code @RepeatUntil} list on the element just read ({@code _}): its
   * field as a number ({@link #value}: a one-bit boolean 0 or 1, a varint's value), masked.
   */
  private static String untilExpr(RecordLayout element, Size.Until u) {
    String value = value(element, u.field(), "_." + KaitaiNames.path(u.field()));
    if (u.mask() != -1) {
      value = "(" + value + " & " + new Hex(u.mask()) + ")";
    }
    return value + " == " + u.equal();
  }

  private static String flag(RecordLayout r, Condition.Flag fl) {
    String flags = KaitaiNames.path(fl.flagsField());
    WireField w = fieldAt(r, fl.flagsField());
    if (w != null && oneBit(w)) {
      // Kaitai reads one bit as a boolean, which & does not apply to: the flag is the field.
      return (fl.mask() & 1) != 0 ? flags : "false";
    }
    return "(" + value(r, fl.flagsField(), flags) + " & " + new Hex(fl.mask()) + ") != 0";
  }

  // ---- unions

  private Map<String, Object> union(UnionLayout u) {
    Map<String, Object> type = new LinkedHashMap<>();
    List<Object> seq = new ArrayList<>();
    if (u.magic().length > 0) {
      Map<String, Object> magic = new LinkedHashMap<>();
      magic.put("id", "magic");
      magic.put("contents", KaitaiTypes.bytes(u.magic()));
      seq.add(magic);
    }
    Map<String, Object> body = new LinkedHashMap<>();
    String on = "tag";
    if (u.tagVarint()) {
      seq.add(varintField("tag", varintType(u.tagQuic()
          ? Size.Extent.QUIC_VARINT_PREFIX : Size.Extent.VARINT_PREFIX)));
      on = "tag.value";
    } else if (u.tagBits() % 8 != 0) {
      // The tag is the first bits of each variant, which reads it again as its TAG field:
      // peek at it where the variant starts.
      Map<String, Object> tag = new LinkedHashMap<>();
      tag.put("pos", "_io.pos");
      tag.put("type", "b" + u.tagBits());
      tag.put("doc", "The first " + u.tagBits() + " bits of the variant, which select it.");
      type.put("instances", Map.of("tag", tag));
    } else {
      Map<String, Object> tag = new LinkedHashMap<>();
      tag.put("id", "tag");
      tag.put("type", KaitaiTypes.intType(u.tagBits(), false, u.tagOrder(), false));
      seq.add(tag);
    }
    body.put("id", "body");
    Map<String, Object> sw = new LinkedHashMap<>();
    sw.put("switch-on", intSwitch(on, u));
    sw.put("cases", cases(u, u.name(), inUnionType));
    body.put("type", sw);
    byte[] t = u.terminator();
    seq.add(body);
    if (t.length == 1) {
      body.put("terminator", new Hex(t[0] & 0xff));
    } else if (t.length > 1) {
      // Kaitai's terminator is one byte: the body ends where the terminator ends the input.
      body.put("size", "_io.size - _io.pos - " + t.length);
      body.put("doc", "Up to the " + t.length + "-byte terminator that ends the input.");
      Map<String, Object> end = new LinkedHashMap<>();
      end.put("id", "terminator");
      end.put("contents", KaitaiTypes.bytes(t));
      seq.add(end);
      omit(u.name(), "its " + t.length + "-byte terminator is taken to end the input (Kaitai's"
          + " terminator is one byte)");
    }
    type.put("seq", seq);
    if (type.containsKey("instances")) {
      // seq first, as Kaitai's style has it.
      type.put("instances", type.remove("instances"));
    }
    return type;
  }

  /**
   * {@code attribute} with each {@code _parent.} read one level further out: in the switch of a
   * union's own type, a variant's Kaitai _parent is that type, and the message holding the
   * union (Framewright's _parent) is its _parent.
   */
  private static Object throughUnionType(Object attribute) {
    if (attribute instanceof String text) {
      return text.replace("_parent.", "_parent._parent.");
    }
    if (attribute instanceof Map<?, ?> map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      map.forEach((k, v) -> out.put(k, throughUnionType(v)));
      return out;
    }
    if (attribute instanceof List<?> list) {
      return list.stream().map(KaitaiExport::throughUnionType).toList();
    }
    return attribute;
  }

  // ---- enums

  /** Whether {@code f}, an enum, is open: a catch-all stands for the numbers no constant has. */
  private static boolean isOpen(WireField f) {
    return f.values().stream().anyMatch(EnumValue::others);
  }

  /**
   * What turns the value of {@code r}'s component {@code name} into its number: {@code .to_i}
   * for an enum, {@code _raw} (the field the number is read into) for an open one, or nothing.
   */
  private static String enumNumber(RecordLayout r, String name) {
    return r.fields().stream().filter(w -> w.name().equals(name)
            && w.kind() == WireField.Kind.ENUM)
        .map(w -> isOpen(w) ? "_raw" : ".to_i").findFirst().orElse("");
  }

  private String enumName(WireField f) {
    String name = KaitaiNames.type(f.javaType());
    if (!enums.containsKey(name)) {
      Map<String, Object> values = new LinkedHashMap<>();
      for (EnumValue v : f.values()) {
        if (!v.others()) {
          values.put(Long.toString(v.wire()), KaitaiNames.enumValue(v.name()));
        }
      }
      enums.put(name, values);
    }
    return name;
  }

  /**
   * The extra bytes a checksum is fed after those it covers ({@code @ChecksumExtra}, MAVLink's
   * CRC_EXTRA), which are not on the wire: named, so that a reader of the spec computing the
   * checksum over the covered bytes alone does not find every message wrong.
   */
  private static String extras(MessageChecksum c) {
    if (c == null || c.extras().isEmpty()) {
      return "";
    }
    return ", then the extra bytes (not on the wire) of the variant " + c.selector()
        + " selects: " + c.extras().stream().map(e -> e.variant() + " "
            + java.util.HexFormat.of().formatHex(e.bytes()))
            .collect(java.util.stream.Collectors.joining(", "));
  }
}
