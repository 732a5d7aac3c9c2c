package io.framewright.runtime.layout;

import java.nio.ByteOrder;
import java.util.Arrays;
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
 * @param terminator for a message of varying size delimited by its type ({@code @Delimited}),
 *     the bytes that end it: the message reads up to their first occurrence after its start and
 *     they follow it on the wire; else empty (a fixed-size message lists its terminator as a
 *     {@link WireField.Role#TERMINATOR} field)
 */
public record RecordLayout(String type, String name, ByteOrder order, BitOrder bitOrder,
    int minSize, int fixedSize, List<WireField> fields, byte[] terminator)
    implements MessageLayout {

  /** A record without a terminator of its own. */
  public RecordLayout(String type, String name, ByteOrder order, BitOrder bitOrder, int minSize,
      int fixedSize, List<WireField> fields) {
    this(type, name, order, bitOrder, minSize, fixedSize, fields, new byte[0]);
  }

  public RecordLayout {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(bitOrder, "bitOrder");
    fields = List.copyOf(fields);
    terminator = terminator.clone();
  }

  /** The terminator's bytes (a copy). */
  @Override
  public byte[] terminator() {
    return terminator.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RecordLayout r && r.type.equals(type) && r.name.equals(name)
        && r.order.equals(order) && r.bitOrder == bitOrder && r.minSize == minSize
        && r.fixedSize == fixedSize && r.fields.equals(fields)
        && Arrays.equals(r.terminator, terminator);
  }

  @Override
  public int hashCode() {
    return Objects.hash(type, name, order, bitOrder, minSize, fixedSize, fields,
        Arrays.hashCode(terminator));
  }

  @Override
  public String toString() {
    return "RecordLayout[" + name + " " + order + " " + bitOrder + " minSize=" + minSize
        + " fixedSize=" + fixedSize + " " + fields
        + (terminator.length > 0 ? " terminator=" + Arrays.toString(terminator) : "") + "]";
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
