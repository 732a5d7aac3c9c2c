package io.framewright.runtime.layout;

import java.util.Objects;

/**
 * The checksum of a whole message ({@code @Checksum} on its type), held by its
 * {@link WireField.Role#CHECKSUM} field, which is not a record component: the field's place,
 * width and byte order are the field's own. It covers the message's bytes but the field's; with
 * {@code includesField}, the field's too, which holds
 * {@code placeholder} (in its width and byte order) while the checksum is computed.
 *
 * @param algorithm the algorithm class's simple name ({@code CRC32})
 * @param algorithmClass its binary name, for {@code Class.forName}
 *     ({@code java.util.zip.CRC32}): any {@link java.util.zip.Checksum} with a public
 *     no-argument constructor; the field holds the low bits of its value
 * @param includesField whether the checksum covers its own field
 * @param placeholder with {@code includesField}, what the field holds meanwhile; else 0
 */
public record MessageChecksum(String algorithm, String algorithmClass, boolean includesField,
    long placeholder) {
  public MessageChecksum {
    Objects.requireNonNull(algorithm, "algorithm");
    Objects.requireNonNull(algorithmClass, "algorithmClass");
  }
}
