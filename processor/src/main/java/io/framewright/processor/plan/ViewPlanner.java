package io.framewright.processor.plan;

import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * What a view can read, decided from the layout and its plan before anything is generated: the
 * parts a view refuses (and why, in the words FW181 and FW192 print), which components a view
 * reads through a union's view, and the names of the methods a view gives a component. The view
 * generators and validation both ask here; neither decides it again.
 */
public final class ViewPlanner {
  private ViewPlanner() {}

  private static final String INT = "int";
  private static final String BYTES = "byte[]";
  private static final String STRING = "java.lang.String";
  private static final String READER = "io.framewright.runtime.WireReader";
  private static final String BUFFER = "java.nio.ByteBuffer";

  /** The view's own method names, which no variant's getter may take. */
  public static final List<String> UNION_OWN_METHODS = List.of("wrap", "wrapPrefix", "isWrapped",
      "toRecord", "size", "tag", "variant", "getClass", "hashCode", "toString", "notify",
      "notifyAll", "wait", "clone", "finalize", "equals");

  /** The getter of variant {@code v}'s view: its simple name, first letter in lower case. */
  public static String variantGetter(UnionModel.Variant v) {
    String s = v.type().simpleName();
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }

  /** The test of whether the wrapped variant is {@code v}: {@code isCircle}. */
  public static String variantTest(UnionModel.Variant v) {
    return "is" + v.type().simpleName();
  }

  /**
   * What method {@code name} of variant {@code v} (its getter or its test) would clash with: a
   * method of the view, a Java keyword, or the getter or test of another variant, named as
   * that one's; null if nothing.
   */
  public static String variantClash(UnionModel u, UnionModel.Variant v, String name) {
    if (UNION_OWN_METHODS.contains(name)) {
      return "the view's own method " + name + "()";
    }
    if (SourceVersion.isKeyword(name)) {
      return "the Java keyword " + name;
    }
    for (UnionModel.Variant w : u.variants()) {
      if (w == v) {
        continue;
      }
      if (!w.unknown() && variantGetter(w).equals(name)) {
        return "the getter of variant " + w.type().nestedName();
      }
      if (variantTest(w).equals(name)) {
        return "the test of variant " + w.type().nestedName();
      }
    }
    return null;
  }

  /** The view of {@code message}: {@code InnerView}, or {@code Outer_InnerView} if nested. */
  public static TypeRef viewOf(TypeRef message) {
    return TypeRef.of(message.packageName(), String.join("_", message.simpleNames()) + "View");
  }

  /**
   * What the view of {@code layout} (a record's, fixed or variable in size) exposes: the methods
   * of each component and the view's own. Decided here for the generator and for validation
   * alike; the generator checks that it wrote exactly these getters.
   */
  public static ViewPlan plan(Layout layout) {
    Map<String, List<ViewPlan.Method>> getters = new LinkedHashMap<>();
    List<ViewPlan.Method> own = new ArrayList<>(List.of(
        ViewPlan.Method.of("isWrapped"), ViewPlan.Method.of("notWrapped", STRING),
        ViewPlan.Method.of("wrap", BYTES), ViewPlan.Method.of("wrap", BYTES, INT),
        ViewPlan.Method.of("wrap", BYTES, INT, INT), ViewPlan.Method.of("wrap", BUFFER),
        ViewPlan.Method.of("wrapPrefix", BYTES, INT, INT), ViewPlan.Method.of("wrapPrefix", BUFFER),
        ViewPlan.Method.of("wrapIn", READER), ViewPlan.Method.of("size"),
        ViewPlan.Method.of("toRecord")));
    if (layout.isFixed()) {
      own.add(ViewPlan.Method.of("repointAt", BYTES, INT));
      own.add(ViewPlan.Method.of("moveAt", BYTES, INT));
      own.add(ViewPlan.Method.of("check", BYTES, INT, INT, INT));
      for (FieldLayout f : layout.components()) {
        getters.put(f.name(), segmentGetters(f));
      }
      return new ViewPlan(viewOf(layout.type()), getters, own, cursors(layout, null));
    }
    own.add(ViewPlan.Method.of("wrapAt", BYTES, INT, INT, "boolean"));
    own.add(ViewPlan.Method.of("scan", BYTES, INT, INT, "boolean"));
    VariablePlan parts = PartPlanner.plan(layout);
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        for (FieldLayout f : s.fields()) {
          if (f.isComponent()) {
            getters.put(f.name(), segmentGetters(f));
          }
        }
      }
    }
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Variable v) {
        getters.put(v.field().name(), partGetters(parts.part(v.field())));
      }
    }
    return new ViewPlan(viewOf(layout.type()), getters, own, cursors(layout, parts));
  }

  /**
   * The cursor class of each list of messages the view of {@code layout} iterates, named in the
   * order the view declares them: in a fixed-size view each array of nested messages, in a
   * variable-size one ({@code parts} its plan) each list part of messages.
   */
  private static Map<String, String> cursors(Layout layout, VariablePlan parts) {
    Set<String> taken = cursorTakenNames(layout);
    Map<String, String> out = new LinkedHashMap<>();
    if (parts == null) {
      for (FieldLayout f : layout.components()) {
        if (f.nested() != null && f.isFixed() && f.isArray()) {
          out.put(f.name(), cursorClass(f.name(), taken));
        }
      }
      return out;
    }
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Variable v) {
        Part part = parts.part(v.field());
        if (!holdsUnion(part) && (part.content() == Part.Content.MESSAGES
            || part.content() == Part.Content.STRIDED && part.elements().nested() != null)) {
          out.put(part.name(), cursorClass(part.name(), taken));
        }
      }
    }
    return out;
  }

  /**
   * The names no cursor class of the view of {@code layout} may take: in the unnamed package,
   * the types the view names by their simple name (the message, its codec and view, and the
   * enums, messages, their codecs and views and the @Using codecs of its components), which a
   * nested class of that name would hide, and which have no qualified name to be written by.
   * In a named package JavaPoet writes them in full, and none are taken.
   */
  private static Set<String> cursorTakenNames(Layout layout) {
    Set<String> out = new HashSet<>();
    if (!layout.type().packageName().isEmpty()) {
      return out;
    }
    List<TypeRef> named = new ArrayList<>(List.of(layout.type()));
    for (FieldLayout f : layout.components()) {
      WireType t = f.element();
      while (t instanceof WireType.Array a) {
        t = a.element();
      }
      if (t instanceof WireType.Enum e) {
        named.add(e.model().type());
      } else if (t instanceof WireType.Nested n) {
        named.add(n.type());
      }
      if (f.field().extras().using() != null) {
        named.add(f.field().extras().using());
      }
    }
    for (TypeRef type : named) {
      out.add(type.simpleNames().get(0));
      out.add(type.codec().simpleName());
      out.add(viewOf(type).simpleName());
    }
    return out;
  }

  /** The cursor class's simple name for component {@code name}, unique among {@code taken}. */
  private static String cursorClass(String name, Set<String> taken) {
    String stem = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    String candidate = stem + "Cursor";
    for (int n = 2; !taken.add(candidate); n++) {
      candidate = stem + n + "Cursor";
    }
    return candidate;
  }

  /** The methods reading component {@code f} of a fixed-size segment. */
  private static List<ViewPlan.Method> segmentGetters(FieldLayout f) {
    String name = f.name();
    if (f.isArray()) {
      List<ViewPlan.Method> out = new ArrayList<>(List.of(ViewPlan.Method.of(name, INT),
          ViewPlan.Method.of(countGetter(name))));
      if (f.nested() != null) {
        out.add(ViewPlan.Method.of(name)); // the cursor
      }
      return out;
    }
    if (f.nested() == null && f.field().extras().rawOf() == null
        && f.element() instanceof WireType.Text) {
      return List.of(ViewPlan.Method.of(name), ViewPlan.Method.of(name + "Length"),
          ViewPlan.Method.of(name + "Bytes", BYTES, INT), ViewPlan.Method.of(name + "Byte", INT),
          ViewPlan.Method.of(name + "Equals", STRING));
    }
    return List.of(ViewPlan.Method.of(name));
  }

  /** The methods reading variable part {@code part}. */
  private static List<ViewPlan.Method> partGetters(Part part) {
    String name = part.name();
    List<ViewPlan.Method> out = new ArrayList<>();
    if (part.isConditional()) {
      out.add(ViewPlan.Method.of(hasGetter(name)));
      if (part.content() == Part.Content.SCALAR) {
        out.add(ViewPlan.Method.of(name));
        return out;
      }
    }
    if (holdsUnion(part)) {
      return List.of(ViewPlan.Method.of(name));
    }
    switch (part.content()) {
      case MESSAGE, CUSTOM, VARINT, SCALAR, SELECTED -> out.add(ViewPlan.Method.of(name));
      case MESSAGES -> out.addAll(List.of(ViewPlan.Method.of(countGetter(name)),
          ViewPlan.Method.of(name, INT), ViewPlan.Method.of(name)));
      case STRIDED -> {
        out.addAll(List.of(ViewPlan.Method.of(countGetter(name)), ViewPlan.Method.of(name, INT)));
        if (part.elements().nested() != null) {
          out.add(ViewPlan.Method.of(name)); // the cursor
        }
      }
      case TEXT, RAW_BYTES -> {
        if (!lengthIsComponent(part)) {
          out.add(ViewPlan.Method.of(name + "Length"));
        }
        out.add(ViewPlan.Method.of(name + "Bytes", BYTES, INT));
        out.add(ViewPlan.Method.of(name + "Byte", INT));
        out.add(ViewPlan.Method.of(name));
        out.add(ViewPlan.Method.of(name + "Equals",
            part.content() == Part.Content.TEXT ? STRING : BYTES));
      }
    }
    return out;
  }

  /**
   * Why no view can be generated for {@code layout}, naming the part it can not read; null if
   * one can: every fixed-size record message, and the variable-size ones whose parts are
   * count- or length-prefixed text, bytes and lists of fixed-size elements.
   */
  public static String unviewable(Layout layout) {
    return layout.isFixed() ? null : unsupported(layout);
  }

  /**
   * Why a view can not read a union component of {@code layout} (FW192), as
   * {@link #unviewable} words it; null if every union part of it is read.
   */
  public static String unionPartRefusal(Layout layout) {
    return layout.isFixed() ? null : unionRefusal(layout);
  }

  /**
   * Whether reading {@code m} may follow a pointer of {@code @BackReference}: in a list of its
   * own or of a message it nests, at any depth. Its view then keeps where the message it was
   * wrapped in starts (pointers count from there) and re-reads its parts from there.
   */
  public static boolean followsBackReferences(MessageModel m) {
    return follows(m, new HashSet<>());
  }

  private static boolean follows(MessageModel m, Set<String> seen) {
    if (m == null || !seen.add(m.type().canonicalName())) {
      return false;
    }
    if (m.union() != null) {
      for (UnionModel.Variant v : m.union().variants()) {
        if (follows(v.model(), seen)) {
          return true;
        }
      }
    }
    for (FieldModel f : m.fields()) {
      if (f.extras().backReference() != null
          || f.element() instanceof WireType.Nested n && follows(n.model(), seen)) {
        return true;
      }
    }
    return false;
  }

  /** The name of the indexed getter's element count for an array component {@code name}. */
  public static String countGetter(String name) {
    return name + "Count";
  }

  /**
   * Whether a view reads a size held at {@code path} (null: none): through the child view of a
   * fixed-size nested message, which lies in a segment the view checks before its parts.
   */
  public static boolean pathReadable(PathRead path) {
    return path == null || path.first().isFixed() && !path.first().isArray();
  }

  /** Why a view can not read {@code part}, as a phrase after its name; null if it can. */
  public static String refusal(Part part) {
    if (part.isConditional()) {
      // Read as a part always on the wire is, once wrap has found it there (OptionalViewParts).
      String why = optionalRefusal(part);
      if (why != null || part.content() == Part.Content.SCALAR) {
        return why;
      }
    }
    if (part.content() == Part.Content.MESSAGES) {
      return part.extent() == Part.Extent.HELD && !pathReadable(part.sizePath())
          ? "sized by a component of an earlier nested message of variable size"
          : part.extent() == Part.Extent.EXPRESSION && !part.expression().paths().isEmpty()
              ? "sized by an expression of a nested message's components"
          : part.extent() == Part.Extent.VARINT_PREFIX && part.isConditional()
              ? "optional, sized by a varint prefix"
          : listRefusal(part);
    }
    String size = switch (part.extent()) {
      case PREFIX, REST -> null;
      case HELD -> pathReadable(part.sizePath()) ? null
          : "sized by a component of an earlier nested message of variable size";
      case VARINT_PREFIX -> part.isConditional() ? "optional, sized by a varint prefix"
          : null;
      case EXPRESSION -> part.expression().paths().isEmpty() ? null
          : "sized by an expression of a nested message's components";
      case TERMINATED -> part.content() == Part.Content.TEXT
          || part.content() == Part.Content.RAW_BYTES ? null
          : "ended by a terminator (@Delimited)";
      case FIXED -> "an optional fixed-size part";
      case OWN, UNTIL -> null; // UNTIL: a list of messages, answered above
    };
    if (size != null) {
      return size;
    }
    return switch (part.content()) {
      case TEXT, RAW_BYTES -> part.extent() == Part.Extent.OWN ? "text or bytes of its own size"
          : null;
      case STRIDED -> part.elements().stride() <= 0 ? "a list of variable-size elements"
          : part.extent() == Part.Extent.OWN ? "a list of its own size"
          : part.elements().nested() != null && part.elements().nestedLayout() == null
              ? "a list of messages of no fixed layout" : null;
      case MESSAGES -> "a list of variable-size messages";
      case MESSAGE -> part.extent() != Part.Extent.OWN && !sliced(part)
          ? "a nested message in a slice of bytes"
          : nestedRefusal(part.elements().nested());
      case SELECTED -> "a union variant selected by an earlier component (@Select)";
      case CUSTOM -> customRefusal(part);
      case SCALAR -> "an optional scalar";
      case VARINT -> part.isConditional() ? "an optional varint (@Varint)" : null;
    };
  }

  /** Why a view can not read optional part {@code part}, as a phrase; null if the shape can. */
  public static String optionalRefusal(Part part) {
    if (part.whenPath() != null) {
      return "an optional part (@When) tested on a component of an earlier nested message";
    }
    return switch (part.content()) {
      case SCALAR, TEXT, RAW_BYTES, STRIDED, MESSAGE, CUSTOM -> null;
      case MESSAGES -> "an optional list of variable-size messages";
      case VARINT -> "an optional varint (@Varint)";
      case SELECTED -> "an optional union variant selected by an earlier component (@Select)";
    };
  }

  /** Why a view can not read the list of messages {@code part}; null if it can. */
  public static String listRefusal(Part part) {
    boolean counted = part.unit() == Part.Unit.ELEMENTS;
    boolean sliced = !counted && part.extent() != Part.Extent.OWN;
    if (!counted && !sliced && part.extent() != Part.Extent.TERMINATED) {
      return "a list of variable-size messages of its own size";
    }
    if (part.elements().nested().union()) {
      // Each element read by the union's view (its wrapIn), as decode calls its readFrom.
      return part.elements().nested().model() == null ? "a list of unions that nest it" : null;
    }
    String why = nestedRefusal(part.elements().nested());
    return why == null ? null : "a list of messages whose view can not be generated";
  }

  /**
   * Why a view can not read the variable-size message {@code nested} in place; null if it can
   * (then the nested message's own view reads it).
   */
  public static String nestedRefusal(WireType.Nested nested) {
    if (nested.union()) {
      return "a union (its view is not generated by this part)";
    }
    if (nested.recursive() || nested.model() == null) {
      return "a message that nests itself";
    }
    Layout inner = Layout.of(nested.model());
    if (inner.isFixed()) {
      return null; // a part (optional, say), not in a segment: read by the fixed view's wrapIn
    }
    String why = unsupported(inner);
    return why == null ? null : "a nested message whose view can not be generated (" + why + ")";
  }

  /** Whether a view reads nested message part {@code part} in a slice of bytes its size gives. */
  public static boolean sliced(Part part) {
    return part.extent() == Part.Extent.PREFIX || part.extent() == Part.Extent.HELD
        || part.extent() == Part.Extent.VARINT_PREFIX || part.extent() == Part.Extent.REST
        || part.extent() == Part.Extent.EXPRESSION;
  }

  /** Why a view can not read {@code @Using} part {@code part}; null if it can. */
  public static String customRefusal(Part part) {
    if (part.field().isArray()) {
      return "a sequence read by its own codec (@Using)";
    }
    return switch (part.extent()) {
      case OWN, PREFIX, HELD, REST -> null;
      default -> "read by its own codec (@Using) in a slice of bytes of its own kind";
    };
  }

  /** Whether {@code part} holds a union (tagged, or selected by an earlier field). */
  public static boolean holdsUnion(Part part) {
    return part.content() == Part.Content.SELECTED
        || part.content() == Part.Content.MESSAGE && part.elements().nested() != null
            && part.elements().nested().union();
  }

  /**
   * Whether component {@code f} is a union or a list of unions, whatever its part: read through
   * the union's view.
   */
  public static boolean isUnion(FieldLayout f) {
    return f.element() instanceof WireType.Nested n && n.union();
  }

  /** Why a view can not read union part {@code part}; null if it can. */
  public static String unionUnsupported(Part part) {
    if (part.content() == Part.Content.SELECTED && (!pathReadable(part.selectorPath())
        || !selectable(part.elements().nested().model()))) {
      return "'" + part.name() + "', a union its earlier field '" + part.selector().name()
          + "' selects (@Select)" + (!pathReadable(part.selectorPath())
          ? " from a variable-size nested message" : " that has a magic or a terminator");
    }
    if (part.condition() != Part.Condition.ALWAYS) {
      return "'" + part.name() + "', an optional union";
    }
    return switch (part.extent()) {
      case OWN, PREFIX, VARINT_PREFIX -> null;
      case HELD -> pathReadable(part.sizePath()) ? null
          : "'" + part.name() + "', a union whose length a variable-size nested message holds";
      case TERMINATED -> "'" + part.name() + "', a union up to a terminator";
      default -> "'" + part.name() + "', a union whose length is " + switch (part.extent()) {
        case VARINT_PREFIX -> "a varint";
        case EXPRESSION -> "computed";
        default -> "the rest of the input";
      };
    };
  }

  /** Why a view can not read {@code layout} for a union part of it; null if none is refused. */
  public static String unionRefusal(Layout layout) {
    VariablePlan plan = PartPlanner.plan(layout);
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Variable v) {
        Part part = plan.part(v.field());
        if (holdsUnion(part) && unionUnsupported(part) != null) {
          return unionUnsupported(part);
        }
      }
    }
    return null;
  }

  /**
   * Whether a record's view can wrap this union with a tag it read itself ({@code @Select}):
   * no magic, terminator or {@code @UnknownTag} variant, which only a union read on its own has.
   */
  public static boolean selectable(MessageModel model) {
    return model.framing().magic() == null && model.framing().delimiter() == null;
  }

  /**
   * Why a view can not read {@code layout} (a variable-size record message), naming the part;
   * null if it can.
   */
  public static String unsupported(Layout layout) {
    // A message reading values of the enclosing one (_parent.x) gets a view all the same: the
    // enclosing view passes them to its wrapIn (generation/view/ParentViews).
    VariablePlan plan = PartPlanner.plan(layout);
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        for (FieldLayout f : s.fields()) {
          if (f.nested() != null && f.isArray()) {
            return "'" + f.name() + "', an array of messages after which parts vary";
          }
        }
      } else {
        Part part = plan.part(((Layout.Variable) item).field());
        if (holdsUnion(part)) {
          String why = unionUnsupported(part);
          if (why != null) {
            return why;
          }
        } else {
          String refusal = refusal(part);
          if (refusal != null) {
            return "'" + part.name() + "', " + refusal;
          }
        }
      }
    }
    for (FieldLayout f : layout.components()) {
      if (f.field().extras().rawOf() != null) {
        return "'" + f.name() + "', a raw value";
      }
    }
    return null;
  }

  /**
   * Whether the byte count of text or bytes {@code part} is the component named
   * {@code <part>Length} itself ({@code int payloadLength} with {@code @Length(field =
   * "payloadLength") byte[] payload}, a common pattern): its getter already returns the
   * number, so the view adds no {@code payloadLength()} of its own, and the two do not clash.
   */
  public static boolean lengthIsComponent(Part part) {
    return part.extent() == Part.Extent.HELD && part.sizePath() == null
        && part.unit() == Part.Unit.BYTES && !part.isConditional()
        && part.sizeField().name().equals(part.name() + "Length");
  }

  /** {@code hasX}: the getter that says whether optional part {@code x} is on the wire. */
  public static String hasGetter(String name) {
    return "has" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
