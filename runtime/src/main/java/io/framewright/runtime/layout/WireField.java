package io.framewright.runtime.layout;

import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One field of a {@link RecordLayout}.
 *
 * @param name the record component's name; for a field only on the wire, its own name
 *     ({@code namesCount}, {@code magic}, {@code checksum}, {@code idPadBefore})
 * @param role what the field is
 * @param target for {@link Role#COUNT} and {@link Role#LENGTH}, the component it sizes; for
 *     {@link Kind#SELECTED}, the earlier component whose value selects the variant (or its path
 *     into an earlier nested message, {@code "header.type"}); else ""
 * @param kind what one value (one element of a sequence) is
 * @param javaType the Java type of one value (element): a primitive by its name ({@code int}),
 *     an enum, message or text by its type's name within its package; "" for wire-only bytes
 * @param sequence whether the component is an array or list of such values
 * @param bitOffset first bit: from the start of the message when only fixed fields come before,
 *     else from the end of the nearest variable part before it; -1 for a variable part (its
 *     place depends on the value)
 * @param bits width of one value (element); 0 when it varies
 * @param count number of elements of a fixed-size array; 0 otherwise
 * @param signed whether an integer or enum value is two's complement on the wire
 * @param order byte order of a multi-byte value (it matters when the value starts on a byte
 *     boundary and is a whole number of bytes)
 * @param charset for {@link Kind#TEXT}, the charset; else ""
 * @param size for a variable part, how far it extends; null for a fixed field or an optional
 *     value of fixed width
 * @param condition when the field is on the wire, or null when it always is
 * @param values for {@link Kind#ENUM}, the constants by wire value; else empty
 * @param constant for {@link Kind#CONSTANT}, the bytes (for {@link Role#TAG}, the tag's value);
 *     else empty
 * @param message for {@link Kind#MESSAGE}, the nested message's (or union's) layout; else null
 * @param coverage for a {@link Role#CHECKSUM} that is a record component, the bytes it covers;
 *     else null
 * @param marks for a {@code @Flags} field, the bits of it that later components own: each
 *     {@link Mark} says which component a set bit puts on the wire (see their
 *     {@link Condition.Presence}); the field's value as decoded has these bits cleared, and the
 *     encoder sets them from which components are present. Empty for other fields
 * @param whenAbsent for an optional primitive component with {@code @WhenAbsent}, the value a
 *     reader gives it when it is not on the wire (and the value an encoder leaves off the wire);
 *     else null (an absent component of a reference type reads as null)
 * @param custom for {@link Kind#CUSTOM}, the custom codec ({@code @Using}), which says what a
 *     tool may rely on: where its bytes end ({@link CustomCodec#extent()}) and how its value is
 *     written as JSON ({@link CustomCodec#jsonForm()}); else null
 * @param messageChecksum for a {@link Role#CHECKSUM} that is not a record component
 *     ({@code @Checksum} on the type), its algorithm and the bytes it covers; else null
 * @param rule the values the field (each element) may hold, which decoding checks and encoding
 *     keeps: a component's {@code @Range}, {@code @OneOf} or {@code @Const}, or the least size a
 *     {@link Role#COUNT} or {@link Role#LENGTH} prefix may give ({@code min}); else null
 * @param pointer for a list up to a terminator that may instead end at a pointer to an earlier
 *     place in the message ({@code @BackReference}), the pointer's form; else null
 * @param span for an integer component that is the byte length of the components after it
 *     ({@code @Covers}), which ones; else null
 * @param truncated for a part of fixed size whose trailing zero bytes are dropped on encode and
 *     zero-filled on decode ({@code @Truncated}, MAVLink 2's payload truncation), the bytes
 *     always kept; else null: its length on the wire may be less than its fixed size
 */
public record WireField(String name, Role role, String target, Kind kind, String javaType,
    Sequence sequence, int bitOffset, int bits, int count, boolean signed, ByteOrder order,
    String charset, Size size, Condition condition, List<EnumValue> values, byte[] constant,
    LayoutRef message, Coverage coverage, List<Mark> marks, Long whenAbsent, CustomCodec custom,
    MessageChecksum messageChecksum, ValueRule rule, Pointer pointer, Span span,
    Integer truncated) {

  /** A field whose trailing zeros are kept; new code uses {@link #builder}. */
  public WireField(String name, Role role, String target, Kind kind, String javaType,
      Sequence sequence, int bitOffset, int bits, int count, boolean signed, ByteOrder order,
      String charset, Size size, Condition condition, List<EnumValue> values, byte[] constant,
      LayoutRef message, Coverage coverage, List<Mark> marks, Long whenAbsent,
      CustomCodec custom, MessageChecksum messageChecksum, ValueRule rule, Pointer pointer,
      Span span) {
    this(name, role, target, kind, javaType, sequence, bitOffset, bits, count, signed, order,
        charset, size, condition, values, constant, message, coverage, marks, whenAbsent, custom,
        messageChecksum, rule, pointer, span, null);
  }

  /** A field that covers no span; new code uses {@link #builder}. */
  public WireField(String name, Role role, String target, Kind kind, String javaType,
      Sequence sequence, int bitOffset, int bits, int count, boolean signed, ByteOrder order,
      String charset, Size size, Condition condition, List<EnumValue> values, byte[] constant,
      LayoutRef message, Coverage coverage, List<Mark> marks, Long whenAbsent,
      CustomCodec custom, MessageChecksum messageChecksum, ValueRule rule, Pointer pointer) {
    this(name, role, target, kind, javaType, sequence, bitOffset, bits, count, signed, order,
        charset, size, condition, values, constant, message, coverage, marks, whenAbsent, custom,
        messageChecksum, rule, pointer, null);
  }

  /** A field without a back-reference; new code uses {@link #builder}. */
  public WireField(String name, Role role, String target, Kind kind, String javaType,
      Sequence sequence, int bitOffset, int bits, int count, boolean signed, ByteOrder order,
      String charset, Size size, Condition condition, List<EnumValue> values, byte[] constant,
      LayoutRef message, Coverage coverage, List<Mark> marks, Long whenAbsent,
      CustomCodec custom, MessageChecksum messageChecksum, ValueRule rule) {
    this(name, role, target, kind, javaType, sequence, bitOffset, bits, count, signed, order,
        charset, size, condition, values, constant, message, coverage, marks, whenAbsent, custom,
        messageChecksum, rule, null);
  }

  /** A field without a value rule; new code uses {@link #builder}. */
  public WireField(String name, Role role, String target, Kind kind, String javaType,
      Sequence sequence, int bitOffset, int bits, int count, boolean signed, ByteOrder order,
      String charset, Size size, Condition condition, List<EnumValue> values, byte[] constant,
      LayoutRef message, Coverage coverage, List<Mark> marks, Long whenAbsent,
      CustomCodec custom, MessageChecksum messageChecksum) {
    this(name, role, target, kind, javaType, sequence, bitOffset, bits, count, signed, order,
        charset, size, condition, values, constant, message, coverage, marks, whenAbsent, custom,
        messageChecksum, null);
  }

  /**
   * A field without what later versions of the description added (flag marks, a
   * {@code @WhenAbsent} value, a custom codec, a message checksum): kept for code written against
   * it. New code uses {@link #builder}.
   */
  public WireField(String name, Role role, String target, Kind kind, String javaType,
      Sequence sequence, int bitOffset, int bits, int count, boolean signed, ByteOrder order,
      String charset, Size size, Condition condition, List<EnumValue> values, byte[] constant,
      LayoutRef message, Coverage coverage) {
    this(name, role, target, kind, javaType, sequence, bitOffset, bits, count, signed, order,
        charset, size, condition, values, constant, message, coverage, List.of(), null, null,
        null);
  }

  /** A field that is not a checksum component; new code uses {@link #builder}. */
  public WireField(String name, Role role, String target, Kind kind, String javaType,
      Sequence sequence, int bitOffset, int bits, int count, boolean signed, ByteOrder order,
      String charset, Size size, Condition condition, List<EnumValue> values, byte[] constant,
      LayoutRef message) {
    this(name, role, target, kind, javaType, sequence, bitOffset, bits, count, signed, order,
        charset, size, condition, values, constant, message, null);
  }

  /**
   * A builder of the field {@code name}, a {@code role} holding {@code kind} values; what it is
   * not told is the default: no target, no Java type, one value, a variable place
   * ({@code bitOffset} -1), width 0, unsigned, big-endian, no charset, size, condition, enum
   * values, constant, nested layout, coverage, marks, absent value, custom codec or message
   * checksum.
   */
  public static Builder builder(String name, Role role, Kind kind) {
    return new Builder(name, role, kind);
  }

  /** A builder holding this field's values, to make one that differs in some. */
  public Builder toBuilder() {
    return new Builder(name, role, kind).target(target).javaType(javaType).sequence(sequence)
        .bitOffset(bitOffset).bits(bits).count(count).signed(signed).order(order)
        .charset(charset).size(size).condition(condition).values(values).constant(constant)
        .message(message).coverage(coverage).marks(marks).whenAbsent(whenAbsent).custom(custom)
        .messageChecksum(messageChecksum).rule(rule).pointer(pointer).span(span)
        .truncated(truncated);
  }

  public WireField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(javaType, "javaType");
    Objects.requireNonNull(sequence, "sequence");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(charset, "charset");
    values = List.copyOf(values);
    constant = constant.clone();
    marks = List.copyOf(marks);
  }

  /**
   * One bit (or bits) of a {@code @Flags} field that says whether the later component
   * {@code component} is on the wire: set, it is ({@code @Presence(flag = mask)}).
   */
  public record Mark(long mask, String component) {
    public Mark {
      Objects.requireNonNull(component, "component");
    }
  }

  /** Builds a {@link WireField} from named values ({@link WireField#builder}). */
  public static final class Builder {
    private final String name;
    private Role role;
    private Kind kind;
    private String target = "";
    private String javaType = "";
    private Sequence sequence = Sequence.NONE;
    private int bitOffset = -1;
    private int bits;
    private int count;
    private boolean signed;
    private ByteOrder order = ByteOrder.BIG_ENDIAN;
    private String charset = "";
    private Size size;
    private Condition condition;
    private List<EnumValue> values = List.of();
    private byte[] constant = new byte[0];
    private LayoutRef message;
    private Coverage coverage;
    private List<Mark> marks = List.of();
    private Long whenAbsent;
    private CustomCodec custom;
    private MessageChecksum messageChecksum;
    private ValueRule rule;
    private Pointer pointer;
    private Span span;
    private Integer truncated;

    private Builder(String name, Role role, Kind kind) {
      this.name = name;
      this.role = role;
      this.kind = kind;
    }

    /** {@link WireField#role()}. */
    public Builder role(Role role) {
      this.role = role;
      return this;
    }

    /** {@link WireField#kind()}. */
    public Builder kind(Kind kind) {
      this.kind = kind;
      return this;
    }

    /** {@link WireField#target()}. */
    public Builder target(String target) {
      this.target = target;
      return this;
    }

    /** {@link WireField#javaType()}. */
    public Builder javaType(String javaType) {
      this.javaType = javaType;
      return this;
    }

    /** {@link WireField#sequence()}. */
    public Builder sequence(Sequence sequence) {
      this.sequence = sequence;
      return this;
    }

    /** {@link WireField#bitOffset()}. */
    public Builder bitOffset(int bitOffset) {
      this.bitOffset = bitOffset;
      return this;
    }

    /** {@link WireField#bits()}. */
    public Builder bits(int bits) {
      this.bits = bits;
      return this;
    }

    /** {@link WireField#count()}. */
    public Builder count(int count) {
      this.count = count;
      return this;
    }

    /** {@link WireField#signed()}. */
    public Builder signed(boolean signed) {
      this.signed = signed;
      return this;
    }

    /** {@link WireField#order()}. */
    public Builder order(ByteOrder order) {
      this.order = order;
      return this;
    }

    /** {@link WireField#charset()}. */
    public Builder charset(String charset) {
      this.charset = charset;
      return this;
    }

    /** {@link WireField#size()}. */
    public Builder size(Size size) {
      this.size = size;
      return this;
    }

    /** {@link WireField#condition()}. */
    public Builder condition(Condition condition) {
      this.condition = condition;
      return this;
    }

    /** {@link WireField#values()}. */
    public Builder values(List<EnumValue> values) {
      this.values = values;
      return this;
    }

    /** {@link WireField#constant()}. */
    public Builder constant(byte[] constant) {
      this.constant = constant;
      return this;
    }

    /** {@link WireField#message()}. */
    public Builder message(LayoutRef message) {
      this.message = message;
      return this;
    }

    /** {@link WireField#coverage()}. */
    public Builder coverage(Coverage coverage) {
      this.coverage = coverage;
      return this;
    }

    /** {@link WireField#marks()}. */
    public Builder marks(List<Mark> marks) {
      this.marks = marks;
      return this;
    }

    /** {@link WireField#whenAbsent()}. */
    public Builder whenAbsent(Long whenAbsent) {
      this.whenAbsent = whenAbsent;
      return this;
    }

    /** {@link WireField#custom()}. */
    public Builder custom(CustomCodec custom) {
      this.custom = custom;
      return this;
    }

    /** {@link WireField#messageChecksum()}. */
    public Builder messageChecksum(MessageChecksum messageChecksum) {
      this.messageChecksum = messageChecksum;
      return this;
    }

    /** {@link WireField#pointer()}. */
    public Builder pointer(Pointer pointer) {
      this.pointer = pointer;
      return this;
    }

    /** {@link WireField#truncated()}. */
    public Builder truncated(Integer truncated) {
      this.truncated = truncated;
      return this;
    }

    /** {@link WireField#span()}. */
    public Builder span(Span span) {
      this.span = span;
      return this;
    }

    /** {@link WireField#rule()}. */
    public Builder rule(ValueRule rule) {
      this.rule = rule;
      return this;
    }

    /** The field. */
    public WireField build() {
      return new WireField(name, role, target, kind, javaType, sequence, bitOffset, bits, count,
          signed, order, charset, size, condition, values, constant, message, coverage, marks,
          whenAbsent, custom, messageChecksum, rule, pointer, span, truncated);
    }
  }

  /** What a field is in the message. */
  public enum Role {
    /** A record component. */
    COMPONENT,
    /** The number of elements of the component {@code target}, on the wire just before it. */
    COUNT,
    /** The length in bytes of the component {@code target}, on the wire just before it. */
    LENGTH,
    /** Constant bytes at the start of the message ({@code @Magic}). */
    MAGIC,
    /** Constant bytes that end a fixed-size message ({@code @Delimited} on its type). */
    TERMINATOR,
    /** Reserved bits, zero ({@code @Pad}, and the padding before an end checksum). */
    PAD,
    /**
     * The message's checksum: a field only on the wire ({@code @Checksum} on the type, over the
     * whole message), or a record component with its {@link #coverage()}.
     */
    CHECKSUM,
    /**
     * The tag of the union this message is a variant of, when that tag is not whole bytes
     * ({@code @Union(bits = 4)}): the first {@code bits} of the variant, constant, its value in
     * {@code constant} as an unsigned big-endian number.
     */
    TAG
  }

  /** What one value is on the wire. */
  public enum Kind {
    UNSIGNED,
    SIGNED,
    /** 0 or 1. */
    BOOLEAN,
    /** IEEE 754, 32 or 64 bits. */
    FLOAT,
    /** A UTF-16 code unit, unsigned. */
    CHAR,
    /** An enum's wire value ({@code values}). */
    ENUM,
    /** Text in {@code charset}: zero-padded to {@code bits} when fixed. */
    TEXT,
    /** Bytes as they are. */
    BYTES,
    /** A nested message or union ({@code message}). */
    MESSAGE,
    /**
     * A variant of the union {@code message}, without its tag: the variant whose tag is the
     * value of the earlier component {@code target} ({@code @Select}).
     */
    SELECTED,
    /** A value a custom codec ({@code @Using}) reads and writes. */
    CUSTOM,
    /**
     * Constant bytes ({@code constant}): a magic or terminator only on the wire, or a
     * {@code byte[]} component that always holds them ({@code @Const(bytes)}, role
     * {@link Role#COMPONENT}, Java type {@code byte}, an array).
     */
    CONSTANT,
    /** Zero bits. */
    ZERO,
    /**
     * An integer as a LEB128 varint ({@code @Varint}): 7 bits per byte, least significant group
     * first; ZigZag-mapped when {@code signed}; its {@code size} is OWN, at most {@code max}
     * bytes.
     */
    VARINT,
    /**
     * An unsigned integer as a QUIC varint ({@code @Varint(form = QUIC)}, RFC 9000 section 16):
     * the first byte's two high bits give the length (00, 01, 10, 11: 1, 2, 4, 8 bytes), the
     * other 6, 14, 30 or 62 bits are the number, big-endian; its {@code size} is OWN, at most
     * {@code max} bytes.
     */
    QUIC_VARINT
  }

  /** Whether a field holds one value or several. */
  public enum Sequence {
    NONE,
    ARRAY,
    LIST
  }

  /** Whether the field has a fixed place: its {@code bitOffset} is known. */
  public boolean isFixed() {
    return bitOffset >= 0;
  }

  /** Whether the field is a record component (a checksum component among them). */
  public boolean isComponent() {
    return role == Role.COMPONENT || coverage != null;
  }

  /** Whether the field may be off the wire. */
  public boolean isConditional() {
    return condition != null;
  }

  /**
   * The name of the count or byte length on the wire just before this part, the one name every
   * tool shows it by (the layout table, the diagrams, the command line's JSON, the Wireshark
   * dissector, the Kaitai export): for a {@link Size.Extent#PREFIX}, the prefix field's
   * ({@code size().field()}: {@code itemsCount}, {@code nameLength}), and for a
   * {@link Size.Extent#VARINT_PREFIX}, which is no field of the layout, the name the processor
   * gives it in {@code size().field()} as it names a prefix of fixed width: this part's name and
   * {@code Count} or {@code Length} by the size's unit, with {@code Prefix} after it while a
   * component has that name ({@code byte[] data, int dataLength}: {@code dataLengthPrefix}).
   * "" for a part without such a prefix.
   */
  public String prefixName() {
    if (size == null) {
      return "";
    }
    return switch (size.extent()) {
      case PREFIX -> size.field();
      // The processor names a varint prefix as a prefix of fixed width (with Prefix after it
      // while a component has that name); a description built by hand may leave it out.
      case VARINT_PREFIX, QUIC_VARINT_PREFIX -> !size.field().isEmpty() ? size.field()
          : name + (size.unit() == Size.Unit.ELEMENTS ? "Count" : "Length");
      case FIXED, HELD, EXPRESSION, REST, TERMINATED, UNTIL, OWN -> "";
    };
  }

  /** The constant bytes (a copy). */
  @Override
  public byte[] constant() {
    return constant.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WireField f && f.name.equals(name) && f.role == role
        && f.target.equals(target) && f.kind == kind && f.javaType.equals(javaType)
        && f.sequence == sequence && f.bitOffset == bitOffset && f.bits == bits
        && f.count == count && f.signed == signed && f.order.equals(order)
        && f.charset.equals(charset) && Objects.equals(f.size, size)
        && Objects.equals(f.condition, condition) && f.values.equals(values)
        && Arrays.equals(f.constant, constant) && Objects.equals(f.message, message)
        && Objects.equals(f.coverage, coverage) && f.marks.equals(marks)
        && Objects.equals(f.whenAbsent, whenAbsent) && Objects.equals(f.custom, custom)
        && Objects.equals(f.messageChecksum, messageChecksum) && Objects.equals(f.rule, rule)
        && Objects.equals(f.pointer, pointer) && Objects.equals(f.span, span)
        && Objects.equals(f.truncated, truncated);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, role, target, kind, javaType, sequence, bitOffset, bits, count,
        signed, order, charset, size, condition, values, Arrays.hashCode(constant), message,
        coverage, marks, whenAbsent, custom, messageChecksum, rule, pointer, span, truncated);
  }

  @Override
  public String toString() {
    return "WireField[" + name + " " + role + (target.isEmpty() ? "" : " of " + target) + " "
        + kind + " " + javaType + (sequence == Sequence.NONE ? "" : " " + sequence)
        + " at " + bitOffset + " bits=" + bits + (count > 0 ? " count=" + count : "")
        + (signed ? " signed" : "") + " " + order + (charset.isEmpty() ? "" : " " + charset)
        + (size == null ? "" : " " + size) + (condition == null ? "" : " " + condition)
        + (values.isEmpty() ? "" : " " + values)
        + (constant.length > 0 ? " constant=" + Arrays.toString(constant) : "")
        + (message == null ? "" : " " + message)
        + (coverage == null ? "" : " " + coverage) + (marks.isEmpty() ? "" : " marks=" + marks)
        + (whenAbsent == null ? "" : " whenAbsent=" + whenAbsent)
        + (custom == null ? "" : " " + custom)
        + (messageChecksum == null ? "" : " " + messageChecksum)
        + (rule == null ? "" : " rule=" + rule.describe())
        + (pointer == null ? "" : " " + pointer) + (span == null ? "" : " " + span)
        + (truncated == null ? "" : " truncated(keep=" + truncated + ")") + "]";
  }
}
