package io.framewright.processor.generation.view;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.PartReads;
import io.framewright.processor.plan.Part;

/**
 * Which variable parts a view reads in place, and why it refuses the others (FW181's reasons):
 * one place, so that {@link VariableViews#unsupported} and the catalogue say the same. A part
 * is read when it is on the wire (always, or as its condition says: an optional scalar, or an
 * optional part of the shapes below) and its size is known before it is read: a count or
 * length prefix, a length held by an earlier component of the same message, or the rest of the
 * input; what it holds is text, bytes, a list of scalars or fixed-size messages, or one nested
 * message that has a view of its own.
 */
final class ViewShapes {
  private ViewShapes() {}

  /**
   * The elements of a list in a byte slice ({@code @Length}, or the rest of the input), as
   * {@code PartReads.sequence} counts them: narrows {@code in} to the slice (its end kept in
   * {@code outer}, restored by the caller after the elements), checks that it holds whole
   * elements and their most, and leaves their number in {@code n}.
   */
  static void sliceCount(CodeBlock.Builder b, Part part, String outer, String n,
      CodeBlock size) {
    String path = part.name();
    int stride = part.elements().stride();
    b.addStatement("int $L = in.narrow($L, $L, $S)", outer, size, part.max(), path);
    b.beginControlFlow("if (in.remaining() % $L != 0)", stride)
        .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S,"
                + " in.remaining() + $S)", JavaTypes.DECODE_EXCEPTION, path,
            "a whole number of " + stride + "-byte elements", " byte(s)")
        .endControlFlow();
    if (part.elementLimit() < 0) {
      b.addStatement("int $L = in.remaining() / $L", n, stride);
    } else {
      b.addStatement("int $L = in.count(in.remaining() / $L, $L, $L, $S)", n, stride,
          part.elementLimit(), stride, path);
    }
  }
}
