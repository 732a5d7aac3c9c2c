package io.framewright.processor.generation;

import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import java.util.Collection;
import java.util.Map;

/** The {@link Part}s of a layout's variable components, by component, in wire order. */
record VariablePlan(Layout layout, Map<FieldLayout, Part> parts) {
  VariablePlan {
    parts = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parts));
  }

  Part part(FieldLayout f) {
    Part part = parts.get(f);
    if (part == null) {
      throw new IllegalArgumentException(f.name() + " is not a variable component");
    }
    return part;
  }

  Collection<Part> all() {
    return parts.values();
  }

  /** Bits of flags field {@code flags} that some component's presence owns. */
  long ownedBits(FieldLayout flags) {
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

  /** The part whose size {@code holder} holds, or null. */
  Part heldBy(FieldLayout holder) {
    for (Part p : parts.values()) {
      if (p.extent() == Part.Extent.HELD && p.sizeField() == holder) {
        return p;
      }
    }
    return null;
  }
}
