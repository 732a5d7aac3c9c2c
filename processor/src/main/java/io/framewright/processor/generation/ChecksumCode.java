package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.ChecksumExtras;
import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.plan.VariablePlan;
import java.util.Map;

/**
 * The code that computes a message's checksum after writing it, and verifies it after reading
 * it: over the message's bytes, with the checksum field's bytes replaced by the placeholder.
 */
public final class ChecksumCode {
  private ChecksumCode() {}

  /** The path errors name the checksum field by. */
  private static final String CHECKSUM_PATH = "(checksum)";

  /** Where the checksum field starts, given the message's first and end indexes. */
  public static String position(Layout layout, String first, String end) {
    Framing.ChecksumSpec spec = layout.message().framing().checksum();
    return spec.atEnd() ? end + " - " + spec.bits() / 8 : first;
  }

  private static CodeBlock compute(Layout layout, Constants constants, String first, String end,
      String at, CodeBlock extra) {
    Framing.ChecksumSpec spec = layout.message().framing().checksum();
    String placeholder = spec.includeField()
        ? constants.bytes("CHECKSUM_PLACEHOLDER", placeholderBytes(layout)) : "null";
    long mask = spec.bits() == 64 ? -1L : (1L << spec.bits()) - 1;
    // With from, the range starts at that component: a PNG chunk's CRC leaves out its length.
    int skipped = ChecksumRange.messageFirstByte(layout);
    CodeBlock from = skipped == 0 ? CodeBlock.of("$L", first)
        : CodeBlock.of("$L + $L", first, skipped);
    CodeBlock extraArgument = extra == null ? CodeBlock.of("") : CodeBlock.of(", $L", extra);
    return CodeBlock.of("$T.compute(new $T(), buf, $L, $L, $L, $L, $L$L)$L", JavaTypes.CHECKSUMS,
        JavaTypes.className(spec.algorithm()), from, end, at, spec.bits() / 8, placeholder,
        extraArgument, spec.bits() == 64 ? "" : " & " + Literals.hex(mask, true));
  }

  /** After the message is written to {@code buf[first .. end)}: fill in its checksum. */
  public static void write(CodeBlock.Builder b, Layout layout, Constants constants, String first,
      String end, String local) {
    write(b, layout, constants, first, end, local, null);
  }

  /**
   * As {@link #write(CodeBlock.Builder, Layout, Constants, String, String, String)}, feeding
   * {@code extra} (a byte[] expression, or null for none) after the covered bytes.
   */
  public static void write(CodeBlock.Builder b, Layout layout, Constants constants, String first,
      String end, String local, CodeBlock extra) {
    FieldLayout f = layout.checksumField();
    String at = position(layout, first, end);
    Framing.ChecksumSpec spec = layout.message().framing().checksum();
    if (spec.includeField()) {
      b.add("// the checksum, over the message with $L in its place\n",
          Literals.hex(spec.placeholder(), false));
    } else {
      b.add("// the checksum, over the message but its own field\n");
    }
    b.addStatement("long $L", local);
    b.add(UserCalls.encoding(CodeBlock.builder().addStatement("$L = $L", local,
            compute(layout, constants, first, end, at, extra)).build(),
        CHECKSUM_PATH, "checksum algorithm " + spec.algorithm().nestedName()));
    ScalarCode.writeDirectAt(b, withLongValue(f), at, local);
  }

  /**
   * After the message is read from {@code buf[first .. end)}: check the checksum in {@code read},
   * against one computed into a local of {@code locals}.
   */
  public static void verify(CodeBlock.Builder b, Layout layout, Constants constants, String first,
      String end, String read, Locals locals) {
    verify(b, layout, constants, first, end, read, locals, null);
  }

  /**
   * As {@link #verify(CodeBlock.Builder, Layout, Constants, String, String, String, Locals)},
   * feeding {@code extra} (a byte[] expression, or null for none) after the covered bytes.
   */
  public static void verify(CodeBlock.Builder b, Layout layout, Constants constants, String first,
      String end, String read, Locals locals, CodeBlock extra) {
    String at = position(layout, first, end);
    String expected = locals.claim("expectedChecksum");
    b.addStatement("long $L", expected);
    b.add(UserCalls.decoding(CodeBlock.builder().addStatement("$L = $L", expected,
            compute(layout, constants, first, end, at, extra)).build(),
        UserCalls.INPUT, CodeBlock.of("$L", at), CHECKSUM_PATH,
        "bytes checksum algorithm " + layout.message().framing().checksum().algorithm()
            .nestedName() + " can compute"));
    int bytes = layout.message().framing().checksum().bits() / 8;
    b.beginControlFlow("if ($L != $L)", expected, read)
        .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S + $T.value("
                + "$L, $L), $T.value($L, $L))", JavaTypes.DECODE_EXCEPTION, at,
            CHECKSUM_PATH, "checksum ", JavaTypes.HEX, expected, bytes, JavaTypes.HEX, read, bytes)
        .endControlFlow();
  }

  /**
   * The {@code @ChecksumExtra} bytes of the variant decode or a view's wrap read, as a byte[]
   * expression (after declaring the selector's tag in a local), or null when the message's
   * checksum takes none: the variant the selector's decoded local {@code names} holds names.
   */
  public static CodeBlock decodedExtra(CodeBlock.Builder b, Layout layout, VariablePlan plan,
      Map<FieldLayout, String> names, Constants constants, EnumMappings enums, Locals locals) {
    FieldLayout selected = ChecksumExtras.selected(layout);
    if (selected == null) {
      return null;
    }
    SelectedUnion union = new SelectedUnion(plan.part(selected), constants);
    return extra(b, union, union.wireValue(CodeBlock.of("$L",
        names.get(plan.part(selected).selector())), enums), locals);
  }

  /**
   * The {@code @ChecksumExtra} bytes of the variant encode wrote, as a byte[] expression, or
   * null when the message's checksum takes none: {@code written} maps the selector to the local
   * encode wrote it from (the variant's tag).
   */
  public static CodeBlock writtenExtra(CodeBlock.Builder b, Layout layout, VariablePlan plan,
      Map<FieldLayout, String> written, Constants constants, Locals locals) {
    FieldLayout selected = ChecksumExtras.selected(layout);
    if (selected == null) {
      return null;
    }
    SelectedUnion union = new SelectedUnion(plan.part(selected), constants);
    return extra(b, union, union.writtenTag(CodeBlock.of("$L",
        written.get(plan.part(selected).selector()))), locals);
  }

  private static CodeBlock extra(CodeBlock.Builder b, SelectedUnion union, CodeBlock tag,
      Locals locals) {
    String local = locals.claim("extraTag");
    b.add("// the selected variant's extra checksum bytes, fed after the covered ones\n");
    b.addStatement("long $L = $L", local, tag);
    return union.checksumExtra(local);
  }

  /** The checksum field as a long, so its value can be written from a long local. */
  public static FieldLayout withLongValue(FieldLayout f) {
    return new FieldLayout(f.field(), f.role(), f.target(), 0, f.elementBits(), 0, false,
        f.order(), new io.framewright.processor.model.WireType.Scalar(
            io.framewright.processor.model.Primitive.LONG), null, null, null);
  }

  /** The placeholder value in the field's width and byte order. */
  private static byte[] placeholderBytes(Layout layout) {
    Framing.ChecksumSpec spec = layout.message().framing().checksum();
    FieldLayout f = layout.checksumField();
    int n = spec.bits() / 8;
    byte[] out = new byte[n];
    for (int i = 0; i < n; i++) {
      int shift = f.order() == ByteOrder.LITTLE ? 8 * i : 8 * (n - 1 - i);
      out[i] = (byte) (spec.placeholder() >>> shift);
    }
    return out;
  }
}
