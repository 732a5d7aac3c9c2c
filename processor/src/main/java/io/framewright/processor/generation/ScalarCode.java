package io.framewright.processor.generation;

import static io.framewright.processor.generation.Literals.mask;
import static io.framewright.processor.generation.Literals.number;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.ValueRule;
import io.framewright.processor.model.WireType;

/**
 * Reads and writes one scalar or enum value: from raw wire bits to the Java value (with the
 * checks decoding needs), and from a Java value, range-checked, to the wire. Shared by fixed
 * segments, optional scalars, strided elements and checksums.
 */
public final class ScalarCode {
  private final EnumMappings enums;

  public ScalarCode(EnumMappings enums) {
    this.enums = enums;
  }

  /** Whether a field is reserved bits, read only to check they are zero. */
  public static boolean isPad(FieldLayout f) {
    return f.role() == FieldLayout.Role.PAD;
  }

  /** Whether an integer or enum field is narrower than its Java type. */
  public static boolean isNarrow(FieldLayout f) {
    Primitive p = f.primitive();
    if (f.element() instanceof WireType.Enum) {
      return f.elementBits() < 64;
    }
    return p != null && p.isInteger() && f.elementBits() < p.maxBits();
  }

  /**
   * Where a read value goes: the local {@code name}, or with {@code element} element {@code i}
   * of the array {@code name}. Locals the read needs are named after {@code name}.
   */
  public record Target(String name, boolean element) {
    public static Target local(String name) {
      return new Target(name, false);
    }

    public static Target elementOf(String array) {
      return new Target(array, true);
    }

    CodeBlock code() {
      return element ? CodeBlock.of("$L[i]", name) : CodeBlock.of("$L", name);
    }
  }

  // ---------------------------------------------------------------- decode

  /**
   * Reads a byte-aligned, whole-byte value at {@code pos} into {@code target} (declared, or
   * assigned); {@code path} names it in errors.
   */
  public void readDirectAt(CodeBlock.Builder b, FieldLayout f, String pos, Target into,
      boolean declare, CodeBlock path, Locals locals) {
    int bytes = f.elementBits() / 8;
    String e = f.order() == ByteOrder.LITTLE ? "LE" : "BE";
    Expr raw;
    TypeName rawType;
    boolean keepSign = f.signed() && isNarrow(f);
    Primitive p = f.primitive();
    boolean fullWidth = p != null && !f.isRangeChecked() && p != Primitive.BOOLEAN;
    switch (bytes) {
      case 1 -> {
        raw = Expr.operation(CodeBlock.of("buf[$L]", pos));
        rawType = TypeName.BYTE;
      }
      case 2 -> {
        raw = call("getShort" + e, pos);
        rawType = TypeName.SHORT;
      }
      case 4 -> {
        raw = call("getInt" + e, pos);
        rawType = TypeName.INT;
      }
      case 8 -> {
        raw = call("getLong" + e, pos);
        rawType = TypeName.LONG;
      }
      default -> {
        raw = new Expr(CodeBlock.of("$T.getUnsigned$L(buf, $L, $L)", JavaTypes.BYTES, e, pos,
            bytes), true);
        rawType = TypeName.LONG;
        if (keepSign) {
          int s = 64 - f.elementBits();
          raw = Expr.operation(CodeBlock.of("$L << $L >> $L", raw.code(), s, s));
        }
      }
    }
    // 1, 2, 4 and 8-byte loads are signed: zero-extend unless the value is signed or its type
    // holds exactly those bits.
    if (bytes == 1 || bytes == 2 || bytes == 4) {
      boolean sameWidth = p != null && (p == Primitive.FLOAT || JavaWidth.of(p) == bytes * 8);
      if (!keepSign && !(fullWidth && sameWidth)) {
        raw = Expr.operation(CodeBlock.of("$L & $L", raw.code(), mask(bytes * 8, bytes == 4)));
        rawType = bytes == 4 ? TypeName.LONG : TypeName.INT;
      }
    }
    finishRead(b, f, raw, rawType, into, declare, locals, pos, 0, path);
  }

  private static Expr call(String method, String pos) {
    return new Expr(CodeBlock.of("$T.$L(buf, $L)", JavaTypes.BYTES, method, pos), true);
  }

  /**
   * Whether {@link #finishRead} of {@code f} can reject the bits it reads: a closed enum's
   * unknown wire value, a multi-bit boolean's 2, a tag or reserved bits not as required. A read
   * that can not is left out where only the checks are wanted (a view's {@code check}).
   */
  public static boolean readChecks(FieldLayout f) {
    if (f.element() instanceof WireType.Enum en) {
      return !en.model().isOpen();
    }
    if (f.primitive() == Primitive.BOOLEAN) {
      return f.elementBits() > 1;
    }
    return checkedAfterRead(f);
  }

  /** Whether {@link #finishRead} tests a value once read: a tag, reserved bits, a value rule. */
  private static boolean checkedAfterRead(FieldLayout f) {
    return f.role() == FieldLayout.Role.TAG || isPad(f) || RuleCode.of(f) != null;
  }

  /**
   * Declares (or assigns) {@code target} from a raw integer expression of type {@code rawType},
   * checking what decoding must: an enum's wire value is known, a multi-bit boolean is 0 or 1,
   * reserved bits are zero. {@code pos} and {@code bit}: where the value is, for errors.
   */
  public void finishRead(CodeBlock.Builder b, FieldLayout f, Expr raw, TypeName rawType,
      Target into, boolean declare, Locals locals, String pos, int bit, CodeBlock path) {
    CodeBlock target = into.code();
    if (f.element() instanceof WireType.Enum en) {
      EnumModel model = en.model();
      boolean wide = f.elementBits() > 32;
      TypeName wireType = wide ? TypeName.LONG : TypeName.INT;
      String wire = locals.claim(into.name() + "Wire");
      b.addStatement("$T $L = $L", wireType, wire, raw.as(rawType, wireType));
      ClassName type = JavaTypes.className(model.type());
      if (declare) {
        b.addStatement("$T $L = $L($L)", type, target, enums.fromWire(model, wide), wire);
      } else {
        b.addStatement("$L = $L($L)", target, enums.fromWire(model, wide), wire);
      }
      if (model.isOpen()) {
        // The same one test as a closed enum's: known values take no other path.
        b.beginControlFlow("if ($L == null)", target)
            .addStatement("$L = $T.$L", target, type, model.catchAll().name())
            .endControlFlow();
        enums.wireLocal(f.name(), wire);
        return;
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
    CodeBlock value;
    switch (prim) {
      case BOOLEAN -> {
        if (f.elementBits() == 1) {
          value = CodeBlock.of("$L != 0", raw.paren());
        } else {
          String bits = locals.claim(into.name() + "Bits");
          b.addStatement("$T $L = $L", rawType, bits, raw.code());
          CodeBlock bad = rawType.equals(TypeName.LONG)
              ? CodeBlock.of("$L != 0 && $L != 1", bits, bits)
              : CodeBlock.of("$L >>> 1 != 0", bits);
          b.beginControlFlow("if ($L)", bad)
              .addStatement("throw $T.invalid(buf, start, end, $L, $L, $L, $S, $T.toString($L))",
                  JavaTypes.DECODE_EXCEPTION, pos, bit, path, "0 or 1",
                  rawType.equals(TypeName.LONG) ? Long.class : Integer.class, bits)
              .endControlFlow();
          value = CodeBlock.of("$L != 0", bits);
        }
      }
      case FLOAT -> value = CodeBlock.of("$T.intBitsToFloat($L)", Float.class,
          raw.as(rawType, TypeName.INT));
      case DOUBLE -> value = CodeBlock.of("$T.longBitsToDouble($L)", Double.class,
          raw.as(rawType, TypeName.LONG));
      default -> {
        // A box (a nullable component, a List element) takes only its own primitive type.
        boolean boxedTarget = !declare && f.field().nullable();
        value = boxedTarget && !rawType.equals(type)
            ? CodeBlock.of("($T) $L", type, raw.paren()) : raw.as(rawType, type);
      }
    }
    if (declare && !into.element() && !checkedAfterRead(f) && locals.defer(into.name(), value)) {
      return;
    }
    if (declare) {
      b.addStatement("$T $L = $L", type, target, value);
    } else {
      b.addStatement("$L = $L", target, value);
    }
    if (f.role() == FieldLayout.Role.TAG) {
      // The union chose this variant by it; read on its own, the variant checks it.
      b.beginControlFlow("if ($L != $L)", target, number(f.tagValue(), prim == Primitive.LONG))
          .addStatement("throw $T.invalid(buf, start, end, $L, $L, $S, $S, $T.toString($L))",
              JavaTypes.DECODE_EXCEPTION, pos, bit, "(tag)", "tag " + f.tagValue(),
              prim == Primitive.LONG ? Long.class : Integer.class, target)
          .endControlFlow();
    }
    if (isPad(f)) {
      b.beginControlFlow("if ($L != 0)", target)
          .addStatement("throw $T.invalid(buf, start, end, $L, $L, $S, $S, $T.toHexString($L))",
              JavaTypes.DECODE_EXCEPTION, pos, bit, "(reserved)", "zero bits", Long.class,
              target)
          .endControlFlow();
    }
    checkRule(b, f, target.toString(), pos, bit, path);
  }

  /**
   * Throws decode's error if the value just read into {@code v} breaks the field's value rule
   * ({@code @Range}, {@code @OneOf}, {@code @Const}, a size's {@code min}); nothing without one.
   */
  public static void checkRule(CodeBlock.Builder b, FieldLayout f, String v, String pos,
      int bit, CodeBlock path) {
    ValueRule rule = RuleCode.of(f);
    CodeBlock broken = rule == null ? null : RuleCode.violation(f, rule, v);
    if (broken == null) {
      return;
    }
    b.beginControlFlow("if ($L)", broken)
        .addStatement("throw $T.invalid(buf, start, end, $L, $L, $L, $S, $T.toString($L))",
            JavaTypes.DECODE_EXCEPTION, pos, bit, path, RuleCode.expected(rule),
            f.primitive() == Primitive.LONG ? Long.class : Integer.class, v)
        .endControlFlow();
  }

  /**
   * Throws encode's error if {@code v}, about to be written to {@code f}, breaks its value rule;
   * {@code index}: the element's index for an array element, else null.
   */
  public static void refuseRule(CodeBlock.Builder b, FieldLayout f, String v, CodeBlock path,
      String index) {
    ValueRule rule = RuleCode.of(f);
    CodeBlock broken = rule == null ? null : RuleCode.violation(f, rule, v);
    if (broken == null) {
      return;
    }
    CodeBlock args = index == null ? CodeBlock.of("$L, $L", path, v)
        : CodeBlock.of("$L, $L, $L", path, index, v);
    b.beginControlFlow("if ($L)", broken)
        .addStatement("throw $T.notAllowed($L, $S)", JavaTypes.ENCODE_EXCEPTION, args,
            RuleCode.expected(rule))
        .endControlFlow();
  }

  /** For a {@code @RawValue} component: the local its open enum's wire value was read into. */
  public String wireLocal(FieldLayout raw) {
    return enums.wireLocal(raw.target());
  }

  // ---------------------------------------------------------------- encode

  /**
   * Declares {@code wire}, the value to write for the open enum {@code v}: its constant's, or for
   * the catch-all the {@code @RawValue} component's, which must fit the field and be a value no
   * known constant has (else it would decode as that constant, not as the record encoded).
   */
  private void openToWire(CodeBlock.Builder b, FieldLayout f, EnumModel model, String v,
      String wire, CodeBlock path) {
    boolean wide = f.elementBits() > 32;
    TypeName wireType = wide ? TypeName.LONG : TypeName.INT;
    b.addStatement("$T $L", wireType, wire);
    b.beginControlFlow("if ($L == $T.$L)", v, JavaTypes.className(model.type()),
        model.catchAll().name());
    b.addStatement("$L = value.$L()", wire, enums.rawComponent(f.name()));
    if (f.elementBits() < JavaWidth.of(wide ? Primitive.LONG : Primitive.INT)) {
      b.beginControlFlow("if ($L < $L || $L > $L)", wire, number(f.minValue(), wide), wire,
              number(f.maxValue(), wide))
          .addStatement("throw $T.outOfRange($L, $L, $L, $L, $L, $L)",
              JavaTypes.ENCODE_EXCEPTION, path, wire, number(f.minValue(), true),
              number(f.maxValue(), true), f.elementBits(), f.signed())
          .endControlFlow();
    }
    b.beginControlFlow("if ($L($L) != null)", enums.fromWire(model, wide), wire)
        .addStatement("throw $T.rawOfKnown($L, $L, $S, $L($L).name())",
            JavaTypes.ENCODE_EXCEPTION, path, wire, model.catchAll().name(),
            enums.fromWire(model, wide), wire)
        .endControlFlow();
    b.nextControlFlow("else");
    b.addStatement("$L = $L($L)", wire, enums.toWire(model, wide), v);
    b.endControlFlow();
  }

  /** Emits the checks for a value held in {@code v}; returns the expression to write. */
  public String checked(CodeBlock.Builder b, FieldLayout f, String v, CodeBlock path,
      String index, Locals locals) {
    if (f.element() instanceof WireType.Enum en) {
      boolean wide = f.elementBits() > 32;
      b.beginControlFlow("if ($L == null)", v)
          .addStatement("throw $T.nullValue($L)", JavaTypes.ENCODE_EXCEPTION,
              index == null ? path : CodeBlock.of("$L + $S + $L + $S", path, "[", index, "]"))
          .endControlFlow();
      String wire = locals.claim(v + "Wire");
      if (en.model().isOpen()) {
        openToWire(b, f, en.model(), v, wire, path);
        return wire;
      }
      b.addStatement("$T $L = $L($L)", wide ? TypeName.LONG : TypeName.INT, wire,
          enums.toWire(en.model(), wide), v);
      return wire;
    }
    if (f.isRangeChecked()) {
      // One shift and test: (v >>> bits) != 0 holds exactly for values outside 0..2^bits-1,
      // and with 2^(bits-1) added first for values outside the signed range (a sum that wraps
      // comes from a value far outside). Fewer bytes of code than two compares (and the
      // bounds left to the runtime's outOfRange) keep small encoders under C2's inlining limit.
      boolean isLong = f.primitive() == Primitive.LONG;
      int bits = f.elementBits();
      CodeBlock shifted = f.signed()
          ? CodeBlock.of("($L + $L) >>> $L", v, number(1L << (bits - 1), isLong), bits)
          : CodeBlock.of("$L >>> $L", v, bits);
      CodeBlock args = index == null
          ? CodeBlock.of("$L, $L", path, v)
          : CodeBlock.of("$L, $L, $L", path, index, v);
      b.beginControlFlow("if (($L) != $L)", shifted, isLong ? "0L" : "0")
          .addStatement("throw $T.outOfRange($L, $L, $L)", JavaTypes.ENCODE_EXCEPTION, args,
              bits, f.signed())
          .endControlFlow();
    }
    refuseRule(b, f, v, path, index);
    return v;
  }

  /**
   * Writes a checked value {@code v} (wire value for enums) of a byte-aligned field at
   * {@code pos}; {@code v} null writes zero (reserved bits, a checksum's placeholder).
   */
  public static void writeDirectAt(CodeBlock.Builder b, FieldLayout f, String pos, String v) {
    int bytes = f.elementBits() / 8;
    String e = f.order() == ByteOrder.LITTLE ? "LE" : "BE";
    Primitive p = f.primitive();
    TypeName from;
    Expr value = v == null ? null : Expr.name(v);
    if (v == null) {
      from = TypeName.INT;
      value = new Expr(CodeBlock.of("0"), true);
    } else if (f.element() instanceof WireType.Enum) {
      from = f.elementBits() > 32 ? TypeName.LONG : TypeName.INT;
    } else if (p == Primitive.BOOLEAN) {
      value = new Expr(CodeBlock.of("($L ? 1 : 0)", v), true);
      from = TypeName.INT;
    } else if (p == Primitive.FLOAT || p == Primitive.DOUBLE) {
      // Always 32 or 64 bits on the wire (FW016): the raw bits go in as they are.
      boolean single = p == Primitive.FLOAT;
      b.addStatement("$T.put$L$L(buf, $L, $T.$L($L))", JavaTypes.BYTES, single ? "Int" : "Long",
          e, pos, single ? Float.class : Double.class,
          single ? "floatToRawIntBits" : "doubleToRawLongBits", v);
      return;
    } else {
      from = JavaTypes.primitive(p);
    }
    switch (bytes) {
      case 1 -> b.addStatement("buf[$L] = $L", pos, value.as(from, TypeName.BYTE));
      case 2 -> b.addStatement("$T.putShort$L(buf, $L, $L)", JavaTypes.BYTES, e, pos,
          value.as(from, TypeName.SHORT));
      case 4 -> b.addStatement("$T.putInt$L(buf, $L, $L)", JavaTypes.BYTES, e, pos,
          value.as(from, TypeName.INT));
      case 8 -> b.addStatement("$T.putLong$L(buf, $L, $L)", JavaTypes.BYTES, e, pos,
          value.as(from, TypeName.LONG));
      default -> b.addStatement("$T.putUnsigned$L(buf, $L, $L, $L)", JavaTypes.BYTES, e, pos,
          bytes, value.code());
    }
  }
}
