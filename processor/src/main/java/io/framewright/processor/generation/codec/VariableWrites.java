package io.framewright.processor.generation.codec;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.ChecksumCode;
import io.framewright.processor.generation.ComponentChecksumCode;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.FixedBodies;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Literals;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartCode;
import io.framewright.processor.generation.PathReadCode;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.generation.SelectedUnion;
import io.framewright.processor.generation.SizeExpressionCode;
import io.framewright.processor.generation.TruncatedCode;
import io.framewright.processor.generation.VariableReads;
import io.framewright.processor.generation.VarintCode;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.Varint;
import io.framewright.processor.plan.CoveredSpan;
import io.framewright.processor.plan.Compression;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PartPlanner;
import io.framewright.processor.plan.PathRead;
import io.framewright.processor.plan.TerminatorFree;
import io.framewright.processor.plan.VariablePlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code writeTo} of a message with variable parts: the parts' sizes measured first
 * (they go into prefixes and holders written before them), presence decided and flags
 * assembled, then every segment and part in wire order.
 */
final class VariableWrites {
  private final Layout layout;
  private final VariablePlan plan;
  private final EnumMappings enums;
  private final ScalarCode scalars;
  private final Constants constants;
  private final Measures measures;
  private final List<MethodSpec> outlined = new ArrayList<>();

  VariableWrites(Layout layout, EnumMappings enums, Constants constants) {
    this.layout = layout;
    this.plan = PartPlanner.plan(layout);
    this.enums = enums;
    this.scalars = new ScalarCode(enums);
    this.constants = constants;
    this.measures = new Measures(constants);
  }

  private FixedBodies fixed(List<FieldLayout> fields) {
    return new FixedBodies(fields, layout.bitOrder(), enums, constants);
  }

  /** The methods {@link #writeTo}'s code calls, once it has been built: loops of its own. */
  List<MethodSpec> outlined() {
    return List.copyOf(outlined);
  }

  CodeBlock writeTo() {
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("if (value == null)")
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, "")
        .endControlFlow();
    List<String> reserved = new ArrayList<>(List.of("value", "buf", "p", "limit", "e", "i",
        "n"));
    reserved.addAll(ParentContext.parameters(layout));
    reserved.add(Compression.PARAMETER);
    Locals locals = new Locals(layout, reserved.toArray(String[]::new));
    ComponentChecksumCode componentChecksum = ComponentChecksumCode.of(layout);
    String first = layout.checksumField() == null && componentChecksum == null ? null
        : locals.claim("first");
    if (first != null) {
      b.addStatement("int $L = p", first);
    }
    Map<FieldLayout, String> sources = new HashMap<>();
    Map<FieldLayout, String> measured = new HashMap<>();
    Part onePass = plan.textWrittenInOnePass();
    TerminatorFree.TrailingText checkedWithText = TerminatorFree.checkedWithText(layout);
    List<Part> checked = new ArrayList<>();
    List<Part> unmeasured = new ArrayList<>();
    // Parts always on the wire first: their sizes go into prefix fields written before them.
    for (Part part : plan.all()) {
      if (part.isConditional()) {
        continue;
      }
      FieldLayout f = part.field();
      String v = locals.claim(f.name());
      b.addStatement("$T $L = value.$L()", JavaTypes.ofField(f.field()), v, f.name());
      if (f.field().nullable()) {
        b.beginControlFlow("if ($L == null)", v)
            .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
            .endControlFlow();
      }
      sources.put(f, v);
      if (Measures.unneededForWrite(part)) {
        unmeasured.add(part);
      }
      String measure = part == onePass || unmeasured.contains(part) ? null
          : measures.measure(b, part, v, locals);
      if (measure != null) {
        measured.put(f, measure);
        if (part.extent() == Part.Extent.HELD && part.sizePath() != null) {
          checkHeld(b, part, measure, locals);
        } else if (part.extent() == Part.Extent.HELD
            && ParentContext.isParent(part.sizeField())) {
          // The enclosing message's value, passed in: it has to match.
          mismatch(b, part, measure, part.sizeField().name(),
              ParentContext.parameterOf(part.sizeField()));
        } else if (part.extent() == Part.Extent.PREFIX
            || part.extent() == Part.Extent.HELD) {
          // The size field holds the real size, whatever the record says.
          sources.put(part.sizeField(), measure);
          if (part.extent() == Part.Extent.HELD) {
            // A holder's @Range bounds the size: a size decode would refuse is not written.
            ScalarCode.refuseRule(b, part.sizeField(), measure,
                CodeBlock.of("$S", part.sizeField().name()), null);
          }
        }
        if (part.extent() == Part.Extent.EXPRESSION) {
          if (part.expression().inverted() != null) {
            // The component the expression is linear in is set from the real size.
            sources.put(part.expression().inverted(),
                SizeExpressionCode.invert(b, part, measure, locals));
          } else {
            checked.add(part);
          }
        }
      }
    }
    // A selected union's selector is written from the variant, whatever the record holds.
    for (Part part : plan.all()) {
      if (part.content() == Part.Content.SELECTED && part.selectorPath() != null) {
        // A selector in a nested record is written with that record: checked against it.
        new SelectedUnion(part, constants).checkHeldSelector(b, sources.get(part.field()),
            locals, enums);
      } else if (part.content() == Part.Content.SELECTED) {
        sources.put(part.selector(), new SelectedUnion(part, constants).selectorValue(b,
            sources.get(part.field()), locals, enums));
      }
    }
    // A @Covers length holds the bytes of its span, whatever the record says.
    for (CoveredSpan span : CoveredSpan.of(layout)) {
      FieldLayout length = span.length();
      String covered = locals.claim(length.name() + "Covered");
      b.addStatement("long $L = $L(value)", covered, VariableSizes.spanMethod(span));
      b.beginControlFlow("if ($L > $LL)", covered, span.max())
          .addStatement("throw $T.tooLong($S, $L, $LL, $S)", JavaTypes.ENCODE_EXCEPTION,
              length.name(), covered, span.max(), "byte(s)")
          .endControlFlow();
      if (span.min() > 0) {
        b.beginControlFlow("if ($L < $LL)", covered, span.min())
            .addStatement("throw $T.tooShort($S, $L, $LL, $S)", JavaTypes.ENCODE_EXCEPTION,
                length.name(), covered, span.min(), "byte(s)")
            .endControlFlow();
      }
      TypeName type = JavaTypes.ofField(length.field());
      String v = locals.claim(length.name() + "Value");
      b.addStatement("$T $L = ($T) $L", type, v, type, covered);
      ScalarCode.refuseRule(b, length, v, CodeBlock.of("$S", length.name()), null);
      sources.put(length, v);
    }
    // An optional part whose size a component holds: that holder is written first.
    Map<FieldLayout, String> optionalValues = new HashMap<>();
    for (Part part : plan.all()) {
      if (part.extent() == Part.Extent.HELD && part.isConditional()) {
        FieldLayout f = part.field();
        String v = locals.claim(f.name());
        b.addStatement("$T $L = value.$L()", JavaTypes.ofField(f.field()), v, f.name());
        optionalValues.put(f, v);
        String held = measures.heldSize(b, part, v, locals);
        // While the part is absent the holder keeps the record's own value, which has to fit
        // the holder as any component's value does (a measured size always fits).
        held = scalars.checked(b, part.sizeField(), held,
            CodeBlock.of("$S", part.sizeField().name()), null, locals);
        sources.put(part.sizeField(), held);
        measured.put(f, held);
      }
    }
    // Expressions that set no component: checked once every component they name is set.
    for (Part part : checked) {
      SizeExpressionCode.check(b, part, measured.get(part.field()), sources::get,
          path -> written(b, path, locals), locals);
    }
    // A flags field's bits are set where each part's presence is decided, and each part is
    // written under its own bit, as the decoder tests it: with a choice local per part and the
    // field assembled from them, C2 kept both live and a packet of optional fields took 1.6x
    // the hand-written encoder's time (CommandPacket at half its parts present).
    Map<FieldLayout, String> owned = new HashMap<>();
    for (FieldLayout f : layout.fields()) {
      if (wiredFlags(f)) {
        String bits = locals.claim(f.name() + "Owned");
        b.addStatement("$T $L = 0", f.primitive() == Primitive.LONG ? TypeName.LONG
            : TypeName.INT, bits);
        owned.put(f, bits);
      }
    }
    // A fixed segment, the optional scalars and fixed messages under flags right after it and
    // plain bytes after those (inRun, copiedInRun) are room checked once, for the bytes the
    // chosen ones take (added up where each is chosen): one test for the run instead of one
    // per part. Its error is the message's: the bytes of the run do not fit.
    Map<Part, String> rooms = new HashMap<>();
    Map<Integer, String> segmentRooms = new HashMap<>();
    if (onePass == null) {
      List<Layout.Item> items = layout.items();
      for (int i = 0; i < items.size(); i++) {
        if (!(items.get(i) instanceof Layout.Segment s)) {
          continue;
        }
        List<Part> run = new ArrayList<>();
        CodeBlock.Builder start = CodeBlock.builder().add("$L", s.sizeBytes());
        boolean copies = false;
        for (int j = i + 1; j < items.size() && items.get(j) instanceof Layout.Variable v; j++) {
          Part part = plan.part(v.field());
          String measure = measured.get(part.field());
          if (copiedInRun(part, measure)) {
            // Summed as a long: lengths near 2^31 each must not wrap past the check.
            start.add(" + $L.length", sources.get(part.field()));
            copies = true;
          } else if (!inRun(part)) {
            break;
          }
          run.add(part);
        }
        if (!run.isEmpty()) {
          String room = locals.claim("room");
          b.addStatement("$L $L = $L", copies ? "long" : "int", room, copies
              ? CodeBlock.of("(long) $L", start.build()) : start.build());
          segmentRooms.put(i, room);
          run.forEach(part -> rooms.put(part, room));
        }
      }
    }
    Map<FieldLayout, String> choices = new HashMap<>();
    Part previousTrailing = null;
    for (Part part : plan.all()) {
      if (!part.isConditional()) {
        continue;
      }
      FieldLayout f = part.field();
      String v = optionalValues.get(f);
      if (v == null) {
        // A size field takes the measured size; anything else the record's value.
        String size = sources.get(f);
        v = locals.claim(f.name());
        b.addStatement("$T $L = $L", JavaTypes.ofField(f.field()), v,
            size != null ? size : "value." + f.name() + "()");
      }
      sources.put(f, v);
      choices.put(f, choose(b, part, v, locals, part.flags().isEmpty() ? null
          : owned.get(part.flags().get(0).flagsField()), rooms.get(part)));
      if (part.condition() == Part.Condition.INPUT_REMAINS) {
        if (previousTrailing != null) {
          noGapBefore(b, part, previousTrailing, choices);
        }
        previousTrailing = part;
      }
    }
    // Flags fields: the bits no part owns from the record, the others from presence.
    for (FieldLayout f : layout.fields()) {
      if (wiredFlags(f)) {
        sources.put(f, flagsValue(b, f, owned.get(f), locals));
      }
    }
    String failed = unmeasured.isEmpty() ? null : locals.claim("failed");
    if (failed != null) {
      b.beginControlFlow("try");
    }
    // A value that leaves its terminator for the item after it, which writes it: checked once
    // that item is written (Delimiters.leftFor), at the top of the iteration after it.
    LeftTerminator left = null;
    for (int index = 0; index < layout.items().size(); index++) {
      Layout.Item item = layout.items().get(index);
      if (left != null && left.nextWritten()) {
        left.check(b);
        left = null;
      } else if (left != null) {
        left = left.withNextWritten();
      }
      if (item instanceof Layout.Segment s) {
        int size = s.sizeBytes();
        b.add("// $L byte(s) at fixed offsets\n", size);
        String path = s.fields().isEmpty() ? "" : FixedBodies.path(s.fields().get(0));
        if (onePass != null) {
          // The one-pass text is measured on this error path only: a text that can not be
          // encoded is reported first, as when it is measured before anything is written.
          b.beginControlFlow("if (limit - p < $L)", size)
              .addStatement("$T.encodedLength($L, $L, $S)", JavaTypes.TEXT,
                  sources.get(onePass.field()), JavaTypes.charset(onePass.elements().text()),
                  onePass.name())
              .addStatement("throw $T.bufferTooSmall($S, $L, limit - p)",
                  JavaTypes.ENCODE_EXCEPTION, path, size)
              .endControlFlow();
        } else {
          String room = segmentRooms.get(index);
          // A run's bytes are the message's, not its first field's.
          PartCode.roomCheck(b, room != null ? room : Integer.toString(size),
              room != null ? "" : path);
        }
        fixed(s.fields()).encode(b, locals, sources);
        b.addStatement("p += $L", size);
        continue;
      }
      Part part = plan.part(((Layout.Variable) item).field());
      FieldLayout f = part.field();
      b.add("// $L\n", f.name());
      if (part == onePass && checkedWithText != null) {
        // The message's own terminator is looked for as the text is written; writeTo appends it.
        b.addStatement("p = $T.writeTextBefore($L, $L, buf, p, limit, $S, $L, $S, $L)",
            JavaTypes.DELIMITERS, sources.get(f), JavaTypes.charset(part.elements().text()),
            part.name(), constants.bytes("TERMINATOR",
                layout.message().framing().delimiter().bytes()), "",
            checkedWithText.offset());
        continue;
      }
      if (part == onePass) {
        b.addStatement("p = $T.writeChecked($L, $L, buf, p, limit, $S)", JavaTypes.TEXT,
            sources.get(f), JavaTypes.charset(part.elements().text()), part.name());
        continue;
      }
      if (part.leavesTerminator()) {
        // Validation keeps such a part always on the wire, with an item after it.
        left = new LeftTerminator(part, locals.claim(f.name() + "From"),
            locals.claim(f.name() + "End"), constants, false);
        b.addStatement("int $L = p", left.from());
        writeValue(b, part, sources.get(f), measured.get(f), locals);
        b.addStatement("int $L = p", left.end());
        continue;
      }
      if (rooms.containsKey(part) && part.condition() == Part.Condition.ALWAYS) {
        // copiedInRun: its bytes were counted in its run's room.
        b.addStatement("$T.arraycopy($L, 0, buf, p, $L.length)", System.class, sources.get(f),
            sources.get(f));
        b.addStatement("p += $L.length", sources.get(f));
        continue;
      }
      b.add(switch (part.condition()) {
        case ALWAYS -> PartCode.code(c -> writeValue(c, part, sources.get(f), measured.get(f),
            locals));
        case FLAGS, WHEN, INPUT_REMAINS -> PartCode.code(c -> writeConditional(c, part, sources.get(f),
            choices.get(f), part.flags().isEmpty() || !owned.containsKey(part.flags().get(0)
                .flagsField()) ? null : sources.get(part.flags().get(0).flagsField()),
            rooms.containsKey(part), measured.get(f), locals));
      });
    }
    if (left != null) {
      left.check(b);
    }
    if (componentChecksum != null) {
      componentChecksum.write(b, first, "p", locals);
    } else if (first != null) {
      ChecksumCode.write(b, layout, constants, first, "p", locals.claim("checksum"),
          ChecksumCode.writtenExtra(b, layout, plan, sources, constants, locals));
    }
    if (failed != null) {
      // The lists written without adding up their sizes first are measured on this error path
      // only: a value in them that can not be encoded is reported before running out of room,
      // as when they were measured before anything was written.
      b.nextControlFlow("catch ($T $L)", JavaTypes.ENCODE_EXCEPTION, failed);
      for (Part part : unmeasured) {
        measures.measure(b, part, sources.get(part.field()), locals);
      }
      b.addStatement("throw $L", failed);
      b.endControlFlow();
    }
    b.addStatement("return p");
    return b.build();
  }

  /**
   * A size held in a nested record ({@code header.qdCount}) is written with that record as it
   * is: it has to match the real size, which is checked here.
   */
  private void checkHeld(CodeBlock.Builder b, Part part, String measure, Locals locals) {
    PathRead path = part.sizePath();
    mismatch(b, part, measure, path.text(), written(b, path, locals));
  }

  /**
   * Declares the value at {@code path} as the nested record's encoder writes it; returns its
   * local. A count or length that record holds of its own part always on the wire (or that a
   * size expression of that part is linear in) is measured from that part, as that encoder
   * sets it whatever the record holds; any other value goes on the wire as the record holds it.
   */
  private String written(CodeBlock.Builder b, PathRead path, Locals locals) {
    Part sized = path.writtenFrom();
    if (sized == null) {
      return PathReadCode.declareFromRecord(path, b, "value", locals);
    }
    String record = PathReadCode.declareRecordOf(path, b, "value", locals);
    String v = locals.claim(path.localName() + "Part");
    b.addStatement("$T $L = $L.$L()", JavaTypes.ofField(sized.field().field()), v, record,
        sized.name());
    if (sized.field().field().nullable()) {
      b.beginControlFlow("if ($L == null)", v)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION,
              path.text().substring(0, path.text().lastIndexOf('.') + 1) + sized.name())
          .endControlFlow();
    }
    String measure = measures.measure(b, sized, v, locals);
    return sized.extent() == Part.Extent.EXPRESSION
        ? SizeExpressionCode.invert(b, sized, measure, locals) : measure;
  }

  /** The size {@code measure} has to equal {@code held}, the value at {@code holder}. */
  private static void mismatch(CodeBlock.Builder b, Part part, String measure, String holder,
      String held) {
    b.beginControlFlow("if ($L != $L)", held, measure)
        .addStatement("throw $T.heldMismatch($S, $S, $L, $S, $L)", JavaTypes.ENCODE_EXCEPTION,
            part.name(), part.unit() == Part.Unit.ELEMENTS ? "count" : "byte length", measure,
            holder, held)
        .endControlFlow();
  }

  /**
   * Declares the wire value of flags field {@code f}; returns its local: the record's bits that
   * no part owns, and {@code owned}, the bits set where each part was chosen.
   */
  private String flagsValue(CodeBlock.Builder b, FieldLayout f, String owned, Locals locals) {
    boolean isLong = f.primitive() == Primitive.LONG;
    // The record's bits must fit the field before the owned ones are masked off: a bit
    // beyond the width would otherwise vanish from the wire.
    String held = locals.claim(f.name());
    b.addStatement("$T $L = value.$L()", JavaTypes.primitive(f.primitive()), held, f.name());
    held = scalars.checked(b, f, held, CodeBlock.of("$S", f.name()), null, locals);
    String wire = locals.claim(f.name() + "Wire");
    List<CodeBlock> terms = new ArrayList<>();
    long unowned = ~plan.ownedBits(f) & VariableReads.widthMask(f);
    if (unowned != 0) {
      terms.add(CodeBlock.of("$L & $L", held, Literals.hex(unowned, isLong)));
    }
    terms.add(CodeBlock.of("$L", owned));
    CodeBlock expr = CodeBlock.join(terms, "\n    | ");
    TypeName flagsType = JavaTypes.primitive(f.primitive());
    if (flagsType.equals(TypeName.BYTE) || flagsType.equals(TypeName.SHORT)) {
      b.addStatement("$T $L = ($T) ($L)", flagsType, wire, flagsType, expr);
    } else {
      b.addStatement("$T $L = $L", flagsType, wire, expr);
    }
    return wire;
  }

  /**
   * Decides whether a conditional part goes on the wire, and in which alternative width:
   * declares and returns a local holding 0 (absent) or 1 + the index of the alternative.
   */
  private String choose(CodeBlock.Builder b, Part part, String v, Locals locals, String owned,
      String room) {
    String name = part.name();
    String choice = locals.claim(name + "Choice");
    CodeBlock presentTest = PartCode.present(part, v);
    b.addStatement("int $L = 0", choice);
    b.add(switch (part.condition()) {
      case WHEN -> PartCode.code(c -> chooseWhen(c, part, v, choice, presentTest, locals));
      case FLAGS -> PartCode.code(c -> chooseFlag(c, part, v, choice, presentTest, owned, room));
      case INPUT_REMAINS -> CodeBlock.builder().beginControlFlow("if ($L)", presentTest)
          .addStatement("$L = 1", choice).endControlFlow().build();
      case ALWAYS -> throw new IllegalStateException(name + " is always on the wire");
    });
    return choice;
  }

  /**
   * A present trailing part after an absent one would be read in the absent one's place: the
   * decoder can tell only where the input ends.
   */
  private static void noGapBefore(CodeBlock.Builder b, Part part, Part previous,
      Map<FieldLayout, String> choices) {
    b.beginControlFlow("if ($L != 0 && $L == 0)", choices.get(part.field()),
            choices.get(previous.field()))
        .addStatement("throw $T.notExpected($S, $S)", JavaTypes.ENCODE_EXCEPTION, part.name(),
            "present although " + previous.name() + " before it is absent (a trailing part is"
                + " read when input remains, so only the last ones may be left off)")
        .endControlFlow();
  }

  /** On the wire exactly when its {@code @When} condition holds. */
  private void chooseWhen(CodeBlock.Builder b, Part part, String v, String choice,
      CodeBlock presentTest, Locals locals) {
    String name = part.name();
    String field = part.when().field();
    String target = part.whenPath() != null
        ? PathReadCode.declareFromRecord(part.whenPath(), b, "value", locals)
        : ParentContext.isParent(part.whenTarget()) ? ParentContext.parameterOf(part.whenTarget())
        : "value." + field + "()";
    b.beginControlFlow("if ($L)", PartCode.whenCondition(part, target, constants));
    b.beginControlFlow("if ($L)", PartCode.absent(part, v))
        .addStatement("throw $T.absentButPresent($S, $S, $S)", JavaTypes.ENCODE_EXCEPTION,
            name, String.valueOf(part.whenAbsent()), PartCode.absentButPresent(part))
        .endControlFlow();
    b.addStatement("$L = 1", choice);
    b.nextControlFlow("else if ($L)", presentTest)
        .addStatement("throw $T.notExpected($S, $S)", JavaTypes.ENCODE_EXCEPTION, name,
            "present although " + field + " says it is absent")
        .endControlFlow();
  }

  private void chooseFlag(CodeBlock.Builder b, Part part, String v, String choice,
      CodeBlock presentTest, String owned, String room) {
    b.beginControlFlow("if ($L)", presentTest);
    List<FieldLayout> alts = part.elements().alternatives();
    if (part.flags().size() == 1 || part.content() != Part.Content.SCALAR) {
      chosen(b, part, 0, choice, owned, room);
      b.endControlFlow();
      return;
    }
    // The first alternative whose range holds the value; the widest may hold every value.
    CodeBlock firstFits = PartCode.fits(alts.get(0), v);
    if (firstFits == null) {
      chosen(b, part, 0, choice, owned, room);
      b.endControlFlow();
      return;
    }
    b.beginControlFlow("if ($L)", firstFits);
    chosen(b, part, 0, choice, owned, room);
    boolean exhaustive = false;
    for (int i = 1; i < alts.size() && !exhaustive; i++) {
      CodeBlock fits = PartCode.fits(alts.get(i), v);
      exhaustive = fits == null;
      if (exhaustive) {
        b.nextControlFlow("else");
      } else {
        b.nextControlFlow("else if ($L)", fits);
      }
      chosen(b, part, i, choice, owned, room);
    }
    if (!exhaustive) {
      FieldLayout widest = alts.get(alts.size() - 1);
      b.nextControlFlow("else")
          .addStatement("throw $T.outOfRange($S, $L, $L, $L, $L, $L)",
              JavaTypes.ENCODE_EXCEPTION, part.name(), v,
              Literals.number(widest.minValue(), true),
              Literals.number(widest.maxValue(), true), widest.elementBits(), widest.signed());
    }
    b.endControlFlow();
    b.endControlFlow();
  }

  /**
   * Records that {@code part} goes on the wire in its alternative {@code alternative}: its
   * choice, its flag in the flags field's {@code owned} bits, its bytes in its run's
   * {@code room} (each null where the part has none).
   */
  private static void chosen(CodeBlock.Builder b, Part part, int alternative, String choice,
      String owned, String room) {
    b.addStatement("$L = $L", choice, alternative + 1);
    if (owned != null) {
      Part.Flag flag = part.flags().get(alternative);
      b.addStatement("$L |= $L", owned, Literals.hex(flag.mask(),
          flag.flagsField().primitive() == Primitive.LONG));
    }
    if (room != null) {
      Layout fixed = fixedMessage(part);
      b.addStatement("$L += $L", room, fixed != null ? fixed.fixedSize()
          : part.elements().alternatives().get(alternative).elementBits() / 8);
    }
  }

  /** A flags field assembled in generated code: a component that holds flags. */
  private static boolean wiredFlags(FieldLayout f) {
    return f.isComponent() && f.field().conditions().flags();
  }

  /**
   * Whether {@code part} ends the room check of the fixed segment before it (and the optional
   * scalars between): bytes always on the wire, measured ({@code measure}) before anything is
   * written, copied as they are.
   */
  private boolean copiedInRun(Part part, String measure) {
    return part.condition() == Part.Condition.ALWAYS && part.content() == Part.Content.RAW_BYTES
        && measure != null && measures.wholeOf(measure) == null && part.backReference() == null
        && !part.leavesTerminator() && switch (part.extent()) {
          case PREFIX, HELD, EXPRESSION, REST -> true;
          case VARINT_PREFIX, TERMINATED, UNTIL, OWN, FIXED -> false;
        };
  }

  /**
   * Whether {@code part} joins the room check of the fixed segment before it: an optional
   * scalar under flags of this message, whose bytes are known once it is chosen.
   */
  private static boolean inRun(Part part) {
    return part.condition() == Part.Condition.FLAGS
        && (part.content() == Part.Content.SCALAR || fixedMessage(part) != null)
        && !part.leavesTerminator() && wiredFlags(part.flags().get(0).flagsField());
  }

  /**
   * The layout of the one nested message {@code part} holds when that message is fixed and
   * reads nothing of this one (its codec's {@code encodeAt} then writes it); else null.
   */
  private static Layout fixedMessage(Part part) {
    Layout nested = part.field().nested();
    return part.content() == Part.Content.MESSAGE && part.extent() == Part.Extent.OWN
        && nested != null && nested.isFixed() && ParentContext.names(nested.message()).isEmpty()
        ? nested : null;
  }

  /**
   * Writes an optional part: {@code flagsWire}, the local of its flags field's wire value,
   * whose bits then decide as the decoder's do (else its choice does); {@code roomChecked}: its
   * run's room was checked with the segment before it.
   */
  private void writeConditional(CodeBlock.Builder b, Part part, String v, String choice,
      String flagsWire, boolean roomChecked, String measured, Locals locals) {
    // A trailing part that may take no bytes (the rest of the input, a message of optional
    // parts, a size held elsewhere that may be 0, a fixed count of empty messages): present but
    // empty, it would be read back as absent. A prefix or a terminator is always on the wire.
    boolean mayBeEmpty = switch (part.extent()) {
      case REST, OWN, HELD, EXPRESSION, FIXED -> true;
      case PREFIX, VARINT_PREFIX, TERMINATED, UNTIL -> false;
    };
    String before = part.condition() == Part.Condition.INPUT_REMAINS && mayBeEmpty
        ? locals.claim(part.name() + "From") : null;
    if (before != null) {
      b.addStatement("int $L = p", before);
    }
    int alternatives = Math.max(1, part.flags().size());
    for (int i = 0; i < alternatives; i++) {
      CodeBlock test = flagsWire != null
          ? PartCode.isSet(part.flags().get(i), flagsWire)
          : CodeBlock.of("$L == $L", choice, i + 1);
      if (i == 0) {
        b.beginControlFlow("if ($L)", test);
      } else {
        b.nextControlFlow("else if ($L)", test);
      }
      writePresent(b, part, i, v, alternatives > 1, roomChecked, measured, locals);
      if (before != null) {
        b.beginControlFlow("if (p == $L)", before)
            .addStatement("throw $T.notExpected($S, $S)", JavaTypes.ENCODE_EXCEPTION,
                part.name(), "present but empty: a trailing part is absent when no input"
                    + " remains, so it would be read back as absent; encode null")
            .endControlFlow();
      }
    }
    b.endControlFlow();
  }

  /**
   * Writes a present part in its alternative {@code alternative}; {@code chosenByRange}: its
   * width was picked to fit; {@code measured}: the local holding its size when that was
   * measured before, else null.
   */
  private void writePresent(CodeBlock.Builder b, Part part, int alternative, String v,
      boolean chosenByRange, boolean roomChecked, String measured, Locals locals) {
    FieldLayout f = part.field();
    Layout fixed = fixedMessage(part);
    if (roomChecked && fixed != null) {
      // Its bytes were counted in its run's room: written without a check of its own.
      b.add(Rethrow.encoding(CodeBlock.builder().addStatement("$T.encodeAt($L, buf, p)",
          JavaTypes.className(part.elements().nested().type().codec()), v).build(), null,
          f.name()));
      b.addStatement("p += $L", fixed.fixedSize());
      return;
    }
    if (part.content() == Part.Content.SCALAR) {
      FieldLayout alt = part.elements().alternatives().get(alternative);
      int bytes = alt.elementBits() / 8;
      if (!roomChecked) {
        PartCode.roomCheck(b, Integer.toString(bytes), f.name());
      }
      String plain = v;
      TypeName type = JavaTypes.of(f.element());
      if (f.field().nullable() && type.isPrimitive()) {
        plain = locals.claim(f.name() + "Value");
        b.addStatement("$T $L = $L", type, plain, v);
      }
      String checked = chosenByRange && f.primitive() != null ? plain
          : scalars.checked(b, alt, plain, CodeBlock.of("$S", f.name()), null, locals);
      ScalarCode.writeDirectAt(b, alt, "p", checked);
      b.addStatement("p += $L", bytes);
      return;
    }
    String measure = measured != null ? measured : measures.measure(b, part, v, locals);
    if (part.extent() == Part.Extent.PREFIX) {
      // The prefix of an optional part is on the wire only with it.
      FieldLayout prefix = part.sizeField();
      int bytes = prefix.elementBits() / 8;
      PartCode.roomCheck(b, Integer.toString(bytes), f.name());
      ScalarCode.writeDirectAt(b, prefix, "p", measure);
      b.addStatement("p += $L", bytes);
    }
    writeValue(b, part, v, measure, locals);
  }

  private void writeValue(CodeBlock.Builder b, Part part, String v, String measure,
      Locals locals) {
    if (part.extent() == Part.Extent.VARINT_PREFIX) {
      b.addStatement("p = $L", VarintCode.write(part.prefixForm(), measure,
          Varint.NON_NEGATIVE_INT_BITS, part.name()));
    }
    String whole = measures.wholeOf(measure);
    if (whole != null) {
      // @Truncated: the bytes kept of the part written whole when it was measured.
      b.add(TruncatedCode.put(part, whole, measure));
      return;
    }
    new PartWrites(part, layout, constants, locals, scalars, outlined).write(b, v, measure);
  }

  /**
   * A part that leaves its terminator in the input ({@code @Delimited(consume = false)}),
   * written at {@code from} to {@code end}; {@code nextWritten}: whether the item after it is.
   */
  private record LeftTerminator(Part part, String from, String end, Constants constants,
      boolean nextWritten) {
    LeftTerminator withNextWritten() {
      return new LeftTerminator(part, from, end, constants, true);
    }

    void check(CodeBlock.Builder b) {
      b.addStatement("$T.leftFor(buf, $L, $L, p, $L, $L, $S)", JavaTypes.DELIMITERS, from, end,
          PartCode.terminator(constants, part), part.terminatorUnit(), part.name());
    }
  }
}
