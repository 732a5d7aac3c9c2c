package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.HandUtf8;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The baseline: hand-written {@link Roster} (big-endian) and {@link RosterLE} (little-endian)
 * codecs over {@code byte[]} with {@link VarHandle} views:
 *
 * <pre>
 * i32 tick | u16 count | count x (i32 id, i16 x, i16 y, i8 kind) | u16 length | UTF-8 name
 * </pre>
 *
 * Each unit's id, x and y go through one 64-bit access, its kind through a byte.
 *
 * <p>It validates what the generated {@code RosterCodec}/{@code RosterLECodec} validate and
 * throws {@link IllegalArgumentException} (or an index exception) instead of their
 * {@code DecodeException}/{@code EncodeException}. Encode: at most {@value #MAX_UNITS} units,
 * at most {@value #MAX_NAME} name bytes, a name that is valid UTF-16 (no unpaired surrogate), the
 * buffer's room. Decode: a count above {@value #MAX_UNITS}, a name length above
 * {@value #MAX_NAME}, a frame that is not exactly the roster and malformed UTF-8 (checked
 * strictly, never replaced) are errors. The decoded unit list is unmodifiable, as the generated
 * codec's is.
 */
final class VarHandleRosterCodec {
  static final VarHandle SHORT_BE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  static final VarHandle INT_BE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  static final VarHandle LONG_BE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  static final VarHandle SHORT_LE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Bytes per unit. */
  static final int UNIT = 9;
  /** Bytes of the roster without units and name: tick, count, name length. */
  static final int FIXED = 8;
  static final int MAX_UNITS = Roster.MAX_UNITS;
  static final int MAX_NAME = Roster.MAX_NAME;

  private VarHandleRosterCodec() {}

  /** Encodes {@code r} big-endian at {@code buf[off]}; returns the number of bytes written. */
  static int encodeBig(Roster r, byte[] buf, int off) {
    List<Unit> units = r.units();
    int n = units.size();
    String name = r.name();
    int p = checkRoom(n, name, buf, off);
    INT_BE.set(buf, off, r.tick());
    SHORT_BE.set(buf, off + 4, (short) n);
    for (int i = 0; i < n; i++, p += UNIT) {
      Unit u = units.get(i);
      LONG_BE.set(buf, p, (long) u.id() << 32 | (u.x() & 0xFFFFL) << 16 | (u.y() & 0xFFFFL));
      buf[p + 8] = u.kind();
    }
    int nameBytes = writeName(name, buf, p + 2);
    SHORT_BE.set(buf, p, (short) nameBytes);
    return p + 2 + nameBytes - off;
  }

  /** Encodes {@code r} little-endian at {@code buf[off]}; returns the number of bytes written. */
  static int encodeLittle(RosterLE r, byte[] buf, int off) {
    List<UnitLE> units = r.units();
    int n = units.size();
    String name = r.name();
    int p = checkRoom(n, name, buf, off);
    INT_LE.set(buf, off, r.tick());
    SHORT_LE.set(buf, off + 4, (short) n);
    for (int i = 0; i < n; i++, p += UNIT) {
      UnitLE u = units.get(i);
      LONG_LE.set(buf, p, (u.id() & 0xFFFFFFFFL) | (u.x() & 0xFFFFL) << 32 | (long) u.y() << 48);
      buf[p + 8] = u.kind();
    }
    int nameBytes = writeName(name, buf, p + 2);
    SHORT_LE.set(buf, p, (short) nameBytes);
    return p + 2 + nameBytes - off;
  }

  /**
   * Checks the unit count and that the buffer holds the roster if its name is ASCII (a longer
   * UTF-8 name still meets the array's bounds check); returns the index of the first unit.
   */
  private static int checkRoom(int n, String name, byte[] buf, int off) {
    if (n > MAX_UNITS) {
      throw new IllegalArgumentException("more than " + MAX_UNITS + " units: " + n);
    }
    int chars = name.length();
    if (chars > MAX_NAME) { // UTF-8 takes at least a byte per char
      throw new IllegalArgumentException("name longer than " + MAX_NAME + " bytes");
    }
    int size = FIXED + UNIT * n + chars;
    if (off < 0 || buf.length - off < size) {
      throw new IllegalArgumentException("buffer too small: need " + size + " byte(s) at " + off);
    }
    return off + 6;
  }

  /** Writes the name as UTF-8 at {@code p}; returns its byte length, at most {@value #MAX_NAME}. */
  private static int writeName(String s, byte[] buf, int p) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        int bytes = HandUtf8.writeUtf8(s, i, buf, p + i) - p;
        if (bytes > MAX_NAME) {
          throw new IllegalArgumentException("name longer than " + MAX_NAME + " bytes: " + bytes);
        }
        return bytes;
      }
      buf[p + i] = (byte) c;
    }
    return n;
  }

  /** Decodes exactly one big-endian roster from {@code buf[off..off+len)}. */
  static Roster decodeBig(byte[] buf, int off, int len) {
    if (off < 0 || len < FIXED || buf.length - off < len) {
      throw new IllegalArgumentException("truncated roster");
    }
    int tick = (int) INT_BE.get(buf, off);
    int n = (short) SHORT_BE.get(buf, off + 4) & 0xFFFF;
    int nameAt = nameLengthAt(n, len);
    int nameLength = (short) SHORT_BE.get(buf, off + nameAt) & 0xFFFF;
    checkNameLength(nameAt, nameLength, len);
    Unit[] units = new Unit[n];
    int p = off + 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      long v = (long) LONG_BE.get(buf, p);
      units[i] = new Unit((int) (v >>> 32), (short) (v >>> 16), (short) v, buf[p + 8]);
    }
    String name = HandUtf8.decodeUtf8(buf, off + nameAt + 2, nameLength);
    return new Roster(tick, Collections.unmodifiableList(Arrays.asList(units)), name);
  }

  /** Decodes exactly one little-endian roster from {@code buf[off..off+len)}. */
  static RosterLE decodeLittle(byte[] buf, int off, int len) {
    if (off < 0 || len < FIXED || buf.length - off < len) {
      throw new IllegalArgumentException("truncated roster");
    }
    int tick = (int) INT_LE.get(buf, off);
    int n = (short) SHORT_LE.get(buf, off + 4) & 0xFFFF;
    int nameAt = nameLengthAt(n, len);
    int nameLength = (short) SHORT_LE.get(buf, off + nameAt) & 0xFFFF;
    checkNameLength(nameAt, nameLength, len);
    UnitLE[] units = new UnitLE[n];
    int p = off + 6;
    for (int i = 0; i < n; i++, p += UNIT) {
      long v = (long) LONG_LE.get(buf, p);
      units[i] = new UnitLE((int) v, (short) (v >>> 32), (short) (v >>> 48), buf[p + 8]);
    }
    String name = HandUtf8.decodeUtf8(buf, off + nameAt + 2, nameLength);
    return new RosterLE(tick, Collections.unmodifiableList(Arrays.asList(units)), name);
  }

  /** Checks count {@code n}; returns where the name length stands, relative to the roster. */
  static int nameLengthAt(int n, int len) {
    if (n > MAX_UNITS) {
      throw new IllegalArgumentException("more than " + MAX_UNITS + " units: " + n);
    }
    int nameAt = 6 + UNIT * n;
    if (len - 2 < nameAt) {
      throw new IllegalArgumentException("truncated: " + n + " units in " + len + " bytes");
    }
    return nameAt;
  }

  /** Checks the name length and that the name ends the frame. */
  static void checkNameLength(int nameAt, int nameLength, int len) {
    if (nameLength > MAX_NAME) {
      throw new IllegalArgumentException("name longer than " + MAX_NAME + " bytes: " + nameLength);
    }
    if (nameAt + 2 + nameLength != len) {
      throw new IllegalArgumentException("roster is " + (nameAt + 2 + nameLength)
          + " byte(s), frame is " + len);
    }
  }
}
