package io.framewright.processor.plan;

import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import java.util.function.Function;

/**
 * Decides at compile time which messages {@code decode(byte[], int, int)} reads with its
 * position in a local instead of a {@code WireReader} ({@code readExact}): a message whose every
 * part ends where its bytes say, without a reader to carry the position from one part to the
 * next. C2 then has no reader to scalar-replace (it often could not: a pies packet's reader
 * escaped into a nested codec's {@code readFrom} too large to inline, 40 bytes and 8 ns a
 * packet). {@code readFrom(WireReader)} stays as it is: stream framing and tracing read through
 * the reader.
 *
 * <p>A message qualifies when it is a record of variable size whose parts are fixed segments,
 * and text, bytes or nested messages that qualify themselves, each of a byte length in a field
 * before it (a prefix, a holder), of a fixed length, or to the end of the bytes
 * ({@code @Remaining}, the last part), or a nested message framed by a plain terminator of its
 * own; values of a codec of the user's own ({@code @Using}, handed a reader over exactly the
 * bytes it may read); lists of messages framed by their own terminators, counted or in a byte
 * length; lists of fixed-size elements, counted or in a byte length; always on the wire; with
 * no checksum,
 * {@code @Covers} span, values of an enclosing message, compression, or canonical constructor of
 * its own (whose rejection would be reported in another order). Anything else is read by the
 * reader, as before. A union's delimited variants that qualify are read so by its decode.
 */
public final class LocalReads {
  /** Nesting followed at most: deeper messages are read by the reader. */
  private static final int DEPTH = 8;

  private LocalReads() {}

  /** Whether {@code layout}'s body (without its own terminator) is read in locals. */
  public static boolean applies(Layout layout, Function<MessageModel, Layout> layouts) {
    return applies(layout, layouts, 0);
  }

  /** Whether {@code framing}'s terminator, if any, is one a local read finds: plain, consumed. */
  public static boolean plainDelimiter(Framing framing) {
    Framing.Delimiter d = framing.delimiter();
    return d == null || !d.include() && d.consume();
  }

  /**
   * Whether every byte a message read in locals accepts is checked by generated code to differ
   * from {@code terminator}: constants and text are checked as they are read, and a value of a
   * {@code @Using} codec (here or in a message it nests) counts only when the codec declares its
   * read rejects that byte ({@code @Using(rejects)}, held to it under {@code -ea}).
   * {@link TerminatorFree} trusts {@code @Using(neverWrites)}, a promise about what the user's
   * codec writes, not about what it reads; a union's decode looks at a packet's last byte in
   * place of the search for its terminator only when both hold, so that it never reads past an
   * earlier terminator the search would have stopped at.
   */
  public static boolean checksEveryByte(Layout layout, Function<MessageModel, Layout> layouts,
      int terminator) {
    return checksEveryByte(layout, layouts, terminator, 0);
  }

  private static boolean checksEveryByte(Layout layout, Function<MessageModel, Layout> layouts,
      int terminator, int depth) {
    if (depth > DEPTH) {
      return false;
    }
    VariablePlan plan = PartPlanner.plan(layout);
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Variable v) {
        Part part = plan.part(v.field());
        switch (part.content()) {
          case CUSTOM -> {
            if (!part.field().field().extras().usingRejects(terminator)) {
              return false;
            }
          }
          case MESSAGE, MESSAGES -> {
            var nested = part.elements().nested();
            if (nested == null || nested.model() == null || !checksEveryByte(
                layouts.apply(nested.model()), layouts, terminator, depth + 1)) {
              return false;
            }
          }
          default -> { }
        }
      }
    }
    return true;
  }

  private static boolean applies(Layout layout, Function<MessageModel, Layout> layouts,
      int depth) {
    MessageModel m = layout.message();
    Framing framing = m.framing();
    if (depth > DEPTH || m.isUnion() || layout.isFixed() || m.checkedConstructor()
        || framing.checksum() != null || framing.checksumExtra() != null
        || !plainDelimiter(framing) || layout.checksumField() != null
        || ChecksumRange.of(layout) != null || !CoveredSpan.of(layout).isEmpty()
        || !ParentContext.parameters(layout).isEmpty() || Compression.reaches(m)) {
      return false;
    }
    VariablePlan plan = PartPlanner.plan(layout);
    for (int i = 0; i < layout.items().size(); i++) {
      if (layout.items().get(i) instanceof Layout.Variable v
          && !qualifies(plan.part(v.field()), i == layout.items().size() - 1, layouts, depth)) {
        return false;
      }
    }
    return true;
  }

  private static boolean qualifies(Part part, boolean last, Function<MessageModel, Layout> layouts,
      int depth) {
    FieldLayout f = part.field();
    if (part.isConditional() || !f.isComponent()
        || f.field().extras() != null && f.field().extras().rawOf() != null) {
      return false;
    }
    boolean sized = switch (part.extent()) {
      // A size in a field of a segment before the part, or the holder's local, or a constant.
      case PREFIX, FIXED -> part.unit() == Part.Unit.BYTES;
      case HELD -> part.unit() == Part.Unit.BYTES && part.sizePath() == null;
      case REST -> last && part.trailerBytes() == 0;
      case OWN, TERMINATED, UNTIL, VARINT_PREFIX, EXPRESSION -> false;
    };
    return switch (part.content()) {
      case TEXT, RAW_BYTES -> sized;
      // The user's codec reads from a reader over the bytes left, or over the part's own.
      case CUSTOM -> sized || part.extent() == Part.Extent.OWN;
      case MESSAGES -> {
        var nested = part.elements().nested();
        boolean extent = part.unit() == Part.Unit.ELEMENTS
            ? part.extent() == Part.Extent.PREFIX || part.extent() == Part.Extent.HELD
                && part.sizePath() == null || part.extent() == Part.Extent.FIXED
            : sized && part.extent() != Part.Extent.FIXED;
        // Elements that end at their own terminator: each found, then read up to it.
        yield extent && nested != null && !nested.recursive() && !nested.union()
            && nested.model() != null && part.backReference() == null
            && nested.model().framing().delimiter() != null
            && plainDelimiter(nested.model().framing())
            && ParentContext.parameters(layouts.apply(nested.model())).isEmpty()
            && applies(layouts.apply(nested.model()), layouts, depth + 1);
      }
      case MESSAGE -> {
        var nested = part.elements().nested();
        if (nested.recursive() || nested.union() || nested.model() == null
            || part.truncated() != null) {
          yield false;
        }
        Layout inner = layouts.apply(nested.model());
        Framing framing = nested.model().framing();
        // Its own terminator found, or its bytes sized here: either way its end is known.
        yield (sized || part.extent() == Part.Extent.OWN && framing.delimiter() != null)
            && ParentContext.parameters(inner).isEmpty()
            && applies(inner, layouts, depth + 1);
      }
      // Fixed-size elements (scalars, enums, fixed messages) after one bounds check, as the
      // reader reads them: counted, or as many as a byte length holds.
      case STRIDED -> part.unit() == Part.Unit.ELEMENTS
          ? part.extent() == Part.Extent.PREFIX || part.extent() == Part.Extent.FIXED
              || part.extent() == Part.Extent.HELD && part.sizePath() == null
          : sized;
      case SELECTED, SCALAR, VARINT -> false;
    };
  }
}
