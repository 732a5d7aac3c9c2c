package io.framewright.benchmarks.command;

import static io.framewright.benchmarks.command.VarHandleCommandCodec.DISTRIBUTION;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.FIXED;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.HEADER_SIZE;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.LENGTH_I16;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.LENGTH_U8;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.MAX_DATA;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.P1;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.P2;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.P3_I32;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.P3_U16;
import static io.framewright.benchmarks.command.VarHandleCommandCodec.SENDER;

import io.framewright.protocol.avara.CommandPacket;
import java.nio.ByteBuffer;

/**
 * A hand-written Avara {@link CommandPacket} codec over a heap {@link ByteBuffer} whose order is
 * {@link java.nio.ByteOrder#LITTLE_ENDIAN} (the caller sets it once), with absolute gets and puts
 * so no buffer state changes. Same layout and validation as {@link VarHandleCommandCodec}; the
 * packet is the buffer's whole {@code [0, limit)}.
 */
final class ByteBufferCommandCodec {
  private ByteBufferCommandCodec() {}

  /** Encodes {@code c} at index 0 of {@code buf}; returns the number of bytes written. */
  static int encode(CommandPacket c, ByteBuffer buf) {
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
    if (buf.limit() < size) {
      throw new IllegalArgumentException("buffer too small: need " + size + " byte(s)");
    }
    buf.putInt(0, serialNumber | sendCount << 16 | flags << 24);
    buf.put(4, c.command());
    int q = FIXED;
    if ((flags & DISTRIBUTION) != 0) {
      buf.putShort(q, distribution);
      q += 2;
    }
    if ((flags & P3_U16) != 0) {
      buf.putShort(q, (short) p3);
      q += 2;
    } else if ((flags & P3_I32) != 0) {
      buf.putInt(q, p3);
      q += 4;
    }
    if ((flags & P2) != 0) {
      buf.putShort(q, p2);
      q += 2;
    }
    if ((flags & LENGTH_U8) != 0) {
      buf.put(q++, (byte) dataLen);
    } else if ((flags & LENGTH_I16) != 0) {
      buf.putShort(q, (short) dataLen);
      q += 2;
    }
    if ((flags & P1) != 0) {
      buf.put(q++, p1);
    }
    if ((flags & SENDER) != 0) {
      buf.put(q++, sender);
    }
    buf.put(q, data);
    return size;
  }

  /** Decodes exactly one packet from {@code buf[0, limit)}. */
  static CommandPacket decode(ByteBuffer buf) {
    int len = buf.limit();
    if (len < FIXED) {
      throw new IllegalArgumentException("truncated packet header");
    }
    int w = buf.getInt(0);
    int flags = w >>> 24;
    int header = HEADER_SIZE[flags];
    if (header == 0) {
      throw new IllegalArgumentException("contradictory flags " + Integer.toHexString(flags));
    }
    if (len < header) {
      throw new IllegalArgumentException("truncated: flags need " + header + " byte(s), frame is "
          + len);
    }
    int q = FIXED;
    Short distribution = null;
    if ((flags & DISTRIBUTION) != 0) {
      distribution = buf.getShort(q);
      q += 2;
    }
    int p3 = 0;
    if ((flags & P3_U16) != 0) {
      p3 = buf.getShort(q) & 0xFFFF;
      q += 2;
      if (p3 == 0) {
        throw new IllegalArgumentException("p3 0 sent present");
      }
    } else if ((flags & P3_I32) != 0) {
      p3 = buf.getInt(q);
      q += 4;
      if ((p3 & ~0xFFFF) == 0) {
        throw new IllegalArgumentException("p3 " + p3 + " sent as i32");
      }
    }
    short p2 = 0;
    if ((flags & P2) != 0) {
      p2 = buf.getShort(q);
      q += 2;
      if (p2 == 0) {
        throw new IllegalArgumentException("p2 0 sent present");
      }
    }
    int dataLen = 0;
    if ((flags & LENGTH_U8) != 0) {
      dataLen = buf.get(q++) & 0xFF;
      if (dataLen == 0) {
        throw new IllegalArgumentException("data length 0 sent present");
      }
    } else if ((flags & LENGTH_I16) != 0) {
      dataLen = buf.getShort(q);
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
      p1 = buf.get(q++);
      if (p1 == 0) {
        throw new IllegalArgumentException("p1 0 sent present");
      }
    }
    Byte sender = null;
    if ((flags & SENDER) != 0) {
      sender = buf.get(q++);
    }
    if (header + dataLen != len) {
      throw new IllegalArgumentException("packet is " + (header + dataLen) + " byte(s), frame is "
          + len);
    }
    byte[] data = new byte[dataLen];
    buf.get(q, data);
    return new CommandPacket(w & 0xFFFF, (w >>> 16) & 0xFF, 0, buf.get(4), distribution, p3, p2,
        dataLen, p1, sender, data);
  }
}
