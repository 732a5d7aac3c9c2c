package io.framewright.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Byte-aligned loads and stores on a {@code byte[]}, for generated codecs.
 *
 * <p>16, 32 and 64-bit accesses go through {@link MethodHandles#byteArrayViewVarHandle}: on JDK
 * 17 C2 compiles each to a single (possibly byte-swapped) load or store, where a shift-and-or
 * loop stays several instructions per byte. Odd widths (3, 5, 6, 7 bytes) combine the next
 * smaller aligned accesses. Callers check bounds first; these methods do no checks of their own
 * beyond the JVM's array bounds checks.
 */
public class Bytes {
  private static final VarHandle SHORT_BE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle SHORT_LE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT_BE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG_BE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Bytes() {}

  public static short getShortBE(byte[] b, int p) {
    return (short) SHORT_BE.get(b, p);
  }

  public static short getShortLE(byte[] b, int p) {
    return (short) SHORT_LE.get(b, p);
  }

  public static int getIntBE(byte[] b, int p) {
    return (int) INT_BE.get(b, p);
  }

  public static int getIntLE(byte[] b, int p) {
    return (int) INT_LE.get(b, p);
  }

  public static long getLongBE(byte[] b, int p) {
    return (long) LONG_BE.get(b, p);
  }

  public static long getLongLE(byte[] b, int p) {
    return (long) LONG_LE.get(b, p);
  }

  public static void putShortBE(byte[] b, int p, short v) {
    SHORT_BE.set(b, p, v);
  }

  public static void putShortLE(byte[] b, int p, short v) {
    SHORT_LE.set(b, p, v);
  }

  public static void putIntBE(byte[] b, int p, int v) {
    INT_BE.set(b, p, v);
  }

  public static void putIntLE(byte[] b, int p, int v) {
    INT_LE.set(b, p, v);
  }

  public static void putLongBE(byte[] b, int p, long v) {
    LONG_BE.set(b, p, v);
  }

  public static void putLongLE(byte[] b, int p, long v) {
    LONG_LE.set(b, p, v);
  }

  /** The {@code n} bytes (1 to 8) at {@code p} as an unsigned big-endian number. */
  public static long getUnsignedBE(byte[] b, int p, int n) {
    switch (n) {
      case 1: return b[p] & 0xFFL;
      case 2: return getShortBE(b, p) & 0xFFFFL;
      case 3: return (getShortBE(b, p) & 0xFFFFL) << 8 | (b[p + 2] & 0xFFL);
      case 4: return getIntBE(b, p) & 0xFFFF_FFFFL;
      case 5: return (getIntBE(b, p) & 0xFFFF_FFFFL) << 8 | (b[p + 4] & 0xFFL);
      case 6: return (getIntBE(b, p) & 0xFFFF_FFFFL) << 16 | (getShortBE(b, p + 4) & 0xFFFFL);
      case 7: return (getIntBE(b, p) & 0xFFFF_FFFFL) << 24 | (getShortBE(b, p + 4) & 0xFFFFL) << 8
          | (b[p + 6] & 0xFFL);
      case 8: return getLongBE(b, p);
      default: throw new IllegalArgumentException("width in bytes must be 1..8: " + n);
    }
  }

  /** The {@code n} bytes (1 to 8) at {@code p} as an unsigned little-endian number. */
  public static long getUnsignedLE(byte[] b, int p, int n) {
    switch (n) {
      case 1: return b[p] & 0xFFL;
      case 2: return getShortLE(b, p) & 0xFFFFL;
      case 3: return (getShortLE(b, p) & 0xFFFFL) | (b[p + 2] & 0xFFL) << 16;
      case 4: return getIntLE(b, p) & 0xFFFF_FFFFL;
      case 5: return (getIntLE(b, p) & 0xFFFF_FFFFL) | (b[p + 4] & 0xFFL) << 32;
      case 6: return (getIntLE(b, p) & 0xFFFF_FFFFL) | (getShortLE(b, p + 4) & 0xFFFFL) << 32;
      case 7: return (getIntLE(b, p) & 0xFFFF_FFFFL) | (getShortLE(b, p + 4) & 0xFFFFL) << 32
          | (b[p + 6] & 0xFFL) << 48;
      case 8: return getLongLE(b, p);
      default: throw new IllegalArgumentException("width in bytes must be 1..8: " + n);
    }
  }

  /** Stores the low {@code n} bytes (1 to 8) of {@code v} at {@code p}, big-endian. */
  public static void putUnsignedBE(byte[] b, int p, int n, long v) {
    switch (n) {
      case 1: b[p] = (byte) v; break;
      case 2: putShortBE(b, p, (short) v); break;
      case 3: putShortBE(b, p, (short) (v >>> 8)); b[p + 2] = (byte) v; break;
      case 4: putIntBE(b, p, (int) v); break;
      case 5: putIntBE(b, p, (int) (v >>> 8)); b[p + 4] = (byte) v; break;
      case 6: putIntBE(b, p, (int) (v >>> 16)); putShortBE(b, p + 4, (short) v); break;
      case 7:
        putIntBE(b, p, (int) (v >>> 24));
        putShortBE(b, p + 4, (short) (v >>> 8));
        b[p + 6] = (byte) v;
        break;
      case 8: putLongBE(b, p, v); break;
      default: throw new IllegalArgumentException("width in bytes must be 1..8: " + n);
    }
  }

  /** Stores the low {@code n} bytes (1 to 8) of {@code v} at {@code p}, little-endian. */
  public static void putUnsignedLE(byte[] b, int p, int n, long v) {
    switch (n) {
      case 1: b[p] = (byte) v; break;
      case 2: putShortLE(b, p, (short) v); break;
      case 3: putShortLE(b, p, (short) v); b[p + 2] = (byte) (v >>> 16); break;
      case 4: putIntLE(b, p, (int) v); break;
      case 5: putIntLE(b, p, (int) v); b[p + 4] = (byte) (v >>> 32); break;
      case 6: putIntLE(b, p, (int) v); putShortLE(b, p + 4, (short) (v >>> 32)); break;
      case 7:
        putIntLE(b, p, (int) v);
        putShortLE(b, p + 4, (short) (v >>> 32));
        b[p + 6] = (byte) (v >>> 48);
        break;
      case 8: putLongLE(b, p, v); break;
      default: throw new IllegalArgumentException("width in bytes must be 1..8: " + n);
    }
  }
}
