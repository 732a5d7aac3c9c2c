package io.framewright.processor.plan;

import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import java.util.Locale;
import java.util.function.Function;

/**
 * Decides at compile time where a decode that keeps its position in locals learns, from the
 * search for a message's own one-byte terminator, that every byte before it is below
 * {@code 0x80}, and skips the ASCII check of the message's text: the message's
 * {@code readExact} takes that as a flag ({@link #takesAscii}), and its own decode, a message
 * nesting it and a list of it search with {@code Delimiters.terminatorAtAscii}, which looks at
 * the bytes it passes anyway. Text in UTF-8 or US-ASCII of only such bytes is
 * valid and one char a byte, so its string is a plain copy; any other byte gets the full check
 * and its errors as before. Why: a pies item is searched for its {@code 00} and its text then
 * scanned again for a byte above {@code 7f}, where the hand-written decoder does both in one
 * pass (a pies Location, three text items: 35.1 ns before, 30.3 after, hand-written 30.7; JMH,
 * 2-fork runs issue31-s41 and -s42).
 */
public final class AsciiScans {
  private AsciiScans() {}

  /**
   * Whether {@code layout}, read in locals, is ended by a one-byte terminator of its own, which
   * a search can look for, and has text the flag can spare its check: a UTF-8 or US-ASCII part
   * whose length is known before it is read (not fixed and zero-padded).
   */
  public static boolean takesAscii(Layout layout, Function<MessageModel, Layout> layouts) {
    Framing framing = layout.message().framing();
    Framing.Delimiter d = framing.delimiter();
    if (d == null || d.bytes().length != 1 || !LocalReads.plainDelimiter(framing)
        || !LocalReads.applies(layout, layouts)) {
      return false;
    }
    VariablePlan plan = PartPlanner.plan(layout);
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Variable v) {
        Part part = plan.part(v.field());
        if (part.content() == Part.Content.TEXT && part.extent() != Part.Extent.FIXED
            && asciiCompatible(part.elements().text().charset())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Charsets in which bytes below {@code 0x80} are always valid and one char each. */
  private static boolean asciiCompatible(String charset) {
    String c = charset.toUpperCase(Locale.ROOT);
    return c.equals("UTF-8") || c.equals("US-ASCII");
  }
}
