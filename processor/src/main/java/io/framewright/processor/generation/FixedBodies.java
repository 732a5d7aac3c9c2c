package io.framewright.processor.generation;

import static io.framewright.processor.generation.Literals.at;
import static io.framewright.processor.generation.Literals.convert;
import static io.framewright.processor.generation.Literals.mask;
import static io.framewright.processor.generation.Literals.number;
import static io.framewright.processor.generation.Literals.paren;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.BitOrder;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.WireType;
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
final class FixedBodies {
  static final String[] DECODE_PARAMS = {"buf", "start", "end", "p", "e", "i"};
  static final String[] ENCODE_PARAMS = {"value", "buf", "p", "e", "i"};

  private final List<FieldLayout> fields;
  private final List<Run> runs;
  private final EnumMappings enums;
  private final Constants constants;
  private final boolean msbFirst;

  /** Code for one segment: {@code fields} at bit offsets from the byte at {@code p}. */
  FixedBodies(List<FieldLayout> fields, BitOrder bitOrder, EnumMappings enums,
      Constants constants) {
    this.fields = fields;
    this.runs = RunPlanner.plan(fields);
    this.enums = enums;
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
    return constants.bytes(f.role() == FieldLayout.Role.MAGIC ? "MAGIC" : "TERMINATOR",
        f.constant());
  }

  /** The path errors name a field by: the component, or the component a prefix measures. */
  static String path(FieldLayout f) {
    return f.isComponent() ? f.name() : f.target();
  }

  /** Whether a field is reserved bits, read only to check they are zero. */
  private static boolean isPad(FieldLayout f) {
    return f.role() == FieldLayout.Role.PAD;
  }

  // ---------------------------------------------------------------- decode

  /** The body of {@code decodeAt} of a fixed message laid out in this one segment. */
  CodeBlock decodeMessage(Layout layout) {
    CodeBlock.Builder b = CodeBlock.builder();
    Locals locals = new Locals(layout, DECODE_PARAMS);
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    for (FieldLayout f : fields) {
      names.put(f, locals.claim(f.name()));
    }
    decode(b, locals, names);
    FieldLayout checksum = ChecksumCode.field(layout);
    if (checksum != null) {
      ChecksumCode.verify(b, layout, constants, "p", "p + FIXED_SIZE", names.get(checksum),
          locals);
    }
    String args = layout.components().stream().map(names::get)
        .collect(Collectors.joining(", "));
    b.add(UserCalls.construct(layout.type(), CodeBlock.of("$L", args), UserCalls.INPUT,
        CodeBlock.of("p"), ""));
    return b.build();
  }

  /** Reads every field of the segment at {@code p} into the local {@code names} gives it. */
  void decode(CodeBlock.Builder b, Locals locals, Map<FieldLayout, String> names) {
    for (Run run : runs) {
      b.add("// $L\n", describe(run));
      if (run instanceof Run.Direct d) {
        FieldLayout f = d.field();
        readDirect(b, f, "p", f.bitOffset() >>> 3, names.get(f), true,
            CodeBlock.of("$S", path(f)), locals);
      } else if (run instanceof Run.Unit u) {
        String w = locals.register();
        boolean wide = u.bytes() > 4;
        stmt(b, "$T $L = $L", wide ? TypeName.LONG : TypeName.INT, w,
            loadUnit(u.firstByte(), u.bytes(), wide));
        for (FieldLayout f : u.slots()) {
          int rel = f.bitOffset() - u.firstByte() * 8;
          int shift = msbFirst ? u.bytes() * 8 - rel - f.elementBits() : rel;
          String raw = extract(w, wide ? 64 : 32, u.bytes() * 8, shift, f);
          finishRead(b, f, raw, wide ? TypeName.LONG : TypeName.INT, names.get(f), locals,
              at("p", f.bitOffset() >>> 3), f.bitOffset() & 7, CodeBlock.of("$S", path(f)));
        }
      } else if (run instanceof Run.Wide wd) {
        for (FieldLayout f : wd.slots()) {
          String raw = locals.claim(names.get(f) + "Bits");
          stmt(b, "long $L = $T.$L(buf, $L, $L, $L)", raw, JavaTypes.BITS,
              msbFirst ? "getMsb" : "getLsb", at("p", f.bitOffset() >>> 3), f.bitOffset() & 7,
              f.elementBits());
          String value = extract(raw, 64, f.elementBits(), 0, f);
          finishRead(b, f, value, TypeName.LONG, names.get(f), locals,
              at("p", f.bitOffset() >>> 3), f.bitOffset() & 7, CodeBlock.of("$S", path(f)));
        }
      } else if (run instanceof Run.Block bl) {
        readBlock(b, bl.field(), names.get(bl.field()), locals);
      }
    }
  }

  private String loadUnit(int firstByte, int bytes, boolean wide) {
    String pos = at("p", firstByte);
    String e = msbFirst ? "BE" : "LE";
    return switch (bytes) {
      case 1 -> "buf[" + pos + "] & 0xFF";
      case 2 -> "Bytes.getShort" + e + "(buf, " + pos + ") & 0xFFFF";
      case 4 -> "Bytes.getInt" + e + "(buf, " + pos + ")";
      case 8 -> "Bytes.getLong" + e + "(buf, " + pos + ")";
      default -> (wide ? "" : "(int) ") + "Bytes.getUnsigned" + e + "(buf, " + pos + ", " + bytes
          + ")";
    };
  }

  /**
   * The field's bits from a register {@code w} of {@code regBits} (32 or 64) bits whose low
   * {@code loaded} bits hold data, the field's lowest bit at {@code shift}: sign-extended for a
   * narrow signed field, zero-extended otherwise. The expression has the register's type.
   */
  private static String extract(String w, int regBits, int loaded, int shift, FieldLayout f) {
    int bits = f.elementBits();
    boolean narrowSigned = f.signed() && isNarrow(f);
    if (narrowSigned) {
      int left = regBits - shift - bits;
      return left == 0 ? w + " >> " + (regBits - bits)
          : "(" + w + " << " + left + ") >> " + (regBits - bits);
    }
    String shifted = shift == 0 ? w : "(" + w + " >>> " + shift + ")";
    boolean needsMask = shift + bits < loaded && !castTruncates(f, bits);
    String bare = shift == 0 ? w : w + " >>> " + shift;
    return needsMask ? shifted + " & " + mask(bits, regBits == 64) : bare;
  }

  /** A full-width byte/short/char/int value: casting from the register drops the higher bits. */
  private static boolean castTruncates(FieldLayout f, int bits) {
    Primitive p = f.primitive();
    return p != null && !f.isRangeChecked() && p != Primitive.BOOLEAN && !p.isFloatingPoint()
        && p != Primitive.LONG && JavaWidth.of(p) == bits;
  }

  private static boolean isNarrow(FieldLayout f) {
    Primitive p = f.primitive();
    if (f.element() instanceof WireType.Enum) {
      return f.elementBits() < 64;
    }
    return p != null && p.isInteger() && f.elementBits() < p.maxBits();
  }

  /** Declares {@code name} (or assigns {@code target}) from a raw integer expression. */
  private void finishRead(CodeBlock.Builder b, FieldLayout f, String raw, TypeName rawType,
      String target, Locals locals, String pos, int bit, CodeBlock path) {
    finishRead(b, f, raw, rawType, target, true, locals, pos, bit, path);
  }

  private void finishRead(CodeBlock.Builder b, FieldLayout f, String raw, TypeName rawType,
      String target, boolean declare, Locals locals, String pos, int bit, CodeBlock path) {
    String decl = declare ? "$T " : "";
    if (f.element() instanceof WireType.Enum en) {
      EnumModel model = en.model();
      boolean wide = f.elementBits() > 32;
      TypeName wireType = wide ? TypeName.LONG : TypeName.INT;
      String wire = locals.claim(baseName(target) + "Wire");
      stmt(b, "$T $L = $L", wireType, wire, convert(raw, rawType, wireType));
      ClassName type = JavaTypes.className(model.type());
      if (declare) {
        stmt(b, "$T $L = $L($L)", type, target, enums.fromWire(model, wide), wire);
      } else {
        stmt(b, "$L = $L($L)", target, enums.fromWire(model, wide), wire);
      }
      b.beginControlFlow("if ($L == null)", target)
          .addStatement("throw $T.invalid(buf, start, end, $L, $L, $L, $S, $T.toString($L))",
              JavaTypes.DECODE_EXCEPTION, pos, bit, path, EnumMappings.expected(model),
              wide ? Long.class : Integer.class, wire)
          .endControlFlow();
      return;
    }
    Primitive prim = f.primitive();
    TypeName type = JavaTypes.primitive(prim);
    Object value;
    switch (prim) {
      case BOOLEAN -> {
        if (f.elementBits() == 1) {
          value = paren(raw) + " != 0";
        } else {
          String bits = locals.claim(baseName(target) + "Bits");
          stmt(b, "$T $L = $L", rawType, bits, raw);
          String bad = rawType.equals(TypeName.LONG) ? bits + " != 0 && " + bits + " != 1"
              : bits + " >>> 1 != 0";
          b.beginControlFlow("if ($L)", bad)
              .addStatement("throw $T.invalid(buf, start, end, $L, $L, $L, $S, $T.toString($L))",
                  JavaTypes.DECODE_EXCEPTION, pos, bit, path, "0 or 1",
                  rawType.equals(TypeName.LONG) ? Long.class : Integer.class, bits)
              .endControlFlow();
          value = bits + " != 0";
        }
      }
      case FLOAT -> value = CodeBlock.of("$T.intBitsToFloat($L)", Float.class,
          runtimeRefs(convert(raw, rawType, TypeName.INT)));
      case DOUBLE -> value = CodeBlock.of("$T.longBitsToDouble($L)", Double.class,
          runtimeRefs(convert(raw, rawType, TypeName.LONG)));
      default -> {
        // A box (a nullable component, a List element) takes only its own primitive type.
        boolean boxedTarget = !declare && f.field().nullable();
        value = boxedTarget && !rawType.equals(type) ? "(" + type + ") " + paren(raw)
            : convert(raw, rawType, type);
      }
    }
    if (declare) {
      stmt(b, decl + "$L = $L", type, target, value);
    } else {
      stmt(b, "$L = $L", target, value);
    }
    if (isPad(f)) {
      b.beginControlFlow("if ($L != 0)", target)
          .addStatement("throw $T.invalid(buf, start, end, $L, $L, $S, $S, $T.toHexString($L))",
              JavaTypes.DECODE_EXCEPTION, pos, bit, "(reserved)", "zero bits", Long.class,
              target)
          .endControlFlow();
    }
  }

  private static String baseName(String target) {
    int bracket = target.indexOf('[');
    return bracket < 0 ? target : target.substring(0, bracket);
  }

  /** A byte-aligned, whole-byte value at {@code base + offset}. */
  private void readDirect(CodeBlock.Builder b, FieldLayout f, String base, int offset,
      String target, boolean declare, CodeBlock path, Locals locals) {
    readDirectAt(b, f, at(base, offset), target, declare, path, locals);
  }

  void readDirectAt(CodeBlock.Builder b, FieldLayout f, String pos, String target,
      boolean declare, CodeBlock path, Locals locals) {
    int bytes = f.elementBits() / 8;
    String e = f.order() == ByteOrder.LITTLE ? "LE" : "BE";
    String raw;
    TypeName rawType;
    boolean keepSign = f.signed() && isNarrow(f);
    Primitive p = f.primitive();
    boolean fullWidth = p != null && !f.isRangeChecked() && p != Primitive.BOOLEAN;
    switch (bytes) {
      case 1 -> {
        raw = "buf[" + pos + "]";
        rawType = TypeName.BYTE;
      }
      case 2 -> {
        raw = "Bytes.getShort" + e + "(buf, " + pos + ")";
        rawType = TypeName.SHORT;
      }
      case 4 -> {
        raw = "Bytes.getInt" + e + "(buf, " + pos + ")";
        rawType = TypeName.INT;
      }
      case 8 -> {
        raw = "Bytes.getLong" + e + "(buf, " + pos + ")";
        rawType = TypeName.LONG;
      }
      default -> {
        raw = "Bytes.getUnsigned" + e + "(buf, " + pos + ", " + bytes + ")";
        rawType = TypeName.LONG;
        if (keepSign) {
          int s = 64 - f.elementBits();
          raw = raw + " << " + s + " >> " + s;
        }
      }
    }
    // 1, 2, 4 and 8-byte loads are signed: zero-extend unless the value is signed or its type
    // holds exactly those bits.
    if (bytes == 1 || bytes == 2 || bytes == 4) {
      boolean sameWidth = p != null && (p == Primitive.FLOAT || JavaWidth.of(p) == bytes * 8);
      if (!keepSign && !(fullWidth && sameWidth)) {
        TypeName widened = bytes == 4 ? TypeName.LONG : TypeName.INT;
        raw = raw + " & " + mask(bytes * 8, bytes == 4);
        rawType = widened;
      }
    }
    finishRead(b, f, raw, rawType, target, declare, locals, pos, 0, path);
  }

  private void readBlock(CodeBlock.Builder b, FieldLayout f, String name, Locals locals) {
    int first = f.bitOffset() >>> 3;
    if (isPad(f)) {
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
              JavaTypes.DECODE_EXCEPTION, at("p", first), f.target(), expected, JavaTypes.HEX,
              at("p", first), at("p", first + f.constant().length))
          .endControlFlow();
      return;
    }
    if (f.element() instanceof WireType.Text t) {
      stmt(b, "$T $L = $T.decodeFixed(buf, start, end, $L, $L, $L, $S)", String.class, name,
          JavaTypes.TEXT, at("p", first), f.elementBits() / 8, JavaTypes.charset(t), f.name());
      return;
    }
    if (!f.isArray()) {
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      stmt(b, "$T $L", JavaTypes.of(f.element()), name);
      b.beginControlFlow("try")
          .addStatement("$L = $T.decodeAt(buf, start, end, $L)", name, codec, at("p", first))
          .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("throw e.inField($S)", f.name())
          .endControlFlow();
      return;
    }
    int stride = f.elementBits() / 8;
    boolean list = isList(f);
    if (!list && f.primitive() == Primitive.BYTE && stride == 1) {
      stmt(b, "byte[] $L = $T.copyOfRange(buf, $L, $L)", name,
          ClassName.get("java.util", "Arrays"), at("p", first), at("p", first + f.count()));
      return;
    }
    // A List is read into an array of its (boxed) elements, then wrapped.
    TypeName elementType = list ? JavaTypes.boxed(JavaTypes.of(f.element()))
        : JavaTypes.of(f.element());
    String array = list ? locals.claim(name + "Array") : name;
    stmt(b, "$T[] $L = new $T[$L]", elementType, array, elementType, f.count());
    b.beginControlFlow("for (int i = 0; i < $L; i++)", f.count());
    String pos = at("p", first) + (stride == 1 ? " + i" : " + " + stride + " * i");
    if (f.nested() != null) {
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      b.beginControlFlow("try")
          .addStatement("$L[i] = $T.decodeAt(buf, start, end, $L)", array, codec, pos)
          .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("throw e.inElement(i).inField($S)", f.name())
          .endControlFlow();
    } else {
      readDirectAt(b, f, pos, array + "[i]", false,
          CodeBlock.of("$S + i + $S", f.name() + "[", "]"), locals);
    }
    b.endControlFlow();
    if (list) {
      stmt(b, "$T $L = $T.unmodifiableList($T.asList($L))", JavaTypes.of(f.field().type()), name,
          JavaTypes.COLLECTIONS, JavaTypes.ARRAYS, array);
    }
  }

  /** Whether an array field is declared as a {@code java.util.List}. */
  private static boolean isList(FieldLayout f) {
    return f.field().type() instanceof WireType.Array a && a.list();
  }

  // ---------------------------------------------------------------- encode

  /** The body of {@code encodeAt} of a fixed message laid out in this one segment. */
  CodeBlock encodeMessage(Layout layout) {
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("if (value == null)")
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, "")
        .endControlFlow();
    Locals locals = new Locals(layout, ENCODE_PARAMS);
    encode(b, locals, Map.of());
    if (ChecksumCode.field(layout) != null) {
      ChecksumCode.write(b, layout, constants, "p", "p + FIXED_SIZE",
          locals.claim("checksum"));
    }
    return b.build();
  }

  /**
   * Writes every field of the segment at {@code p}. A field in {@code sources} is taken from
   * that local, already checked; the others from the record {@code value}.
   */
  void encode(CodeBlock.Builder b, Locals locals, Map<FieldLayout, String> sources) {
    for (Run run : runs) {
      b.add("// $L\n", describe(run));
      if (run instanceof Run.Direct d) {
        FieldLayout f = d.field();
        String v = valueOf(b, f, locals, sources);
        writeDirectAt(b, f, at("p", f.bitOffset() >>> 3), v);
      } else if (run instanceof Run.Unit u) {
        boolean wide = u.bytes() > 4;
        List<CodeBlock> terms = new ArrayList<>();
        for (FieldLayout f : u.slots()) {
          String v = valueOf(b, f, locals, sources);
          int rel = f.bitOffset() - u.firstByte() * 8;
          int shift = msbFirst ? u.bytes() * 8 - rel - f.elementBits() : rel;
          CodeBlock term = bitsOf(f, v, wide);
          terms.add(shift == 0 ? term : CodeBlock.of("$L << $L", term, shift));
        }
        String w = locals.register();
        CodeBlock.Builder or = CodeBlock.builder();
        for (int t = 0; t < terms.size(); t++) {
          or.add(t == 0 ? "$L" : " |$W$L", terms.get(t));
        }
        stmt(b, "$T $L = $L", wide ? TypeName.LONG : TypeName.INT, w, or.build());
        storeUnit(b, u.firstByte(), u.bytes(), w);
      } else if (run instanceof Run.Wide wd) {
        stmt(b, "$T.fill(buf, $L, $L, (byte) 0)", ClassName.get("java.util", "Arrays"),
            at("p", wd.firstByte()), at("p", wd.firstByte() + wd.bytes()));
        for (FieldLayout f : wd.slots()) {
          String v = valueOf(b, f, locals, sources);
          stmt(b, "$T.$L(buf, $L, $L, $L, $L)", JavaTypes.BITS,
              msbFirst ? "putMsb" : "putLsb", at("p", f.bitOffset() >>> 3), f.bitOffset() & 7,
              f.elementBits(), bitsOf(f, v, true));
        }
      } else if (run instanceof Run.Block bl) {
        writeBlock(b, bl.field(), locals, sources);
      }
    }
  }

  /**
   * Declares a local holding the field's value, checked: in range for narrow integers, not null
   * for enums (whose local then holds the wire value). Returns the local's name.
   */
  private String valueOf(CodeBlock.Builder b, FieldLayout f, Locals locals,
      Map<FieldLayout, String> sources) {
    String source = sources.get(f);
    if (source != null) {
      return source;
    }
    if (isPad(f)) {
      return "0";
    }
    if (f.role() == FieldLayout.Role.CHECKSUM) {
      return "0"; // overwritten once the rest is written
    }
    String name = locals.claim(f.name());
    TypeName type = JavaTypes.of(f.element());
    if (f.field().nullable() && type.isPrimitive()) {
      // A boxed component that is always on the wire: null can not be encoded.
      String box = locals.claim(f.name() + "Box");
      stmt(b, "$T $L = value.$L()", type.box(), box, f.name());
      b.beginControlFlow("if ($L == null)", box)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
          .endControlFlow();
      stmt(b, "$T $L = $L", type, name, box);
    } else {
      stmt(b, "$T $L = value.$L()", type, name, f.name());
    }
    return checked(b, f, name, CodeBlock.of("$S", f.name()), null, locals);
  }

  /** Emits the checks for a value held in {@code v}; returns the expression to write. */
  String checked(CodeBlock.Builder b, FieldLayout f, String v, CodeBlock path,
      String index, Locals locals) {
    if (f.element() instanceof WireType.Enum en) {
      boolean wide = f.elementBits() > 32;
      b.beginControlFlow("if ($L == null)", v)
          .addStatement("throw $T.nullValue($L)", JavaTypes.ENCODE_EXCEPTION,
              index == null ? path : CodeBlock.of("$L + $S + $L + $S", path, "[", index, "]"))
          .endControlFlow();
      String wire = locals.claim(baseName(v) + "Wire");
      stmt(b, "$T $L = $L($L)", wide ? TypeName.LONG : TypeName.INT, wire,
          enums.toWire(en.model(), wide), v);
      return wire;
    }
    if (f.isRangeChecked()) {
      Primitive p = f.primitive();
      boolean isLong = p == Primitive.LONG;
      long typeMin = p == Primitive.CHAR ? 0 : -(1L << (JavaWidth.of(p) - 1));
      long typeMax = (1L << (JavaWidth.of(p) - (p == Primitive.CHAR ? 0 : 1))) - 1;
      List<String> conditions = new ArrayList<>();
      if (f.minValue() > typeMin) {
        conditions.add(v + " < " + number(f.minValue(), isLong));
      }
      if (f.maxValue() < typeMax) {
        conditions.add(v + " > " + number(f.maxValue(), isLong));
      }
      if (!conditions.isEmpty()) {
        CodeBlock args = index == null
            ? CodeBlock.of("$L, $L", path, v)
            : CodeBlock.of("$L, $L, $L", path, index, v);
        b.beginControlFlow("if ($L)", String.join(" || ", conditions))
            .addStatement("throw $T.outOfRange($L, $L, $L, $L, $L)", JavaTypes.ENCODE_EXCEPTION,
                args, number(f.minValue(), true), number(f.maxValue(), true), f.elementBits(),
                f.signed())
            .endControlFlow();
      }
    }
    return v;
  }

  /** The field's bits as a non-negative int or long term, ready to shift into a register. */
  private static CodeBlock bitsOf(FieldLayout f, String v, boolean wide) {
    if (v.equals("0")) {
      return CodeBlock.of("0"); // reserved bits, a placeholder: nothing to shift in
    }
    TypeName reg = wide ? TypeName.LONG : TypeName.INT;
    int bits = f.elementBits();
    if (f.element() instanceof WireType.Enum) {
      TypeName wire = bits > 32 ? TypeName.LONG : TypeName.INT;
      if (f.signed() && bits < Literals.width(wire)) {
        return CodeBlock.of("($L & $L)", convert(v, wire, reg), mask(bits, wide));
      }
      return wide && !wire.equals(TypeName.LONG) ? CodeBlock.of("(long) $L", v)
          : CodeBlock.of("$L", convert(v, wire, reg));
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

  private void storeUnit(CodeBlock.Builder b, int firstByte, int bytes, String w) {
    String pos = at("p", firstByte);
    String e = msbFirst ? "BE" : "LE";
    switch (bytes) {
      case 1 -> stmt(b, "buf[$L] = (byte) $L", pos, w);
      case 2 -> stmt(b, "$T.putShort$L(buf, $L, (short) $L)", JavaTypes.BYTES, e, pos, w);
      case 4 -> stmt(b, "$T.putInt$L(buf, $L, $L)", JavaTypes.BYTES, e, pos, w);
      case 8 -> stmt(b, "$T.putLong$L(buf, $L, $L)", JavaTypes.BYTES, e, pos, w);
      default -> stmt(b, "$T.putUnsigned$L(buf, $L, $L, $L)", JavaTypes.BYTES, e, pos,
          bytes, w);
    }
  }

  /** Writes a checked value {@code v} (wire value for enums) of a byte-aligned field. */
  static void writeDirectAt(CodeBlock.Builder b, FieldLayout f, String pos, String v) {
    int bytes = f.elementBits() / 8;
    String e = f.order() == ByteOrder.LITTLE ? "LE" : "BE";
    Primitive p = f.primitive();
    TypeName from;
    String value = v;
    if (v.equals("0")) {
      from = TypeName.INT; // the literal zero of reserved bits and checksum placeholders
    } else if (f.element() instanceof WireType.Enum) {
      from = f.elementBits() > 32 ? TypeName.LONG : TypeName.INT;
    } else if (p == Primitive.BOOLEAN) {
      value = "(" + v + " ? 1 : 0)";
      from = TypeName.INT;
    } else if (p == Primitive.FLOAT || p == Primitive.DOUBLE) {
      // Always 32 or 64 bits on the wire (FW016): the raw bits go in as they are.
      boolean single = p == Primitive.FLOAT;
      stmt(b, "$T.put$L$L(buf, $L, $T.$L($L))", JavaTypes.BYTES, single ? "Int" : "Long", e, pos,
          single ? Float.class : Double.class,
          single ? "floatToRawIntBits" : "doubleToRawLongBits", v);
      return;
    } else {
      from = JavaTypes.primitive(p);
    }
    switch (bytes) {
      case 1 -> stmt(b, "buf[$L] = $L", pos, convert(value, from, TypeName.BYTE));
      case 2 -> stmt(b, "$T.putShort$L(buf, $L, $L)", JavaTypes.BYTES, e, pos,
          convert(value, from, TypeName.SHORT));
      case 4 -> stmt(b, "$T.putInt$L(buf, $L, $L)", JavaTypes.BYTES, e, pos,
          convert(value, from, TypeName.INT));
      case 8 -> stmt(b, "$T.putLong$L(buf, $L, $L)", JavaTypes.BYTES, e, pos,
          convert(value, from, TypeName.LONG));
      default -> stmt(b, "$T.putUnsigned$L(buf, $L, $L, $L)", JavaTypes.BYTES, e, pos,
          bytes, value);
    }
  }

  private void writeBlock(CodeBlock.Builder b, FieldLayout f, Locals locals,
      Map<FieldLayout, String> sources) {
    int first = f.bitOffset() >>> 3;
    if (isPad(f)) {
      stmt(b, "$T.fill(buf, $L, $L, (byte) 0)", ClassName.get("java.util", "Arrays"),
          at("p", first), at("p", first + f.count()));
      return;
    }
    if (f.constant() != null) {
      if (f.constant().length <= SHORT_CONSTANT) {
        for (int i = 0; i < f.constant().length; i++) {
          stmt(b, "buf[$L] = $L", at("p", first + i), byteLiteral(f.constant()[i]));
        }
      } else {
        stmt(b, "$T.arraycopy($L, 0, buf, $L, $L)", System.class, constantOf(f), at("p", first),
            f.constant().length);
      }
      return;
    }
    if (f.element() instanceof WireType.Text t) {
      stmt(b, "$T.encodeFixed(value.$L(), $L, buf, $L, $L, $S)", JavaTypes.TEXT, f.name(),
          JavaTypes.charset(t), at("p", first), f.elementBits() / 8, f.name());
      return;
    }
    if (!f.isArray()) {
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      b.beginControlFlow("try")
          .addStatement("$T.encodeAt(value.$L(), buf, $L)", codec, f.name(), at("p", first))
          .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
          .addStatement("throw e.inField($S)", f.name())
          .endControlFlow();
      return;
    }
    String name = locals.claim(f.name());
    stmt(b, "$T $L = value.$L()", JavaTypes.of(f.field().type()), name, f.name());
    b.beginControlFlow("if ($L == null)", name)
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
        .endControlFlow();
    boolean list = isList(f);
    String size = name + (list ? ".size()" : ".length");
    String get = name + (list ? ".get(i)" : "[i]");
    b.beginControlFlow("if ($L != $L)", size, f.count())
        .addStatement("throw $T.wrongLength($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION,
            f.name(), size, f.count())
        .endControlFlow();
    int stride = f.elementBits() / 8;
    if (!list && f.primitive() == Primitive.BYTE && stride == 1) {
      stmt(b, "$T.arraycopy($L, 0, buf, $L, $L)", System.class, name, at("p", first),
          f.count());
      return;
    }
    String pos = at("p", first) + (stride == 1 ? " + i" : " + " + stride + " * i");
    b.beginControlFlow("for (int i = 0; i < $L; i++)", f.count());
    if (f.nested() != null) {
      ClassName codec = JavaTypes.className(f.nested().type().codec());
      b.beginControlFlow("try")
          .addStatement("$T.encodeAt($L, buf, $L)", codec, get, pos)
          .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
          .addStatement("throw e.inElement(i).inField($S)", f.name())
          .endControlFlow();
    } else {
      String element = locals.claim("element");
      TypeName type = JavaTypes.of(f.element());
      if (list && type.isPrimitive()) {
        // A List holds boxes, and a null one has no wire form.
        String box = locals.claim("boxed");
        stmt(b, "$T $L = $L", type.box(), box, get);
        b.beginControlFlow("if ($L == null)", box)
            .addStatement("throw $T.nullValue($S + i + $S)", JavaTypes.ENCODE_EXCEPTION,
                f.name() + "[", "]")
            .endControlFlow();
        stmt(b, "$T $L = $L", type, element, box);
      } else {
        stmt(b, "$T $L = $L", type, element, get);
      }
      String v = checked(b, f, element, CodeBlock.of("$S", f.name()), "i", locals);
      writeDirectAt(b, f, pos, v);
    }
    b.endControlFlow();
  }

  // ---------------------------------------------------------------- helpers

  /**
   * {@code addStatement}, where String arguments may mention {@code Bytes.}: those become type
   * references so that JavaPoet imports the runtime class.
   */
  private static void stmt(CodeBlock.Builder b, String format, Object... args) {
    Object[] converted = args.clone();
    for (int i = 0; i < converted.length; i++) {
      if (converted[i] instanceof String s && s.contains("Bytes.")) {
        converted[i] = runtimeRefs(s);
      }
    }
    b.addStatement(format, converted);
  }

  private static CodeBlock runtimeRefs(String expr) {
    CodeBlock.Builder out = CodeBlock.builder();
    String[] parts = expr.split("(?<![\\w.])Bytes\\.", -1);
    for (int i = 0; i < parts.length; i++) {
      if (i > 0) {
        out.add("$T.", JavaTypes.BYTES);
      }
      out.add("$L", parts[i]);
    }
    return out.build();
  }

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
