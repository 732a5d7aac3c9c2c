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
 * @param terminator for a message of variable size delimited by constant bytes
 *     ({@code @Delimited} on its type), the bytes that follow its last field and end it, not
 *     counted in {@code minSize}; else empty (a fixed-size message lists its terminator as a
 *     {@link WireField.Role#TERMINATOR} field)
 * @param context the components of the enclosing message this one reads ({@code flags} for
 *     {@code @When(field = "_parent.flags")}, and {@code @Count} or {@code @Length} fields
 *     {@code "_parent.x"}), each once, in the order its fields first name them: a message with
 *     any can only be read and written inside such an enclosing message, which passes their
 *     values (its codec's {@code decode} and {@code encode} alone throw
 *     {@code ContextRequiredException}); empty for a message that needs none
 */
public record RecordLayout(String type, String name, ByteOrder order, BitOrder bitOrder,
    int minSize, int fixedSize, List<WireField> fields, byte[] terminator, List<String> context)
    implements MessageLayout {

  public RecordLayout {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(bitOrder, "bitOrder");
    fields = List.copyOf(fields);
    terminator = terminator.clone();
    context = List.copyOf(context);
  }

  /** A record that reads nothing of an enclosing message. */
  public RecordLayout(String type, String name, ByteOrder order, BitOrder bitOrder, int minSize,
      int fixedSize, List<WireField> fields, byte[] terminator) {
    this(type, name, order, bitOrder, minSize, fixedSize, fields, terminator, List.of());
  }

  /** Whether the message reads values of the message enclosing it ({@link #context()}). */
  public boolean needsContext() {
    return !context.isEmpty();
  }

  /** A record that no terminator ends. */
  public RecordLayout(String type, String name, ByteOrder order, BitOrder bitOrder, int minSize,
      int fixedSize, List<WireField> fields) {
    this(type, name, order, bitOrder, minSize, fixedSize, fields, new byte[0]);
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
        && Arrays.equals(r.terminator, terminator) && r.context.equals(context);
  }

  @Override
  public int hashCode() {
    return Objects.hash(type, name, order, bitOrder, minSize, fixedSize, fields,
        Arrays.hashCode(terminator), context);
  }

  @Override
  public String toString() {
    return "RecordLayout[" + name + " " + order + " " + bitOrder + " minSize=" + minSize
        + " fixedSize=" + fixedSize + " " + fields
        + (terminator.length > 0 ? " terminator=" + Arrays.toString(terminator) : "")
        + (context.isEmpty() ? "" : " context=" + context) + "]";
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
