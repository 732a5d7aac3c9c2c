package io.framewright.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.framewright.runtime.BitList;
import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.layout.WireField;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes the JSON of one decoded frame from its trace (where each part lies) and its value (what
 * each part holds): one entry per part, {@code {"name", "value", "byte", "bit", "bits"}}, with
 * {@code "type"} and nested {@code "fields"} for nested messages and list elements.
 *
 * <p>The JSON is streamed while the frame is decoded again with a trace, so that no tree of the
 * frame (trace or JSON) is held: memory stays that of the value, whatever the number of parts. A
 * first traced decode only marks, one bit per part, what a part can not know from the parts
 * before it ({@link SizeMarks}). An entry's position is written after its {@code "fields"}, once
 * its parts are known.
 *
 * <p>The trace is followed through the record components: a part named after a component shows
 * that component's value; a part named {@code (tag)}, {@code (magic)}, {@code (checksum)} ...
 * is wire-only and shows its raw bits in hex; a part named after a component that comes again
 * later (or before a list's elements) is that component's count or length on the wire and is
 * shown by the name the layout gives it ({@code xCount} / {@code xLength}), also in hex. A union
 * variant's parts continue the union's own (the entry's {@code "type"} names the variant), and
 * list elements {@code [i]} are the fields of the list's entry. A component that no part shows
 * gets an entry without a position unless encode may leave it out and would assume its value
 * anyway ({@link RecordJson#mayAssume}): the tag of an unknown variant, an empty list that
 * nothing on the wire counts have one.
 */
final class JsonFrameWriter implements TraceEvents.Listener {
  private final JsonGenerator g;
  private final byte[] buf;
  private final int frameStart;
  private final SizeMarks marks;
  private final Deque<Part> open = new ArrayDeque<>();

  private JsonFrameWriter(JsonGenerator g, byte[] buf, int frameStart, SizeMarks marks) {
    this.g = g;
    this.buf = buf;
    this.frameStart = frameStart;
    this.marks = marks;
  }

  /**
   * Writes the frame {@code buf[off .. off + len)}, which {@code codec} decodes to {@code value},
   * found at {@code streamOffset} of the input: type, offset, length and fields.
   */
  static void write(JsonGenerator g, Codec<?> codec, byte[] buf, int off, int len, Object value,
      long streamOffset) throws IOException {
    write(g, codec, buf, off, len, value, streamOffset, null);
  }

  /** As above, with where a frame of a capture came from ({@code "capture"}), if it did. */
  static void write(JsonGenerator g, Codec<?> codec, byte[] buf, int off, int len, Object value,
      long streamOffset, FrameOrigin origin) throws IOException {
    SizeMarks marks = new SizeMarks();
    replay(codec, buf, off, len, marks);
    g.writeStartObject();
    g.writeStringField("type", TypeNames.of(value.getClass()));
    g.writeNumberField("offset", streamOffset);
    g.writeNumberField("length", len);
    if (origin != null) {
      origin.write(g);
    }
    g.writeArrayFieldStart("fields");
    JsonFrameWriter w = new JsonFrameWriter(g, buf, off, marks);
    RecordPart root = w.new RecordPart(value);
    w.open.push(root);
    try {
      replay(codec, buf, off, len, w);
      w.endPointers(null, null);
      root.finish();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  /** Decodes the frame again, its parts to {@code listener}. */
  private static void replay(Codec<?> codec, byte[] buf, int off, int len,
      TraceEvents.Listener listener) {
    TraceEvents events = new TraceEvents(listener);
    codec.read(new WireReader(buf, off, len).traced(events));
    events.end();
  }

  @Override
  public void leaf(long ordinal, TraceEvents.Kind kind, String name, long startBit,
      long endBit) {
    try {
      endPointers(kind, name);
      Part top = open.peek();
      top.extend(startBit, endBit);
      top.leaf(ordinal, name, startBit, endBit);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void open(long ordinal, TraceEvents.Kind kind, String name) {
    try {
      endPointers(kind, name);
      open.push(open.peek().open(kind, name));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    if (open.size() <= 1) {
      return; // the frame's own level ends with the frame
    }
    try {
      endPointers(null, null);
      Part done = open.pop();
      done.finish();
      open.peek().extend(done.start, done.end);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Ends the pointers followed that {@code name} (of {@code kind}; null at the end of their
   * record) is not a part of: the elements read where a pointer led end at the first part that
   * is not one of them, their terminator or a further pointer.
   */
  private void endPointers(TraceEvents.Kind kind, String name) throws IOException {
    while (open.peek() instanceof PointerPart p && !p.holds(kind, name)) {
      open.pop();
      p.finish();
    }
  }

  /** Whether {@code name} is the pointer of list {@code component}: {@code (name pointer)}. */
  private static String pointerOf(String name) {
    return name.startsWith("(") && name.endsWith(" pointer)")
        ? name.substring(1, name.length() - " pointer)".length()) : null;
  }

  /**
   * A pointer that ends a list ({@code @BackReference}), an entry among the list's elements:
   * its bytes, the offset it holds ({@code "pointer"}), and as its {@code "fields"} the elements
   * read where it led (their indexes go on from the elements in place), their terminator and
   * any pointer there. Those bytes lie earlier in the frame and belong to another part: they
   * do not extend the list or the record, whose extent is the elements in place and the pointer.
   */
  private final class PointerPart extends Part {
    final String component;
    final Object list;
    final int offsetBits;

    PointerPart(String component, Object list, int offsetBits, long s, long e)
        throws IOException {
      this.component = component;
      this.list = list;
      this.offsetBits = offsetBits;
      g.writeStartObject();
      pointerEntry(component, offsetBits, s, e);
      g.writeArrayFieldStart("fields");
    }

    /** The elements, the terminator and the pointers read where this pointer led. */
    boolean holds(TraceEvents.Kind kind, String name) {
      return kind == TraceEvents.Kind.ELEMENT
          || (kind == TraceEvents.Kind.ITEM && (component.equals(name)
              || component.equals(pointerOf(name))));
    }

    @Override
    void extend(long s, long e) {
      // bytes earlier in the frame: not this part's, nor its list's
    }

    @Override
    void leaf(long ordinal, String name, long s, long e) throws IOException {
      if (component.equals(name)) {
        wireOnlyLeaf("(" + component + " terminator)", s, e);
      } else {
        g.writeStartObject();
        pointerEntry(component, offsetBits, s, e);
        g.writeEndObject();
      }
    }

    @Override
    Part open(TraceEvents.Kind kind, String name) throws IOException {
      int index = Integer.parseInt(name.substring(1, name.length() - 1));
      return entry(name, at(list, index));
    }

    @Override
    void finish() throws IOException {
      g.writeEndArray();
      g.writeEndObject();
    }
  }

  /**
   * The fields of a pointer's entry: its name, its bytes, the offset from the frame's start it
   * holds (its last {@code offsetBits} bits) and its position.
   */
  private void pointerEntry(String component, int offsetBits, long s, long e)
      throws IOException {
    g.writeStringField("name", "(" + component + " pointer)");
    g.writeStringField("value", rawHex(s, e));
    long held = 0;
    for (long i = s / 8; i < e / 8; i++) {
      held = held << 8 | (buf[frameStart + (int) i] & 0xff);
    }
    g.writeNumberField("pointer", offsetBits >= 64 ? held : held & ((1L << offsetBits) - 1));
    position(s, e);
  }

  /** Something entered: where its parts go, and the bits they cover. */
  private abstract class Part {
    /** First bit and one past the last bit of the parts so far, or -1. */
    long start = -1;
    long end = -1;

    void extend(long s, long e) {
      if (s >= 0) {
        start = start < 0 ? s : Math.min(start, s);
        end = Math.max(end, e);
      }
    }

    abstract void leaf(long ordinal, String name, long s, long e) throws IOException;

    abstract Part open(TraceEvents.Kind kind, String name) throws IOException;

    abstract void finish() throws IOException;
  }

  /** The entries of one record: its components, wire-only parts and lists. */
  private class RecordPart extends Part {
    final Object value;
    final RecordComponent[] components;
    /** Which components have an entry. */
    final boolean[] shown;
    /** The component the last part belonged to. */
    int cursor = -1;
    /** The list entry still taking elements, its component, its elements so far, its extent. */
    int list = -1;
    int listElements;
    long listStart = -1;
    long listEnd = -1;

    RecordPart(Object value) {
      this.value = value;
      this.components = value instanceof Record ? RecordJson.components(value.getClass())
          : new RecordComponent[0];
      this.shown = new boolean[components.length];
    }

    @Override
    void leaf(long ordinal, String name, long s, long e) throws IOException {
      String pointed = pointerOf(name);
      int p = pointed == null ? -1 : indexOf(componentName(pointed));
      if (p >= 0) {
        pointer(p, s, e);
        return;
      }
      closeList();
      int c = indexOf(componentName(name));
      if (c < 0) {
        wireOnlyLeaf(name, s, e);
        return;
      }
      cursor = c;
      String component = components[c].getName();
      Object v = RecordJson.get(value, components[c]);
      if (TERMINATED_LISTS.get(value.getClass()).contains(component)) {
        // The list's terminator, never its count: after its elements a wire-only entry; an
        // empty list's entry is the component's, over the terminator.
        if (shown[c]) {
          wireOnlyLeaf("(" + component + " terminator)", s, e);
          return;
        }
      } else if (isSize(ordinal, c, v, s, e)) {
        wireOnlyLeaf(sizeName(c, v), s, e);
        // A list whose elements follow one by one gets its entry here, so that it has one even
        // with no elements; a list read whole (fixed-size elements) is the part of its name
        // that comes next, which gives it its entry: one here too would be an empty extra.
        if (v instanceof List && !marks.sameNameLater(ordinal)) {
          openList(c, e, e);
        }
        return;
      }
      g.writeStartObject();
      g.writeStringField("name", component);
      g.writeFieldName("value");
      RecordJson.writeComponent(g, value.getClass(), components[c], v);
      position(s, e);
      g.writeEndObject();
      shown[c] = true;
    }

    /**
     * Whether a leaf named after component {@code c} of value {@code v} is its size on the wire.
     * Never when the layout says another component holds that size: the leaf is then the
     * component itself, even if a later list's elements follow it (a fixed-size message list read
     * whole, then the next section's elements).
     */
    boolean isSize(long ordinal, int c, Object v, long s, long e) {
      return !sizeHeldElsewhere(c) && (marks.sameNameLater(ordinal)
          || (marks.elementLater(ordinal) && v instanceof List<?> l && !l.isEmpty())
          || (isEmpty(v) && e > s));
    }

    /**
     * The name of component {@code c}'s count or length on the wire: the one its layout
     * description gives it ({@link WireField#prefixName()}), shown by the layout table, the
     * diagrams and the dissector too; without a description, the name the processor gives.
     */
    String sizeName(int c, Object v) {
      String component = components[c].getName();
      String named = value == null ? null
          : RecordJson.prefixNames(value.getClass()).get(component);
      return named != null ? named : component + (isCount(v) ? "Count" : "Length");
    }

    boolean sizeHeldElsewhere(int c) {
      return value != null
          && HELD_SIZES.get(value.getClass()).contains(components[c].getName());
    }

    @Override
    Part open(TraceEvents.Kind kind, String name) throws IOException {
      if (kind == TraceEvents.Kind.ELEMENT) {
        return element(name);
      }
      closeList();
      int c = indexOf(componentName(name));
      if (c < 0) {
        if (value != null && name.equals(value.getClass().getSimpleName())) {
          return new VariantPart(this); // a union's variant continues the union's fields
        }
        return new WirePart(name, null, false);
      }
      cursor = c;
      shown[c] = true;
      Object v = RecordJson.get(value, components[c]);
      if (!(v instanceof Record)) {
        // A value read in parts (by a custom codec): in the form its codec gives it.
        return new WirePart(components[c].getName(), value.getClass(), components[c], v);
      }
      return entry(components[c].getName(), v);
    }

    Part element(String name) throws IOException {
      int index = Integer.parseInt(name.substring(1, name.length() - 1));
      int c = index == 0 ? firstElementList() : listComponent();
      if (c < 0) {
        closeList();
        return new WirePart(name, null, false);
      }
      cursor = c;
      if (list != c) {
        closeList();
        openList(c, -1, -1);
      }
      listElements++;
      Part element = entry(name, at(RecordJson.get(value, components[c]), index));
      return new ElementPart(this, element);
    }

    /**
     * The list component a first element {@code [0]} starts: the list whose count was just shown,
     * else the next list after the cursor that has elements. The elements of adjacent lists
     * (DNS's sections) follow each other with nothing between them but the index starting again,
     * and a list before them may be empty or may have been read whole.
     */
    int firstElementList() {
      if (list >= 0 && listElements == 0) {
        return list;
      }
      for (int k = Math.max(cursor + (list >= 0 ? 1 : 0), 0); k < components.length; k++) {
        if (isList(components[k].getType()) && !shown[k]
            && !isEmpty(RecordJson.get(value, components[k]))) {
          return k;
        }
      }
      return listComponent();
    }

    /** The list component the next elements belong to: the current one, or the next list. */
    int listComponent() {
      if (cursor >= 0 && isList(components[cursor].getType())) {
        return cursor;
      }
      for (int k = cursor + 1; k < components.length; k++) {
        if (isList(components[k].getType())) {
          return k;
        }
      }
      return -1;
    }

    /**
     * The pointer that ends list {@code c}: an entry among its elements, which takes the
     * elements read where it led (the list's entry opens here when none was in place).
     */
    void pointer(int c, long s, long e) throws IOException {
      if (list != c) {
        closeList();
        openList(c, -1, -1);
      }
      extendList(s, e);
      cursor = c;
      String component = components[c].getName();
      open.push(new PointerPart(component, RecordJson.get(value, components[c]),
          RecordJson.pointerOffsetBits(value.getClass(), component), s, e));
    }

    void openList(int c, long s, long e) throws IOException {
      g.writeStartObject();
      g.writeStringField("name", components[c].getName());
      g.writeArrayFieldStart("fields");
      list = c;
      listElements = 0;
      listStart = s;
      listEnd = e;
      shown[c] = true;
    }

    void extendList(long s, long e) {
      if (s >= 0) {
        listStart = listStart < 0 ? s : Math.min(listStart, s);
        listEnd = Math.max(listEnd, e);
      }
    }

    void closeList() throws IOException {
      if (list >= 0) {
        g.writeEndArray();
        position(listStart, listEnd);
        g.writeEndObject();
        list = -1;
      }
    }

    @Override
    void finish() throws IOException {
      closeList();
      // A component no part showed (an unknown variant's tag, read as the union's (tag); an
      // empty list nothing on the wire counts) still gets an entry, without a position, unless
      // encode may leave it out and would assume its value anyway (an absent optional): encode
      // needs every value it may not assume, to give the same bytes.
      for (int k = 0; k < components.length; k++) {
        Object v = RecordJson.get(value, components[k]);
        if (!shown[k] && !RecordJson.mayAssume(value.getClass(), components[k], v)) {
          g.writeStartObject();
          g.writeStringField("name", components[k].getName());
          g.writeFieldName("value");
          RecordJson.writeComponent(g, value.getClass(), components[k], v);
          position(-1, -1);
          g.writeEndObject();
        }
      }
    }

    /**
     * The component a part is named after: its own name, or the name qualified by the record's
     * own type (an unknown variant's {@code Unknown.data}, read without entering the variant).
     */
    String componentName(String part) {
      String own = value == null ? null : value.getClass().getSimpleName() + ".";
      return own != null && part.startsWith(own) ? part.substring(own.length()) : part;
    }

    int indexOf(String name) {
      for (int k = 0; k < components.length; k++) {
        if (components[k].getName().equals(name)) {
          return k;
        }
      }
      return -1;
    }
  }

  /** A nested record's entry: its type, then its own entries. */
  private final class RecordEntryPart extends RecordPart {
    RecordEntryPart(String name, Record value) throws IOException {
      super(value);
      g.writeStartObject();
      g.writeStringField("name", name);
      g.writeStringField("type", TypeNames.of(value.getClass()));
      g.writeArrayFieldStart("fields");
    }

    @Override
    void finish() throws IOException {
      super.finish();
      g.writeEndArray();
      position(start, end);
      g.writeEndObject();
    }
  }

  /** A union's variant, entered inside the union's record: its parts are the record's. */
  private final class VariantPart extends Part {
    final RecordPart record;

    VariantPart(RecordPart record) {
      this.record = record;
    }

    @Override
    void leaf(long ordinal, String name, long s, long e) throws IOException {
      record.leaf(ordinal, name, s, e);
    }

    @Override
    Part open(TraceEvents.Kind kind, String name) throws IOException {
      return record.open(kind, name);
    }

    @Override
    void finish() {}
  }

  /** A list element: its entry, whose extent also extends the list's. */
  private final class ElementPart extends Part {
    final RecordPart record;
    final Part entry;

    ElementPart(RecordPart record, Part entry) {
      this.record = record;
      this.entry = entry;
    }

    @Override
    void extend(long s, long e) {
      super.extend(s, e);
      entry.extend(s, e);
    }

    @Override
    void leaf(long ordinal, String name, long s, long e) throws IOException {
      entry.leaf(ordinal, name, s, e);
    }

    @Override
    Part open(TraceEvents.Kind kind, String name) throws IOException {
      return entry.open(kind, name);
    }

    @Override
    void finish() throws IOException {
      entry.finish();
      record.extendList(start, end);
    }
  }

  /** The entry of a component or element: nested entries for a record, else its value. */
  private Part entry(String name, Object v) throws IOException {
    if (v instanceof Record r) {
      return new RecordEntryPart(name, r);
    }
    return new WirePart(name, v, true);
  }

  /**
   * A value read in parts (a value codec's: pies numbers' sign and digits) or a wire-only part
   * with parts: its value (or, wire-only, its raw bits) and its parts nested as wire-only
   * entries, when one of them has a name.
   */
  private final class WirePart extends Part {
    final boolean hasValue;
    /** Unnamed leaves before the first named part: shown only if a named part follows. */
    final Deque<long[]> unnamed = new ArrayDeque<>();
    boolean fieldsOpen;

    WirePart(String name, Object value, boolean hasValue) throws IOException {
      this(name, null, null, value, hasValue);
    }

    /** The part of component {@code component} of a {@code record}, holding {@code value}. */
    WirePart(String name, Class<?> record, RecordComponent component, Object value)
        throws IOException {
      this(name, record, component, value, true);
    }

    private WirePart(String name, Class<?> record, RecordComponent component, Object value,
        boolean hasValue) throws IOException {
      this.hasValue = hasValue;
      g.writeStartObject();
      g.writeStringField("name", name);
      if (hasValue) {
        g.writeFieldName("value");
        if (component != null) {
          RecordJson.writeComponent(g, record, component, value);
        } else {
          RecordJson.write(g, value);
        }
      }
    }

    void openFields() throws IOException {
      if (!fieldsOpen) {
        g.writeArrayFieldStart("fields");
        fieldsOpen = true;
        for (long[] u : unnamed) {
          wireOnlyLeaf("", u[0], u[1]);
        }
        unnamed.clear();
      }
    }

    @Override
    void leaf(long ordinal, String name, long s, long e) throws IOException {
      if (name.isEmpty() && !fieldsOpen) {
        unnamed.add(new long[] {s, e});
        return;
      }
      openFields();
      wireOnlyLeaf(name, s, e);
    }

    @Override
    Part open(TraceEvents.Kind kind, String name) throws IOException {
      openFields();
      return new WirePart(name, null, false);
    }

    @Override
    void finish() throws IOException {
      if (fieldsOpen) {
        g.writeEndArray();
      }
      if (!hasValue) {
        g.writeStringField("value", rawHex(start, end));
      }
      position(start, end);
      g.writeEndObject();
    }
  }

  /** A part that is on the wire only: its raw bits in hex. */
  private void wireOnlyLeaf(String name, long s, long e) throws IOException {
    g.writeStartObject();
    g.writeStringField("name", name);
    g.writeStringField("value", rawHex(s, e));
    position(s, e);
    g.writeEndObject();
  }

  /** {@code "byte"}, {@code "bit"}, {@code "bits"}; only {@code "bits": 0} when off the wire. */
  private void position(long start, long end) throws IOException {
    position(g, start, end);
  }

  /** As above, to {@code g}; also the inspector's, for the parts of a frame that fails. */
  static void position(JsonGenerator g, long start, long end) throws IOException {
    if (start < 0) {
      g.writeNumberField("bits", 0);
      return;
    }
    g.writeNumberField("byte", start / 8);
    g.writeNumberField("bit", (int) (start % 8));
    g.writeNumberField("bits", end - start);
  }

  /** The bits {@code [start, end)} of the frame: whole bytes as they are, else the value. */
  private String rawHex(long start, long end) {
    return rawHex(buf, frameStart, start, end);
  }

  /**
   * The bits {@code [start, end)} of the frame that starts at {@code buf[frameStart]}: whole
   * bytes as they are, else the value; also the inspector's, for the parts of a frame that does
   * not decode.
   */
  static String rawHex(byte[] buf, int frameStart, long start, long end) {
    if (start < 0 || end <= start) {
      return "";
    }
    long bits = end - start;
    if (start % 8 == 0 && bits % 8 == 0) {
      return Hex.compact(Arrays.copyOfRange(buf, frameStart + (int) (start / 8),
          frameStart + (int) (end / 8)));
    }
    if (bits > 64) {
      return Hex.compact(Arrays.copyOfRange(buf, frameStart + (int) (start / 8),
          frameStart + (int) ((end + 7) / 8)));
    }
    long v = 0;
    for (long b = start; b < end; b++) {
      v = v << 1 | (buf[frameStart + (int) (b / 8)] >> (7 - (int) (b % 8))) & 1;
    }
    String digits = Long.toHexString(v);
    int width = (int) ((bits + 7) / 8) * 2;
    return "0".repeat(Math.max(0, width - digits.length())) + digits;
  }

  /**
   * The components of each record type whose count or length another component holds, as its
   * codec's layout description says (none without one): a part named after such a component is
   * never its size on the wire.
   */
  private static final ClassValue<Set<String>> TERMINATED_LISTS = new ClassValue<>() {
    @Override
    protected Set<String> computeValue(Class<?> type) {
      return RecordJson.terminatedLists(type);
    }
  };

  private static final ClassValue<Set<String>> HELD_SIZES = new ClassValue<>() {
    @Override
    protected Set<String> computeValue(Class<?> type) {
      Set<String> held = new HashSet<>();
      RecordJson.sizedBy(type).values().forEach(f -> held.add(f.name()));
      return held;
    }
  };

  private static boolean isList(Class<?> t) {
    return List.class.isAssignableFrom(t) || (t.isArray() && t != byte[].class);
  }

  private static boolean isCount(Object v) {
    return v instanceof Collection || (v != null && v.getClass().isArray()
        && !(v instanceof byte[]));
  }

  private static boolean isEmpty(Object v) {
    return (v instanceof Collection<?> c && c.isEmpty())
        || (v instanceof CharSequence s && s.length() == 0)
        || (v != null && v.getClass().isArray() && Array.getLength(v) == 0)
        || (v instanceof BitList b && b.byteLength() == 0);
  }

  private static Object at(Object list, int index) {
    if (list instanceof List<?> l) {
      return index < l.size() ? l.get(index) : null;
    }
    return list != null && list.getClass().isArray() && index < Array.getLength(list)
        ? Array.get(list, index) : null;
  }
}
