package io.framewright.processor.plan;

import io.framewright.processor.model.Covers;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * A length that covers a run of components ({@code @Covers}), placed in a clean layout: decode
 * and a view's wrap narrow the reader to the span once the item holding the length is read
 * ({@link #openAfter}) and check that the covered parts used it exactly once the item holding
 * the last one is ({@link #closeAfter}); encode measures the items between and the covered
 * bytes of the length's own segment. Validation makes the span end where an item ends and the
 * length end on a byte boundary.
 *
 * @param length the component holding the span's length
 * @param first the first component covered (the one after the length)
 * @param last the last component covered
 * @param openAfter index in {@link Layout#items()} of the item holding the length
 * @param closeAfter index of the item holding {@code last}
 * @param claimedWithLength bytes of the length's segment after it: covered fixed fields read
 *     with the length, before the span can be narrowed (0 when the length is a part of its own)
 * @param min fewest bytes of the span
 * @param max most bytes of the span, the length's capacity included
 */
public record CoveredSpan(FieldLayout length, FieldLayout first, FieldLayout last,
    int openAfter, int closeAfter, int claimedWithLength, long min, long max) {

  /** The spans of {@code layout}, in wire order; none for most messages. */
  public static List<CoveredSpan> of(Layout layout) {
    List<CoveredSpan> out = new ArrayList<>();
    List<FieldModel> fields = layout.message().fields();
    for (int i = 0; i < fields.size(); i++) {
      Covers covers = fields.get(i).extras().covers();
      if (covers == null || i == fields.size() - 1) {
        continue;
      }
      FieldModel lastModel = covers.toEnd() ? fields.get(fields.size() - 1)
          : fields.stream().filter(f -> f.name().equals(covers.through())).findFirst()
              .orElseThrow();
      FieldLayout length = component(layout, fields.get(i));
      int openAfter = itemOf(layout, length);
      int claimed = 0;
      if (layout.items().get(openAfter) instanceof Layout.Segment s) {
        claimed = (s.sizeBits() - length.bitOffset() - length.elementBits()) >>> 3;
      }
      FieldLayout last = component(layout, lastModel);
      out.add(new CoveredSpan(length, component(layout, fields.get(i + 1)), last, openAfter,
          itemOf(layout, last), claimed, covers.min(),
          Math.min(covers.max(), PartPlanner.capacity(length))));
    }
    return out;
  }

  /** The span {@code f} is the length of, or null. */
  public static CoveredSpan ofLength(Layout layout, FieldLayout f) {
    for (CoveredSpan s : of(layout)) {
      if (s.length() == f) {
        return s;
      }
    }
    return null;
  }

  /** The span whose last covered component is {@code f}, or null. */
  public static CoveredSpan endingWith(Layout layout, FieldLayout f) {
    for (CoveredSpan s : of(layout)) {
      if (s.last() == f) {
        return s;
      }
    }
    return null;
  }

  /** Whether item {@code index} is inside the span (after the length's item, up to the last). */
  public boolean holdsItem(int index) {
    return index > openAfter && index <= closeAfter;
  }

  /** "unitId .. pdu", or the one component's name: what the layout table shows. */
  public String covered() {
    return first == last ? first.name() : first.name() + " .. " + last.name();
  }

  private static FieldLayout component(Layout layout, FieldModel m) {
    for (FieldLayout f : layout.fields()) {
      if (f.isComponent() && f.field() == m) {
        return f;
      }
    }
    throw new IllegalStateException(m.name() + " is not on the wire");
  }

  /** Index in {@code layout.items()} of the item holding {@code f}. */
  public static int itemOf(Layout layout, FieldLayout f) {
    List<Layout.Item> items = layout.items();
    for (int i = 0; i < items.size(); i++) {
      if (items.get(i) instanceof Layout.Segment s && s.fields().contains(f)
          || items.get(i) instanceof Layout.Variable v && v.field() == f) {
        return i;
      }
    }
    throw new IllegalStateException(f.name() + " is in no item");
  }
}
