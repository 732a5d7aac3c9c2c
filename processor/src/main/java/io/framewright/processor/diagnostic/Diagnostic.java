package io.framewright.processor.diagnostic;

import java.util.Locale;

/**
 * Every diagnostic the processor can report, with a stable id. Messages say what is wrong and
 * how to fix it; ids never change meaning, so users can search for them. Each template's
 * arguments are indexed ({@code %1$s}); where the wording depends on why the diagnostic is
 * reported, an argument is one of the diagnostic's {@link Reason}s, so that every message is
 * written here or there and a test can state it whole.
 */
public enum Diagnostic implements Wording {
  // Message types
  NOT_A_RECORD("FW001", Severity.ERROR,
      "@Message is only for records, but %1$s is %2$s; %3$s"),
  GENERIC_MESSAGE("FW002", Severity.ERROR,
      "message %1$s declares type parameters; a wire layout needs concrete types, so remove them"),
  INACCESSIBLE_MESSAGE("FW003", Severity.ERROR,
      "message %1$s is %2$s, so its generated codec (in the same package) can not use it; make it"
          + " package-private or public"),
  MESSAGE_ORDER_INHERIT("FW004", Severity.ERROR,
      "@Message(order = INHERIT) on %1$s: a message has nothing to inherit from; use BIG or"
          + " LITTLE"),

  INTERFACE_NOT_UNION("FW005", Severity.ERROR,
      "@Message on interface %1$s: an interface is a message only as a tagged union; make it a"
          + " sealed interface with @Union(bits = n), or declare a record"),
  CODEC_NAME_CLASH("FW006", Severity.ERROR,
      "%1$s and %2$s would both get the codec %3$s (a nested type's codec joins its names with"
          + " '_'); rename one of them"),
  HIDDEN_BY_CODEC_SUPPORT("FW009", Severity.ERROR,
      "the codec of %1$s would extend CodecSupport, whose member class Internal hides %2$s in"
          + " the codec's body; rename %2$s, or declare the message in a package other than"
          + " '%3$s'"),
  WRITE_FAILED("FW008", Severity.ERROR,
      "could not write %1$s: %2$s; check that the build's output folder for generated sources"
          + " and resources is writable and has room, then build again"),
  HIDDEN_PACKAGE("FW007", Severity.ERROR,
      "the codec of %1$s calls %2$s, which it must name in full because it uses another class"
          + " called %3$s too, and its variable '%4$s' would hide the package name '%4$s'; rename"
          + " one of the messages called %5$s"),

  // Field types
  UNSUPPORTED_TYPE("FW010", Severity.ERROR,
      "component '%1$s' has type %2$s, which has no wire form; use a primitive or its box,"
          + " String, an enum with @WireValue constants, a @Message record, or an array or List"
          + " of numbers, enums or messages"),
  BOXED_ARRAY("FW074", Severity.ERROR,
      "component '%1$s' has type %2$s, an array of boxes, which only a @Using codec reads and"
          + " writes; use %3$s[], or List<%4$s>"),
  ARRAY_NEEDS_COUNT("FW011", Severity.ERROR,
      "%1$s component '%2$s' needs a size; add @Count(n) for a fixed count, @Count(bits = n) for"
          + " a count field before it, or @Remaining if it runs to the end of the frame"),
  COUNT_NOT_ARRAY("FW012", Severity.ERROR,
      "@Count on '%1$s', which is %2$s, not an array or list; remove @Count"),
  COUNT_NOT_POSITIVE("FW013", Severity.ERROR,
      "@Count(%1$d) on '%2$s': an array holds at least 1 element; use @Count(1) or more"),

  // Widths and signedness
  BITS_OUT_OF_RANGE("FW014", Severity.ERROR,
      "@Field(bits = %1$d) on '%2$s': a field is 1 to 64 bits wide"),
  BITS_TOO_WIDE("FW015", Severity.ERROR,
      "@Field(bits = %1$d) on '%2$s': %3$s holds at most %4$d bits; use bits <= %4$d or a wider"
          + " type such as %5$s"),
  FLOAT_BITS("FW016", Severity.ERROR,
      "@Field(bits = %1$d) on '%2$s': %3$s is always %4$d bits on the wire; remove bits"),
  BITS_ON_MESSAGE("FW017", Severity.ERROR,
      "@Field(bits = %1$d) on '%2$s': the width of nested message %3$s comes from its own layout;"
          + " remove bits"),
  SIGNED_NOT_INTEGER("FW018", Severity.ERROR,
      "@Field(signed = true) on '%1$s': signedness applies to byte, short, int, long and enum"
          + " fields, not %2$s; remove signed"),
  ORDER_NOT_APPLICABLE("FW019", Severity.ERROR,
      "@Field(order = %1$s) on '%2$s': %3$s; remove order"),

  // Nested messages and arrays
  NESTED_NOT_MESSAGE("FW020", Severity.ERROR,
      "component '%1$s' has type %2$s, %3$s without @Message; annotate %2$s with @Message"),
  RECURSIVE_MESSAGE("FW021", Severity.ERROR,
      "component '%1$s' makes message %2$s contain itself (%3$s), which has no finite fixed"
          + " layout; break the cycle"),
  NESTED_INVALID("FW022", Severity.ERROR,
      "component '%1$s' has type %2$s, whose layout has errors; fix the errors reported on %2$s"),
  NOT_BYTE_ALIGNED("FW023", Severity.ERROR,
      "component '%1$s' (%2$s) starts at bit %3$d, inside a byte; nested messages, arrays and"
          + " variable-size fields start on a byte boundary, so make the fields before it add up"
          + " to a multiple of 8 bits (they add up to %3$d)"),
  ARRAY_ELEMENT_BITS("FW024", Severity.ERROR,
      "@Field(bits = %1$d) on array '%2$s': array elements are whole bytes (8, 16, 24, ... bits);"
          + " use a multiple of 8, or separate fields for sub-byte values"),

  MESSAGE_TOO_LARGE("FW025", Severity.ERROR,
      "component '%1$s' makes message %2$s %3$d bits long; a message is at most %4$d bits (128"
          + " MiB), so reduce the @Count or @Length"),
  LENGTH_NOT_MESSAGE_SIZE("FW026", Severity.ERROR,
      "@Length(%1$d) on '%2$s': %3$s always takes %4$d byte(s), so no other byte length can hold"
          + " it; use @Length(%4$d) or remove @Length"),
  LENGTH_NOT_WHOLE_ELEMENTS("FW027", Severity.ERROR,
      "@Length(%1$d) on '%2$s': its elements take %3$d bytes each, so %1$d bytes are not a whole"
          + " number of them; use a multiple of %3$d, such as @Length(%4$d)"),

  // Enums
  ENUM_MISSING_WIRE_VALUE("FW030", Severity.ERROR,
      "component '%1$s' has enum type %2$s, whose %3$s; give every constant of %2$s a"
          + " @WireValue (ordinals are never used on the wire)"),
  ENUM_DUPLICATE_WIRE_VALUE("FW031", Severity.ERROR,
      "component '%1$s' has enum type %2$s, whose constants %3$s and %4$s share @WireValue(%5$d);"
          + " give each constant its own value"),
  ENUM_VALUE_DOES_NOT_FIT("FW032", Severity.ERROR,
      "component '%1$s': @WireValue(%2$d) of %3$s.%4$s does not fit %5$d %6$s bits (%7$d..%8$d);"
          + " %9$s"),
  ENUM_WITHOUT_CONSTANTS("FW033", Severity.ERROR,
      "component '%1$s' has enum type %2$s, which has no constants, so no value can be encoded;"
          + " add constants with @WireValue"),

  // Component types, size fields, padding and custom codecs
  SIZE_FIELD_SHARED("FW034", Severity.ERROR,
      "@%1$s(field = \"%2$s\") on '%3$s': '%2$s' already holds the %4$s of '%5$s', and one field"
          + " can not hold two sizes that may differ; give '%3$s' a size field of its own (or a"
          + " prefix, @%1$s(bits = n))"),
  PAD_TOO_LARGE("FW035", Severity.ERROR,
      "@Pad(%1$s = %2$d) on '%3$s' makes message %4$s %5$d bits long; a message is at most %6$d"
          + " bits (128 MiB), so reduce the padding"),
  FIELD_WITH_USING("FW036", Severity.ERROR,
      "@Field(%1$s) on '%2$s', which has @Using(%3$s.class): its codec writes the whole wire"
          + " form, so @Field has no effect; remove @Field, or remove @Using"),
  CHECKSUM_PLACEHOLDER_DOES_NOT_FIT("FW037", Severity.ERROR,
      "@Checksum(placeholder = %1$s) on %2$s does not fit the %3$d-bit checksum field; use a"
          + " placeholder from 0 to %4$s"),
  CHECKSUM_ALGORITHM_INVALID("FW038", Severity.ERROR,
      "@Checksum(algorithm = %1$s.class) on %2$s: %3$s, and the generated codec makes an instance"
          + " of it with 'new %1$s()'; give a public, non-abstract class implementing"
          + " java.util.zip.Checksum, with a public no-argument constructor, not nested in a"
          + " private class"),
  INACCESSIBLE_COMPONENT_TYPE("FW039", Severity.ERROR,
      "component '%1$s' has type %2$s, %3$s that is %4$s, so the generated codec (a class of its"
          + " own in package %5$s) can not name it; %6$s"),
  CLASS_NOT_ACCESSIBLE("FW041", Severity.ERROR,
      "@%1$s on %2$s names a class that can not be accessed from here (javac reports why); the"
          + " generated codec in package %3$s makes an instance of it, so make that class public,"
          + " and every class it is nested in"),

  // Parts that run to the end of their input, and fixed text
  NESTED_RUNS_TO_END("FW042", Severity.ERROR,
      "component '%1$s' (%2$s) runs to the end of its input (%3$s), so it would take %4$s as well"
          + " and the codec could not decode its own encoding; %5$s"),
  ELEMENTS_RUN_TO_END("FW043", Severity.ERROR,
      "%1$s '%2$s' holds %3$s, which runs to the end of its input (%4$s), so its first element"
          + " would take the bytes of the others and the codec could not decode its own encoding;"
          + " %5$s, or end every %3$s with a terminator, @Delimited(terminator = ...)"),
  PAD_AFTER_REMAINING("FW044", Severity.ERROR,
      "@Pad(after = %1$d) on '%2$s', which takes the rest of the frame (@Remaining), so the pad"
          + " could never be read after it; remove the pad, or give '%2$s' a byte length before"
          + " it with @Length(bits = 16) in place of @Remaining"),
  BITLIST_NEEDS_SIZE("FW045", Severity.ERROR,
      "BitList component '%1$s' needs a size on the wire; add @Length(bits = n) for a byte length"
          + " before it, @Length(field = \"...\") for one held by an earlier component, or"
          + " @Remaining if it is the last component and runs to the end of the frame"),
  FIXED_TEXT_ZERO_BYTES("FW046", Severity.ERROR,
      "@Text(charset = \"%1$s\") on '%2$s', which has a fixed @Length(%3$d): fixed text is"
          + " zero-padded and ends at its first zero byte, but %1$s encodes %4$s with a zero"
          + " byte; give '%2$s' a byte length before it with @Length(bits = 16), or @Delimited,"
          + " or use UTF-8"),
  TERMINATOR_INSIDE_VALUE("FW154", Severity.ERROR,
      "@Delimited(terminator = %1$s) on %2$s: its component '%3$s' is ended by the terminator"
          + " %4$s, which holds %1$s, so whenever '%3$s' is on the wire the value of %2$s holds"
          + " the terminator that ends it, and the codec could not decode its own encoding (every"
          + " encode of it fails); give %2$s a terminator %4$s does not hold, or '%3$s' one that"
          + " does not hold %1$s"),

  // Variable sizes
  SIZE_FIELD_INVALID("FW049", Severity.ERROR,
      "@%1$s(field = \"%2$s\") on '%3$s': %4$s"),
  SIZE_UNSPECIFIED("FW050", Severity.ERROR,
      "@%1$s on '%2$s' gives neither a fixed size nor the bits of a size field; write @%1$s(4) or"
          + " @%1$s(bits = 8)"),
  SIZE_CONFLICTING("FW051", Severity.ERROR,
      "%1$s on '%2$s' give more than one size; keep one of them"),
  PREFIX_BITS_OUT_OF_RANGE("FW052", Severity.ERROR,
      "@%1$s(bits = %2$d) on '%3$s': a count or length field is 1 to 32 bits wide"),
  PREFIX_TOO_NARROW("FW053", Severity.ERROR,
      "@%1$s(bits = %2$d, max = %3$d) on '%4$s': %5$s field holds at most %6$d; widen bits to"
          + " %7$d or lower max"),
  LENGTH_NOT_APPLICABLE("FW054", Severity.ERROR,
      "@%1$s on '%2$s', which is %3$s; byte lengths apply to String, byte[], arrays, lists and"
          + " nested messages; remove it"),
  REMAINING_NOT_LAST("FW055", Severity.ERROR,
      "@Remaining on '%1$s', which is followed by '%2$s'; only the last component can take the"
          + " rest of the frame, so move it last or give it a @Length"),
  TEXT_NEEDS_SIZE("FW056", Severity.ERROR,
      "String component '%1$s' needs a size on the wire; add @Length(bits = n) for a length field"
          + " before it, @Length(n) for a fixed length, or @Remaining"),
  BITS_ON_VARIABLE("FW057", Severity.ERROR,
      "@Field(bits = %1$d) on '%2$s': the width of a %3$s comes from its size, not bits; remove"
          + " bits"),
  MAX_NOT_POSITIVE("FW058", Severity.ERROR,
      "@%1$s(max = %2$d) on '%3$s': the maximum is at least 1"),
  FIXED_SIZE_NOT_POSITIVE("FW059", Severity.ERROR,
      "@%1$s(%2$d) on '%3$s': a fixed size is at least 1"),
  EMPTY_ELEMENTS_UNBOUNDED("FW072", Severity.ERROR,
      "the elements of list '%1$s' (%2$s) can take no bytes, so a count read from the input would"
          + " not be bounded by the input's length; set @Count(max = ...) to the most a peer may"
          + " send"),
  EMPTY_ELEMENTS_NOT_COUNTED("FW073", Severity.ERROR,
      "the elements of list '%1$s' (%2$s) can take no bytes, so %3$s can not tell where the list"
          + " ends; count them with @Count(bits = ..., max = ...)"),

  // Presence flags and conditions
  FLAGS_NOT_INTEGER("FW060", Severity.ERROR,
      "@Flags on '%1$s', which is %2$s; a flags field is an integer (byte, short, int, long)"),
  NO_FLAGS_FIELD("FW061", Severity.ERROR,
      "@Presence on '%1$s' refers to %2$s"),
  FLAG_NOT_ONE_BIT("FW062", Severity.ERROR,
      "@Presence(flag = 0x%1$X) on '%2$s': a flag is a mask with exactly one bit set, within the"
          + " %3$d bits of flags field '%4$s'"),
  FLAG_TAKEN("FW063", Severity.ERROR,
      "flag 0x%1$X of field '%2$s' is already used by field '%3$s'; give each field its own bit,"
          + " or, where the format has one flag for several fields, move those fields into a"
          + " nested @Message record and make that one component optional with @Presence(flag ="
          + " 0x%1$X)"),
  ABSENT_PRIMITIVE("FW064", Severity.ERROR,
      "'%1$s' is a primitive %2$s, which can not be absent; use %3$s (null when absent) or add"
          + " @WhenAbsent(value) to name the value that stands for absent"),
  PRESENCE_WIDTH("FW065", Severity.ERROR,
      "@Presence(bits = %1$d) on '%2$s': an optional value is whole bytes wide (8, 16, 24, ... up"
          + " to the %3$d bits of %4$s)"),
  PRESENCE_AND_WHEN("FW066", Severity.ERROR,
      "'%1$s' has both @Presence and @When; a field is made optional by one of them"),
  WHEN_FIELD_UNKNOWN("FW067", Severity.ERROR,
      "@When(field = \"%1$s\") on '%2$s': %3$s"),
  WHEN_VALUES("FW068", Severity.ERROR,
      "@When on '%1$s' must give exactly one of equal = {...} and notEqual = {...}"),
  WHEN_ABSENT_UNUSED("FW069", Severity.ERROR,
      "@WhenAbsent on '%1$s', which is %2$s; @WhenAbsent is for primitive components with"
          + " @Presence or @When, so remove it"),
  PRESENCE_ON_FIXED_COUNT("FW070", Severity.ERROR,
      "@Presence(bits = %1$d) on '%2$s', a %3$s: only integers and enums have alternative widths;"
          + " remove bits"),
  SAME_FLAG_TWICE("FW071", Severity.ERROR,
      "flag 0x%1$X is given twice in the @Presence alternatives of '%2$s', so the decoder could"
          + " not tell them apart; give each alternative its own bit"),
  OPTIONAL_NOT_WHOLE_BYTES("FW028", Severity.ERROR,
      "@Field(bits = %1$d) on optional '%2$s': an optional value is whole bytes wide (8, 16, 24,"
          + " ... up to the %3$d bits of %4$s), since the fields after it start where it ends;"
          + " use @Field(bits = %5$d), or put '%2$s' with the fields that share its byte into a"
          + " nested @Message record and make that one component optional"),
  OPTIONAL_PREFIX_NOT_WHOLE_BYTES("FW029", Severity.ERROR,
      "@%1$s(bits = %2$d) on optional '%3$s': its %4$s field is on the wire only with it, so it"
          + " is whole bytes wide (8, 16, 24 or 32 bits); use @%1$s(bits = %5$d)"),

  // Tagged unions
  UNION_NOT_INTERFACE("FW079", Severity.ERROR,
      "@Union on %1$s, which is %2$s; a union is a sealed interface whose variants are records"),
  UNION_NOT_SEALED("FW080", Severity.ERROR,
      "@Union on %1$s, which is not sealed; declare it 'sealed interface %2$s permits ...' so"
          + " that every variant is known at compile time"),
  UNION_BITS("FW081", Severity.ERROR,
      "@Union(bits = %1$d) on %2$s: a tag is 1 to 64 bits wide; give bits = 1..64, or"
          + " @Union(varint = true) for a varint tag"),
  VARIANT_NOT_RECORD("FW082", Severity.ERROR,
      "%1$s, a variant of union %2$s, is not a record; variants are records with @Tag"),
  VARIANT_WITHOUT_TAG("FW083", Severity.ERROR,
      "%1$s, a variant of union %2$s, has no tag; add @Tag(value), or @UnknownTag for the variant"
          + " that keeps unknown tags"),
  TAG_DOES_NOT_FIT("FW084", Severity.ERROR,
      "@Tag(%1$d) on %2$s does not fit the %3$d-bit tag of union %4$s (0..%5$s)"),
  DUPLICATE_TAG("FW085", Severity.ERROR,
      "@Tag(%1$d) on %2$s is already the tag of %3$s; give each variant of %4$s its own tag"),
  UNKNOWN_VARIANT_SHAPE("FW086", Severity.ERROR,
      "@UnknownTag record %1$s has components (%2$s); its first component must hold the tag:"
          + " declare an integer component first, then the layout that follows the tag (long"
          + " tag, @Length(bits = 16) byte[] data), or (long tag, @Remaining byte[] data) to keep"
          + " every byte after it"),
  TWO_UNKNOWN_VARIANTS("FW087", Severity.ERROR,
      "%1$s and %2$s are both @UnknownTag in union %3$s; keep one"),
  VARIANT_INVALID("FW088", Severity.ERROR,
      "variant %1$s of union %2$s has layout errors; fix the errors reported on %1$s"),
  UNION_WITHOUT_VARIANTS("FW089", Severity.ERROR,
      "union %1$s permits no variants; add records with @Tag"),

  // Framing: magic, terminators, padding, custom codecs, checksums
  MAGIC_INVALID("FW090", Severity.ERROR,
      "@Magic on %1$s: %2$s"),
  TERMINATOR_INVALID("FW091", Severity.ERROR,
      "@Delimited on %1$s: %2$s"),
  DELIMITED_NOT_APPLICABLE("FW092", Severity.ERROR,
      "@Delimited on '%1$s', which is %2$s; a terminator ends a String, a byte[], a list of"
          + " messages, or a value with @Using"),
  DELIMITED_WITH_SIZE("FW093", Severity.ERROR,
      "'%1$s' has both @Delimited and @%2$s; its end is given by one of them, so remove the other"),
  USING_INVALID("FW094", Severity.ERROR,
      "@Using(%1$s.class) on '%2$s': %3$s must be a public class with a public no-argument"
          + " constructor that implements io.framewright.runtime.ValueCodec<%4$s>"),
  USING_MIN_BYTES_NEGATIVE("FW240", Severity.ERROR,
      "@Using(minBytes = %1$d) on '%2$s': the fewest bytes a value takes is 0 or more; give 0"
          + " when the codec may write nothing"),
  USING_NEVER_WRITES_NOT_A_BYTE("FW264", Severity.ERROR,
      "@Using(neverWrites = ...) on '%1$s' lists %2$d, which is not a byte value; give each byte"
          + " the codec never writes as 0 to 255 (0x00 to 0xff)"),
  USING_REJECTS_NOT_A_BYTE("FW265", Severity.ERROR,
      "@Using(rejects = ...) on '%1$s' lists %2$d, which is not a byte value; give each byte"
          + " the codec's read never accepts as 0 to 255 (0x00 to 0xff)"),
  PAD_INVALID("FW095", Severity.ERROR,
      "@Pad(%1$s = %2$d) on '%3$s': padding is a positive number of bits"),
  CHECKSUM_BITS("FW096", Severity.ERROR,
      "@Checksum(bits = %1$d) on %2$s: a checksum field is 8, 16, 24, 32 or 64 bits wide"),
  CHECKSUM_ON_UNION("FW078", Severity.ERROR,
      "@Checksum on union %1$s: a checksum belongs to a record; put it on each variant, or on a"
          + " record that contains the union"),

  TEXT_NOT_APPLICABLE("FW098", Severity.ERROR,
      "@Text on '%1$s', which is %2$s; a charset applies to String components, so remove it"),
  UNKNOWN_CHARSET("FW097", Severity.ERROR,
      "@Text(charset = \"%1$s\") on '%2$s': the JDK has no such charset; use a name such as"
          + " UTF-8, US-ASCII, ISO-8859-1, UTF-16LE or UTF-16BE"),

  // Varints
  VARINT_NOT_INTEGER("FW120", Severity.ERROR,
      "@Varint on '%1$s', which is %2$s; a varint holds an int or a long, so declare '%1$s' int"
          + " or long, or remove @Varint"),
  VARINT_MAX_BYTES("FW121", Severity.ERROR,
      "@Varint(maxBytes = %1$d) on '%2$s': a varint of %3$s takes 1 to %4$d bytes; use maxBytes"
          + " = 1 to %4$d, or leave it out for %4$d"),
  VARINT_WITH_FIELD("FW122", Severity.ERROR,
      "@Field(%1$s) on '%2$s', which has @Varint: a varint's width follows its value and its"
          + " groups go least significant first; remove %1$s (for a signed value use"
          + " @Varint(zigzag = true))"),
  VARINT_COMBINED("FW123", Severity.ERROR,
      "@%1$s on '%2$s', which has @Varint: %3$s"),
  VARINT_PREFIX_WITH("FW124", Severity.ERROR,
      "@%1$s(varint = true, %2$s) on '%3$s': a varint prefix is its own size field, 1 to 5 bytes,"
          + " least significant group first; remove %2$s"),
  VARINT_ZIGZAG_WITH_FORM("FW155", Severity.ERROR,
      "@Varint(zigzag = true, form = %1$s) on '%2$s': zigzag = true is the older spelling of"
          + " form = ZIGZAG, so the two disagree; remove zigzag = true, or write form = ZIGZAG"
          + " alone for a signed LEB128 varint"),
  QUIC_VARINT_MAX_BYTES("FW156", Severity.ERROR,
      "@Varint(form = QUIC, maxBytes = %1$d) on '%2$s': a QUIC varint takes 1, 2, 4 or 8 bytes,"
          + " as the two high bits of its first byte say (RFC 9000 section 16); use maxBytes ="
          + " 1, 2, 4 or 8, or leave it out for 8"),
  VARINT_FORM_ZIGZAG_SIZE("FW157", Severity.ERROR,
      "@%1$s(varintForm = ZIGZAG) on %2$s: a %3$s is never negative, so a ZigZag varint only"
          + " wastes its low bit; use varintForm = LEB128 (what varint = true writes) or"
          + " varintForm = QUIC"),
  VARINT_FORM_WITH("FW158", Severity.ERROR,
      "@%1$s(varintForm = %2$s, %3$s) on %4$s: the varint is its own %5$s, as many bytes as its"
          + " number needs; remove %3$s"),

  // @Trailing
  TRAILING_NOT_LAST("FW140", Severity.ERROR,
      "@Trailing on '%1$s', which '%2$s' follows: a trailing component is read whenever input"
          + " remains, so only the last components may be trailing; move '%1$s' after '%3$s', or"
          + " make '%2$s' @Trailing too"),
  TRAILING_COMBINED("FW141", Severity.ERROR,
      "'%1$s' has both @Trailing and @%2$s; a field is made optional by one of them, so remove"
          + " one"),
  TRAILING_BEFORE_CHECKSUM("FW142", Severity.ERROR,
      "@Trailing on '%1$s' of %2$s, whose checksum is at the end: the checksum's bytes would be"
          + " taken for '%1$s'; remove @Trailing, or move the checksum to the start"),
  TRAILING_PADDED("FW143", Severity.ERROR,
      "@Pad(%2$s = %3$d) on '%1$s', a @Trailing component: the padding would be on the wire"
          + " when '%1$s' is absent and be read as its first bytes; remove @Pad, or move '%1$s'"
          + " and its padding into a nested @Message record and make that component @Trailing"),

  // Warnings: legal, but likely not what was meant. Suppress with
  // @SuppressWarnings("framewright"), ("framewright:<name>") or ("FWnnn").
  UNDECLARED_PADDING("FW100", Severity.WARNING,
      "message %1$s is %2$d bits long, so its codec pads it with %3$d zero bit(s) to %4$d"
          + " byte(s); declare that with @Pad(after = %3$d) on '%5$s', or"
          + " @SuppressWarnings(\"framewright:padding\")"),
  BOXED_ALWAYS_PRESENT("FW101", Severity.WARNING,
      "component '%1$s' is %2$s but always on the wire, so null can not be encoded; use %3$s, or"
          + " make it optional with @Presence or @When (@SuppressWarnings(\"framewright:boxed\"))"),
  LIST_TERMINATOR_CAN_START_ELEMENT("FW102", Severity.WARNING,
      "the terminator %1$s of list '%2$s' can also be the first byte of an element (%3$s), and"
          + " such an element would end the list early on decode (encoding it is an error); pick"
          + " a terminator no element starts with (@SuppressWarnings(\"framewright:terminator\"))"),
  DECLARED_ACCESSOR("FW103", Severity.WARNING,
      "record %1$s declares accessor %2$s(), and its codec encodes what %2$s() returns but"
          + " decodes through the canonical constructor, so a value %2$s() changes does not"
          + " survive a round trip; remove %2$s() (the implicit one returns the field), or if it"
          + " normalises on purpose and keeps what it returned as it is, put"
          + " @SuppressWarnings(\"framewright:accessor\") on it"),
  ANNOTATION_WITHOUT_EFFECT("FW104", Severity.WARNING,
      "@%1$s on %2$s has no effect: %3$s (@SuppressWarnings(\"framewright:unused\"))"),
  TYPE_ANNOTATION_WITHOUT_MESSAGE("FW105", Severity.WARNING,
      "@%1$s on %2$s has no effect: %3$s (@SuppressWarnings(\"framewright:unused\"))"),

  // Size expressions: @Count/@Length(expr = "...")
  SIZE_EXPR_SYNTAX("FW130", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s': expected %4$s at character %5$d of the expression"
          + " (%6$s); write numbers, names of earlier components, + - * and parentheses, such as"
          + " expr = \"ihl * 4 - 20\""),
  SIZE_EXPR_UNKNOWN_NAME("FW131", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s': %4$s has no component '%5$s'; name one of the integer"
          + " components before '%3$s' (%6$s)"),
  SIZE_EXPR_LATER_NAME("FW132", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s': '%4$s' does not come before '%3$s', so its value is not"
          + " known when the size is read; declare '%4$s' before '%3$s'"),
  SIZE_EXPR_NOT_INTEGER("FW133", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s': '%4$s' is %5$s; a size expression names byte, short,"
          + " int or long components of a fixed width that are always on the wire (no"
          + " @Presence, @When, @Flags or @Using), so make '%4$s' one"),
  SIZE_EXPR_WITH_OTHER_SIZE("FW134", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s' also gives %4$s; the expression alone is the size, so"
          + " remove %4$s"),
  SIZE_EXPR_NAMES_NOTHING("FW135", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s' names no component, so the size never changes (%4$d);"
          + " write a fixed size, @%1$s(%5$d)"),
  SIZE_EXPR_TOO_LARGE("FW136", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s' can reach %4$s with the values its components hold,"
          + " beyond the +-2^62 a size is safely computed in; use narrower components or"
          + " smaller numbers"),
  SIZE_EXPR_OPTIONAL("FW137", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s': '%3$s' is optional, and a computed size applies only"
          + " to a component that is always on the wire; hold its size in a field,"
          + " @%1$s(field = \"n\"), or in a prefix, @%1$s(bits = 8)"),
  SIZE_EXPR_TOO_COMPLEX("FW138", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s' %4$s; a size expression has at most %5$d operators"
          + " and parentheses at most %6$d deep, so write a shorter one"),
  SIZE_EXPR_OWN_NAME("FW139", Severity.ERROR,
      "@%1$s(expr = \"%2$s\") on '%3$s' names '%3$s' itself, whose size it gives, so its"
          + " value is not known when the size is read; name integer components declared"
          + " before '%3$s'"),

  // Processing
  UNRESOLVED_TYPE("FW040", Severity.ERROR,
      "message %1$s refers to type %2$s, which could not be resolved; check its name and imports"),
  NESTING_TOO_DEEP("FW048", Severity.ERROR,
      "component '%1$s' of %2$s nests messages more than %3$d deep (down to %4$s); a message"
          + " nests others at most %3$d deep, so reduce the nesting, or read a nested part with"
          + " a @Using codec"),
  PROCESSOR_PATH_INCOMPLETE("FW047", Severity.ERROR,
      "the Framewright processor needs %1$s on the annotation processor path, next to"
          + " framewright-processor, and could not load %2$s from it, so it generates no codec;"
          + " add %1$s to the processor path (javac -processorpath; Maven's"
          + " annotationProcessorPaths and Gradle's annotationProcessor configuration bring it"
          + " with framewright-processor)"),
  // Unions selected by an earlier field (@Select)
  SELECT_FIELD_UNKNOWN("FW110", Severity.ERROR,
      "@Select(field = \"%1$s\") on '%2$s': there is no component of that name in %3$s; name an"
          + " integer or enum component of the same record declared before '%2$s', or one inside"
          + " an earlier nested message by its path ('header.type')"),
  SELECT_FIELD_LATER("FW111", Severity.ERROR,
      "@Select(field = \"%1$s\") on '%2$s': '%1$s' is not declared before '%2$s', and the"
          + " selector is read before the variant it selects; move '%1$s' up"),
  SELECT_FIELD_TYPE("FW112", Severity.ERROR,
      "@Select(field = \"%1$s\") on '%2$s': '%1$s' is %3$s; a selector is an integer (byte,"
          + " short, int or long, any width) or an enum component"),
  SELECT_FIELD_TAKEN("FW113", Severity.ERROR,
      "@Select(field = \"%1$s\") on '%2$s': '%1$s' %3$s, so the encoder can not write the"
          + " variant's tag there; use a component always on the wire that nothing else sets as"
          + " the selector"),
  SELECT_NOT_UNION("FW114", Severity.ERROR,
      "@Select on '%1$s', which is %2$s; put @Select on a component whose type is a @Union"
          + " sealed interface (not optional, an array or a list), or remove it"),
  SELECT_TAG_TOO_WIDE("FW115", Severity.ERROR,
      "@Tag(%1$s) on %2$s: '%3$s', which selects the variant of '%4$s', holds %5$s to %6$s; give"
          + " %2$s a tag in that range, or widen '%3$s'"),
  SELECT_TAG_NOT_ENUM_VALUE("FW116", Severity.ERROR,
      "@Tag(%1$s) on %2$s: '%3$s', which selects the variant of '%4$s', is enum %5$s, and no"
          + " constant has that wire value (they have %6$s); give %2$s one of them as its tag"),
  SELECT_UNION_FRAMED("FW117", Severity.ERROR,
      "@Select on '%1$s': union %2$s has @%3$s, which a selected union does not write (only its"
          + " variant is on the wire); remove @%3$s from %2$s, or drop @Select and write its tag"),

  UNION_VARINT_WITH_BITS("FW170", Severity.ERROR,
      "@Union(varint = true, bits = %1$d) on %2$s: a varint tag takes as many bytes as its"
          + " number needs, so it has no width; remove bits = %1$d"),
  VARINT_TAG_DOES_NOT_FIT("FW171", Severity.ERROR,
      "@Tag(%1$s) on %2$s does not fit the varint tag of union %3$s, which holds 0 to"
          + " 2147483647; give %2$s a tag in that range"),
  PACKED_VARIANT_OWN_MESSAGE("FW172", Severity.ERROR,
      "%1$s, a variant of union %2$s, has its own @Message, but the %3$d-bit tag of %2$s is"
          + " the first field of each variant laid out in it, sharing a byte with its first"
          + " fields; remove @Message from %1$s (it then takes the byte and bit order of %2$s),"
          + " or give %2$s a tag of whole bytes"),
  PACKED_VARIANT_TAGS("FW173", Severity.ERROR,
      "@Tag on %1$s gives it several tags, but each variant of union %2$s writes its %3$d-bit"
          + " tag itself, as a constant; give %1$s one tag (a record for each), or give %2$s a"
          + " tag of whole bytes"),
  SELECT_UNION_PACKED("FW174", Severity.ERROR,
      "@Select on '%1$s': the %3$d-bit tag of union %2$s is the first field of each of its"
          + " variants, so a selected variant would read it too; give %2$s a tag of whole bytes,"
          + " or drop @Select and let %2$s read its tag"),

  PACKED_VARIANT_SHARED("FW175", Severity.ERROR,
      "%1$s is a variant of union %2$s, whose %3$d-bit tag is the first field of each of its"
          + " variants, and of union %4$s too, whose codec would write that tag as well; declare"
          + " a record for each union"),

  TAG_RANGE_EMPTY("FW118", Severity.ERROR,
      "@Tag(from = %1$s, to = %2$s) on %3$s: the range has no tag; give from <= to (both"
          + " included, unsigned)"),

  ENUM_UNKNOWN_WITH_WIRE_VALUE("FW145", Severity.ERROR,
      "component '%1$s' has enum type %2$s, whose constant %3$s has both @UnknownValue and"
          + " @WireValue(%4$s); the catch-all stands for every value no other constant has, so"
          + " it has none of its own: remove @WireValue(%4$s) from %3$s"),
  ENUM_TWO_UNKNOWN_VALUES("FW146", Severity.ERROR,
      "component '%1$s' has enum type %2$s, whose constants %3$s and %4$s both have"
          + " @UnknownValue; an enum has at most one catch-all: keep @UnknownValue on %3$s and"
          + " give %4$s a @WireValue"),
  RAW_VALUE_INVALID("FW147", Severity.ERROR,
      "@RawValue(\"%2$s\") on '%1$s': %3$s"),
  OPEN_ENUM_WITHOUT_RAW("FW148", Severity.ERROR,
      "'%1$s' is of open enum %2$s (%3$s has @UnknownValue), and no component keeps its wire"
          + " value, so an unknown value could not be encoded back to its bytes; add a"
          + " component @RawValue(\"%1$s\") %4$s %1$sRaw"),
  OPEN_ENUM_UNSUPPORTED("FW149", Severity.ERROR,
      "'%1$s' is of open enum %2$s (%3$s has @UnknownValue) and %4$s, where an open enum is not"
          + " supported yet; declare '%1$s' as an integer, or remove @UnknownValue from %3$s"),

  FIELD_PATH_INVALID("FW150", Severity.ERROR,
      "@%1$s(%2$s) on '%3$s': %4$s"),
  PARENT_FIELD_INVALID("FW151", Severity.ERROR,
      "component '%1$s' has type %2$s, whose '%3$s' reads %4$s of the message that encloses it"
          + " (%5$s): %6$s"),
  PARENT_IN_UNION("FW152", Severity.ERROR,
      "%1$s, a variant of union %2$s, reads %3$s of the message that encloses it (its '%4$s'),"
          + " but %2$s has a magic of its own, which starts a message read alone, so no message"
          + " encloses it to pass the value; declare the value in %1$s, or remove the @Magic"
          + " from %2$s and hold it in a record that declares the value before the union"),
  PARENT_COMPONENT_NAME("FW153", Severity.ERROR,
      "component '%1$s' of %2$s has the name that starts a path into the message enclosing"
          + " this one ('%1$s.n' reads the enclosing message's 'n'), so no path could name the"
          + " component; rename '%1$s'"),

  // @Checksum on a record component: the checksum field anywhere, over a byte range
  COMPONENT_CHECKSUM_NOT_INTEGER("FW160", Severity.ERROR,
      "@Checksum on '%1$s': '%1$s' is %2$s; a checksum field is a byte, short, int or long"
          + " component that no size, condition or selector names, so %3$s"),
  COMPONENT_CHECKSUM_WIDTH("FW161", Severity.ERROR,
      "@Checksum on '%1$s': '%1$s' is %2$d bits wide; a checksum field is 8, 16, 32 or 64 bits"
          + " wide, so give it @Field(bits = %3$d)"),
  COMPONENT_CHECKSUM_PLACE("FW162", Severity.ERROR,
      "@Checksum on '%1$s': '%1$s' %2$s; a checksum component starts on a byte boundary in the"
          + " fixed start of the message, always on the wire, so the decoder can read it before"
          + " anything else: move it there"),
  COMPONENT_CHECKSUM_UNKNOWN_NAME("FW163", Severity.ERROR,
      "@Checksum(%1$s = \"%2$s\") on '%3$s': %4$s has no component '%2$s'; name one of %5$s"),
  COMPONENT_CHECKSUM_RANGE_NOT_FIXED("FW164", Severity.ERROR,
      "@Checksum(%1$s = \"%2$s\") on '%3$s': '%2$s' %4$s, so the range's %5$s is not known"
          + " before the message is parsed; name a component of the message's fixed start, or"
          + " give the range's length as expr"),
  COMPONENT_CHECKSUM_RANGE_BACKWARDS("FW165", Severity.ERROR,
      "@Checksum(from = \"%1$s\", to = \"%2$s\") on '%3$s': '%2$s' comes before '%1$s', so"
          + " the range would be empty; name the range's first component in from and its last in"
          + " to"),
  COMPONENT_CHECKSUM_TO_AND_EXPR("FW166", Severity.ERROR,
      "@Checksum(to = \"%1$s\", expr = \"%2$s\") on '%3$s': both end the range; remove one"
          + " of them"),
  COMPONENT_CHECKSUM_TYPE_MEMBER("FW167", Severity.ERROR,
      "@Checksum(%1$s = ...) on component '%2$s': %1$s is for a @Checksum on the type; the"
          + " component's own width and byte order are the field's (@Field), and where the range"
          + " covers it, it counts as zero: remove %1$s"),
  COMPONENT_CHECKSUM_TWO("FW168", Severity.ERROR,
      "@Checksum on '%1$s': %2$s already has a checksum (%3$s); a message has at most one, so"
          + " remove one of them"),
  COMPONENT_CHECKSUM_WHOLE_VARIABLE("FW169", Severity.ERROR,
      "@Checksum on '%1$s' covers the whole of %2$s, whose size varies, so the range's end is"
          + " known only once the message is parsed; give the range's length,"
          + " expr = \"...\", or its last component, to = \"...\", or put"
          + " @Checksum(bits = %3$d, at = Checksum.At.END) on %2$s"),

  // @View: zero-copy views of fixed-size record messages
  VIEW_NOT_A_MESSAGE("FW180", Severity.ERROR,
      "@View on %1$s, which is not a @Message record; a view reads the fields of a message, so"
          + " add @Message to %1$s, or remove @View"),
  VIEW_VARIABLE_SIZE("FW181", Severity.ERROR,
      "@View on %1$s, whose size varies in a way a view can not read in place (%2$s); views"
          + " are generated for fixed-size record messages, and for variable-size ones (ended"
          + " by a terminator or not) whose variable parts are text, bytes or lists of"
          + " fixed-size elements with their count or length before them (@Count/@Length with"
          + " bits or a varint, held by an earlier component, or an expr of earlier ones) or"
          + " running to the end"
          + " (@Remaining), text and bytes up to a terminator (@Delimited), @Varint values,"
          + " and nested messages that have views of their own (in a slice of bytes such a"
          + " length gives, or not), always on the wire or optional (@Presence, @When,"
          + " @Trailing; an optional scalar too), so give %1$s that shape, or remove @View from"
          + " it (a @View on its package leaves it out)"),
  VIEW_UNION("FW182", Severity.ERROR,
      "@View on union %1$s, whose variant %2$s a view can not read in place (%3$s); a union's"
          + " view holds a view of each variant (but the @UnknownTag one), so give %2$s a shape"
          + " a view reads (see FW181), or remove @View from %1$s (a @View on its package"
          + " leaves it out)"),
  VIEW_NESTED_WITHOUT_VIEW("FW183", Severity.ERROR,
      "%1$s gets a view, and its component '%2$s' is message %3$s, which gets none; the view"
          + " of %1$s reads '%2$s' through a view of %3$s, so add @View to %3$s (or to its"
          + " package)"),
  VIEW_NAME_TAKEN("FW184", Severity.ERROR,
      "component '%1$s' of %2$s has the name of %3$s, so the view could not have a getter for"
          + " it; rename '%1$s', or remove @View from %2$s"),

  // @View on a union
  VIEW_UNION_VARIANT_WITHOUT_VIEW("FW190", Severity.ERROR,
      "%1$s gets a view, and its variant %2$s gets none; the view of %1$s reads %2$s through a"
          + " view of %2$s, so add @View to %2$s (or to its package)"),
  VIEW_UNION_NAME_TAKEN("FW191", Severity.ERROR,
      "variant %1$s of %2$s would have the %5$s %3$s(), which is %4$s, so the view of %2$s"
          + " could not have it; rename %1$s, or remove @View from %2$s"),

  // @View on a record holding a union
  VIEW_UNION_PART("FW192", Severity.ERROR,
      "@View on %1$s, whose union component a view can not read in place (%2$s); a view reads"
          + " a union component through the union's view, which reads its tag on the wire (or"
          + " takes it from a selector of the record's own), and it finds the union's bytes"
          + " when the union runs as far as its own layout goes or has its length before it"
          + " (@Length with bits or a varint, or held by an earlier component), so give %1$s"
          + " that shape, or remove @View from it (a @View on its package leaves it out)"),

  // Value rules and constants: @Range, @OneOf, @Const, and @Count/@Length(min)
  RULE_NOT_APPLICABLE("FW193", Severity.ERROR,
      "@%1$s on '%2$s', %3$s; a value rule is for an integer the codec reads and writes as it"
          + " is (byte, short, char, int, long, a box, or an array or list of them), so remove"
          + " @%1$s"),
  RULE_ALLOWS_NOTHING("FW194", Severity.ERROR,
      "@%1$s(%2$s) on '%3$s' allows no value the field holds (%4$d..%5$d); give a min no"
          + " greater than the max, within the field's range"),
  RULE_VALUE_DOES_NOT_FIT("FW195", Severity.ERROR,
      "@%1$s on '%2$s': %3$d does not fit the field, which holds %4$d..%5$d; use a value in"
          + " that range, or make the field wider (@Field(bits))"),
  RULE_VALUE_TWICE("FW196", Severity.ERROR,
      "@OneOf on '%1$s' lists %2$d more than once; remove the repeats, so each value is listed"
          + " once"),
  RULE_COMBINED("FW197", Severity.ERROR,
      "@%1$s on '%2$s', which has @%3$s too; keep one of them: @Const for one value, @OneOf"
          + " for a list, @Range for bounds"),
  SIZE_MIN_NOT_ON_WIRE("FW198", Severity.ERROR,
      "@%1$s(min = %2$d) on '%3$s', whose size is %4$s; min bounds a size read from the wire"
          + " (bits, varint or expr), so remove min (a size that another component holds takes"
          + " @Range(min = %2$d) on that component)"),
  SIZE_MIN_OUT_OF_RANGE("FW199", Severity.ERROR,
      "@%1$s(min = %2$d) on '%3$s': the size is at most %4$d; use a min from 0 to %4$d"),

  // Terminator forms: @Delimited(include, consume)
  DELIMITED_FORM_NOT_APPLICABLE("FW210", Severity.ERROR,
      "@Delimited(%1$s) on %2$s; a terminator is kept in the value or left in the input only"
          + " for a String or byte[] component, so remove %1$s"),
  DELIMITED_LEFT_FOR_NOTHING("FW211", Severity.ERROR,
      "@Delimited(consume = false) on '%1$s', %2$s; the terminator is left in the input for"
          + " the part after it to read, which must always be on the wire, so put a component"
          + " that starts with the terminator after '%1$s', or remove consume = false"),
  DELIMITED_INCLUDED_AND_LEFT("FW212", Severity.ERROR,
      "@Delimited(include = true, consume = false) on '%1$s': the terminator would be both"
          + " the end of '%1$s' and the start of the part after it; keep one of include = true"
          + " and consume = false"),
  // Trailing-zero truncation: @Truncated (MAVLink 2's payload truncation)
  TRUNCATED_SHAPE("FW213", Severity.ERROR,
      "@Truncated on '%1$s', which is %2$s; trailing zeros are dropped from one nested message"
          + " or one union a @Select chooses, always on the wire, so put it on such a component"
          + " or remove it"),
  TRUNCATED_NO_LENGTH("FW214", Severity.ERROR,
      "@Truncated on '%1$s', %2$s; the length on the wire says how many bytes were kept, so give"
          + " '%1$s' a @Length with a prefix (bits or varint) or held by an earlier component of"
          + " this message (field)"),
  TRUNCATED_VARIABLE_SIZE("FW215", Severity.ERROR,
      "@Truncated on '%1$s': %2$s has no fixed size; a zero-filled byte has its place only in a"
          + " fixed layout, so make %2$s fixed-size or remove @Truncated"),
  TRUNCATED_KEEP("FW216", Severity.ERROR,
      "@Truncated(keep = %1$d) on '%2$s': keep is at most the smallest size of the part, %3$d"
          + " byte(s), and not below 0, so use a keep from 0 to %3$d"),
  // @Checksum(from = ...) on a type: a checksum at the END over the message from a component on
  TYPE_CHECKSUM_FROM_PLACE("FW200", Severity.ERROR,
      "@Checksum(from = \"%1$s\") on %2$s: %3$s; a checksum on the type covers its message from"
          + " the first byte of a component that starts at the same byte in every message"
          + " (always on the wire, on a byte boundary, after no part whose size varies) to the"
          + " end, so name such a component"),
  TYPE_CHECKSUM_FROM_AT_START("FW201", Severity.ERROR,
      "@Checksum(from = \"%1$s\") on %2$s: the checksum field is at the start, before the bytes"
          + " it would cover; a range that leaves out the message's first bytes (a PNG chunk's"
          + " length) is for a checksum at the end, so add at = Checksum.At.END, or put"
          + " @Checksum(from = \"%1$s\") on the component that holds the checksum"),
  TYPE_CHECKSUM_COMPONENT_MEMBER("FW202", Severity.ERROR,
      "@Checksum(%1$s = ...) on %2$s: %1$s is for a @Checksum on a component; a checksum on the"
          + " type covers its message up to the end (from its start, or from the component"
          + " named in from), so remove %1$s, or put @Checksum on the component that holds the"
          + " checksum"),
  // A variant's extra checksum bytes: @ChecksumExtra (MAVLink's CRC_EXTRA)
  CHECKSUM_EXTRA_BYTES("FW203", Severity.ERROR,
      "@ChecksumExtra on %1$s: %2$s; give the bytes fed to the checksum after the bytes it"
          + " covers, each 0 to 255 (0x00 to 0xff), at least one"),
  CHECKSUM_EXTRA_WITHOUT_CHECKSUM("FW204", Severity.ERROR,
      "@Select on '%1$s' chooses variants of %2$s that carry @ChecksumExtra, but %3$s has no"
          + " @Checksum on its type to feed them to; add @Checksum(...) on %3$s, or remove"
          + " @ChecksumExtra from the variants"),
  CHECKSUM_EXTRA_MISSING("FW205", Severity.ERROR,
      "%1$s, a variant of %2$s, has no @ChecksumExtra, but %3$s has; the checksum of a message"
          + " that selects a variant is fed the variant's extra bytes, so give %1$s its"
          + " @ChecksumExtra too, or remove it from every variant"),
  CHECKSUM_EXTRA_UNKNOWN_TAG("FW206", Severity.ERROR,
      "@UnknownTag on %1$s, a variant of %2$s whose variants carry @ChecksumExtra: a message of"
          + " an unknown tag has no extra bytes, so its checksum could not be checked; remove"
          + " the @UnknownTag variant (a tag no variant has is then a DecodeException, as"
          + " MAVLink's parsers drop a frame of an unknown id)"),
  CHECKSUM_EXTRA_PLACE("FW207", Severity.ERROR,
      "'%1$s' holds %2$s, whose variants carry @ChecksumExtra, %3$s; the extras are fed to the"
          + " checksum of the message whose component, always on the wire, a @Select on an"
          + " integer or enum component of that message chooses, so declare '%1$s' so, or"
          + " remove @ChecksumExtra from the variants"),
  CHECKSUM_EXTRA_TWICE("FW208", Severity.ERROR,
      "'%1$s' and '%2$s' of %3$s both choose variants that carry @ChecksumExtra; the checksum is"
          + " fed the extras of one selected variant, so keep @ChecksumExtra on the variants of"
          + " one of them"),
  // Constant bytes: @Const(bytes = ...) on a byte[] component
  CONST_BYTES_TYPE("FW220", Severity.ERROR,
      "@Const(bytes = ...) on '%1$s', which is %2$s; constant bytes are the bytes a byte[]"
          + " component always holds, so declare '%1$s' as byte[], or give an integer constant"
          + " as @Const(value)"),
  CONST_BYTES_NOT_A_BYTE("FW221", Severity.ERROR,
      "@Const(bytes = ...) on '%1$s' lists %2$d, which is not a byte value; give each byte as"
          + " 0 to 255 (0x00 to 0xff)"),
  CONST_BYTES_EMPTY("FW222", Severity.ERROR,
      "@Const(bytes = {}) on '%1$s' lists no byte; give the bytes the component always holds,"
          + " at least one"),
  CONST_BYTES_AND_VALUE("FW223", Severity.ERROR,
      "@Const(value = %2$d, bytes = ...) on '%1$s': value is an integer constant (on a byte[],"
          + " each element's) and bytes the array's own; keep one of them"),
  CONST_BYTES_SHAPE("FW224", Severity.ERROR,
      "@Const(bytes = ...) on '%1$s' (%2$d byte(s)), which has %3$s too; constant bytes are"
          + " always on the wire, as many as are listed, and read and written as they stand, so"
          + " remove %3$s"),
  // Back-references: @BackReference
  BACK_REFERENCE_NOT_APPLICABLE("FW230", Severity.ERROR,
      "@BackReference on '%1$s', %2$s; a back-reference ends a list of messages that"
          + " @Delimited ends where it is written whole, so declare a List of a message type"
          + " with @Delimited(terminator = ...), or remove @BackReference"),
  BACK_REFERENCE_WIDTH("FW231", Severity.ERROR,
      "@BackReference(markerBits = %1$d, offsetBits = %2$d) on '%3$s': a pointer is"
          + " 8, 16, 24 or 32 bits, its marker 1 to 7 of them; give markerBits and offsetBits"
          + " that add up to one of those (DNS: 2 and 14)"),
  BACK_REFERENCE_MARKER("FW232", Severity.ERROR,
      "@BackReference(marker = %1$d) on '%2$s' does not fit its %3$d marker bits; use a marker"
          + " from 1 to %4$d (0 would mark a pointer by bits the first byte of an element may"
          + " have)"),
  BACK_REFERENCE_TERMINATOR_MARKED("FW233", Severity.ERROR,
      "@BackReference(marker = %1$d) on '%2$s': the list's terminator starts with %3$s, whose"
          + " first %4$d bits are the marker, so a list written whole would end in what reads"
          + " as a pointer; give a marker the terminator's first byte does not carry"),
  BACK_REFERENCE_MAX_POINTERS("FW234", Severity.ERROR,
      "@BackReference(maxPointers = %1$d) on '%2$s': a back-reference follows at least one"
          + " pointer; use a maxPointers of 1 or more (DNS: 127)"),

  REPEAT_UNTIL_SHAPE("FW241", Severity.ERROR,
      "@RepeatUntil on '%1$s', which is %2$s; it ends a List or array of messages with the first"
          + " element meeting its condition, so put it on such a list or remove it"),
  REPEAT_UNTIL_NO_FIELD("FW242", Severity.ERROR,
      "@RepeatUntil(field = \"%1$s\") on '%2$s': %3$s has no component '%1$s'; name one of its"
          + " integer or boolean components"),
  REPEAT_UNTIL_FIELD_TYPE("FW243", Severity.ERROR,
      "@RepeatUntil(field = \"%1$s\") on '%2$s': '%1$s' of %3$s is %4$s; the condition reads an"
          + " integer or boolean component always on the wire, so name one"),
  REPEAT_UNTIL_MAX("FW244", Severity.ERROR,
      "@RepeatUntil(max = %1$d) on '%2$s': the list holds at least its last element, so give"
          + " max = 1 or more (the most elements an input may hold)"),
  REPEAT_UNTIL_AND_SIZE("FW245", Severity.ERROR,
      "@RepeatUntil on '%1$s', which has @%2$s too; the condition on its elements ends the list,"
          + " so remove @%2$s"),

  COVERS_SHAPE("FW250", Severity.ERROR,
      "@Covers on '%1$s', which is %2$s; the length of a span is an int or long component always"
          + " on the wire, of fixed width (@Field(bits)) or a @Varint, so put it on one or remove"
          + " it"),
  COVERS_THROUGH("FW251", Severity.ERROR,
      "@Covers(through = \"%1$s\") on '%2$s': %3$s; the span runs from the component after"
          + " '%2$s' through the one named, so name a component declared after '%2$s', or leave"
          + " through out to cover every component after it"),
  COVERS_PLACEMENT("FW252", Severity.ERROR,
      "@Covers on '%1$s': %2$s; a span starts after its length on a byte boundary and ends where"
          + " a part of variable size or the run of fixed-size fields it ends does, so %3$s"),
  COVERS_OVERLAP("FW253", Severity.ERROR,
      "@Covers on '%1$s': %2$s; a component has one size and spans do not overlap, so end one"
          + " span before the next length (a span inside a span goes in a nested record with its"
          + " own @Covers) or remove the other size"),
  COVERS_BOUNDS("FW254", Severity.ERROR,
      "@Covers(min = %1$d, max = %2$d) on '%3$s': the bounds of a span are 0 <= min <= max, so"
          + " give a min of 0 or more and a max of at least min"),
  BACK_REFERENCE_COMPRESS_MEASURED("FW255", Severity.ERROR,
      "'%1$s' %2$s, so its size is measured before it is written, and %3$s; a compressed list"
          + " is shorter than measured, so remove compress = true from the @BackReference of"
          + " '%4$s' (the list is then written whole, as DNS writes the names in RDATA) or move"
          + " it out of the measured part"),
  CATCH_ALL_TAG_TOO_NARROW("FW260", Severity.ERROR,
      "'%1$s', the tag component of @UnknownTag record %2$s, is %3$s, narrower than the"
          + " %4$d-bit tag of union %5$s; make it %6$s"),
  CATCH_ALL_TAG_ANNOTATED("FW261", Severity.ERROR,
      "@%1$s on '%2$s', the tag component of @UnknownTag record %3$s: it is read and written"
          + " as the tag of union %4$s; remove @%1$s (to change the tag's width or order,"
          + " change @Union)"),
  CATCH_ALL_SHARED("FW262", Severity.ERROR,
      "@UnknownTag record %1$s of declared shape is %2$s; its first component is read as the"
          + " tag of union %3$s only, so %4$s"),
  CATCH_ALL_SELECTED("FW263", Severity.ERROR,
      "@Select on '%1$s': the catch-all %2$s of union %3$s reads its tag component from the"
          + " wire, but a selected union has no tag there; give %2$s the form (long tag,"
          + " @Remaining byte[] data), or put the tag on the wire in %3$s and remove @Select"),

  INTERNAL_ERROR("FW099", Severity.ERROR,
      "the Framewright processor failed on %1$s: %2$s. This is a bug in Framewright, not in your"
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
      case DECLARED_ACCESSOR -> "accessor";
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

  @Override
  public String template() {
    return template;
  }

  /** The message as printed: {@code [FW014] @Field(bits = 70) on 'x': ...}. */
  public String format(Object... args) {
    return "[" + id + "] " + text(args);
  }
}
