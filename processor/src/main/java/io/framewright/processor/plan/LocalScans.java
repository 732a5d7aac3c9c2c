package io.framewright.processor.plan;

import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Varint;

/**
 * Decides at compile time which views of a variable-size message check a frame given to
 * {@code wrap} with their position in a local ({@code scan}) instead of through the
 * {@code WireReader} they keep: a view whose every part is text, bytes, a list of fixed-size
 * elements or a nested message (wrapped by its own view), each sized by a field before it, a
 * LEB128 varint just before it, a constant, or the bytes left (the last part); a nested
 * message may also run as far as its own layout goes. The reader is a field of the view, so
 * C2 can not drop it: re-pointing it stored the frame's array through G1's write barrier, and
 * every claim went through its fields (issue 31, 2-fork runs issue31-s40 and -s41: a squad of
 * 16 units 64.6 ns through the reader, 53.8 in locals, 55.2 by hand; a roster of one unit 25.8,
 * 25.0 and 21.9). The checks, their order and the positions recorded are
 * {@code scanFrom}'s, and a rejection is reported by decode's own exception as before;
 * {@code wrapIn(WireReader)}, for views nesting this one, still scans through the reader.
 *
 * <p>Anything else keeps the reader's scan: conditions, unions, lists of messages, custom
 * parts, varint values, QUIC varint sizes, terminators, size expressions, sizes held in nested
 * messages, lists sized in bytes, checksums, {@code @Covers} spans, values of an enclosing
 * message, back-references, compression, {@code @Truncated}, and a message (or a nested one)
 * framed by a terminator of its own.
 */
public final class LocalScans {
  private LocalScans() {}

  /** Whether the view of {@code layout} (variable-size) scans a wrapped frame in locals. */
  public static boolean applies(Layout layout) {
    MessageModel m = layout.message();
    Framing framing = m.framing();
    if (m.isUnion() || layout.isFixed() || framing.delimiter() != null
        || framing.checksum() != null || framing.checksumExtra() != null
        || layout.checksumField() != null || ChecksumRange.of(layout) != null
        || !CoveredSpan.of(layout).isEmpty() || !ParentContext.names(m).isEmpty()
        || Compression.reaches(m) || ViewPlanner.followsBackReferences(m)) {
      return false;
    }
    VariablePlan plan = PartPlanner.plan(layout);
    for (int i = 0; i < layout.items().size(); i++) {
      if (layout.items().get(i) instanceof Layout.Variable v
          && !qualifies(plan.part(v.field()), i == layout.items().size() - 1)) {
        return false;
      }
    }
    return true;
  }

  private static boolean qualifies(Part part, boolean last) {
    if (part.isConditional()) {
      return false;
    }
    boolean sized = switch (part.extent()) {
      case PREFIX, FIXED -> true;
      case HELD -> part.sizePath() == null;
      case REST -> last && part.trailerBytes() == 0;
      // Read by Varints.readIntAt, which reads the LEB128 form as the reader does
      case VARINT_PREFIX -> part.prefixForm() == Varint.Form.LEB128;
      case OWN, TERMINATED, UNTIL, EXPRESSION -> false;
    };
    return switch (part.content()) {
      case TEXT, RAW_BYTES -> sized && part.unit() == Part.Unit.BYTES;
      case STRIDED -> sized && part.unit() == Part.Unit.ELEMENTS
          && part.extent() != Part.Extent.REST;
      // The child view's own wrap over the part's bytes (or wrapPrefix, for a message read as
      // far as its layout goes): it checks what its wrapIn would, through its own scan.
      case MESSAGE -> nestedAlone(part)
          && (sized && part.unit() == Part.Unit.BYTES || part.extent() == Part.Extent.OWN);
      case MESSAGES, CUSTOM, SELECTED, SCALAR, VARINT -> false;
    };
  }

  /**
   * Whether the message of {@code part} can be wrapped on its own: a record that reads nothing
   * of this one, not framed by a terminator, not {@code @Truncated}, not recursive.
   */
  private static boolean nestedAlone(Part part) {
    var nested = part.elements().nested();
    return nested != null && !nested.recursive() && !nested.union() && nested.model() != null
        && part.truncated() == null && nested.model().framing().delimiter() == null
        && ParentContext.names(nested.model()).isEmpty();
  }
}
