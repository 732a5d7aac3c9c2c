package io.framewright.runtime.layout;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The checksum of a whole message ({@code @Checksum} on its type), held by its
 * {@link WireField.Role#CHECKSUM} field, which is not a record component: the field's place,
 * width and byte order are the field's own. It covers the message's bytes from
 * {@code firstByte} on but the field's; with
 * {@code includesField}, the field's too, which holds
 * {@code placeholder} (in its width and byte order) while the checksum is computed.
 *
 * @param algorithm the algorithm class's simple name ({@code CRC32})
 * @param algorithmClass its binary name, for {@code Class.forName}
 *     ({@code java.util.zip.CRC32}): any {@link java.util.zip.Checksum} with a public
 *     no-argument constructor; the field holds the low bits of its value
 * @param includesField whether the checksum covers its own field
 * @param placeholder with {@code includesField}, what the field holds meanwhile; else 0
 * @param firstByte the first byte covered, from the message's start: 0, or with
 *     {@code @Checksum(from = ...)} the first byte of that component (a PNG chunk's CRC starts
 *     at its type, byte 4, after the length); the bytes before it are not covered
 * @param selector with {@code extras}, the component whose value is the tag that chooses
 *     them (MAVLink's msgid), else ""
 * @param extras the bytes fed after the covered ones, by the tag of the variant selected
 *     ({@code @ChecksumExtra}, MAVLink's CRC_EXTRA); empty for none. A tag none lists is not
 *     decoded: its checksum could not be checked
 */
public record MessageChecksum(String algorithm, String algorithmClass, boolean includesField,
    long placeholder, int firstByte, String selector, List<Extra> extras) {
  public MessageChecksum {
    Objects.requireNonNull(algorithm, "algorithm");
    Objects.requireNonNull(algorithmClass, "algorithmClass");
    Objects.requireNonNull(selector, "selector");
    extras = List.copyOf(extras);
    if (firstByte < 0) {
      throw new IllegalArgumentException("firstByte " + firstByte + " < 0");
    }
  }

  /** A checksum fed no extra bytes. */
  public MessageChecksum(String algorithm, String algorithmClass, boolean includesField,
      long placeholder, int firstByte) {
    this(algorithm, algorithmClass, includesField, placeholder, firstByte, "", List.of());
  }

  /**
   * The extra bytes fed for the tags {@code firstTag} to {@code lastTag} (unsigned, both
   * included): those of the variant {@code variant} (its simple name).
   */
  public record Extra(String variant, long firstTag, long lastTag, byte[] bytes) {
    public Extra {
      Objects.requireNonNull(variant, "variant");
      bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
      return bytes.clone();
    }

    /** Whether {@code tag} is one of this extra's tags. */
    public boolean has(long tag) {
      return Long.compareUnsigned(firstTag, tag) <= 0 && Long.compareUnsigned(tag, lastTag) <= 0;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Extra e && variant.equals(e.variant) && firstTag == e.firstTag
          && lastTag == e.lastTag && Arrays.equals(bytes, e.bytes);
    }

    @Override
    public int hashCode() {
      return Objects.hash(variant, firstTag, lastTag, Arrays.hashCode(bytes));
    }

    @Override
    public String toString() {
      StringBuilder hex = new StringBuilder();
      for (byte b : bytes) {
        hex.append(String.format("%02x", b & 0xFF));
      }
      return "Extra[" + variant + " " + Long.toUnsignedString(firstTag)
          + (firstTag == lastTag ? "" : ".." + Long.toUnsignedString(lastTag)) + " " + hex + "]";
    }
  }

  /** The extra bytes fed for {@code tag}, or null when none lists it. */
  public byte[] extraFor(long tag) {
    for (Extra e : extras) {
      if (e.has(tag)) {
        return e.bytes();
      }
    }
    return null;
  }

  /** A checksum over the message from its first byte, as before {@code from} existed. */
  public MessageChecksum(String algorithm, String algorithmClass, boolean includesField,
      long placeholder) {
    this(algorithm, algorithmClass, includesField, placeholder, 0);
  }
}
