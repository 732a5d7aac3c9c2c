package io.framewright.processor.plan;

import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.WireType;

/**
 * Decides at compile time that a message's body can not contain the one-byte terminator that
 * follows it, so that its encoder writes the terminator without searching the bytes it just
 * wrote ({@code Delimiters.append} instead of {@code Delimiters.terminate}). A body qualifies
 * when every byte it can hold is known to differ from the terminator: constant bytes (magic),
 * text in a charset that never encodes that byte (UTF-8 never writes {@code c0}, {@code c1},
 * {@code f5}..{@code ff}; US-ASCII never a byte from {@code 80}), nested messages that qualify
 * themselves and whose own terminators differ from it, a {@code @Using} codec's bytes when it
 * declares it never writes that byte ({@code @Using(neverWrites)}). Anything else (numbers, raw
 * bytes, other codecs' bytes, sizes, tags, checksums) may hold any byte and keeps the search.
 * The pies packet's {@code ff}, after string items ({@code 01}, UTF-8 text, {@code 00}) and
 * number items (base-250 digits stored as {@code 01..fa}), is the case it was written for.
 */
public final class TerminatorFree {
  /** Nesting followed at most: deeper messages keep the search. */
  private static final int DEPTH = 8;

  private TerminatorFree() {}

  /** Whether no value of {@code layout}'s message, written without its framing, holds it. */
  public static boolean excludes(Layout layout, byte[] terminator) {
    return terminator.length == 1 && excludes(layout, terminator[0] & 0xFF, 0);
  }

  /**
   * Whether no value of {@code layout}'s message, as its {@code writeTo} writes it (its own
   * terminator included, when it has one), holds {@code terminator}: a union's variant.
   */
  public static boolean excludesFramed(Layout layout, byte[] terminator) {
    if (terminator.length != 1) {
      return false;
    }
    Framing.Delimiter own = layout.message().framing().delimiter();
    int t = terminator[0] & 0xFF;
    return (own == null || !holds(own.bytes(), t)) && excludes(layout, t, 0);
  }

  /**
   * A body whose only bytes that can be the terminator are those of its last part, a text whose
   * charset writes that byte only for the char of the same value: the text's component and its
   * offset in the body, for {@code Delimiters.appendAfterText}; else null.
   */
  public record TrailingText(String component, int offset, WireType.Text text) {}

  /** The {@link TrailingText} of {@code layout}'s body before {@code terminator}, or null. */
  public static TrailingText trailingText(Layout layout, byte[] terminator) {
    if (terminator.length != 1 || layout.message().isUnion()
        || layout.message().framing().checksum() != null || layout.items().isEmpty()
        || !(layout.items().get(layout.items().size() - 1) instanceof Layout.Variable last)) {
      return null;
    }
    int t = terminator[0] & 0xFF;
    int offset = 0;
    for (Layout.Item item : layout.items().subList(0, layout.items().size() - 1)) {
      if (!(item instanceof Layout.Segment s) || !constantOnly(s, t)) {
        return null;
      }
      offset += s.sizeBytes();
    }
    Part part = PartPlanner.plan(layout).part(last.field());
    WireType.Text text = part.elements().text();
    if (part.extent() != Part.Extent.REST || part.content() != Part.Content.TEXT
        || part.isConditional() || !part.field().isComponent() || text == null) {
      return null;
    }
    boolean charDecides = switch (text.charset().toUpperCase(java.util.Locale.ROOT)) {
      case "UTF-8", "US-ASCII" -> t < 0x80; // a byte below 80 is only ever that char
      case "ISO-8859-1" -> true; // every byte is the char of its value
      default -> false;
    };
    return charDecides ? new TrailingText(part.name(), offset, text) : null;
  }

  /**
   * The {@link TrailingText} of {@code layout}'s body before its own delimiter when that text is
   * also the one {@link VariablePlan#textWrittenInOnePass} writes in one pass: its
   * {@code writeBody} then looks for the terminator as it writes the text
   * ({@code Delimiters.writeTextBefore}) and its {@code writeTo} appends the terminator without
   * looking again. Else null.
   */
  public static TrailingText checkedWithText(Layout layout) {
    Framing.Delimiter own = layout.message().framing().delimiter();
    if (own == null) {
      return null;
    }
    TrailingText text = trailingText(layout, own.bytes());
    Part onePass = PartPlanner.plan(layout).textWrittenInOnePass();
    return text != null && onePass != null && onePass.name().equals(text.component())
        ? text : null;
  }

  private static boolean excludes(Layout layout, int t, int depth) {
    if (depth > DEPTH || layout.message().isUnion()
        || layout.message().framing().checksum() != null) {
      return false;
    }
    VariablePlan plan = PartPlanner.plan(layout);
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        if (!constantOnly(s, t)) {
          return false;
        }
      } else if (!excludes(plan.part(((Layout.Variable) item).field()), t, depth)) {
        return false;
      }
    }
    return true;
  }

  /** A segment of whole-byte constants (magic), none of them {@code t}. */
  private static boolean constantOnly(Layout.Segment s, int t) {
    long bits = 0;
    for (FieldLayout f : s.fields()) {
      boolean constant = f.role() == FieldLayout.Role.MAGIC
          || f.role() == FieldLayout.Role.TERMINATOR;
      if (!constant || f.constant() == null || !f.isByteAligned() || holds(f.constant(), t)) {
        return false;
      }
      bits += f.constant().length * 8L;
    }
    return bits == s.sizeBits();
  }

  private static boolean excludes(Part part, int t, int depth) {
    switch (part.extent()) {
      case REST, OWN -> { }
      case TERMINATED -> {
        if (holds(part.terminator(), t)) {
          return false;
        }
      }
      // A size on the wire (a varint prefix) may hold any byte; the others are in segments.
      case FIXED, PREFIX, HELD, VARINT_PREFIX, EXPRESSION -> {
        return false;
      }
    }
    return switch (part.content()) {
      case TEXT -> textExcludes(part.elements().text(), t);
      // A list of messages as written whole (no count, no pointers): its elements back to back.
      case MESSAGE -> nestedExcludes(part, t, depth);
      case MESSAGES -> part.backReference() == null && nestedExcludes(part, t, depth);
      // The codec's own word: the encoder checks it under -ea (@Using(neverWrites)).
      case CUSTOM -> part.field().field().extras().usingNeverWrites(t);
      default -> false;
    };
  }

  private static boolean nestedExcludes(Part part, int t, int depth) {
    WireType.Nested nested = part.elements().nested();
    Layout layout = part.field().nested();
    if (nested == null || nested.model() == null || nested.recursive() || nested.union()
        || layout == null) {
      return false;
    }
    Framing.Delimiter own = layout.message().framing().delimiter();
    return (own == null || !holds(own.bytes(), t)) && excludes(layout, t, depth + 1);
  }

  /** Text as {@code Text.write} encodes it, after {@code Text.encodedLength} accepted it. */
  private static boolean textExcludes(WireType.Text text, int t) {
    if (text == null) {
      return false;
    }
    return switch (text.charset().toUpperCase(java.util.Locale.ROOT)) {
      // Lead bytes c0 and c1 would be overlong forms, f5..ff beyond U+10FFFF: never written.
      case "UTF-8" -> t == 0xC0 || t == 0xC1 || t >= 0xF5;
      case "US-ASCII" -> t >= 0x80;
      default -> false;
    };
  }

  private static boolean holds(byte[] bytes, int t) {
    for (byte b : bytes) {
      if ((b & 0xFF) == t) {
        return true;
      }
    }
    return false;
  }
}
