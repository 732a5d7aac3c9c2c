package io.framewright.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A message with every field placed. The wire is a sequence of {@link Item}s: fixed
 * {@link Segment}s, whose fields lie at bit offsets known at compile time, and
 * {@link Variable} components (strings, lists, counted arrays, variable messages) between them.
 * A message of one segment is fixed-size. Built from a {@link MessageModel} that passed
 * validation; the shared input of every generator.
 */
public record Layout(
    MessageModel message, ByteOrder order, BitOrder bitOrder, List<Item> items) {

  /** Largest message, in bits (128 MiB): bit offsets stay well inside int arithmetic. */
  public static final long MAX_BITS = 1L << 30;

  public Layout {
    items = List.copyOf(items);
  }

  /** A part of the wire. */
  public sealed interface Item {}

  /** Fields at fixed bit offsets from the segment's first byte, {@code sizeBits} in all. */
  public record Segment(List<FieldLayout> fields, int sizeBits) implements Item {
    public Segment {
      fields = List.copyOf(fields);
    }

    public int sizeBytes() {
      return (sizeBits + 7) >>> 3;
    }
  }

  /** A component whose size depends on its value. */
  public record Variable(FieldLayout field) implements Item {}

  public TypeRef type() {
    return message.type();
  }

  /** Whether every message of this type has the same size (a union never does). */
  public boolean isFixed() {
    return !message.isUnion() && items.stream().allMatch(i -> i instanceof Segment);
  }

  /** Every field in wire order: segment fields (prefixes included) and variable components. */
  public List<FieldLayout> fields() {
    List<FieldLayout> out = new ArrayList<>();
    for (Item item : items) {
      if (item instanceof Segment s) {
        out.addAll(s.fields());
      } else {
        out.add(((Variable) item).field());
      }
    }
    return out;
  }

  /** The record components in declaration order (the arguments of its constructor). */
  public List<FieldLayout> components() {
    List<FieldLayout> byWire = fields();
    List<FieldLayout> out = new ArrayList<>();
    for (FieldModel f : message.fields()) {
      if (f.extras().rawOf() != null) {
        // Not on the wire: the decoder passes the wire value of the open enum it names.
        out.add(new FieldLayout(f, FieldLayout.Role.COMPONENT, f.extras().rawOf(), -1, 0, 0,
            false, order, f.type(), null, null, null));
        continue;
      }
      for (FieldLayout l : byWire) {
        if (l.isComponent() && l.field() == f) {
          out.add(l);
        }
      }
    }
    return out;
  }

  /** Bits of the fixed parts. For a fixed layout, its size. */
  public int sizeBits() {
    int bits = 0;
    for (Item item : items) {
      if (item instanceof Segment s) {
        bits += s.sizeBits();
      }
    }
    return bits;
  }

  /** Bytes a fixed message takes (its bits rounded up to whole bytes). */
  /** The message's checksum field ({@code @Checksum} on the whole message), or null. */
  public FieldLayout checksumField() {
    for (FieldLayout f : fields()) {
      if (f.role() == FieldLayout.Role.CHECKSUM) {
        return f;
      }
    }
    return null;
  }

  public int fixedSize() {
    return (sizeBits() + 7) >>> 3;
  }

  /** Fewest bytes a message can take: its segments and the least each variable part takes. */
  public int minSize() {
    if (message.isUnion()) {
      return message.union().headBytes() + leastVariant();
    }
    long bytes = 0;
    for (Item item : items) {
      if (item instanceof Segment s) {
        bytes += s.sizeBytes();
      } else {
        bytes += leastBytes(((Variable) item).field());
      }
    }
    Framing.Delimiter delimiter = message.framing().delimiter();
    if (delimiter != null && !isFixed()) {
      // A fixed message's terminator is in its last segment; a variable one's follows its parts.
      bytes += delimiter.terminator().length;
    }
    return (int) Math.min(bytes, Integer.MAX_VALUE);
  }

  /**
   * Fewest bytes a union's variant takes after its tag. The catch-all of a packed tag holds the
   * bytes the tag shares with the variant's first bits.
   */
  private int leastVariant() {
    UnionModel union = message.union();
    int least = Integer.MAX_VALUE;
    for (UnionModel.Variant v : union.variants()) {
      // A declared catch-all's layout holds the tag it re-reads, which the head counts already.
      int size = v.declaredCatchAll() && v.model() != null
          ? Math.max(0, Layout.of(v.model()).minSize() - union.headBytes())
          : v.model() != null ? Layout.of(v.model()).minSize()
          : v.unknown() && union.isPacked() ? union.bytes() : 0;
      least = Math.min(least, size);
    }
    return least == Integer.MAX_VALUE ? 0 : least;
  }

  /** Fewest bytes variable part {@code f} takes: none if it is optional. */
  private static long leastBytes(FieldLayout f) {
    FieldModel m = f.field();
    if (m.isConditional()) {
      return 0;
    }
    long bytes = 0;
    // A varint, or a varint count or length before the part, takes a byte at least; so does a
    // terminator after it, which is written whatever the part holds.
    SizeSpec size = m.count() != null ? m.count() : m.length();
    if (m.extras().varint() != null || size != null && size.isVarint()) {
      bytes += 1;
    }
    if (m.extras().delimited() != null) {
      bytes += m.extras().delimited().terminator().length;
    }
    if (size != null && size == m.length() && size.isFixed()) {
      return bytes + size.fixed(); // exactly so many, whatever the part holds
    }
    if (m.extras().using() != null) {
      // What the codec declares it always writes (@Using(minBytes)): the processor can not run
      // it, so without a declaration a value may take no bytes.
      return bytes + Math.max(0, m.extras().usingMinBytes());
    }
    if (f.nested() != null) {
      // A union an earlier field selects has no tag on the wire: its smallest variant only.
      long each = m.extras().isSelected() ? f.nested().leastVariant() : f.nested().minSize();
      bytes += m.fixedCount() != null ? each * m.fixedCount() : m.isSequence() ? 0 : each;
    }
    return bytes;
  }

  /** Bits of zero padding after the last field of a fixed layout, up to the byte boundary. */
  public int paddingBits() {
    return fixedSize() * 8 - sizeBits();
  }

  /** Name of the zero bits that move an END checksum to the next byte boundary. */
  static final String CHECKSUM_PAD = "checksumPadBefore";

  /** Bits of zero padding before an END checksum: 0 when the fields before it end on a byte. */
  public int checksumPaddingBits() {
    for (FieldLayout f : fields()) {
      if (f.role() == FieldLayout.Role.PAD && f.field().name().equals(CHECKSUM_PAD)
          && f.field().origin() == Origin.NONE) {
        return f.elementBits();
      }
    }
    return 0;
  }

  /**
   * Bits of zero padding no field declares in a fixed layout: those after its last field, and
   * those between fields (before a terminator, which starts on a byte boundary).
   */
  public int undeclaredPaddingBits() {
    int bits = paddingBits();
    for (Item item : items) {
      if (item instanceof Segment s) {
        int end = 0;
        for (FieldLayout f : s.fields()) {
          bits += f.bitOffset() - end;
          end = f.endBit();
        }
        bits += s.sizeBits() - end;
      }
    }
    return bits;
  }

  /**
   * Places the fields of {@code message}. Tolerates invalid declarations (using natural widths
   * where a declared one is out of range) so that validation can ask where fields would lie;
   * generators only see layouts of valid messages.
   */
  public static Layout of(MessageModel message) {
    ByteOrder order = message.order() == ByteOrder.LITTLE ? ByteOrder.LITTLE : ByteOrder.BIG;
    if (message.isUnion()) {
      return new Layout(message, order, message.bitOrder(), List.of());
    }
    Builder b = new Builder(order);
    Framing framing = message.framing();
    if (framing.leadingTag() != null) {
      b.add(tagField(framing.leadingTag()));
    }
    if (framing.checksum() != null && !framing.checksum().atEnd()) {
      b.add(checksumField(framing.checksum(), order));
    }
    if (framing.magic() != null) {
      b.add(constant("magic", FieldLayout.Role.MAGIC, framing.magic().bytes()));
    }
    for (FieldModel f : message.fields()) {
      if (f.extras().rawOf() != null) {
        continue; // an open enum's raw value: not on the wire (components() lists it)
      }
      if (f.extras().padBefore() > 0) {
        addPad(b, f.name() + "PadBefore", f.extras().padBefore(), f);
      }
      WireType element = f.element();
      // A conditional component's prefix is only on the wire with it: it goes inside the item.
      FieldLayout prefix = prefixOf(message, f, order, f.isConditional() ? 0 : b.offset);
      if (prefix != null && !f.isConditional()) {
        b.add(prefix);
      }
      Layout nested = null;
      if (element instanceof WireType.Nested n && n.model() != null && !n.recursive()) {
        nested = Layout.of(n.model());
      }
      ByteOrder fieldOrder = f.order() == ByteOrder.INHERIT ? order : f.order();
      int bits = elementBits(f, element, nested);
      Integer fixedCount = fixedCount(f, bits);
      int count = f.isSequence() ? Math.max(1, fixedCount == null ? 1 : fixedCount) : 0;
      boolean fixed = bits > 0 && (!f.isSequence() || fixedCount != null)
          && (f.length() == null || f.length().isFixed()) && !f.isConditional()
          && f.extras().delimited() == null && f.extras().using() == null
          && f.extras().varint() == null;
      if (fixed) {
        // @Const(bytes): a component whose bytes are checked and written as a magic's are.
        b.add(new FieldLayout(f, FieldLayout.Role.COMPONENT, null, b.offset, bits, count,
            f.signed(), fieldOrder, element, nested, null, f.extras().constant()));
      } else {
        // elementBits: the width of each element when that is fixed, else 0.
        b.variable(new FieldLayout(f, FieldLayout.Role.COMPONENT, null, -1, bits,
            f.fixedCount() == null ? 0 : f.fixedCount(), f.signed(), fieldOrder, element,
            nested, prefix, null));
      }
      if (f.extras().padAfter() > 0) {
        addPad(b, f.name() + "PadAfter", f.extras().padAfter(), f);
      }
    }
    if (framing.delimiter() != null && b.items.stream().allMatch(i -> i instanceof Segment)) {
      // A fixed-size message is read by its size; its terminator is then just constant bytes,
      // after the fields padded with zero bits to whole bytes (as a message without one is).
      b.align();
      b.add(constant("terminator", FieldLayout.Role.TERMINATOR, framing.delimiter().bytes()));
    }
    if (framing.checksum() != null && framing.checksum().atEnd()) {
      // The encoder writes an END checksum in the last whole bytes, and the decoder must read it
      // there: fields that end inside a byte are followed by zero bits up to the byte boundary,
      // as a fixed message is padded to whole bytes.
      int gap = (8 - (b.offset & 7)) & 7;
      if (gap > 0) {
        b.add(pad(CHECKSUM_PAD, gap, synthetic(CHECKSUM_PAD, Origin.NONE, Primitive.LONG, gap,
            ByteOrder.INHERIT)));
      }
      b.add(checksumField(framing.checksum(), order));
    }
    return new Layout(message, order, message.bitOrder(), b.finish());
  }

  /** Collects segments and variable items in wire order. */
  private static final class Builder {
    final ByteOrder order;
    final List<Item> items = new ArrayList<>();
    List<FieldLayout> segment = new ArrayList<>();
    int offset;

    Builder(ByteOrder order) {
      this.order = order;
    }

    /** Adds a fixed field whose bitOffset is {@link #offset}. */
    void add(FieldLayout f) {
      FieldLayout placed = f.bitOffset() == offset ? f : new FieldLayout(f.field(), f.role(),
          f.target(), offset, f.elementBits(), f.count(), f.signed(), f.order(), f.element(),
          f.nested(), f.prefix(), f.constant());
      segment.add(placed);
      // Validation keeps a message within MAX_BITS; should a size ever slip past it, fail here
      // rather than place fields at a wrapped, negative offset.
      offset = Math.addExact(offset, placed.totalBits());
    }

    /**
     * Moves to the next byte boundary, leaving the bits up to it unclaimed: zero on encode, not
     * looked at on decode, like the padding at the end of a fixed message.
     */
    void align() {
      offset = (offset + 7) & ~7;
    }

    void variable(FieldLayout f) {
      if (!segment.isEmpty()) {
        items.add(new Segment(segment, offset));
        segment = new ArrayList<>();
        offset = 0;
      }
      items.add(new Variable(f));
    }

    List<Item> finish() {
      if (!segment.isEmpty() || items.isEmpty()) {
        items.add(new Segment(segment, offset));
      }
      return items;
    }
  }

  private static FieldModel synthetic(String name, Origin origin, Primitive type, int bits,
      ByteOrder order) {
    return new FieldModel(name, origin, new WireType.Scalar(type), false, bits, false, order,
        null, null, Conditions.NONE, FieldExtras.NONE);
  }

  private static FieldLayout constant(String name, FieldLayout.Role role, byte[] bytes) {
    FieldModel f = synthetic(name, Origin.NONE, Primitive.BYTE, 8, ByteOrder.INHERIT);
    return new FieldLayout(f, role, "(" + name + ")", 0, 8, bytes.length, false, ByteOrder.BIG,
        new WireType.Scalar(Primitive.BYTE), null, null, bytes.clone());
  }

  /**
   * Adds {@code bits} of padding. Up to 64 bits it is one value, packed with its neighbours; a
   * wider pad is the bits up to the next byte boundary, a block of zero bytes, and the bits left
   * over, so that no value is wider than the 64 bits generated code handles at once.
   */
  private static void addPad(Builder b, String name, int bits, FieldModel owner) {
    if (bits <= 64) {
      b.add(pad(name, bits, owner));
      return;
    }
    int head = (8 - (b.offset & 7)) & 7;
    if (head > 0) {
      b.add(pad(name, head, owner));
    }
    int bytes = (bits - head) >>> 3;
    FieldModel f = synthetic(name, owner.origin(), Primitive.BYTE, 8, ByteOrder.INHERIT);
    b.add(new FieldLayout(f, FieldLayout.Role.PAD, "(reserved)", 0, 8, bytes, false,
        ByteOrder.BIG, new WireType.Scalar(Primitive.BYTE), null, null, null));
    int tail = (bits - head) & 7;
    if (tail > 0) {
      b.add(pad(name, tail, owner));
    }
  }

  private static FieldLayout pad(String name, int bits, FieldModel owner) {
    FieldModel f = synthetic(name, owner.origin(), Primitive.LONG, bits, ByteOrder.INHERIT);
    return new FieldLayout(f, FieldLayout.Role.PAD, "(reserved)", 0, bits, 0, false,
        ByteOrder.BIG, new WireType.Scalar(Primitive.LONG), null, null, null);
  }

  /** A variant's union tag (not whole bytes): its first bits, a constant. */
  private static FieldLayout tagField(Framing.LeadingTag tag) {
    Primitive type = tag.bits() < 32 ? Primitive.INT : Primitive.LONG;
    FieldModel f = synthetic("tag", Origin.NONE, type, tag.bits(), ByteOrder.INHERIT);
    byte[] value = new byte[(tag.bits() + 7) / 8];
    for (int i = value.length - 1, shift = 0; i >= 0; i--, shift += 8) {
      value[i] = (byte) (tag.tag() >>> shift);
    }
    return new FieldLayout(f, FieldLayout.Role.TAG, "(tag)", 0, tag.bits(), 0, false,
        ByteOrder.BIG, new WireType.Scalar(type), null, null, value);
  }

  private static FieldLayout checksumField(Framing.ChecksumSpec spec, ByteOrder order) {
    Primitive type = spec.bits() <= 32 ? (spec.bits() < 32 ? Primitive.INT : Primitive.LONG)
        : Primitive.LONG;
    ByteOrder fieldOrder = spec.order() == ByteOrder.INHERIT ? order : spec.order();
    FieldModel f = synthetic("checksum", Origin.NONE, type, spec.bits(), fieldOrder);
    return new FieldLayout(f, FieldLayout.Role.CHECKSUM, "(checksum)", 0, spec.bits(), 0, false,
        fieldOrder, new WireType.Scalar(type), null, null, null);
  }

  /**
   * The name of {@code f}'s count or length prefix in {@code message}: {@code itemsCount},
   * {@code dataLength}; with {@code Prefix} after it while a component has that name (byte[]
   * data, int dataLength), so that the layout description, the CLI's JSON and the tools never
   * hold two fields of one name.
   */
  public static String prefixName(MessageModel message, FieldModel f, boolean isCount) {
    String name = f.name() + (isCount ? "Count" : "Length");
    while (taken(message, name)) {
      name += "Prefix";
    }
    return name;
  }

  private static boolean taken(MessageModel message, String name) {
    for (FieldModel c : message.fields()) {
      if (c.name().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /** The count or length field written just before {@code f}, if it has one. */
  private static FieldLayout prefixOf(MessageModel message, FieldModel f, ByteOrder order,
      int offset) {
    SizeSpec spec = f.count() != null && f.count().isPrefix() ? f.count()
        : f.length() != null && f.length().isPrefix() ? f.length() : null;
    if (spec == null || spec.bits() < 1 || spec.bits() > 32) {
      return null;
    }
    boolean isCount = spec == f.count();
    String name = prefixName(message, f, isCount);
    Primitive type = spec.bits() < 32 ? Primitive.INT : Primitive.LONG;
    FieldModel synthetic = synthetic(name, spec.origin(), type, spec.bits(), spec.order());
    if (spec.min() > 0) {
      // The lower bound is a rule of the prefix: read and written where the prefix is, it is
      // checked there by decode, encode and a view's wrap alike.
      synthetic = new FieldModel(name, spec.origin(), synthetic.type(), false, spec.bits(),
          false, spec.order(), null, null, Conditions.NONE, FieldExtras.NONE.withRule(
              new ValueRule(spec.annotation(), spec.min(), Long.MAX_VALUE, List.of(),
                  List.of())));
    }
    ByteOrder prefixOrder = spec.order() == ByteOrder.INHERIT ? order : spec.order();
    return new FieldLayout(synthetic, isCount ? FieldLayout.Role.COUNT : FieldLayout.Role.LENGTH,
        f.name(), offset, spec.bits(), 0, false, prefixOrder, new WireType.Scalar(type), null,
        null, null);
  }

  /**
   * The elements of an array or list that always has as many: its {@code @Count(n)}, or the
   * {@code n} bytes of its {@code @Length(n)} in whole elements of {@code bits} each; else null.
   */
  private static Integer fixedCount(FieldModel f, int bits) {
    if (f.fixedCount() != null || !f.isSequence() || f.count() != null || f.length() == null
        || !f.length().isFixed() || bits <= 0 || bits % 8 != 0
        || f.length().fixed() % (bits / 8) != 0) {
      return f.fixedCount();
    }
    return f.length().fixed() / (bits / 8);
  }

  /** Width of one value, or 0 when it is not known at compile time. */
  private static int elementBits(FieldModel f, WireType element, Layout nested) {
    if (nested != null) {
      return nested.isFixed() ? nested.fixedSize() * 8 : 0;
    }
    if (element instanceof WireType.Text) {
      return f.length() != null && f.length().isFixed() && f.length().fixed() > 0
          ? f.length().fixed() * 8 : 0;
    }
    int natural;
    if (element instanceof WireType.Scalar s) {
      natural = s.primitive().defaultBits();
      if (s.primitive().isFloatingPoint()) {
        return natural;
      }
    } else if (element instanceof WireType.Enum) {
      natural = 8;
    } else {
      return 0;
    }
    if (f.bits() >= 1 && f.bits() <= 64) {
      return f.bits();
    }
    return natural;
  }

  /** Every field of a fixed layout flattened to spans: nested messages as their fields. */
  public List<Span> spans() {
    List<Span> out = new ArrayList<>();
    for (Item item : items) {
      if (item instanceof Segment s) {
        addSpans(s.fields(), out, "", 0);
      }
    }
    return out;
  }

  /** Spans of one segment, offsets from the segment's first byte. */
  public static List<Span> spans(Segment segment) {
    List<Span> out = new ArrayList<>();
    addSpans(segment.fields(), out, "", 0);
    return out;
  }

  private static void addSpans(List<FieldLayout> fields, List<Span> out, String prefix,
      int base) {
    for (FieldLayout f : fields) {
      String path = prefix + (f.isComponent() ? f.name() : f.target());
      if (f.nested() != null && !f.isArray() && f.nested().isFixed()) {
        for (Item item : f.nested().items()) {
          addSpans(((Segment) item).fields(), out, path + ".", base + f.bitOffset());
        }
      } else {
        out.add(new Span(path, base + f.bitOffset(), f.totalBits()));
      }
    }
  }
}
