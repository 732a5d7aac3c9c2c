package io.framewright.benchmarks;

/**
 * What the FastProto contenders ({@code LeHeaderFastProto}, {@code BitUpdateFastProto}) need
 * around FastProto's one way to map a field narrower than a byte: {@code @BoolArrayType}, one
 * {@code boolean} per bit in the message's bit order, read and written by FastProto bit by bit.
 * FastProto has no integer of fewer than 8 bits, so the record's {@code int} is joined from the
 * array after a decode and split into it before an encode, in the timed code (a FastProto user
 * does the same to get the number). Splitting keeps the low {@code bits.length} bits unchecked:
 * FastProto checks no width.
 */
public final class FastProtoBits {
  private FastProtoBits() {}

  /** The unsigned number in {@code bits}, the first the most significant ({@code MSB_0}). */
  public static int msbFirst(boolean[] bits) {
    int value = 0;
    for (boolean bit : bits) {
      value = value << 1 | (bit ? 1 : 0);
    }
    return value;
  }

  /** Fills {@code bits} with the low bits of {@code value}, the first the most significant. */
  public static void msbFirst(int value, boolean[] bits) {
    for (int i = bits.length - 1; i >= 0; i--) {
      bits[i] = (value & 1) != 0;
      value >>>= 1;
    }
  }

  /** The unsigned number in {@code bits}, the first the least significant ({@code LSB_0}). */
  public static int lsbFirst(boolean[] bits) {
    int value = 0;
    for (int i = bits.length - 1; i >= 0; i--) {
      value = value << 1 | (bits[i] ? 1 : 0);
    }
    return value;
  }

  /** Fills {@code bits} with the low bits of {@code value}, the first the least significant. */
  public static void lsbFirst(int value, boolean[] bits) {
    for (int i = 0; i < bits.length; i++) {
      bits[i] = (value & 1) != 0;
      value >>>= 1;
    }
  }
}
