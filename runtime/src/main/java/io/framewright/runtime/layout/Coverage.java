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

  /** "InternetChecksum of bytes 0 to ihl * 4": as the layout table shows it. */
  public String describe() {
    String end = length.extent() == Size.Extent.FIXED ? Long.toString(firstByte + length.fixed())
        : firstByte == 0 ? length.field() : firstByte + " + (" + length.field() + ")";
    return algorithm + " of bytes " + firstByte + " to " + end;
  }
}
