package io.framewright.processor.plan;

import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeExpr;
import io.framewright.processor.model.SizeExprLinear;
import io.framewright.processor.model.SizeExprParser;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides, once per variable component of a layout, its {@link Part}: the extent, unit,
 * content and condition every emitter then switches over. The names a component's annotations
 * give (the flags field of a {@code @Presence}, the target of a {@code @When}, the holder of a
 * field-held size) are resolved here to the fields they name.
 */
public final class PartPlanner {
  private final Layout layout;
  /**
   * Components an expression may not set from a size: holders of {@code field = ...} sizes and
   * those an earlier expression sets (the encoder sets them already), and targets of
   * {@code @When} (the encoder decides presence by the record's value). An expression in one of
   * them is checked instead.
   */
  private final Set<FieldLayout> set = new HashSet<>();

  private PartPlanner(Layout layout) {
    this.layout = layout;
    for (FieldLayout f : layout.fields()) {
      SizeSpec spec = f.field().count() != null ? f.field().count() : f.field().length();
      // A path names a component of a nested record, which no expression here can set.
      if (f.isComponent() && spec != null && spec.isField()
          && !FieldPath.isPath(spec.field())) {
        set.add(component(spec.field()));
      }
      if (f.isComponent() && f.field().conditions().when() != null
          && !FieldPath.isPath(f.field().conditions().when().field())) {
        set.add(component(f.field().conditions().when().field()));
      }
    }
  }

  /** The parts of {@code layout}'s variable components, in wire order. */
  public static VariablePlan plan(Layout layout) {
    PartPlanner planner = new PartPlanner(layout);
    Map<FieldLayout, Part> parts = new LinkedHashMap<>();
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Variable v) {
        parts.put(v.field(), planner.part(v.field()));
      }
    }
    return new VariablePlan(layout, parts);
  }

  private Part part(FieldLayout f) {
    FieldModel m = f.field();
    SizeSpec spec = m.count() != null ? m.count() : m.length();
    Part.Unit unit = m.count() != null ? Part.Unit.ELEMENTS : Part.Unit.BYTES;
    Part.Content content = content(f);
    Framing.Delimiter delimiter = m.extras().delimited();

    Part.Extent extent;
    int fixed = -1;
    FieldLayout sizeField = null;
    PathRead sizePath = null;
    SizeExpression expression = null;
    int trailer = 0;
    byte[] terminator = null;
    long max = Long.MAX_VALUE;
    if (delimiter != null) {
      extent = Part.Extent.TERMINATED;
      terminator = delimiter.bytes();
      max = delimiter.max();
    } else if (m.extras().repeatUntil() != null) {
      extent = Part.Extent.UNTIL;
      unit = Part.Unit.ELEMENTS;
      max = m.extras().repeatUntil().max();
    } else if (spec == null || content == Part.Content.SCALAR
        || content == Part.Content.VARINT) {
      extent = Part.Extent.OWN;
    } else {
      max = spec.effectiveMax();
      extent = switch (spec.kind()) {
        case FIXED -> Part.Extent.FIXED;
        case PREFIX -> Part.Extent.PREFIX;
        case FIELD -> Part.Extent.HELD;
        case VARINT -> Part.Extent.VARINT_PREFIX;
        case EXPRESSION -> Part.Extent.EXPRESSION;
        case REMAINING -> Part.Extent.REST;
        case UNSPECIFIED, CONFLICTING -> throw new IllegalStateException(
            m.name() + ": a size validation refuses (" + spec.kind() + ")");
      };
      if (extent == Part.Extent.FIXED) {
        fixed = spec.fixed();
      } else if (extent == Part.Extent.PREFIX) {
        sizeField = f.prefix();
      } else if (extent == Part.Extent.VARINT_PREFIX) {
        max = Math.min(max, Integer.MAX_VALUE);
      } else if (extent == Part.Extent.HELD) {
        sizePath = path(spec.field());
        sizeField = sizePath != null ? sizePath.leaf() : component(spec.field());
        max = Math.min(spec.max(), capacity(sizeField));
      } else if (extent == Part.Extent.EXPRESSION) {
        expression = expression(spec);
      } else if (!endsSpan(m)) {
        // The rest of a @Covers span is the rest of the span: what follows is outside it.
        trailer = trailerBytes();
      }
    }
    long elementLimit = -1;
    if (extent == Part.Extent.REST && max != Integer.MAX_VALUE
        && (content == Part.Content.STRIDED || content == Part.Content.MESSAGES)) {
      // @Remaining(max) of a list counts elements, as @Count(max) does: the rest of the input
      // is taken whole, and the elements in it are counted.
      elementLimit = max;
      max = Integer.MAX_VALUE;
    }

    Conditions c = m.conditions();
    Part.Condition condition;
    List<Part.Flag> flags = new ArrayList<>();
    FieldLayout whenTarget = null;
    PathRead whenPath = null;
    if (c.when() != null) {
      condition = Part.Condition.WHEN;
      whenPath = path(c.when().field());
      whenTarget = whenPath != null ? whenPath.leaf() : component(c.when().field());
    } else if (!c.presence().isEmpty()) {
      condition = Part.Condition.FLAGS;
      for (Conditions.Presence p : c.presence()) {
        flags.add(new Part.Flag(flagsFieldOf(f, p), p.flag()));
      }
    } else if (c.trailing()) {
      condition = Part.Condition.INPUT_REMAINS;
    } else {
      condition = Part.Condition.ALWAYS;
    }
    PathRead selectorPath = content == Part.Content.SELECTED ? path(m.extras().select()) : null;
    FieldLayout selector = selectorPath != null ? selectorPath.leaf()
        : content == Part.Content.SELECTED ? component(m.extras().select()) : null;
    return new Part(f, extent, fixed, sizeField, expression, trailer, terminator, unit, max,
        elementLimit, content, elements(f, content), condition, flags, c.when(), whenTarget,
        c.whenAbsent(), selector, sizePath, whenPath, selectorPath);
  }

  /**
   * The path {@code name} when it is one (validation checked every step): its first component
   * here, and its last laid out in the nested message that declares it; else null.
   */
  private PathRead path(String name) {
    if (!FieldPath.isPath(name) || FieldPath.isParent(name)) {
      return null;
    }
    List<String> names = FieldPath.steps(name);
    List<FieldLayout> steps = new ArrayList<>();
    steps.add(component(names.get(0)));
    for (String step : names.subList(1, names.size())) {
      steps.add(componentOf(steps.get(steps.size() - 1).nested(), step));
    }
    Layout in = steps.get(steps.size() - 2).nested();
    return new PathRead(name, steps, in == null ? null : sizedBy(plan(in), steps.get(
        steps.size() - 1)));
  }

  /** The part always on the wire whose size {@code leaf} holds, or is set from; or null. */
  private static Part sizedBy(VariablePlan plan, FieldLayout leaf) {
    for (Part p : plan.all()) {
      if (p.isConditional()) {
        continue;
      }
      boolean held = p.extent() == Part.Extent.HELD && p.sizePath() == null
          && p.sizeField().name().equals(leaf.name());
      boolean set = p.extent() == Part.Extent.EXPRESSION && p.expression().inverted() != null
          && p.expression().inverted().name().equals(leaf.name());
      if (held || set) {
        return p;
      }
    }
    return null;
  }

  private static FieldLayout componentOf(Layout nested, String name) {
    for (FieldLayout f : nested.fields()) {
      if (f.isComponent() && f.name().equals(name)) {
        return f;
      }
    }
    throw new IllegalStateException("no component " + name + " in " + nested.type());
  }

  private static Part.Content content(FieldLayout f) {
    FieldModel m = f.field();
    if (m.extras().using() != null) {
      return Part.Content.CUSTOM;
    }
    if (m.extras().varint() != null) {
      return Part.Content.VARINT;
    }
    if (!m.isSequence()
        && (f.element() instanceof WireType.Scalar || f.element() instanceof WireType.Enum)) {
      return Part.Content.SCALAR;
    }
    if (f.element() instanceof WireType.Text) {
      return Part.Content.TEXT;
    }
    if (m.extras().isSelected()) {
      return Part.Content.SELECTED;
    }
    if (!m.isSequence()) {
      return Part.Content.MESSAGE;
    }
    if (isByteArray(f)) {
      return Part.Content.RAW_BYTES;
    }
    // A list its last element ends is read one element at a time, fixed-size or not: each
    // element's condition says whether another follows.
    return elementBytes(f) > 0 && m.extras().repeatUntil() == null ? Part.Content.STRIDED
        : Part.Content.MESSAGES;
  }

  private static Part.Elements elements(FieldLayout f, Part.Content content) {
    FieldModel m = f.field();
    boolean list = m.type() instanceof WireType.Array a && a.list();
    // A @Using component's type is opaque, read by its codec alone: never a nested message,
    // though its Java type may be a record (a view would name a child view none generated).
    WireType.Nested nested = content != Part.Content.CUSTOM
        && f.element() instanceof WireType.Nested n ? n : null;
    List<FieldLayout> alternatives = new ArrayList<>();
    if (content == Part.Content.SCALAR) {
      List<Conditions.Presence> presence = m.conditions().presence();
      if (presence.isEmpty()) {
        alternatives.add(alternative(f, null));
      }
      for (Conditions.Presence p : presence) {
        alternatives.add(alternative(f, p));
      }
    }
    return new Part.Elements(f.element() instanceof WireType.Text t ? t : null,
        content == Part.Content.STRIDED || content == Part.Content.RAW_BYTES
            ? elementBytes(f) : 0,
        nested, content == Part.Content.STRIDED ? f.nested() : null, list,
        m.extras().using(), alternatives);
  }

  /** A {@code byte[]} of 8-bit elements: read and written as bytes, its sizes are bytes. */
  private static boolean isByteArray(FieldLayout f) {
    return f.field().type() instanceof WireType.Array a && !a.list()
        && f.primitive() == Primitive.BYTE && f.elementBits() == 8;
  }

  /** Bytes of one element when fixed, else 0. */
  private static int elementBytes(FieldLayout f) {
    if (f.nested() != null) {
      return f.nested().isFixed() ? f.nested().fixedSize() : 0;
    }
    return f.elementBits() / 8;
  }

  /** One presence alternative (or the plain component) as a value at byte 0. */
  public static FieldLayout alternative(FieldLayout f, Conditions.Presence p) {
    int bits = p == null || p.bits() == 0 ? f.elementBits() : p.bits();
    boolean signed = p == null || p.bits() == 0 ? f.signed() : p.signed();
    return new FieldLayout(f.field(), FieldLayout.Role.COMPONENT, null, 0, bits, 0, signed,
        f.order(), f.element(), f.nested(), null, null);
  }

  /** Whether a {@code @Covers} length of this message covers through {@code m}. */
  private boolean endsSpan(FieldModel m) {
    return layout.message().fields().stream().anyMatch(c -> c.extras().covers() != null
        && (c.extras().covers().through().equals(m.name()) || c.extras().covers().toEnd()));
  }

  /** Bytes after the last component (an END checksum) that "the rest" must leave alone. */
  private int trailerBytes() {
    Framing.ChecksumSpec c = layout.message().framing().checksum();
    return c != null && c.atEnd() ? c.bits() / 8 : 0;
  }

  /**
   * Resolves a size expression: its names, and the component an encoder sets from the real
   * size when the expression is {@code a * x + b} in a single component that nothing else sets.
   */
  private SizeExpression expression(SizeSpec spec) {
    SizeExpr e;
    try {
      e = SizeExprParser.parse(spec.expression());
    } catch (SizeExprParser.SyntaxError x) {
      throw new IllegalStateException("validation refuses " + spec.expression(), x);
    }
    Map<String, FieldLayout> names = new LinkedHashMap<>();
    Map<String, PathRead> paths = new LinkedHashMap<>();
    for (SizeExpr.Name n : e.names()) {
      PathRead p = path(n.name());
      if (p != null) {
        paths.put(n.name(), p);
      }
      names.put(n.name(), p != null ? p.leaf() : component(n.name()));
    }
    SizeExprLinear linear = SizeExprLinear.of(e);
    if (linear != null && linear.coefficients().size() == 1) {
      Map.Entry<String, Long> term = linear.coefficients().entrySet().iterator().next();
      FieldLayout x = names.get(term.getKey());
      // A value in a nested record is written with that record: checked, never set.
      if (!paths.containsKey(term.getKey()) && set.add(x)) {
        return new SizeExpression(e, spec.expression(), names, paths, x, term.getValue(),
            linear.constant());
      }
    }
    return new SizeExpression(e, spec.expression(), names, paths, null, 0, 0);
  }

  /** The component named {@code name}, or the enclosing message's value {@code _parent.x}. */
  private FieldLayout component(String name) {
    if (FieldPath.isParent(name)) {
      return ParentContext.field(name);
    }
    for (FieldLayout f : layout.fields()) {
      if (f.isComponent() && f.name().equals(name)) {
        return f;
      }
    }
    throw new IllegalStateException("no component " + name);
  }

  /** The flags field a presence alternative of {@code f} refers to: the nearest earlier one. */
  private FieldLayout flagsFieldOf(FieldLayout f, Conditions.Presence p) {
    FieldLayout found = null;
    for (FieldLayout candidate : layout.fields()) {
      if (candidate == f) {
        break;
      }
      if (candidate.isComponent() && candidate.field().conditions().flags()
          && (p.field().isEmpty() || candidate.name().equals(p.field()))) {
        found = candidate;
      }
    }
    return found;
  }

  /** The largest size a size field can hold: its width, or its widest alternative's. */
  static long capacity(FieldLayout sizeField) {
    List<Conditions.Presence> alts = sizeField.field().conditions().presence();
    if (alts.isEmpty()) {
      return capacityOf(sizeField);
    }
    long cap = 0;
    for (Conditions.Presence p : alts) {
      cap = Math.max(cap, capacityOf(alternative(sizeField, p)));
    }
    return cap;
  }

  private static long capacityOf(FieldLayout f) {
    Varint varint = f.field().extras().varint();
    if (varint != null) {
      // The most its bytes hold, as the type allows (a ZigZag holder's positive half).
      int bits = varint.numberBits(f.primitive()) - (varint.zigzag() ? 1 : 0);
      return bits >= 63 ? Long.MAX_VALUE : (1L << bits) - 1;
    }
    return f.isRangeChecked() ? f.maxValue()
        : f.primitive() == Primitive.LONG ? Long.MAX_VALUE : Integer.MAX_VALUE;
  }
}
