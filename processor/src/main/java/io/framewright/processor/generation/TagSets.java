package io.framewright.processor.generation;

import io.framewright.processor.model.UnionModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Java conditions testing whether a tag is one of a set of union tags, given as ranges
 * ({@code @Tag({...})}, {@code @Tag(from, to)}). Tags listed one by one go to
 * {@link ValueSets}, as they always have; a range is tested by its ends, unsigned.
 */
final class TagSets {
  private TagSets() {}

  /** Every tag of {@code variants} with one, in declaration order. */
  static List<UnionModel.TagRange> of(List<UnionModel.Variant> variants) {
    List<UnionModel.TagRange> out = new ArrayList<>();
    for (UnionModel.Variant v : variants) {
      if (!v.unknown()) {
        out.addAll(v.tags());
      }
    }
    return out;
  }

  /**
   * A condition that the long expression {@code read} (evaluated possibly more than once) is
   * one of {@code tags}, or with {@code negate} none of them; {@code table} names the constant
   * a large set of single tags is kept in.
   */
  static String condition(String read, List<UnionModel.TagRange> tags, boolean negate,
      Constants constants, String table) {
    List<Long> single = new ArrayList<>();
    List<String> ranges = new ArrayList<>();
    for (UnionModel.TagRange r : tags) {
      if (r.from() == r.to()) {
        single.add(r.from());
      } else if (r.from() >= 0 && r.to() >= 0) {
        ranges.add("(" + read + " >= " + Literals.number(r.from(), true) + " && " + read
            + " <= " + Literals.number(r.to(), true) + ")");
      } else {
        ranges.add("(Long.compareUnsigned(" + read + ", " + Literals.number(r.from(), true)
            + ") >= 0 && Long.compareUnsigned(" + read + ", " + Literals.number(r.to(), true)
            + ") <= 0)");
      }
    }
    if (ranges.isEmpty()) {
      return ValueSets.condition(read, single, true, negate, constants, table);
    }
    if (!single.isEmpty()) {
      ranges.add(0, "(" + ValueSets.condition(read, single, true, false, constants, table)
          + ")");
    }
    String any = String.join(" || ", ranges);
    return negate ? "!(" + any + ")" : any;
  }
}
