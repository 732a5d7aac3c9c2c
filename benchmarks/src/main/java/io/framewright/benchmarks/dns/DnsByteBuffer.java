package io.framewright.benchmarks.dns;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.runtime.ReferencedList;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * A hand-written decoder of the same responses over a heap {@link ByteBuffer} with absolute
 * gets, checking what the generated codec checks: every length against the bytes left, labels
 * of at most 63 US-ASCII octets, pointers only to an offset before the name (or the place the
 * pointer before led to), RDLENGTH 4, and that the message ends where the last answer does. It
 * keeps each name's pointer ({@link ReferencedList}) as the generated codec does.
 */
public class DnsByteBuffer extends Defaults {
  private Pool<DnsResponse> pool;

  @Setup
  public void setUp() {
    pool = DnsPool.create();
    pool.checkDecoder("DnsByteBuffer", DnsByteBuffer::read);
  }

  @Benchmark
  public DnsResponse decode() {
    return read(pool.wire[index++ & Pool.MASK]);
  }

  /** Thrown for any input the codec would refuse. */
  static final class Malformed extends RuntimeException {
    Malformed(String what) {
      super(what, null, false, false);
    }
  }

  static DnsResponse read(byte[] wire) {
    ByteBuffer b = ByteBuffer.wrap(wire);
    int n = wire.length;
    if (n < 12) {
      throw new Malformed("header");
    }
    DnsHeader header = new DnsHeader(b.getShort(0) & 0xffff, b.getShort(2) & 0xffff,
        b.getShort(4) & 0xffff, b.getShort(6) & 0xffff, b.getShort(8) & 0xffff,
        b.getShort(10) & 0xffff);
    int[] at = {12};
    List<DnsQuestion> questions = new ArrayList<>();
    for (int q = 0; q < header.qdCount(); q++) {
      List<DnsLabel> name = name(b, n, at);
      int p = at[0];
      if (n - p < 4) {
        throw new Malformed("question");
      }
      questions.add(new DnsQuestion(name, b.getShort(p) & 0xffff, b.getShort(p + 2) & 0xffff));
      at[0] = p + 4;
    }
    List<DnsAnswer> answers = new ArrayList<>();
    for (int a = 0; a < header.anCount(); a++) {
      List<DnsLabel> name = name(b, n, at);
      int p = at[0];
      if (n - p < 14 || b.getShort(p + 8) != 4) {
        throw new Malformed("answer");
      }
      answers.add(new DnsAnswer(name, b.getShort(p) & 0xffff, b.getShort(p + 2) & 0xffff,
          b.getInt(p + 4), 4, b.getInt(p + 10)));
      at[0] = p + 14;
    }
    if (at[0] != n) {
      throw new Malformed("trailing bytes");
    }
    return new DnsResponse(header, List.copyOf(questions), List.copyOf(answers));
  }

  /** The name at {@code at[0]}, its pointers followed; {@code at[0]} ends after it. */
  private static List<DnsLabel> name(ByteBuffer b, int n, int[] at) {
    List<DnsLabel> labels = new ArrayList<>();
    int p = at[0];
    int floor = p;
    int end = n;
    int resume = -1;
    int inline = 0;
    int pointer = -1;
    int pointers = 0;
    while (true) {
      if (p >= end) {
        throw new Malformed("name");
      }
      int len = b.get(p) & 0xff;
      if (len == 0) {
        p++;
        break;
      }
      if (len >= 0xc0) {
        if (end - p < 2) {
          throw new Malformed("pointer");
        }
        int offset = (b.getShort(p) & 0xffff) & 0x3fff;
        if (offset >= floor || ++pointers > 127) {
          throw new Malformed("pointer");
        }
        if (resume < 0) {
          resume = p + 2;
          inline = labels.size();
          pointer = offset;
        }
        end = floor;
        p = offset;
        floor = offset;
        continue;
      }
      if (len > 63 || end - p - 1 < len) {
        throw new Malformed("label");
      }
      for (int i = p + 1; i <= p + len; i++) {
        if (b.get(i) < 0) {
          throw new Malformed("not US-ASCII");
        }
      }
      labels.add(new DnsLabel(new String(b.array(), p + 1, len, StandardCharsets.ISO_8859_1)));
      p += 1 + len;
    }
    if (resume < 0) {
      at[0] = p;
      return List.copyOf(labels);
    }
    at[0] = resume;
    return ReferencedList.of(labels, inline, pointer);
  }
}
