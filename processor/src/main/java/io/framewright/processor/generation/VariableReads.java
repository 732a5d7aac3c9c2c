package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.Varint;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PartPlanner;
import io.framewright.processor.plan.PathRead;
import io.framewright.processor.plan.VariablePlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes {@code readFrom} (and {@code decode}) of a message with variable parts: each fixed
 * segment as straight-line code at constant offsets after one bounds check, each variable part
 * as its {@link Part} says, its size checked against the input before anything is allocated.
 */
public final class VariableReads {
  private final Layout layout;
  private final VariablePlan plan;
  private final EnumMappings enums;
  private final ScalarCode scalars;
  private final Constants constants;

  public VariableReads(Layout layout, EnumMappings enums, Constants constants) {
    this.layout = layout;
    this.plan = PartPlanner.plan(layout);
    this.enums = enums;
    this.scalars = new ScalarCode(enums);
    this.constants = constants;
  }

  /** Name of the {@code FieldSpans} constant of segment {@code index}. */
  public static String segmentConstant(int index) {
    return "SEGMENT_" + index;
  }

  /**
   * Segment {@code index} of {@code size} bytes claimed with the position in local {@code at}:
   * its truncation error as the reader's claim throws it, then {@code p} at its first byte and
   * {@code at} past it. For decode in locals and a view's scan in locals.
   */
  public static void claimSegmentAt(CodeBlock.Builder b, int index, int size, String at) {
    b.add("// segment $L: $L byte(s)\n", index, size);
    b.beginControlFlow("if ($L > end - $L)", size, at)
        .addStatement("throw $L.truncated(buf, start, end, $L)", segmentConstant(index), at)
        .endControlFlow();
    b.addStatement("p = $L", at);
    b.addStatement("$L += $L", at, size);
  }

  /** The body of {@code readFrom(WireReader in)}: one message at the reader's position. */
  public CodeBlock readFrom() {
    return read(false);
  }

  /**
   * The body of {@code decode(byte[] buf, int off, int len)}: exactly one message. The same code
   * as {@link #readFrom()}, with the reader made here: when the reader is made and used in one
   * method, escape analysis removes it even where {@code readFrom} is too large to be inlined,
   * so a decode allocates only the message.
   */
  public CodeBlock readWhole() {
    return read(true);
  }

  private FixedBodies fixed(List<FieldLayout> fields) {
    return new FixedBodies(fields, layout.bitOrder(), enums, constants);
  }

  private CodeBlock read(boolean whole) {
    CodeBlock.Builder b = CodeBlock.builder();
    List<String> reserved = new ArrayList<>(List.of("in", "buf", "start", "end", "p", "e", "i",
        "n", "off", "len"));
    reserved.addAll(ParentContext.parameters(layout));
    Locals locals = new Locals(layout, reserved.toArray(String[]::new));
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    for (FieldLayout f : layout.fields()) {
      names.put(f, locals.claim(f.name()));
    }
    // The enclosing message's values this one reads: parameters of readFrom.
    for (String n : ParentContext.names(layout.message())) {
      names.put(ParentContext.field(FieldPath.PARENT + "." + n), ParentContext.parameter(n));
    }
    if (whole) {
      b.addStatement("$T in = new $T(buf, off, len)", JavaTypes.WIRE_READER,
          JavaTypes.WIRE_READER);
      b.addStatement("int start = off");
      b.addStatement("int end = off + len");
    } else {
      b.addStatement("byte[] buf = in.buffer()");
      b.addStatement("int start = in.start()");
      b.addStatement("int end = in.end()");
    }
    // Where the message starts: a constructor that rejects it is reported there.
    String from = whole ? "start" : locals.claim("from");
    if (!whole) {
      b.addStatement("int $L = in.index()", from);
    }
    FieldLayout checksum = layout.checksumField();
    String first = openChecks(b, layout, from, locals);
    int segment = 0;
    CoveredSpanCode spans = new CoveredSpanCode(layout);
    List<Layout.Item> items = layout.items();
    for (int index = 0; index < items.size(); index++) {
      Layout.Item item = items.get(index);
      if (item instanceof Layout.Segment s) {
        b.add("// segment $L: $L byte(s)\n", segment, s.sizeBytes());
        b.addStatement("p = in.claim($L, $L)", s.sizeBytes(), segmentConstant(segment++));
        fixed(s.fields()).decode(b, locals, names);
      } else {
        Part part = plan.part(((Layout.Variable) item).field());
        b.add("// $L\n", part.name());
        b.add(switch (part.condition()) {
          case ALWAYS -> PartCode.code(c -> readValue(c, part, names.get(part.field()),
              size(c, part, names, locals), names, locals));
          case FLAGS, WHEN, INPUT_REMAINS -> PartCode.code(c -> readConditional(c, part, names,
              locals, this::readPresent));
        });
      }
      spans.after(b, index, names, locals);
    }
    if (checksum != null) {
      String last = locals.claim("last");
      b.addStatement("int $L = in.index()", last);
      ChecksumCode.verify(b, layout, constants, first, last, names.get(checksum), locals,
          ChecksumCode.decodedExtra(b, layout, plan, names, constants, enums, locals));
    }
    if (whole) {
      b.addStatement("in.expectEnd($S)", "");
    }
    CodeBlock args = layout.components().stream().map(f -> componentValue(f, names))
        .collect(CodeBlock.joining(", "));
    b.add(UserCalls.construct(layout.type(), layout.message().checkedConstructor(), args,
        UserCalls.INPUT,
        CodeBlock.of("$L", from), ""));
    return b.build();
  }

  /** A flags component gets the bits no part owns; every other component its local. */
  public CodeBlock componentValue(FieldLayout f, Map<FieldLayout, String> names) {
    if (f.field().extras().rawOf() != null) {
      return CodeBlock.of("$L", enums.wireLocal(f.target()));
    }
    String name = names.get(f);
    if (!f.field().conditions().flags()) {
      return CodeBlock.of("$L", name);
    }
    return flagsValue(f, name);
  }

  /**
   * The value of {@code @Flags} component {@code f}, read into local {@code name}: the bits no
   * part owns (the others are the parts' presence), as decode builds the record with.
   */
  public CodeBlock flagsValue(FieldLayout f, String name) {
    boolean isLong = f.primitive() == Primitive.LONG;
    TypeName type = JavaTypes.primitive(f.primitive());
    long unowned = ~plan.ownedBits(f) & widthMask(f);
    if (unowned == 0) {
      return isLong ? CodeBlock.of("0L") : f.primitive() == Primitive.INT ? CodeBlock.of("0")
          : CodeBlock.of("($T) 0", type);
    }
    Expr masked = new Expr(CodeBlock.of("($L & $L)", name, Literals.hex(unowned, isLong)), true);
    return masked.as(isLong ? TypeName.LONG : TypeName.INT, type);
  }

  public static long widthMask(FieldLayout f) {
    return f.elementBits() >= 64 ? -1L : (1L << f.elementBits()) - 1;
  }

  /**
   * The local holding a part's size as read (its prefix, its holder, or its expression computed
   * here), or a fixed size.
   */
  private static String size(CodeBlock.Builder b, Part part, Map<FieldLayout, String> names,
      Locals locals) {
    return switch (part.extent()) {
      case FIXED -> Integer.toString(part.fixed());
      case PREFIX -> names.get(part.sizeField());
      case HELD -> part.sizePath() == null ? names.get(part.sizeField())
          : pathLocal(b, part.sizePath(), names, locals);
      case EXPRESSION -> SizeExpressionCode.declareRead(b, part, names, locals);
      case REST, TERMINATED, UNTIL, OWN, VARINT_PREFIX -> null;
    };
  }

  /** The component named {@code name}. */
  private FieldLayout component(String name) {
    for (FieldLayout f : layout.fields()) {
      if (f.isComponent() && f.name().equals(name)) {
        return f;
      }
    }
    throw new IllegalStateException("no component " + name);
  }

  /** Declares a local holding the value at the end of {@code path}; returns its name. */
  private static String pathLocal(CodeBlock.Builder b, PathRead path,
      Map<FieldLayout, String> names, Locals locals) {
    String local = locals.claim(path.localName());
    b.addStatement("$T $L = $L", JavaTypes.ofField(path.leaf().field()), local,
        PathReadCode.from(path, names.get(path.first())));
    return local;
  }

  // ---------------------------------------------------------------- conditions

  /**
   * Reads a conditional part known to be present, in its alternative {@code alternative}
   * (0 but for a SCALAR part of several {@code @Presence} widths), into the local {@code name}
   * declared before: decode's {@link #readPresent}; a view's checks it the view's way.
   */
  public interface PresentRead {
    void read(CodeBlock.Builder b, Part part, int alternative, String name,
        Map<FieldLayout, String> names, Locals locals);
  }

  /**
   * A conditional part's condition tested as decode tests it, {@code present} reading it when
   * it holds, and decode's checks of what was read (one flag set, the narrowest width, no value
   * standing for absent): declares the part's local ({@code names}), its {@code @WhenAbsent}
   * value or null unless {@code present} assigns it. The one code for decode and views.
   */
  public void readConditional(CodeBlock.Builder b, Part part, Map<FieldLayout, String> names,
      Locals locals, PresentRead present) {
    switch (part.condition()) {
      case FLAGS -> readFlagged(b, part, names, locals, present);
      case WHEN -> readWhen(b, part, names, locals, present);
      case INPUT_REMAINS -> readTrailing(b, part, names, locals, present);
      case ALWAYS -> throw new IllegalStateException(part.name() + " is always on the wire");
    }
  }

  private void readWhen(CodeBlock.Builder b, Part part, Map<FieldLayout, String> names,
      Locals locals, PresentRead present) {
    String name = names.get(part.field());
    b.addStatement("$T $L = $L", JavaTypes.ofField(part.field().field()), name,
        PartCode.absentLiteral(part));
    String target = part.whenPath() == null ? names.get(part.whenTarget())
        : pathLocal(b, part.whenPath(), names, locals);
    b.beginControlFlow("if ($L)", PartCode.whenCondition(part, target, constants));
    present.read(b, part, 0, name, names, locals);
    if (part.whenAbsent() != null) {
      b.beginControlFlow("if ($L == $L)", name, PartCode.absentLiteral(part))
          .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
              JavaTypes.DECODE_EXCEPTION, part.name(), "a value other than "
                  + part.whenAbsent() + ", which stands for absent",
              part.whenAbsent() + " sent present")
          .endControlFlow();
    }
    b.endControlFlow();
  }

  /**
   * Present exactly when input remains: an input that ends inside the part is truncated, not
   * absent, as the reads' own claims say.
   */
  private void readTrailing(CodeBlock.Builder b, Part part, Map<FieldLayout, String> names,
      Locals locals, PresentRead present) {
    String name = names.get(part.field());
    b.addStatement("$T $L = $L", JavaTypes.ofField(part.field().field()), name,
        PartCode.absentLiteral(part));
    String at = locals.claim(name + "Start");
    b.beginControlFlow("if (in.remaining() > 0)");
    b.addStatement("int $L = in.index()", at);
    present.read(b, part, 0, name, names, locals);
    if (part.whenAbsent() != null) {
      // Sent with the value standing for absent, it would be left off when encoded again.
      b.beginControlFlow("if ($L)", PartCode.absent(part, name))
          .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $S)",
              JavaTypes.DECODE_EXCEPTION, at, part.name(), "a value other than "
                  + part.whenAbsent() + ", which stands for absent",
              part.whenAbsent() + " sent present")
          .endControlFlow();
    }
    if (mayTakeNoBytes(part)) {
      // Read over the message's own bytes, a part of none finds no input left: absent. Over
      // more (a prefix read) it must be so too, or a read and a view's record of the same
      // message would differ; and the encoder refuses a present part of no bytes.
      b.beginControlFlow("if (in.index() == $L)", at)
          .addStatement("$L = $L", name, PartCode.absentLiteral(part))
          .endControlFlow();
    }
    b.endControlFlow();
  }

  /** Whether trailing part {@code part} may take no bytes: a message, a list, a codec's value. */
  public static boolean mayTakeNoBytes(Part part) {
    return switch (part.content()) {
      case SCALAR, VARINT, TEXT, RAW_BYTES -> false;
      case CUSTOM, MESSAGE, SELECTED, MESSAGES, STRIDED -> true;
    };
  }

  private void readFlagged(CodeBlock.Builder b, Part part, Map<FieldLayout, String> names,
      Locals locals, PresentRead present) {
    String name = names.get(part.field());
    b.addStatement("$T $L = $L", JavaTypes.ofField(part.field().field()), name,
        PartCode.absentLiteral(part));
    List<Part.Flag> flags = part.flags();
    FieldLayout flagsField = flags.get(0).flagsField();
    String flagsLocal = names.get(flagsField);
    boolean isLong = flagsField.primitive() == Primitive.LONG;
    boolean scalar = part.content() == Part.Content.SCALAR;
    // Where the field starts, for errors about its value: a wider width than needed, or the
    // value standing for absent.
    String at = null;
    if (flags.size() > 1 && scalar || part.whenAbsent() != null) {
      at = locals.claim(name + "Start");
      b.addStatement("int $L = in.index()", at);
    }
    if (flags.size() > 1) {
      long all = 0;
      for (Part.Flag flag : flags) {
        all |= flag.mask();
      }
      b.beginControlFlow("if ($T.bitCount($L & $L) > 1)", isLong ? Long.class : Integer.class,
              flagsLocal, Literals.hex(all, isLong))
          .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
              JavaTypes.DECODE_EXCEPTION, part.name(),
              "one of flags " + flags.stream().map(flag -> Literals.hex(flag.mask(), false))
                  .collect(Collectors.joining(", ")), "more than one set")
          .endControlFlow();
    }
    for (int i = 0; i < flags.size(); i++) {
      // Each alternative is tested in the first one's flags field, as validation requires.
      CodeBlock test = PartCode.isSet(new Part.Flag(flagsField, flags.get(i).mask()),
          flagsLocal);
      if (i == 0) {
        b.beginControlFlow("if ($L)", test);
      } else {
        b.nextControlFlow("else if ($L)", test);
      }
      present.read(b, part, i, name, names, locals);
      if (i > 0 && scalar) {
        // The encoder picks the first alternative that holds the value: a value sent wider
        // than that would not re-encode to the same bytes.
        List<CodeBlock> narrower = new ArrayList<>();
        for (int j = 0; j < i; j++) {
          CodeBlock fits = PartCode.fits(part.elements().alternatives().get(j), name);
          narrower.add(fits == null ? CodeBlock.of("true") : fits);
        }
        b.beginControlFlow("if ($L)", CodeBlock.join(narrower, " || "))
            .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $S + $L)",
                JavaTypes.DECODE_EXCEPTION, at, part.name(),
                "the narrowest width that holds the value", "a wider one for ", name)
            .endControlFlow();
      }
    }
    b.endControlFlow();
    rejectAbsentValue(b, part, name, names, at);
  }

  /**
   * A primitive that is present with its {@code @WhenAbsent} value would be left off when
   * encoded again: not a frame this codec reads.
   */
  private void rejectAbsentValue(CodeBlock.Builder b, Part part, String name,
      Map<FieldLayout, String> names, String at) {
    if (part.whenAbsent() == null) {
      return;
    }
    CodeBlock present = part.flags().stream()
        .map(flag -> PartCode.isSet(flag, names.get(flag.flagsField())))
        .collect(CodeBlock.joining(" || "));
    b.beginControlFlow("if (($L) && $L)", present, PartCode.absent(part, name))
        .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $S)",
            JavaTypes.DECODE_EXCEPTION, at, part.name(), "a value other than "
                + part.whenAbsent() + ", which stands for absent",
            part.whenAbsent() + " sent present")
        .endControlFlow();
  }

  /**
   * Reads a conditional part known to be present (in its alternative {@code alternative}),
   * assigning {@code name}.
   */
  public void readPresent(CodeBlock.Builder b, Part part, int alternative, String name,
      Map<FieldLayout, String> names, Locals locals) {
    if (part.content() == Part.Content.SCALAR) {
      FieldLayout alt = part.elements().alternatives().get(alternative);
      String q = locals.claim(name + "At");
      b.addStatement("int $L = in.claim($L, $S)", q, alt.elementBits() / 8, part.name());
      scalars.readDirectAt(b, alt, q, ScalarCode.Target.local(name), false,
          CodeBlock.of("$S", part.name()), locals);
      return;
    }
    String size = presentSize(b, part, name, names, locals);
    String temp = locals.claim(name + "Value");
    readValue(b, part, temp, size, names, locals);
    b.addStatement("$L = $L", name, temp);
  }

  /**
   * The local holding the size of a conditional part known to be present (as {@link #size}),
   * its prefix read first when it has one: the prefix of an optional part is on the wire only
   * with it.
   */
  public String presentSize(CodeBlock.Builder b, Part part, String name,
      Map<FieldLayout, String> names, Locals locals) {
    String size = size(b, part, names, locals);
    if (part.extent() == Part.Extent.PREFIX) {
      FieldLayout prefix = part.sizeField();
      size = locals.claim(prefix.name());
      String q = locals.claim(name + "SizeAt");
      b.addStatement("int $L = in.claim($L, $S)", q, prefix.elementBits() / 8, part.name());
      scalars.readDirectAt(b, prefix, q, ScalarCode.Target.local(size), true,
          CodeBlock.of("$S", part.name()), locals);
    }
    return size;
  }

  // ---------------------------------------------------------------- values

  /** Declares {@code name} and reads the part's value into it; {@code size}: its size's local. */
  private void readValue(CodeBlock.Builder b, Part part, String name, String size,
      Map<FieldLayout, String> names, Locals locals) {
    String sizeLocal = part.extent() == Part.Extent.VARINT_PREFIX
        ? varintPrefix(b, part, locals) : size;
    // Only a nested message's own codec takes the values it reads of this one.
    boolean messages = part.content() == Part.Content.MESSAGE
        || part.content() == Part.Content.MESSAGES;
    PartReads reads = new PartReads(part, constants, locals, scalars, !messages
        ? CodeBlock.of("") : ContextArguments.of(part.elements().nested(),
            n -> CodeBlock.of("$L", names.get(component(n)))));
    b.add(switch (part.content()) {
      case CUSTOM -> PartCode.code(c -> reads.custom(c, name, sizeLocal));
      case TEXT -> PartCode.code(c -> reads.text(c, name, sizeLocal));
      case RAW_BYTES -> PartCode.code(c -> reads.bytes(c, name, sizeLocal));
      case MESSAGE -> PartCode.code(c -> reads.message(c, name, sizeLocal));
      case SELECTED -> PartCode.code(c -> new SelectedUnion(part, constants).read(c, name,
          sizeLocal, part.selectorPath() == null ? names.get(part.selector())
              : pathLocal(c, part.selectorPath(), names, locals), locals, reads, enums,
          n -> CodeBlock.of("$L", names.get(component(n)))));
      case STRIDED, MESSAGES -> PartCode.code(c -> reads.sequence(c, name, sizeLocal));
      case VARINT -> PartCode.code(c -> reads.varint(c, name));
      case SCALAR -> throw new IllegalStateException(part.name() + ": a scalar part is optional");
    });
  }

  /** Reads the varint before a VARINT_PREFIX part into a new local; returns its name. */
  public static String varintPrefix(CodeBlock.Builder b, Part part, Locals locals) {
    String size = locals.claim(part.name()
        + (part.unit() == Part.Unit.ELEMENTS ? "Count" : "Length"));
    String at = part.min() > 0 ? locals.claim(size + "At") : null;
    if (at != null) {
      b.addStatement("int $L = in.index()", at);
    }
    b.addStatement("int $L = (int) $L", size,
        VarintCode.readNonNegativeInt(part.prefixForm(), false, part.name()));
    if (at != null) {
      tooSmall(b, part, size, at);
    }
    return size;
  }

  /**
   * Throws decode's error if the size just read into {@code size} (at {@code at}) is below the
   * part's {@code min}: decode and a view's wrap both read sizes through here or through the
   * prefix's rule.
   */
  public static void tooSmall(CodeBlock.Builder b, Part part, String size, String at) {
    b.beginControlFlow("if ($L < $L)", size, part.min())
        .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $T.toString($L))",
            JavaTypes.DECODE_EXCEPTION, at, part.name(), "at least " + part.min() + " "
                + (part.unit() == Part.Unit.ELEMENTS ? "element(s)" : "byte(s)"),
            Long.class, size)
        .endControlFlow();
  }

  /**
   * What decode and a view's wrap both do before a variable-size message's first read: note
   * where a message checksum's range begins (returned, or null without one), declare the
   * {@code p} each segment is read at, and verify a component checksum over the message that
   * starts at {@code from} (a component checksum is checked before anything it covers is read).
   */
  public static String openChecks(CodeBlock.Builder b, Layout layout, String from,
      Locals locals) {
    String first = layout.checksumField() == null ? null : locals.claim("first");
    if (first != null) {
      b.addStatement("int $L = in.index()", first);
    }
    b.addStatement("int p");
    ComponentChecksumCode componentChecksum = ComponentChecksumCode.of(layout);
    if (componentChecksum != null) {
      componentChecksum.verify(b, from, locals);
    }
    return first;
  }
}
