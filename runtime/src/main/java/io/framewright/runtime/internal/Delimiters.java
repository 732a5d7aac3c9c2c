package io.framewright.runtime.internal;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.Text;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** Finding terminators in bytes, and making sure encoded values do not contain their own. */
public class Delimiters {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Delimiters() {}

  /** Whether {@code bytes} stand at {@code p}, before {@code end}. */
  public static boolean matchesAt(byte[] buf, int p, int end, byte[] bytes) {
    if (end - p < bytes.length) {
      return false;
    }
    for (int i = 0; i < bytes.length; i++) {
      if (buf[p + i] != bytes[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the bytes {@code buf[p .. end)} could be where a reader looking for
   * {@code terminator} finds it: they start with it, or are shorter and a prefix of it (the
   * bytes after them could complete it).
   */
  public static boolean mayBegin(byte[] buf, int p, int end, byte[] terminator) {
    int n = Math.min(end - p, terminator.length);
    for (int i = 0; i < n; i++) {
      if (buf[p + i] != terminator[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Index of the next {@code terminator} in {@code buf[pos .. end)} (as {@link #indexOf(byte[],
   * int, int, byte[], int)}, every {@code unit} bytes), at most {@code max} bytes on, of an input
   * that starts at {@code start}; else the {@link DecodeException} a reader's search throws: the
   * one search and errors of {@code WireReader} and of a decode that keeps its position in locals.
   */
  public static int terminatorAt(byte[] buf, int start, int end, int pos, byte[] terminator,
      int unit, long max, String path) {
    return found(buf, start, end, pos, indexOf(buf, pos, end, terminator, unit),
        terminator.length, max, path);
  }

  /**
   * {@code at}, a search's finding from {@code pos} (-1: none), or the search's error: no
   * terminator of {@code length} bytes, or one more than {@code max} bytes on.
   */
  private static int found(byte[] buf, int start, int end, int pos, int at, int length,
      long max, String path) {
    if (at < 0) {
      throw DecodeException.noTerminator(buf, start, end, path, length);
    }
    if (at - pos > max) {
      throw DecodeException.invalid(buf, start, end, pos, 0, path,
          "at most " + max + " byte(s) before the terminator", (at - pos) + " byte(s)");
    }
    return at;
  }

  /**
   * {@link #terminatorAt} for a one-byte {@code terminator} (every byte a unit), also telling
   * whether every byte before it is below {@code 0x80}: the terminator's index, with the sign
   * bit set when one is not. A decoder then builds the text of a message that ends there without
   * checking it again (UTF-8 and US-ASCII text of such bytes is valid, a char a byte). The same
   * search, eight bytes at a time, and the same errors.
   */
  public static long terminatorAtAscii(byte[] buf, int start, int end, int pos,
      byte[] terminator, long max, String path) {
    long pattern = (terminator[0] & 0xFFL) * 0x0101010101010101L;
    long high = 0;
    int i = pos;
    int at = -1;
    for (int last = end - 8; i <= last; i += 8) {
      long w = Bytes.getLongLE(buf, i);
      long x = w ^ pattern;
      long found = (x - 0x0101010101010101L) & ~x & 0x8080808080808080L;
      if (found != 0) {
        int k = Long.numberOfTrailingZeros(found) >>> 3;
        high |= w & ((1L << (k << 3)) - 1); // the bytes before the terminator
        at = i + k;
        break;
      }
      high |= w;
    }
    if (at < 0) {
      for (; i < end; i++) {
        if (buf[i] == terminator[0]) {
          at = i;
          break;
        }
        high |= buf[i];
      }
    }
    found(buf, start, end, pos, at, 1, max, path);
    return (high & 0x8080808080808080L) == 0 ? at : at | Long.MIN_VALUE;
  }

  /** Index of the first {@code terminator} in {@code buf[from .. to)}, or -1. */
  public static int indexOf(byte[] buf, int from, int to, byte[] terminator) {
    byte first = terminator[0];
    if (terminator.length == 1) {
      return indexOf(buf, from, to, first); // the common case: 00, ff, \n
    }
    for (int i = from; i <= to - terminator.length; i++) {
      if (buf[i] == first && matchesAt(buf, i, to, terminator)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Index of the first {@code terminator} in {@code buf[from .. to)} at a multiple of
   * {@code unit} bytes from {@code from}, or -1: the terminator of text in a charset of
   * {@code unit}-byte code units ({@code Text.zeroUnit}) starts on a unit's boundary, since the
   * same bytes across two units are parts of two characters.
   */
  public static int indexOf(byte[] buf, int from, int to, byte[] terminator, int unit) {
    if (unit == 1) {
      return indexOf(buf, from, to, terminator);
    }
    for (int i = from; i <= to - terminator.length; i += unit) {
      if (matchesAt(buf, i, to, terminator)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Index of the first byte {@code b} in {@code buf[from .. to)}, or -1. Eight bytes at a time:
   * C2 on JDK 17 does not vectorize a search loop, and a byte-at-a-time scan over a whole frame
   * (a pies packet's {@code ff}, each item's {@code 00}) was a large share of the time of
   * decoding and encoding delimited messages. With {@code x} the eight bytes XOR {@code b} in
   * each byte, {@code (x - 0x01..01) & ~x & 0x80..80} is non-zero exactly when a byte of
   * {@code x} is zero, and its lowest set bit is in the lowest zero byte (a borrow only runs
   * upwards from a zero byte), which is the first match in a little-endian load.
   */
  public static int indexOf(byte[] buf, int from, int to, byte b) {
    int i = from;
    long pattern = (b & 0xFFL) * 0x0101010101010101L;
    for (int last = to - 8; i <= last; i += 8) {
      long x = Bytes.getLongLE(buf, i) ^ pattern;
      long found = (x - 0x0101010101010101L) & ~x & 0x8080808080808080L;
      if (found != 0) {
        return i + (Long.numberOfTrailingZeros(found) >>> 3);
      }
    }
    if (i < to && buf.length - i >= 8) {
      // The last 1 to 7 bytes (a whole pies number item is 5) in one load that reads on past
      // them inside the array; what it finds there is masked off. A false hit of the zero-byte
      // test lies only above a true one, so the lowest hit left is the first match.
      long x = Bytes.getLongLE(buf, i) ^ pattern;
      long found = (x - 0x0101010101010101L) & ~x & 0x8080808080808080L
          & (-1L >>> ((8 - (to - i)) << 3));
      return found == 0 ? -1 : i + (Long.numberOfTrailingZeros(found) >>> 3);
    }
    for (; i < to; i++) {
      if (buf[i] == b) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Checks that a {@code @Using} codec kept its word ({@code @Using(neverWrites)}): none of the
   * {@code excluded} bytes is in what it wrote, {@code buf[from .. to)}. Returns true, for the
   * generated encoder's {@code assert}, which runs it only with assertions enabled; throws
   * {@link EncodeException#codecWroteExcluded} otherwise.
   */
  public static boolean keptOut(byte[] buf, int from, int to, byte[] excluded, String path,
      String codec) {
    for (int i = from; i < to; i++) {
      for (byte b : excluded) {
        if (buf[i] == b) {
          throw EncodeException.codecWroteExcluded(path, codec, b & 0xFF, i - from);
        }
      }
    }
    return true;
  }

  /**
   * Checks that a {@code @Using} codec kept its word on reading ({@code @Using(rejects)}): none of
   * the {@code rejected} bytes is in what it read and accepted, {@code buf[from .. to)}. Returns
   * true, for the generated decoder's {@code assert}, which runs it only with assertions enabled;
   * throws an {@link AssertionError} naming the codec and the byte otherwise: the declaration or
   * the codec is wrong, and a union's decode that trusted it would read past a terminator its
   * search stops at, accepting a packet the search refuses.
   */
  public static boolean readWithout(byte[] buf, int from, int to, byte[] rejected, String path,
      String codec) {
    for (int i = from; i < to; i++) {
      for (byte b : rejected) {
        if (buf[i] == b) {
          throw new AssertionError(String.format("%s: %s accepted %02x at byte %d of what it"
              + " read, which its @Using(rejects) says it never accepts", path.isEmpty() ? "(value)"
              : path, codec, b & 0xFF, i - from));
        }
      }
    }
    return true;
  }

  /**
   * Writes {@code terminator} at {@code end}, after a value that can not contain it, and returns
   * the index after it: {@link #terminate} without the search, for values whose layout the
   * generator found free of the terminator at compile time (constant bytes without it, text in a
   * charset that never encodes it). Only the room is checked, as {@link #terminate} checks it.
   */
  public static int append(byte[] buf, int end, int limit, byte[] terminator, String path) {
    if (limit - end < terminator.length) {
      throw EncodeException.bufferTooSmall(path, terminator.length, limit - end);
    }
    if (terminator.length == 1) {
      buf[end] = terminator[0];
    } else {
      System.arraycopy(terminator, 0, buf, end, terminator.length);
    }
    return end + terminator.length;
  }

  /**
   * {@link #terminate} for a value whose only bytes that can be the one-byte terminator are
   * those of {@code text}, the last part, at {@code textAt} bytes from the value's start, in a
   * charset that writes that byte only for the char of the same value (UTF-8 or US-ASCII and a
   * terminator below {@code 80}, Latin-1): instead of searching the bytes written, looks for the
   * char in the string ({@link String#indexOf(int)}, which the JDK makes fast), and reports the
   * same byte offset {@link #terminate} would.
   */
  public static int appendAfterText(byte[] buf, int end, int limit, byte[] terminator,
      String path, String text, int textAt, Charset charset) {
    int after = append(buf, end, limit, terminator, path);
    int at = text.indexOf(terminator[0] & 0xFF);
    if (at >= 0) {
      throw EncodeException.containsTerminator(path, Hex.format(terminator, 0,
          terminator.length), textAt + Text.encodedLength(text.substring(0, at), charset, path));
    }
    return after;
  }

  /**
   * Writes {@code text}, the last part of a value, at {@code p} as {@link Text#writeChecked}
   * does, and makes sure it does not hold the value's one-byte {@code terminator}, which the
   * caller then appends with {@link #append} (the same charsets and terminators as
   * {@link #appendAfterText}): text of chars below 0x80 none of which is the terminator is
   * checked for both while it is copied, in one pass. Any other text is written by
   * {@link Text#writeChecked} and then looked into, and a terminator in it is reported as
   * {@link #appendAfterText} reports it, after the room check for the terminator it does
   * first: the errors and their order are those of the write, then the append, then the look.
   * {@code path}: the text's, in the text's errors; {@code terminatorPath}: the value's.
   */
  public static int writeTextBefore(String text, Charset charset, byte[] buf, int p, int limit,
      String path, byte[] terminator, String terminatorPath, int textAt) {
    int n = text.length();
    int t = terminator[0] & 0xFF;
    if (limit - p >= n && (charset == StandardCharsets.UTF_8
        || charset == StandardCharsets.US_ASCII || charset == StandardCharsets.ISO_8859_1)) {
      int q = p;
      for (int i = 0; i < n; i++) {
        char c = text.charAt(i);
        if (c >= 0x80 || c == t) {
          return writeThenLook(text, charset, buf, p, limit, path, terminator, terminatorPath,
              textAt);
        }
        buf[q++] = (byte) c;
      }
      return q;
    }
    return writeThenLook(text, charset, buf, p, limit, path, terminator, terminatorPath, textAt);
  }

  private static int writeThenLook(String text, Charset charset, byte[] buf, int p, int limit,
      String path, byte[] terminator, String terminatorPath, int textAt) {
    int end = Text.writeChecked(text, charset, buf, p, limit, path);
    int at = text.indexOf(terminator[0] & 0xFF);
    if (at >= 0) {
      if (limit - end < terminator.length) {
        throw EncodeException.bufferTooSmall(terminatorPath, terminator.length, limit - end);
      }
      throw EncodeException.containsTerminator(terminatorPath, Hex.format(terminator, 0,
          terminator.length), textAt + Text.encodedLength(text.substring(0, at), charset,
          terminatorPath));
    }
    return end;
  }

  /**
   * Checks a value written at {@code buf[from .. end)} that keeps its terminator
   * ({@code @Delimited(include = true)}): it ends with {@code terminator}, and holds no earlier
   * one (looked for every {@code unit} bytes, as decode looks), else decode would end it
   * elsewhere. Returns {@code end}.
   */
  public static int included(byte[] buf, int from, int end, byte[] terminator, int unit,
      String path) {
    int found = indexOf(buf, from, end, terminator, unit);
    if (found < 0 || found + terminator.length != end) {
      String t = Hex.format(terminator, 0, terminator.length);
      throw found < 0 || found + terminator.length > end
          ? EncodeException.withoutTerminator(path, t)
          : EncodeException.containsTerminator(path, t, found - from);
    }
    return end;
  }

  /**
   * Checks a value written at {@code buf[from .. end)} whose terminator is left for the part
   * after it to read ({@code @Delimited(consume = false)}), once that part is written up to
   * {@code after}: the first terminator from {@code from} (every {@code unit} bytes) stands at
   * {@code end}. The next part writes it; this message writes no terminator of its own there.
   */
  public static void leftFor(byte[] buf, int from, int end, int after, byte[] terminator,
      int unit, String path) {
    int found = indexOf(buf, from, after, terminator, unit);
    if (found != end) {
      String t = Hex.format(terminator, 0, terminator.length);
      throw found >= 0 && found < end ? EncodeException.containsTerminator(path, t, found - from)
          : EncodeException.terminatorNotNext(path, t);
    }
  }

  /**
   * Writes {@code terminator} at {@code end}, after a value written at {@code from}, and returns
   * the index after it. The value must not contain the terminator, nor end with bytes that would
   * make it appear early: either would decode as a shorter value.
   */
  public static int terminate(byte[] buf, int from, int end, int limit, byte[] terminator,
      String path) {
    return terminate(buf, from, end, limit, terminator, 1, path);
  }

  /**
   * Below this many bytes, {@link #terminate} looks at what was just written a byte at a time.
   * {@link #indexOf}'s eight-byte load over bytes still in the store buffer, written one by one,
   * can not be served from it and waits for them to reach the cache: a 5-byte pies number item
   * took about 4 ns more searched that way than byte by byte (JMH, 2 forks). Over longer
   * spans the wide load wins all the same.
   */
  private static final int SHORT = 16;

  /** Index of {@code b} in {@code buf[from .. end)}, else {@code end}: byte by byte. */
  private static int indexOfWritten(byte[] buf, int from, int end, byte b) {
    for (int i = from; i < end; i++) {
      if (buf[i] == b) {
        return i;
      }
    }
    return end;
  }

  /**
   * {@link #terminate} for text in a charset of {@code unit}-byte code units, whose terminator
   * is looked for only on a unit's boundary from {@code from}, as {@code WireReader.readTextTo}
   * looks for it.
   */
  public static int terminate(byte[] buf, int from, int end, int limit, byte[] terminator,
      int unit, String path) {
    int after = append(buf, end, limit, terminator, path);
    int found = end - from < SHORT && terminator.length == 1 && unit == 1
        ? indexOfWritten(buf, from, end, terminator[0])
        : indexOf(buf, from, after, terminator, unit);
    if (found != end) {
      throw EncodeException.containsTerminator(path, Hex.format(terminator, 0,
          terminator.length), found - from);
    }
    return after;
  }
}
