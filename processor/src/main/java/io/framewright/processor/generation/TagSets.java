package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.UnionModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Java conditions testing whether a tag is one of a set of union tags, given as ranges
 * ({@code @Tag({...})}, {@code @Tag(from, to)}). Tags listed one by one go to
 * {@link ValueSets}, as they always have; a range is tested by its ends, unsigned.
 */
public final class TagSets {
  private TagSets() {}

  /** Every tag of {@code variants} with one, in declaration order. */
  public static List<UnionModel.TagRange> of(List<UnionModel.Variant> variants) {
    List<UnionModel.TagRange> out = new ArrayList<>();
    for (UnionModel.Variant v : variants) {
      if (!v.unknown()) {
        out.addAll(v.tags());
      }
    }
    return out;
  }

  /** As {@link #condition(CodeBlock, List, boolean, Constants, String)}, of a local's value. */
  public static CodeBlock condition(String local, List<UnionModel.TagRange> tags, boolean negate,
      Constants constants, String table) {
    return condition(CodeBlock.of("$L", local), tags, negate, constants, table);
  }

  /**
   * A condition that the long expression {@code read} (evaluated possibly more than once) is
   * one of {@code tags}, or with {@code negate} none of them; {@code table} names the constant
   * a large set of single tags is kept in.
   */
  public static CodeBlock condition(CodeBlock read, List<UnionModel.TagRange> tags, boolean negate,
      Constants constants, String table) {
    List<Long> single = new ArrayList<>();
    List<CodeBlock> ranges = new ArrayList<>();
    for (UnionModel.TagRange r : tags) {
      CodeBlock from = CodeBlock.of("$L", Literals.number(r.from(), true));
      CodeBlock to = CodeBlock.of("$L", Literals.number(r.to(), true));
      if (r.from() == r.to()) {
        single.add(r.from());
      } else if (r.from() >= 0 && r.to() >= 0) {
        ranges.add(CodeBlock.of("($L >= $L && $L <= $L)", read, from, read, to));
      } else {
        ranges.add(CodeBlock.of("($T.compareUnsigned($L, $L) >= 0 && $T.compareUnsigned($L, $L)"
            + " <= 0)", Long.class, read, from, Long.class, read, to));
      }
    }
    if (ranges.isEmpty()) {
      return ValueSets.condition(read, single, true, negate, constants, table);
    }
    if (!single.isEmpty()) {
      ranges.add(0, CodeBlock.of("($L)",
          ValueSets.condition(read, single, true, false, constants, table)));
    }
    CodeBlock any = CodeBlock.join(ranges, " || ");
    return negate ? CodeBlock.of("!($L)", any) : any;
  }
}
