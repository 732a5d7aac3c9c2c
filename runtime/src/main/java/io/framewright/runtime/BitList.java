package io.framewright.runtime;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * An immutable run of bits stored least-significant-bit first: bit {@code i} is bit
 * {@code i % 8} of byte {@code i / 8}. For acknowledgement fields and other wire bitmaps
 * (Leviathan: bit {@code b} of ack byte {@code k} acknowledges packet {@code firstAck + 8k + b}).
 * Unlike {@link java.util.BitSet} it keeps its length in bytes, so trailing zero bytes survive a
 * round trip.
 *
 * <p>A {@code BitList} component needs a size like a {@code byte[]} ({@code @Length},
 * {@code @Remaining}, ...); its codec, {@link Codec}, is used without naming it.
 */
public final class BitList {
  private final byte[] bytes;

  private BitList(byte[] bytes) {
    this.bytes = bytes;
  }

  /** The bits of {@code bytes} (copied). */
  public static BitList ofBytes(byte[] bytes) {
    return new BitList(bytes.clone());
  }

  /** {@code byteLength} bytes with the bits at {@code indexes} set. */
  public static BitList withSetBits(int byteLength, int... indexes) {
    byte[] b = new byte[byteLength];
    for (int i : indexes) {
      if (i < 0 || i >= byteLength * 8) {
        throw new IndexOutOfBoundsException("bit " + i + " of " + byteLength * 8);
      }
      b[i >>> 3] |= (byte) (1 << (i & 7));
    }
    return new BitList(b);
  }

  public int byteLength() {
    return bytes.length;
  }

  /** Number of bits: eight per byte. */
  public int size() {
    return bytes.length * 8;
  }

  public boolean get(int index) {
    return (bytes[index >>> 3] & (1 << (index & 7))) != 0;
  }

  /** Indexes of the set bits, ascending. */
  public IntStream setBits() {
    return IntStream.range(0, size()).filter(this::get);
  }

  public byte[] toByteArray() {
    return bytes.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BitList other && Arrays.equals(bytes, other.bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  @Override
  public String toString() {
    return "BitList" + Arrays.toString(setBits().toArray()) + " of " + size();
  }

  /** Writes a {@link BitList} as its bytes; reads every byte it is given. */
  public static final class Codec implements ValueCodec<BitList> {
    /** The codec {@code @Using(BitList.Codec.class)} makes: it holds nothing. */
    public Codec() {}

    @Override
    public int size(BitList value) {
      return value.bytes.length;
    }

    @Override
    public int write(BitList value, byte[] buf, int p, int limit) {
      if (value == null) {
        throw EncodeException.nullValue("");
      }
      if (limit - p < value.bytes.length) {
        throw EncodeException.bufferTooSmall("", value.bytes.length, limit - p);
      }
      System.arraycopy(value.bytes, 0, buf, p, value.bytes.length);
      return p + value.bytes.length;
    }

    @Override
    public BitList read(WireReader in) {
      return new BitList(in.readRemaining(Integer.MAX_VALUE, ""));
    }
  }
}
