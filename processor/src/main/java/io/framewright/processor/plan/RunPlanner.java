package io.framewright.processor.plan;

import io.framewright.processor.model.BitOrder;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a fixed layout into {@link Run}s the way a careful hand-written codec would: each
 * byte-aligned value on its own, and each group of packed sub-byte fields in as few register
 * loads as possible (one per group of at most 8 bytes, split only at byte boundaries that no
 * field straddles). Adjacent whole-byte integers of one byte order that fill 2, 4 or 8 bytes
 * share one load or store too, as a hand-written codec combines a 32-bit id and two 16-bit
 * coordinates into one 64-bit access: on JDK 17 C2 does not merge neighbouring stores itself, and
 * each {@code VarHandle} access carries its own bounds check.
 */
public final class RunPlanner {
  private RunPlanner() {}

  public static List<Run> plan(List<FieldLayout> fields, BitOrder bitOrder) {
    return mergeWholeBytes(packedRuns(fields, bitOrder == BitOrder.MSB_FIRST));
  }

  private static List<Run> packedRuns(List<FieldLayout> fields, boolean msbFirst) {
    List<Run> runs = new ArrayList<>();
    List<FieldLayout> group = new ArrayList<>();
    for (FieldLayout f : fields) {
      if (!group.isEmpty() && f.bitOffset() % 8 == 0) {
        // The group ended inside a byte, and unclaimed bits (zero) fill it up to this field.
        splitGroup(group, runs, msbFirst);
        group = new ArrayList<>();
      }
      boolean block = f.isArray() || f.nested() != null
          || f.element() instanceof io.framewright.processor.model.WireType.Text;
      if (group.isEmpty() && (block || f.isByteAligned())) {
        runs.add(block ? new Run.Block(f) : new Run.Direct(f));
        continue;
      }
      group.add(f);
      if (f.endBit() % 8 == 0) {
        splitGroup(group, runs, msbFirst);
        group = new ArrayList<>();
      }
    }
    if (!group.isEmpty()) {
      splitGroup(group, runs, msbFirst); // ends inside a byte: the rest of it is zero padding
    }
    return runs;
  }

  /** Splits one group of packed fields (starting on a byte boundary) into units. */
  private static void splitGroup(List<FieldLayout> group, List<Run> runs, boolean msbFirst) {
    int first = group.get(0).bitOffset() >>> 3;
    int endByte = (group.get(group.size() - 1).endBit() + 7) >>> 3;
    // Byte boundaries inside the group that no field straddles.
    List<Integer> cuts = new ArrayList<>();
    for (int b = first + 1; b < endByte; b++) {
      int bit = b * 8;
      boolean straddled = false;
      for (FieldLayout f : group) {
        if (f.bitOffset() < bit && f.endBit() > bit) {
          straddled = true;
          break;
        }
      }
      if (!straddled) {
        cuts.add(b);
      }
    }
    cuts.add(endByte);
    int start = first;
    int i = 0;
    while (start < endByte) {
      int end = -1;
      while (i < cuts.size() && cuts.get(i) - start <= 8) {
        end = cuts.get(i++);
      }
      boolean wide = end < 0;
      if (wide) {
        end = cuts.get(i++);
      }
      List<FieldLayout> slots = new ArrayList<>();
      for (FieldLayout f : group) {
        if (f.bitOffset() >= start * 8 && f.bitOffset() < end * 8) {
          slots.add(f);
        }
      }
      runs.add(wide ? new Run.Wide(start, end - start, slots)
          : new Run.Unit(start, end - start, slots, msbFirst));
      start = end;
    }
  }

  /**
   * Replaces each stretch of adjacent {@link #mergeable} direct values of one byte order by
   * units of 8, 4 or 2 bytes (the longest that fits first); a value that starts no such unit
   * stays direct.
   */
  private static List<Run> mergeWholeBytes(List<Run> runs) {
    List<Run> out = new ArrayList<>();
    int i = 0;
    while (i < runs.size()) {
      int to = i;
      while (to < runs.size() && runs.get(to) instanceof Run.Direct d && mergeable(d.field())
          && (to == i || adjacent(((Run.Direct) runs.get(to - 1)).field(), d.field()))) {
        to++;
      }
      if (to == i) {
        out.add(runs.get(i++));
        continue;
      }
      List<FieldLayout> stretch = new ArrayList<>();
      for (int k = i; k < to; k++) {
        stretch.add(((Run.Direct) runs.get(k)).field());
      }
      merge(stretch, out);
      i = to;
    }
    return out;
  }

  /** Units of adjacent whole-byte values {@code stretch}, in order, into {@code out}. */
  private static void merge(List<FieldLayout> stretch, List<Run> out) {
    int i = 0;
    while (i < stretch.size()) {
      int end = unitEnd(stretch, i);
      if (end < 0) {
        out.add(new Run.Direct(stretch.get(i++)));
        continue;
      }
      List<FieldLayout> slots = List.copyOf(stretch.subList(i, end));
      int bytes = 0;
      ByteOrder order = null;
      for (FieldLayout f : slots) {
        bytes += f.elementBits() / 8;
        if (f.elementBits() > 8) {
          order = f.order();
        }
      }
      out.add(new Run.Unit(slots.get(0).bitOffset() >>> 3, bytes, slots,
          order != ByteOrder.LITTLE));
      i = end;
    }
  }

  /**
   * The end (exclusive) of the longest run of at least two values from {@code from} that fills
   * exactly 8, 4 or 2 bytes with one byte order among its multi-byte values; -1 if none does.
   */
  private static int unitEnd(List<FieldLayout> stretch, int from) {
    int best = -1;
    int bytes = 0;
    ByteOrder order = null;
    for (int k = from; k < stretch.size(); k++) {
      FieldLayout f = stretch.get(k);
      if (f.elementBits() > 8) {
        if (order != null && order != f.order()) {
          break;
        }
        order = f.order();
      }
      bytes += f.elementBits() / 8;
      if (bytes > 8) {
        break;
      }
      if (k > from && (bytes == 8 || bytes == 4 || bytes == 2)) {
        best = k + 1;
      }
    }
    return best;
  }

  /**
   * A whole-byte integer component or size field of 1, 2 or 4 bytes in a known byte order, that
   * decodes without a check of its own (no enum, no boolean, no raw or checksum value): merged
   * with its neighbours, it reads and writes the same bytes.
   */
  private static boolean mergeable(FieldLayout f) {
    boolean role = f.role() == FieldLayout.Role.COMPONENT || f.role() == FieldLayout.Role.COUNT
        || f.role() == FieldLayout.Role.LENGTH;
    if (!role || !f.isByteAligned() || f.isArray() || f.nested() != null
        || !(f.element() instanceof WireType.Scalar s)) {
      return false;
    }
    int bits = f.elementBits();
    if (bits != 8 && bits != 16 && bits != 32) {
      return false;
    }
    if (bits > 8 && f.order() != ByteOrder.BIG && f.order() != ByteOrder.LITTLE) {
      return false;
    }
    Primitive p = s.primitive();
    boolean integer = p == Primitive.BYTE || p == Primitive.SHORT || p == Primitive.CHAR
        || p == Primitive.INT || p == Primitive.LONG;
    return integer && !f.field().nullable() && f.field().extras().rawOf() == null
        && f.field().extras().checksum() == null;
  }

  private static boolean adjacent(FieldLayout a, FieldLayout b) {
    return a.endBit() == b.bitOffset();
  }
}
