package io.framewright.runtime.layout;

import java.util.Objects;

/**
 * The bytes a record component's checksum covers ({@code @Checksum} on the component): from
 * {@code firstByte} of the message, {@code length} bytes; where they include the checksum field,
 * it counts as zero.
 *
 * @param algorithm the algorithm class's simple name ({@code InternetChecksum})
 * @param firstByte where the range starts, in bytes from the message's start
 * @param length how many bytes: {@link Size.Extent#FIXED}, or {@link Size.Extent#EXPRESSION}
 *     over fields of the message's fixed start ({@code "ihl * 4"}), in {@link Size.Unit#BYTES}
 * @param algorithmClass the algorithm class's binary name, for {@code Class.forName}
 *     ({@code io.framewright.runtime.InternetChecksum}): any {@link java.util.zip.Checksum} with
 *     a public no-argument constructor; "" when not known
 */
public record Coverage(String algorithm, int firstByte, Size length, String algorithmClass) {
  public Coverage {
    Objects.requireNonNull(algorithm, "algorithm");
    Objects.requireNonNull(length, "length");
    Objects.requireNonNull(algorithmClass, "algorithmClass");
  }

  /** A coverage whose algorithm class is known by its simple name only. */
  public Coverage(String algorithm, int firstByte, Size length) {
    this(algorithm, firstByte, length, "");
  }

  /** "InternetChecksum of ihl * 4 bytes from byte 0": as the layout table shows it. */
  public String describe() {
    String n = length.extent() == Size.Extent.FIXED ? Long.toString(length.fixed())
        : length.field();
    return algorithm + " of " + n + " bytes from byte " + firstByte;
  }
}
