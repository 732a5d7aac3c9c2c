package io.framewright.processor.generation.view;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.PartReads;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PathRead;

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
   * Whether a view reads a size held at {@code path} (null: none): through the child view of a
   * fixed-size nested message, which lies in a segment the view checks before its parts.
   */
  static boolean pathReadable(PathRead path) {
    return path == null || path.first().isFixed() && !path.first().isArray();
  }

  /** Why a view can not read {@code part}, as a phrase after its name; null if it can. */
  static String refusal(Part part) {
    if (part.isConditional()) {
      // Read as a part always on the wire is, once wrap has found it there (OptionalViewParts).
      String why = OptionalViewParts.refusal(part);
      if (why != null || part.content() == Part.Content.SCALAR) {
        return why;
      }
    }
    if (part.content() == Part.Content.MESSAGES) {
      return part.extent() == Part.Extent.HELD && !pathReadable(part.sizePath())
          ? "sized by a component of an earlier nested message of variable size"
          : part.extent() == Part.Extent.EXPRESSION && !part.expression().paths().isEmpty()
              ? "sized by an expression of a nested message's components"
          : part.extent() == Part.Extent.VARINT_PREFIX && part.isConditional()
              ? "optional, sized by a varint prefix"
          : MessageListViews.refusal(part);
    }
    String size = switch (part.extent()) {
      case PREFIX, REST -> null;
      case HELD -> pathReadable(part.sizePath()) ? null
          : "sized by a component of an earlier nested message of variable size";
      case VARINT_PREFIX -> part.isConditional() ? "optional, sized by a varint prefix"
          : null;
      case EXPRESSION -> part.expression().paths().isEmpty() ? null
          : "sized by an expression of a nested message's components";
      case TERMINATED -> part.content() == Part.Content.TEXT
          || part.content() == Part.Content.RAW_BYTES ? null
          : "ended by a terminator (@Delimited)";
      case FIXED -> "an optional fixed-size part";
      case OWN -> null;
    };
    if (size != null) {
      return size;
    }
    return switch (part.content()) {
      case TEXT, RAW_BYTES -> part.extent() == Part.Extent.OWN ? "text or bytes of its own size"
          : null;
      case STRIDED -> part.elements().stride() <= 0 ? "a list of variable-size elements"
          : part.extent() == Part.Extent.OWN ? "a list of its own size"
          : part.elements().nested() != null && part.elements().nestedLayout() == null
              ? "a list of messages of no fixed layout" : null;
      case MESSAGES -> "a list of variable-size messages";
      case MESSAGE -> part.extent() != Part.Extent.OWN && !NestedViewParts.sliced(part)
          ? "a nested message in a slice of bytes"
          : NestedViewParts.refusal(part.elements().nested());
      case SELECTED -> "a union variant selected by an earlier component (@Select)";
      case CUSTOM -> CustomViewParts.refusal(part);
      case SCALAR -> "an optional scalar";
      case VARINT -> part.isConditional() ? "an optional varint (@Varint)" : null;
    };
  }

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
