package io.framewright.cli;

import io.framewright.runtime.ReferencedList;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.EnumValue;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import io.framewright.runtime.layout.WireField.Kind;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The field values a dissector should show for messages the Framewright codec decoded: the
 * decoded records walked along their layout, each value as tshark's JSON writes it (integers in
 * decimal, bytes as {@code aa:bb}, text as is, a subtree as ""). Values the decoded message does
 * not hold are left out of the comparison ({@link #unchecked}): a custom codec's bytes, a
 * message-level checksum, the length of something other than text or bytes.
 */
final class DecodedFields {
  final Map<String, List<String>> values = new LinkedHashMap<>();
  final Set<String> unchecked = new HashSet<>();
  /** Filter names of floating-point fields, compared as numbers. */
  final Set<String> floats = new HashSet<>();
  private final String protocol;
  /**
   * Whether the dissector stopped at a custom codec's part whose end only its codec knows, with
   * more of the message after it: it shows the rest as that part's bytes, and nothing after.
   */
  private boolean stopped;
  /**
   * The records being walked, innermost first: a condition on {@code _parent.flags} reads the
   * one around the current record (for a union's variant, the record holding the union).
   */
  private final Deque<Object> holders = new ArrayDeque<>();

  DecodedFields(String protocol) {
    this.protocol = protocol;
  }

  void message(MessageLayout layout, Object value) {
    stopped = false;
    part(layout, value);
  }

  private void part(MessageLayout layout, Object value) {
    if (layout instanceof UnionLayout u) {
      union(u, value);
    } else {
      record((RecordLayout) layout, value);
    }
  }

  private void union(UnionLayout u, Object value) {
    if (u.magic().length > 0) {
      add(u.name() + ".magic", hex(u.magic()));
    }
    UnionLayout.Variant v = variant(u, value);
    if (v.unknown()) {
      // The tag and bytes of a variant no type has: the dissector shows them as they are.
      unchecked.add(key(u.name() + ".tag"));
      unchecked.add(key(u.name() + ".unknown"));
    } else if (u.tagVarint() || u.tagBits() % 8 == 0) {
      add(u.name() + ".tag", Long.toString(v.tag()));
    }
    variantBody(v, value);
    if (u.terminator().length > 0) {
      add(u.name() + ".terminator", hex(u.terminator()));
    }
  }

  private void variantBody(UnionLayout.Variant v, Object value) {
    add(v.name(), "");
    if (v.layout() != null) {
      record((RecordLayout) v.layout().layout(), value);
    }
  }

  private static UnionLayout.Variant variant(UnionLayout u, Object value) {
    String name = TypeNames.of(value.getClass());
    for (UnionLayout.Variant v : u.variants()) {
      if (v.name().equals(name)) {
        return v;
      }
    }
    throw new AssertionError(name + " is no variant of " + u.name());
  }

  private void record(RecordLayout r, Object value) {
    holders.push(value);
    try {
      fields(r, value);
    } finally {
      holders.pop();
    }
  }

  private void fields(RecordLayout r, Object value) {
    Map<String, Long> flags = flags(r, value);
    List<WireField> fields = r.fields();
    for (WireField f : fields) {
      String path = r.name() + "." + f.name();
      if (!present(f, value)) {
        continue;
      }
      if (flags.containsKey(f.name())) {
        add(path, Long.toString(flags.get(f.name())));
        continue;
      }
      switch (f.role()) {
        case COUNT -> add(path, Integer.toString(size(component(value, f.target()))));
        case LENGTH -> length(path, r.field(f.target()), component(value, f.target()));
        case MAGIC, TERMINATOR -> add(path, hex(f.constant()));
        case PAD -> add(path, "0");
        case TAG -> add(path, Long.toString(new java.math.BigInteger(1, f.constant())
            .longValue()));
        case CHECKSUM -> {
          if (f.coverage() == null) {
            unchecked.add(key(path));
          } else {
            component(path, f, component(value, f.name()));
          }
        }
        case COMPONENT -> {
          Size s = f.size();
          if (s != null && s.extent() == Size.Extent.PREFIX
              && r.fields().stream().noneMatch(w -> w.name().equals(s.field()))) {
            length(r.name() + "." + s.field(), f, component(value, f.name()));
          }
          if (s != null && (s.extent() == Size.Extent.VARINT_PREFIX
              || s.extent() == Size.Extent.QUIC_VARINT_PREFIX)) {
            // The dissector's field of the varint before it, by the layout's name for it.
            length(r.name() + "." + f.prefixName(), f, component(value, f.name()));
          }
          Object v = component(value, f.name());
          if (f.pointer() != null && v instanceof List<?> l && ReferencedList.pointerOf(l) >= 0) {
            // The dissector shows the elements in place, then the pointer and the offset it
            // holds; the elements where it led are not read again (FieldCode.backReferenced).
            component(path, f, l.subList(0, ReferencedList.inlineOf(l)));
            add(path + "_pointer", Long.toString(ReferencedList.pointerOf(l)));
            continue;
          }
          component(path, f, v);
          // Last in its record, a custom part takes the rest (FieldCode.opaque).
          stopped |= f.kind() == Kind.CUSTOM && s != null && s.extent() == Size.Extent.OWN
              && f != fields.get(fields.size() - 1);
          // A terminator the value keeps is in its field, one it leaves in the next field.
          if (s != null && s.extent() == Size.Extent.TERMINATED && !s.include() && s.consume()) {
            add(path + "_terminator", hex(s.terminator()));
          }
        }
        default -> throw new AssertionError(f.role());
      }
    }
    if (r.terminator().length > 0) {
      add(r.name() + ".terminator", hex(r.terminator()));
    }
  }

  private void component(String path, WireField f, Object value) {
    switch (f.kind()) {
      case MESSAGE -> {
        MessageLayout nested = f.message().layout();
        for (Object element : elements(f, value)) {
          add(path, "");
          part(nested, element);
        }
      }
      case SELECTED -> {
        add(path, "");
        UnionLayout u = (UnionLayout) f.message().layout();
        UnionLayout.Variant v = variant(u, value);
        if (v.unknown()) {
          // The catch-all's bytes, shown as they are (its tag is the selector, shown above).
          unchecked.add(key(u.name() + ".unknown"));
        }
        variantBody(v, value);
      }
      case CUSTOM -> unchecked.add(key(path));
      // Wireshark shows a string up to its first NUL: a kept terminator of zero bytes
      // (@Delimited(include = true) on UTF-16 text, "c;c\0") is in the field's bytes, not its
      // text.
      case TEXT -> add(path, upToNul((String) value));
      // Constant bytes a component holds (@Const(bytes)): shown as bytes.
      case BYTES, CONSTANT -> add(path, hex((byte[]) value));
      default -> {
        for (Object element : elements(f, value)) {
          String shown = scalar(f, element);
          if (shown == null) {
            unchecked.add(key(path));
          } else {
            add(path, shown);
          }
        }
        if (f.kind() == Kind.FLOAT) {
          floats.add(key(path));
        }
      }
    }
  }

  private void length(String path, WireField target, Object value) {
    if (target.kind() == Kind.TEXT) {
      add(path, Integer.toString(((String) value).getBytes(Charset.forName(target.charset()))
          .length));
    } else if (target.kind() == Kind.BYTES) {
      add(path, Integer.toString(((byte[]) value).length));
    } else {
      unchecked.add(key(path));
    }
  }

  private static String scalar(WireField f, Object v) {
    switch (f.kind()) {
      case BOOLEAN:
        return (Boolean) v ? "1" : "0";
      case ENUM:
        for (EnumValue e : f.values()) {
          if (e.name().equals(((Enum<?>) v).name())) {
            // An open enum's catch-all: the number on the wire is in a @RawValue component,
            // which the layout does not name.
            return e.others() ? null : Long.toString(e.wire());
          }
        }
        throw new AssertionError(v + " has no wire value");
      case CHAR:
        return Integer.toString((Character) v);
      case FLOAT:
        // A float's exact value (as a double), which tshark rounds, not Float.toString's
        // shortest decimal, which rounds once more (9.8661549e-10 is 9.86615e-10, not ..16).
        return Double.toString(((Number) v).doubleValue());
      default:
        long n = ((Number) v).longValue();
        if (f.kind() == Kind.VARINT || f.kind() == Kind.QUIC_VARINT) {
          return f.signed() ? Long.toString(n) : Long.toUnsignedString(n);
        }
        if (f.signed()) {
          return Long.toString(n);
        }
        return f.bits() >= 64 ? Long.toUnsignedString(n)
            : Long.toString(n & ((1L << f.bits()) - 1));
    }
  }

  /**
   * The value of each flags field of {@code r} as the encoder writes it: the decoded value with
   * the flag of every present field set (a {@code @Flags} field decodes as 0: its bits are
   * computed from the values). Of several flags, the first whose width holds the value.
   */
  private Map<String, Long> flags(RecordLayout r, Object value) {
    Map<String, Long> out = new LinkedHashMap<>();
    for (WireField f : r.fields()) {
      if (f.condition() instanceof Condition.Presence p) {
        for (Condition.Flag flag : p.flags()) {
          out.putIfAbsent(flag.flagsField(), number(component(value, flag.flagsField())));
        }
        if (present(f, value)) {
          Object o = component(value, f.name());
          for (Condition.Flag flag : p.flags()) {
            // A nested message has one width; a number takes the first flag that holds it.
            if (!(o instanceof Number n) || fits(n.longValue(),
                flag.bits() == 0 ? f.bits() : flag.bits(),
                flag.bits() == 0 ? f.signed() : flag.signed())) {
              out.merge(flag.flagsField(), flag.mask(), (a, b) -> a | b);
              break;
            }
          }
        }
      }
    }
    return out;
  }

  private static boolean fits(long v, int bits, boolean signed) {
    if (bits >= 64) {
      return true;
    }
    return signed ? v >= -(1L << (bits - 1)) && v < 1L << (bits - 1) : v >= 0 && v < 1L << bits;
  }

  /**
   * Whether the field is on the wire in the decoded message {@code value}: a field of a presence
   * flag is when it holds a value (not null; a primitive, not its absent value 0).
   */
  private boolean present(WireField f, Object value) {
    Condition c = f.condition();
    if (c == null) {
      return true;
    }
    if (c instanceof Condition.Presence) {
      Object v = component(value, f.name());
      return v != null && !(primitive(value, f.name()) && number(v) == 0);
    }
    if (c instanceof Condition.When w) {
      long n = number(w.field().startsWith("_parent.")
          ? component(holders.stream().skip(1).findFirst().orElseThrow(),
              w.field().substring("_parent.".length()))
          : component(value, w.field()));
      boolean in = w.values().contains(w.mask() == -1 ? n : n & w.mask());
      return in != w.negated();
    }
    // Trailing: absent, a primitive holds its @WhenAbsent value (0), which encode leaves off.
    Object v = component(value, f.name());
    return v != null && !(v instanceof Optional<?> o && o.isEmpty())
        && !(primitive(value, f.name()) && v instanceof Number n && n.longValue() == 0);
  }

  private static long number(Object v) {
    return v instanceof Boolean b ? (b ? 1 : 0) : ((Number) v).longValue();
  }

  private static List<Object> elements(WireField f, Object value) {
    List<Object> out = new ArrayList<>();
    if (value instanceof Optional<?> o) {
      value = o.orElse(null);
    }
    if (f.sequence() == WireField.Sequence.NONE) {
      out.add(value);
    } else if (value instanceof Collection<?> c) {
      out.addAll(c);
    } else {
      for (int i = 0; i < Array.getLength(value); i++) {
        out.add(Array.get(value, i));
      }
    }
    return out;
  }

  private static int size(Object v) {
    return v instanceof Collection<?> c ? c.size() : Array.getLength(v);
  }

  /** The record component {@code path} (a name, or a path into nested records) of {@code value}. */
  private static Object component(Object value, String path) {
    Object cur = value;
    for (String name : path.split("\\.")) {
      cur = accessor(cur, name);
    }
    return cur;
  }

  private static boolean primitive(Object record, String name) {
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      if (c.getName().equals(name)) {
        return c.getType().isPrimitive();
      }
    }
    throw new AssertionError(record.getClass() + " has no component " + name);
  }

  private static Object accessor(Object record, String name) {
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      if (c.getName().equals(name)) {
        try {
          c.getAccessor().setAccessible(true);
          return c.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
          throw new AssertionError(e);
        }
      }
    }
    throw new AssertionError(record.getClass() + " has no component " + name);
  }

  private String key(String path) {
    return protocol + "." + path;
  }

  private void add(String path, String value) {
    if (stopped) {
      unchecked.add(key(path));
      return;
    }
    values.computeIfAbsent(key(path), k -> new ArrayList<>()).add(value);
  }

  private static String hex(byte[] bytes) {
    return HexFormat.ofDelimiter(":").formatHex(bytes);
  }

  /** {@code text} up to its first NUL, as Wireshark shows a string. */
  private static String upToNul(String text) {
    int nul = text.indexOf('\u0000');
    return nul < 0 ? text : text.substring(0, nul);
  }
}
