package io.framewright.processor.generation;

import static io.framewright.processor.generation.Literals.at;
import static io.framewright.processor.generation.Literals.mask;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.BitOrder;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.Run;
import io.framewright.processor.plan.RunPlanner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes the bodies of {@code decodeAt} and {@code encodeAt} for a fixed layout: straight-line
 * code at constant offsets from {@code p}, one register load or store per group of packed fields,
 * range checks before anything narrow is written.
 */
public final class FixedBodies {
  public static final String[] DECODE_PARAMS = {"buf", "start", "end", "p", "e", "i"};
  public static final String[] ENCODE_PARAMS = {"value", "buf", "p", "e", "i"};

  private final List<FieldLayout> fields;
  private final List<Run> runs;
  private final ScalarCode scalars;
  private final Constants constants;
  private final boolean msbFirst;

  /** Code for one segment: {@code fields} at bit offsets from the byte at {@code p}. */
  public FixedBodies(List<FieldLayout> fields, BitOrder bitOrder, EnumMappings enums,
      Constants constants) {
    this.fields = fields;
    this.runs = RunPlanner.plan(fields, bitOrder);
    this.scalars = new ScalarCode(enums);
    this.constants = constants;
    this.msbFirst = bitOrder == BitOrder.MSB_FIRST;
  }

  /** The name of the constant holding a MAGIC or TERMINATOR field's bytes. */
  /** Magic numbers and terminators up to this long are written and checked byte by byte. */
  private static final int SHORT_CONSTANT = 4;

  /** {@code (byte) 0x01}: a byte of a constant, as Java source. */
  private static String byteLiteral(byte b) {
    return String.format("(byte) 0x%02x", b & 0xFF);
  }

  private String constantOf(FieldLayout f) {
    return constants.bytes(f.isComponent() ? f.name() : f.role() == FieldLayout.Role.MAGIC
        ? "MAGIC" : "TERMINATOR", f.constant());
  }

  /** The path errors name a field by: the component, or the component a prefix measures. */
  public static String path(FieldLayout f) {
    return f.isComponent() ? f.name() : f.target();
  }

  // ---------------------------------------------------------------- decode

  /** The body of {@code decodeAt} of a fixed message laid out in this one segment. */
  public CodeBlock decodeMessage(Layout layout) {
    CodeBlock.Builder b = CodeBlock.builder();
    Locals locals = new Locals(layout, DECODE_PARAMS);
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    for (FieldLayout f : fields) {
      names.put(f, locals.claim(f.name()));
    }
    ComponentChecksumCode componentChecksum = ComponentChecksumCode.of(layout);
    if (componentChecksum != null) {
      componentChecksum.verify(b, "p", locals);
    }
    FieldLayout checksum = layout.checksumField();
    if (checksum == null) {
      // Nothing after the reads refers to a component's local but the constructor call.
      for (FieldLayout f : layout.components()) {
        if (f.field().extras().rawOf() == null) {
          locals.deferrable(names.get(f));
        }
      }
    }
    decode(b, locals, names);
    if (checksum != null) {
      ChecksumCode.verify(b, layout, constants, "p", "p + FIXED_SIZE", names.get(checksum),
          locals);
    }
    CodeBlock args = layout.components().stream()
        .map(f -> f.field().extras().rawOf() != null ? CodeBlock.of("$L", scalars.wireLocal(f))
            : locals.argument(names.get(f)))
        .collect(CodeBlock.joining(",$W"));
    b.add(UserCalls.construct(layout.type(), layout.message().checkedConstructor(),
        args, UserCalls.INPUT,
        CodeBlock.of("p"), ""));
    return b.build();
  }

  /** Reads every field of the segment at {@code p} into the local {@code names} gives it. */
  public void decode(CodeBlock.Builder b, Locals locals, Map<FieldLayout, String> names) {
    for (Run run : runs) {
      b.add("// $L\n", describe(run));
      if (run instanceof Run.Block bl) {
        readBlock(b, bl.field(), names.get(bl.field()), locals);
      } else {
        readScalars(b, run, locals, names);
      }
    }
  }

  /** How this segment is split into runs, for the views that read it too. */
  public List<Run> runs() {
    return runs;
  }

  /**
   * Reads, with decode's checks, the fields of a scalar run (not a {@link Run.Block}) that
   * {@code names} has, into the locals it gives them; a unit is loaded only if one is asked for.
   */
  public void readScalars(CodeBlock.Builder b, Run run, Locals locals, Map<FieldLayout, String> names) {
    if (run instanceof Run.Direct d) {
      FieldLayout f = d.field();
      if (!names.containsKey(f)) {
        return;
      }
      scalars.readDirectAt(b, f, at("p", f.bitOffset() >>> 3),
          ScalarCode.Target.local(names.get(f)), true,
          CodeBlock.of("$S", path(f)), locals);
    } else if (run instanceof Run.Unit u) {
      if (u.slots().stream().noneMatch(names::containsKey)) {
        return;
      }
      String w = locals.register();
      boolean wide = u.bytes() > 4;
      b.addStatement("$T $L = $L", wide ? TypeName.LONG : TypeName.INT, w,
          loadUnit(u.firstByte(), u.bytes(), wide, u.bigEndian()));
      for (FieldLayout f : u.slots()) {
        if (!names.containsKey(f)) {
          continue;
        }
        int rel = f.bitOffset() - u.firstByte() * 8;
        int shift = u.bigEndian() ? u.bytes() * 8 - rel - f.elementBits() : rel;
        Expr raw = extract(w, wide ? 64 : 32, u.bytes() * 8, shift, f);
        scalars.finishRead(b, f, raw, wide ? TypeName.LONG : TypeName.INT,
            ScalarCode.Target.local(names.get(f)), true, locals, at("p", f.bitOffset() >>> 3),
            f.bitOffset() & 7, CodeBlock.of("$S", path(f)));
      }
    } else if (run instanceof Run.Wide wd) {
      for (FieldLayout f : wd.slots()) {
        if (!names.containsKey(f)) {
          continue;
        }
        String raw = locals.claim(names.get(f) + "Bits");
        b.addStatement("long $L = $T.$L(buf, $L, $L, $L)", raw, JavaTypes.BITS,
            msbFirst ? "getMsb" : "getLsb", at("p", f.bitOffset() >>> 3), f.bitOffset() & 7,
            f.elementBits());
        Expr value = extract(raw, 64, f.elementBits(), 0, f);
        scalars.finishRead(b, f, value, TypeName.LONG, ScalarCode.Target.local(names.get(f)),
            true, locals, at("p", f.bitOffset() >>> 3), f.bitOffset() & 7,
            CodeBlock.of("$S", path(f)));
      }
    }
  }

  private CodeBlock loadUnit(int firstByte, int bytes, boolean wide, boolean bigEndian) {
    String pos = at("p", firstByte);
    String e = bigEndian ? "BE" : "LE";
    return switch (bytes) {
      case 1 -> CodeBlock.of("buf[$L] & 0xFF", pos);
      case 2 -> CodeBlock.of("$T.getShort$L(buf, $L) & 0xFFFF", JavaTypes.BYTES, e, pos);
      case 4 -> CodeBlock.of("$T.getInt$L(buf, $L)", JavaTypes.BYTES, e, pos);
      case 8 -> CodeBlock.of("$T.getLong$L(buf, $L)", JavaTypes.BYTES, e, pos);
      default -> CodeBlock.of("$L$T.getUnsigned$L(buf, $L, $L)", wide ? "" : "(int) ",
          JavaTypes.BYTES, e, pos, bytes);
    };
  }

  /**
   * The field's bits from a register {@code w} of {@code regBits} (32 or 64) bits whose low
   * {@code loaded} bits hold data, the field's lowest bit at {@code shift}: sign-extended for a
   * narrow signed field, zero-extended otherwise. The expression has the register's type.
   */
  private static Expr extract(String w, int regBits, int loaded, int shift, FieldLayout f) {
    int bits = f.elementBits();
    boolean narrowSigned = f.signed() && ScalarCode.isNarrow(f);
    if (narrowSigned) {
      int left = regBits - shift - bits;
      return Expr.operation(left == 0 ? CodeBlock.of("$L >> $L", w, regBits - bits)
          : CodeBlock.of("($L << $L) >> $L", w, left, regBits - bits));
    }
    boolean needsMask = shift + bits < loaded && !castTruncates(f, bits);
    if (needsMask) {
      String mask = mask(bits, regBits == 64);
      return Expr.operation(shift == 0 ? CodeBlock.of("$L & $L", w, mask)
          : CodeBlock.of("($L >>> $L) & $L", w, shift, mask));
    }
    return shift == 0 ? Expr.name(w) : Expr.operation(CodeBlock.of("$L >>> $L", w, shift));
  }

  /** A full-width byte/short/char/int value: casting from the register drops the higher bits. */
  private static boolean castTruncates(FieldLayout f, int bits) {
    Primitive p = f.primitive();
    return p != null && !f.isRangeChecked() && p != Primitive.BOOLEAN && !p.isFloatingPoint()
        && p != Primitive.LONG && JavaWidth.of(p) == bits;
  }

  /**
   * Reads an array, nested message, fixed text, wide pad or constant into {@code name} (the last
   * two are only checked).
   */
  public void readBlock(CodeBlock.Builder b, FieldLayout f, String name, Locals locals) {
    int first = f.bitOffset() >>> 3;
    if (ScalarCode.isPad(f)) {
      // Reserved bytes of a wide pad: every one zero.
      b.beginControlFlow("for (int i = $L; i < $L; i++)", at("p", first),
              at("p", first + f.count()))
          .beginControlFlow("if (buf[i] != 0)")
          .addStatement("throw $T.invalid(buf, start, end, i, 0, $S, $S, $T.toHexString("
              + "buf[i] & 0xFF))", JavaTypes.DECODE_EXCEPTION, "(reserved)", "zero bits",
              Integer.class)
          .endControlFlow()
          .endControlFlow();
      return;
    }
    if (f.constant() != null) {
      CodeBlock mismatch;
      if (f.constant().length <= SHORT_CONSTANT) {
        // A byte compare each: the segment's bytes are already claimed.
        CodeBlock.Builder c = CodeBlock.builder();
        for (int i = 0; i < f.constant().length; i++) {
          c.add(i == 0 ? "" : " || ").add("buf[$L] != $L", at("p", first + i),
              byteLiteral(f.constant()[i]));
        }
        mismatch = c.build();
      } else {
        mismatch = CodeBlock.of("!$T.matchesAt(buf, $L, end, $L)", JavaTypes.DELIMITERS,
            at("p", first), constantOf(f));
      }
      // A long constant is named by the runtime (its text would be too long a string literal).
      CodeBlock expected = f.constant().length <= LargeConstants.INLINE
          ? CodeBlock.of("$S", io.framewright.processor.model.Hex.format(f.constant()))
          : CodeBlock.of("$T.format($L, 0, $L)", JavaTypes.HEX, constantOf(f),
              f.constant().length);
      b.beginControlFlow("if ($L)", mismatch)
          .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $L, $T.format(buf, $L, $L))",
              JavaTypes.DECODE_EXCEPTION, at("p", first), path(f), expected, JavaTypes.HEX,
              at("p", first), at("p", first + f.constant().length))
          .endControlFlow();
      if (f.isComponent() && name != null) {
        // @Const(bytes): the record holds the bytes just checked.
        b.addStatement("byte[] $L = $T.copyOfRange(buf, $L, $L)", name, JavaTypes.ARRAYS,
            at("p", first), at("p", first + f.count()));
      }
      return;
    }
    if (f.element() instanceof WireType.Text t) {
      b.addStatement("$T $L = $T.decodeFixed(buf, start, end, $L, $L, $L, $S)", String.class, name,
          JavaTypes.TEXT, at("p", first), f.elementBits() / 8, JavaTypes.charset(t), f.name());
      return;
    }
    if (!f.isArray()) {
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      b.addStatement("$T $L", JavaTypes.of(f.element()), name);
      b.add(Rethrow.decoding(CodeBlock.builder()
          .addStatement("$L = $T.decodeAt(buf, start, end, $L)", name, codec, at("p", first))
          .build(), null, f.name()));
      return;
    }
    int stride = f.elementBits() / 8;
    boolean list = isList(f);
    if (!list && f.primitive() == Primitive.BYTE && stride == 1) {
      b.addStatement("byte[] $L = $T.copyOfRange(buf, $L, $L)", name,
          ClassName.get("java.util", "Arrays"), at("p", first), at("p", first + f.count()));
      return;
    }
    // A List is read into an array of its (boxed) elements, then wrapped.
    TypeName elementType = list ? JavaTypes.boxed(JavaTypes.of(f.element()))
        : JavaTypes.of(f.element());
    String array = list ? locals.claim(name + "Array") : name;
    b.addStatement("$T[] $L = new $T[$L]", elementType, array, elementType, f.count());
    if (f.nested() != null) {
      // Messages: each at an index moved by the stride (PartReads says why).
      String element = locals.claim(name + "Element");
      b.beginControlFlow("for (int i = 0, $L = $L; i < $L; i++, $L += $L)", element,
          at("p", first), f.count(), element, stride);
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      b.add(Rethrow.decoding(CodeBlock.builder()
          .addStatement("$L[i] = $T.decodeAt(buf, start, end, $L)", array, codec, element)
          .build(), "i", f.name()));
    } else {
      b.beginControlFlow("for (int i = 0; i < $L; i++)", f.count());
      String pos = at("p", first) + (stride == 1 ? " + i" : " + " + stride + " * i");
      scalars.readDirectAt(b, f, pos, ScalarCode.Target.elementOf(array), false,
          CodeBlock.of("$S + i + $S", f.name() + "[", "]"), locals);
    }
    b.endControlFlow();
    if (list) {
      b.addStatement("$T $L = $T.wrap($L)", JavaTypes.of(f.field().type()), name,
          JavaTypes.LISTS, array);
    }
  }

  /**
   * Declares {@code local} and reads into it, with decode's checks, the element of the array
   * field {@code f} at {@code pos} (an expression of the index {@code i}).
   */
  public void readElement(CodeBlock.Builder b, FieldLayout f, String pos, String local,
      Locals locals) {
    scalars.readDirectAt(b, f, pos, ScalarCode.Target.local(local), true,
        CodeBlock.of("$S + i + $S", f.name() + "[", "]"), locals);
  }

  /** Whether an array field is declared as a {@code java.util.List}. */
  public static boolean isList(FieldLayout f) {
    return f.field().type() instanceof WireType.Array a && a.list();
  }

  // ---------------------------------------------------------------- encode

  /** The body of {@code encodeAt} of a fixed message laid out in this one segment. */
  public CodeBlock encodeMessage(Layout layout) {
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("if (value == null)")
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, "")
        .endControlFlow();
    Locals locals = new Locals(layout, ENCODE_PARAMS);
    encode(b, locals, Map.of());
    ComponentChecksumCode componentChecksum = ComponentChecksumCode.of(layout);
    if (componentChecksum != null) {
      componentChecksum.write(b, "p", "p + FIXED_SIZE", locals);
    }
    if (layout.checksumField() != null) {
      ChecksumCode.write(b, layout, constants, "p", "p + FIXED_SIZE",
          locals.claim("checksum"));
    }
    return b.build();
  }

  /**
   * Writes every field of the segment at {@code p}. A field in {@code sources} is taken from
   * that local, already checked; the others from the record {@code value}.
   */
  public void encode(CodeBlock.Builder b, Locals locals, Map<FieldLayout, String> sources) {
    // The scalars between two blocks are all read and checked before any is written: a store
    // between two checks must happen before the second can throw, which kept C2 from
    // scheduling them (a 24-byte header encoded in 10.2 ns so, 6.9 checked first; JMH, 2
    // forks). Errors still come in field order: a block checks and writes in its place.
    CodeBlock.Builder writes = CodeBlock.builder();
    for (Run run : runs) {
      if (run instanceof Run.Block bl) {
        b.add(writes.build());
        writes = CodeBlock.builder();
        b.add("// $L\n", describe(run));
        writeBlock(b, bl.field(), locals, sources);
        continue;
      }
      writes.add("// $L\n", describe(run));
      if (run instanceof Run.Direct d) {
        FieldLayout f = d.field();
        String v = valueOf(b, f, locals, sources);
        ScalarCode.writeDirectAt(writes, f, at("p", f.bitOffset() >>> 3), v);
      } else if (run instanceof Run.Unit u) {
        boolean wide = u.bytes() > 4;
        List<CodeBlock> terms = new ArrayList<>();
        for (FieldLayout f : u.slots()) {
          String v = valueOf(b, f, locals, sources);
          int rel = f.bitOffset() - u.firstByte() * 8;
          int shift = u.bigEndian() ? u.bytes() * 8 - rel - f.elementBits() : rel;
          CodeBlock term = bitsOf(f, v, wide);
          terms.add(shift == 0 ? term : CodeBlock.of("$L << $L", term, shift));
        }
        String w = locals.register();
        CodeBlock.Builder or = CodeBlock.builder();
        for (int t = 0; t < terms.size(); t++) {
          or.add(t == 0 ? "$L" : " |$W$L", terms.get(t));
        }
        writes.addStatement("$T $L = $L", wide ? TypeName.LONG : TypeName.INT, w, or.build());
        storeUnit(writes, u.firstByte(), u.bytes(), w, u.bigEndian());
      } else if (run instanceof Run.Wide wd) {
        writes.addStatement("$T.fill(buf, $L, $L, (byte) 0)",
            ClassName.get("java.util", "Arrays"), at("p", wd.firstByte()),
            at("p", wd.firstByte() + wd.bytes()));
        for (FieldLayout f : wd.slots()) {
          String v = valueOf(b, f, locals, sources);
          writes.addStatement("$T.$L(buf, $L, $L, $L, $L)", JavaTypes.BITS,
              msbFirst ? "putMsb" : "putLsb", at("p", f.bitOffset() >>> 3), f.bitOffset() & 7,
              f.elementBits(), bitsOf(f, v, true));
        }
      }
    }
    b.add(writes.build());
  }

  /**
   * Declares a local holding the field's value, checked: in range for narrow integers, not null
   * for enums (whose local then holds the wire value). Returns the local's name, or null for
   * zero (reserved bits, a checksum's placeholder).
   */
  private String valueOf(CodeBlock.Builder b, FieldLayout f, Locals locals,
      Map<FieldLayout, String> sources) {
    String source = sources.get(f);
    if (source != null) {
      return source;
    }
    if (ScalarCode.isPad(f)) {
      return null; // zero
    }
    if (f.role() == FieldLayout.Role.CHECKSUM || f.field().extras().checksum() != null) {
      return null; // zero, overwritten once the rest is written: the record's value is ignored
    }
    if (f.role() == FieldLayout.Role.TAG) {
      return Literals.number(f.tagValue(), f.primitive() == Primitive.LONG); // a constant
    }
    String name = locals.claim(f.name());
    TypeName type = JavaTypes.of(f.element());
    if (f.field().nullable() && type.isPrimitive()) {
      // A boxed component that is always on the wire: null can not be encoded.
      String box = locals.claim(f.name() + "Box");
      b.addStatement("$T $L = value.$L()", type.box(), box, f.name());
      b.beginControlFlow("if ($L == null)", box)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
          .endControlFlow();
      b.addStatement("$T $L = $L", type, name, box);
    } else {
      b.addStatement("$T $L = value.$L()", type, name, f.name());
    }
    return scalars.checked(b, f, name, CodeBlock.of("$S", f.name()), null, locals);
  }

  /** The field's bits as a non-negative int or long term, ready to shift into a register. */
  private static CodeBlock bitsOf(FieldLayout f, String v, boolean wide) {
    if (v == null) {
      return CodeBlock.of("0"); // reserved bits, a placeholder: nothing to shift in
    }
    TypeName reg = wide ? TypeName.LONG : TypeName.INT;
    int bits = f.elementBits();
    if (f.element() instanceof WireType.Enum) {
      TypeName wire = bits > 32 ? TypeName.LONG : TypeName.INT;
      if (f.signed() && bits < JavaWidth.of(wire)) {
        return CodeBlock.of("($L & $L)", Expr.name(v).as(wire, reg), mask(bits, wide));
      }
      return wide && !wire.equals(TypeName.LONG) ? CodeBlock.of("(long) $L", v)
          : Expr.name(v).as(wire, reg);
    }
    Primitive p = f.primitive();
    switch (p) {
      case BOOLEAN:
        return CodeBlock.of(wide ? "($L ? 1L : 0L)" : "($L ? 1 : 0)", v);
      case FLOAT:
        return CodeBlock.of("($T.floatToRawIntBits($L) & $L)", Float.class, v, mask(32, wide));
      case DOUBLE:
        return CodeBlock.of("$T.doubleToRawLongBits($L)", Double.class, v);
      case CHAR:
        if (!wide) {
          return CodeBlock.of("$L", v);
        }
        return CodeBlock.of("(long) $L", v);
      default:
        break;
    }
    TypeName type = JavaTypes.primitive(p);
    boolean nonNegative = f.isRangeChecked() && !f.signed();
    if (nonNegative) {
      if (wide) {
        return CodeBlock.of(type.equals(TypeName.LONG) ? "$L" : "(long) $L", v);
      }
      return CodeBlock.of(type.equals(TypeName.LONG) ? "(int) $L" : "$L", v);
    }
    if (bits == 64) {
      return CodeBlock.of("$L", v);
    }
    if (!wide && type.equals(TypeName.LONG)) {
      return CodeBlock.of("((int) $L & $L)", v, mask(bits, false));
    }
    return CodeBlock.of("($L & $L)", v, mask(bits, wide));
  }

  private void storeUnit(CodeBlock.Builder b, int firstByte, int bytes, String w,
      boolean bigEndian) {
    String pos = at("p", firstByte);
    String e = bigEndian ? "BE" : "LE";
    switch (bytes) {
      case 1 -> b.addStatement("buf[$L] = (byte) $L", pos, w);
      case 2 -> b.addStatement("$T.putShort$L(buf, $L, (short) $L)", JavaTypes.BYTES, e, pos, w);
      case 4 -> b.addStatement("$T.putInt$L(buf, $L, $L)", JavaTypes.BYTES, e, pos, w);
      case 8 -> b.addStatement("$T.putLong$L(buf, $L, $L)", JavaTypes.BYTES, e, pos, w);
      default -> b.addStatement("$T.putUnsigned$L(buf, $L, $L, $L)", JavaTypes.BYTES, e, pos,
          bytes, w);
    }
  }

  private void writeBlock(CodeBlock.Builder b, FieldLayout f, Locals locals,
      Map<FieldLayout, String> sources) {
    int first = f.bitOffset() >>> 3;
    if (ScalarCode.isPad(f)) {
      b.addStatement("$T.fill(buf, $L, $L, (byte) 0)", ClassName.get("java.util", "Arrays"),
          at("p", first), at("p", first + f.count()));
      return;
    }
    if (f.constant() != null) {
      if (f.isComponent()) {
        // @Const(bytes): a record holding other bytes would not encode what it holds.
        String held = locals.claim(f.name());
        b.addStatement("byte[] $L = value.$L()", held, f.name())
            .beginControlFlow("if ($L == null)", held)
            .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
            .endControlFlow()
            .beginControlFlow("if (!$T.equals($L, $L))", JavaTypes.ARRAYS, held, constantOf(f))
            .addStatement("throw $T.notAllowed($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION,
                f.name(), held, constantOf(f))
            .endControlFlow();
      }
      if (f.constant().length <= SHORT_CONSTANT) {
        for (int i = 0; i < f.constant().length; i++) {
          b.addStatement("buf[$L] = $L", at("p", first + i), byteLiteral(f.constant()[i]));
        }
      } else {
        b.addStatement("$T.arraycopy($L, 0, buf, $L, $L)", System.class, constantOf(f),
            at("p", first), f.constant().length);
      }
      return;
    }
    if (f.element() instanceof WireType.Text t) {
      b.addStatement("$T.encodeFixed(value.$L(), $L, buf, $L, $L, $S)", JavaTypes.TEXT, f.name(),
          JavaTypes.charset(t), at("p", first), f.elementBits() / 8, f.name());
      return;
    }
    if (!f.isArray()) {
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      b.add(Rethrow.encoding(CodeBlock.builder()
          .addStatement("$T.encodeAt(value.$L(), buf, $L)", codec, f.name(), at("p", first))
          .build(), null, f.name()));
      return;
    }
    String name = locals.claim(f.name());
    b.addStatement("$T $L = value.$L()", JavaTypes.of(f.field().type()), name, f.name());
    b.beginControlFlow("if ($L == null)", name)
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
        .endControlFlow();
    boolean list = isList(f);
    String size = name + (list ? ".size()" : ".length");
    String get = name + (list ? ".get(i)" : "[i]");
    int stride = f.elementBits() / 8;
    b.beginControlFlow("if ($L != $L)", size, f.count());
    if (f.field().count() == null) {
      // @Length(n): n bytes, whole elements of a fixed width, so the bytes are what differ.
      b.addStatement("throw $T.wrongSize($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION,
          f.name(), stride == 1 ? CodeBlock.of("$L", size)
              : CodeBlock.of("(long) $L * $L", size, stride), (long) f.count() * stride,
          "byte(s)");
    } else {
      b.addStatement("throw $T.wrongLength($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION,
          f.name(), size, f.count());
    }
    b.endControlFlow();
    if (!list && f.primitive() == Primitive.BYTE && stride == 1) {
      b.addStatement("$T.arraycopy($L, 0, buf, $L, $L)", System.class, name, at("p", first),
          f.count());
      return;
    }
    String pos = at("p", first) + (stride == 1 ? " + i" : " + " + stride + " * i");
    b.beginControlFlow("for (int i = 0; i < $L; i++)", f.count());
    if (f.nested() != null) {
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      b.add(Rethrow.encoding(CodeBlock.builder()
          .addStatement("$T.encodeAt($L, buf, $L)", codec, get, pos).build(), "i", f.name()));
    } else {
      String element = locals.claim("element");
      TypeName type = JavaTypes.of(f.element());
      if (list && type.isPrimitive()) {
        // A List holds boxes, and a null one has no wire form.
        String box = locals.claim("boxed");
        b.addStatement("$T $L = $L", type.box(), box, get);
        b.beginControlFlow("if ($L == null)", box)
            .addStatement("throw $T.nullValue($S + i + $S)", JavaTypes.ENCODE_EXCEPTION,
                f.name() + "[", "]")
            .endControlFlow();
        b.addStatement("$T $L = $L", type, element, box);
      } else {
        b.addStatement("$T $L = $L", type, element, get);
      }
      String v = scalars.checked(b, f, element, CodeBlock.of("$S", f.name()), "i", locals);
      ScalarCode.writeDirectAt(b, f, pos, v);
    }
    b.endControlFlow();
  }

  // ---------------------------------------------------------------- helpers

  // ---------------------------------------------------------------- comments

  private static String describe(Run run) {
    if (run instanceof Run.Direct d) {
      FieldLayout f = d.field();
      return range(f.bitOffset() >>> 3, f.elementBits() / 8) + ": " + f.name()
          + (f.elementBits() > 8 ? " (" + (f.order() == ByteOrder.LITTLE ? "little" : "big")
              + "-endian)" : "");
    } else if (run instanceof Run.Unit u) {
      return range(u.firstByte(), u.bytes()) + ": " + bitList(u.slots());
    } else if (run instanceof Run.Wide w) {
      return range(w.firstByte(), w.bytes()) + ", bit by field: " + bitList(w.slots());
    }
    FieldLayout f = ((Run.Block) run).field();
    int bytes = f.totalBits() / 8;
    return range(f.bitOffset() >>> 3, bytes) + ": " + f.name() + " ("
        + f.field().type().describe() + (f.isArray() ? ", " + f.count() + " elements" : "")
        + ")";
  }

  private static String bitList(List<FieldLayout> slots) {
    return slots.stream().map(f -> f.name() + " (" + f.elementBits() + ")")
        .collect(Collectors.joining(", "));
  }

  private static String range(int first, int bytes) {
    return bytes <= 1 ? "byte " + first : "bytes " + first + ".." + (first + bytes - 1);
  }
}
