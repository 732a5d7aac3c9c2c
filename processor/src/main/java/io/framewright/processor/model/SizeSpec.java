package io.framewright.processor.model;

/**
 * How many elements ({@code @Count}) or bytes ({@code @Length}, {@code @Remaining}) a component
 * has: a fixed number, a prefix field of {@code bits} bits on the wire, or the rest of the input.
 *
 * @param fixed the fixed number, or -1
 * @param bits width of the prefix field, or 0
 * @param max largest number accepted both ways
 * @param origin where the annotation is (diagnostics point at it)
 * @param annotation simple name of the annotation it came from
 * @param field for {@link Kind#FIELD}, the earlier component holding the size
 * @param expression for {@link Kind#EXPRESSION}, the expression's text as written (it is parsed
 *     by {@link SizeExprParser} where it is checked and where code is planned); else ""
 * @param varintForm the {@code varintForm} written (which makes the size a varint prefix), or
 *     null when none was
 * @param min least number accepted both ways ({@code min} of {@code @Count}/{@code @Length}); 0
 *     by default
 */
public record SizeSpec(Kind kind, int fixed, int bits, ByteOrder order, int max, Origin origin,
    String annotation, String field, String expression, Varint.Form varintForm, int min) {

  public SizeSpec(Kind kind, int fixed, int bits, ByteOrder order, int max, Origin origin,
      String annotation, String field, String expression, Varint.Form varintForm) {
    this(kind, fixed, bits, order, max, origin, annotation, field, expression, varintForm, 0);
  }

  public SizeSpec(Kind kind, int fixed, int bits, ByteOrder order, int max, Origin origin,
      String annotation, String field, String expression) {
    this(kind, fixed, bits, order, max, origin, annotation, field, expression, null, 0);
  }

  /** This size with the lower bound {@code min}. */
  public SizeSpec withMin(int min) {
    return new SizeSpec(kind, fixed, bits, order, max, origin, annotation, field, expression,
        varintForm, min);
  }

  public SizeSpec(Kind kind, int fixed, int bits, ByteOrder order, int max, Origin origin,
      String annotation) {
    this(kind, fixed, bits, order, max, origin, annotation, "", "");
  }

  public enum Kind {
    FIXED,
    PREFIX,
    /** Held by an earlier component, named by {@code field}. */
    FIELD,
    /**
     * Computed from earlier components by {@code expression}; whatever else the annotation
     * gives is a conflict validation reports.
     */
    EXPRESSION,
    REMAINING,
    /**
     * A varint prefix just before the component ({@code varint = true}); {@code fixed},
     * {@code bits} and {@code field} keep what else was given, which validation refuses.
     */
    VARINT,
    /** The annotation gave neither a fixed value nor prefix bits. */
    UNSPECIFIED,
    /** The annotation gave both. */
    CONFLICTING
  }

  public static SizeSpec of(int fixed, int bits, ByteOrder order, int max, Origin origin,
      String annotation, String field) {
    return of(fixed, bits, order, max, origin, annotation, field, false, "");
  }

  /**
   * As written, with a {@code varintForm} (null when not written): a varint prefix of that form
   * whatever else was given.
   */
  public static SizeSpec of(int fixed, int bits, ByteOrder order, int max, Origin origin,
      String annotation, String field, boolean varint, String expression,
      Varint.Form varintForm) {
    if (varintForm != null) {
      return new SizeSpec(Kind.VARINT, fixed, bits, order, max, origin, annotation, field,
          expression, varintForm);
    }
    return of(fixed, bits, order, max, origin, annotation, field, varint, expression);
  }

  /**
   * As written; with {@code varint}, a varint prefix whatever else was given (validation refuses
   * the rest, an expression too); with an {@code expression}, a size computed from it.
   */
  public static SizeSpec of(int fixed, int bits, ByteOrder order, int max, Origin origin,
      String annotation, String field, boolean varint, String expression) {
    if (varint) {
      return new SizeSpec(Kind.VARINT, fixed, bits, order, max, origin, annotation, field,
          expression);
    }
    if (!expression.isEmpty()) {
      return new SizeSpec(Kind.EXPRESSION, fixed, bits, order, max, origin, annotation, field,
          expression);
    }
    Kind kind;
    int given = (fixed != -1 ? 1 : 0) + (bits != 0 ? 1 : 0) + (field.isEmpty() ? 0 : 1);
    if (given > 1) {
      kind = Kind.CONFLICTING;
    } else if (!field.isEmpty()) {
      kind = Kind.FIELD;
    } else if (fixed != -1 && bits != 0) {
      kind = Kind.CONFLICTING;
    } else if (fixed != -1) {
      kind = Kind.FIXED;
    } else if (bits != 0) {
      kind = Kind.PREFIX;
    } else {
      kind = Kind.UNSPECIFIED;
    }
    return new SizeSpec(kind, fixed, bits, order, max, origin, annotation, field, "");
  }

  public static SizeSpec remaining(int max, Origin origin) {
    return new SizeSpec(Kind.REMAINING, -1, 0, ByteOrder.INHERIT, max, origin, "Remaining");
  }

  public boolean isFixed() {
    return kind == Kind.FIXED;
  }

  public boolean isPrefix() {
    return kind == Kind.PREFIX;
  }

  public boolean isVarint() {
    return kind == Kind.VARINT;
  }

  /** The form of a varint prefix: as written, or LEB128 ({@code varint = true}). */
  public Varint.Form prefixForm() {
    return varintForm == null ? Varint.Form.LEB128 : varintForm;
  }

  public boolean isField() {
    return kind == Kind.FIELD;
  }

  public boolean isExpression() {
    return kind == Kind.EXPRESSION;
  }

  public boolean isRemaining() {
    return kind == Kind.REMAINING;
  }

  /** Largest value a prefix of {@link #bits()} bits holds. */
  public long prefixMax() {
    return bits >= 63 ? Long.MAX_VALUE : (1L << bits) - 1;
  }

  /** The effective maximum: the declared one, or what the prefix can hold if smaller. */
  public long effectiveMax() {
    return isPrefix() ? Math.min(max, prefixMax()) : max;
  }
}
