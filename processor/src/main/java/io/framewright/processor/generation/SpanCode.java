package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.Span;
import java.util.List;

/** The {@code FieldSpans} table codecs and views hold, for naming the field at an offset. */
public final class SpanCode {
  private SpanCode() {}

  public static CodeBlock spans(List<Span> spans) {
    CodeBlock.Builder paths = CodeBlock.builder();
    CodeBlock.Builder offsets = CodeBlock.builder();
    CodeBlock.Builder widths = CodeBlock.builder();
    for (int i = 0; i < spans.size(); i++) {
      String sep = i == 0 ? "" : ",$W";
      paths.add(sep + "$S", spans.get(i).path());
      offsets.add(sep + "$L", spans.get(i).bitOffset());
      widths.add(sep + "$L", spans.get(i).bits());
    }
    return CodeBlock.builder()
        .add("new $T(\n", JavaTypes.FIELD_SPANS).indent().indent()
        .add("new $T[] {$L},\n", String.class, paths.build())
        .add("new int[] {$L},\n", offsets.build())
        .add("new int[] {$L})", widths.build())
        .unindent().unindent().build();
  }}
