package io.framewright.testing;

import io.framewright.runtime.Codec;
import io.framewright.runtime.FieldSpans;
import io.framewright.runtime.Trace;
import io.framewright.runtime.WireReader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The fields a byte of an encoded message lies in, found by decoding the message again with a
 * {@link Trace}: paths as errors write them ({@code Reading.pct}, {@code Packet.items[2].x}).
 * Several fields share a byte when they are narrower than one.
 */
final class FieldsAt implements Trace {
  private final int at;
  private final Deque<String> open = new ArrayDeque<>();
  private final Set<String> found = new LinkedHashSet<>();

  private FieldsAt(int at, String root) {
    this.at = at;
    open.push(root);
  }

  /**
   * The fields byte {@code at} of {@code input} (which {@code codec} decodes) lies in, joined
   * with ", "; empty when the codec does not trace (a hand-written one) or names none there.
   */
  static String of(Codec<?> codec, byte[] input, int at) {
    FieldsAt fields = new FieldsAt(at, codec.type().getSimpleName());
    try {
      codec.read(new WireReader(input, 0, input.length).traced(fields));
    } catch (RuntimeException e) {
      // It decoded once already; whatever else goes wrong, the fields found so far still hold.
    }
    return String.join(", ", fields.found);
  }

  @Override
  public void segment(int offset, FieldSpans spans) {
    long first = at * 8L;
    for (int i = 0; i < spans.size(); i++) {
      long start = offset * 8L + spans.bitOffset(i);
      if (start < first + 8 && first < start + spans.bitWidth(i)) {
        found.add(join(open.peek(), spans.path(i)));
      }
    }
  }

  @Override
  public void item(String path, int offset, int length) {
    if (offset <= at && at < offset + (long) length) {
      found.add(join(open.peek(), path));
    }
  }

  @Override
  public void enter(String name) {
    open.push(join(open.peek(), name));
  }

  @Override
  public void enterElement(int index) {
    open.push(open.peek() + "[" + index + "]");
  }

  @Override
  public void exit() {
    if (open.size() > 1) {
      open.pop();
    }
  }

  private static String join(String outer, String inner) {
    if (inner.isEmpty()) {
      return outer;
    }
    return inner.startsWith("[") ? outer + inner : outer + "." + inner;
  }
}
