package io.framewright.benchmarks.text;

import static io.framewright.benchmarks.text.VarHandleTextCodec.LEVEL_DATA;
import static io.framewright.benchmarks.text.VarHandleTextCodec.LOCATION;
import static io.framewright.benchmarks.text.VarHandleTextCodec.NEGATIVE;
import static io.framewright.benchmarks.text.VarHandleTextCodec.NUMBER;
import static io.framewright.benchmarks.text.VarHandleTextCodec.PACKET_END;
import static io.framewright.benchmarks.text.VarHandleTextCodec.POSITIVE;
import static io.framewright.benchmarks.text.VarHandleTextCodec.SAFE;
import static io.framewright.benchmarks.text.VarHandleTextCodec.STRING;
import static io.framewright.benchmarks.text.VarHandleTextCodec.TWO_DIGITS;

import io.framewright.benchmarks.HandUtf8;
import io.framewright.protocol.pies.NumberItem;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.StringItem;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Hand-written {@link PiesPacket.Location} and {@link PiesPacket.LevelData} codecs over a heap
 * {@link ByteBuffer}, with absolute gets and puts so no buffer state changes. Same layout and
 * validation as {@link VarHandleTextCodec}; the packet is the buffer's whole {@code [0, limit)}.
 * Every byte is read and written through the buffer; each decoded {@code String} is built from
 * the buffer's backing array (from a copy of its bytes for a buffer without one), and non-ASCII
 * text is checked with {@link HandUtf8#checkUtf8} on that array.
 */
final class ByteBufferTextCodec {
  private ByteBufferTextCodec() {}

  /** Encodes {@code packet} at index 0 of {@code buf}; returns the number of bytes written. */
  static int encode(PiesPacket packet, ByteBuffer buf) {
    int p;
    if (packet instanceof PiesPacket.Location l) {
      buf.put(0, (byte) LOCATION);
      p = writeString(l.username().value(), buf, 1);
      p = writeString(l.x().value(), buf, p);
      p = writeString(l.y().value(), buf, p);
    } else if (packet instanceof PiesPacket.LevelData d) {
      buf.put(0, (byte) LEVEL_DATA);
      p = writeString(d.name().value(), buf, 1);
      List<NumberItem> data = d.data();
      for (int i = 0, n = data.size(); i < n; i++) {
        p = writeNumber(data.get(i).value(), buf, p);
      }
    } else {
      throw new IllegalArgumentException("not a Location or LevelData packet: " + packet);
    }
    buf.put(p, PACKET_END);
    return p + 1;
  }

  private static int writeString(String s, ByteBuffer buf, int p) {
    buf.put(p++, STRING);
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if ((char) (c - 1) >= 0x7F) { // U+0000 or not ASCII
        p = writeUtf8(s, i, buf, p);
        break;
      }
      buf.put(p++, (byte) c);
    }
    buf.put(p, (byte) 0);
    return p + 1;
  }

  /** As {@link VarHandleTextCodec#writeUtf8}, into a buffer. */
  private static int writeUtf8(String s, int i, ByteBuffer buf, int p) {
    int n = s.length();
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        if (c == 0) {
          throw new IllegalArgumentException("text contains U+0000, the item splitter: " + s);
        }
        buf.put(p++, (byte) c);
      } else if (c < 0x800) {
        buf.put(p++, (byte) (0xC0 | c >> 6));
        buf.put(p++, (byte) (0x80 | c & 0x3F));
      } else if (Character.isSurrogate(c)) {
        char d;
        if (!Character.isHighSurrogate(c) || i + 1 == n
            || !Character.isLowSurrogate(d = s.charAt(i + 1))) {
          throw new IllegalArgumentException("unpaired surrogate at " + i);
        }
        int cp = Character.toCodePoint(c, d);
        i++;
        buf.put(p++, (byte) (0xF0 | cp >> 18));
        buf.put(p++, (byte) (0x80 | cp >> 12 & 0x3F));
        buf.put(p++, (byte) (0x80 | cp >> 6 & 0x3F));
        buf.put(p++, (byte) (0x80 | cp & 0x3F));
      } else {
        buf.put(p++, (byte) (0xE0 | c >> 12));
        buf.put(p++, (byte) (0x80 | c >> 6 & 0x3F));
        buf.put(p++, (byte) (0x80 | c & 0x3F));
      }
    }
    return p;
  }

  private static int writeNumber(long v, ByteBuffer buf, int p) {
    if (v == Long.MIN_VALUE) {
      throw new IllegalArgumentException("a pies number can not hold " + v);
    }
    buf.put(p, NUMBER);
    buf.put(p + 1, v < 0 ? NEGATIVE : POSITIVE);
    long m = Math.abs(v);
    if (m < TWO_DIGITS) {
      int mi = (int) m;
      int hi = mi / 250;
      buf.put(p + 2, (byte) (hi + 1));
      buf.put(p + 3, (byte) (mi - hi * 250 + 1));
      buf.put(p + 4, (byte) 0);
      return p + 5;
    }
    int q = p + 1 + VarHandleTextCodec.digits(m); // the last digit
    int after = q + 1;
    if (m <= Integer.MAX_VALUE) {
      for (int mi = (int) m; q > p + 1; q--) {
        int d = mi / 250;
        buf.put(q, (byte) (mi - d * 250 + 1));
        mi = d;
      }
    } else {
      for (; q > p + 1; q--) {
        long d = m / 250;
        buf.put(q, (byte) (m - d * 250 + 1));
        m = d;
      }
    }
    buf.put(after, (byte) 0);
    return after + 1;
  }

  /** Decodes exactly one Location or LevelData packet from {@code buf[0, limit)}. */
  static PiesPacket decode(ByteBuffer buf) {
    int len = buf.limit();
    if (len < 2) {
      throw new IllegalArgumentException("truncated packet");
    }
    int end = len - 1;
    if (buf.get(end) != PACKET_END) {
      throw new IllegalArgumentException("packet does not end with ff");
    }
    int id = buf.get(0);
    if (id == LOCATION) {
      return decodeLocation(buf, 1, end);
    }
    if (id == LEVEL_DATA) {
      return decodeLevelData(buf, 1, end);
    }
    throw new IllegalArgumentException("packet id " + (id & 0xFF) + " is not Location or LevelData");
  }

  private static PiesPacket.Location decodeLocation(ByteBuffer buf, int p, int end) {
    expectString(buf, p);
    int z = scanText(buf, p + 1, end);
    StringItem username = new StringItem(text(buf, p + 1, z));
    p = (z ^ z >> 31) + 1;
    expectString(buf, p);
    z = scanText(buf, p + 1, end);
    StringItem x = new StringItem(text(buf, p + 1, z));
    p = (z ^ z >> 31) + 1;
    expectString(buf, p);
    z = scanText(buf, p + 1, end);
    StringItem y = new StringItem(text(buf, p + 1, z));
    p = (z ^ z >> 31) + 1;
    if (p != end) {
      throw new IllegalArgumentException("bytes after the last item at " + p);
    }
    return new PiesPacket.Location(username, x, y);
  }

  private static PiesPacket.LevelData decodeLevelData(ByteBuffer buf, int p, int end) {
    expectString(buf, p);
    int z = scanText(buf, p + 1, end);
    StringItem name = new StringItem(text(buf, p + 1, z));
    p = (z ^ z >> 31) + 1;
    int count = 0; // every number item ends with the only 00 it holds
    for (int i = p; i < end; i++) {
      if (buf.get(i) == 0) {
        count++;
      }
    }
    NumberItem[] items = new NumberItem[count];
    for (int k = 0; k < count; k++) {
      // p < end here, and buf[end] is ff, which no check below accepts: reads stay in the frame
      if (buf.get(p) != NUMBER) {
        throw new IllegalArgumentException("not a number item at " + p);
      }
      int sign = buf.get(p + 1);
      if (sign != POSITIVE && sign != NEGATIVE) {
        throw new IllegalArgumentException("sign byte " + (sign & 0xFF) + " at " + (p + 1));
      }
      int q = p + 2;
      int d = (buf.get(q) & 0xFF) - 1;
      if (d < 0 || d >= 250) {
        throw new IllegalArgumentException("no digit at " + q);
      }
      long m = d;
      while (true) {
        int b = buf.get(++q) & 0xFF;
        if (b == 0) {
          break;
        }
        d = b - 1;
        if (d >= 250) {
          throw new IllegalArgumentException("digit byte " + b + " at " + q);
        }
        if (m > SAFE && m > (Long.MAX_VALUE - d) / 250) {
          throw new IllegalArgumentException("number above " + Long.MAX_VALUE + " at " + q);
        }
        m = m * 250 + d;
      }
      items[k] = new NumberItem(sign == NEGATIVE ? -m : m);
      p = q + 1;
    }
    if (p != end) {
      throw new IllegalArgumentException("bytes after the last item at " + p);
    }
    return new PiesPacket.LevelData(name, Collections.unmodifiableList(Arrays.asList(items)));
  }

  private static void expectString(ByteBuffer buf, int p) {
    if (buf.get(p) != STRING) {
      throw new IllegalArgumentException("not a string item at " + p);
    }
  }

  /** As {@code VarHandleTextCodec.scanText}, in a buffer. */
  private static int scanText(ByteBuffer buf, int p, int end) {
    int bits = 0;
    for (int i = p; i < end; i++) {
      byte b = buf.get(i);
      if (b == 0) {
        return bits < 0 ? ~i : i;
      }
      bits |= b;
    }
    throw new IllegalArgumentException("item without its 00 at " + p);
  }

  /** The text {@code buf[p..z)} ({@code z} complemented when it is not ASCII). */
  private static String text(ByteBuffer buf, int p, int z) {
    boolean ascii = z >= 0;
    int len = (z ^ z >> 31) - p;
    byte[] bytes;
    int from;
    if (buf.hasArray()) {
      bytes = buf.array();
      from = buf.arrayOffset() + p;
    } else {
      bytes = new byte[len];
      buf.get(p, bytes);
      from = 0;
    }
    if (ascii) {
      return new String(bytes, from, len, StandardCharsets.ISO_8859_1);
    }
    HandUtf8.checkUtf8(bytes, from, from + len);
    return new String(bytes, from, len, StandardCharsets.UTF_8);
  }
}
