package io.framewright.cli;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a first traced decode learns about each leaf part from the parts after it at its level,
 * so that the JSON can be written in one pass on a second decode: whether a later part has the
 * same name (then the leaf is that component's size on the wire: {@code (length of message)}),
 * and whether a list element follows (a list's count). One bit per part, by ordinal.
 */
final class SizeMarks implements TraceEvents.Listener {
  private final BitSet sameNameLater = new BitSet();
  private final BitSet elementLater = new BitSet();
  /** Per open level: the leaves not yet followed by a part of their name, by name. */
  private final Deque<Level> levels = new ArrayDeque<>();

  private static final class Level {
    final Map<String, List<Integer>> byName = new HashMap<>();
    /** Leaves not yet followed by an element. */
    final List<Integer> beforeElement = new ArrayList<>();
  }

  SizeMarks() {
    levels.push(new Level());
  }

  /** Whether a later part at the leaf's level has its name. */
  boolean sameNameLater(long ordinal) {
    return sameNameLater.get(Math.toIntExact(ordinal));
  }

  /** Whether a list element comes later at the leaf's level. */
  boolean elementLater(long ordinal) {
    return elementLater.get(Math.toIntExact(ordinal));
  }

  @Override
  public void leaf(long ordinal, TraceEvents.Kind kind, String name, long startBit,
      long endBit) {
    Level level = sibling(name, kind);
    int k = Math.toIntExact(ordinal);
    level.byName.computeIfAbsent(name, n -> new ArrayList<>(1)).add(k);
    level.beforeElement.add(k);
  }

  @Override
  public void open(long ordinal, TraceEvents.Kind kind, String name) {
    sibling(name, kind);
    levels.push(new Level());
  }

  @Override
  public void close() {
    if (levels.size() > 1) {
      levels.pop();
    }
  }

  /** A part named {@code name} arrives at the current level: it marks the leaves before it. */
  private Level sibling(String name, TraceEvents.Kind kind) {
    Level level = levels.peek();
    List<Integer> before = level.byName.remove(name);
    if (before != null) {
      before.forEach(sameNameLater::set);
    }
    if (kind == TraceEvents.Kind.ELEMENT) {
      level.beforeElement.forEach(elementLater::set);
      level.beforeElement.clear();
    }
    return level;
  }
}
