package io.framewright.runtime;

import io.framewright.runtime.internal.Delimiters;
import java.util.Arrays;
import java.util.List;

/**
 * What encoding one message knows of the {@code @BackReference(compress = true)} lists it has
 * written, for generated code: where the message starts in the buffer (pointers hold offsets
 * from there) and a table of the places an earlier list's run of last elements starts, so that
 * a later list ending with the same run writes a pointer there instead (DNS name compression,
 * RFC 1035 section 4.1.4). One is made per top-level encode of a message that holds such a
 * list, and passed down to the codecs of the records holding them.
 *
 * <p>A list is compressed in three steps: its elements are written to a scratch buffer
 * ({@link #begin}, {@link #room}, {@link #wrote}); {@link #end} looks for its longest run of
 * last elements in the table and checks, byte by byte, that a decoder reading from the place
 * found reads exactly those elements, then the end, following pointers as
 * {@link BackReferences} does (strictly backwards, at most {@code maxPointers}), so a pointer
 * written is never wrong; it then copies the elements before the run and writes the pointer, or
 * all of them and the terminator, and puts the places of the elements written in place in the
 * table.
 *
 * <p>Bounds: the table holds one entry per element written in place whose offset fits the
 * pointer, found by a hash of the run it starts (the first place written wins), so a list costs
 * one look-up per element; a look-up whose check fails (a hash collision, or a run that would
 * take more than {@code maxPointers}) costs at most the bytes of the run, and after
 * {@value #MAX_FAILED} failed checks a list is not compressed further. Encoding so stays linear
 * in the bytes written, whatever the value.
 */
public final class CompressionContext {
  /** Checks that may fail in one list before it is written without looking further. */
  static final int MAX_FAILED = 4;

  private final byte[] buf;
  private final int base;
  /** The current list's elements, written whole, and where each starts (then where it ends). */
  private byte[] scratch = new byte[64];
  private int[] starts = new int[16];
  private int count;
  private long kind;
  private byte[] terminator;
  private int marker;
  private int markerBits;
  private int offsetBits;
  private int maxPointers;
  /** Open addressing: a run's hash (0 for a free slot) and the index where it starts. */
  private long[] hashes;
  private int[] places;
  private int entries;
  /** The hash of the run from each element of the current list to its end. */
  private long[] runs = new long[16];

  /**
   * A context for encoding one message that starts at {@code buf[base]}: pointers hold offsets
   * from there.
   */
  public CompressionContext(byte[] buf, int base) {
    this.buf = buf;
    this.base = base;
  }

  /**
   * Starts a list of the form given: {@code kind} tells lists whose runs may be pointed to from
   * one another apart (the generated code's fingerprint of the element type and pointer form).
   */
  public void begin(long kind, byte[] terminator, int marker, int markerBits, int offsetBits,
      int maxPointers) {
    this.kind = kind;
    this.terminator = terminator;
    this.marker = marker;
    this.markerBits = markerBits;
    this.offsetBits = offsetBits;
    this.maxPointers = maxPointers;
    this.count = 0;
    starts[0] = 0;
  }

  /** Where the next element is to be written in {@link #room}'s buffer. */
  public int at() {
    return starts[count];
  }

  /** The scratch buffer, with at least {@code size} bytes free after {@link #at()}. */
  public byte[] room(int size) {
    int at = starts[count];
    if (scratch.length - at < size) {
      scratch = Arrays.copyOf(scratch, Math.max(scratch.length * 2, at + size));
    }
    return scratch;
  }

  /** The element just written ends at {@code end} of the scratch buffer. */
  public void wrote(int end) {
    if (++count + 1 > starts.length) {
      starts = Arrays.copyOf(starts, starts.length * 2);
    }
    starts[count] = end;
  }

  /**
   * Ends the list {@code list}, whose elements written in place are in the scratch buffer: writes
   * them at {@code p} (before {@code limit}), then a pointer or the terminator, and returns the
   * index after. A plain list is compressed; a {@link ReferencedList} is written as it says
   * (whole, or its own pointer).
   */
  public int end(int p, int limit, List<?> list, String path) {
    int pointerBytes = (markerBits + offsetBits) / 8;
    long given = ReferencedList.pointerOf(list);
    boolean plain = !(list instanceof ReferencedList<?>);
    hashRuns();
    int keep = count;
    long to = given;
    if (plain) {
      int failed = 0;
      for (int i = 0; i < count && failed < MAX_FAILED; i++) {
        // No pointer longer than what it replaces: sizes measured before writing stay bounds.
        if (pointerBytes > starts[count] - starts[i] + terminator.length) {
          break;
        }
        int q = find(runs[i]);
        if (q < 0) {
          continue;
        }
        if (reads(q, p, i)) {
          keep = i;
          to = q - base;
          break;
        }
        failed++;
      }
    }
    int bytes = starts[keep] - starts[0];
    int after = to >= 0 ? pointerBytes : terminator.length;
    if (limit - p < bytes + after) {
      throw EncodeException.bufferTooSmall(path, bytes + after, limit - p);
    }
    System.arraycopy(scratch, 0, buf, p, bytes);
    int end = p + bytes;
    if (to >= 0) {
      end = BackReferences.writePointer(buf, end, limit, to, marker, markerBits, offsetBits,
          path);
    } else {
      System.arraycopy(terminator, 0, buf, end, terminator.length);
      end += terminator.length;
    }
    if (given < 0) {
      // A run written in place, ended by the terminator or by a pointer found in the table, is
      // one a later list may point to; a pointer the value gave may lead anywhere: not kept.
      for (int k = 0; k < keep; k++) {
        remember(runs[k], p + starts[k]);
      }
    }
    return end;
  }

  /** The hash of each run from element k to the end, last first. */
  private void hashRuns() {
    if (runs.length < count + 1) {
      runs = new long[Math.max(runs.length * 2, count + 1)];
    }
    long h = kind * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
    runs[count] = h;
    for (int k = count - 1; k >= 0; k--) {
      h = (h ^ 0xcbf29ce484222325L) * 0x100000001b3L;
      for (int j = starts[k]; j < starts[k + 1]; j++) {
        h = (h ^ (scratch[j] & 0xff)) * 0x100000001b3L;
      }
      // Element bounds are in the run: ab|c and a|bc differ.
      h = (h ^ (starts[k + 1] - starts[k])) * 0x9E3779B97F4A7C15L;
      runs[k] = h == 0 ? 1 : h;
    }
  }

  /** The place in the table of the run hashed {@code h}, or -1. */
  private int find(long h) {
    if (hashes == null) {
      return -1;
    }
    int mask = hashes.length - 1;
    for (int s = slot(h, mask); hashes[s] != 0; s = (s + 1) & mask) {
      if (hashes[s] == h) {
        return places[s];
      }
    }
    return -1;
  }

  /** Puts the run hashed {@code h} starting at {@code place} in the table, unless one is. */
  private void remember(long h, int place) {
    if ((long) place - base >= 1L << offsetBits) {
      return;
    }
    if (hashes == null) {
      hashes = new long[32];
      places = new int[32];
    } else if (2 * (entries + 1) > hashes.length) {
      long[] oldHashes = hashes;
      int[] oldPlaces = places;
      hashes = new long[oldHashes.length * 2];
      places = new int[oldHashes.length * 2];
      entries = 0;
      for (int s = 0; s < oldHashes.length; s++) {
        if (oldHashes[s] != 0) {
          put(oldHashes[s], oldPlaces[s]);
        }
      }
    }
    put(h, place);
  }

  private void put(long h, int place) {
    int mask = hashes.length - 1;
    int s = slot(h, mask);
    for (; hashes[s] != 0; s = (s + 1) & mask) {
      if (hashes[s] == h) {
        return;
      }
    }
    hashes[s] = h;
    places[s] = place;
    entries++;
  }

  private static int slot(long h, int mask) {
    return (int) (h ^ (h >>> 32)) & mask;
  }

  /**
   * Whether a decoder meeting, at {@code listStart} after the list's first {@code from}
   * elements, a pointer to {@code q} reads the list's elements {@code from} on, then its end:
   * each element's bytes are those written for it, and at each element's bounds a pointer is
   * followed as {@link BackReferences#another} follows it.
   */
  private boolean reads(int q, int listStart, int from) {
    if (q < base || q >= listStart) {
      return false;
    }
    int pointerBytes = (markerBits + offsetBits) / 8;
    int pointers = 1;
    int floor = q;
    int end = listStart;
    int pos = q;
    for (int k = from; ; k++) {
      while (!Delimiters.matchesAt(buf, pos, end, terminator)) {
        if (pos >= end || !BackReferences.marked(buf[pos], marker, markerBits)) {
          break;
        }
        if (end - pos < pointerBytes) {
          return false;
        }
        long offset = BackReferences.offsetAt(buf, pos, pointerBytes, offsetBits);
        if (offset >= floor - base || ++pointers > maxPointers) {
          return false;
        }
        end = floor;
        floor = base + (int) offset;
        pos = floor;
      }
      boolean atTerminator = Delimiters.matchesAt(buf, pos, end, terminator);
      if (k == count || atTerminator) {
        return k == count && atTerminator;
      }
      int length = starts[k + 1] - starts[k];
      if (end - pos < length
          || !Arrays.equals(buf, pos, pos + length, scratch, starts[k], starts[k + 1])) {
        return false;
      }
      pos += length;
    }
  }
}
