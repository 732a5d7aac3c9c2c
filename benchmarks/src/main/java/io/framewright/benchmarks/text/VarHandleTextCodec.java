package io.framewright.benchmarks.text;

import io.framewright.benchmarks.HandUtf8;
import io.framewright.protocol.pies.NumberItem;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.StringItem;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The {@code byte[]} baseline for pies packets: hand-written {@link PiesPacket.Location} and
 * {@link PiesPacket.LevelData} codecs over a plain {@code byte[]} (the format has no multi-byte
 * integers, so no {@code VarHandle} is needed; the name follows the other baselines):
 *
 * <pre>
 * u8 packetId (02 Location, 06 LevelData)
 * items: 01 &lt;UTF-8 text&gt; 00 | 02 &lt;sign 01/02&gt; &lt;base-250 digits, each + 1&gt; 00
 * ff
 * </pre>
 *
 * <p>It validates what the generated {@code PiesPacketCodec} validates for these two packets and
 * throws {@link IllegalArgumentException} (or an index exception) instead of its
 * {@code DecodeException}/{@code EncodeException}. Encode: text containing U+0000 or an unpaired
 * surrogate, a number of {@link Long#MIN_VALUE}. Decode: another packet id (the generated codec
 * decodes the other eight; this baseline does not), a frame that does not end with its only
 * {@code ff}, an item of the wrong data type or without its {@code 00}, malformed UTF-8 (checked
 * strictly, never replaced), a sign byte other than 01/02, no digit, a digit byte outside
 * 01..fa, a magnitude above {@link Long#MAX_VALUE}, and bytes after the last item. As the
 * generated codec does, it accepts numbers written with more (or fewer) digits than the encoder
 * writes. The decoded number list is unmodifiable, as the generated codec's is.
 *
 * <p>Decode checks that the frame's last byte is {@code ff} and then parses the items up to it:
 * every byte before it is a data type, sign, digit or text byte, none of which may be
 * {@code ff}, so an early {@code ff} is rejected where it stands.
 */
final class VarHandleTextCodec {
  static final int LOCATION = 0x02;
  static final int LEVEL_DATA = 0x06;
  static final byte STRING = 0x01;
  static final byte NUMBER = 0x02;
  static final byte POSITIVE = 0x01;
  static final byte NEGATIVE = 0x02;
  static final byte PACKET_END = (byte) 0xFF;
  /** Two digits hold magnitudes below this; the encoder never writes fewer. */
  static final int TWO_DIGITS = 250 * 250;
  /** A magnitude up to this takes one more digit without overflowing. */
  static final long SAFE = (Long.MAX_VALUE - 249) / 250;

  private VarHandleTextCodec() {}

  /** Encodes {@code packet} at {@code buf[off]}; returns the number of bytes written. */
  static int encode(PiesPacket packet, byte[] buf, int off) {
    if (off < 0 || off >= buf.length) {
      throw new IllegalArgumentException("no room at " + off);
    }
    int p;
    if (packet instanceof PiesPacket.Location l) {
      buf[off] = LOCATION;
      p = writeString(l.username().value(), buf, off + 1);
      p = writeString(l.x().value(), buf, p);
      p = writeString(l.y().value(), buf, p);
    } else if (packet instanceof PiesPacket.LevelData d) {
      buf[off] = LEVEL_DATA;
      p = writeString(d.name().value(), buf, off + 1);
      List<NumberItem> data = d.data();
      for (int i = 0, n = data.size(); i < n; i++) {
        p = writeNumber(data.get(i).value(), buf, p);
      }
    } else {
      throw new IllegalArgumentException("not a Location or LevelData packet: " + packet);
    }
    buf[p] = PACKET_END;
    return p + 1 - off;
  }

  /** Writes {@code 01 <s as UTF-8> 00} at {@code p}; returns the index after it. */
  private static int writeString(String s, byte[] buf, int p) {
    buf[p++] = STRING;
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if ((char) (c - 1) >= 0x7F) { // U+0000 or not ASCII
        p = writeUtf8(s, i, buf, p);
        break;
      }
      buf[p++] = (byte) c;
    }
    buf[p] = 0;
    return p + 1;
  }

  /**
   * Writes {@code s[i..]} as UTF-8 at {@code p}; returns the index after it. U+0000 (the item
   * splitter's byte) and an unpaired surrogate are errors.
   */
  static int writeUtf8(String s, int i, byte[] buf, int p) {
    int n = s.length();
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        if (c == 0) {
          throw new IllegalArgumentException("text contains U+0000, the item splitter: " + s);
        }
        buf[p++] = (byte) c;
      } else if (c < 0x800) {
        buf[p++] = (byte) (0xC0 | c >> 6);
        buf[p++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isSurrogate(c)) {
        char d;
        if (!Character.isHighSurrogate(c) || i + 1 == n
            || !Character.isLowSurrogate(d = s.charAt(i + 1))) {
          throw new IllegalArgumentException("unpaired surrogate at " + i);
        }
        int cp = Character.toCodePoint(c, d);
        i++;
        buf[p++] = (byte) (0xF0 | cp >> 18);
        buf[p++] = (byte) (0x80 | cp >> 12 & 0x3F);
        buf[p++] = (byte) (0x80 | cp >> 6 & 0x3F);
        buf[p++] = (byte) (0x80 | cp & 0x3F);
      } else {
        buf[p++] = (byte) (0xE0 | c >> 12);
        buf[p++] = (byte) (0x80 | c >> 6 & 0x3F);
        buf[p++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return p;
  }

  /** Writes {@code 02 <sign> <digits> 00} at {@code p}; returns the index after it. */
  private static int writeNumber(long v, byte[] buf, int p) {
    if (v == Long.MIN_VALUE) {
      throw new IllegalArgumentException("a pies number can not hold " + v);
    }
    buf[p] = NUMBER;
    buf[p + 1] = v < 0 ? NEGATIVE : POSITIVE;
    long m = Math.abs(v);
    if (m < TWO_DIGITS) {
      int mi = (int) m;
      int hi = mi / 250;
      buf[p + 2] = (byte) (hi + 1);
      buf[p + 3] = (byte) (mi - hi * 250 + 1);
      buf[p + 4] = 0;
      return p + 5;
    }
    int q = p + 1 + digits(m); // the last digit
    int after = q + 1;
    if (m <= Integer.MAX_VALUE) {
      for (int mi = (int) m; q > p + 1; q--) {
        int d = mi / 250;
        buf[q] = (byte) (mi - d * 250 + 1);
        mi = d;
      }
    } else {
      for (; q > p + 1; q--) {
        long d = m / 250;
        buf[q] = (byte) (m - d * 250 + 1);
        m = d;
      }
    }
    buf[after] = 0;
    return after + 1;
  }

  /** Digits the encoder writes for magnitude {@code m}: 2 below 250^2, then as needed (at most 8). */
  static int digits(long m) {
    int n = 2;
    long limit = TWO_DIGITS;
    while (n < 8 && m >= limit) {
      n++;
      limit *= 250;
    }
    return n;
  }

  /** Decodes exactly one Location or LevelData packet from {@code buf[off..off+len)}. */
  static PiesPacket decode(byte[] buf, int off, int len) {
    if (off < 0 || len < 2 || buf.length - off < len) {
      throw new IllegalArgumentException("truncated packet");
    }
    int end = off + len - 1;
    if (buf[end] != PACKET_END) {
      throw new IllegalArgumentException("packet does not end with ff");
    }
    int id = buf[off];
    if (id == LOCATION) {
      return decodeLocation(buf, off + 1, end);
    }
    if (id == LEVEL_DATA) {
      return decodeLevelData(buf, off + 1, end);
    }
    throw new IllegalArgumentException("packet id " + (id & 0xFF) + " is not Location or LevelData");
  }

  private static PiesPacket.Location decodeLocation(byte[] buf, int p, int end) {
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

  private static PiesPacket.LevelData decodeLevelData(byte[] buf, int p, int end) {
    expectString(buf, p);
    int z = scanText(buf, p + 1, end);
    StringItem name = new StringItem(text(buf, p + 1, z));
    p = (z ^ z >> 31) + 1;
    int count = 0; // every number item ends with the only 00 it holds
    for (int i = p; i < end; i++) {
      if (buf[i] == 0) {
        count++;
      }
    }
    NumberItem[] items = new NumberItem[count];
    for (int k = 0; k < count; k++) {
      // p < end here, and buf[end] is ff, which no check below accepts: reads stay in the frame
      if (buf[p] != NUMBER) {
        throw new IllegalArgumentException("not a number item at " + p);
      }
      int sign = buf[p + 1];
      if (sign != POSITIVE && sign != NEGATIVE) {
        throw new IllegalArgumentException("sign byte " + (sign & 0xFF) + " at " + (p + 1));
      }
      int q = p + 2;
      int d = (buf[q] & 0xFF) - 1;
      if (d < 0 || d >= 250) {
        throw new IllegalArgumentException("no digit at " + q);
      }
      long m = d;
      while (true) {
        int b = buf[++q] & 0xFF;
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

  private static void expectString(byte[] buf, int p) {
    if (buf[p] != STRING) {
      throw new IllegalArgumentException("not a string item at " + p);
    }
  }

  /**
   * The index of the {@code 00} ending the text at {@code p}, before {@code end}; bitwise
   * complemented when the text holds a non-ASCII byte.
   */
  private static int scanText(byte[] buf, int p, int end) {
    int bits = 0;
    for (int i = p; i < end; i++) {
      byte b = buf[i];
      if (b == 0) {
        return bits < 0 ? ~i : i;
      }
      bits |= b;
    }
    throw new IllegalArgumentException("item without its 00 at " + p);
  }

  /** The text {@code buf[p..z)} ({@code z} as {@link #scanText} returns it). */
  private static String text(byte[] buf, int p, int z) {
    if (z >= 0) {
      return new String(buf, p, z - p, StandardCharsets.ISO_8859_1);
    }
    z = ~z;
    HandUtf8.checkUtf8(buf, p, z);
    return new String(buf, p, z - p, StandardCharsets.UTF_8);
  }
}
