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
 */
public record Coverage(String algorithm, int firstByte, Size length) {
  public Coverage {
    Objects.requireNonNull(algorithm, "algorithm");
    Objects.requireNonNull(length, "length");
  }

  /** "InternetChecksum of ihl * 4 bytes from byte 0": as the layout table shows it. */
  public String describe() {
    String n = length.extent() == Size.Extent.FIXED ? Long.toString(length.fixed())
        : length.field();
    return algorithm + " of " + n + " bytes from byte " + firstByte;
  }
}
