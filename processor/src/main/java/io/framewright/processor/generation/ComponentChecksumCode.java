package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.BitOrder;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeExpr;
import io.framewright.processor.model.SizeExprParser;
import io.framewright.processor.plan.SizeExpression;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The code of a component's {@code @Checksum} ({@link ChecksumRange}): on decode, verified
 * before any field is parsed, reading the checksum and the fields its range's length names
 * straight from the input (they all lie in the message's fixed start); on encode, computed once
 * the message is written and written over whatever the record held, with the range's length
 * from the bytes written.
 */
public final class ComponentChecksumCode {
  private final Layout layout;
  private final ChecksumRange range;
  private final SizeExpression length;
  /**
   * The bit order of the message each name of {@code length} is in: a path's leaf is read where
   * its nested message put it.
   */
  private final Map<String, BitOrder> bitOrders = new LinkedHashMap<>();

  private ComponentChecksumCode(Layout layout, ChecksumRange range) {
    this.layout = layout;
    this.range = range;
    this.length = range.endByte() >= 0 ? null : expression(layout, range, bitOrders);
  }

  /** The code of {@code layout}'s component checksum, or null when it has none. */
  public static ComponentChecksumCode of(Layout layout) {
    ChecksumRange range = ChecksumRange.of(layout);
    return range == null ? null : new ComponentChecksumCode(layout, range);
  }

  private static SizeExpression expression(Layout layout, ChecksumRange range,
      Map<String, BitOrder> bitOrders) {
    String text = range.spec().expr();
    SizeExpr e;
    try {
      e = SizeExprParser.parse(text);
    } catch (SizeExprParser.SyntaxError x) {
      throw new IllegalStateException("validation refuses " + text, x);
    }
    Map<String, FieldLayout> names = new LinkedHashMap<>();
    for (SizeExpr.Name n : e.names()) {
      ChecksumRange.Placed placed = ChecksumRange.valueInFixedStart(layout, n.name());
      if (placed == null) {
        throw new IllegalStateException("validation refuses " + n.name() + " in " + text);
      }
      names.put(n.name(), placed.field());
      bitOrders.put(n.name(), placed.bitOrder());
    }
    return new SizeExpression(e, text, names, Map.of(), null, 0, 0);
  }

  private String path() {
    return range.field().name();
  }

  /** The bytes from the message's start the checksum needs before it can be computed. */
  private int known() {
    int need = range.fieldByte() + range.bytes();
    if (length == null) {
      return Math.max(need, range.endByte());
    }
    for (FieldLayout f : length.names().values()) {
      need = Math.max(need, (f.endBit() + 7) >>> 3);
    }
    return Math.max(need, range.firstByte());
  }

  /**
   * Verifies the checksum of the message starting at {@code buf[ms]}, the input ending at
   * {@code end}; before any field of it is parsed.
   */
  public void verify(CodeBlock.Builder b, String ms, Locals locals) {
    b.add("// $L: $L over $L, checked before any field is parsed\n", path(),
        range.spec().algorithm().nestedName(), describe());
    int known = known();
    b.beginControlFlow("if (end - $L < $L)", ms, known)
        .addStatement("throw $T.truncated(buf, start, end, $L, 0, $S, $LL)",
            JavaTypes.DECODE_EXCEPTION, ms, path(), known * 8L)
        .endControlFlow();
    String first = at(ms, range.firstByte());
    String last = rangeEnd(b, ms, locals, true);
    String expected = locals.claim(path() + "Expected");
    b.addStatement("long $L", expected);
    String field = at(ms, range.fieldByte());
    b.add(UserCalls.decoding(CodeBlock.builder().addStatement("$L = $L", expected,
            compute(first, last, field)).build(),
        UserCalls.INPUT, CodeBlock.of("$L", field), path(),
        "bytes checksum algorithm " + range.spec().algorithm().nestedName() + " can compute"));
    String found = locals.claim(path() + "Found");
    b.addStatement("long $L = $L", found, raw(range.field(), layout.bitOrder(), ms, false));
    b.beginControlFlow("if ($L != $L)", expected, found)
        .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S + $T.value($L, $L),"
                + " $T.value($L, $L))", JavaTypes.DECODE_EXCEPTION, field, path(), "checksum ",
            JavaTypes.HEX, expected, range.bytes(), JavaTypes.HEX, found, range.bytes())
        .endControlFlow();
  }

  /**
   * After the message is written to {@code buf[ms .. me)}: computes the checksum and writes it
   * into its field.
   */
  public void write(CodeBlock.Builder b, String ms, String me, Locals locals) {
    b.add("// $L: $L over $L, written over the record's value\n", path(),
        range.spec().algorithm().nestedName(), describe());
    String first = at(ms, range.firstByte());
    String last = length == null ? rangeEnd(b, ms, locals, false) : null;
    if (length != null) {
      String n = locals.claim(path() + "Range");
      b.addStatement("long $L = $L", n, lengthValue(b, ms, locals));
      b.beginControlFlow("if ($L < 0 || $L > $L - ($L))", n, n, me, first)
          .addStatement("throw $T.checksumRange($S, $S, $L, $L - ($L))",
              JavaTypes.ENCODE_EXCEPTION, path(), length.text(), n, me, first)
          .endControlFlow();
      last = first + " + (int) " + n;
    }
    String value = locals.claim(path() + "Value");
    b.addStatement("long $L", value);
    b.add(UserCalls.encoding(CodeBlock.builder().addStatement("$L = $L", value,
            compute(first, last, at(ms, range.fieldByte()))).build(),
        path(), "checksum algorithm " + range.spec().algorithm().nestedName()));
    ScalarCode.writeDirectAt(b, ChecksumCode.withLongValue(range.field()),
        at(ms, range.fieldByte()), value);
  }

  /**
   * Declares the range's end, for a decoder checked against the input; returns it (an
   * expression of {@code ms} when the range is fixed).
   */
  private String rangeEnd(CodeBlock.Builder b, String ms, Locals locals, boolean decoding) {
    if (length == null) {
      return at(ms, range.endByte());
    }
    String first = at(ms, range.firstByte());
    String n = locals.claim(path() + "Range");
    b.addStatement("long $L = $L", n, lengthValue(b, ms, locals));
    if (decoding) {
      b.beginControlFlow("if ($L < 0)", n)
          .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $L + $S)",
              JavaTypes.DECODE_EXCEPTION, at(ms, range.fieldByte()), path(),
              "a checksum range of 0 or more bytes (" + length.text() + ")", n, " byte(s)")
          .endControlFlow();
      b.beginControlFlow("if ($L > end - ($L))", n, first)
          .addStatement("throw $T.truncated(buf, start, end, $L, 0, $S, $L * 8)",
              JavaTypes.DECODE_EXCEPTION, first, path(), n)
          .endControlFlow();
    }
    return first + " + (int) " + n;
  }

  /**
   * The range's length: the expression over the values of its fields at {@code ms}, each read
   * into a local of its component's width (an int or a long) first.
   */
  private CodeBlock lengthValue(CodeBlock.Builder b, String ms, Locals locals) {
    Map<String, String> values = new LinkedHashMap<>();
    for (Map.Entry<String, FieldLayout> e : length.names().entrySet()) {
      StringBuilder name = new StringBuilder(path()).append("Of");
      for (String step : FieldPath.steps(e.getKey())) {
        name.append(Character.toUpperCase(step.charAt(0))).append(step.substring(1));
      }
      String local = locals.claim(name.toString());
      boolean wide = e.getValue().primitive() == Primitive.LONG;
      b.addStatement(wide ? "long $L = $L" : "int $L = (int) $L", local,
          raw(e.getValue(), bitOrders.get(e.getKey()), ms, true));
      values.put(e.getKey(), local);
    }
    return SizeExpressionCode.value(length, name -> CodeBlock.of("$L", values.get(name)));
  }

  private CodeBlock compute(String first, String last, String field) {
    long mask = range.bytes() == 8 ? -1L : (1L << (8 * range.bytes())) - 1;
    return CodeBlock.of("$T.computeOver(new $T(), buf, $L, $L, $L, $L)$L",
        JavaTypes.CHECKSUMS, JavaTypes.className(range.spec().algorithm()), first, last, field,
        range.bytes(), range.bytes() == 8 ? "" : " & " + Literals.hex(mask, true));
  }

  /**
   * Field {@code f} of the message at {@code ms} (its bits in {@code bitOrder}), as a long: its
   * bits as they are on the wire, with {@code value} sign-extended where the component's value
   * is signed (a size), else unsigned (a checksum, compared with one computed in its low bits).
   */
  private static CodeBlock raw(FieldLayout f, BitOrder bitOrder, String ms, boolean value) {
    int bits = f.elementBits();
    String at = at(ms, f.bitOffset() >>> 3);
    CodeBlock read = f.isByteAligned()
        ? CodeBlock.of("$T.getUnsigned$L(buf, $L, $L)", JavaTypes.BYTES,
            f.order() == ByteOrder.LITTLE ? "LE" : "BE", at, bits / 8)
        : CodeBlock.of("$T.$L(buf, $L, $L, $L)", JavaTypes.BITS,
            bitOrder == BitOrder.MSB_FIRST ? "getMsb" : "getLsb", at,
            f.bitOffset() & 7, bits);
    boolean signed = f.signed() || bits == f.primitive().maxBits();
    if (!value || !signed || bits == 64) {
      return read;
    }
    return CodeBlock.of("($L << $L >> $L)", read, 64 - bits, 64 - bits);
  }

  /** "ihl * 4 bytes from byte 0": the range as the comments name it. */
  private String describe() {
    String n = length == null ? Integer.toString(range.endByte() - range.firstByte())
        : length.text();
    return n + " bytes from byte " + range.firstByte() + " (its own as zero)";
  }

  private static String at(String base, int offset) {
    return offset == 0 ? base : base + " + " + offset;
  }
}
