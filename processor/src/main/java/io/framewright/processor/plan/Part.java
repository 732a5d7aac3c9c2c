package io.framewright.processor.plan;

import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.RepeatUntil;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.util.List;

/**
 * How one variable component lies on the wire, decided once by {@link PartPlanner} (as
 * {@link Run} is for fixed segments): how far it extends, what its size counts, what it holds,
 * and when it is on the wire. Reading, writing, sizing and the layout table switch over its
 * enums (Java 17 checks a switch over an enum for exhaustiveness, not one over sealed types);
 * they never look at annotations or scan the layout for the fields a part refers to.
 *
 * @param field the component
 * @param extent where the part ends; its data: {@code fixed} (FIXED), {@code sizeField} (PREFIX:
 *     the prefix field on the wire; HELD: the earlier component holding it), {@code trailerBytes}
 *     (REST), {@code terminator} (TERMINATED), {@code expression} (EXPRESSION), {@link #until()} (UNTIL)
 * @param unit what the size on the wire (or the fixed size) counts
 * @param max the largest size accepted both ways, in {@code unit}s (a holder's capacity
 *     included); for TERMINATED, the most bytes or elements before the terminator
 * @param elementLimit most elements of a sequence that runs to the end of the input
 *     ({@code @Remaining(max)} of a list counts elements, whatever its unit); or -1
 * @param content what the part holds, with {@code elements}
 * @param condition when the part is on the wire; its data: {@code flags} (FLAGS), {@code when}
 *     and {@code whenTarget} (WHEN); none for INPUT_REMAINS
 * @param whenAbsent {@code @WhenAbsent}'s value, standing for absent, or null
 * @param selector for SELECTED, the earlier component whose value selects the variant; else null
 * @param sizePath for HELD, the path to the holder when it is a component of an earlier nested
 *     record ({@code sizeField} is then that component, laid out in its own message); else null
 * @param selectorPath for SELECTED, the path to the selector when it is a component of an
 *     earlier nested record ({@code selector} is then that component); else null
 * @param whenPath for WHEN, the path to the target when it is a component of an earlier nested
 *     record ({@code whenTarget} is then that component, laid out in its own message); else null
 */
public record Part(FieldLayout field, Extent extent, int fixed, FieldLayout sizeField,
    SizeExpression expression, int trailerBytes, byte[] terminator, Unit unit, long max,
    long elementLimit,
    Content content, Elements elements, Condition condition, List<Flag> flags,
    Conditions.When when, FieldLayout whenTarget, Long whenAbsent, FieldLayout selector,
    PathRead sizePath, PathRead whenPath, PathRead selectorPath) {

  public Part {
    flags = List.copyOf(flags);
  }

  public String name() {
    return field.name();
  }

  /**
   * The least size accepted both ways, in {@code unit}s ({@code min} of {@code @Count} or
   * {@code @Length}); 0 when there is none. Validation allows it only on a size on the wire
   * (PREFIX, VARINT_PREFIX, EXPRESSION).
   */
  public long min() {
    var m = field.field();
    var spec = m.count() != null ? m.count() : m.length();
    return spec == null ? 0 : spec.min();
  }

  /** For UNTIL, the condition that ends the list ({@code @RepeatUntil}); else null. */
  public RepeatUntil until() {
    return extent == Extent.UNTIL ? field.field().extras().repeatUntil() : null;
  }

  /**
   * For TERMINATED text or bytes: whether the value keeps its terminator as its last bytes
   * ({@code @Delimited(include = true)}).
   */
  public boolean includesTerminator() {
    var d = field.field().extras() == null ? null : field.field().extras().delimited();
    return extent == Extent.TERMINATED && d != null && d.include();
  }

  /**
   * For TERMINATED text or bytes: whether the terminator is left in the input for the next part
   * ({@code @Delimited(consume = false)}), which writes it.
   */
  public boolean leavesTerminator() {
    var d = field.field().extras() == null ? null : field.field().extras().delimited();
    return extent == Extent.TERMINATED && d != null && !d.consume();
  }

  /**
   * For TERMINATED text or bytes: the terminator is looked for every {@code codeUnit()} bytes
   * from the value's start: the code unit of UTF-16 or UTF-32 text, else 1.
   */
  public int terminatorUnit() {
    return content == Content.TEXT ? elements.text().codeUnit() : 1;
  }

  /**
   * {@code @BackReference} of a TERMINATED list of messages, which may end at a pointer to an
   * earlier place in the message instead of its terminator; null for any other part.
   */
  public BackReference backReference() {
    return field.field().extras().backReference();
  }

  /**
   * {@code @Truncated} of a MESSAGE or SELECTED part of fixed size whose byte length is on the
   * wire: trailing zeros dropped on encode, zero-filled on decode; null for any other part.
   */
  public io.framewright.processor.model.Truncated truncated() {
    return field.field().extras().truncated();
  }

  /** Where a part ends. */
  public enum Extent {
    /** A size known at compile time: {@code fixed} {@link Part#unit()}s. */
    FIXED,
    /** A size in a prefix field on the wire just before the part ({@code sizeField}). */
    PREFIX,
    /** A size held by an earlier component ({@code @Count/@Length(field = ...)}). */
    HELD,
    /**
     * A size in an unsigned varint just before the part ({@code @Count/@Length(varint = true)}
     * or {@code varintForm}, its form {@link Part#prefixForm()}), read and written with the
     * part; no field of a segment.
     */
    VARINT_PREFIX,

    /** A size computed from earlier components ({@code @Count/@Length(expr = ...)}). */
    EXPRESSION,
    /** Every byte left, less {@code trailerBytes} (an END checksum) after the last part. */
    REST,
    /** Up to a {@code terminator} ({@code @Delimited}). */
    TERMINATED,
    /**
     * Messages up to and including the first meeting {@link Part#until()}'s condition
     * ({@code @RepeatUntil}), at most {@code max} of them: a sibling of TERMINATED whose end is
     * in the last element rather than after it.
     */
    UNTIL,
    /** As far as the value's own layout goes: a nested message or a custom codec decides. */
    OWN
  }

  /** What a size counts. */
  public enum Unit {
    /** Elements of a sequence ({@code @Count}). */
    ELEMENTS,
    /** Bytes ({@code @Length}, {@code @Remaining}, and parts with no size of their own). */
    BYTES
  }

  /** What a part holds. */
  public enum Content {
    /** A {@code String} in {@link Elements#text}'s charset. */
    TEXT,
    /** A {@code byte[]} of 8-bit elements, copied as it is. */
    RAW_BYTES,
    /** Elements of {@link Elements#stride} bytes each: scalars, enums or fixed-size messages. */
    STRIDED,
    /** Messages of variable size, one after another, each reading itself. */
    MESSAGES,
    /** One nested message. */
    MESSAGE,
    /**
     * One variant of a union, without its tag: the earlier component {@link Part#selector()}
     * says which ({@code @Select}).
     */
    SELECTED,
    /** A component with a {@code @Using} codec of its own ({@link Elements#using}). */
    CUSTOM,
    /**
     * An optional scalar or enum: one fixed-width value, in the first of its
     * {@link Elements#alternatives} that holds it.
     */
    SCALAR,
    /**
     * An {@code int} or {@code long} as a varint ({@code @Varint}, in its {@code form}): as
     * many bytes as its value needs, up to {@link #varintBytes()}.
     */
    VARINT
  }

  /** The {@code @Varint} of a VARINT part. */
  public io.framewright.processor.model.Varint varint() {
    return field.field().extras().varint();
  }

  /** The most bytes of a VARINT part's varint. */
  public int varintBytes() {
    return varint().maxBytes(field.primitive());
  }

  /** The form of a VARINT_PREFIX part's varint: its {@code @Count} or {@code @Length}'s. */
  public io.framewright.processor.model.Varint.Form prefixForm() {
    var size = field.field().count() != null ? field.field().count() : field.field().length();
    return size.prefixForm();
  }

  /**
   * What the content is made of.
   *
   * @param text the charset of TEXT
   * @param stride bytes of one element of STRIDED (1 for RAW_BYTES), else 0
   * @param nested the message of MESSAGE, MESSAGES, or STRIDED messages, the union of SELECTED;
   *     else null
   * @param nestedLayout the fixed layout of STRIDED messages, else null
   * @param list whether a sequence is a {@code java.util.List} (else an array)
   * @param using the codec of CUSTOM, else null
   * @param alternatives the wire forms of SCALAR, each laid out at byte 0: one per
   *     {@code @Presence} alternative, or the component's own
   */
  public record Elements(WireType.Text text, int stride, WireType.Nested nested, Layout nestedLayout,
      boolean list, TypeRef using, List<FieldLayout> alternatives) {
    public Elements {
      alternatives = List.copyOf(alternatives);
    }
  }

  /** When a part is on the wire. */
  public enum Condition {
    /** Always. */
    ALWAYS,
    /**
     * {@code @Presence}: when one of the {@code flags} is set (at most one may be); for a SCALAR
     * part, flag i goes with alternative i.
     */
    FLAGS,
    /** {@code @When}: a test of the earlier component {@code whenTarget}. */
    WHEN,
    /**
     * {@code @Trailing}: when any input remains; absent parts come after the present ones, as
     * validation (last components only) and the encoder (no present part after an absent one)
     * make sure.
     */
    INPUT_REMAINS
  }

  /** One {@code @Presence} alternative, resolved: the bit {@code mask} of {@code flagsField}. */
  public record Flag(FieldLayout flagsField, long mask) {}

  public boolean isConditional() {
    return condition != Condition.ALWAYS;
  }
}
