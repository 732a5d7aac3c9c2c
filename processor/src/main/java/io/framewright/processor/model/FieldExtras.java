package io.framewright.processor.model;

import java.util.List;

/**
 * Less common per-component declarations.
 *
 * @param padBefore {@code @Pad(before)} zero bits
 * @param padAfter {@code @Pad(after)} zero bits
 * @param delimited {@code @Delimited} terminator, or null
 * @param using {@code @Using} codec class, or null
 * @param usingValid whether that class implements {@code ValueCodec} for the component's type and
 *     has a public no-argument constructor (checked by the reading stage, which sees types)
 * @param textCharset the charset of a {@code @Text} annotation, or null without one
 * @param usingPrimitive {@code "Long"} or {@code "Int"} when the {@code @Using} class implements
 *     {@code ValueCodec.OfLong} or {@code OfInt} for a primitive component of that type (the
 *     generated code calls {@code writeLong} and so on, without boxing); otherwise {@code ""}
 * @param usingUnreadable whether {@code @Using} names a class javac could not give the
 *     processor (one it can not access from there, which javac reports itself); {@code using}
 *     is then null
 * @param select the component named by {@code @Select(field)}, the selector of this union
 *     component's variant, or null without {@code @Select}
 * @param varint {@code @Varint}, or null
 * @param rawOf the open enum component named by {@code @RawValue}, whose wire value this
 *     component holds (it is then not on the wire itself), or null without {@code @RawValue}
 * @param checksum {@code @Checksum} on the component, or null
 * @param accessor the component's accessor when the record declares one that may return other
 *     than the component's value (more than {@code return x;}), which the encoder writes; or
 *     null
 * @param rule {@code @Range}, {@code @OneOf} or {@code @Const}, or null
 * @param constBytes {@code @Const(bytes = ...)} as written (validation checks each is a byte),
 *     or null without it
 * @param usingMinBytes {@code @Using(minBytes)}: the fewest bytes the codec writes (0 without)
 * @param backReference {@code @BackReference}, or null
 * @param repeatUntil {@code @RepeatUntil}, or null
 * @param covers {@code @Covers}: this integer is the byte length of the components after it,
 *     or null
 * @param truncated {@code @Truncated}: trailing zero bytes dropped on encode, down to its
 *     {@code keep}, and zero-filled on decode; or null
 * @param usingNeverWrites {@code @Using(neverWrites)} as written (validation checks each is a
 *     byte): bytes the codec declares it never writes; empty without it
 * @param usingRejects {@code @Using(rejects)} as written (validation checks each is a byte):
 *     bytes the codec declares its read never accepts; empty without it
 */
public record FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited,
    TypeRef using, boolean usingValid, String textCharset, String usingPrimitive,
    boolean usingUnreadable, String select, Varint varint, String rawOf,
    ComponentChecksum checksum, Origin accessor, ValueRule rule, List<Integer> constBytes,
    int usingMinBytes, BackReference backReference, RepeatUntil repeatUntil, Covers covers,
    Truncated truncated, List<Integer> usingNeverWrites, List<Integer> usingRejects) {
  public static final FieldExtras NONE = new FieldExtras(0, 0, null, null, true, null, "",
      false, null, null, null, null, null, null, null, 0, null, null, null, null, List.of(),
      List.of());

  public FieldExtras {
    constBytes = constBytes == null ? null : List.copyOf(constBytes);
    usingNeverWrites = List.copyOf(usingNeverWrites);
    usingRejects = List.copyOf(usingRejects);
  }

  /** Without {@code @Using(neverWrites)}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor,
      ValueRule rule, List<Integer> constBytes, int usingMinBytes,
      BackReference backReference, RepeatUntil repeatUntil, Covers covers, Truncated truncated) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, rule, constBytes,
        usingMinBytes, backReference, repeatUntil, covers, truncated, List.of(), List.of());
  }

  /**
   * Whether the {@code @Using} codec declares it never writes byte {@code b}
   * ({@code @Using(neverWrites)}).
   */
  public boolean usingNeverWrites(int b) {
    return usingNeverWrites.contains(b);
  }

  /**
   * Whether the {@code @Using} codec declares its read never accepts byte {@code b}
   * ({@code @Using(rejects)}).
   */
  public boolean usingRejects(int b) {
    return usingRejects.contains(b);
  }

  /** Without {@code @Truncated}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor,
      ValueRule rule, List<Integer> constBytes, int usingMinBytes,
      BackReference backReference, RepeatUntil repeatUntil, Covers covers) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, rule, constBytes,
        usingMinBytes, backReference, repeatUntil, covers, null);
  }

  /** Without {@code @Covers}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor,
      ValueRule rule, List<Integer> constBytes, int usingMinBytes,
      BackReference backReference, RepeatUntil repeatUntil) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, rule, constBytes,
        usingMinBytes, backReference, repeatUntil, null);
  }

  /** Without {@code @RepeatUntil}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor,
      ValueRule rule, List<Integer> constBytes, int usingMinBytes,
      BackReference backReference) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, rule, constBytes,
        usingMinBytes, backReference, null);
  }

  /** Without {@code @BackReference}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor,
      ValueRule rule, List<Integer> constBytes, int usingMinBytes) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, rule, constBytes,
        usingMinBytes, null);
  }

  /** Without {@code @Using(minBytes)}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor,
      ValueRule rule, List<Integer> constBytes) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, rule, constBytes, 0);
  }

  /** Without constant bytes. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor,
      ValueRule rule) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, rule, null);
  }

  /**
   * The constant bytes of {@code @Const(bytes = ...)}, each as a byte, or null without it (or
   * when one is out of range, which validation reports).
   */
  public byte[] constant() {
    if (constBytes == null || constBytes.stream().anyMatch(b -> b < 0 || b > 255)) {
      return null;
    }
    return bytes(constBytes);
  }

  /**
   * The bytes of {@code @Using(neverWrites)}, each as a byte (empty without it); read once
   * validation accepted them.
   */
  public byte[] usingNeverWritten() {
    return bytes(usingNeverWrites);
  }

  /**
   * The bytes of {@code @Using(rejects)}, each as a byte (empty without it); read once
   * validation accepted them.
   */
  public byte[] usingRejected() {
    return bytes(usingRejects);
  }

  private static byte[] bytes(List<Integer> values) {
    byte[] out = new byte[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) (int) values.get(i);
    }
    return out;
  }

  /** Without a value rule. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum, Origin accessor) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, accessor, null);
  }

  /** These extras with {@code rule} instead of theirs. */
  public FieldExtras withRule(ValueRule rule) {
    return new FieldExtras(padBefore, padAfter, delimited, using, usingValid, textCharset,
        usingPrimitive, usingUnreadable, select, varint, rawOf, checksum, accessor, rule,
        constBytes, usingMinBytes, backReference, repeatUntil, covers, truncated,
        usingNeverWrites, usingRejects);
  }

  /** Without an accessor of the record's own. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf, ComponentChecksum checksum) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, checksum, null);
  }

  /** Without {@code @Checksum}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint, String rawOf) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, rawOf, null);
  }

  /** Without {@code @RawValue}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable,
      String select, Varint varint) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, select, varint, null);
  }

  /** Without {@code @Select} and {@code @Varint}. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive, boolean usingUnreadable) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive,
        usingUnreadable, null, null);
  }

  /** For models built by hand, where every {@code @Using} class was read. */
  public FieldExtras(int padBefore, int padAfter, Framing.Delimiter delimited, TypeRef using,
      boolean usingValid, String textCharset, String usingPrimitive) {
    this(padBefore, padAfter, delimited, using, usingValid, textCharset, usingPrimitive, false);
  }

  /** Whether the component is a union whose variant an earlier field selects. */
  public boolean isSelected() {
    return select != null;
  }

  /** The name of the {@code @Using} codec's method for {@code operation} (size, write, read). */
  public String usingMethod(String operation) {
    return operation + usingPrimitive;
  }
}
