package io.framewright.processor.reading;

import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.BitOrder;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.ComponentChecksum;
import io.framewright.processor.model.Covers;
import io.framewright.processor.model.Truncated;
import io.framewright.processor.model.FieldExtras;
import io.framewright.processor.model.ValueRule;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Inaccessible;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.RepeatUntil;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.ViewRequest;
import io.framewright.processor.model.WireType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads a {@code @Message} type into a {@link MessageModel}: the declarations exactly as written,
 * right or wrong; judging them is the validator's job. The only class that sees
 * {@code javax.lang.model} types, together with its helpers in this package.
 */
public final class ElementReader {
  private final Elements elements;
  private final Types types;
  private final AnnotationValues values;
  /** Messages being read, outermost first: a type met again here is a cycle. */
  private final Deque<String> reading = new ArrayDeque<>();
  /** The packages of the messages being read, as {@link #reading}: where their codecs are. */
  private final Deque<String> packages = new ArrayDeque<>();
  /** The components being read, outermost first: the first one starts every nesting chain. */
  private final Deque<RecordComponentElement> components = new ArrayDeque<>();

  /**
   * Most levels of messages one nests (a record holding a record holding ... 64 deep): far
   * beyond any protocol's, and far inside the stack every later stage recurses on.
   */
  public static final int MAX_NESTING = 64;

  private final Accessors accessors;

  public ElementReader(ProcessingEnvironment env) {
    this.elements = env.getElementUtils();
    this.types = env.getTypeUtils();
    this.values = new AnnotationValues(elements);
    this.accessors = Accessors.of(env);
  }

  /**
   * Reads {@code type} and every message it nests.
   *
   * @throws UnresolvedTypeException if a component's type is not resolved (yet)
   */
  public MessageModel read(TypeElement type) {
    return read(type, ByteOrder.BIG, BitOrder.MSB_FIRST);
  }

  /** Reads {@code type}; without its own {@code @Message} it takes the given orders. */
  private MessageModel read(TypeElement type, ByteOrder defaultOrder, BitOrder defaultBitOrder) {
    String name = type.getQualifiedName().toString();
    if (reading.size() > MAX_NESTING && !components.isEmpty()) {
      throw new NestingTooDeepException(components.peekFirst(), name);
    }
    reading.push(name);
    packages.push(elements.getPackageOf(type).getQualifiedName().toString());
    try {
      return readMessage(type, defaultOrder, defaultBitOrder);
    } finally {
      reading.pop();
      packages.pop();
    }
  }

  private MessageModel readMessage(TypeElement type, ByteOrder defaultOrder,
      BitOrder defaultBitOrder) {
    AnnotationMirror message = AnnotationValues.find(type, "Message").orElse(null);
    ByteOrder order = defaultOrder;
    BitOrder bitOrder = defaultBitOrder;
    if (message != null) {
      order = ByteOrder.valueOf(values.enumValue(message, "order"));
      bitOrder = BitOrder.valueOf(values.enumValue(message, "bitOrder"));
    }
    Optional<AnnotationMirror> unionMirror = AnnotationValues.find(type, "Union");
    UnionModel union = unionMirror.isEmpty() ? null
        : readUnion(type, unionMirror.get(), message == null ? null : order, bitOrder);
    List<FieldModel> fields = new ArrayList<>();
    if (type.getKind() == ElementKind.RECORD) {
      for (RecordComponentElement c : type.getRecordComponents()) {
        fields.add(readField(c));
      }
    }
    return new MessageModel(typeRef(type), new ElementOrigin(type), kindOf(type),
        !type.getTypeParameters().isEmpty(), accessOf(type), order, bitOrder, fields, union,
        framing(type), viewRequest(type), declaresCanonicalConstructor(type));
  }

  /**
   * Whether {@code type} declares its canonical constructor (compact or written out). The one the
   * compiler makes (origin MANDATED) only assigns the components and cannot throw, so decode
   * calls it without a handler: a try/catch around the allocation costs a small message's
   * decoder about a third of its time on C2 (issue 31's 24-byte header). Anything unsure is
   * "declared".
   */
  private boolean declaresCanonicalConstructor(TypeElement type) {
    if (type.getKind() != ElementKind.RECORD) {
      return true;
    }
    List<? extends RecordComponentElement> components = type.getRecordComponents();
    for (Element e : type.getEnclosedElements()) {
      if (e.getKind() != ElementKind.CONSTRUCTOR) {
        continue;
      }
      ExecutableElement c = (ExecutableElement) e;
      if (c.getParameters().size() != components.size()) {
        continue; // another constructor: it delegates to the canonical one, decode does not call it
      }
      boolean canonical = true;
      for (int i = 0; i < components.size() && canonical; i++) {
        canonical = types.isSameType(types.erasure(c.getParameters().get(i).asType()),
            types.erasure(components.get(i).asType()));
      }
      if (canonical) {
        return elements.getOrigin(c) != Elements.Origin.MANDATED;
      }
    }
    return true;
  }

  /** {@code @View} on the type itself, else on its package, else none. */
  private ViewRequest viewRequest(TypeElement type) {
    if (AnnotationValues.find(type, "View").isPresent()) {
      return ViewRequest.TYPE;
    }
    return AnnotationValues.find(elements.getPackageOf(type), "View").isPresent()
        ? ViewRequest.PACKAGE : ViewRequest.NONE;
  }

  private Framing framing(TypeElement type) {
    Framing.MagicSpec magic = AnnotationValues.find(type, "Magic").map(m -> {
      List<Long> ints = longs(values.value(m, "value"));
      int[] v = new int[ints.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = (int) (long) ints.get(i);
      }
      return new Framing.MagicSpec((String) values.value(m, "ascii"), v);
    }).orElse(null);
    Framing.Delimiter delimiter = AnnotationValues.find(type, "Delimited")
        .map(this::delimiter).orElse(null);
    Framing.ChecksumSpec checksum = AnnotationValues.find(type, "Checksum").map(m -> {
      TypeElement a = classValue(m, "algorithm");
      return new Framing.ChecksumSpec(a == null ? null : typeRef(a), values.intValue(m, "bits"),
          values.enumValue(m, "at").equals("END"),
          ByteOrder.valueOf(values.enumValue(m, "order")),
          values.booleanValue(m, "includeField"), values.longValue(m, "placeholder"),
          a == null ? null : algorithmProblem(a), (String) values.value(m, "from"),
          explicitMembers(m, List.of("to", "expr")));
    }).orElse(null);
    List<Integer> extra = AnnotationValues.find(type, "ChecksumExtra").map(m -> longs(
        values.value(m, "value")).stream().map(v -> (int) (long) v).toList()).orElse(null);
    if (magic == null && delimiter == null && checksum == null && extra == null) {
      return Framing.NONE;
    }
    return new Framing(magic, delimiter, checksum, null, extra);
  }

  /**
   * The class of a {@code Class} member, or null when javac has none to give: it makes the value
   * an error (a String) for a class it can not access there, and reports that itself.
   *
   * @throws UnresolvedTypeException if the class is not resolved (yet)
   */
  private TypeElement classValue(AnnotationMirror m, String member) {
    Object value = values.value(m, member);
    if (!(value instanceof TypeMirror mirror)) {
      return null;
    }
    if (mirror.getKind() == TypeKind.ERROR) {
      throw new UnresolvedTypeException(mirror.toString(), reading.peek());
    }
    return (TypeElement) types.asElement(mirror);
  }

  /** Why the codec of the message being read could not make an instance of {@code a}, or null. */
  private String algorithmProblem(TypeElement a) {
    if (a.getKind() == ElementKind.INTERFACE) {
      return Reason.ALGORITHM_INTERFACE.text();
    }
    if (a.getModifiers().contains(Modifier.ABSTRACT)) {
      return Reason.ALGORITHM_ABSTRACT.text();
    }
    Inaccessible access = accessProblem(a);
    if (access != null) {
      return Reason.ALGORITHM_INACCESSIBLE.text(access.why());
    }
    if (a.getNestingKind() == NestingKind.MEMBER && !a.getModifiers().contains(Modifier.STATIC)) {
      return Reason.ALGORITHM_INNER_CLASS.text();
    }
    // In the message's package a package-private constructor will do, as it always has.
    boolean samePackage = elements.getPackageOf(a).getQualifiedName().contentEquals(
        packages.peek());
    boolean constructible = a.getEnclosedElements().stream().anyMatch(e ->
        e.getKind() == ElementKind.CONSTRUCTOR
            && ((javax.lang.model.element.ExecutableElement) e).getParameters().isEmpty()
            && (e.getModifiers().contains(Modifier.PUBLIC)
                || (samePackage && !e.getModifiers().contains(Modifier.PRIVATE))));
    return constructible ? null : Reason.ALGORITHM_NO_CONSTRUCTOR.text();
  }

  /**
   * Why the codec of the message being read, in its package, can not name {@code t} ("private",
   * "nested in private class M.Inner", "not public, in package other"), or null when it can.
   * javac has checked that the message's source can name it; private members are visible there
   * but not in the codec, a class of its own.
   */
  private Inaccessible accessProblem(TypeElement t) {
    String pkg = packages.peek();
    for (Element e = t; e instanceof TypeElement te; e = te.getEnclosingElement()) {
      if (te.getNestingKind() == NestingKind.LOCAL || te.getNestingKind() == NestingKind.ANONYMOUS) {
        return new Inaccessible(Inaccessible.Barrier.LOCAL,
            (te == t ? Reason.ACCESS_LOCAL : Reason.ACCESS_IN_LOCAL).text());
      }
      String kind = te.getKind() == ElementKind.ENUM ? "enum"
          : te.getKind() == ElementKind.RECORD ? "record"
          : te.getKind() == ElementKind.INTERFACE ? "interface" : "class";
      if (te.getModifiers().contains(Modifier.PRIVATE)) {
        return new Inaccessible(Inaccessible.Barrier.PRIVATE, te == t
            ? Reason.ACCESS_PRIVATE.text()
            : Reason.ACCESS_IN_PRIVATE.text(kind, typeRef(te).nestedName()));
      }
      boolean samePackage = elements.getPackageOf(te).getQualifiedName().contentEquals(pkg);
      if (!samePackage && !te.getModifiers().contains(Modifier.PUBLIC)) {
        Object in = elements.getPackageOf(te).getQualifiedName();
        return new Inaccessible(Inaccessible.Barrier.NOT_PUBLIC, te == t
            ? Reason.ACCESS_NOT_PUBLIC.text(in)
            : Reason.ACCESS_IN_NOT_PUBLIC.text(kind, typeRef(te).nestedName(), in));
      }
    }
    return null;
  }

  private Framing.Delimiter delimiter(AnnotationMirror m) {
    List<Long> t = longs(values.value(m, "terminator"));
    int[] bytes = new int[t.size()];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (int) (long) t.get(i);
    }
    return new Framing.Delimiter(bytes, values.intValue(m, "max"),
        values.booleanValue(m, "include"), values.booleanValue(m, "consume"));
  }

  private FieldExtras extras(RecordComponentElement c) {
    int before = 0;
    int after = 0;
    Optional<AnnotationMirror> pad = AnnotationValues.find(c, "Pad");
    if (pad.isPresent()) {
      before = values.intValue(pad.get(), "before");
      after = values.intValue(pad.get(), "after");
    }
    Framing.Delimiter delimited = AnnotationValues.find(c, "Delimited").map(this::delimiter)
        .orElse(null);
    TypeRef using = null;
    boolean usingValid = true;
    String usingPrimitive = "";
    boolean usingUnreadable = false;
    int usingMinBytes = 0;
    List<Integer> usingNeverWrites = List.of();
    List<Integer> usingRejects = List.of();
    Optional<AnnotationMirror> u = AnnotationValues.find(c, "Using");
    if (u.isEmpty() && c.asType().toString().equals("io.framewright.runtime.BitList")) {
      // The runtime's bitmap type brings its own codec.
      using = TypeRef.of("io.framewright.runtime", "BitList", "Codec");
    } else if (u.isPresent()) {
      TypeElement codecType = classValue(u.get(), "value");
      usingUnreadable = codecType == null;
      usingMinBytes = values.intValue(u.get(), "minBytes");
      usingNeverWrites = AnnotationValues.explicit(u.get(), "neverWrites")
          .map(v -> longs(v.getValue()).stream().map(Long::intValue).toList())
          .orElse(List.of());
      usingRejects = AnnotationValues.explicit(u.get(), "rejects")
          .map(v -> longs(v.getValue()).stream().map(Long::intValue).toList())
          .orElse(List.of());
      if (codecType != null) {
        using = typeRef(codecType);
        usingValid = isValueCodecFor(codecType, c.asType()) && accessProblem(codecType) == null;
        usingPrimitive = usingValid ? primitiveVariant(codecType, c.asType()) : "";
      }
    }
    String charset = AnnotationValues.find(c, "Text")
        .map(m -> (String) values.value(m, "charset")).orElse(null);
    String select = AnnotationValues.find(c, "Select")
        .map(m -> (String) values.value(m, "field")).orElse(null);
    Varint varint = AnnotationValues.find(c, "Varint").map(this::varint).orElse(null);
    String rawOf = AnnotationValues.find(c, "RawValue")
        .map(m -> (String) values.value(m, "value")).orElse(null);
    ComponentChecksum checksum = AnnotationValues.find(c, "Checksum")
        .map(this::componentChecksum).orElse(null);
    javax.lang.model.element.ExecutableElement accessor = accessors.changing(c);
    ValueRule rule = rule(c);
    List<Integer> constBytes = constBytes(c);
    BackReference backReference = AnnotationValues.find(c, "BackReference")
        .map(m -> new BackReference(values.intValue(m, "marker"),
            values.intValue(m, "markerBits"), values.intValue(m, "offsetBits"),
            values.intValue(m, "maxPointers"), values.booleanValue(m, "compress")))
        .orElse(null);
    RepeatUntil until = AnnotationValues.find(c, "RepeatUntil").map(m -> new RepeatUntil(
        (String) values.value(m, "field"), values.longValue(m, "equal"),
        values.longValue(m, "mask"), values.intValue(m, "max"))).orElse(null);
    Covers covers = AnnotationValues.find(c, "Covers").map(m -> new Covers(
        (String) values.value(m, "through"), values.intValue(m, "min"),
        values.intValue(m, "max"))).orElse(null);
    Truncated truncated = AnnotationValues.find(c, "Truncated")
        .map(m -> new Truncated(values.intValue(m, "keep"))).orElse(null);
    if (before == 0 && after == 0 && delimited == null && using == null && charset == null
        && !usingUnreadable && select == null && varint == null && rawOf == null
        && checksum == null && accessor == null && rule == null && constBytes == null
        && usingMinBytes == 0 && backReference == null && until == null && covers == null
        && truncated == null && usingNeverWrites.isEmpty() && usingRejects.isEmpty()) {
      return FieldExtras.NONE;
    }
    return new FieldExtras(before, after, delimited, using, usingValid, charset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum,
        accessor == null ? null : new ElementOrigin(accessor), rule, constBytes, usingMinBytes,
        backReference, until, covers, truncated, usingNeverWrites, usingRejects);
  }

  /** {@code @Const(bytes = ...)} as written, or null when {@code bytes} is not. */
  private List<Integer> constBytes(RecordComponentElement c) {
    return AnnotationValues.find(c, "Const")
        .flatMap(m -> AnnotationValues.explicit(m, "bytes").map(v -> longs(v.getValue())))
        .map(l -> l.stream().map(Long::intValue).toList()).orElse(null);
  }

  /**
   * {@code @Range}, {@code @OneOf} or {@code @Const} on a component, the first of them as
   * written with the names of any others (which validation refuses); null without one.
   */
  private ValueRule rule(RecordComponentElement c) {
    List<ValueRule> rules = new ArrayList<>();
    // @Const(bytes = ...) alone is constant bytes, no integer rule; written with a value too,
    // both are kept for validation to refuse.
    AnnotationValues.find(c, "Const")
        .filter(m -> AnnotationValues.explicit(m, "bytes").isEmpty()
            || AnnotationValues.explicit(m, "value").isPresent())
        .ifPresent(m -> rules.add(ValueRule.constant(values.longValue(m, "value"))));
    AnnotationValues.find(c, "Range").ifPresent(m -> rules.add(ValueRule.range(
        values.longValue(m, "min"), values.longValue(m, "max"))));
    AnnotationValues.find(c, "OneOf")
        .ifPresent(m -> rules.add(ValueRule.oneOf(longs(values.value(m, "value")))));
    if (rules.isEmpty()) {
      return null;
    }
    ValueRule first = rules.get(0);
    List<String> others = rules.stream().skip(1).map(ValueRule::annotation).toList();
    return new ValueRule(first.annotation(), first.min(), first.max(), first.anyOf(), others);
  }

  /**
   * {@code @Varint}: {@code zigzag = true} is {@code form = ZIGZAG} unless another form is
   * written beside it; {@code acceptNonMinimal} left out is the form's default (QUIC accepts
   * what RFC 9000 section 16 allows).
   */
  private Varint varint(AnnotationMirror m) {
    Varint.Form written = varintForm(m, "form");
    boolean zigzag = values.booleanValue(m, "zigzag");
    Varint.Form form = written != null ? written : zigzag ? Varint.Form.ZIGZAG
        : Varint.Form.LEB128;
    boolean acceptNonMinimal = AnnotationValues.explicit(m, "acceptNonMinimal").isPresent()
        ? values.booleanValue(m, "acceptNonMinimal") : form == Varint.Form.QUIC;
    return new Varint(form, values.intValue(m, "maxBytes"), acceptNonMinimal,
        zigzag && written != null && written != Varint.Form.ZIGZAG);
  }

  /** The {@code VarintForm} written as {@code member}, or null when it was left out. */
  private Varint.Form varintForm(AnnotationMirror m, String member) {
    return AnnotationValues.explicit(m, member).isPresent()
        ? Varint.Form.valueOf(values.enumValue(m, member)) : null;
  }

  /** {@code @Checksum} on a component: its algorithm, range, and the type-only members set. */
  private ComponentChecksum componentChecksum(AnnotationMirror m) {
    TypeElement a = classValue(m, "algorithm");
    return new ComponentChecksum(a == null ? null : typeRef(a),
        a == null ? null : algorithmProblem(a), (String) values.value(m, "from"),
        (String) values.value(m, "to"), (String) values.value(m, "expr"),
        explicitMembers(m, List.of("bits", "at", "order", "includeField", "placeholder")));
  }

  /** Those of {@code members} written on {@code m}, in the order given. */
  private static List<String> explicitMembers(AnnotationMirror m, List<String> members) {
    List<String> written = new ArrayList<>();
    for (String member : members) {
      if (AnnotationValues.explicit(m, member).isPresent()) {
        written.add(member);
      }
    }
    return written;
  }

  /** {@code "Long"}/{@code "Int"} if {@code codec} is a ValueCodec.OfLong/OfInt of a primitive. */
  private String primitiveVariant(TypeElement codec, TypeMirror component) {
    String variant = switch (component.getKind()) {
      case LONG -> "Long";
      case INT -> "Int";
      default -> "";
    };
    if (variant.isEmpty()) {
      return "";
    }
    TypeElement of = elements.getTypeElement("io.framewright.runtime.ValueCodec.Of" + variant);
    return of != null && types.isSubtype(types.erasure(codec.asType()), types.erasure(of.asType()))
        ? variant : "";
  }

  /** Whether {@code codec} implements ValueCodec of the component's (boxed) type and can be made. */
  private boolean isValueCodecFor(TypeElement codec, TypeMirror component) {
    TypeElement valueCodec = elements.getTypeElement("io.framewright.runtime.ValueCodec");
    if (valueCodec == null) {
      return false;
    }
    TypeMirror boxed = component.getKind().isPrimitive()
        ? types.boxedClass((javax.lang.model.type.PrimitiveType) component).asType() : component;
    boolean topLevelOrStatic = codec.getNestingKind() == NestingKind.TOP_LEVEL
        || (codec.getNestingKind() == NestingKind.MEMBER
            && codec.getModifiers().contains(Modifier.STATIC));
    boolean constructible = codec.getModifiers().contains(Modifier.PUBLIC)
        && !codec.getModifiers().contains(Modifier.ABSTRACT) && topLevelOrStatic
        && codec.getTypeParameters().isEmpty()
        && codec.getEnclosedElements().stream().anyMatch(e ->
            e.getKind() == ElementKind.CONSTRUCTOR && e.getModifiers().contains(Modifier.PUBLIC)
                && ((javax.lang.model.element.ExecutableElement) e).getParameters().isEmpty());
    return constructible && implementsValueCodecOf(codec.asType(), valueCodec, boxed);
  }

  /** Whether {@code type} or a supertype is {@code ValueCodec<value>} (not the raw type). */
  private boolean implementsValueCodecOf(TypeMirror type, TypeElement valueCodec,
      TypeMirror value) {
    if (type instanceof DeclaredType d && d.asElement().equals(valueCodec)) {
      return d.getTypeArguments().size() == 1
          && types.isSameType(d.getTypeArguments().get(0), value);
    }
    for (TypeMirror supertype : types.directSupertypes(type)) {
      if (implementsValueCodecOf(supertype, valueCodec, value)) {
        return true;
      }
    }
    return false;
  }

  private UnionModel readUnion(TypeElement type, AnnotationMirror u, ByteOrder messageOrder,
      BitOrder bitOrder) {
    ByteOrder tagOrder = ByteOrder.valueOf(values.enumValue(u, "order"));
    ByteOrder variantOrder = messageOrder == null || messageOrder == ByteOrder.INHERIT
        ? ByteOrder.BIG : messageOrder;
    if (tagOrder == ByteOrder.INHERIT) {
      tagOrder = variantOrder;
    }
    int bits = values.intValue(u, "bits");
    Varint.Form tagForm = varintForm(u, "varintForm");
    boolean varint = values.booleanValue(u, "varint") || tagForm != null;
    boolean packed = !varint && bits > 0 && bits < 64 && bits % 8 != 0;
    List<UnionModel.Variant> variants = new ArrayList<>();
    for (TypeMirror permitted : type.getPermittedSubclasses()) {
      TypeElement v;
      if (permitted.getKind() == TypeKind.ERROR) {
        // javac makes a variant the union can not access (a private one, which javac reports
        // itself) an error type: read it anyway, so that the variant's own check says it is
        // private rather than that it does not exist.
        v = elements.getTypeElement(permitted.toString());
        if (v == null) {
          throw new UnresolvedTypeException(permitted.toString(), reading.peek());
        }
      } else {
        v = (TypeElement) ((DeclaredType) permitted).asElement();
      }
      List<UnionModel.TagRange> tags = AnnotationValues.find(v, "Tag").map(this::tagRanges)
          .orElse(List.of());
      Long tag = tags.isEmpty() ? null : tags.get(0).from();
      boolean unknown = AnnotationValues.find(v, "UnknownTag").isPresent();
      boolean record = v.getKind() == ElementKind.RECORD;
      boolean own = AnnotationValues.find(v, "Message").isPresent();
      MessageModel model = null;
      List<String> shape = null;
      UnionModel.UnknownForm form = null;
      String tagAnnotation = null;
      if (record && unknown) {
        shape = new ArrayList<>();
        for (RecordComponentElement c : v.getRecordComponents()) {
          boolean remaining = AnnotationValues.find(c, "Remaining").isPresent();
          shape.add(c.asType().toString() + " " + c.getSimpleName()
              + (remaining ? " @Remaining" : ""));
        }
        form = unknownForm(v.getRecordComponents());
        if (form == UnionModel.UnknownForm.DECLARED
            && !reading.contains(v.getQualifiedName().toString())) {
          RecordComponentElement first = v.getRecordComponents().get(0);
          tagAnnotation = framewrightAnnotation(first);
          model = withTagComponent(read(v, variantOrder, bitOrder), bits, tagOrder, varint,
              tagForm);
        }
      } else if (record && !reading.contains(v.getQualifiedName().toString())) {
        model = read(v, variantOrder, bitOrder);
        if (packed && tag != null && !own) {
          // The variant's layout starts with its tag, so its first fields share the tag's byte.
          model = model.with(model.fields(), model.framing().withLeadingTag(bits, tag));
        }
      }
      variants.add(new UnionModel.Variant(typeRef(v), new ElementOrigin(v), tag, unknown, record,
          own, model, shape, form, tags, otherUnion(v, type), tagAnnotation));
    }
    return new UnionModel(bits, tagOrder, type.getModifiers().contains(Modifier.SEALED),
        variants, varint, tagForm);
  }

  /** A {@code @Union} interface {@code variant} implements besides {@code union}, or null. */
  private String otherUnion(TypeElement variant, TypeElement union) {
    for (TypeMirror i : variant.getInterfaces()) {
      if (types.asElement(i) instanceof TypeElement e && !e.equals(union)
          && AnnotationValues.find(e, "Union").isPresent()) {
        return typeRef(e).nestedName();
      }
    }
    return null;
  }

  /** The tags a {@code @Tag} lists, then its range if it gives one. */
  private List<UnionModel.TagRange> tagRanges(AnnotationMirror m) {
    List<UnionModel.TagRange> out = new ArrayList<>();
    for (long t : longs(values.value(m, "value"))) {
      out.add(new UnionModel.TagRange(t, t));
    }
    if (AnnotationValues.explicit(m, "from").isPresent()
        || AnnotationValues.explicit(m, "to").isPresent()) {
      out.add(new UnionModel.TagRange(values.longValue(m, "from"), values.longValue(m, "to"),
          true));
    }
    return out;
  }

  private FieldModel readField(RecordComponentElement c) {
    components.addLast(c);
    try {
      return readComponent(c);
    } finally {
      components.removeLast();
    }
  }

  private FieldModel readComponent(RecordComponentElement c) {
    // A @Using codec reads and writes the whole value: its type's own layout is never looked
    // at, so a record without a clean one, or one that holds this message, is fine there.
    WireType type = readType(c.asType(), AnnotationValues.find(c, "Using").isPresent());
    int bits = 0;
    boolean signed = false;
    ByteOrder order = ByteOrder.INHERIT;
    Optional<AnnotationMirror> field = AnnotationValues.find(c, "Field");
    if (field.isPresent()) {
      bits = values.intValue(field.get(), "bits");
      signed = values.booleanValue(field.get(), "signed");
      order = ByteOrder.valueOf(values.enumValue(field.get(), "order"));
    }
    ElementOrigin origin = new ElementOrigin(c);
    Optional<AnnotationMirror> text = AnnotationValues.find(c, "Text");
    if (text.isPresent() && type instanceof WireType.Text) {
      type = new WireType.Text((String) values.value(text.get(), "charset"));
    }
    SizeSpec count = AnnotationValues.find(c, "Count").map(m -> size(m, origin, "Count"))
        .orElse(null);
    SizeSpec length = AnnotationValues.find(c, "Length").map(m -> size(m, origin, "Length"))
        .orElse(null);
    List<Integer> constBytes = constBytes(c);
    if (constBytes != null && !constBytes.isEmpty() && length == null && count == null
        && c.asType() instanceof javax.lang.model.type.ArrayType a
        && a.getComponentType().getKind() == javax.lang.model.type.TypeKind.BYTE
        && Stream.of("Remaining", "Delimited", "Using")
            .allMatch(n -> AnnotationValues.find(c, n).isEmpty())) {
      // Constant bytes are their own size: as if @Length(n) were written.
      length = SizeSpec.of(constBytes.size(), 0, ByteOrder.INHERIT, Integer.MAX_VALUE, origin,
          "Length", "");
    }
    Optional<AnnotationMirror> remaining = AnnotationValues.find(c, "Remaining");
    if (remaining.isPresent()) {
      SizeSpec rest = SizeSpec.remaining(values.intValue(remaining.get(), "max"), origin);
      length = length == null ? rest
          : new SizeSpec(SizeSpec.Kind.CONFLICTING, -1, 0, ByteOrder.INHERIT, 0, origin,
              "Remaining");
    }
    return new FieldModel(c.getSimpleName().toString(), origin, type,
        !c.asType().getKind().isPrimitive(), bits, signed, order, count, length,
        conditions(c, origin), extras(c));
  }

  private Conditions conditions(RecordComponentElement c, ElementOrigin origin) {
    boolean flags = AnnotationValues.find(c, "Flags").isPresent();
    List<AnnotationMirror> presenceMirrors = new ArrayList<>();
    AnnotationValues.find(c, "Presence").ifPresent(presenceMirrors::add);
    AnnotationValues.find(c, "Presence.List").ifPresent(list -> {
      for (Object v : (List<?>) values.value(list, "value")) {
        presenceMirrors.add((AnnotationMirror) ((javax.lang.model.element.AnnotationValue) v)
            .getValue());
      }
    });
    List<Conditions.Presence> presence = new ArrayList<>();
    for (AnnotationMirror m : presenceMirrors) {
      presence.add(new Conditions.Presence(values.longValue(m, "flag"),
          (String) values.value(m, "field"), values.intValue(m, "bits"),
          values.booleanValue(m, "signed"), presence.size()));
    }
    Conditions.When when = AnnotationValues.find(c, "When").map(m -> new Conditions.When(
        (String) values.value(m, "field"), longs(values.value(m, "equal")),
        longs(values.value(m, "notEqual")), values.longValue(m, "mask"))).orElse(null);
    Long whenAbsent = AnnotationValues.find(c, "WhenAbsent")
        .map(m -> values.longValue(m, "value")).orElse(null);
    boolean trailing = AnnotationValues.find(c, "Trailing").isPresent();
    if (!flags && presence.isEmpty() && when == null && whenAbsent == null && !trailing) {
      return Conditions.NONE;
    }
    return new Conditions(flags, presence, when, whenAbsent, origin, trailing);
  }

  private static List<Long> longs(Object arrayValue) {
    List<Long> out = new ArrayList<>();
    for (Object v : (List<?>) arrayValue) {
      out.add(((Number) ((javax.lang.model.element.AnnotationValue) v).getValue()).longValue());
    }
    return out;
  }

  private SizeSpec size(AnnotationMirror m, ElementOrigin origin, String annotation) {
    int value = values.intValue(m, "value");
    int bits = values.intValue(m, "bits");
    ByteOrder order = ByteOrder.valueOf(values.enumValue(m, "order"));
    int max = values.intValue(m, "max");
    int min = values.intValue(m, "min");
    if (value == -1 && bits == 0 && AnnotationValues.explicit(m, "value").isPresent()) {
      // Written as @Count(-1): a fixed size that is wrong, not a missing one.
      return new SizeSpec(SizeSpec.Kind.FIXED, -1, 0, order, max, origin, annotation)
          .withMin(min);
    }
    return SizeSpec.of(value, bits, order, max, origin, annotation,
        (String) values.value(m, "field"), values.booleanValue(m, "varint"),
        (String) values.value(m, "expr"), varintForm(m, "varintForm")).withMin(min);
  }

  /**
   * The wire type of {@code t}; {@code opaque} for a {@code @Using} component's, whose records
   * and unions are not read (as if they had no {@code @Message}).
   */
  private WireType readType(TypeMirror t, boolean opaque) {
    switch (t.getKind()) {
      case BOOLEAN: return new WireType.Scalar(Primitive.BOOLEAN);
      case BYTE: return new WireType.Scalar(Primitive.BYTE);
      case SHORT: return new WireType.Scalar(Primitive.SHORT);
      case CHAR: return new WireType.Scalar(Primitive.CHAR);
      case INT: return new WireType.Scalar(Primitive.INT);
      case LONG: return new WireType.Scalar(Primitive.LONG);
      case FLOAT: return new WireType.Scalar(Primitive.FLOAT);
      case DOUBLE: return new WireType.Scalar(Primitive.DOUBLE);
      case ARRAY: {
        TypeMirror component = ((ArrayType) t).getComponentType();
        WireType element = readType(component, opaque);
        return new WireType.Array(element, false,
            component.getKind() == TypeKind.DECLARED && element instanceof WireType.Scalar);
      }
      case ERROR: throw new UnresolvedTypeException(t.toString(), reading.peek());
      case DECLARED: return readDeclared((DeclaredType) t, opaque);
      default: return new WireType.Unsupported(t.toString());
    }
  }

  private static final java.util.Map<String, Primitive> BOXES = java.util.Map.of(
      "java.lang.Boolean", Primitive.BOOLEAN, "java.lang.Byte", Primitive.BYTE,
      "java.lang.Short", Primitive.SHORT, "java.lang.Character", Primitive.CHAR,
      "java.lang.Integer", Primitive.INT, "java.lang.Long", Primitive.LONG,
      "java.lang.Float", Primitive.FLOAT, "java.lang.Double", Primitive.DOUBLE);

  private WireType readDeclared(DeclaredType t, boolean opaque) {
    TypeElement e = (TypeElement) t.asElement();
    String qualified = e.getQualifiedName().toString();
    if (BOXES.containsKey(qualified)) {
      return new WireType.Scalar(BOXES.get(qualified));
    }
    if (qualified.equals("java.lang.String")) {
      return new WireType.Text("UTF-8");
    }
    if (qualified.equals("java.util.List") && t.getTypeArguments().size() == 1) {
      TypeMirror arg = t.getTypeArguments().get(0);
      if (arg.getKind() == TypeKind.ERROR) {
        throw new UnresolvedTypeException(arg.toString(), reading.peek());
      }
      if (arg.getKind() == TypeKind.DECLARED) {
        return new WireType.Array(readDeclared((DeclaredType) arg, opaque), true);
      }
      return new WireType.Unsupported(t.toString());
    }
    if (!t.getTypeArguments().isEmpty()) {
      for (TypeMirror arg : t.getTypeArguments()) {
        if (arg.getKind() == TypeKind.ERROR) {
          throw new UnresolvedTypeException(arg.toString(), reading.peek());
        }
      }
      return new WireType.Unsupported(t.toString());
    }
    if (e.getKind() == ElementKind.ENUM) {
      return new WireType.Enum(readEnum(e));
    }
    if (e.getKind() == ElementKind.INTERFACE && AnnotationValues.find(e, "Union").isPresent()) {
      TypeRef ref = typeRef(e);
      if (opaque || AnnotationValues.find(e, "Message").isEmpty()) {
        return new WireType.Nested(ref, null, false, true);
      }
      if (reading.contains(e.getQualifiedName().toString())) {
        return new WireType.Nested(ref, null, true, true);
      }
      return new WireType.Nested(ref, read(e), false);
    }
    if (e.getKind() == ElementKind.RECORD) {
      TypeRef ref = typeRef(e);
      if (opaque || AnnotationValues.find(e, "Message").isEmpty()) {
        return new WireType.Nested(ref, null, false);
      }
      String name = e.getQualifiedName().toString();
      if (reading.contains(name)) {
        return new WireType.Nested(ref, null, true);
      }
      return new WireType.Nested(ref, read(e), false);
    }
    return new WireType.Unsupported(t.toString());
  }

  private EnumModel readEnum(TypeElement e) {
    List<EnumModel.Constant> constants = new ArrayList<>();
    for (Element member : e.getEnclosedElements()) {
      if (member.getKind() != ElementKind.ENUM_CONSTANT) {
        continue;
      }
      OptionalLong wire = AnnotationValues.find(member, "WireValue")
          .map(m -> OptionalLong.of(values.longValue(m, "value")))
          .orElse(OptionalLong.empty());
      constants.add(new EnumModel.Constant(member.getSimpleName().toString(), wire,
          new ElementOrigin(member), AnnotationValues.find(member, "UnknownValue").isPresent()));
    }
    return new EnumModel(typeRef(e), new ElementOrigin(e), constants, accessProblem(e));
  }

  /**
   * {@code model}, a catch-all of declared shape, with its first component laid out as the
   * union's tag: {@code bits} wide in {@code order}, or a varint of the tag's form. The union
   * reads the tag, and for a tag no known variant has gives the catch-all the input from the
   * tag's first byte, so that the record reads its tag where the tag is (validation refuses
   * any layout annotation written on the component).
   */
  private static MessageModel withTagComponent(MessageModel model, int bits, ByteOrder order,
      boolean varint, Varint.Form tagForm) {
    List<FieldModel> fields = new ArrayList<>(model.fields());
    FieldModel f = fields.get(0);
    int width = f.type() instanceof WireType.Scalar s ? s.primitive().defaultBits() : 0;
    FieldExtras x = f.extras();
    FieldExtras extras = !varint ? FieldExtras.NONE : new FieldExtras(0, 0, null, null, true,
        null, "", false, null, new Varint(tagForm == null ? Varint.Form.LEB128 : tagForm, 0,
        false, false), null, null, x.accessor(), null, null, 0, null, null);
    // A byte order only for whole bytes, more than one of them (else as written: none).
    ByteOrder tagOrder = varint || bits <= 8 || bits % 8 != 0 ? ByteOrder.INHERIT : order;
    fields.set(0, new FieldModel(f.name(), f.origin(), f.type(), f.nullable(),
        varint || bits == width ? 0 : bits, false, tagOrder, null, null, Conditions.NONE,
        extras));
    return model.with(fields, model.framing());
  }

  /** The simple name of the first Framewright annotation on {@code c}, or null. */
  private static String framewrightAnnotation(RecordComponentElement c) {
    for (AnnotationMirror m : c.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) m.getAnnotationType().asElement();
      if (type.getQualifiedName().toString().startsWith(AnnotationValues.PACKAGE)) {
        return type.getSimpleName().toString();
      }
    }
    return null;
  }

  /** Which accepted shape the components of an {@code @UnknownTag} record have, by their types. */
  private static UnionModel.UnknownForm unknownForm(List<? extends RecordComponentElement> cs) {
    if (!cs.isEmpty() && !isRawForm(cs) && isInteger(cs.get(0).asType().getKind())) {
      return UnionModel.UnknownForm.DECLARED;
    }
    if (cs.size() != 2 || !cs.get(0).getSimpleName().contentEquals("tag")
        || !cs.get(1).getSimpleName().contentEquals("data")
        || !AnnotationValues.find(cs.get(1), "Remaining").isPresent()
        || AnnotationValues.find(cs.get(0), "Remaining").isPresent()
        || !(cs.get(1).asType() instanceof ArrayType a)
        || a.getComponentType().getKind() != TypeKind.BYTE) {
      return UnionModel.UnknownForm.OTHER;
    }
    TypeKind tag = cs.get(0).asType().getKind();
    return tag == TypeKind.LONG ? UnionModel.UnknownForm.LONG_TAG
        : tag == TypeKind.INT ? UnionModel.UnknownForm.INT_TAG : UnionModel.UnknownForm.OTHER;
  }

  /**
   * Whether {@code cs} is the raw form, {@code (long|int tag, @Remaining byte[] data)}, which
   * keeps its own reading (a packed tag's bits in the data) rather than a declared one's.
   */
  private static boolean isRawForm(List<? extends RecordComponentElement> cs) {
    return cs.size() == 2 && cs.get(0).getSimpleName().contentEquals("tag")
        && cs.get(1).getSimpleName().contentEquals("data")
        && AnnotationValues.find(cs.get(1), "Remaining").isPresent()
        && cs.get(1).asType() instanceof ArrayType a
        && a.getComponentType().getKind() == TypeKind.BYTE
        && (cs.get(0).asType().getKind() == TypeKind.LONG
            || cs.get(0).asType().getKind() == TypeKind.INT);
  }

  private static boolean isInteger(TypeKind k) {
    return k == TypeKind.BYTE || k == TypeKind.SHORT || k == TypeKind.INT || k == TypeKind.LONG;
  }

  private TypeRef typeRef(TypeElement type) {
    List<String> names = new ArrayList<>();
    Element e = type;
    while (e instanceof TypeElement te) {
      names.add(0, te.getSimpleName().toString());
      e = te.getEnclosingElement();
    }
    String pkg = elements.getPackageOf(type).getQualifiedName().toString();
    return new TypeRef(pkg, names);
  }

  private static MessageModel.Kind kindOf(TypeElement type) {
    return switch (type.getKind()) {
      case RECORD -> MessageModel.Kind.RECORD;
      case CLASS -> fromKotlin(type) ? MessageModel.Kind.KOTLIN_CLASS : MessageModel.Kind.CLASS;
      case INTERFACE -> MessageModel.Kind.INTERFACE;
      case ANNOTATION_TYPE -> MessageModel.Kind.ANNOTATION;
      case ENUM -> MessageModel.Kind.ENUM;
      default -> MessageModel.Kind.OTHER;
    };
  }

  /**
   * Whether {@code type} was compiled from Kotlin: kapt's Java stubs keep the
   * {@code kotlin.Metadata} annotation of the class. Read by name, so that the processor needs no
   * Kotlin library.
   */
  private static boolean fromKotlin(TypeElement type) {
    return AnnotationValues.findNamed(type, "kotlin.Metadata").isPresent();
  }

  private static MessageModel.Access accessOf(TypeElement type) {
    Element e = type;
    while (e instanceof TypeElement te) {
      if (te.getNestingKind() == NestingKind.LOCAL || te.getNestingKind() == NestingKind.ANONYMOUS) {
        return MessageModel.Access.LOCAL;
      }
      if (te.getModifiers().contains(Modifier.PRIVATE)) {
        return MessageModel.Access.PRIVATE;
      }
      e = te.getEnclosingElement();
    }
    return MessageModel.Access.ACCESSIBLE;
  }
}
