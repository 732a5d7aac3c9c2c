package io.framewright.benchmarks.command;

import io.framewright.protocol.avara.CommandPacket;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The baseline: a hand-written Avara {@link CommandPacket} codec over {@code byte[]} with
 * little-endian {@link VarHandle} views:
 *
 * <pre>
 * u16 serialNumber | u8 sendCount | u8 flags | i8 command
 * [i16 distribution flags &amp; 0x40]
 * [u16 p3 flags &amp; 0x20 | i32 p3 flags &amp; 0x04]
 * [i16 p2 flags &amp; 0x02]
 * [u8 dataLen flags &amp; 0x10 | i16 dataLen flags &amp; 0x08]
 * [i8 p1 flags &amp; 0x01]
 * [i8 sender flags &amp; 0x80]
 * dataLen bytes of data
 * </pre>
 *
 * <p>It validates what the generated {@code CommandPacketCodec} validates and throws
 * {@link IllegalArgumentException} (or an index exception) instead of its
 * {@code DecodeException}/{@code EncodeException}. Encode: serialNumber 0..65535, sendCount
 * 0..255, at most {@value #MAX_DATA} data bytes, the buffer's room; the flags come from the
 * values. Decode: both p3 flags or both length flags set, a value sent wider than needed (an i32
 * p3 in 0..65535, an i16 length in 0..255), 0 sent present (p3, p2, length, p1), a negative or
 * too long length, and a frame that is not exactly the packet are errors.
 *
 * <p>The bytes before the data are looked up per flags byte in {@link #HEADER_SIZE}, which also
 * marks the contradictory flag combinations, so one bounds check covers every optional field.
 */
final class VarHandleCommandCodec {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  static final int FIXED = 5;
  static final int MAX_DATA = CommandPacket.MAX_DATA_LENGTH;

  static final int SENDER = 0x80;
  static final int DISTRIBUTION = 0x40;
  static final int P3_U16 = 0x20;
  static final int LENGTH_U8 = 0x10;
  static final int LENGTH_I16 = 0x08;
  static final int P3_I32 = 0x04;
  static final int P2 = 0x02;
  static final int P1 = 0x01;

  /**
   * Bytes before the data for each flags byte (5..17), or 0 where both p3 flags or both length
   * flags are set.
   */
  static final byte[] HEADER_SIZE = headerSizes();

  private VarHandleCommandCodec() {}

  private static byte[] headerSizes() {
    byte[] sizes = new byte[256];
    for (int f = 0; f < 256; f++) {
      if ((f & (P3_U16 | P3_I32)) == (P3_U16 | P3_I32)
          || (f & (LENGTH_U8 | LENGTH_I16)) == (LENGTH_U8 | LENGTH_I16)) {
        continue;
      }
      int size = FIXED;
      size += (f & DISTRIBUTION) != 0 ? 2 : 0;
      size += (f & P3_U16) != 0 ? 2 : 0;
      size += (f & P3_I32) != 0 ? 4 : 0;
      size += (f & P2) != 0 ? 2 : 0;
      size += (f & LENGTH_U8) != 0 ? 1 : 0;
      size += (f & LENGTH_I16) != 0 ? 2 : 0;
      size += (f & P1) != 0 ? 1 : 0;
      size += (f & SENDER) != 0 ? 1 : 0;
      sizes[f] = (byte) size;
    }
    return sizes;
  }

  /** Encodes {@code c} at {@code buf[off]}; returns the number of bytes written. */
  static int encode(CommandPacket c, byte[] buf, int off) {
    byte[] data = c.data();
    int dataLen = data.length;
    if (dataLen > MAX_DATA) {
      throw new IllegalArgumentException("data longer than " + MAX_DATA + " bytes: " + dataLen);
    }
    int serialNumber = c.serialNumber();
    if ((serialNumber & ~0xFFFF) != 0) {
      throw new IllegalArgumentException("serialNumber out of range: " + serialNumber);
    }
    int sendCount = c.sendCount();
    if ((sendCount & ~0xFF) != 0) {
      throw new IllegalArgumentException("sendCount out of range: " + sendCount);
    }
    Short distribution = c.distribution();
    int p3 = c.p3();
    short p2 = c.p2();
    byte p1 = c.p1();
    Byte sender = c.sender();
    int flags = 0;
    int size = FIXED + dataLen;
    if (distribution != null) {
      flags = DISTRIBUTION;
      size += 2;
    }
    if (p3 != 0) {
      if ((p3 & ~0xFFFF) == 0) {
        flags |= P3_U16;
        size += 2;
      } else {
        flags |= P3_I32;
        size += 4;
      }
    }
    if (p2 != 0) {
      flags |= P2;
      size += 2;
    }
    if (dataLen != 0) {
      if (dataLen <= 0xFF) {
        flags |= LENGTH_U8;
        size += 1;
      } else {
        flags |= LENGTH_I16;
        size += 2;
      }
    }
    if (p1 != 0) {
      flags |= P1;
      size += 1;
    }
    if (sender != null) {
      flags |= SENDER;
      size += 1;
    }
    if (off < 0 || buf.length - off < size) {
      throw new IllegalArgumentException("buffer too small: need " + size + " byte(s) at " + off);
    }
    INT.set(buf, off, serialNumber | sendCount << 16 | flags << 24);
    buf[off + 4] = c.command();
    int q = off + FIXED;
    if ((flags & DISTRIBUTION) != 0) {
      SHORT.set(buf, q, (short) distribution);
      q += 2;
    }
    if ((flags & P3_U16) != 0) {
      SHORT.set(buf, q, (short) p3);
      q += 2;
    } else if ((flags & P3_I32) != 0) {
      INT.set(buf, q, p3);
      q += 4;
    }
    if ((flags & P2) != 0) {
      SHORT.set(buf, q, p2);
      q += 2;
    }
    if ((flags & LENGTH_U8) != 0) {
      buf[q++] = (byte) dataLen;
    } else if ((flags & LENGTH_I16) != 0) {
      SHORT.set(buf, q, (short) dataLen);
      q += 2;
    }
    if ((flags & P1) != 0) {
      buf[q++] = p1;
    }
    if ((flags & SENDER) != 0) {
      buf[q++] = sender;
    }
    System.arraycopy(data, 0, buf, q, dataLen);
    return size;
  }

  /** Decodes exactly one packet from {@code buf[off..off+len)}. */
  static CommandPacket decode(byte[] buf, int off, int len) {
    if (off < 0 || len < FIXED || buf.length - off < len) {
      throw new IllegalArgumentException("truncated packet header");
    }
    int w = (int) INT.get(buf, off);
    int flags = w >>> 24;
    int header = HEADER_SIZE[flags];
    if (header == 0) {
      throw new IllegalArgumentException("contradictory flags " + Integer.toHexString(flags));
    }
    if (len < header) {
      throw new IllegalArgumentException("truncated: flags need " + header + " byte(s), frame is "
          + len);
    }
    int q = off + FIXED;
    Short distribution = null;
    if ((flags & DISTRIBUTION) != 0) {
      distribution = (short) SHORT.get(buf, q);
      q += 2;
    }
    int p3 = 0;
    if ((flags & P3_U16) != 0) {
      p3 = (short) SHORT.get(buf, q) & 0xFFFF;
      q += 2;
      if (p3 == 0) {
        throw new IllegalArgumentException("p3 0 sent present");
      }
    } else if ((flags & P3_I32) != 0) {
      p3 = (int) INT.get(buf, q);
      q += 4;
      if ((p3 & ~0xFFFF) == 0) {
        throw new IllegalArgumentException("p3 " + p3 + " sent as i32");
      }
    }
    short p2 = 0;
    if ((flags & P2) != 0) {
      p2 = (short) SHORT.get(buf, q);
      q += 2;
      if (p2 == 0) {
        throw new IllegalArgumentException("p2 0 sent present");
      }
    }
    int dataLen = 0;
    if ((flags & LENGTH_U8) != 0) {
      dataLen = buf[q++] & 0xFF;
      if (dataLen == 0) {
        throw new IllegalArgumentException("data length 0 sent present");
      }
    } else if ((flags & LENGTH_I16) != 0) {
      dataLen = (short) SHORT.get(buf, q);
      q += 2;
      if ((dataLen & ~0xFF) == 0) {
        throw new IllegalArgumentException("data length " + dataLen + " sent as i16");
      }
      if (dataLen < 0 || dataLen > MAX_DATA) {
        throw new IllegalArgumentException("data length out of range: " + dataLen);
      }
    }
    byte p1 = 0;
    if ((flags & P1) != 0) {
      p1 = buf[q++];
      if (p1 == 0) {
        throw new IllegalArgumentException("p1 0 sent present");
      }
    }
    Byte sender = null;
    if ((flags & SENDER) != 0) {
      sender = buf[q++];
    }
    if (header + dataLen != len) {
      throw new IllegalArgumentException("packet is " + (header + dataLen) + " byte(s), frame is "
          + len);
    }
    byte[] data = Arrays.copyOfRange(buf, q, q + dataLen);
    return new CommandPacket(w & 0xFFFF, (w >>> 16) & 0xFF, 0, buf[off + 4], distribution, p3,
        p2, dataLen, p1, sender, data);
  }
}
