package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.plan.Part;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** Small pieces of code about one {@link Part}, shared by the readers, writers and sizers. */
public final class PartCode {
  private PartCode() {}

  /**
   * What {@code body} adds to a builder of its own: lets an emitter's switch over a plan be an
   * expression, which the compiler checks covers every case.
   */
  public static CodeBlock code(Consumer<CodeBlock.Builder> body) {
    CodeBlock.Builder b = CodeBlock.builder();
    body.accept(b);
    return b.build();
  }

  /** One statement. */
  public static CodeBlock statement(String format, Object... args) {
    return CodeBlock.builder().addStatement(format, args).build();
  }

  /** The Java literal of a part's {@code @WhenAbsent} value, or {@code null}. */
  public static CodeBlock absentLiteral(Part part) {
    Long absent = part.whenAbsent();
    if (absent == null) {
      return CodeBlock.of("null");
    }
    Primitive p = part.field().primitive();
    return switch (p) {
      case BOOLEAN -> CodeBlock.of("$L", absent != 0);
      case LONG -> CodeBlock.of("$LL", absent);
      case FLOAT -> CodeBlock.of("$Lf", absent);
      case DOUBLE -> CodeBlock.of("$L.0", absent);
      case INT -> CodeBlock.of("$L", absent);
      case BYTE, SHORT, CHAR -> CodeBlock.of("($T) $L", JavaTypes.primitive(p), absent);
    };
  }

  /** Whether {@code v} (a part's local) holds a value, not what stands for absent. */
  public static CodeBlock present(Part part, String v) {
    return CodeBlock.of("$L != $L", v, absentLiteral(part));
  }

  /** Whether {@code v} (a part's local) holds what stands for absent. */
  public static CodeBlock absent(Part part, String v) {
    return CodeBlock.of("$L == $L", v, absentLiteral(part));
  }

  /** A test that value {@code v} fits alternative {@code alt}, or null if it always does. */
  public static CodeBlock fits(FieldLayout alt, String v) {
    if (!alt.isRangeChecked()) {
      return null;
    }
    boolean isLong = alt.primitive() == Primitive.LONG;
    return CodeBlock.of("$L >= $L && $L <= $L", v, Literals.number(alt.minValue(), isLong), v,
        Literals.number(alt.maxValue(), isLong));
  }

  /** {@code (flags & 0x40) != 0}: whether {@code flag} is set in its field's local. */
  public static CodeBlock isSet(Part.Flag flag, String flagsLocal) {
    boolean isLong = flag.flagsField().primitive() == Primitive.LONG;
    return CodeBlock.of("($L & $L) != 0", flagsLocal, Literals.hex(flag.mask(), isLong));
  }

  /**
   * Throws unless {@code size} bytes are left before {@code limit}; {@code size}: a local's name,
   * a number or a {@code CodeBlock}.
   */
  public static void roomCheck(CodeBlock.Builder b, Object size, String path) {
    b.beginControlFlow("if (limit - p < $L)", size)
        .addStatement("throw $T.bufferTooSmall($S, $L, limit - p)", JavaTypes.ENCODE_EXCEPTION,
            path, size)
        .endControlFlow();
  }

  /** The constant holding a TERMINATED part's terminator. */
  public static String terminator(Constants constants, Part part) {
    return constants.bytes(part.name().toUpperCase(Locale.ROOT) + "_TERMINATOR",
        part.terminator());
  }

  /** {@code PiesNumber.writeLong}: the {@code @Using} method an error names. */
  public static String usingCall(Part part, String operation) {
    return part.elements().using().nestedName() + "."
        + part.field().field().extras().usingMethod(operation);
  }

  /** {@code codec.readLong}: a call of the {@code @Using} codec's method for {@code operation}. */
  public static String usingMethod(Part part, String operation) {
    return part.field().field().extras().usingMethod(operation);
  }

  /** "Every byte left", less the trailer of a REST part. */
  public static CodeBlock rest(Part part) {
    return part.trailerBytes() == 0 ? CodeBlock.of("in.remaining()")
        : CodeBlock.of("in.remaining() - $L", part.trailerBytes());
  }

  /** The number of elements of a sequence held in {@code v}. */
  public static CodeBlock count(Part part, String v) {
    return CodeBlock.of(part.elements().list() ? "$L.size()" : "$L.length", v);
  }

  /**
   * The elements of sequence {@code v} written in place: all of them, but for a
   * back-reference list only those before its pointer ({@code ReferencedList.inlineOf}).
   */
  public static CodeBlock inlineCount(Part part, String v) {
    return part.backReference() == null ? count(part, v)
        : CodeBlock.of("$T.inlineOf($L)", JavaTypes.REFERENCED_LIST, v);
  }

  /** A back-reference's pointer form, as the runtime's calls take it: marker, bits, bits. */
  public static CodeBlock pointerForm(Part part) {
    BackReference r = part.backReference();
    return CodeBlock.of("$L, $L, $L", r.marker(), r.markerBits(), r.offsetBits());
  }

  /** Element {@code i} of a sequence held in {@code v}. */
  public static CodeBlock element(Part part, String v) {
    return CodeBlock.of(part.elements().list() ? "$L.get(i)" : "$L[i]", v);
  }

  /**
   * Java condition, over {@code field} (a decoded local or an accessor call), under which the
   * {@code @When} part is present.
   */
  public static CodeBlock whenCondition(Part part, String field, Constants constants) {
    boolean isLong = part.whenTarget().primitive() == Primitive.LONG;
    List<Long> values = part.when().equal().isEmpty() ? part.when().notEqual()
        : part.when().equal();
    CodeBlock read = part.when().mask() == -1 ? CodeBlock.of("$L", field)
        : CodeBlock.of("($L & $L)", field, Literals.hex(part.when().mask(), isLong));
    return ValueSets.condition(read, values, isLong, part.when().equal().isEmpty(), constants,
        "VALUES_" + part.name());
  }

  /**
   * Why an absent value of a {@code @When} part can not be encoded while its condition holds:
   * "stands for absent (@WhenAbsent(0)), but kind is 1, which puts x on the wire; ...".
   */
  public static String absentButPresent(Part part) {
    String name = part.name();
    Conditions.When w = part.when();
    Long absent = part.whenAbsent();
    String what = absent == null ? "stands for absent"
        : "stands for absent (@WhenAbsent(" + absent + "))";
    String read = w.mask() == -1 ? w.field()
        : w.field() + " & " + Literals.hex(w.mask(), false);
    List<Long> values = w.equal().isEmpty() ? w.notEqual() : w.equal();
    // A large value set is named by its first values: the message is for a person.
    String list = values.stream().limit(8).map(String::valueOf)
        .collect(Collectors.joining(", ")) + (values.size() > 8 ? ", ..." : "");
    String holds = w.equal().isEmpty()
        ? (values.size() == 1 ? read + " is not " + list : read + " is none of " + list)
        : (values.size() == 1 ? read + " is " + list : read + " is one of " + list);
    return what + ", but " + holds + ", which puts " + name + " on the wire; give " + name
        + " a value" + (absent == null ? "" : " other than " + absent) + ", or change "
        + w.field();
  }
}
