package io.framewright.processor.model;

import java.util.List;

/**
 * A {@code @Union} sealed interface as declared: the tag's width and order, and its permitted
 * subtypes.
 *
 * @param bits the tag's width as declared (0 when not given)
 * @param sealed whether the interface is sealed (only then are its variants known)
 * @param varint whether the tag is a varint ({@code @Union(varint = true)}, or a
 *     {@code varintForm} written)
 * @param tagForm the {@code varintForm} written, or null (a LEB128 tag if {@code varint})
 */
public record UnionModel(int bits, ByteOrder order, boolean sealed, List<Variant> variants,
    boolean varint, Varint.Form tagForm) {
  public UnionModel {
    variants = List.copyOf(variants);
  }

  /** A union whose tag, if a varint, is LEB128. */
  public UnionModel(int bits, ByteOrder order, boolean sealed, List<Variant> variants,
      boolean varint) {
    this(bits, order, sealed, variants, varint, null);
  }

  /** The form of a varint tag: as written, or LEB128. */
  public Varint.Form varintForm() {
    return tagForm == null ? Varint.Form.LEB128 : tagForm;
  }

  /** Whether the tag is a QUIC varint. */
  public boolean quicTag() {
    return varint && tagForm == Varint.Form.QUIC;
  }

  /** Most bytes of a varint tag: 5 for LEB128, 8 for QUIC. */
  public int varintTagBytes() {
    return quicTag() ? Varint.QUIC_BYTES : Varint.INT_BYTES;
  }

  /** A union whose tag is a whole number of bits, not a varint. */
  public UnionModel(int bits, ByteOrder order, boolean sealed, List<Variant> variants) {
    this(bits, order, sealed, variants, false, null);
  }

  /**
   * Whether the tag shares its last byte with the variant ({@code bits} not a multiple of 8):
   * each variant's layout then starts with the tag ({@link Framing.LeadingTag}).
   */
  public boolean isPacked() {
    return !varint && bits % 8 != 0;
  }

  /** Bits of the tag's largest number: {@code bits}, or {@link Varint#NON_NEGATIVE_INT_BITS} for a varint. */
  public int valueBits() {
    return varint ? Varint.NON_NEGATIVE_INT_BITS : bits;
  }

  /** Fewest bytes the union writes before its variant: none for a packed tag. */
  public int headBytes() {
    return varint ? 1 : isPacked() ? 0 : bytes();
  }

  /**
   * One permitted subtype. {@code tag} is null without {@code @Tag}; {@code model} is null when
   * the subtype is not a record, or for the {@code @UnknownTag} variant (whose components are
   * checked by the validator through {@code unknownShape}).
   *
   * @param ownMessage whether the variant carries its own {@code @Message} (its codec is then
   *     generated on its own account)
   * @param unknownShape for an {@code @UnknownTag} record: its components' types, described
   * @param unknownForm for an {@code @UnknownTag} record: which of the accepted shapes its
   *     components have, or {@link UnknownForm#OTHER}
   * @param tags every tag of the variant, as ranges in declaration order ({@code tag} is the
   *     first); one range of one tag for most variants, empty without {@code @Tag}
   * @param alsoVariantOf another {@code @Union} interface the variant implements, or null
   * @param tagAnnotation for a catch-all of {@link UnknownForm#DECLARED} shape: the simple name
   *     of a Framewright annotation written on its tag component (whose layout is the union's
   *     tag's, so validation refuses it), or null
   */
  public record Variant(TypeRef type, Origin origin, Long tag, boolean unknown, boolean record,
      boolean ownMessage, MessageModel model, List<String> unknownShape,
      UnknownForm unknownForm, List<TagRange> tags, String alsoVariantOf,
      String tagAnnotation) {
    public Variant {
      unknownShape = unknownShape == null ? List.of() : List.copyOf(unknownShape);
      unknownForm = unknownForm == null ? UnknownForm.OTHER : unknownForm;
      tags = tags == null ? (tag == null ? List.of() : List.of(new TagRange(tag, tag)))
          : List.copyOf(tags);
    }

    /** A variant whose tag component, if any, carries no annotation. */
    public Variant(TypeRef type, Origin origin, Long tag, boolean unknown, boolean record,
        boolean ownMessage, MessageModel model, List<String> unknownShape,
        UnknownForm unknownForm, List<TagRange> tags, String alsoVariantOf) {
      this(type, origin, tag, unknown, record, ownMessage, model, unknownShape, unknownForm,
          tags, alsoVariantOf, null);
    }

    /** A variant of this union only. */
    public Variant(TypeRef type, Origin origin, Long tag, boolean unknown, boolean record,
        boolean ownMessage, MessageModel model, List<String> unknownShape,
        UnknownForm unknownForm, List<TagRange> tags) {
      this(type, origin, tag, unknown, record, ownMessage, model, unknownShape, unknownForm,
          tags, null);
    }

    /** A variant of one tag, as most are. */
    public Variant(TypeRef type, Origin origin, Long tag, boolean unknown, boolean record,
        boolean ownMessage, MessageModel model, List<String> unknownShape) {
      this(type, origin, tag, unknown, record, ownMessage, model, unknownShape, null, null);
    }

    /**
     * Whether this is a catch-all of declared shape: its record's first component holds the tag
     * and is read from the tag's own bits ({@link #model} reads it there), the rest as a
     * variant's layout.
     */
    public boolean declaredCatchAll() {
      return unknown && unknownForm == UnknownForm.DECLARED;
    }

    /**
     * Whether this is the catch-all of the raw form, {@code (tag, @Remaining byte[] data)}:
     * read as a tag and every byte after it.
     */
    public boolean rawCatchAll() {
      return unknown && unknownForm != UnknownForm.DECLARED;
    }

    /** Whether the variant has more than one tag ({@code @Tag({...})} or a range). */
    public boolean isMultiTag() {
      return tags.size() > 1 || tags.size() == 1 && tags.get(0).from() != tags.get(0).to();
    }
  }

  /**
   * Tags {@code from} to {@code to}, both included, compared unsigned; {@code ranged} when
   * written as {@code @Tag(from, to)} rather than listed.
   */
  public record TagRange(long from, long to, boolean ranged) {
    public TagRange(long from, long to) {
      this(from, to, false);
    }

    /** Whether {@code other} shares a tag with this one. */
    public boolean overlaps(TagRange other) {
      return Long.compareUnsigned(from, other.to) <= 0
          && Long.compareUnsigned(other.from, to) <= 0;
    }
  }

  /**
   * The shapes an {@code @UnknownTag} record may have: a tag, then the rest as bytes; or a tag,
   * then a declared layout.
   */
  public enum UnknownForm {
    /** {@code (long tag, @Remaining byte[] data)}. */
    LONG_TAG,
    /** {@code (int tag, @Remaining byte[] data)}: for tags of up to 32 bits. */
    INT_TAG,
    /**
     * An integer component first, read as the union's tag (re-read from the tag's bits), then
     * any layout a known variant may have: the variant's model holds it all, so that it ends
     * where its layout ends rather than at the end of the input.
     */
    DECLARED,
    /** Anything else: no integer component first (validation refuses it). */
    OTHER
  }

  /** The {@code @UnknownTag} variant, or null. */
  public Variant unknown() {
    return variants.stream().filter(Variant::unknown).findFirst().orElse(null);
  }

  public int bytes() {
    return (bits + 7) / 8;
  }
}
