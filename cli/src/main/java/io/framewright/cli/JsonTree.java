package io.framewright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.framewright.runtime.Hex;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the JSON of one decoded frame from its trace (where each part lies) and its value (what
 * each part holds): one entry per part, {@code {"name", "value", "byte", "bit", "bits"}}, with
 * {@code "type"} and nested {@code "fields"} for nested messages and list elements.
 *
 * <p>The trace is followed through the record components: a part named after a component shows
 * that component's value; a part named {@code (tag)}, {@code (magic)}, {@code (checksum)} ...
 * is wire-only and shows its raw bits in hex; a part named after a component that comes again
 * later (or before a list's elements) is that component's count or length on the wire and is
 * shown as {@code (count of x)} / {@code (length of x)}. A union variant's parts continue the
 * union's own (the entry's {@code "type"} names the variant), and list elements {@code [i]} are
 * the fields of the list's entry.
 */
final class JsonTree {
  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  private final byte[] buf;
  private final int frameStart;

  /** For a frame that starts at {@code buf[frameStart]}; trace offsets count from there. */
  JsonTree(byte[] buf, int frameStart) {
    this.buf = buf;
    this.frameStart = frameStart;
  }

  /** The whole frame: type, offset in the input, length and fields. */
  ObjectNode frame(Object value, long offset, int length, List<WireNode> nodes) {
    ObjectNode o = JSON.objectNode();
    o.put("type", TypeNames.of(value.getClass()));
    o.put("offset", offset);
    o.put("length", length);
    o.set("fields", fields(nodes, value));
    return o;
  }

  private ArrayNode fields(List<WireNode> nodes, Object value) {
    Level level = new Level(value);
    level.addAll(nodes);
    level.finish();
    return level.out;
  }

  /** The entries of one record (or of a part that is not a record: its wire parts). */
  private final class Level {
    final Object value;
    final RecordComponent[] components;
    final ArrayNode out = JSON.arrayNode();
    /** List entries by component name, and their extent in bits. */
    final Map<String, ObjectNode> lists = new LinkedHashMap<>();
    final Map<String, long[]> extents = new LinkedHashMap<>();
    /** The component the last part belonged to. */
    int cursor = -1;
    /** Which components have an entry. */
    final boolean[] shown;

    Level(Object value) {
      this.value = value;
      this.components = value instanceof Record ? value.getClass().getRecordComponents()
          : new RecordComponent[0];
      this.shown = new boolean[components.length];
    }

    void addAll(List<WireNode> nodes) {
      for (int i = 0; i < nodes.size(); i++) {
        add(nodes, i);
      }
    }

    void add(List<WireNode> nodes, int i) {
      WireNode n = nodes.get(i);
      if (n.kind == WireNode.Kind.ELEMENT) {
        element(n);
        return;
      }
      int c = indexOf(componentName(n.name));
      if (c < 0) {
        if (n.kind == WireNode.Kind.ENTER && value != null
            && n.name.equals(value.getClass().getSimpleName())) {
          addAll(n.children); // a union's variant continues the union's fields
        } else {
          out.add(wireOnly(n, n.name));
        }
        return;
      }
      cursor = c;
      String name = components[c].getName();
      Object v = RecordJson.get(value, components[c]);
      if (isSize(nodes, i, v)) {
        out.add(wireOnly(n, "(" + (isCount(v) ? "count" : "length") + " of " + name + ")"));
        if (v instanceof List) {
          list(name, n.end());
        }
        return;
      }
      out.add(component(n, name, v));
      shown[c] = true;
    }

    /** Whether part {@code i}, named after a component of value {@code v}, is its size. */
    boolean isSize(List<WireNode> nodes, int i, Object v) {
      WireNode n = nodes.get(i);
      if (n.isContainer()) {
        return false;
      }
      for (int j = i + 1; j < nodes.size(); j++) {
        WireNode later = nodes.get(j);
        if (later.name.equals(n.name)
            || (later.kind == WireNode.Kind.ELEMENT && v instanceof List<?> l && !l.isEmpty())) {
          return true;
        }
      }
      return isEmpty(v) && n.end() > n.start();
    }

    void element(WireNode n) {
      int c = listComponent();
      if (c < 0) {
        out.add(wireOnly(n, n.name));
        return;
      }
      cursor = c;
      String name = components[c].getName();
      Object list = RecordJson.get(value, components[c]);
      int index = Integer.parseInt(n.name.substring(1, n.name.length() - 1));
      ((ArrayNode) list(name, n.start()).get("fields")).add(component(n, n.name, at(list, index)));
      long[] extent = extents.get(name);
      if (n.start() >= 0) {
        extent[0] = extent[0] < 0 ? n.start() : Math.min(extent[0], n.start());
        extent[1] = Math.max(extent[1], n.end());
      }
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

    /** The entry of list {@code name}, created at {@code atBit} if it is new. */
    ObjectNode list(String name, long atBit) {
      ObjectNode e = lists.get(name);
      if (e == null) {
        e = entry(name);
        e.put("byte", 0).put("bit", 0).put("bits", 0);
        e.putArray("fields");
        out.add(e);
        shown[indexOf(name)] = true;
        lists.put(name, e);
        extents.put(name, new long[] {atBit, atBit});
      }
      return e;
    }

    /**
     * The component a part is named after: its own name, or the name qualified by the record's
     * own type (an unknown variant's {@code Unknown.data}, read without entering the variant).
     */
    String componentName(String part) {
      String own = value == null ? null : value.getClass().getSimpleName() + ".";
      return own != null && part.startsWith(own) ? part.substring(own.length()) : part;
    }

    void finish() {
      lists.forEach((name, e) -> {
        long[] x = extents.get(name);
        position(e, x[0], x[1]);
      });
      // A component no part showed (an unknown variant's tag, read as the union's (tag)) still
      // gets an entry, without a position, unless encode would assume its value anyway (an
      // absent optional, an empty list): encode needs every value to give the same bytes.
      for (int k = 0; k < components.length; k++) {
        Object v = RecordJson.get(value, components[k]);
        if (!shown[k] && !RecordJson.isAssumed(components[k].getType(), v)) {
          ObjectNode e = entry(components[k].getName());
          e.set("value", RecordJson.toJson(v));
          position(e, -1, -1);
          out.add(e);
        }
      }
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

  /** A component or element: nested fields for a record, else its value. */
  private ObjectNode component(WireNode n, String name, Object v) {
    ObjectNode e = entry(name);
    if (v instanceof Record r && n.isContainer()) {
      e.put("type", TypeNames.of(r.getClass()));
      position(e, n.start(), n.end());
      e.set("fields", fields(n.children, r));
      return e;
    }
    e.set("value", RecordJson.toJson(v));
    position(e, n.start(), n.end());
    if (n.isContainer() && n.children.stream().anyMatch(c -> !c.name.isEmpty())) {
      ArrayNode parts = e.putArray("fields"); // the wire parts of a value codec
      n.children.forEach(c -> parts.add(wireOnly(c, c.name)));
    }
    return e;
  }

  /** A part that is on the wire only: its raw bits in hex. */
  private ObjectNode wireOnly(WireNode n, String name) {
    ObjectNode e = entry(name);
    e.put("value", rawHex(n.start(), n.end()));
    position(e, n.start(), n.end());
    if (n.isContainer() && n.children.stream().anyMatch(c -> !c.name.isEmpty())) {
      ArrayNode parts = e.putArray("fields");
      n.children.forEach(c -> parts.add(wireOnly(c, c.name)));
    }
    return e;
  }

  private static ObjectNode entry(String name) {
    ObjectNode e = JSON.objectNode();
    e.put("name", name);
    return e;
  }

  private static void position(ObjectNode e, long start, long end) {
    if (start < 0) {
      e.remove("byte");
      e.remove("bit");
      e.put("bits", 0);
      return;
    }
    e.put("byte", start / 8).put("bit", (int) (start % 8)).put("bits", end - start);
  }

  /** The bits {@code [start, end)} of the frame: whole bytes as they are, else the value. */
  private String rawHex(long start, long end) {
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
        || (v instanceof io.framewright.runtime.BitList b && b.byteLength() == 0);
  }

  private static Object at(Object list, int index) {
    if (list instanceof List<?> l) {
      return index < l.size() ? l.get(index) : null;
    }
    return list != null && list.getClass().isArray() && index < Array.getLength(list)
        ? Array.get(list, index) : null;
  }
}
