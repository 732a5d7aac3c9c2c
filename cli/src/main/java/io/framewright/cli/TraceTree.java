package io.framewright.cli;

import io.framewright.runtime.FieldSpans;
import io.framewright.runtime.Trace;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Records the trace of one decode as a tree of {@link WireNode}s. Offsets become bits from the
 * start of the reader's input; a flattened path of a fixed nested message ({@code pos.x}) is
 * nested again under {@code pos}.
 */
final class TraceTree implements Trace {
  private final WireNode root = WireNode.container(WireNode.Kind.ENTER, "");
  private final Deque<WireNode> open = new ArrayDeque<>();

  TraceTree() {
    open.push(root);
  }

  /** The top-level events, in wire order. */
  List<WireNode> nodes() {
    return root.children;
  }

  @Override
  public void segment(int offset, FieldSpans spans) {
    for (int i = 0; i < spans.size(); i++) {
      long start = offset * 8L + spans.bitOffset(i);
      addSpan(open.peek(), spans.path(i), start, start + spans.bitWidth(i));
    }
  }

  private static void addSpan(WireNode parent, String path, long start, long end) {
    int dot = path.startsWith("(") ? -1 : path.indexOf('.');
    if (dot <= 0) {
      parent.children.add(WireNode.leaf(WireNode.Kind.SPAN, path, start, end));
      return;
    }
    String head = path.substring(0, dot);
    List<WireNode> siblings = parent.children;
    WireNode last = siblings.isEmpty() ? null : siblings.get(siblings.size() - 1);
    if (last == null || last.kind != WireNode.Kind.ENTER || !last.name.equals(head)) {
      last = WireNode.container(WireNode.Kind.ENTER, head);
      siblings.add(last);
    }
    addSpan(last, path.substring(dot + 1), start, end);
  }

  @Override
  public void item(String path, int offset, int length) {
    open.peek().children.add(
        WireNode.leaf(WireNode.Kind.ITEM, path, offset * 8L, (offset + (long) length) * 8L));
  }

  @Override
  public void enter(String name) {
    push(WireNode.container(WireNode.Kind.ENTER, name));
  }

  @Override
  public void enterElement(int index) {
    push(WireNode.container(WireNode.Kind.ELEMENT, "[" + index + "]"));
  }

  private void push(WireNode node) {
    open.peek().children.add(node);
    open.push(node);
  }

  @Override
  public void exit() {
    if (open.size() > 1) {
      open.pop();
    }
  }
}
