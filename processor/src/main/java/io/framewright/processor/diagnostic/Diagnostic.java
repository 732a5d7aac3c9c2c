package io.framewright.processor.diagnostic;

import java.util.Locale;

/**
 * Every diagnostic the processor can report, with a stable id. Messages say what is wrong and
 * how to fix it; ids never change meaning, so users can search for them.
 */
public enum Diagnostic {
  // Message types
  NOT_A_RECORD("FW001", Severity.ERROR,
      "@Message is only for records, but %s is %s; declare it as 'record %s(...)'"),
  GENERIC_MESSAGE("FW002", Severity.ERROR,
      "message %s declares type parameters; a wire layout needs concrete types, so remove them"),
  INACCESSIBLE_MESSAGE("FW003", Severity.ERROR,
      "message %s is %s, so its generated codec (in the same package) can not use it; make it"
          + " package-private or public"),
  MESSAGE_ORDER_INHERIT("FW004", Severity.ERROR,
      "@Message(order = INHERIT) on %s: a message has nothing to inherit from; use BIG or LITTLE"),

  INTERFACE_NOT_UNION("FW005", Severity.ERROR,
      "@Message on interface %s: an interface is a message only as a tagged union; make it a"
          + " sealed interface with @Union(bits = n), or declare a record"),
  CODEC_NAME_CLASH("FW006", Severity.ERROR,
      "%s and %s would both get the codec %s (a nested type's codec joins its names with '_');"
          + " rename one of them"),
  HIDDEN_PACKAGE("FW007", Severity.ERROR,
      "the codec of %s calls %s, which it must name in full because it uses another class called"
          + " %s too, and its variable '%s' would hide the package name '%s'; rename one of the"
          + " messages called %s"),

  // Field types
  UNSUPPORTED_TYPE("FW010", Severity.ERROR,
      "component '%s' has type %s, which has no wire form; use a primitive or its box, String,"
          + " an enum with @WireValue constants, a @Message record, or an array or List of"
          + " numbers, enums or messages"),
  BOXED_ARRAY("FW074", Severity.ERROR,
      "component '%s' has type %s, an array of boxes, which only a @Using codec reads and"
          + " writes; use %s[], or List<%s>"),
  ARRAY_NEEDS_COUNT("FW011", Severity.ERROR,
      "%s component '%s' needs a size; add @Count(n) for a fixed count, @Count(bits = n) for a"
          + " count field before it, or @Remaining if it runs to the end of the frame"),
  COUNT_NOT_ARRAY("FW012", Severity.ERROR,
      "@Count on '%s', which is %s, not an array or list; remove @Count"),
  COUNT_NOT_POSITIVE("FW013", Severity.ERROR,
      "@Count(%d) on '%s': an array holds at least 1 element; use @Count(1) or more"),

  // Widths and signedness
  BITS_OUT_OF_RANGE("FW014", Severity.ERROR,
      "@Field(bits = %d) on '%s': a field is 1 to 64 bits wide"),
  BITS_TOO_WIDE("FW015", Severity.ERROR,
      "@Field(bits = %d) on '%s': %s holds at most %d bits; use bits <= %d or a wider type such"
          + " as %s"),
  FLOAT_BITS("FW016", Severity.ERROR,
      "@Field(bits = %d) on '%s': %s is always %d bits on the wire; remove bits"),
  BITS_ON_MESSAGE("FW017", Severity.ERROR,
      "@Field(bits = %d) on '%s': the width of nested message %s comes from its own layout;"
          + " remove bits"),
  SIGNED_NOT_INTEGER("FW018", Severity.ERROR,
      "@Field(signed = true) on '%s': signedness applies to byte, short, int, long and enum"
          + " fields, not %s; remove signed"),
  ORDER_NOT_APPLICABLE("FW019", Severity.ERROR,
      "@Field(order = %s) on '%s': %s; remove order"),

  // Nested messages and arrays
  NESTED_NOT_MESSAGE("FW020", Severity.ERROR,
      "component '%s' has type %s, %s without @Message; annotate %s with @Message"),
  RECURSIVE_MESSAGE("FW021", Severity.ERROR,
      "component '%s' makes message %s contain itself (%s), which has no finite fixed layout;"
          + " break the cycle"),
  NESTED_INVALID("FW022", Severity.ERROR,
      "component '%s' has type %s, whose layout has errors; fix the errors reported on %s"),
  NOT_BYTE_ALIGNED("FW023", Severity.ERROR,
      "component '%s' (%s) starts at bit %d, inside a byte; nested messages, arrays and"
          + " variable-size fields start on a byte boundary, so make the fields before it add up"
          + " to a multiple of 8 bits (they add up to %d)"),
  ARRAY_ELEMENT_BITS("FW024", Severity.ERROR,
      "@Field(bits = %d) on array '%s': array elements are whole bytes (8, 16, 24, ... bits);"
          + " use a multiple of 8, or separate fields for sub-byte values"),

  MESSAGE_TOO_LARGE("FW025", Severity.ERROR,
      "component '%s' makes message %s %d bits long; a message is at most %d bits (128 MiB),"
          + " so reduce the @Count"),
  LENGTH_NOT_MESSAGE_SIZE("FW026", Severity.ERROR,
      "@Length(%d) on '%s': %s always takes %d byte(s), so no other byte length can hold it;"
          + " use @Length(%d) or remove @Length"),
  LENGTH_NOT_WHOLE_ELEMENTS("FW027", Severity.ERROR,
      "@Length(%d) on '%s': its elements take %d bytes each, so %d bytes are not a whole number"
          + " of them; use a multiple of %d, such as @Length(%d)"),

  // Enums
  ENUM_MISSING_WIRE_VALUE("FW030", Severity.ERROR,
      "component '%s' has enum type %s, whose constant %s has no @WireValue; give every constant"
          + " of %s a @WireValue (ordinals are never used on the wire)"),
  ENUM_DUPLICATE_WIRE_VALUE("FW031", Severity.ERROR,
      "component '%s' has enum type %s, whose constants %s and %s share @WireValue(%d); give"
          + " each constant its own value"),
  ENUM_VALUE_DOES_NOT_FIT("FW032", Severity.ERROR,
      "component '%s': @WireValue(%d) of %s.%s does not fit %d %s bits (%d..%d); %s"),
  ENUM_WITHOUT_CONSTANTS("FW033", Severity.ERROR,
      "component '%s' has enum type %s, which has no constants, so no value can be encoded;"
          + " add constants with @WireValue"),

  // Component types, size fields, padding and custom codecs
  SIZE_FIELD_SHARED("FW034", Severity.ERROR,
      "@%s(field = \"%s\") on '%s': '%s' already holds the %s of '%s', and one field can not"
          + " hold two sizes that may differ; give '%s' a size field of its own (or a prefix,"
          + " @%s(bits = n))"),
  PAD_TOO_LARGE("FW035", Severity.ERROR,
      "@Pad(%s = %d) on '%s' makes message %s %d bits long; a message is at most %d bits"
          + " (128 MiB), so reduce the padding"),
  FIELD_WITH_USING("FW036", Severity.ERROR,
      "@Field(%s) on '%s', which has @Using(%s.class): its codec writes the whole wire form, so"
          + " @Field has no effect; remove @Field, or remove @Using"),
  CHECKSUM_PLACEHOLDER_DOES_NOT_FIT("FW037", Severity.ERROR,
      "@Checksum(placeholder = %s) on %s does not fit the %d-bit checksum field; use a"
          + " placeholder from 0 to %s"),
  CHECKSUM_ALGORITHM_INVALID("FW038", Severity.ERROR,
      "@Checksum(algorithm = %s.class) on %s: %s, and the generated codec makes an instance of it"
          + " with 'new %s()'; give a public, non-abstract class implementing"
          + " java.util.zip.Checksum, with a public no-argument constructor, not nested in a"
          + " private class"),
  INACCESSIBLE_COMPONENT_TYPE("FW039", Severity.ERROR,
      "component '%s' has type %s, %s that is %s, so the generated codec (a class of its own"
          + " in package %s) can not name it; %s"),
  CLASS_NOT_ACCESSIBLE("FW041", Severity.ERROR,
      "@%s on %s names a class that can not be accessed from here (javac reports why); the"
          + " generated codec in package %s makes an instance of it, so make that class public,"
          + " and every class it is nested in"),

  // Parts that run to the end of their input, and fixed text
  NESTED_RUNS_TO_END("FW042", Severity.ERROR,
      "component '%s' (%s) runs to the end of its input (%s), so it would take %s as well and"
          + " the codec could not decode its own encoding; %s"),
  ELEMENTS_RUN_TO_END("FW043", Severity.ERROR,
      "%s '%s' holds %s, which runs to the end of its input (%s), so its first element would"
          + " take the bytes of the others and the codec could not decode its own encoding; %s,"
          + " or end every %s with a terminator, @Delimited(terminator = ...)"),
  PAD_AFTER_REMAINING("FW044", Severity.ERROR,
      "@Pad(after = %d) on '%s', which takes the rest of the frame (@Remaining), so the pad"
          + " could never be read after it; remove the pad, or give '%s' a byte length before it"
          + " with @Length(bits = 16) in place of @Remaining"),
  BITLIST_NEEDS_SIZE("FW045", Severity.ERROR,
      "BitList component '%s' needs a size on the wire; add @Length(bits = n) for a byte length"
          + " before it, @Length(field = \"...\") for one held by an earlier component, or"
          + " @Remaining if it is the last component and runs to the end of the frame"),
  FIXED_TEXT_ZERO_BYTES("FW046", Severity.ERROR,
      "@Text(charset = \"%s\") on '%s', which has a fixed @Length(%d): fixed text is"
          + " zero-padded and ends at its first zero byte, but %s encodes %s with a zero byte;"
          + " give '%s' a byte length before it with @Length(bits = 16), or @Delimited, or use"
          + " UTF-8"),

  // Variable sizes
  SIZE_FIELD_INVALID("FW049", Severity.ERROR,
      "@%s(field = \"%s\") on '%s': %s"),
  SIZE_UNSPECIFIED("FW050", Severity.ERROR,
      "@%s on '%s' gives neither a fixed size nor the bits of a size field; write @%s(4) or"
          + " @%s(bits = 8)"),
  SIZE_CONFLICTING("FW051", Severity.ERROR,
      "%s on '%s' give more than one size; keep one of them"),
  PREFIX_BITS_OUT_OF_RANGE("FW052", Severity.ERROR,
      "@%s(bits = %d) on '%s': a count or length field is 1 to 32 bits wide"),
  PREFIX_TOO_NARROW("FW053", Severity.ERROR,
      "@%s(bits = %d, max = %d) on '%s': %s field holds at most %d; widen bits to %d or"
          + " lower max"),
  LENGTH_NOT_APPLICABLE("FW054", Severity.ERROR,
      "@%s on '%s', which is %s; byte lengths apply to String, byte[], arrays, lists and"
          + " nested messages; remove it"),
  REMAINING_NOT_LAST("FW055", Severity.ERROR,
      "@Remaining on '%s', which is followed by '%s'; only the last component can take the"
          + " rest of the frame, so move it last or give it a @Length"),
  TEXT_NEEDS_SIZE("FW056", Severity.ERROR,
      "String component '%s' needs a size on the wire; add @Length(bits = n) for a length field"
          + " before it, @Length(n) for a fixed length, or @Remaining"),
  BITS_ON_VARIABLE("FW057", Severity.ERROR,
      "@Field(bits = %d) on '%s': the width of a %s comes from its size, not bits; remove bits"),
  MAX_NOT_POSITIVE("FW058", Severity.ERROR,
      "@%s(max = %d) on '%s': the maximum is at least 1"),
  FIXED_SIZE_NOT_POSITIVE("FW059", Severity.ERROR,
      "@%s(%d) on '%s': a fixed size is at least 1"),
  EMPTY_ELEMENTS_UNBOUNDED("FW072", Severity.ERROR,
      "the elements of list '%s' (%s) can take no bytes, so a count read from the input would not"
          + " be bounded by the input's length; set @Count(max = ...) to the most a peer may send"),
  EMPTY_ELEMENTS_NOT_COUNTED("FW073", Severity.ERROR,
      "the elements of list '%s' (%s) can take no bytes, so %s can not tell where the list ends;"
          + " count them with @Count(bits = ..., max = ...)"),

  // Presence flags and conditions
  FLAGS_NOT_INTEGER("FW060", Severity.ERROR,
      "@Flags on '%s', which is %s; a flags field is an integer (byte, short, int, long)"),
  NO_FLAGS_FIELD("FW061", Severity.ERROR,
      "@Presence on '%s' refers to %s; declare an integer component annotated @Flags before"
          + " '%s'%s"),
  FLAG_NOT_ONE_BIT("FW062", Severity.ERROR,
      "@Presence(flag = 0x%X) on '%s': a flag is a mask with exactly one bit set, within the"
          + " %d bits of flags field '%s'"),
  FLAG_TAKEN("FW063", Severity.ERROR,
      "flag 0x%X of field '%s' is already used by field '%s'; give each field its own bit, or,"
          + " where the format has one flag for several fields, move those fields into a nested"
          + " @Message record and make that one component optional with @Presence(flag = 0x%X)"),
  ABSENT_PRIMITIVE("FW064", Severity.ERROR,
      "'%s' is a primitive %s, which can not be absent; use %s (null when absent) or add"
          + " @WhenAbsent(value) to name the value that stands for absent"),
  PRESENCE_WIDTH("FW065", Severity.ERROR,
      "@Presence(bits = %d) on '%s': an optional value is whole bytes wide (8, 16, 24, ... up to"
          + " the %d bits of %s)"),
  PRESENCE_AND_WHEN("FW066", Severity.ERROR,
      "'%s' has both @Presence and @When; a field is made optional by one of them"),
  WHEN_FIELD_UNKNOWN("FW067", Severity.ERROR,
      "@When(field = \"%s\") on '%s': %s"),
  WHEN_VALUES("FW068", Severity.ERROR,
      "@When on '%s' must give exactly one of equal = {...} and notEqual = {...}"),
  WHEN_ABSENT_UNUSED("FW069", Severity.ERROR,
      "@WhenAbsent on '%s', which is %s; @WhenAbsent is for primitive components with"
          + " @Presence or @When, so remove it"),
  PRESENCE_ON_FIXED_COUNT("FW070", Severity.ERROR,
      "@Presence(bits = %d) on '%s', a %s: only integers and enums have alternative widths;"
          + " remove bits"),
  SAME_FLAG_TWICE("FW071", Severity.ERROR,
      "flag 0x%X is given twice in the @Presence alternatives of '%s', so the decoder could not"
          + " tell them apart; give each alternative its own bit"),
  OPTIONAL_NOT_WHOLE_BYTES("FW028", Severity.ERROR,
      "@Field(bits = %d) on optional '%s': an optional value is whole bytes wide (8, 16, 24, ..."
          + " up to the %d bits of %s), since the fields after it start where it ends; use"
          + " @Field(bits = %d), or put '%s' with the fields that share its byte into a nested"
          + " @Message record and make that one component optional"),
  OPTIONAL_PREFIX_NOT_WHOLE_BYTES("FW029", Severity.ERROR,
      "@%s(bits = %d) on optional '%s': its %s field is on the wire only with it, so it is whole"
          + " bytes wide (8, 16, 24 or 32 bits); use @%s(bits = %d)"),

  // Tagged unions
  UNION_NOT_INTERFACE("FW079", Severity.ERROR,
      "@Union on %s, which is %s; a union is a sealed interface whose variants are records"),
  UNION_NOT_SEALED("FW080", Severity.ERROR,
      "@Union on %s, which is not sealed; declare it 'sealed interface %s permits ...' so that"
          + " every variant is known at compile time"),
  UNION_BITS("FW081", Severity.ERROR,
      "@Union(bits = %d) on %s: a tag is 8, 16, 24, 32, 40, 48, 56 or 64 bits wide"),
  VARIANT_NOT_RECORD("FW082", Severity.ERROR,
      "%s, a variant of union %s, is not a record; variants are records with @Tag"),
  VARIANT_WITHOUT_TAG("FW083", Severity.ERROR,
      "%s, a variant of union %s, has no tag; add @Tag(value), or @UnknownTag for the variant"
          + " that keeps unknown tags"),
  TAG_DOES_NOT_FIT("FW084", Severity.ERROR,
      "@Tag(%d) on %s does not fit the %d-bit tag of union %s (0..%s)"),
  DUPLICATE_TAG("FW085", Severity.ERROR,
      "@Tag(%d) on %s is already the tag of %s; give each variant of %s its own tag"),
  UNKNOWN_VARIANT_SHAPE("FW086", Severity.ERROR,
      "@UnknownTag record %s has components (%s); it needs exactly (long tag, @Remaining byte[]"
          + " data) (the tag may be an int when it fits)"),
  TWO_UNKNOWN_VARIANTS("FW087", Severity.ERROR,
      "%s and %s are both @UnknownTag in union %s; keep one"),
  VARIANT_INVALID("FW088", Severity.ERROR,
      "variant %s of union %s has layout errors; fix the errors reported on %s"),
  UNION_WITHOUT_VARIANTS("FW089", Severity.ERROR,
      "union %s permits no variants; add records with @Tag"),

  // Framing: magic, terminators, padding, custom codecs, checksums
  MAGIC_INVALID("FW090", Severity.ERROR,
      "@Magic on %s: %s"),
  TERMINATOR_INVALID("FW091", Severity.ERROR,
      "@Delimited on %s: %s"),
  DELIMITED_NOT_APPLICABLE("FW092", Severity.ERROR,
      "@Delimited on '%s', which is %s; a terminator ends a String, a byte[], a list of"
          + " messages, or a value with @Using"),
  DELIMITED_WITH_SIZE("FW093", Severity.ERROR,
      "'%s' has both @Delimited and @%s; its end is given by one of them, so remove the other"),
  USING_INVALID("FW094", Severity.ERROR,
      "@Using(%s.class) on '%s': %s must be a public class with a public no-argument constructor"
          + " that implements io.framewright.runtime.ValueCodec<%s>"),
  PAD_INVALID("FW095", Severity.ERROR,
      "@Pad(%s = %d) on '%s': padding is a positive number of bits"),
  CHECKSUM_BITS("FW096", Severity.ERROR,
      "@Checksum(bits = %d) on %s: a checksum field is 8, 16, 24, 32 or 64 bits wide"),
  CHECKSUM_ON_UNION("FW078", Severity.ERROR,
      "@Checksum on union %s: a checksum belongs to a record; put it on each variant, or on a"
          + " record that contains the union"),

  TEXT_NOT_APPLICABLE("FW098", Severity.ERROR,
      "@Text on '%s', which is %s; a charset applies to String components, so remove it"),
  UNKNOWN_CHARSET("FW097", Severity.ERROR,
      "@Text(charset = \"%s\") on '%s': the JDK has no such charset; use a name such as UTF-8,"
          + " US-ASCII, ISO-8859-1, UTF-16LE or UTF-16BE"),

  // Warnings: legal, but likely not what was meant. Suppress with
  // @SuppressWarnings("framewright"), ("framewright:<name>") or ("FWnnn").
  UNDECLARED_PADDING("FW100", Severity.WARNING,
      "message %s is %d bits long, so its codec pads it with %d zero bit(s) to %d byte(s); declare"
          + " that with @Pad(after = %d) on '%s', or @SuppressWarnings(\"framewright:padding\")"),
  BOXED_ALWAYS_PRESENT("FW101", Severity.WARNING,
      "component '%s' is %s but always on the wire, so null can not be encoded; use %s, or make it"
          + " optional with @Presence or @When (@SuppressWarnings(\"framewright:boxed\"))"),
  LIST_TERMINATOR_CAN_START_ELEMENT("FW102", Severity.WARNING,
      "the terminator %s of list '%s' can also be the first byte of an element (%s), and such an"
          + " element would end the list early on decode (encoding it is an error); pick a"
          + " terminator no element starts with (@SuppressWarnings(\"framewright:terminator\"))"),
  ANNOTATION_WITHOUT_EFFECT("FW104", Severity.WARNING,
      "@%s on %s has no effect: %s (@SuppressWarnings(\"framewright:unused\"))"),
  TYPE_ANNOTATION_WITHOUT_MESSAGE("FW105", Severity.WARNING,
      "@%s on %s has no effect: %s (@SuppressWarnings(\"framewright:unused\"))"),

  // Processing
  UNRESOLVED_TYPE("FW040", Severity.ERROR,
      "message %s refers to type %s, which could not be resolved; check its name and imports"),
  INTERNAL_ERROR("FW099", Severity.ERROR,
      "the Framewright processor failed on %s: %s. This is a bug in Framewright, not in your"
          + " code; please report it with this message");

  /** How bad a diagnostic is. */
  public enum Severity {
    ERROR,
    WARNING
  }

  private final String id;
  private final Severity severity;
  private final String template;

  Diagnostic(String id, Severity severity, String template) {
    this.id = id;
    this.severity = severity;
    this.template = template;
  }

  /**
   * The names that suppress this warning in {@code @SuppressWarnings}: "framewright",
   * "framewright:&lt;short name&gt;" and its id.
   */
  public java.util.Set<String> suppressedBy() {
    String shortName = switch (this) {
      case UNDECLARED_PADDING -> "padding";
      case BOXED_ALWAYS_PRESENT -> "boxed";
      case LIST_TERMINATOR_CAN_START_ELEMENT -> "terminator";
      case ANNOTATION_WITHOUT_EFFECT, TYPE_ANNOTATION_WITHOUT_MESSAGE -> "unused";
      default -> name().toLowerCase(Locale.ROOT);
    };
    return java.util.Set.of("framewright", "framewright:" + shortName, id);
  }

  public String id() {
    return id;
  }

  public Severity severity() {
    return severity;
  }

  /** The message as printed: {@code [FW014] @Field(bits = 70) on 'x': ...}. */
  public String format(Object... args) {
    return "[" + id + "] " + String.format(Locale.ROOT, template, args);
  }
}
