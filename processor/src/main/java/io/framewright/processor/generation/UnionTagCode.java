package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.UnionModel;
import java.util.ArrayList;
import java.util.List;

/** A union's tag as decode and a view's wrap both read it, and its dispatch in parts. */
public final class UnionTagCode {
  private UnionTagCode() {}

  /** Variants handled by one method: thousands in one would exceed a method's 64 KiB. */
  public static final int PART = 100;

  /** The variants in parts of at most {@link #PART}, in order; one part for most unions. */
  public static List<List<UnionModel.Variant>> parts(List<UnionModel.Variant> variants) {
    List<List<UnionModel.Variant>> out = new ArrayList<>();
    for (int i = 0; i < variants.size(); i += PART) {
      out.add(variants.subList(i, Math.min(variants.size(), i + PART)));
    }
    if (out.isEmpty()) {
      out.add(List.of());
    }
    return out;
  }

  /**
   * Reads a catch-all of declared shape as decode and a view's wrap both do: its record reads the
   * tag too, so the reader goes back to the tag's first byte ({@code p}; a packed tag was only
   * looked at), where {@code read} reads the record. A terminator is looked for after the tag, as
   * for a known variant, the tag's bytes no part of the search.
   *
   * @param fixed whether the catch-all's layout is of fixed size (read by size, then the
   *     terminator checked)
   * @param terminator the union's terminator constant, or null
   * @param max the most bytes before the terminator
   */
  public static CodeBlock declaredCatchAll(UnionModel u, boolean fixed, String terminator,
      long max, CodeBlock read) {
    CodeBlock.Builder b = CodeBlock.builder();
    boolean narrow = terminator != null && !fixed;
    if (narrow) {
      b.addStatement("int outer = in.narrowTo($L, $L, $S)", terminator, max, "");
    }
    if (!u.isPacked()) {
      b.addStatement("in.back(p)");
    }
    b.add(read);
    if (narrow) {
      b.addStatement("in.expectEnd($S)", "");
      b.addStatement("in.widen(outer, $L.length)", terminator);
    } else if (terminator != null) {
      b.addStatement("in.expect($L, $S)", terminator, "(terminator)");
    }
    return b.build();
  }

  /** Reads the tag at {@code p}: an unsigned int (up to 32 bits) or long. */
  public static CodeBlock getTag(int bytes, boolean le, boolean longTag) {
    return getTag(bytes, le, longTag, CodeBlock.of("in.buffer()"));
  }

  /** {@link #getTag(int, boolean, boolean)} from the array {@code buf} names. */
  public static CodeBlock getTag(int bytes, boolean le, boolean longTag, CodeBlock buf) {
    String e = le ? "LE" : "BE";
    return switch (bytes) {
      case 1 -> CodeBlock.of("$L[p] & 0xFF", buf);
      case 2 -> CodeBlock.of("$T.getShort$L($L, p) & 0xFFFF", JavaTypes.BYTES, e, buf);
      case 4 -> longTag ? CodeBlock.of("$T.getInt$L($L, p) & 0xFFFFFFFFL",
          JavaTypes.BYTES, e, buf) : CodeBlock.of("$T.getInt$L($L, p)", JavaTypes.BYTES, e, buf);
      case 8 -> CodeBlock.of("$T.getLong$L($L, p)", JavaTypes.BYTES, e, buf);
      default -> longTag
          ? CodeBlock.of("$T.getUnsigned$L($L, p, $L)", JavaTypes.BYTES, e, buf, bytes)
          : CodeBlock.of("(int) $T.getUnsigned$L($L, p, $L)", JavaTypes.BYTES, e, buf, bytes);
    };
  }
}
