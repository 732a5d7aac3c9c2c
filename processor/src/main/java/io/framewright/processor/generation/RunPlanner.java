package io.framewright.processor.generation;

import io.framewright.processor.model.FieldLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a fixed layout into {@link Run}s the way a careful hand-written codec would: each
 * byte-aligned value on its own, and each group of packed sub-byte fields in as few register
 * loads as possible (one per group of at most 8 bytes, split only at byte boundaries that no
 * field straddles).
 */
final class RunPlanner {
  private RunPlanner() {}

  static List<Run> plan(List<FieldLayout> fields) {
    List<Run> runs = new ArrayList<>();
    List<FieldLayout> group = new ArrayList<>();
    for (FieldLayout f : fields) {
      if (!group.isEmpty() && f.bitOffset() % 8 == 0) {
        // The group ended inside a byte, and unclaimed bits (zero) fill it up to this field.
        splitGroup(group, runs);
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
        splitGroup(group, runs);
        group = new ArrayList<>();
      }
    }
    if (!group.isEmpty()) {
      splitGroup(group, runs); // ends inside a byte: the rest of it is zero padding
    }
    return runs;
  }

  /** Splits one group of packed fields (starting on a byte boundary) into units. */
  private static void splitGroup(List<FieldLayout> group, List<Run> runs) {
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
          : new Run.Unit(start, end - start, slots));
      start = end;
    }
  }
}
