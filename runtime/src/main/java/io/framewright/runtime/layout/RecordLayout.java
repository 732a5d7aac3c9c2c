package io.framewright.runtime.layout;

import java.nio.ByteOrder;
import java.util.List;
import java.util.Objects;

/**
 * A message record's layout: its fields in wire order, record components and the fields that
 * are only on the wire (count and length prefixes, magic, padding, checksum) alike.
 *
 * @param type the record's canonical name
 * @param name the record's name within its package
 * @param order the byte order of its multi-byte fields, unless a field says otherwise
 * @param bitOrder which bit of a byte its sub-byte fields fill first
 * @param minSize fewest bytes a message takes
 * @param fixedSize bytes every message takes, or -1
 * @param fields every field, in wire order
 */
public record RecordLayout(String type, String name, ByteOrder order, BitOrder bitOrder,
    int minSize, int fixedSize, List<WireField> fields) implements MessageLayout {

  public RecordLayout {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(bitOrder, "bitOrder");
    fields = List.copyOf(fields);
  }

  /** The field named {@code name} (a record component, or a wire-only field's own name). */
  public WireField field(String name) {
    for (WireField f : fields) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    throw new IllegalArgumentException("no field " + name + " in " + this.name);
  }

  /** The record components, in wire order. */
  public List<WireField> components() {
    return fields.stream().filter(WireField::isComponent).toList();
  }
}
