package io.framewright.benchmarks;

import java.util.Arrays;
import java.util.function.Function;

/**
 * {@value #SIZE} random values of one message and their encodings by Framewright's generated
 * codec, one exact-length array each. Benchmarks cycle through them with {@code i++ & MASK}, so
 * no branch that depends on the data can be predicted.
 *
 * <p>Every contender's {@code @Setup} first checks that it writes exactly {@link #wire} (or, for
 * peers with a wire of their own, that it reads back {@link #values}); a benchmark of a wrong
 * codec is worthless.
 */
public final class Pool<T> {
  /** Values per pool; a power of two. */
  public static final int SIZE = 1024;
  /** {@code i & MASK} cycles through a pool. */
  public static final int MASK = SIZE - 1;

  public final T[] values;
  public final byte[][] wire;
  /** Longest of {@link #wire}: a reused encode buffer of this size takes any value. */
  public final int maxWireLength;
  /**
   * Every frame of {@link #wire} one after another in one array, as in a receive buffer: frame
   * {@code i} is {@code stream[at[i] .. at[i] + wire[i].length)}. Views wrapped there keep one
   * array, where views wrapped on {@link #wire} get a new one each time (a GC write barrier).
   */
  public final byte[] stream;
  /** Where each frame starts in {@link #stream}. */
  public final int[] at;

  public Pool(T[] values, Function<T, byte[]> encoder) {
    if (values.length != SIZE) {
      throw new IllegalArgumentException("a pool holds " + SIZE + " values");
    }
    this.values = values;
    this.wire = new byte[SIZE][];
    int max = 0;
    for (int i = 0; i < SIZE; i++) {
      wire[i] = encoder.apply(values[i]);
      max = Math.max(max, wire[i].length);
    }
    this.maxWireLength = max;
    this.at = new int[SIZE];
    int total = 0;
    for (int i = 0; i < SIZE; i++) {
      at[i] = total;
      total += wire[i].length;
    }
    this.stream = new byte[total];
    for (int i = 0; i < SIZE; i++) {
      System.arraycopy(wire[i], 0, stream, at[i], wire[i].length);
    }
  }

  /** Mean encoded length in bytes, for the results table. */
  public double meanWireLength() {
    return WireSizes.mean(wire);
  }

  /**
   * Throws {@link IllegalStateException} unless {@code encode} writes {@code wire[i]} for every
   * value: {@code encode} writes value {@code i} into {@code scratch} at 0 and returns the length.
   */
  public void checkEncoder(String who, EncodeInto<T> encode) {
    byte[] scratch = new byte[maxWireLength];
    for (int i = 0; i < SIZE; i++) {
      Arrays.fill(scratch, (byte) 0x5A);
      int n = encode.encode(values[i], scratch);
      if (!Arrays.equals(wire[i], 0, wire[i].length, scratch, 0, n)) {
        throw new IllegalStateException(who + " writes other bytes for value " + i + ": "
            + values[i]);
      }
    }
  }

  /** Throws {@link IllegalStateException} unless {@code decode} reads {@code values[i]} back. */
  public void checkDecoder(String who, Function<byte[], T> decode) {
    for (int i = 0; i < SIZE; i++) {
      T back = decode.apply(wire[i]);
      if (!values[i].equals(back)) {
        throw new IllegalStateException(who + " reads value " + i + " as " + back + ", not "
            + values[i]);
      }
    }
  }

  /** Writes one value at offset 0; returns the bytes written. */
  @FunctionalInterface
  public interface EncodeInto<T> {
    int encode(T value, byte[] buf);
  }
}
