package io.framewright.benchmarks.roster;

import static io.framewright.benchmarks.roster.VarHandleRosterCodec.FIXED;
import static io.framewright.benchmarks.roster.VarHandleRosterCodec.MAX_NAME;
import static io.framewright.benchmarks.roster.VarHandleRosterCodec.MAX_UNITS;
import static io.framewright.benchmarks.roster.VarHandleRosterCodec.UNIT;

import io.framewright.benchmarks.HandUtf8;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Hand-written {@link Roster} and {@link RosterLE} codecs over heap {@link ByteBuffer}s, with
 * absolute gets and puts so no buffer state changes: the big-endian methods take a buffer of order
 * {@link java.nio.ByteOrder#BIG_ENDIAN} (the default), the little-endian ones one of order
 * {@link java.nio.ByteOrder#LITTLE_ENDIAN} (the caller sets it once). Same layout and validation
 * as {@link VarHandleRosterCodec}, one 64-bit access per unit too; the roster is the buffer's whole
 * {@code [0, limit)}. The name is scanned and written through the buffer; the {@code String} is
 * built from the buffer's backing array (a copy of the bytes for a buffer without one), and
 * non-ASCII names are checked with {@link HandUtf8#checkUtf8} on that array.
 */
final class ByteBufferRosterCodec {
  private ByteBufferRosterCodec() {}

  /** Encodes {@code r} at index 0 of a big-endian {@code buf}; returns the bytes written. */
  static int encodeBig(Roster r, ByteBuffer buf) {
    List<Unit> units = r.units();
    int n = units.size();
    String name = r.name();
    checkRoom(n, name, buf);
    buf.putInt(0, r.tick());
    buf.putShort(4, (short) n);
    int p = 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      Unit u = units.get(i);
      buf.putLong(p, (long) u.id() << 32 | (u.x() & 0xFFFFL) << 16 | (u.y() & 0xFFFFL));
      buf.put(p + 8, u.kind());
    }
    int nameBytes = writeName(name, buf, p + 2);
    buf.putShort(p, (short) nameBytes);
    return p + 2 + nameBytes;
  }

  /** Encodes {@code r} at index 0 of a little-endian {@code buf}; returns the bytes written. */
  static int encodeLittle(RosterLE r, ByteBuffer buf) {
    List<UnitLE> units = r.units();
    int n = units.size();
    String name = r.name();
    checkRoom(n, name, buf);
    buf.putInt(0, r.tick());
    buf.putShort(4, (short) n);
    int p = 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      UnitLE u = units.get(i);
      buf.putLong(p, (u.id() & 0xFFFFFFFFL) | (u.x() & 0xFFFFL) << 32 | (long) u.y() << 48);
      buf.put(p + 8, u.kind());
    }
    int nameBytes = writeName(name, buf, p + 2);
    buf.putShort(p, (short) nameBytes);
    return p + 2 + nameBytes;
  }

  private static void checkRoom(int n, String name, ByteBuffer buf) {
    if (n > MAX_UNITS) {
      throw new IllegalArgumentException("more than " + MAX_UNITS + " units: " + n);
    }
    int chars = name.length();
    if (chars > MAX_NAME) { // UTF-8 takes at least a byte per char
      throw new IllegalArgumentException("name longer than " + MAX_NAME + " bytes");
    }
    int size = FIXED + UNIT * n + chars;
    if (buf.limit() < size) {
      throw new IllegalArgumentException("buffer too small: need " + size + " byte(s)");
    }
  }

  /** Writes the name as UTF-8 at {@code p}; returns its byte length, at most {@value VarHandleRosterCodec#MAX_NAME}. */
  private static int writeName(String s, ByteBuffer buf, int p) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        int bytes = writeUtf8(s, i, buf, p + i) - p;
        if (bytes > MAX_NAME) {
          throw new IllegalArgumentException("name longer than " + MAX_NAME + " bytes: " + bytes);
        }
        return bytes;
      }
      buf.put(p + i, (byte) c);
    }
    return n;
  }

  /** As {@link HandUtf8#writeUtf8}, into a buffer. */
  static int writeUtf8(String s, int i, ByteBuffer buf, int p) {
    int n = s.length();
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
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

  /** Decodes exactly one roster from a big-endian {@code buf[0, limit)}. */
  static Roster decodeBig(ByteBuffer buf) {
    int len = buf.limit();
    if (len < FIXED) {
      throw new IllegalArgumentException("truncated roster");
    }
    int tick = buf.getInt(0);
    int n = buf.getShort(4) & 0xFFFF;
    int nameAt = VarHandleRosterCodec.nameLengthAt(n, len);
    int nameLength = buf.getShort(nameAt) & 0xFFFF;
    VarHandleRosterCodec.checkNameLength(nameAt, nameLength, len);
    Unit[] units = new Unit[n];
    int p = 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      long v = buf.getLong(p);
      units[i] = new Unit((int) (v >>> 32), (short) (v >>> 16), (short) v, buf.get(p + 8));
    }
    String name = decodeUtf8(buf, nameAt + 2, nameLength);
    return new Roster(tick, Collections.unmodifiableList(Arrays.asList(units)), name);
  }

  /** Decodes exactly one roster from a little-endian {@code buf[0, limit)}. */
  static RosterLE decodeLittle(ByteBuffer buf) {
    int len = buf.limit();
    if (len < FIXED) {
      throw new IllegalArgumentException("truncated roster");
    }
    int tick = buf.getInt(0);
    int n = buf.getShort(4) & 0xFFFF;
    int nameAt = VarHandleRosterCodec.nameLengthAt(n, len);
    int nameLength = buf.getShort(nameAt) & 0xFFFF;
    VarHandleRosterCodec.checkNameLength(nameAt, nameLength, len);
    UnitLE[] units = new UnitLE[n];
    int p = 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      long v = buf.getLong(p);
      units[i] = new UnitLE((int) v, (short) (v >>> 32), (short) (v >>> 48), buf.get(p + 8));
    }
    String name = decodeUtf8(buf, nameAt + 2, nameLength);
    return new RosterLE(tick, Collections.unmodifiableList(Arrays.asList(units)), name);
  }

  /** {@code buf[p..p+len)} as strict UTF-8: malformed input is an error, never replaced. */
  static String decodeUtf8(ByteBuffer buf, int p, int len) {
    int end = p + len;
    boolean ascii = true;
    for (int i = p; i < end; i++) {
      if (buf.get(i) < 0) {
        ascii = false;
        break;
      }
    }
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
