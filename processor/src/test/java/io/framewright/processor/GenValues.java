package io.framewright.processor;

import io.framewright.processor.GenModel.Comp;
import io.framewright.processor.GenModel.Declaration;
import io.framewright.processor.GenModel.EnumType;
import io.framewright.processor.GenModel.Kind;
import io.framewright.processor.GenModel.RecordType;
import io.framewright.processor.GenModel.Size;
import io.framewright.processor.GenModel.Type;
import io.framewright.processor.GenModel.UnionType;
import io.framewright.runtime.BitList;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random values of a generated declaration's types that respect its layout: widths and
 * signedness, sizes within their count fields and {@code max}, size fields holding the real
 * size, absent components exactly when their condition says so, flags without the bits that
 * components own. Values the layout may legitimately refuse (text that can contain its
 * terminator or is outside its charset) mark the value {@link #risky}.
 */
final class GenValues {
  private final Declaration d;
  private final ClassLoader loader;
  private final Random rnd;
  /** Whether some part of the last value may legitimately be refused by the encoder. */
  boolean risky;

  GenValues(Declaration d, ClassLoader loader, long seed) {
    this.d = d;
    this.loader = loader;
    this.rnd = new Random(seed);
  }

  Object value(String typeName) throws ReflectiveOperationException {
    Type t = d.type(typeName);
    if (t instanceof UnionType u) {
      int pick = rnd.nextInt(u.variants.size());
      RecordType v = (RecordType) d.type(u.variants.get(pick));
      if (v.unknownTag) {
        long tag = unknownTag(u);
        byte[] data = bytes(rnd.nextInt(4));
        return construct(v, new Object[] {tag, data});
      }
      return record(v);
    }
    return record((RecordType) t);
  }

  private long unknownTag(UnionType u) {
    // The largest tag too: ffffffff of a 32-bit union was once decoded sign-extended.
    long[] candidates = {3, 0x10, u.bits >= 64 ? -1L : (1L << u.bits) - 1};
    long tag;
    do {
      tag = candidates[rnd.nextInt(candidates.length)];
    } while (tag == 1 || tag == 2 || tag == 0x7F);
    return tag;
  }

  private Object record(RecordType r) throws ReflectiveOperationException {
    if (r.delimited != null) {
      risky = true;
    }
    Map<String, Object> values = new HashMap<>();
    Object[] args = new Object[r.comps.size()];
    for (int i = 0; i < r.comps.size(); i++) {
      Comp c = r.comps.get(i);
      Object v = present(r, c, values) ? component(r, c) : absent(c);
      values.put(c.name, v);
      args[i] = v;
    }
    for (int i = 0; i < r.comps.size(); i++) {
      Comp c = r.comps.get(i);
      if (c.flags) {
        long owned = 0;
        for (Comp o : r.comps) {
          if (c.name.equals(o.flagsOwner)) {
            for (long[] p : o.presence) {
              owned |= p[0];
            }
          }
        }
        args[i] = box(c, ((Number) args[i]).longValue() & ~owned);
      }
      if ((c.size == Size.FIELD || c.size == Size.EXPR) && args[i] != null) {
        int h = indexOf(r, c.sizeField);
        // expr = "holder - 1": the holder is one more than the size.
        args[h] = box(r.comps.get(h), sizeOf(c, args[i]) + (c.size == Size.EXPR ? 1 : 0));
      }
    }
    return construct(r, args);
  }

  private Object construct(RecordType r, Object[] args) throws ReflectiveOperationException {
    Class<?> type = Class.forName(d.pkg + "." + r.name, true, loader);
    Class<?>[] types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType)
        .toArray(Class<?>[]::new);
    Constructor<?> ctor = type.getDeclaredConstructor(types);
    ctor.setAccessible(true);
    return ctor.newInstance(args);
  }

  private static int indexOf(RecordType r, String name) {
    for (int i = 0; i < r.comps.size(); i++) {
      if (r.comps.get(i).name.equals(name)) {
        return i;
      }
    }
    throw new AssertionError(name);
  }

  /** The size the encoder writes for {@code value}: elements, or bytes. */
  private static long sizeOf(Comp c, Object value) {
    if (value instanceof List<?> l) {
      return l.size();
    }
    if (value instanceof String s) {
      return s.getBytes(charset(c)).length;
    }
    if (value instanceof BitList b) {
      return b.byteLength();
    }
    return Array.getLength(value);
  }

  private static Charset charset(Comp c) {
    return c.charset == null ? StandardCharsets.UTF_8 : Charset.forName(c.charset);
  }

  private boolean present(RecordType r, Comp c, Map<String, Object> values) {
    if (c.whenField != null) {
      Object ctl = values.get(c.whenField);
      long raw = ctl instanceof Character ch ? ch : ((Number) ctl).longValue();
      long v = c.mask != null ? raw & c.mask : raw;
      if (c.equal != null) {
        return Arrays.stream(c.equal).anyMatch(e -> e == v);
      }
      return Arrays.stream(c.notEqual).noneMatch(e -> e == v);
    }
    if (!c.presence.isEmpty()) {
      return rnd.nextInt(3) != 0;
    }
    return true;
  }

  private Object absent(Comp c) {
    if (c.whenAbsent != null) {
      return box(c, c.whenAbsent);
    }
    return null;
  }

  private Object component(RecordType r, Comp c) throws ReflectiveOperationException {
    if (c.size == Size.DELIMITED || c.charset != null
        || c.size == Size.FIXED && c.kind == Kind.STRING) {
      risky = true;
    }
    switch (c.kind) {
      case INT: case BYTE: case SHORT: case LONG: case CHAR: {
        if (c.controls && rnd.nextBoolean()) {
          long small = rnd.nextInt(4);
          if (fits(c, small)) {
            return box(c, small);
          }
        }
        if (c.whenAbsent != null && !c.presence.isEmpty()) {
          return box(c, integer(c) | 1); // 0 would be absent
        }
        if (c.whenAbsent != null) {
          // A present @When field holding its @WhenAbsent value is refused by design (that value
          // stands for absent: EncodeException.absentButPresent); keep present values apart.
          return box(c, integer(c) | 1);
        }
        return box(c, integer(c));
      }
      case BOOLEAN: return rnd.nextBoolean();
      case FLOAT: return Float.intBitsToFloat(rnd.nextInt());
      case DOUBLE: return Double.longBitsToDouble(rnd.nextLong());
      case ENUM: return enumConstant(c);
      case USING_INT: return rnd.nextBoolean() ? rnd.nextInt(300) : rnd.nextInt();
      case USING_LONG: return rnd.nextBoolean() ? (long) rnd.nextInt(300) : rnd.nextLong();
      case USING_STRING: return text(c, cap(r, c, 10));
      case STRING: return text(c, cap(r, c, 8));
      case BYTES: {
        int n = c.size == Size.FIXED ? c.fixed : rnd.nextInt(cap(r, c, 8) + 1);
        return bytes(n);
      }
      case BITLIST: {
        int n = c.size == Size.FIXED ? c.fixed : rnd.nextInt(cap(r, c, 4) + 1);
        return BitList.ofBytes(bytes(n));
      }
      case INT_ARRAY: case SHORT_ARRAY: case ENUM_ARRAY: {
        int n = c.size == Size.FIXED ? c.fixed : rnd.nextInt(cap(r, c, 3) + 1);
        Class<?> element = c.kind == Kind.INT_ARRAY ? int.class : c.kind == Kind.SHORT_ARRAY
            ? short.class : Class.forName(d.pkg + "." + c.ref, true, loader);
        Object array = Array.newInstance(element, n);
        for (int i = 0; i < n; i++) {
          Object e;
          if (c.kind == Kind.ENUM_ARRAY) {
            e = enumConstant(c);
          } else {
            Comp el = new Comp();
            el.kind = c.kind == Kind.INT_ARRAY ? Kind.INT : Kind.SHORT;
            el.bits = c.bits;
            el.signed = c.signed;
            e = box(el, integer(el));
          }
          Array.set(array, i, e);
        }
        return array;
      }
      case LIST: {
        int n = c.size == Size.FIXED ? c.fixed : rnd.nextInt(cap(r, c, 3) + 1);
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          list.add(value(c.ref));
        }
        return List.copyOf(list);
      }
      case NESTED: case UNION: return value(c.ref);
      default: throw new AssertionError(c.kind);
    }
  }

  /** The most elements or bytes {@code c} may hold, at most {@code limit}. */
  private static int cap(RecordType r, Comp c, int limit) {
    long cap = limit;
    if (c.max > 0) {
      cap = Math.min(cap, c.max);
    }
    if (c.size == Size.PREFIX && c.sizeBits < 31) {
      cap = Math.min(cap, (1L << c.sizeBits) - 1);
    }
    if (c.size == Size.FIXED) {
      cap = Math.min(cap, c.fixed);
    }
    if (c.size == Size.FIELD || c.size == Size.EXPR) {
      Comp h = r.comps.get(indexOf(r, c.sizeField));
      int bits = h.bits == 0 ? h.kind.javaBits() : h.bits;
      if (bits < 31) {
        cap = Math.min(cap, (1L << bits) - 1 - (c.size == Size.EXPR ? 1 : 0));
      }
    }
    return (int) cap;
  }

  private Object enumConstant(Comp c) throws ClassNotFoundException {
    EnumType e = (EnumType) d.type(c.ref);
    Object[] constants = Class.forName(d.pkg + "." + c.ref, true, loader).getEnumConstants();
    return constants[rnd.nextInt(e.constants.size())];
  }

  private static boolean fits(Comp c, long v) {
    int b = c.bits == 0 ? c.kind.javaBits() : c.bits;
    if (b >= 64 || b == c.kind.javaBits() && c.kind != Kind.CHAR) {
      return true;
    }
    if (c.signed) {
      return v >= -(1L << (b - 1)) && v < (1L << (b - 1));
    }
    return v >= 0 && v < (1L << b);
  }

  /** A random integer that fits {@code c}'s width and signedness, often an edge value. */
  private long integer(Comp c) {
    int jb = c.kind.javaBits();
    int b = c.bits == 0 ? jb : c.bits;
    long min;
    long max;
    if (b == jb && c.kind != Kind.CHAR) {
      min = jb == 64 ? Long.MIN_VALUE : -(1L << (jb - 1));
      max = jb == 64 ? Long.MAX_VALUE : (1L << (jb - 1)) - 1;
    } else if (c.signed) {
      min = -(1L << (b - 1));
      max = (1L << (b - 1)) - 1;
    } else {
      min = 0;
      max = b == 64 ? -1L : (1L << b) - 1;
    }
    switch (rnd.nextInt(6)) {
      case 0: return 0;
      case 1: return min;
      case 2: return max;
      case 3: return max >= 1 || b == 64 ? 1 : min;
      default:
        if (b == 64) {
          return rnd.nextLong();
        }
        long span = max - min + 1;
        return min + Math.floorMod(rnd.nextLong(), span);
    }
  }

  private static Object box(Comp c, long v) {
    switch (c.kind) {
      case BYTE: return (byte) v;
      case SHORT: return (short) v;
      case CHAR: return (char) v;
      case LONG: case USING_LONG: return v;
      case BOOLEAN: return v != 0;
      case FLOAT: return (float) v;
      case DOUBLE: return (double) v;
      default: return (int) v;
    }
  }

  private static final String ASCII = "abcXYZ09 ;\r\n\u0001";
  private static final String LATIN = ASCII + "\u00e9\u00ff";
  private static final String UNICODE = LATIN + "\u20ac\u0100\uD83D\uDE00";

  /** Text of at most {@code maxBytes} bytes in {@code c}'s charset, in that charset's repertoire. */
  private String text(Comp c, int maxBytes) {
    String alphabet = "US-ASCII".equals(c.charset) ? ASCII
        : "ISO-8859-1".equals(c.charset) ? LATIN : UNICODE;
    StringBuilder sb = new StringBuilder();
    int n = rnd.nextInt(maxBytes + 1);
    for (int i = 0; i < n; i++) {
      int at = rnd.nextInt(alphabet.length());
      if (Character.isHighSurrogate(alphabet.charAt(at))) {
        sb.append(alphabet, at, at + 2);
      } else if (Character.isLowSurrogate(alphabet.charAt(at))) {
        sb.append(alphabet, at - 1, at + 1);
      } else {
        sb.append(alphabet.charAt(at));
      }
    }
    Charset cs = c.charset == null || c.kind == Kind.USING_STRING ? StandardCharsets.UTF_8
        : Charset.forName(c.charset);
    while (sb.toString().getBytes(cs).length > maxBytes) {
      sb.setLength(sb.length() - 1);
      if (sb.length() > 0 && Character.isHighSurrogate(sb.charAt(sb.length() - 1))) {
        sb.setLength(sb.length() - 1);
      }
    }
    return sb.toString();
  }

  private byte[] bytes(int n) {
    byte[] b = new byte[n];
    byte[] special = {0x00, 0x0A, 0x0D, 0x3B, (byte) 0xFF};
    for (int i = 0; i < n; i++) {
      b[i] = rnd.nextInt(3) == 0 ? special[rnd.nextInt(special.length)] : (byte) rnd.nextInt();
    }
    return b;
  }
}
