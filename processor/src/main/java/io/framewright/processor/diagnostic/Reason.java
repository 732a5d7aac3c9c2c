package io.framewright.processor.diagnostic;

import static io.framewright.processor.diagnostic.Diagnostic.ANNOTATION_WITHOUT_EFFECT;
import static io.framewright.processor.diagnostic.Diagnostic.BACK_REFERENCE_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_ALGORITHM_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_BYTES;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_PLACE;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_NOT_INTEGER;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_PLACE;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_RANGE_NOT_FIXED;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_TWO;
import static io.framewright.processor.diagnostic.Diagnostic.ELEMENTS_RUN_TO_END;
import static io.framewright.processor.diagnostic.Diagnostic.EMPTY_ELEMENTS_NOT_COUNTED;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_MISSING_WIRE_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_VALUE_DOES_NOT_FIT;
import static io.framewright.processor.diagnostic.Diagnostic.FIELD_PATH_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.PARENT_FIELD_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.INACCESSIBLE_COMPONENT_TYPE;
import static io.framewright.processor.diagnostic.Diagnostic.INACCESSIBLE_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.LIST_TERMINATOR_CAN_START_ELEMENT;
import static io.framewright.processor.diagnostic.Diagnostic.MAGIC_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.NESTED_RUNS_TO_END;
import static io.framewright.processor.diagnostic.Diagnostic.NOT_A_RECORD;
import static io.framewright.processor.diagnostic.Diagnostic.OPEN_ENUM_UNSUPPORTED;
import static io.framewright.processor.diagnostic.Diagnostic.RAW_VALUE_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.RULE_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_MIN_NOT_ON_WIRE;
import static io.framewright.processor.diagnostic.Diagnostic.NO_FLAGS_FIELD;
import static io.framewright.processor.diagnostic.Diagnostic.ORDER_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_CONFLICTING;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_FIELD_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.TERMINATOR_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.TYPE_ANNOTATION_WITHOUT_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.TYPE_CHECKSUM_FROM_PLACE;
import static io.framewright.processor.diagnostic.Diagnostic.UNION_NOT_INTERFACE;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_FIELD_TAKEN;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_COMBINED;
import static io.framewright.processor.diagnostic.Diagnostic.VIEW_NAME_TAKEN;
import static io.framewright.processor.diagnostic.Diagnostic.WHEN_ABSENT_UNUSED;
import static io.framewright.processor.diagnostic.Diagnostic.WHEN_FIELD_UNKNOWN;

/**
 * The wordings of the part of a diagnostic that depends on why it is reported: each fills one
 * argument (its {@link #slot}, from 1) of one {@link Diagnostic}, whose id it shares. Together
 * with the diagnostics' own templates, every message the processor reports is made of these
 * entries and plain values (names, numbers, type descriptions), never of prose put together
 * where the problem is found. Arguments are indexed ({@code %1$s}), so one may appear twice.
 */
public enum Reason implements Wording {
  // FW001: what the @Message type is instead of a record
  KIND_CLASS(NOT_A_RECORD, 2,
      "a class"),
  KIND_ANNOTATION(NOT_A_RECORD, 2,
      "an annotation type"),
  KIND_ENUM(NOT_A_RECORD, 2,
      "an enum"),
  KIND_OTHER(NOT_A_RECORD, 2,
      "not a record"),
  KIND_KOTLIN_CLASS(NOT_A_RECORD, 2,
      "a Kotlin class"),

  // FW001: what to do instead; a Kotlin class has no 'record' to turn into
  DECLARE_RECORD(NOT_A_RECORD, 3,
      "declare it as 'record %1$s(...)'"),
  DECLARE_JAVA_RECORDS(NOT_A_RECORD, 3,
      "declare the messages as Java records in a small Java module of their own, built with"
          + " this processor, and use their codecs from Kotlin (a @JvmRecord data class does not"
          + " help: kapt fails on it)"),

  // FW003: what the message is, that its codec can not use it
  MESSAGE_PRIVATE(INACCESSIBLE_MESSAGE, 2,
      "private"),
  MESSAGE_LOCAL_RECORD(INACCESSIBLE_MESSAGE, 2,
      "a local record"),
  MESSAGE_LOCAL_TYPE(INACCESSIBLE_MESSAGE, 2,
      "a local type"),
  MESSAGE_IN_ANONYMOUS_CLASS(INACCESSIBLE_MESSAGE, 2,
      "declared in an anonymous class"),

  // FW019: why a byte order does not apply
  ORDER_OF_NESTED_MESSAGE(ORDER_NOT_APPLICABLE, 3,
      "the byte order of nested message %1$s is set by its own @Message"),
  ORDER_OF_TEXT(ORDER_NOT_APPLICABLE, 3,
      "text has no byte order"),
  ORDER_OF_SUB_BYTE(ORDER_NOT_APPLICABLE, 3,
      "it is %1$d bits wide, and byte order only applies to whole bytes (sub-byte fields follow"
          + " the message's bitOrder)"),
  ORDER_OF_UNALIGNED(ORDER_NOT_APPLICABLE, 3,
      "it starts at bit %1$d, inside a byte, and byte order only applies to byte-aligned fields"),
  ORDER_OF_ONE_BYTE(ORDER_NOT_APPLICABLE, 3,
      "it is a single byte, which has no byte order"),

  // FW030: the constants without @WireValue, all in one message
  MISSING_ONE_WIRE_VALUE(ENUM_MISSING_WIRE_VALUE, 3,
      "constant %1$s has no @WireValue"),
  MISSING_WIRE_VALUES(ENUM_MISSING_WIRE_VALUE, 3,
      "constants %1$s and %2$s have no @WireValue"),

  // FW032: how to make a wire value fit
  FIT_SIGNED(ENUM_VALUE_DOES_NOT_FIT, 9,
      "declare the field @Field(signed = true)"),
  FIT_WIDER(ENUM_VALUE_DOES_NOT_FIT, 9,
      "widen the field with @Field(bits = %1$d)"),

  // FW038: why the codec can not make an instance of the checksum algorithm
  ALGORITHM_INTERFACE(CHECKSUM_ALGORITHM_INVALID, 3,
      "it is an interface"),
  ALGORITHM_ABSTRACT(CHECKSUM_ALGORITHM_INVALID, 3,
      "it is abstract"),
  ALGORITHM_INACCESSIBLE(CHECKSUM_ALGORITHM_INVALID, 3,
      "it is %1$s"),
  ALGORITHM_INNER_CLASS(CHECKSUM_ALGORITHM_INVALID, 3,
      "it is an inner class (not static), made only with an instance of its enclosing class"),
  ALGORITHM_NO_CONSTRUCTOR(CHECKSUM_ALGORITHM_INVALID, 3,
      "it has no public no-argument constructor"),

  // FW039 (and FW038 through ALGORITHM_INACCESSIBLE): why a codec can not name a type
  ACCESS_LOCAL(INACCESSIBLE_COMPONENT_TYPE, 4,
      "a local class"),
  ACCESS_IN_LOCAL(INACCESSIBLE_COMPONENT_TYPE, 4,
      "nested in a local class"),
  ACCESS_PRIVATE(INACCESSIBLE_COMPONENT_TYPE, 4,
      "private"),
  ACCESS_IN_PRIVATE(INACCESSIBLE_COMPONENT_TYPE, 4,
      "nested in private %1$s %2$s"),
  ACCESS_NOT_PUBLIC(INACCESSIBLE_COMPONENT_TYPE, 4,
      "not public, in package %1$s"),
  ACCESS_IN_NOT_PUBLIC(INACCESSIBLE_COMPONENT_TYPE, 4,
      "nested in %1$s %2$s, not public, in package %3$s"),
  ACCESS_LOCAL_MESSAGE(INACCESSIBLE_COMPONENT_TYPE, 4,
      "local"),
  ACCESS_PRIVATE_MESSAGE(INACCESSIBLE_COMPONENT_TYPE, 4,
      "private or nested in a private type"),
  // FW039: how to make it accessible
  ACCESS_FIX_PACKAGE_PRIVATE(INACCESSIBLE_COMPONENT_TYPE, 6,
      "declare %1$s and every type it is nested in package-private or public"),
  ACCESS_FIX_PUBLIC(INACCESSIBLE_COMPONENT_TYPE, 6,
      "make %1$s and every type it is nested in public"),

  // FW042 and FW043: why a message runs to the end of its input
  ENDS_WITH_REMAINING(NESTED_RUNS_TO_END, 3,
      "%1$s is @Remaining"),
  ENDS_WITH_TRAILING(NESTED_RUNS_TO_END, 3,
      "%1$s is @Trailing, read whenever input remains"),
  ENDS_WITH_NESTED(NESTED_RUNS_TO_END, 3,
      "%1$s -> %2$s"),
  ENDS_WITH_UNKNOWN_VARIANT(NESTED_RUNS_TO_END, 3,
      "its @UnknownTag variant %1$s keeps every byte after an unknown tag"),
  ENDS_WITH_VARIANT(NESTED_RUNS_TO_END, 3,
      "its variant %1$s, where %2$s"),
  // FW042: what it would take
  TAKES_NEXT_COMPONENT(NESTED_RUNS_TO_END, 4,
      "'%1$s'"),
  TAKES_PAD(NESTED_RUNS_TO_END, 4,
      "its @Pad(after = %1$d)"),
  TAKES_CHECKSUM(NESTED_RUNS_TO_END, 4,
      "the checksum at the end of %1$s"),
  // FW042: how to end it
  END_BY_LENGTH_OR_LAST(NESTED_RUNS_TO_END, 5,
      "give it a byte length before it with @Length(bits = 16), or move it last"),
  END_LIST_LAST_OR_BY_LENGTH(NESTED_RUNS_TO_END, 5,
      "move it last, or give it a byte length before it with @Length(bits = 16) in place of"
          + " @Count"),
  END_WITHOUT_PAD(NESTED_RUNS_TO_END, 5,
      "remove the pad, or give it a byte length before it with @Length(bits = 16)"),
  END_LIST_WITHOUT_PAD(NESTED_RUNS_TO_END, 5,
      "remove the pad, or give it a byte length before it with @Length(bits = 16) in place of"
          + " @Count"),
  END_BEFORE_CHECKSUM(NESTED_RUNS_TO_END, 5,
      "mark it @Remaining, which ends it before the checksum, or give it a byte length before it"
          + " with @Length(bits = 16)"),
  END_LIST_BEFORE_CHECKSUM(NESTED_RUNS_TO_END, 5,
      "mark it @Remaining in place of @Count, which ends it before the checksum, or give it a"
          + " byte length before it with @Length(bits = 16)"),
  // FW043: how to end the message that runs to the end
  END_BY_LENGTH_NOT_REMAINING(ELEMENTS_RUN_TO_END, 5,
      "give %1$s a byte length before it with @Length(bits = 16) in place of @Remaining"),
  END_BY_LENGTH_NOT_TRAILING(ELEMENTS_RUN_TO_END, 5,
      "remove @Trailing from %1$s, so it is always on the wire"),
  END_WITHOUT_UNKNOWN_TAG(ELEMENTS_RUN_TO_END, 5,
      "remove @UnknownTag %1$s from %2$s (an unknown tag is then a decode error)"),

  // FW073: what would have to end a list of empty elements
  ENDED_BY_INPUT(EMPTY_ELEMENTS_NOT_COUNTED, 3,
      "the end of the input"),
  ENDED_BY_LENGTH(EMPTY_ELEMENTS_NOT_COUNTED, 3,
      "a byte length"),
  ENDED_BY_TERMINATOR(EMPTY_ELEMENTS_NOT_COUNTED, 3,
      "a terminator"),

  // FW079: what the @Union type is instead of an interface
  UNION_ON_RECORD(UNION_NOT_INTERFACE, 2,
      "a record"),
  UNION_ON_OTHER(UNION_NOT_INTERFACE, 2,
      "not an interface"),

  // FW049: what is wrong with the size field a @Count or @Length names
  SIZE_FIELD_MISSPELT(SIZE_FIELD_INVALID, 4,
      "there is no component of that name; did you mean '%1$s'?"),
  SIZE_FIELD_MISSING(SIZE_FIELD_INVALID, 4,
      "there is no component of that name in %1$s; a size field is an int or long component of"
          + " %1$s declared before '%2$s', one inside an earlier nested message named by its path"
          + " ('header.count'), or one of the message that encloses %1$s ('_parent.count')"),
  SIZE_FIELD_ITSELF(SIZE_FIELD_INVALID, 4,
      "that is '%1$s' itself; a size field is another component, an int or long declared before"
          + " '%1$s'"),
  SIZE_FIELD_LATER(SIZE_FIELD_INVALID, 4,
      "'%1$s' comes after '%2$s'; the size must be read before what it measures"),
  SIZE_FIELD_TYPE(SIZE_FIELD_INVALID, 4,
      "'%1$s' is %2$s; a size field is an int or long (with @WhenAbsent(0) if it is optional)"),
  SIZE_FIELD_FLAGS(SIZE_FIELD_INVALID, 4,
      "'%1$s' is a flags field"),
  SIZE_FIELD_OPTIONAL(SIZE_FIELD_INVALID, 4,
      "'%1$s' is optional; give it @WhenAbsent(0) so that absent means a size of 0"),

  // FW150: what is wrong with a path in field = "..." (@Count, @Length, @When)
  PATH_EMPTY_STEP(FIELD_PATH_INVALID, 4,
      "a path is component names joined by single dots, as in 'header.count', with a name"
          + " before, between and after the dots"),
  PATH_ENCLOSING(FIELD_PATH_INVALID, 4,
      "a component of the message that encloses %2$s is read as '%1$s.name' (one name after"
          + " '%1$s') by @Count, @Length and @When only; declare the value in %2$s"),
  PATH_STEP_MISSING(FIELD_PATH_INVALID, 4,
      "%1$s has no component '%2$s'; its components are %3$s"),
  PATH_STEP_MISSPELT(FIELD_PATH_INVALID, 4,
      "%1$s has no component '%2$s'; did you mean '%3$s'?"),
  PATH_START_LATER(FIELD_PATH_INVALID, 4,
      "'%1$s' is not declared before '%2$s', and a path starts at a nested message decoded"
          + " before the component that reads it; move '%1$s' up"),
  PATH_STEP_NOT_MESSAGE(FIELD_PATH_INVALID, 4,
      "'%1$s' is %2$s, and each step before the last is one nested @Message record (not an"
          + " array, a list, a union or a @Using component); end the path at '%1$s' or name a"
          + " value inside a nested record"),
  PATH_STEP_OPTIONAL(FIELD_PATH_INVALID, 4,
      "'%1$s' is optional, so the value the path names may not be there; name a value"
          + " through components always on the wire"),
  PATH_LEAF_TYPE(FIELD_PATH_INVALID, 4,
      "'%1$s' is %2$s, and %3$s"),
  PATH_LEAF_SET(FIELD_PATH_INVALID, 4,
      "'%1$s' %2$s, so the encoder of %3$s writes its own value there and not the record's;"
          + " name a component whose value goes on the wire as the record holds it"),
  PATH_ON_OPTIONAL(FIELD_PATH_INVALID, 4,
      "'%1$s' is optional, and a size read through a path is supported for components always"
          + " on the wire; give '%1$s' a size of its own (@%2$s(bits = n)) or make it always"
          + " present"),

  // FW151: what is wrong with the enclosing message's component a nested one reads
  PARENT_MISSING(PARENT_FIELD_INVALID, 6,
      "%1$s has no component '%2$s'; declare '%2$s' in %1$s before '%3$s'"),
  PARENT_MISSPELT(PARENT_FIELD_INVALID, 6,
      "%1$s has no component '%2$s'; did you mean '%3$s'?"),
  PARENT_LATER(PARENT_FIELD_INVALID, 6,
      "'%1$s' comes after '%2$s', and is decoded after it; move '%1$s' before '%2$s'"),
  PARENT_TYPE(PARENT_FIELD_INVALID, 6,
      "'%1$s' is %2$s, and %3$s"),
  PARENT_OPTIONAL(PARENT_FIELD_INVALID, 6,
      "'%1$s' is optional, so it may hold no value to pass; make '%1$s' always present"),
  PARENT_SET(PARENT_FIELD_INVALID, 6,
      "'%1$s' %2$s, so the encoder writes its own value there and not the record's; name a"
          + " component whose value goes on the wire as the record holds it"),

  // FW123: what a varint can not be combined with
  // FW147: why @RawValue can not keep the named component's wire value
  RAW_NO_COMPONENT(RAW_VALUE_INVALID, 3,
      "the message has no component '%1$s'; name the open enum component whose wire value"
          + " '%2$s' keeps"),
  RAW_NOT_OPEN_ENUM(RAW_VALUE_INVALID, 3,
      "'%1$s' is not of an enum with an @UnknownValue constant, so every value it takes has a"
          + " constant; give its enum a catch-all constant with @UnknownValue, or remove"
          + " @RawValue"),
  RAW_WRONG_TYPE(RAW_VALUE_INVALID, 3,
      "'%1$s' is %2$s, which does not hold the %3$s-bit wire value of '%4$s'; declare it as"
          + " %5$s"),
  RAW_WITH_LAYOUT(RAW_VALUE_INVALID, 3,
      "it also has @%1$s, but it is not on the wire (it holds the wire value of '%2$s');"
          + " remove @%1$s"),
  RAW_REFERENCED(RAW_VALUE_INVALID, 3,
      "'%1$s' names it in @%2$s, but it is not on the wire, so the decoder does not have it"
          + " there; name a component that is on the wire"),
  RAW_TAKEN(RAW_VALUE_INVALID, 3,
      "'%1$s' already keeps the wire value of '%2$s'; remove one of them"),

  // FW149: where an open enum is not supported yet
  OPEN_IN_SEQUENCE(OPEN_ENUM_UNSUPPORTED, 4,
      "is an array or list, whose elements would each need a raw value"),
  OPEN_OPTIONAL(OPEN_ENUM_UNSUPPORTED, 4,
      "is optional (@Presence or @When)"),

  VARINT_WITH_USING(VARINT_COMBINED, 3,
      "the @Using codec would read and write it instead; keep one of them"),
  VARINT_WITH_SIZE(VARINT_COMBINED, 3,
      "a varint's own bytes say where it ends, so it takes no size; remove @%1$s"),
  VARINT_WITH_FLAGS(VARINT_COMBINED, 3,
      "the bits of a flags field sit at fixed places; give it @Field(bits = n) instead of"
          + " @Varint"),
  VARINT_WITH_PRESENCE_BITS(VARINT_COMBINED, 3,
      "a varint's width follows its value, so it has no alternative widths; remove bits = %1$d"),

  // FW051: the sizes given together
  SIZES_COUNT_AND_LENGTH(SIZE_CONFLICTING, 1,
      "@Count and @%1$s"),
  SIZES_LENGTH_AND_REMAINING(SIZE_CONFLICTING, 1,
      "@Length and @Remaining"),
  SIZES_VALUE_AND_BITS(SIZE_CONFLICTING, 1,
      "the value and bits of @%1$s"),

  // FW061: which flags field was not found
  FLAGS_FIELD_NONE(NO_FLAGS_FIELD, 2,
      "no flags field; declare an integer component annotated @Flags before '%1$s'"),
  FLAGS_FIELD_MISSING(NO_FLAGS_FIELD, 2,
      "'%1$s'; declare an integer component annotated @Flags before '%2$s'"),
  FLAGS_FIELD_MISSPELT(NO_FLAGS_FIELD, 2,
      "'%1$s'; declare an integer component annotated @Flags before '%2$s'; did you mean '%3$s'?"),

  // FW067: what is wrong with the component a @When reads
  WHEN_FIELD_ITSELF(WHEN_FIELD_UNKNOWN, 3,
      "that is '%1$s' itself, and a component can not decide whether it is on the wire; name"
          + " another component, an integer declared before '%1$s'"),
  WHEN_FIELD_LATER(WHEN_FIELD_UNKNOWN, 3,
      "'%1$s' comes after '%2$s', and a condition reads a component declared before it; move"
          + " '%1$s' up"),
  WHEN_FIELD_MISSPELT(WHEN_FIELD_UNKNOWN, 3,
      "there is no component of that name; did you mean '%1$s'?"),
  WHEN_FIELD_MISSING(WHEN_FIELD_UNKNOWN, 3,
      "there is no component of that name in %1$s; a condition reads an integer component of"
          + " %1$s declared before '%2$s', one inside an earlier nested message named by its path"
          + " ('header.flags'), or one of the message that encloses %1$s ('_parent.flags')"),
  WHEN_FIELD_TYPE(WHEN_FIELD_UNKNOWN, 3,
      "'%1$s' is %2$s, and a condition reads an integer (byte, short, int or long)"),
  WHEN_FIELD_OPTIONAL(WHEN_FIELD_UNKNOWN, 3,
      "'%1$s' is itself optional, so it can not decide whether '%2$s' is on the wire"),

  // FW113: why the selector's value is not free for @Select
  SELECT_TAKEN_OPTIONAL(SELECT_FIELD_TAKEN, 3,
      "is optional (@Presence or @When), and may be off the wire"),
  SELECT_TAKEN_FLAGS(SELECT_FIELD_TAKEN, 3,
      "is a @Flags field, whose bits the encoder sets"),
  SELECT_TAKEN_SIZE(SELECT_FIELD_TAKEN, 3,
      "holds the size of '%1$s', which the encoder writes there"),
  SELECT_TAKEN_TWICE(SELECT_FIELD_TAKEN, 3,
      "selects the variant of '%1$s' too, and each selector is written from one variant"),
  SELECT_TAKEN_WHEN(SELECT_FIELD_TAKEN, 3,
      "decides whether '%1$s' is on the wire (@When), which the encoder tests on the record's"
          + " value, not on the tag it writes"),

  // FW069: why @WhenAbsent is not needed
  WHEN_ABSENT_ALWAYS_THERE(WHEN_ABSENT_UNUSED, 2,
      "always on the wire"),
  WHEN_ABSENT_NULL(WHEN_ABSENT_UNUSED, 2,
      "%1$s (null is absent)"),

  // FW090: what is wrong with @Magic
  MAGIC_TWICE(MAGIC_INVALID, 2,
      "give the bytes once, as ascii = \"...\" or as value = {...}, not both"),
  MAGIC_EMPTY(MAGIC_INVALID, 2,
      "give at least one byte, as ascii = \"...\" or value = {...}"),
  MAGIC_NOT_ASCII(MAGIC_INVALID, 2,
      "'%1$s' in ascii = \"%2$s\" is not US-ASCII; give such bytes as value = {...}"),
  MAGIC_NOT_A_BYTE(MAGIC_INVALID, 2,
      "byte %1$d is not between 0 and 255"),

  // FW091: what is wrong with @Delimited
  TERMINATOR_EMPTY(TERMINATOR_INVALID, 2,
      "a terminator has at least one byte"),
  TERMINATOR_NOT_A_BYTE(TERMINATOR_INVALID, 2,
      "terminator byte %1$d is not between 0 and 255"),
  TERMINATOR_MAX(TERMINATOR_INVALID, 2,
      "max is at least 1"),

  // FW102: what an element can begin with
  ELEMENT_STARTS_ANYHOW(LIST_TERMINATOR_CAN_START_ELEMENT, 3,
      "%1$s can begin with any byte"),
  ELEMENT_STARTS_WITH(LIST_TERMINATOR_CAN_START_ELEMENT, 3,
      "%1$s can begin with %2$s"),

  // FW104: where the annotation is, and why it has no effect there
  ON_COMPONENT(ANNOTATION_WITHOUT_EFFECT, 2,
      "component '%1$s' of %2$s %3$s"),
  ON_FIELD(ANNOTATION_WITHOUT_EFFECT, 2,
      "field '%1$s' of %2$s %3$s"),
  ON_STATIC_FIELD(ANNOTATION_WITHOUT_EFFECT, 2,
      "static field '%1$s' of %2$s %3$s"),
  UNUSED_WIRE_VALUE(ANNOTATION_WITHOUT_EFFECT, 3,
      "@WireValue gives an enum constant its wire value"),
  UNUSED_ON_STATIC_FIELD(ANNOTATION_WITHOUT_EFFECT, 3,
      "a static field is not part of a record's wire form"),
  UNUSED_OUTSIDE_RECORD(ANNOTATION_WITHOUT_EFFECT, 3,
      "Framewright reads the components of @Message records, and %1$s is %2$s; declare it as a"
          + " record with @Message"),
  UNUSED_IN_PLAIN_RECORD(ANNOTATION_WITHOUT_EFFECT, 3,
      "%1$s is neither a @Message nor a variant of a @Union, so no codec reads it (nor the other"
          + " Framewright annotations of its components); add @Message to %1$s"),

  // FW105: why a type-level annotation has no effect
  UNUSED_TAG(TYPE_ANNOTATION_WITHOUT_MESSAGE, 3,
      "%1$s does not implement a @Union interface, so it is not a variant; add it to the permits"
          + " clause of a sealed @Union interface it implements"),
  UNUSED_UNION(TYPE_ANNOTATION_WITHOUT_MESSAGE, 3,
      "a union is a message only with @Message; add @Message to %1$s"),
  UNUSED_ON_PLAIN_TYPE(TYPE_ANNOTATION_WITHOUT_MESSAGE, 3,
      "%1$s is neither a @Message nor a variant of a @Union, so no codec reads it; add @Message"
          + " to %1$s, or remove @%2$s"),

  // FW160: how to make a component the checksum field
  CHECKSUM_DECLARE_INTEGER(COMPONENT_CHECKSUM_NOT_INTEGER, 3,
      "declare it as one (int for a 16-bit checksum)"),
  CHECKSUM_OWN_COMPONENT(COMPONENT_CHECKSUM_NOT_INTEGER, 3,
      "give the value @%1$s reads a component of its own"),

  // FW162: where a checksum component is that the decoder can not read it first
  CHECKSUM_OPTIONAL(COMPONENT_CHECKSUM_PLACE, 2,
      "is optional"),
  CHECKSUM_AFTER_VARIABLE(COMPONENT_CHECKSUM_PLACE, 2,
      "comes after a part whose size varies"),
  CHECKSUM_NOT_ON_BYTE(COMPONENT_CHECKSUM_PLACE, 2,
      "starts at byte %1$d, bit %2$d"),

  // FW164: why a component naming the range's end has no fixed place
  RANGE_END_OPTIONAL(COMPONENT_CHECKSUM_RANGE_NOT_FIXED, 4,
      "is optional"),
  RANGE_END_AFTER_VARIABLE(COMPONENT_CHECKSUM_RANGE_NOT_FIXED, 4,
      "is or comes after a part whose size varies"),

  // FW168: the checksum a message already has
  CHECKSUM_ON_TYPE(COMPONENT_CHECKSUM_TWO, 3,
      "@Checksum on the type"),

  // FW184: which method of the view a component's getter would clash with
  VIEW_METHOD_OF_COMPONENT(VIEW_NAME_TAKEN, 3,
      "the view's method %1$s() for component '%2$s'"),
  VIEW_OWN_METHOD(VIEW_NAME_TAKEN, 3,
      "the view's own method %1$s()"),

  // FW193: why a component takes no value rule
  RULE_TYPE(RULE_NOT_APPLICABLE, 3,
      "which is %1$s"),
  RULE_USING(RULE_NOT_APPLICABLE, 3,
      "whose @Using codec reads and writes its value"),
  RULE_RAW_VALUE(RULE_NOT_APPLICABLE, 3,
      "which holds the raw value of '%1$s' and is not on the wire itself"),
  RULE_CHECKSUM(RULE_NOT_APPLICABLE, 3,
      "a checksum the encoder computes"),
  RULE_FLAGS(RULE_NOT_APPLICABLE, 3,
      "a flags field whose bits the encoder sets from which components are present"),
  RULE_SELECTOR(RULE_NOT_APPLICABLE, 3,
      "which selects the variant of '%1$s', whose tags say which values it takes"),
  RULE_EXPRESSION_TERM(RULE_NOT_APPLICABLE, 3,
      "a term of the size expression of '%1$s', which the encoder may set from the size"),

  // FW198: where a size with a min is not on the wire
  SIZE_FIXED(SIZE_MIN_NOT_ON_WIRE, 4,
      "fixed"),
  SIZE_HELD(SIZE_MIN_NOT_ON_WIRE, 4,
      "held by '%1$s'"),

  // FW200: why the component a type's checksum range starts at can not start it
  FROM_UNKNOWN(TYPE_CHECKSUM_FROM_PLACE, 3,
      "it has no component '%1$s' (its components: %2$s)"),
  FROM_OPTIONAL(TYPE_CHECKSUM_FROM_PLACE, 3,
      "'%1$s' is optional"),
  FROM_AFTER_VARIABLE(TYPE_CHECKSUM_FROM_PLACE, 3,
      "'%1$s' is or comes after a part whose size varies"),
  FROM_NOT_ON_BYTE(TYPE_CHECKSUM_FROM_PLACE, 3,
      "'%1$s' starts at byte %2$d, bit %3$d"),

  // FW203: why a variant's extra checksum bytes are not bytes
  EXTRA_EMPTY(CHECKSUM_EXTRA_BYTES, 2,
      "it lists no byte"),
  EXTRA_NOT_A_BYTE(CHECKSUM_EXTRA_BYTES, 2,
      "it lists %1$d, which is not a byte value"),

  // FW207: why a component can not feed its variant's extra to the message's checksum
  EXTRA_IN_A_LIST(CHECKSUM_EXTRA_PLACE, 3,
      "as the elements of a list"),
  EXTRA_NOT_SELECTED(CHECKSUM_EXTRA_PLACE, 3,
      "with the union's own tag, not a @Select"),
  EXTRA_SELECTOR_NESTED(CHECKSUM_EXTRA_PLACE, 3,
      "selected by '%1$s', in a nested record"),
  EXTRA_OPTIONAL(CHECKSUM_EXTRA_PLACE, 3,
      "which is optional"),

  // FW230's {2}: why the component can not end at a back-reference
  BACK_REFERENCE_NOT_LIST(BACK_REFERENCE_NOT_APPLICABLE, 2,
      "which is %1$s, not a List of messages"),
  BACK_REFERENCE_NOT_DELIMITED(BACK_REFERENCE_NOT_APPLICABLE, 2,
      "a list without @Delimited"),
  BACK_REFERENCE_OPTIONAL(BACK_REFERENCE_NOT_APPLICABLE, 2,
      "which is optional (%1$s)"),
  BACK_REFERENCE_USING(BACK_REFERENCE_NOT_APPLICABLE, 2,
      "which a @Using codec reads and writes");

  private final Diagnostic diagnostic;
  private final int slot;
  private final String template;

  Reason(Diagnostic diagnostic, int slot, String template) {
    this.diagnostic = diagnostic;
    this.slot = slot;
    this.template = template;
  }

  /** The diagnostic whose message this wording is part of. */
  public Diagnostic diagnostic() {
    return diagnostic;
  }

  /** Which argument of {@link #diagnostic()} this wording is, from 1. */
  public int slot() {
    return slot;
  }

  /** The wording's format; {@link #text} fills it in, to pass as argument {@link #slot()}. */
  @Override
  public String template() {
    return template;
  }
}
