package io.framewright.processor.plan;

import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import java.util.Collection;
import java.util.Map;

/** The {@link Part}s of a layout's variable components, by component, in wire order. */
public record VariablePlan(Layout layout, Map<FieldLayout, Part> parts) {
  public VariablePlan {
    parts = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parts));
  }

  public Part part(FieldLayout f) {
    Part part = parts.get(f);
    if (part == null) {
      throw new IllegalArgumentException(f.name() + " is not a variable component");
    }
    return part;
  }

  public Collection<Part> all() {
    return parts.values();
  }

  /** Bits of flags field {@code flags} that some component's presence owns. */
  public long ownedBits(FieldLayout flags) {
    long owned = 0;
    for (Part p : parts.values()) {
      for (Part.Flag flag : p.flags()) {
        if (flag.flagsField() == flags) {
          owned |= flag.mask();
        }
      }
    }
    return owned;
  }

  /**
   * The text written in one pass, checked as it is copied ({@code Text.writeChecked}) instead
   * of measured before anything is written, or null. Measuring first keeps the error order:
   * a text that can not be encoded is reported before any later check fails. One pass keeps it
   * only where nothing between the measure and the write can fail but a room check (whose
   * failure then measures the text first, see {@link #isConstantOnly}): the message's only
   * variable part, a text to the end of the message in a one-byte-per-ASCII-char charset with no
   * maximum, after nothing but constant segments, and no checksum. {@link TerminatorFree}'s
   * {@code checkedWithText} decides on it too: the codec's {@code writeBody} and
   * {@code writeTo} both follow this one decision.
   */
  public Part textWrittenInOnePass() {
    if (parts.size() != 1 || layout.checksumField() != null
        || ChecksumRange.of(layout) != null) {
      return null;
    }
    Part part = parts.values().iterator().next();
    if (part.content() != Part.Content.TEXT || part.extent() != Part.Extent.REST
        || part.isConditional() || part.max() < Integer.MAX_VALUE) {
      return null;
    }
    String charset = part.elements().text().charset().toUpperCase(java.util.Locale.ROOT);
    if (!charset.equals("UTF-8") && !charset.equals("US-ASCII")
        && !charset.equals("ISO-8859-1")) {
      return null;
    }
    java.util.List<Layout.Item> items = layout.items();
    if (!(items.get(items.size() - 1) instanceof Layout.Variable last)
        || last.field() != part.field()) {
      return null;
    }
    for (Layout.Item item : items.subList(0, items.size() - 1)) {
      if (!(item instanceof Layout.Segment s) || !isConstantOnly(s)) {
        return null;
      }
    }
    return part;
  }

  /** A segment of constants only: writing it can fail only for want of room. */
  public static boolean isConstantOnly(Layout.Segment segment) {
    for (FieldLayout f : segment.fields()) {
      if (f.role() != FieldLayout.Role.MAGIC && f.role() != FieldLayout.Role.TAG) {
        return false;
      }
    }
    return true;
  }

  /** The part whose size {@code holder} holds, or null. */
  public Part heldBy(FieldLayout holder) {
    for (Part p : parts.values()) {
      if (p.extent() == Part.Extent.HELD && p.sizeField() == holder) {
        return p;
      }
    }
    return null;
  }
}
