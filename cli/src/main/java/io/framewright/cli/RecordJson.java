package io.framewright.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.runtime.BitList;
import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import io.framewright.runtime.ReferencedList;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.WireField;
import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Message values to JSON and back, by reflection on records (record components, canonical
 * constructors, permitted subclasses): this tool's business only, never a codec's.
 *
 * <p>A record reads from either form: the full form that {@code decode} prints
 * ({@code {"type": ..., "fields": [{"name": ..., "value": ...}, ...]}}, entries whose name starts
 * with {@code (} or {@code [} being wire-only, and so the count or length written just before a
 * component, by its layout's name for it) or the simple form
 * ({@code {"type": ..., "<component>": value, ...}}). {@code "type"} names the variant where a
 * union is expected; {@code "@type"} may be used instead, and must be when a variant has a
 * component called {@code type} and the simple form is used. Every component must be given,
 * but those the codec's layout description says encode derives or may leave off the wire
 * ({@link #mayLeaveOut}): a component that holds another's count or byte length is computed
 * from the other's value, in the unit and charset the layout gives.
 */
final class RecordJson {
  private RecordJson() {}

  // ---------------------------------------------------------------- values to JSON

  /**
   * Writes the JSON value of a component value: numbers, booleans, text, enum names, hex,
   * arrays, records in the simple form. Streamed: a large value is never copied into a tree.
   */
  static void write(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof Byte || v instanceof Short || v instanceof Integer) {
      g.writeNumber(((Number) v).intValue());
    } else if (v instanceof Long l) {
      g.writeNumber(l);
    } else if (v instanceof Float f) {
      if (Float.isFinite(f)) {
        g.writeNumber(f);
      } else {
        g.writeString(nonFinite(f, Float.floatToRawIntBits(f) & 0xffffffffL,
            Float.floatToRawIntBits(Float.NaN), 8));
      }
    } else if (v instanceof Double d) {
      if (Double.isFinite(d)) {
        g.writeNumber(d);
      } else {
        g.writeString(nonFinite(d, Double.doubleToRawLongBits(d),
            Double.doubleToRawLongBits(Double.NaN), 16));
      }
    } else if (v instanceof Character || v instanceof String) {
      g.writeString(v.toString());
    } else if (v instanceof Enum<?> e) {
      g.writeString(e.name());
    } else if (v instanceof byte[] bytes) {
      g.writeString(Hex.compact(bytes));
    } else if (v instanceof BitList bits) {
      g.writeString(Hex.compact(bits.toByteArray()));
    } else if (v.getClass().isArray()) {
      g.writeStartArray();
      for (int i = 0; i < Array.getLength(v); i++) {
        write(g, Array.get(v, i));
      }
      g.writeEndArray();
    } else if (v instanceof Collection<?> list) {
      g.writeStartArray();
      for (Object x : list) {
        write(g, x);
      }
      g.writeEndArray();
    } else if (v instanceof Record r) {
      writeSimpleForm(g, r);
    } else {
      g.writeString(v.toString());
    }
  }

  /**
   * Writes the JSON value {@code v} of {@code component} of a record of type {@code record}:
   * {@code v} in its custom codec's JSON form when it has one ({@link CustomValues}), else as
   * {@link #write} does.
   */
  static void writeComponent(JsonGenerator g, Class<?> record, RecordComponent component,
      Object v) throws IOException {
    ValueCodec<Object> custom = v == null ? null
        : CustomValues.codecOf(record, component.getName(), component.getType());
    if (custom != null) {
      CustomValues.write(g, custom, v);
    } else {
      write(g, v);
    }
  }

  /**
   * Whether JSON has a form of its own for values of {@code type} (numbers, text, enum names,
   * hex bytes, arrays, lists, records and unions of them), without a custom codec's.
   */
  static boolean knows(Class<?> type) {
    return type.isPrimitive() || Number.class.isAssignableFrom(type) || type == Boolean.class
        || type == Character.class || type == String.class || type.isEnum() || type.isArray()
        || type == BitList.class || Collection.class.isAssignableFrom(type) || type.isRecord()
        || type.isInterface();
  }

  /** What a NaN whose bits are not Java's own is written as: this, then its bits in hex. */
  private static final String NAN_BITS = "NaN:";

  /**
   * A float or double JSON has no number for, as a string (protobuf's JSON mapping writes the
   * same): "Infinity", "-Infinity", "NaN"; a NaN with other bits than Java's canonical one as
   * "NaN:" and its {@code digits} hex digits, so that encode writes back the very bits decoded.
   */
  private static String nonFinite(double v, long bits, long canonicalNaN, int digits) {
    if (!Double.isNaN(v)) {
      return v > 0 ? "Infinity" : "-Infinity";
    }
    if (bits == canonicalNaN) {
      return "NaN";
    }
    String hex = Long.toHexString(bits);
    return NAN_BITS + "0".repeat(digits - hex.length()) + hex;
  }

  /** A record in the simple form: its type, then its components by name. */
  private static void writeSimpleForm(JsonGenerator g, Record r) throws IOException {
    g.writeStartObject();
    boolean typeTaken = component(r.getClass(), "type") != null;
    g.writeStringField(typeTaken ? "@type" : "type", TypeNames.of(r.getClass()));
    for (RecordComponent c : r.getClass().getRecordComponents()) {
      g.writeFieldName(c.getName());
      writeComponent(g, r.getClass(), c, get(r, c));
    }
    g.writeEndObject();
  }

  /**
   * The components of each record type, looked up once: {@code getRecordComponents()} builds
   * new objects on every call, and a frame of 450,000 elements asks for them as often.
   */
  private static final ClassValue<RecordComponent[]> COMPONENTS = new ClassValue<>() {
    @Override
    protected RecordComponent[] computeValue(Class<?> type) {
      RecordComponent[] components = type.isRecord() ? type.getRecordComponents()
          : new RecordComponent[0];
      for (RecordComponent c : components) {
        c.getAccessor().setAccessible(true);
      }
      return components;
    }
  };

  /** The components of {@code type} (none if it is not a record); shared, never to be changed. */
  static RecordComponent[] components(Class<?> type) {
    return COMPONENTS.get(type);
  }

  /** The value of component {@code c} of {@code r}. */
  static Object get(Object r, RecordComponent c) {
    try {
      Method accessor = c.getAccessor();
      if (!accessor.canAccess(r)) {
        accessor.setAccessible(true);
      }
      return accessor.invoke(r);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("can not read " + c, e);
    }
  }

  /** The component {@code name} of record type {@code type}, or null. */
  static RecordComponent component(Class<?> type, String name) {
    for (RecordComponent c : components(type)) {
      if (c.getName().equals(name)) {
        return c;
      }
    }
    return null;
  }

  // ---------------------------------------------------------------- JSON to values

  /**
   * The message of type {@code target} (a record or a union) that {@code node} describes, in
   * either form.
   *
   * @throws JsonInputException naming the path of what is wrong
   */
  static Object toMessage(JsonNode node, Class<?> target) {
    return read(node, target, TypeNames.of(target));
  }

  private static Object read(JsonNode n, Type type, String path) {
    Class<?> raw = rawClass(type);
    if (n == null || n.isNull()) {
      return raw.isPrimitive() ? fail(path, "a value is required") : null;
    }
    if (raw == boolean.class || raw == Boolean.class) {
      if (!n.isBoolean()) {
        fail(path, "expected true or false but found " + excerpt(n));
      }
      return n.booleanValue();
    }
    if (raw == byte.class || raw == Byte.class) {
      return (byte) integral(n, path, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }
    if (raw == short.class || raw == Short.class) {
      return (short) integral(n, path, Short.MIN_VALUE, Short.MAX_VALUE);
    }
    if (raw == int.class || raw == Integer.class) {
      return (int) integral(n, path, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }
    if (raw == long.class || raw == Long.class) {
      return integral(n, path, Long.MIN_VALUE, Long.MAX_VALUE);
    }
    if (raw == float.class || raw == Float.class || raw == double.class || raw == Double.class) {
      boolean single = raw == float.class || raw == Float.class;
      if (n.isNumber()) {
        return single ? (Object) n.floatValue() : n.doubleValue();
      }
      Object v = n.isTextual() ? nonFinite(n.textValue(), single) : null;
      return v != null ? v : fail(path, "expected a number, \"NaN\", \"Infinity\" or "
          + "\"-Infinity\" but found " + excerpt(n));
    }
    if (raw == char.class || raw == Character.class) {
      if (!n.isTextual() || n.textValue().length() != 1) {
        fail(path, "expected one character but found " + excerpt(n));
      }
      return n.textValue().charAt(0);
    }
    if (raw == String.class) {
      return text(n, path);
    }
    if (raw.isEnum()) {
      String name = text(n, path);
      for (Object constant : raw.getEnumConstants()) {
        if (((Enum<?>) constant).name().equals(name)) {
          return constant;
        }
      }
      return fail(path, "expected one of " + List.of(raw.getEnumConstants()) + " but found "
          + name);
    }
    if (raw == byte[].class) {
      return hex(n, path);
    }
    if (raw == BitList.class) {
      return BitList.ofBytes(hex(n, path));
    }
    if (raw.isArray()) {
      List<JsonNode> items = elements(n, path);
      Object array = Array.newInstance(raw.getComponentType(), items.size());
      for (int i = 0; i < items.size(); i++) {
        Array.set(array, i, read(items.get(i), raw.getComponentType(), path + "[" + i + "]"));
      }
      return array;
    }
    if (List.class.isAssignableFrom(raw)) {
      Type element = type instanceof ParameterizedType p ? p.getActualTypeArguments()[0]
          : Object.class;
      List<JsonNode> items = elements(n, path);
      List<Object> out = new ArrayList<>();
      for (int i = 0; i < items.size(); i++) {
        out.add(read(items.get(i), element, path + "[" + i + "]"));
      }
      JsonNode pointer = pointerEntry(n);
      if (pointer != null) {
        // As decode's JSON shows a list that ends at a pointer: the elements in place, the
        // pointer, and under it the elements read where it led. Encode writes it so again.
        int inline = 0;
        for (JsonNode entry : n.get("fields")) {
          if (entry == pointer) {
            break;
          }
          inline += entry.path("name").asText("").startsWith("[") ? 1 : 0;
        }
        return ReferencedList.of(out, inline, pointer.get("pointer").asLong());
      }
      if (n.path("fields").isArray() && !out.contains(null)) {
        // Decode's full form of a list written whole: written whole again, where a plain array
        // of a list @BackReference(compress = true) is compressed. (A null element is left to
        // the encoder, which names it.)
        return ReferencedList.whole(out);
      }
      return out;
    }
    if (raw.isRecord() || raw.isInterface()) {
      return readRecord(n, raw, path);
    }
    return fail(path, "can not read a " + raw.getName() + " from JSON");
  }

  private static Object readRecord(JsonNode n, Class<?> target, String path) {
    if (!n.isObject()) {
      fail(path, "expected an object but found " + excerpt(n));
    }
    String typeKey = n.has("@type") ? "@type" : "type";
    Class<?> type = target;
    if (target.isInterface()) {
      if (!n.path(typeKey).isTextual()) {
        fail(path, "a \"type\" naming one of " + names(TypeNames.variants(target))
            + " is required");
      }
      type = TypeNames.resolve(target, n.get(typeKey).textValue());
      if (!target.isAssignableFrom(type) || !type.isRecord()) {
        fail(path, TypeNames.of(type) + " is not a " + TypeNames.of(target));
      }
      path = path + "(" + TypeNames.of(type) + ")";
    } else if (!typeKey.equals("@type") && component(type, "type") != null) {
      typeKey = null; // "type" is the component
    }
    Map<String, JsonNode> given = given(n, type, typeKey, path);
    RecordComponent[] components = type.getRecordComponents();
    requireNeeded(type, components, given.keySet(), path);
    Object[] args = new Object[components.length];
    boolean[] missing = new boolean[components.length];
    for (int i = 0; i < components.length; i++) {
      RecordComponent c = components[i];
      JsonNode j = given.get(c.getName());
      if (j == null) {
        missing[i] = true;
        args[i] = assumed(type, c);
      } else {
        args[i] = readComponent(j, type, c, path + "." + c.getName());
      }
    }
    fillSizes(type, components, args, missing);
    return construct(type, components, args, path);
  }

  /**
   * Refuses a record whose JSON leaves out a component it needs, naming the first by its path
   * (and the others): left out, it would be encoded as 0 or null without a word.
   */
  private static void requireNeeded(Class<?> type, RecordComponent[] components,
      java.util.Set<String> given, String path) {
    List<String> missing = new ArrayList<>();
    for (RecordComponent c : components) {
      if (!given.contains(c.getName()) && mayLeaveOut(type, c.getName()) == null) {
        missing.add(c.getName());
      }
    }
    if (!missing.isEmpty()) {
      fail(path + "." + missing.get(0), "missing" + (missing.size() == 1 ? ""
          : " (also missing: " + String.join(", ", missing.subList(1, missing.size())) + ")")
          + "; only what encode derives (counts, lengths, @Flags bits, checksums, selectors)"
          + " and optional fields may be left out");
    }
  }

  /** Component {@code c} of record type {@code type}: in its custom codec's form, if any. */
  private static Object readComponent(JsonNode n, Class<?> type, RecordComponent c,
      String path) {
    ValueCodec<Object> custom = n == null || n.isNull() ? null
        : CustomValues.codecOf(type, c.getName(), c.getType());
    return custom != null ? CustomValues.read(n, custom, path)
        : read(n, c.getGenericType(), path);
  }

  /** The JSON of each component: entries of {@code "fields"}, or the object's own members. */
  private static Map<String, JsonNode> given(JsonNode n, Class<?> type, String typeKey,
      String path) {
    Map<String, JsonNode> given = new LinkedHashMap<>();
    Map<String, String> prefixes = prefixNames(type);
    if (n.path("fields").isArray()) {
      List<JsonNode> entries = new ArrayList<>();
      n.get("fields").forEach(entries::add);
      for (int i = 0; i < entries.size(); i++) {
        JsonNode entry = entries.get(i);
        String name = entry.path("name").asText("");
        if (name.isEmpty() || name.startsWith("(") || name.startsWith("[")) {
          continue; // wire-only
        }
        // The count or length decode shows just before the component it sizes, which encode
        // writes itself. Told by its place, not its name alone: a component may have the name
        // too (int dataLength after @Length(bits = 8) byte[] data).
        String next = i + 1 < entries.size() ? entries.get(i + 1).path("name").asText("") : "";
        if (name.equals(prefixes.get(next))) {
          continue;
        }
        given.put(name, entry.has("value") ? entry.get("value") : entry);
      }
    } else {
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        String key = e.getKey();
        boolean discriminator = key.equals("@type") || key.equals(typeKey);
        boolean frameInfo = (key.equals("offset") || key.equals("length"))
            && component(type, key) == null;
        if (discriminator || frameInfo) {
          continue;
        }
        given.put(key, e.getValue());
      }
    }
    for (String name : given.keySet()) {
      if (component(type, name) == null) {
        String sized = prefixes.entrySet().stream().filter(e -> e.getValue().equals(name))
            .map(Map.Entry::getKey).findFirst().orElse(null);
        fail(path + "." + name, sized != null ? "the size of " + sized + " on the wire, which"
            + " encode writes itself: leave it out"
            : "no such field; " + TypeNames.of(type) + " has " + componentNames(type));
      }
    }
    return given;
  }

  /**
   * The elements of a list: a JSON array, or the element entries of a full-form list entry
   * (with those under the pointer that ends it, if one does).
   */
  private static List<JsonNode> elements(JsonNode n, String path) {
    List<JsonNode> out = new ArrayList<>();
    if (n.isArray()) {
      n.forEach(out::add);
    } else if (n.path("fields").isArray()) {
      for (JsonNode entry : n.get("fields")) {
        if (entry.path("name").asText("").startsWith("[")) {
          out.add(entry.has("value") ? entry.get("value") : entry);
        } else if (entry.has("pointer") && entry.path("fields").isArray()) {
          out.addAll(elements(entry, path));
        }
      }
    } else {
      fail(path, "expected an array but found " + excerpt(n));
    }
    return out;
  }

  /** The entry of the pointer that ends a full-form list entry, or null. */
  private static JsonNode pointerEntry(JsonNode n) {
    if (n.path("fields").isArray()) {
      for (JsonNode entry : n.get("fields")) {
        if (entry.has("pointer") && entry.path("fields").isArray()) {
          return entry;
        }
      }
    }
    return null;
  }

  /**
   * Fills in left-out size components from the values they size: those the codec's layout
   * description says hold another component's count or byte length.
   */
  private static void fillSizes(Class<?> type, RecordComponent[] components, Object[] args,
      boolean[] missing) {
    Map<String, WireField> sized = sizedBy(type);
    for (int i = 0; i < components.length; i++) {
      WireField part = sized.get(components[i].getName());
      if (!missing[i] || part == null) {
        continue;
      }
      for (int j = 0; j < components.length; j++) {
        if (components[j].getName().equals(part.name())) {
          long size = size(args[j], part, components[j]);
          Class<?> t = components[i].getType();
          args[i] = t == long.class || t == Long.class ? (Object) size : (Object) (int) size;
        }
      }
    }
  }

  /**
   * The lists that end at a terminator ({@code @Delimited}), by name: their elements are traced
   * one by one, then the terminator under the list's name.
   */
  static Set<String> terminatedLists(Class<?> type) {
    Set<String> out = new HashSet<>();
    RecordLayout r = LAYOUTS.get(type).orElse(null);
    if (r != null) {
      for (WireField f : r.fields()) {
        if (f.size() != null && f.size().extent() == Size.Extent.TERMINATED
            && f.sequence() != WireField.Sequence.NONE && f.kind() == WireField.Kind.MESSAGE) {
          out.add(f.name());
        }
      }
    }
    return out;
  }

  /**
   * The bits of the offset a pointer ending list {@code component} of {@code type} holds
   * ({@code @BackReference(offsetBits)}), as its layout description gives it; 64 (the whole
   * pointer) without one.
   */
  static int pointerOffsetBits(Class<?> type, String component) {
    RecordLayout r = LAYOUTS.get(type).orElse(null);
    if (r != null) {
      for (WireField f : r.fields()) {
        if (f.name().equals(component) && f.pointer() != null) {
          return f.pointer().offsetBits();
        }
      }
    }
    return 64;
  }

  /** The parts whose size another component holds, by the name of that component. */
  static Map<String, WireField> sizedBy(Class<?> type) {
    Map<String, WireField> out = new HashMap<>();
    RecordLayout r = LAYOUTS.get(type).orElse(null);
    if (r != null) {
      for (WireField f : r.fields()) {
        if (f.size() != null && f.size().extent() == Size.Extent.HELD) {
          out.put(f.size().field(), f);
        }
      }
    }
    return out;
  }

  /**
   * The record layout the codec of each record type describes, if it has a codec that does;
   * looked up once per type.
   */
  private static final ClassValue<Optional<RecordLayout>> LAYOUTS = new ClassValue<>() {
    @Override
    protected Optional<RecordLayout> computeValue(Class<?> type) {
      Optional<MessageLayout> layout;
      try {
        layout = Framewright.codec(type).description();
      } catch (IllegalArgumentException noCodec) {
        return Optional.empty();
      }
      return layout.filter(RecordLayout.class::isInstance).map(RecordLayout.class::cast);
    }
  };

  /**
   * The name of the count or length written just before each component that has one
   * ({@link WireField#prefixName()}), by component: what decode names that entry.
   */
  static Map<String, String> prefixNames(Class<?> type) {
    return PREFIX_NAMES.get(type);
  }

  private static final ClassValue<Map<String, String>> PREFIX_NAMES = new ClassValue<>() {
    @Override
    protected Map<String, String> computeValue(Class<?> type) {
      Map<String, String> out = new HashMap<>();
      LAYOUTS.get(type).ifPresent(r -> r.fields().stream()
          .filter(f -> f.role() == WireField.Role.COMPONENT && !f.prefixName().isEmpty())
          .forEach(f -> out.put(f.name(), f.prefixName())));
      return Map.copyOf(out);
    }
  };

  /** Why JSON may leave out a component, as its record's layout description says. */
  enum LeftOut {
    /**
     * Encode derives its value: a count or byte length held for another component, a
     * {@code @Flags} field every bit of which says whether a later component is on the wire, a
     * checksum, the selector of a {@code @Select} union.
     */
    DERIVED,
    /** On the wire only under a condition: left out, it is absent (null, or its @WhenAbsent). */
    OPTIONAL
  }

  /**
   * Why JSON may leave out component {@code name} of record type {@code type}, or null when it
   * must be given (always, for a type whose codec describes no layout).
   */
  static LeftOut mayLeaveOut(Class<?> type, String name) {
    return LEFT_OUT.get(type).get(name);
  }

  private static final ClassValue<Map<String, LeftOut>> LEFT_OUT = new ClassValue<>() {
    @Override
    protected Map<String, LeftOut> computeValue(Class<?> type) {
      Map<String, LeftOut> out = new HashMap<>();
      RecordLayout r = LAYOUTS.get(type).orElse(null);
      if (r == null) {
        return Map.of();
      }
      for (WireField f : r.fields()) {
        if (f.size() != null && f.size().extent() == Size.Extent.HELD) {
          out.put(f.size().field(), LeftOut.DERIVED); // a path names no component of this one
        }
        if (f.kind() == WireField.Kind.SELECTED) {
          out.put(f.target(), LeftOut.DERIVED);
        }
        if (!f.isComponent()) {
          continue;
        }
        if (f.coverage() != null || ownsEveryBit(f)) {
          out.put(f.name(), LeftOut.DERIVED);
        } else if (f.isConditional()) {
          out.putIfAbsent(f.name(), LeftOut.OPTIONAL);
        }
      }
      return Map.copyOf(out);
    }
  };

  /**
   * Whether every bit of {@code @Flags} field {@code f} says whether a later component is on the
   * wire, so encode sets them all; one with bits of its own holds a value JSON must give.
   */
  private static boolean ownsEveryBit(WireField f) {
    if (f.marks().isEmpty() || f.bits() < 1) {
      return false;
    }
    long owned = 0;
    for (WireField.Mark m : f.marks()) {
      owned |= m.mask();
    }
    long all = f.bits() >= 64 ? -1L : (1L << f.bits()) - 1;
    return (owned & all) == all;
  }

  /**
   * The value encode takes for component {@code c} of {@code type} when the JSON leaves it out:
   * an optional primitive's {@code @WhenAbsent} value (it is then off the wire), else 0, false,
   * null or an empty list (a derived value is computed over it).
   */
  private static Object assumed(Class<?> type, RecordComponent c) {
    Class<?> t = c.getType();
    Long whenAbsent = t.isPrimitive() && mayLeaveOut(type, c.getName()) == LeftOut.OPTIONAL
        ? LAYOUTS.get(type).flatMap(r -> r.fields().stream()
            .filter(f -> f.isComponent() && f.name().equals(c.getName())).findFirst())
            .map(WireField::whenAbsent).orElse(null)
        : null;
    return whenAbsent == null ? absent(t) : primitive(t, whenAbsent);
  }

  /** {@code v} as a value of primitive type {@code t}. */
  private static Object primitive(Class<?> t, long v) {
    if (t == long.class) {
      return v;
    } else if (t == int.class) {
      return (int) v;
    } else if (t == short.class) {
      return (short) v;
    } else if (t == byte.class) {
      return (byte) v;
    } else if (t == char.class) {
      return (char) v;
    } else if (t == boolean.class) {
      return v != 0;
    } else if (t == float.class) {
      return (float) v;
    }
    return (double) v;
  }

  /** The size {@code part} has when it holds {@code v}, in the unit its layout counts. */
  private static long size(Object v, WireField part, RecordComponent c) {
    if (v == null) {
      return 0;
    }
    List<?> elements = v instanceof Collection<?> col ? List.copyOf(col)
        : v.getClass().isArray() && !(v instanceof byte[]) ? arrayElements(v) : null;
    if (part.size().unit() == Size.Unit.ELEMENTS) {
      return elements != null ? elements.size() : v instanceof byte[] b ? b.length : 0;
    }
    if (v instanceof byte[] b) {
      return b.length;
    } else if (v instanceof String s) {
      return s.getBytes(Charset.forName(part.charset().isEmpty() ? "UTF-8" : part.charset()))
          .length;
    } else if (v instanceof BitList b) {
      return b.byteLength();
    } else if (elements != null && part.bits() > 0) {
      return (long) elements.size() * (part.bits() / 8);
    } else if (elements != null) {
      long bytes = 0;
      for (Object e : elements) {
        bytes += messageSize(e);
      }
      return bytes;
    }
    return messageSize(v);
  }

  private static List<Object> arrayElements(Object array) {
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < Array.getLength(array); i++) {
      out.add(Array.get(array, i));
    }
    return out;
  }

  /** Bytes a nested message takes, by its own codec (its union's, for a variant). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static long messageSize(Object message) {
    for (Class<?> t = message.getClass(); t != null; t = t.getInterfaces().length > 0
        ? t.getInterfaces()[0] : null) {
      try {
        Codec codec = Framewright.codec(t);
        return codec.size(message);
      } catch (IllegalArgumentException noCodec) {
        // a variant without a codec of its own: try its union's
      }
    }
    return 0;
  }

  private static Object construct(Class<?> type, RecordComponent[] components, Object[] args,
      String path) {
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
    }
    try {
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return canonical.newInstance(args);
    } catch (InvocationTargetException e) {
      throw new JsonInputException(path + ": " + e.getCause().getMessage(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("can not construct " + type.getName(), e);
    }
  }

  /**
   * Whether JSON may leave out component {@code c} of a record of type {@code type} holding
   * {@code v}: encode derives its value, or it is optional and encode would take {@code v} for
   * it when left out. What decode writes no entry for, when no part showed it.
   */
  static boolean mayAssume(Class<?> type, RecordComponent c, Object v) {
    LeftOut why = mayLeaveOut(type, c.getName());
    return why == LeftOut.DERIVED
        || why == LeftOut.OPTIONAL && java.util.Objects.equals(v, assumed(type, c));
  }

  /** The value of a component the JSON leaves out. */
  private static Object absent(Class<?> t) {
    if (t == boolean.class) {
      return false;
    } else if (t == char.class) {
      return (char) 0;
    } else if (t == float.class) {
      return 0f;
    } else if (t == double.class) {
      return 0d;
    } else if (t == byte.class) {
      return (byte) 0;
    } else if (t == short.class) {
      return (short) 0;
    } else if (t == int.class) {
      return 0;
    } else if (t == long.class) {
      return 0L;
    } else if (t == List.class) {
      return List.of();
    }
    return null;
  }

  private static long integral(JsonNode n, String path, long min, long max) {
    long v;
    if (n.isIntegralNumber() && n.canConvertToLong()) {
      v = n.longValue();
    } else if (n.isTextual()) {
      try {
        v = Long.decode(n.textValue().trim());
      } catch (NumberFormatException e) {
        return fail(path, "expected an integer but found " + excerpt(n));
      }
    } else {
      return fail(path, "expected an integer but found " + excerpt(n));
    }
    if (v < min || v > max) {
      fail(path, v + " is outside " + min + ".." + max);
    }
    return v;
  }

  /**
   * The float (or double) {@code text} names as {@link #nonFinite(double, long, long, int)}
   * writes it, or null: a "NaN:" form must give all the bits, and they must be a NaN's.
   */
  private static Object nonFinite(String text, boolean single) {
    switch (text) {
      case "NaN":
        return single ? (Object) Float.NaN : Double.NaN;
      case "Infinity":
        return single ? (Object) Float.POSITIVE_INFINITY : Double.POSITIVE_INFINITY;
      case "-Infinity":
        return single ? (Object) Float.NEGATIVE_INFINITY : Double.NEGATIVE_INFINITY;
      default:
        break;
    }
    String hex = text.startsWith(NAN_BITS) ? text.substring(NAN_BITS.length()) : "";
    if (hex.length() != (single ? 8 : 16)
        || !hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
      return null;
    }
    long bits = Long.parseUnsignedLong(hex, 16);
    if (single) {
      float f = Float.intBitsToFloat((int) bits);
      return Float.isNaN(f) ? f : null;
    }
    double d = Double.longBitsToDouble(bits);
    return Double.isNaN(d) ? d : null;
  }

  private static String text(JsonNode n, String path) {
    if (!n.isTextual()) {
      fail(path, "expected a string but found " + excerpt(n));
    }
    return n.textValue();
  }

  static byte[] hex(JsonNode n, String path) {
    try {
      return Hex.parse(text(n, path));
    } catch (IllegalArgumentException e) {
      return fail(path, e.getMessage());
    }
  }

  private static Class<?> rawClass(Type t) {
    if (t instanceof Class<?> c) {
      return c;
    } else if (t instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    return Object.class;
  }

  private static List<String> names(List<Class<?>> types) {
    return types.stream().map(TypeNames::of).toList();
  }

  private static List<String> componentNames(Class<?> type) {
    return java.util.Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName)
        .toList();
  }

  /** At most this many characters of a JSON value are quoted in a message. */
  private static final int EXCERPT = 60;

  /** {@code n} as JSON text, cut short: a message never quotes a whole large document. */
  static String excerpt(JsonNode n) {
    String text = n.toString();
    return text.length() <= EXCERPT ? text : text.substring(0, EXCERPT) + "...";
  }

  private static <T> T fail(String path, String problem) {
    throw new JsonInputException(path + ": " + problem);
  }
}
