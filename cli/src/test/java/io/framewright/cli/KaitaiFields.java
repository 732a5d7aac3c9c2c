package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.framewright.runtime.layout.EnumValue;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Compares a value Framewright decoded with the object a Kaitai-generated Java parser read,
 * field by field, walking the layout description: record components through their accessors,
 * Kaitai fields through the accessors Kaitai names after the exported ids. Fields the export
 * listed as left out are skipped; everything else must be equal.
 */
final class KaitaiFields {
  private final List<String> omissions;
  private int compared;

  KaitaiFields(List<String> omissions) {
    this.omissions = omissions;
  }

  /** How many values were compared. */
  int compared() {
    return compared;
  }

  /** The Java class Kaitai generates for a type id ({@code leviathan_packet}). */
  static String className(String id) {
    return KaitaiNames.javaClass(id);
  }

  /** The accessor Kaitai generates for a field id: lower camel case. */
  private static String camel(String id) {
    String name = KaitaiNames.javaClass(id);
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  void compare(String path, MessageLayout layout, Object decoded, Object parsed) {
    assertNotNull(parsed, path);
    if (layout instanceof UnionLayout u) {
      String variant = TypeNames.of(decoded.getClass());
      Object body = get(parsed, "body");
      for (UnionLayout.Variant v : u.variants()) {
        if (v.name().equals(variant)) {
          if (v.layout() == null) {
            // The unknown variant: its tag and the bytes after it.
            scalar(path + ".tag", get(decoded, "tag"), get(parsed, "tag"));
            assertArrayEquals((byte[]) get(decoded, "data"), (byte[]) get(body, "data"), path);
            compared++;
          } else {
            compare(path + "(" + variant + ")", v.layout().layout(), decoded, body);
          }
          return;
        }
      }
      throw new AssertionError(path + ": no variant " + variant);
    }
    RecordLayout r = (RecordLayout) layout;
    for (WireField f : r.components()) {
      if (omissions.stream().anyMatch(o -> o.startsWith(r.name() + "." + f.name() + ":"))) {
        continue;
      }
      String where = path + "." + f.name();
      Object mine = unwrap(get(decoded, f.name()));
      Object theirs = get(parsed, camel(KaitaiNames.field(f.name())));
      long owned = KaitaiExport.ownedFlags(r, f.name());
      if (owned != 0 && number(mine) != number(theirs)) {
        // Presence flags: a @Flags record component keeps only the bits no field owns, Kaitai
        // all of them (the layout does not say which of the two a flags field is).
        theirs = number(theirs) & ~owned;
      }
      if (mine == null) {
        assertNull(theirs, where);
        continue;
      }
      if (theirs == null && f.condition() != null
          && getter(decoded, f.name()).getReturnType().isPrimitive()) {
        // Absent, and a primitive component: the record holds its @WhenAbsent value, 0 here.
        assertEquals(0, number(mine), where + " absent");
        compared++;
        continue;
      }
      if (theirs == null && mine instanceof Enum<?> e && others(f, e)) {
        // An open enum's catch-all: Kaitai's Java enums read a number they do not list as null.
        continue;
      }
      assertNotNull(theirs, where);
      if (f.sequence() != WireField.Sequence.NONE && f.kind() != WireField.Kind.BYTES
          && f.kind() != WireField.Kind.CONSTANT) {
        List<Object> a = elements(mine);
        if (!(theirs instanceof List)) {
          theirs = get(theirs, "items");
        }
        List<?> b = (List<?>) theirs;
        assertEquals(a.size(), b.size(), where + " size");
        for (int i = 0; i < a.size(); i++) {
          one(where + "[" + i + "]", f, a.get(i), b.get(i));
        }
      } else {
        one(where, f, mine, theirs);
      }
    }
  }

  private void one(String where, WireField f, Object mine, Object theirs) {
    switch (f.kind()) {
      case MESSAGE -> compare(where, f.message().layout(), mine, theirs);
      case SELECTED -> {
        UnionLayout u = (UnionLayout) f.message().layout();
        String variant = TypeNames.of(mine.getClass());
        UnionLayout.Variant v = u.variants().stream().filter(x -> x.name().equals(variant))
            .findFirst().orElseThrow();
        if (v.layout() == null) {
          // The catch-all: its tag is the selector, compared as such; the bytes after it.
          assertArrayEquals((byte[]) get(mine, "data"), (byte[]) get(theirs, "data"), where);
          compared++;
        } else {
          compare(where + "(" + variant + ")", v.layout().layout(), mine, theirs);
        }
      }
      // Constant bytes a component holds (@Const(bytes)): Kaitai's contents, read as bytes.
      case BYTES, CONSTANT -> {
        assertArrayEquals((byte[]) mine, (byte[]) theirs, where);
        compared++;
      }
      case ENUM -> {
        String name = ((Enum<?>) mine).name();
        if (others(f, (Enum<?>) mine)) {
          // An open enum's catch-all: its number is in a @RawValue component, not named by the
          // layout.
          return;
        }
        long wire = f.values().stream().filter(e -> e.name().equals(name))
            .mapToLong(EnumValue::wire).findFirst().orElseThrow();
        assertEquals(wire, ((Number) get(theirs, "id")).longValue(), where);
        compared++;
      }
      case TEXT -> {
        assertEquals(mine, theirs, where);
        compared++;
      }
      // The export's varint type: its number is the instance value.
      case VARINT, QUIC_VARINT -> scalar(where, mine, get(theirs, "value"));
      default -> scalar(where, mine, theirs);
    }
  }

  /** Whether {@code e} is the catch-all constant of the open enum of {@code f}. */
  private static boolean others(WireField f, Enum<?> e) {
    return f.values().stream().anyMatch(v -> v.others() && v.name().equals(e.name()));
  }

  private void scalar(String where, Object mine, Object theirs) {
    if (mine instanceof Float || mine instanceof Double) {
      assertEquals(((Number) mine).doubleValue(), ((Number) theirs).doubleValue(), where);
    } else {
      assertEquals(number(mine), number(theirs), where);
    }
    compared++;
  }

  private static long number(Object o) {
    if (o instanceof Boolean b) {
      return b ? 1 : 0;
    }
    if (o instanceof Character c) {
      return c;
    }
    return ((Number) o).longValue();
  }

  private static Object unwrap(Object o) {
    if (o instanceof Optional<?> opt) {
      return opt.orElse(null);
    }
    return o;
  }

  private static List<Object> elements(Object o) {
    if (o instanceof List<?> l) {
      return new ArrayList<>(l);
    }
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < Array.getLength(o); i++) {
      out.add(Array.get(o, i));
    }
    return out;
  }

  private static Method getter(Object o, String accessor) {
    try {
      return o.getClass().getMethod(accessor);
    } catch (NoSuchMethodException e) {
      throw new AssertionError("no " + accessor + "() on " + o.getClass().getName(), e);
    }
  }

  private static Object get(Object o, String accessor) {
    try {
      Method m = getter(o, accessor);
      m.setAccessible(true);
      return m.invoke(o);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("no " + accessor + "() on " + o.getClass().getName(), e);
    }
  }
}
