package io.framewright.runtime.layout;

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
 */
public record MessageChecksum(String algorithm, String algorithmClass, boolean includesField,
    long placeholder, int firstByte) {
  public MessageChecksum {
    Objects.requireNonNull(algorithm, "algorithm");
    Objects.requireNonNull(algorithmClass, "algorithmClass");
    if (firstByte < 0) {
      throw new IllegalArgumentException("firstByte " + firstByte + " < 0");
    }
  }

  /** A checksum over the message from its first byte, as before {@code from} existed. */
  public MessageChecksum(String algorithm, String algorithmClass, boolean includesField,
      long placeholder) {
    this(algorithm, algorithmClass, includesField, placeholder, 0);
  }
}
