package io.framewright.benchmarks.publish;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.HandUtf8;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The 1.0 baseline: a hand-written codec over {@code byte[]}, checking what the generated codec
 * checks: the first byte 0x32, the remaining length in at most four bytes and the fewest, equal
 * to the bytes after it, the topic within them and strict UTF-8, room for the packet id; on
 * encode the id within 16 bits, the topic within 65,535 UTF-8 bytes, the remaining length's
 * maximum.
 */
public class PublishVarHandle extends Defaults {
  static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);

  private Pool<Publish> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = PublishPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("PublishVarHandle", (v, buf) -> encode(v, buf, 0));
    pool.checkDecoder("PublishVarHandle", w -> decode(w, 0, w.length));
    WireSizes.record("publish", "", "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public Publish decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return encode(pool.values[index++ & Pool.MASK], out, 0);
  }

  /**
   * Where the body starts in {@code b[off .. off + len)}, the header and the remaining length
   * checked; throws for anything the codec refuses there.
   */
  static int body(byte[] b, int off, int len) {
    int end = off + len;
    if (len < 2 || b[off] != 0x32) {
      throw new IllegalArgumentException("not a QoS 1 PUBLISH");
    }
    int p = off + 1;
    int remaining = 0;
    for (int i = 0; ; i++) {
      if (i == 4 || p == end) {
        throw new IllegalArgumentException("remaining length");
      }
      int x = b[p++];
      remaining |= (x & 0x7f) << 7 * i;
      if (x >= 0) {
        if (x == 0 && i > 0) {
          throw new IllegalArgumentException("remaining length not in the fewest bytes");
        }
        break;
      }
    }
    if (remaining != end - p) {
      throw new IllegalArgumentException("remaining length " + remaining);
    }
    return p;
  }

  /** The topic's length at {@code p}, checked to leave the packet id before {@code end}. */
  static int topicLength(byte[] b, int p, int end) {
    if (end - p < 2) {
      throw new IllegalArgumentException("truncated topic length");
    }
    int n = (short) SHORT.get(b, p) & 0xffff;
    if (end - p - 4 < n) {
      throw new IllegalArgumentException("truncated topic or packet id");
    }
    return n;
  }

  static Publish decode(byte[] b, int off, int len) {
    int end = off + len;
    int p = body(b, off, len);
    int n = topicLength(b, p, end);
    String topic = HandUtf8.decodeUtf8(b, p + 2, n);
    p += 2 + n;
    int id = (short) SHORT.get(b, p) & 0xffff;
    return new Publish(0x32, new Publish.Body(topic, id, Arrays.copyOfRange(b, p + 2, end)));
  }

  static int encode(Publish m, byte[] b, int off) {
    Publish.Body body = m.body();
    if (m.header() != 0x32 || (body.packetId() >>> 16) != 0) {
      throw new IllegalArgumentException("header or packet id out of range: " + m);
    }
    int topicBytes = HandUtf8.utf8Length(body.topic());
    if (topicBytes > 0xffff) {
      throw new IllegalArgumentException("topic longer than 65535 bytes");
    }
    long remaining = 2L + topicBytes + 2 + body.payload().length;
    if (remaining > Publish.MAX_REMAINING) {
      throw new IllegalArgumentException("remaining length " + remaining);
    }
    int r = (int) remaining;
    int varint = r < 0x80 ? 1 : r < 0x4000 ? 2 : r < 0x20_0000 ? 3 : 4;
    if (b.length - off < 1 + varint + r) {
      throw new IllegalArgumentException("no room");
    }
    b[off] = 0x32;
    int p = off + 1;
    while (r >= 0x80) {
      b[p++] = (byte) (r | 0x80);
      r >>>= 7;
    }
    b[p++] = (byte) r;
    SHORT.set(b, p, (short) topicBytes);
    p = HandUtf8.writeUtf8(body.topic(), 0, b, p + 2);
    SHORT.set(b, p, (short) body.packetId());
    System.arraycopy(body.payload(), 0, b, p + 2, body.payload().length);
    return p + 2 + body.payload().length;
  }
}
