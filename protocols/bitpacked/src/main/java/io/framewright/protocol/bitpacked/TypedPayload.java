package io.framewright.protocol.bitpacked;

import java.nio.ByteBuffer;

/**
 * Converts typed payloads (payload types 1-9) between arrays and their big-endian bytes. The
 * {@code of...} methods build payload bytes for encoding; the decoding methods, which
 * {@link Packet} and {@link AssembledMessage} call for their typed accessors, check the payload
 * type and that the length is a multiple of the element size, and throw
 * {@link IllegalStateException} otherwise.
 */
public final class TypedPayload {
  private TypedPayload() {}

  /** One byte per char; each char must be 0..255. */
  public static byte[] ofChars(char... values) {
    byte[] out = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      if (values[i] > 0xFF) {
        throw new IllegalArgumentException("char at " + i + " (U+"
            + Integer.toHexString(values[i]) + ") does not fit one byte");
      }
      out[i] = (byte) values[i];
    }
    return out;
  }

  /** Signed bytes, as they are. */
  public static byte[] ofInt8s(byte... values) {
    return values.clone();
  }

  /** Unsigned bytes; each value must be 0..255. */
  public static byte[] ofUint8s(int... values) {
    byte[] out = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = (byte) checkRange(values[i], 0xFF, i, "uint8");
    }
    return out;
  }

  /** Big-endian 16-bit integers. */
  public static byte[] ofInt16s(short... values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 2);
    for (short v : values) {
      b.putShort(v);
    }
    return b.array();
  }

  /** Big-endian unsigned 16-bit integers; each value must be 0..65535. */
  public static byte[] ofUint16s(int... values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 2);
    for (int i = 0; i < values.length; i++) {
      b.putShort((short) checkRange(values[i], 0xFFFF, i, "uint16"));
    }
    return b.array();
  }

  /** Big-endian 32-bit integers. */
  public static byte[] ofInt32s(int... values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 4);
    for (int v : values) {
      b.putInt(v);
    }
    return b.array();
  }

  /** Big-endian unsigned 32-bit integers; each value must be 0..2^32-1. */
  public static byte[] ofUint32s(long... values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 4);
    for (int i = 0; i < values.length; i++) {
      b.putInt((int) checkRange(values[i], 0xFFFF_FFFFL, i, "uint32"));
    }
    return b.array();
  }

  /** Big-endian IEEE 754 binary32 (NaN payloads kept). */
  public static byte[] ofFloats(float... values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 4);
    for (float v : values) {
      b.putInt(Float.floatToRawIntBits(v));
    }
    return b.array();
  }

  /** Big-endian IEEE 754 binary64 (NaN payloads kept). */
  public static byte[] ofDoubles(double... values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 8);
    for (double v : values) {
      b.putLong(Double.doubleToRawLongBits(v));
    }
    return b.array();
  }

  static char[] chars(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.CHAR, type, payload);
    char[] out = new char[b.remaining()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (char) (b.get() & 0xFF);
    }
    return out;
  }

  static byte[] int8s(PayloadType type, byte[] payload) {
    elements(PayloadType.INT8, type, payload);
    return payload.clone();
  }

  static int[] uint8s(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.UINT8, type, payload);
    int[] out = new int[b.remaining()];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.get() & 0xFF;
    }
    return out;
  }

  static short[] int16s(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.INT16, type, payload);
    short[] out = new short[b.remaining() / 2];
    b.asShortBuffer().get(out);
    return out;
  }

  static int[] uint16s(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.UINT16, type, payload);
    int[] out = new int[b.remaining() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.getShort() & 0xFFFF;
    }
    return out;
  }

  static int[] int32s(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.INT32, type, payload);
    int[] out = new int[b.remaining() / 4];
    b.asIntBuffer().get(out);
    return out;
  }

  static long[] uint32s(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.UINT32, type, payload);
    long[] out = new long[b.remaining() / 4];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.getInt() & 0xFFFF_FFFFL;
    }
    return out;
  }

  static float[] floats(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.FLOAT, type, payload);
    float[] out = new float[b.remaining() / 4];
    for (int i = 0; i < out.length; i++) {
      out[i] = Float.intBitsToFloat(b.getInt());
    }
    return out;
  }

  static double[] doubles(PayloadType type, byte[] payload) {
    ByteBuffer b = elements(PayloadType.DOUBLE, type, payload);
    double[] out = new double[b.remaining() / 8];
    for (int i = 0; i < out.length; i++) {
      out[i] = Double.longBitsToDouble(b.getLong());
    }
    return out;
  }

  static String hex(byte[] bytes) {
    StringBuilder s = new StringBuilder(bytes.length * 2);
    for (byte x : bytes) {
      s.append(Character.forDigit((x >> 4) & 0xF, 16)).append(Character.forDigit(x & 0xF, 16));
    }
    return s.toString();
  }

  private static ByteBuffer elements(PayloadType wanted, PayloadType actual, byte[] payload) {
    if (actual != wanted) {
      throw new IllegalStateException("payload type is " + actual + ", not " + wanted);
    }
    if (payload.length % wanted.elementSize() != 0) {
      throw new IllegalStateException(wanted + " payload of " + payload.length
          + " byte(s) is not a multiple of " + wanted.elementSize());
    }
    return ByteBuffer.wrap(payload);
  }

  private static long checkRange(long value, long max, int index, String what) {
    if (value < 0 || value > max) {
      throw new IllegalArgumentException(what + " at " + index + ": " + value
          + " is outside 0.." + max);
    }
    return value;
  }
}
