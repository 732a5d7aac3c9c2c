package io.framewright.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * One trace event of a decode, as a tree: a fixed-offset field of a segment ({@code SPAN}), a
 * part read whole ({@code ITEM}), or something entered ({@code ENTER}: a nested message, a union
 * variant, a value codec's parts; {@code ELEMENT}: a list element) with the events inside it.
 * Positions are in bits from the start of the frame.
 */
final class WireNode {
  enum Kind { SPAN, ITEM, ENTER, ELEMENT }

  final Kind kind;
  final String name;
  private final long start;
  private final long end;
  final List<WireNode> children = new ArrayList<>();

  private WireNode(Kind kind, String name, long start, long end) {
    this.kind = kind;
    this.name = name;
    this.start = start;
    this.end = end;
  }

  static WireNode leaf(Kind kind, String name, long startBit, long endBit) {
    return new WireNode(kind, name, startBit, endBit);
  }

  static WireNode container(Kind kind, String name) {
    return new WireNode(kind, name, -1, -1);
  }

  boolean isContainer() {
    return kind == Kind.ENTER || kind == Kind.ELEMENT;
  }

  /** First bit, or -1 for a container with nothing on the wire. */
  long start() {
    if (!isContainer()) {
      return start;
    }
    long s = -1;
    for (WireNode c : children) {
      long cs = c.start();
      if (cs >= 0 && (s < 0 || cs < s)) {
        s = cs;
      }
    }
    return s;
  }

  /** One past the last bit, or -1 for a container with nothing on the wire. */
  long end() {
    if (!isContainer()) {
      return end;
    }
    long e = -1;
    for (WireNode c : children) {
      e = Math.max(e, c.end());
    }
    return e;
  }
}
