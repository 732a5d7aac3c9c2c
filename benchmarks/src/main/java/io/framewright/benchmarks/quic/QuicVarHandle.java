package io.framewright.benchmarks.quic;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * A hand-written codec of the same payloads over a {@code byte[]}, each QUIC varint of 2, 4 or 8
 * bytes read and written with one big-endian {@link VarHandle} access, checking what the
 * generated codec checks: every varint and every CRYPTO length within the bytes left, the frame
 * type in the fewest bytes (RFC 9000 section 12.4) and known, the ACK range count within an int
 * and the bytes left (two per range at least), the numbers of int fields within an int.
 */
public class QuicVarHandle extends Defaults {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private Pool<QuicPayload> pool;
  private byte[] out;
  private final Reader reader = new Reader();

  @Setup
  public void setUp() {
    pool = QuicPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("QuicVarHandle", QuicVarHandle::write);
    pool.checkDecoder("QuicVarHandle", wire -> reader.read(wire));
  }

  @Benchmark
  public QuicPayload decode() {
    return reader.read(pool.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encode() {
    return write(pool.values[index++ & Pool.MASK], out);
  }

  /** Thrown for any input the codec would refuse. */
  static final class Malformed extends RuntimeException {
    Malformed(String what) {
      super(what, null, false, false);
    }
  }

  /** A position over one payload, reused from one decode to the next. */
  static final class Reader {
    private byte[] b;
    private int p;
    private int end;

    QuicPayload read(byte[] wire) {
      b = wire;
      p = 0;
      end = wire.length;
      List<QuicFrame> frames = new ArrayList<>();
      while (p < end) {
        frames.add(frame());
      }
      return new QuicPayload(frames);
    }

    private QuicFrame frame() {
      int at = p;
      long type = varint();
      if (p - at > size(type)) {
        throw new Malformed("frame type not in the fewest bytes");
      }
      switch ((int) type) {
        case 0x01:
          return new QuicFrame.Ping();
        case 0x02: {
          long largest = varint();
          long delay = varint();
          long count = varint();
          long first = varint();
          if (count > Integer.MAX_VALUE || count > (end - p) / 2) {
            throw new Malformed("ack range count");
          }
          List<QuicFrame.AckRange> ranges = new ArrayList<>((int) count);
          for (int i = 0; i < count; i++) {
            ranges.add(new QuicFrame.AckRange(varint(), varint()));
          }
          return new QuicFrame.Ack(largest, delay, (int) count, first, ranges);
        }
        case 0x06: {
          long offset = varint();
          long length = varint();
          if (length > end - p) {
            throw new Malformed("crypto data");
          }
          byte[] data = new byte[(int) length];
          System.arraycopy(b, p, data, 0, data.length);
          p += data.length;
          return new QuicFrame.Crypto(offset, data);
        }
        case 0x10:
          return new QuicFrame.MaxData(varint());
        case 0x11:
          return new QuicFrame.MaxStreamData(varint(), varint());
        case 0x1e:
          return new QuicFrame.HandshakeDone();
        default:
          throw new Malformed("frame type " + type);
      }
    }

    private long varint() {
      if (p >= end) {
        throw new Malformed("varint");
      }
      int code = (b[p] & 0xff) >>> 6;
      long v;
      switch (code) {
        case 0:
          return b[p++] & 0x3f;
        case 1:
          if (end - p < 2) {
            throw new Malformed("varint");
          }
          v = (short) SHORT.get(b, p) & 0x3fff;
          p += 2;
          return v;
        case 2:
          if (end - p < 4) {
            throw new Malformed("varint");
          }
          v = (int) INT.get(b, p) & 0x3fff_ffffL;
          p += 4;
          return v;
        default:
          if (end - p < 8) {
            throw new Malformed("varint");
          }
          v = (long) LONG.get(b, p) & 0x3fff_ffff_ffff_ffffL;
          p += 8;
          return v;
      }
    }
  }

  static int size(long v) {
    return v < 64 ? 1 : v < 16_384 ? 2 : v < 1 << 30 ? 4 : 8;
  }

  static int write(QuicPayload payload, byte[] buf) {
    int p = 0;
    for (QuicFrame f : payload.frames()) {
      if (f instanceof QuicFrame.Ack a) {
        p = varint(buf, p, 0x02);
        p = varint(buf, p, a.largestAcknowledged());
        p = varint(buf, p, a.ackDelay());
        if (a.ackRangeCount() != a.ackRanges().size()) {
          throw new IllegalArgumentException("ack range count");
        }
        p = varint(buf, p, a.ackRangeCount());
        p = varint(buf, p, a.firstAckRange());
        for (QuicFrame.AckRange r : a.ackRanges()) {
          p = varint(buf, p, r.gap());
          p = varint(buf, p, r.ackRangeLength());
        }
      } else if (f instanceof QuicFrame.Crypto c) {
        p = varint(buf, p, 0x06);
        p = varint(buf, p, c.offset());
        p = varint(buf, p, c.cryptoData().length);
        System.arraycopy(c.cryptoData(), 0, buf, p, c.cryptoData().length);
        p += c.cryptoData().length;
      } else if (f instanceof QuicFrame.MaxData m) {
        p = varint(buf, p, 0x10);
        p = varint(buf, p, m.maximumData());
      } else if (f instanceof QuicFrame.MaxStreamData m) {
        p = varint(buf, p, 0x11);
        p = varint(buf, p, m.streamId());
        p = varint(buf, p, m.maximumStreamData());
      } else if (f instanceof QuicFrame.Ping) {
        p = varint(buf, p, 0x01);
      } else {
        p = varint(buf, p, 0x1e);
      }
    }
    return p;
  }

  /** Writes {@code v} in the fewest bytes; the buffer is the pool's largest message's size. */
  private static int varint(byte[] buf, int p, long v) {
    if (v < 0 || v >= 1L << 62) {
      throw new IllegalArgumentException("varint " + v);
    }
    if (v < 64) {
      buf[p] = (byte) v;
      return p + 1;
    } else if (v < 16_384) {
      SHORT.set(buf, p, (short) (v | 0x4000));
      return p + 2;
    } else if (v < 1 << 30) {
      INT.set(buf, p, (int) (v | 0x8000_0000L));
      return p + 4;
    }
    LONG.set(buf, p, v | 0xc000_0000_0000_0000L);
    return p + 8;
  }
}
