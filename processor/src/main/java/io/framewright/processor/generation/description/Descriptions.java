package io.framewright.processor.generation.description;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.BitOrder;
import io.framewright.processor.generation.RuleCode;
import io.framewright.processor.generation.UntilCode;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.ValueRule;
import io.framewright.processor.model.ChecksumExtras;
import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.CoveredSpan;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PartPlanner;
import io.framewright.processor.plan.VariablePlan;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.Coverage;
import io.framewright.runtime.layout.CustomCodec;
import io.framewright.runtime.layout.EnumValue;
import io.framewright.runtime.layout.LayoutRef;
import io.framewright.runtime.layout.MessageChecksum;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.Pointer;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.Span;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The runtime description of a validated layout ({@code io.framewright.runtime.layout}): built
 * here at compile time from the layout and its {@link Part} plan, it is rendered into the
 * codec's javadoc and fingerprint, and emitted as the codec's {@code LAYOUT} constant, so the
 * text, the fingerprint and what tools read at run time all come from one value.
 */
public final class Descriptions {
  private Descriptions() {}

  private static final ClassName MESSAGE_LAYOUT =
      ClassName.get("io.framewright.runtime.layout", "MessageLayout");

  /** {@code public static final MessageLayout LAYOUT}, built by {@link DescriptionCode}. */
  public static FieldSpec constant() {
    return FieldSpec.builder(MESSAGE_LAYOUT, "LAYOUT", Modifier.PUBLIC, Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("The layout as data, for tools ({@code LAYOUT.table()} is the table above).\n")
        .initializer("$L()", DescriptionCode.METHOD).build();
  }

  /** {@code description()}, returning {@code LAYOUT}. */
  public static MethodSpec accessor() {
    return MethodSpec.methodBuilder("description").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), MESSAGE_LAYOUT))
        .addStatement("return $T.of(LAYOUT)", Optional.class).build();
  }

  /** The description of {@code model}'s layout, with nested layouts resolved when asked. */
  public static MessageLayout of(MessageModel model, Layouts layouts) {
    if (model.isUnion()) {
      return union(model, layouts);
    }
    return record(layouts.of(model), layouts);
  }

  /**
   * The Java types {@code model}'s description refers to, by canonical name: nested messages,
   * union variants and custom codec classes.
   */
  public static Map<String, TypeRef> referred(MessageModel model) {
    Map<String, TypeRef> out = new HashMap<>();
    if (model.isUnion()) {
      for (UnionModel.Variant v : model.union().variants()) {
        if (v.model() != null) {
          out.put(v.type().canonicalName(), v.type());
        }
      }
      return out;
    }
    for (FieldModel f : model.fields()) {
      if (f.element() instanceof WireType.Nested n && n.model() != null) {
        out.put(n.model().type().canonicalName(), n.model().type());
      }
      if (f.extras().using() != null) {
        out.put(f.extras().using().canonicalName(), f.extras().using());
      }
    }
    return out;
  }

  private static UnionLayout union(MessageModel model, Layouts layouts) {
    UnionModel u = model.union();
    List<UnionLayout.Variant> variants = new ArrayList<>();
    for (UnionModel.Variant v : u.variants()) {
      LayoutRef layout = v.model() == null ? null : ref(v.model(), layouts);
      if (v.unknown() || v.tags().isEmpty()) {
        variants.add(new UnionLayout.Variant(v.unknown() ? 0 : v.tag(), v.unknown(),
            v.type().nestedName(), layout));
      }
      for (UnionModel.TagRange r : v.unknown() ? List.<UnionModel.TagRange>of() : v.tags()) {
        variants.add(new UnionLayout.Variant(r.from(), r.to(), false, v.type().nestedName(),
            layout));
      }
    }
    Framing framing = model.framing();
    byte[] magic = framing.magic() == null ? new byte[0] : framing.magic().bytes();
    byte[] terminator = framing.delimiter() == null ? new byte[0]
        : framing.delimiter().bytes();
    return new UnionLayout(model.type().canonicalName(), model.type().nestedName(), magic,
        u.valueBits(), order(u.order() == ByteOrder.LITTLE),
        layouts.of(model).minSize() + magic.length + terminator.length, variants, terminator,
        u.varint(), u.quicTag());
  }

  private static RecordLayout record(Layout layout, Layouts layouts) {
    VariablePlan plan = PartPlanner.plan(layout);
    ChecksumRange checksum = ChecksumRange.of(layout);
    List<WireField> fields = new ArrayList<>();
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        for (FieldLayout f : s.fields()) {
          WireField w = fixed(f, layout, layouts);
          fields.add(checksum != null && checksum.field() == f ? checksumComponent(w, checksum)
              : w);
        }
      } else {
        fields.add(variable(plan.part(((Layout.Variable) item).field()), layouts,
            layout.message()));
      }
    }
    // A @Covers length says which components it covers.
    for (CoveredSpan span : CoveredSpan.of(layout)) {
      for (int i = 0; i < fields.size(); i++) {
        WireField w = fields.get(i);
        if (w.role() == WireField.Role.COMPONENT && w.name().equals(span.length().name())) {
          fields.set(i, w.toBuilder().span(new Span(span.first().name(), span.last().name(),
              span.min(), span.max())).build());
        }
      }
    }
    TypeRef type = layout.type();
    return new RecordLayout(type.canonicalName(), type.nestedName(),
        order(layout.order() == ByteOrder.LITTLE),
        layout.bitOrder() == BitOrder.MSB_FIRST ? io.framewright.runtime.layout.BitOrder.MSB_FIRST
            : io.framewright.runtime.layout.BitOrder.LSB_FIRST,
        layout.minSize(), layout.isFixed() ? layout.fixedSize() : -1, withMarks(fields),
        variableTerminator(layout), ParentContext.names(layout.message()));
  }

  /**
   * {@code fields} with the marks of each {@code @Flags} field: the bit of it each later
   * {@code @Presence} component is on the wire by, in wire order of those components.
   */
  private static List<WireField> withMarks(List<WireField> fields) {
    Map<String, List<WireField.Mark>> marks = new LinkedHashMap<>();
    for (WireField f : fields) {
      if (f.condition() instanceof Condition.Presence p) {
        for (Condition.Flag flag : p.flags()) {
          marks.computeIfAbsent(flag.flagsField(), k -> new ArrayList<>())
              .add(new WireField.Mark(flag.mask(), f.name()));
        }
      }
    }
    if (marks.isEmpty()) {
      return fields;
    }
    List<WireField> out = new ArrayList<>();
    for (WireField f : fields) {
      List<WireField.Mark> own = marks.get(f.name());
      out.add(own == null ? f : f.toBuilder().marks(own).build());
    }
    return out;
  }

  /**
   * The terminator of a variable-size {@code @Delimited} record, which its fields do not list
   * (a fixed-size record has it as its last, TERMINATOR field); else empty.
   */
  private static byte[] variableTerminator(Layout layout) {
    Framing framing = layout.message().framing();
    boolean listed = layout.items().stream().allMatch(i -> i instanceof Layout.Segment);
    return framing.delimiter() == null || listed ? new byte[0] : framing.delimiter().bytes();
  }

  private static WireField fixed(FieldLayout f, Layout layout, Layouts layouts) {
    // Explicit switches, not valueOf(name()): a value added to one vocabulary and not the other
    // is then a compile error here, never a processor crash.
    WireField.Role role = switch (f.role()) {
      case COMPONENT -> WireField.Role.COMPONENT;
      case COUNT -> WireField.Role.COUNT;
      case LENGTH -> WireField.Role.LENGTH;
      case MAGIC -> WireField.Role.MAGIC;
      case TERMINATOR -> WireField.Role.TERMINATOR;
      case PAD -> WireField.Role.PAD;
      case CHECKSUM -> WireField.Role.CHECKSUM;
      case TAG -> WireField.Role.TAG;
    };
    WireField.Kind kind = switch (f.role()) {
      // @Const(bytes): constant bytes, as a magic's, that a byte[] component holds.
      case COMPONENT -> f.constant() != null ? WireField.Kind.CONSTANT : kind(f);
      case MAGIC, TERMINATOR, TAG -> WireField.Kind.CONSTANT;
      case PAD -> WireField.Kind.ZERO;
      case COUNT, LENGTH, CHECKSUM -> WireField.Kind.UNSIGNED;
    };
    boolean wireOnly = role != WireField.Role.COMPONENT
        && (kind == WireField.Kind.CONSTANT || kind == WireField.Kind.ZERO);
    return WireField.builder(f.name(), role, kind)
        .target(role == WireField.Role.COUNT || role == WireField.Role.LENGTH ? f.target() : "")
        .javaType(wireOnly ? "" : javaType(f.element()))
        .sequence(role == WireField.Role.COMPONENT ? sequence(f.field().type())
            : WireField.Sequence.NONE)
        .bitOffset(f.bitOffset()).bits(f.elementBits()).count(f.count())
        .signed(signed(kind, f)).order(order(f.order() == ByteOrder.LITTLE))
        .charset(charset(f.element())).values(values(f.element()))
        .constant(f.constant() == null ? new byte[0] : f.constant())
        .message(ref(f.element(), layouts))
        .whenAbsent(role == WireField.Role.COMPONENT ? f.field().conditions().whenAbsent() : null)
        .messageChecksum(role == WireField.Role.CHECKSUM
            ? messageChecksum(layout) : null)
        .rule(rule(RuleCode.of(f)))
        .build();
  }

  /** What a message's own {@code @Checksum} is computed with, over which bytes. */
  private static MessageChecksum messageChecksum(Layout layout) {
    Framing.ChecksumSpec spec = layout.message().framing().checksum();
    TypeRef algorithm = spec.algorithm();
    FieldLayout selected = ChecksumExtras.selected(layout);
    List<MessageChecksum.Extra> extras = new ArrayList<>();
    String selector = "";
    if (selected != null) {
      selector = selected.field().extras().select();
      UnionModel union = ((WireType.Nested) selected.field().type()).model().union();
      for (UnionModel.Variant v : ChecksumExtras.variantsWith(union)) {
        for (UnionModel.TagRange r : v.tags()) {
          extras.add(new MessageChecksum.Extra(v.type().simpleName(), r.from(), r.to(),
              ChecksumExtras.bytes(v)));
        }
      }
    }
    return new MessageChecksum(algorithm == null ? "" : algorithm.nestedName(),
        binaryName(algorithm), spec.includeField(),
        spec.includeField() ? spec.placeholder() : 0, ChecksumRange.messageFirstByte(layout),
        selector, extras);
  }

  /** The name {@code Class.forName} takes for {@code type} ({@code a.b.Outer$Inner}). */
  private static String binaryName(TypeRef type) {
    if (type == null) {
      return "";
    }
    String nested = String.join("$", type.simpleNames());
    return type.packageName().isEmpty() ? nested : type.packageName() + "." + nested;
  }

  /** A component's {@code @Checksum}: the component, as the checksum, with what it covers. */
  private static WireField checksumComponent(WireField w, ChecksumRange range) {
    Size length = range.endByte() >= 0
        ? new Size(Size.Extent.FIXED, Size.Unit.BYTES, range.endByte() - range.firstByte(), "",
            0, Integer.MAX_VALUE, new byte[0])
        : new Size(Size.Extent.EXPRESSION, Size.Unit.BYTES, -1, range.spec().expr(), 0,
            Integer.MAX_VALUE, new byte[0]);
    TypeRef algorithm = range.spec().algorithm();
    return w.toBuilder().role(WireField.Role.CHECKSUM).coverage(new Coverage(
        algorithm.nestedName(), range.firstByte(), length, binaryName(algorithm))).build();
  }

  private static WireField variable(Part part, Layouts layouts, MessageModel message) {
    FieldLayout f = part.field();
    WireField.Kind kind = switch (part.content()) {
      case TEXT -> WireField.Kind.TEXT;
      case RAW_BYTES -> WireField.Kind.BYTES;
      case MESSAGES, MESSAGE -> WireField.Kind.MESSAGE;
      case SELECTED -> WireField.Kind.SELECTED;
      case CUSTOM -> WireField.Kind.CUSTOM;
      case STRIDED, SCALAR -> kind(f);
      case VARINT -> part.varint().form() == Varint.Form.QUIC ? WireField.Kind.QUIC_VARINT
          : WireField.Kind.VARINT;
    };
    boolean varint = part.content() == Part.Content.VARINT;
    boolean custom = kind == WireField.Kind.CUSTOM;
    return WireField.builder(f.name(), WireField.Role.COMPONENT, kind)
        .target(part.selectorPath() != null ? part.selectorPath().text()
            : part.selector() == null ? "" : part.selector().name())
        .javaType(custom ? f.field().type().describe() : javaType(f.element()))
        .sequence(custom ? WireField.Sequence.NONE : sequence(f.field().type()))
        .bits(varint ? 0 : f.elementBits())
        .signed(varint ? part.varint().zigzag() : signed(kind, f))
        .order(order(f.order() == ByteOrder.LITTLE)).charset(charset(f.element()))
        .size(part.content() == Part.Content.SCALAR ? null : size(part, message))
        .condition(condition(part))
        // A @Using component's type is opaque: an enum there need not give its constants wire
        // values, its codec alone maps them.
        .values(custom ? List.of() : values(f.element()))
        .message(ref(f.element(), layouts))
        .whenAbsent(f.field().conditions().whenAbsent())
        .custom(custom ? customCodec(f.field().extras().using()) : null)
        .rule(rule(RuleCode.of(f)))
        .pointer(pointer(part.backReference()))
        .truncated(part.truncated() == null ? null : part.truncated().keep())
        .build();
  }

  /** A back-reference's pointer as the description carries it, or null. */
  private static Pointer pointer(BackReference r) {
    return r == null ? null
        : new Pointer(r.marker(), r.markerBits(), r.offsetBits(), r.maxPointers(),
            r.compress());
  }

  /** A value rule as the description carries it, or null. */
  private static io.framewright.runtime.layout.ValueRule rule(ValueRule rule) {
    return rule == null ? null : RuleCode.described(rule);
  }

  /**
   * The custom codec {@code using} as the processor knows it, by name: the generated code makes
   * the instance ({@link DescriptionCode}); no tool runs the processor's copy.
   */
  private static CustomCodec customCodec(TypeRef using) {
    return new CustomCodec(using.canonicalName(), () -> {
      throw new IllegalStateException("the processor does not run " + using.canonicalName());
    });
  }

  private static Size size(Part part, MessageModel message) {
    if (part.content() == Part.Content.VARINT) {
      return new Size(Size.Extent.OWN, Size.Unit.BYTES, -1, "", 0, part.varintBytes(),
          new byte[0]);
    }
    SizeSpec spec = part.field().field().count() != null ? part.field().field().count()
        : part.field().field().length();
    Size.Extent extent = switch (part.extent()) {
      case FIXED -> Size.Extent.FIXED;
      case PREFIX -> Size.Extent.PREFIX;
      case HELD -> Size.Extent.HELD;
      case VARINT_PREFIX -> part.prefixForm() == Varint.Form.QUIC
          ? Size.Extent.QUIC_VARINT_PREFIX : Size.Extent.VARINT_PREFIX;
      case EXPRESSION -> Size.Extent.EXPRESSION;
      case REST -> Size.Extent.REST;
      case TERMINATED -> Size.Extent.TERMINATED;
      case UNTIL -> Size.Extent.UNTIL;
      case OWN -> Size.Extent.OWN;
    };
    Size.Unit unit = switch (part.unit()) {
      case ELEMENTS -> Size.Unit.ELEMENTS;
      case BYTES -> Size.Unit.BYTES;
    };
    boolean sized = part.extent() == Part.Extent.PREFIX || part.extent() == Part.Extent.HELD;
    Size size = new Size(extent, unit,
        part.extent() == Part.Extent.FIXED ? part.fixed() : -1,
        part.sizePath() != null ? part.sizePath().text()
            : sized ? part.sizeField().name()
            : part.extent() == Part.Extent.EXPRESSION ? part.expression().text()
            // A varint prefix is no field of the layout: its name, as a prefix's, for tools.
            : part.extent() == Part.Extent.VARINT_PREFIX
                ? Layout.prefixName(message, part.field().field(),
                    part.unit() == Part.Unit.ELEMENTS)
            : "",
        part.extent() == Part.Extent.PREFIX ? part.sizeField().elementBits() : 0,
        part.until() != null ? part.max() : spec == null ? Integer.MAX_VALUE : spec.max(),
        part.terminator() == null ? new byte[0] : part.terminator(),
        part.includesTerminator(), !part.leavesTerminator(), part.until() == null ? null
            : UntilCode.description(part));
    return part.min() > 0 ? size.withMin(part.min()) : size;
  }

  private static Condition condition(Part part) {
    return switch (part.condition()) {
      case ALWAYS -> null;
      case WHEN -> {
        Conditions.When w = part.when();
        boolean negated = w.equal().isEmpty();
        yield new Condition.When(w.field(), w.mask(), negated ? w.notEqual() : w.equal(),
            negated);
      }
      case FLAGS -> {
        List<Conditions.Presence> declared = part.field().field().conditions().presence();
        List<Condition.Flag> flags = new ArrayList<>();
        for (int i = 0; i < part.flags().size(); i++) {
          Part.Flag flag = part.flags().get(i);
          Conditions.Presence p = declared.get(i);
          flags.add(new Condition.Flag(flag.flagsField().name(), flag.mask(), p.bits(),
              p.signed()));
        }
        yield new Condition.Presence(flags);
      }
      case INPUT_REMAINS -> new Condition.InputRemains();
    };
  }

  /** What one value of a component is. */
  private static WireField.Kind kind(FieldLayout f) {
    WireType e = f.element();
    if (e instanceof WireType.Enum) {
      return WireField.Kind.ENUM;
    } else if (e instanceof WireType.Nested) {
      return WireField.Kind.MESSAGE;
    } else if (e instanceof WireType.Text) {
      return WireField.Kind.TEXT;
    }
    Primitive p = f.primitive();
    if (p == Primitive.BOOLEAN) {
      return WireField.Kind.BOOLEAN;
    } else if (p == Primitive.CHAR) {
      return WireField.Kind.CHAR;
    } else if (p.isFloatingPoint()) {
      return WireField.Kind.FLOAT;
    } else if (p == Primitive.BYTE && f.elementBits() == 8 && f.field().isSequence()) {
      return WireField.Kind.BYTES;
    }
    // A value as wide as its Java type is Java's own two's complement pattern.
    return f.signed() || !f.isRangeChecked() ? WireField.Kind.SIGNED : WireField.Kind.UNSIGNED;
  }

  /** Whether values are two's complement: narrowed signed ones, and those as wide as Java's. */
  private static boolean signed(WireField.Kind kind, FieldLayout f) {
    return kind == WireField.Kind.SIGNED || f.signed();
  }

  private static String javaType(WireType e) {
    if (e instanceof WireType.Scalar s) {
      return s.primitive().javaName();
    } else if (e instanceof WireType.Enum en) {
      return en.model().type().nestedName();
    } else if (e instanceof WireType.Nested n) {
      return n.type().nestedName();
    } else if (e instanceof WireType.Text) {
      return "String";
    }
    return e.describe();
  }

  private static WireField.Sequence sequence(WireType t) {
    return t instanceof WireType.Array a
        ? (a.list() ? WireField.Sequence.LIST : WireField.Sequence.ARRAY)
        : WireField.Sequence.NONE;
  }

  private static String charset(WireType e) {
    return e instanceof WireType.Text t ? t.charset() : "";
  }

  private static List<EnumValue> values(WireType e) {
    if (!(e instanceof WireType.Enum en)) {
      return List.of();
    }
    List<EnumValue> out = new ArrayList<>();
    for (EnumModel.Constant c : en.model().known()) {
      out.add(new EnumValue(c.wireValue().getAsLong(), c.name()));
    }
    if (en.model().isOpen()) {
      out.add(EnumValue.others(en.model().catchAll().name()));
    }
    return out;
  }

  private static LayoutRef ref(WireType e, Layouts layouts) {
    return e instanceof WireType.Nested n && n.model() != null ? ref(n.model(), layouts) : null;
  }

  private static LayoutRef ref(MessageModel m, Layouts layouts) {
    return new LayoutRef(m.type().canonicalName(), m.type().nestedName(),
        () -> of(m, layouts));
  }

  private static java.nio.ByteOrder order(boolean little) {
    return little ? java.nio.ByteOrder.LITTLE_ENDIAN : java.nio.ByteOrder.BIG_ENDIAN;
  }
}
