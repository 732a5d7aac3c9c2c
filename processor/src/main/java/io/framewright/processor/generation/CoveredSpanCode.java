package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.plan.CoveredSpan;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reads of {@code @Covers} spans: after each item of the layout, the spans it opens and
 * closes, on the reader {@code in}. Decode's read and a view's scan call it from their walk over
 * the items, so a view's wrap narrows and checks exactly as decode does.
 */
public final class CoveredSpanCode {
  private final List<CoveredSpan> spans;
  private final Map<CoveredSpan, String> outers = new HashMap<>();

  public CoveredSpanCode(Layout layout) {
    this.spans = CoveredSpan.of(layout);
  }

  /**
   * After item {@code index}, whose fields' values are in the locals {@code names}: closes the
   * spans it ends, then opens the ones whose length it holds (closing at once one that covers
   * nothing but the rest of this segment).
   */
  public void after(CodeBlock.Builder b, int index, Map<FieldLayout, String> names,
      Locals locals) {
    for (CoveredSpan s : spans) {
      if (s.closeAfter() == index && s.openAfter() != index) {
        close(b, s, names);
      }
    }
    for (CoveredSpan s : spans) {
      if (s.openAfter() == index) {
        String outer = locals.claim(s.length().name() + "Outer");
        outers.put(s, outer);
        // The span starts after the length: back over the covered bytes read with it.
        b.addStatement("int $L = in.narrowSpan(in.index() - $L, $L, $LL, $LL, $S)", outer,
            s.claimedWithLength(), names.get(s.length()), s.min(), s.max(), s.length().name());
        if (s.closeAfter() == index) {
          close(b, s, names);
        }
      }
    }
  }

  private void close(CodeBlock.Builder b, CoveredSpan s, Map<FieldLayout, String> names) {
    b.addStatement("in.endSpan($L, $L, $S)", outers.get(s), names.get(s.length()),
        s.length().name());
  }
}
