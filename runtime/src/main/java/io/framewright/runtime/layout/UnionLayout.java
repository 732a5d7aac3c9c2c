package io.framewright.runtime.layout;

import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A union's layout: its magic bytes if it has any, an unsigned tag of {@code tagBits} bits, the
 * message of the variant the tag selects, and its terminator if it has one.
 *
 * @param type the sealed interface's canonical name
 * @param name its name within its package
 * @param magic constant bytes before the tag ({@code @Magic}); empty if none
 * @param tagBits width of the tag
 * @param tagOrder byte order of a tag wider than a byte
 * @param minSize fewest bytes a message takes: the tag and the smallest variant
 * @param variants the variants, in declaration order
 * @param terminator the bytes that end every message ({@code @Delimited}); empty if none
 * @param tagVarint whether the tag is an unsigned LEB128 varint ({@code @Union(varint = true)}),
 *     1 to {@link #VARINT_TAG_BYTES} bytes; {@code tagBits} is then the bits of its largest
 *     number (31). A {@code tagBits} that is not a multiple of 8 is the first bits of each
 *     variant, which its layout lists as a {@link WireField.Role#TAG} field.
 * @param tagQuic whether that varint tag is a QUIC varint ({@code @Union(varintForm = QUIC)},
 *     RFC 9000 section 16) rather than LEB128: 1, 2, 4 or 8 bytes, in the fewest (as section
 *     12.4 asks of frame types), up to {@link #QUIC_TAG_BYTES}
 */
public record UnionLayout(String type, String name, byte[] magic, int tagBits,
    ByteOrder tagOrder, int minSize, List<Variant> variants, byte[] terminator,
    boolean tagVarint, boolean tagQuic) implements MessageLayout {

  /** Most bytes of a varint tag. */
  public static final int VARINT_TAG_BYTES = 5;

  /** Most bytes of a QUIC varint tag (one that holds the tags 2^30 to 2^31 - 1). */
  public static final int QUIC_TAG_BYTES = 8;

  /** A union whose tag, if a varint, is a LEB128 one. */
  public UnionLayout(String type, String name, byte[] magic, int tagBits, ByteOrder tagOrder,
      int minSize, List<Variant> variants, byte[] terminator, boolean tagVarint) {
    this(type, name, magic, tagBits, tagOrder, minSize, variants, terminator, tagVarint, false);
  }

  /** A union whose tag is {@code tagBits} bits, not a varint. */
  public UnionLayout(String type, String name, byte[] magic, int tagBits, ByteOrder tagOrder,
      int minSize, List<Variant> variants, byte[] terminator) {
    this(type, name, magic, tagBits, tagOrder, minSize, variants, terminator, false, false);
  }

  public UnionLayout {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(tagOrder, "tagOrder");
    magic = magic.clone();
    variants = List.copyOf(variants);
    terminator = terminator.clone();
  }

  /** The magic bytes (a copy). */
  @Override
  public byte[] magic() {
    return magic.clone();
  }

  /** The terminator's bytes (a copy). */
  @Override
  public byte[] terminator() {
    return terminator.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UnionLayout u && u.type.equals(type) && u.name.equals(name)
        && Arrays.equals(u.magic, magic) && u.tagBits == tagBits && u.tagOrder.equals(tagOrder)
        && u.minSize == minSize && u.variants.equals(variants)
        && Arrays.equals(u.terminator, terminator) && u.tagVarint == tagVarint
        && u.tagQuic == tagQuic;
  }

  @Override
  public int hashCode() {
    return Objects.hash(type, name, Arrays.hashCode(magic), tagBits, tagOrder, minSize, variants,
        Arrays.hashCode(terminator), tagVarint, tagQuic);
  }

  @Override
  public String toString() {
    return "UnionLayout[" + name + " magic=" + Arrays.toString(magic) + " tagBits=" + tagBits
        + (tagVarint ? tagQuic ? " quic varint" : " varint" : "") + " " + tagOrder + " minSize=" + minSize + " " + variants + " terminator="
        + Arrays.toString(terminator) + "]";
  }

  /** Most bytes of the varint tag: {@link #QUIC_TAG_BYTES} or {@link #VARINT_TAG_BYTES}. */
  public int varintTagBytes() {
    return tagQuic ? QUIC_TAG_BYTES : VARINT_TAG_BYTES;
  }

  /** A union's messages differ in size. */
  @Override
  public int fixedSize() {
    return -1;
  }

  /**
   * One variant: the message a tag (or a range of tags) selects. A variant of several tags
   * ({@code @Tag({3, 5})}, {@code @Tag(from, to)}) is listed once per range of them.
   *
   * @param tag the tag that selects it (the first of its range); ignored for the
   *     {@code unknown} one
   * @param lastTag the last tag of its range, included: {@code tag} for a variant of one tag
   * @param unknown whether this is the {@code @UnknownTag} variant, which takes every other tag
   *     and keeps the bytes after it as they are, or reads them as its declared layout
   * @param name the variant type's name within its package
   * @param layout the variant's layout, or null where it has none of its own (the unknown
   *     variant that keeps every byte after the tag); for an unknown variant of declared shape,
   *     its layout, which starts with the tag ({@link #declared()})
   */
  public record Variant(long tag, long lastTag, boolean unknown, String name, LayoutRef layout) {
    public Variant {
      Objects.requireNonNull(name, "name");
    }

    /**
     * Whether this is an unknown variant of declared shape: its layout starts at the tag's first
     * byte, its first field the tag again (read where the union read it), the rest ending
     * where the layout ends.
     */
    public boolean declared() {
      return unknown && layout != null;
    }

    /** A variant of one tag. */
    public Variant(long tag, boolean unknown, String name, LayoutRef layout) {
      this(tag, tag, unknown, name, layout);
    }
  }
}
