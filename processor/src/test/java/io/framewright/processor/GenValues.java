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
  /** How a component names a value of the record that encloses its own ({@code _parent.n}). */
  private static final String PARENT = "_parent.";

  /** The record type nested component {@code c} holds. */
  private RecordType nestedRecord(Comp c) {
    return d.types.stream().filter(t -> t instanceof RecordType && t.name.equals(c.ref))
        .map(t -> (RecordType) t).findFirst().orElseThrow();
  }

  /** The record type of the variant {@code value} of a union, or null (a catch-all's). */
  private RecordType variantRecord(Object value) {
    String name = value.getClass().getSimpleName();
    return d.types.stream().filter(t -> t instanceof RecordType r && r.union != null
            && t.name.equals(name))
        .map(t -> (RecordType) t).findFirst().orElse(null);
  }

  /** Whether record {@code e} reads a size of the record enclosing it ({@code _parent.n}). */
  private static boolean readsParentSize(RecordType e) {
    return e.comps.stream().anyMatch(x -> x.size == Size.FIELD && x.sizeField != null
        && x.sizeField.startsWith(PARENT));
  }

  /** The sizes {@code value}, a record {@code e}, has where it reads them from {@code _parent}. */
  private static List<Long> parentSizes(RecordType e, Object value)
      throws ReflectiveOperationException {
    List<Long> out = new ArrayList<>();
    for (Comp x : e.comps) {
      if (x.size == Size.FIELD && x.sizeField.startsWith(PARENT)) {
        out.add(sizeOf(x, value.getClass().getMethod(x.name).invoke(value)));
      }
    }
    return out;
  }

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
      if (u.delimited != null) {
        risky = true; // a variant's bytes may hold the union's terminator: refused
      }
      int pick = rnd.nextInt(u.variants.size());
      RecordType v = (RecordType) d.type(u.variants.get(pick));
      if (v.severalTags()) {
        // A union's own codec can not choose among a variant's tags: only @Select writes it.
        v = (RecordType) d.type(u.variants.get(pick == 0 ? 1 : 0));
      }
      if (v.unknownTag && !v.declaredShape) {
        long tag = unknownTag(u);
        byte[] data = bytes(rnd.nextInt(4));
        if (!u.varint && u.bits % 8 != 0) {
          // A packed tag's data starts at the tag's byte, the tag's bits in its high bits.
          int head = (u.bits + 7) / 8;
          data = bytes(head + rnd.nextInt(3));
          long bits = tag << (head * 8 - u.bits);
          for (int i = 0; i < head; i++) {
            int shift = (head - 1 - i) * 8;
            int mask = (int) ((((1L << u.bits) - 1) << (head * 8 - u.bits)) >>> shift) & 0xFF;
            data[i] = (byte) (data[i] & ~mask | (int) (bits >>> shift) & mask);
          }
        }
        return construct(v, new Object[] {tag, data});
      }
      return record(v);
    }
    return record((RecordType) t);
  }

  private long unknownTag(UnionType u) {
    // The largest tag too: ffffffff of a 32-bit union was once decoded sign-extended.
    long max = u.bits >= 64 ? -1L : (1L << u.bits) - 1;
    long[] candidates = {3, 0x10, max};
    java.util.Set<Long> known = new java.util.HashSet<>();
    for (String name : u.variants) {
      RecordType v = (RecordType) d.type(name);
      if (!v.unknownTag) {
        known.add(v.tag);
      }
    }
    long tag;
    do {
      tag = candidates[rnd.nextInt(candidates.length)];
    } while (tag == 1 || tag == 2 || tag == 0x7F || known.contains(tag)
        || u.bits < 64 && Long.compareUnsigned(tag, max) > 0);
    return tag;
  }

  private Object record(RecordType r) throws ReflectiveOperationException {
    if (r.delimited != null) {
      risky = true;
    }
    Map<String, Object> values = new HashMap<>();
    Object[] args = new Object[r.comps.size()];
    // Selected unions first: the encoder writes their selectors from the variant, so the
    // record holds the variant's tag there (and conditions on it see that value).
    Map<String, Object> chosen = new HashMap<>();
    Map<String, Long> selectedTags = new HashMap<>();
    for (Comp c : r.comps) {
      if (c.select != null && c.kind == Kind.UNION) {
        Comp selector = r.comps.get(indexOf(r, c.select));
        Object[] pair = selected((UnionType) d.type(c.ref), selector);
        chosen.put(c.name, pair[0]);
        chosen.put(selector.name, pair[1]);
        selectedTags.put(selector.name, (Long) pair[2]);
      }
    }
    // @Trailing components from `cut` on are absent, those before it present: an absent one
    // before a present one can not be written.
    int firstTrailing = r.comps.size();
    while (firstTrailing > 0 && r.comps.get(firstTrailing - 1).trailing) {
      firstTrailing--;
    }
    int cut = firstTrailing + rnd.nextInt(r.comps.size() - firstTrailing + 1);
    for (int i = 0; i < r.comps.size(); i++) {
      Comp c = r.comps.get(i);
      Object v = chosen.containsKey(c.name) ? chosen.get(c.name)
          : c.trailing && i >= cut ? absent(c)
          : present(r, c, values) ? component(r, c, values) : absent(c);
      if (c.trailing && i < cut && mayTakeNoBytes(c)) {
        risky = true; // a present trailing part of no bytes is refused
      }
      values.put(c.name, v);
      args[i] = v;
    }
    for (int i = 0; i < r.comps.size(); i++) {
      if (r.comps.get(i).rawOf != null) {
        rawValue(r, i, args, selectedTags);
      }
    }
    if (r.unknownTag && r.declaredShape) {
      // The tag component holds a tag no variant has, as its type holds the unsigned tag.
      args[0] = box(r.comps.get(0), unknownTag((UnionType) d.type(r.union)));
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
      if (c.size == Size.FIELD && args[i] != null && !c.sizeField.startsWith(PARENT)) {
        int h = indexOf(r, c.sizeField);
        args[h] = box(r.comps.get(h), sizeOf(c, args[i]));
      }
      RecordType reader = c.kind == Kind.NESTED && args[i] != null ? nestedRecord(c)
          : c.kind == Kind.UNION && args[i] != null ? variantRecord(args[i]) : null;
      Object holder = args[i];
      if (c.kind == Kind.LIST && args[i] instanceof List<?> l && !l.isEmpty()
          && d.type(c.ref) instanceof RecordType e && readsParentSize(e)) {
        // Elements that read a size of this record (_parent.n): the first's, which every
        // other has too (drawn so, see value; else encode refuses them)
        reader = e;
        holder = l.get(0);
        for (Object other : l) {
          risky |= !parentSizes(e, other).equals(parentSizes(e, holder));
        }
      }
      if (reader != null) {
        // A size the nested record (or the union's variant) reads from this one (_parent.n):
        // this record holds it, and the encoder writes it as held, so it must be the nested
        // part's size.
        for (Comp x : reader.comps) {
          if (x.size == Size.FIELD && x.sizeField.startsWith(PARENT)) {
            int h = indexOf(r, x.sizeField.substring(PARENT.length()));
            Object part = holder.getClass().getMethod(x.name).invoke(holder);
            args[h] = box(r.comps.get(h), sizeOf(x, part));
          }
        }
      }
      if (c.covers) {
        // A @Covers length: the encoder writes the bytes of the components it covers.
        long span = 0;
        int last = c.coversThrough.isEmpty() ? r.comps.size() - 1 : indexOf(r, c.coversThrough);
        for (int j = i + 1; j <= last; j++) {
          span += coveredBytes(r.comps.get(j), args[j]);
        }
        if (span >= 1L << c.bits) {
          risky = true; // more than the length holds: refused
        }
        args[i] = box(c, span);
      }
      if (c.size == Size.EXPR && c.exprSets != null && args[i] != null) {
        // The encoder sets x of a * x + b from the real size (or, where the size is one the
        // expression can not give, refuses: a risky value).
        long rest = sizeOf(c, args[i]) - c.exprB;
        if (rest % c.exprA == 0) {
          int h = indexOf(r, c.exprSets);
          args[h] = box(r.comps.get(h), rest / c.exprA);
        }
      }
    }
    return construct(r, args);
  }

  /**
   * The bytes a component of the {@code @Covers} shape takes: a byte or an int of whole bytes,
   * or bytes after an 8-bit count or to the end.
   */
  private static long coveredBytes(Comp c, Object value) {
    if (c.kind == Kind.BYTES) {
      return Array.getLength(value) + (c.size == Size.PREFIX ? c.sizeBits / 8 : 0);
    }
    return c.kind == Kind.BYTE ? 1 : c.bits / 8;
  }

  /** Whether a present {@code c} may take no bytes on the wire. */
  private static boolean mayTakeNoBytes(Comp c) {
    // A fixed count of messages takes no bytes when the message has none (@Count(1) of an
    // empty record: found by the generative test, which expected the encode to succeed).
    return c.size == Size.REMAINING || c.size == Size.FIELD || c.size == Size.EXPR
        || c.kind == Kind.NESTED || c.kind == Kind.LIST && c.size == Size.FIXED;
  }

  /**
   * Sets the {@code @RawValue} component {@code args[i]}: a known constant's wire value, or for
   * the catch-all a value that fits the field and no constant has (else a known constant).
   */
  private void rawValue(RecordType r, int i, Object[] args, Map<String, Long> selectedTags)
      throws ClassNotFoundException {
    int at = indexOf(r, r.comps.get(i).rawOf);
    Comp ec = r.comps.get(at);
    EnumType e = (EnumType) d.type(ec.ref);
    if (selectedTags.containsKey(ec.name)) {
      // An open enum selector: decode keeps the wire value, the variant's tag.
      args[i] = (int) (long) selectedTags.get(ec.name);
      return;
    }
    if (((Enum<?>) args[at]).name().equals(EnumType.UNKNOWN)) {
      int b = ec.bits == 0 ? 8 : ec.bits; // an enum is 8 bits unless @Field says
      long min = ec.signed ? -(1L << (b - 1)) : 0;
      long max = ec.signed ? (1L << (b - 1)) - 1 : (1L << b) - 1;
      List<Long> free = new ArrayList<>();
      for (long v : new long[] {3, 4, 7, 0x55, min, max, -1}) {
        if (v >= min && v <= max && !e.wireValues.contains(v) && !free.contains(v)) {
          free.add(v);
        }
      }
      if (!free.isEmpty()) {
        args[i] = (int) (long) free.get(rnd.nextInt(free.size()));
        return;
      }
      args[at] = constant(ec.ref, e.constants.get(0));
    }
    args[i] = (int) (long) e.wireValues.get(e.constants.indexOf(((Enum<?>) args[at]).name()));
  }

  /** The constant {@code name} of enum {@code type}. */
  private Object constant(String type, String name) throws ClassNotFoundException {
    for (Object c : Class.forName(d.pkg + "." + type, true, loader).getEnumConstants()) {
      if (((Enum<?>) c).name().equals(name)) {
        return c;
      }
    }
    throw new AssertionError(name);
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

  /**
   * A variant of {@code u} and the value of its selector: the variant's tag (one of them), or
   * the tag of an unknown one, which the selector must hold and no variant may have.
   */
  private Object[] selected(UnionType u, Comp selector) throws ReflectiveOperationException {
    List<Long> tags = new ArrayList<>();
    for (String name : u.variants) {
      RecordType v = (RecordType) d.type(name);
      if (!v.unknownTag) {
        Arrays.stream(v.tags()).forEach(tags::add);
      }
    }
    RecordType v = (RecordType) d.type(u.variants.get(rnd.nextInt(u.variants.size())));
    if (v.unknownTag) {
      List<Long> free = new ArrayList<>();
      if (selector.kind == Kind.ENUM) {
        EnumType e = (EnumType) d.type(selector.ref);
        free.addAll(e.wireValues);
        if (e.open() && !selector.signed) {
          // Values no constant has: the catch-all constant, and the catch-all variant.
          long max = (1L << (selector.bits == 0 ? 8 : selector.bits)) - 1;
          List.of(3L, 0x10L, max).forEach(t -> {
            if (t <= max && !free.contains(t)) {
              free.add(t);
            }
          });
        }
      } else {
        long max = range(selector)[1];
        int b = selector.bits == 0 ? selector.kind.javaBits() : selector.bits;
        if (selector.varint == null) {
          b = selector.signed && b < selector.kind.javaBits() ? b - 1 : b;
          max = b >= 64 ? -1L : (1L << b) - 1;
        }
        free.addAll(List.of(0L, 3L, 0x10L, max));
      }
      free.removeIf(t -> tags.contains(t) || selector.kind != Kind.ENUM && !holdsTag(selector, t));
      if (!free.isEmpty()) {
        long tag = free.get(rnd.nextInt(free.size()));
        return new Object[] {construct(v, new Object[] {tag, bytes(rnd.nextInt(4))}),
            selectorValue(selector, tag), tag};
      }
      v = (RecordType) d.type(u.variants.get(0));
    }
    long[] own = v.tags();
    long tag = own[rnd.nextInt(own.length)];
    return new Object[] {record(v), selectorValue(selector, tag), tag};
  }

  private Object selectorValue(Comp selector, long tag) throws ClassNotFoundException {
    if (selector.kind != Kind.ENUM) {
      return box(selector, tag);
    }
    EnumType e = (EnumType) d.type(selector.ref);
    int known = e.wireValues.indexOf(tag);
    return constant(selector.ref, known < 0 ? EnumType.UNKNOWN : e.constants.get(known));
  }

  /** Whether selector {@code x} (an integer) holds tag {@code t}, as validation counts it. */
  static boolean holdsTag(Comp x, long t) {
    if (x.varint != null) {
      return t >= 0 && t <= range(x)[1];
    }
    int jb = x.kind.javaBits();
    int b = x.bits == 0 ? jb : x.bits;
    if (x.signed && b < jb) {
      b--;
    }
    return b >= 64 || Long.compareUnsigned(t, (1L << b) - 1) <= 0;
  }

  /** The size {@code c}'s expression gives with the record's {@code values}, or one it allows. */
  private int expressionSize(RecordType r, Comp c, Map<String, Object> values) {
    int cap = cap(r, c, 8);
    if (!c.exprRisky && c.exprSets != null) {
      long[] range = range(r.comps.get(indexOf(r, c.exprSets)));
      List<Integer> sizes = new ArrayList<>();
      for (int n = 0; n <= cap; n++) {
        long rest = n - c.exprB;
        if (rest % c.exprA == 0 && rest / c.exprA >= range[0] && rest / c.exprA <= range[1]
            && writable(c, n)) {
          sizes.add(n);
        }
      }
      if (!sizes.isEmpty()) {
        return sizes.get(rnd.nextInt(sizes.size()));
      }
    } else if (!c.exprRisky) {
      long x = number(values.get(c.exprNames.get(0)));
      long y = number(values.get(c.exprNames.get(1)));
      long n = c.exprProduct ? x * y : x + y;
      if (n >= 0 && n <= cap && writable(c, (int) n)) {
        return (int) n;
      }
    }
    risky = true; // the encoder refuses a size the expression can not give
    return rnd.nextInt(cap + 1);
  }

  private static long number(Object v) {
    return v instanceof Character ch ? ch : ((Number) v).longValue();
  }

  /** Whether text of exactly {@code n} bytes exists in {@code c}'s charset (UTF-16: even). */
  private static boolean writable(Comp c, int n) {
    return c.kind != Kind.STRING || c.charset == null || !c.charset.startsWith("UTF-16")
        || n % 2 == 0;
  }

  /**
   * The chars of a terminator a text keeps ({@code @Delimited(include = true)}): its bytes as
   * ASCII, or one NUL for the zero unit {@code 00 00} of UTF-16 text.
   */
  private static String terminatorText(Comp c) {
    if (c.charset != null && c.charset.startsWith("UTF-16")) {
      return "\0";
    }
    StringBuilder sb = new StringBuilder();
    for (int t : c.terminator) {
      sb.append((char) t);
    }
    return sb.toString();
  }

  /** {@code b} and then the terminator a byte[] keeps. */
  private static byte[] withTerminator(byte[] b, int[] terminator) {
    byte[] out = Arrays.copyOf(b, b.length + terminator.length);
    for (int i = 0; i < terminator.length; i++) {
      out[b.length + i] = (byte) terminator[i];
    }
    return out;
  }

  /** Text of exactly {@code n} bytes in {@code c}'s charset: ASCII letters. */
  private String exactText(Comp c, int n) {
    int chars = c.charset != null && c.charset.startsWith("UTF-16") ? n / 2 : n;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < chars; i++) {
      sb.append((char) ('a' + rnd.nextInt(26)));
    }
    return sb.toString();
  }

  private Object component(RecordType r, Comp c, Map<String, Object> values)
      throws ReflectiveOperationException {
    Integer exact = c.size == Size.EXPR ? expressionSize(r, c, values) : null;
    if (c.size == Size.FIXED) {
      exact = c.fixed;
    }
    if (c.size == Size.DELIMITED || c.charset != null
        || c.size == Size.FIXED && c.kind == Kind.STRING) {
      risky = true;
    }
    switch (c.kind) {
      case INT: case BYTE: case SHORT: case LONG: case CHAR: {
        if (c.rule != null) {
          return box(c, ruled(c));
        }
        if ((c.controls || c.exprNamed && !c.exprSet) && rnd.nextInt(4) != 0) {
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
      case STRING: {
        String text = c.size == Size.EXPR ? exactText(c, exact) : text(c, cap(r, c, 8));
        return c.include ? text + terminatorText(c) : text;
      }
      case BYTES: {
        if ("ConstBytes".equals(c.rule)) {
          byte[] constant = new byte[c.ruleValues.length];
          for (int i = 0; i < constant.length; i++) {
            constant[i] = (byte) c.ruleValues[i];
          }
          return constant;
        }
        int n = exact != null ? exact : atLeast(c, cap(r, c, 8));
        byte[] b = bytes(n);
        return c.include ? withTerminator(b, c.terminator) : b;
      }
      case BITLIST: {
        int n = exact != null ? exact : rnd.nextInt(cap(r, c, 4) + 1);
        return BitList.ofBytes(bytes(n));
      }
      case INT_ARRAY: case SHORT_ARRAY: case ENUM_ARRAY: {
        int n = exact != null ? exact : atLeast(c, cap(r, c, 3));
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
            el.rule = c.rule;
            el.ruleValues = c.ruleValues;
            e = box(el, el.rule != null ? ruled(el) : integer(el));
          }
          Array.set(array, i, e);
        }
        return array;
      }
      case LIST: {
        if (c.size == Size.UNTIL) {
          return untilList(c, 1 + rnd.nextInt(Math.min(3, c.max)));
        }
        int n = exact != null ? exact : atLeast(c, cap(r, c, 3));
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          Object e = value(c.ref);
          // Elements that read a size of the record holding the list (_parent.n) must all
          // have the first's: drawn again (a few times) until they do
          for (int t = 0; i > 0 && t < 40 && d.type(c.ref) instanceof RecordType er
              && readsParentSize(er) && !parentSizes(er, e).equals(parentSizes(er,
                  list.get(0))); t++) {
            e = value(c.ref);
          }
          // A union's catch-all takes the rest of the list's bytes: only the last may be one.
          while (i < n - 1 && d.type(e.getClass().getSimpleName()) instanceof RecordType v
              && v.unknownTag && !v.declaredShape) {
            e = value(c.ref);
          }
          list.add(e);
        }
        return List.copyOf(list);
      }
      case NESTED: case UNION: return value(c.ref);
      default: throw new AssertionError(c.kind);
    }
  }

  /**
   * {@code n} elements of a {@code @RepeatUntil} list: the last meets its condition and no
   * other does, each drawn again until it does (the shapes give the condition a field of one or
   * two bits, so a few draws do).
   */
  private List<Object> untilList(Comp c, int n) throws ReflectiveOperationException {
    List<Object> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Object e = value(c.ref);
      for (int tries = 0; meets(c, e) != (i == n - 1); tries++) {
        if (tries == 1000) {
          throw new AssertionError("no element of " + c.ref + " meets " + c.untilField);
        }
        e = value(c.ref);
      }
      list.add(e);
    }
    return List.copyOf(list);
  }

  /** Whether element {@code e} meets {@code c}'s {@code @RepeatUntil} condition. */
  private static boolean meets(Comp c, Object e) {
    try {
      Object v = e.getClass().getMethod(c.untilField).invoke(e);
      long x = v instanceof Boolean b ? (b ? 1 : 0) : ((Number) v).longValue();
      return (x & c.untilMask) == c.untilEqual;
    } catch (ReflectiveOperationException ex) {
      throw new AssertionError(ex);
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
    if (c.size == Size.FIELD && !c.sizeField.startsWith(PARENT)) {
      Comp h = r.comps.get(indexOf(r, c.sizeField));
      int bits = h.bits == 0 ? h.kind.javaBits() : h.bits;
      if (bits < 31) {
        cap = Math.min(cap, (1L << bits) - 1);
      }
    }
    return (int) cap;
  }

  /** A size from {@code c}'s {@code min} (0 without one) to {@code cap}. */
  private int atLeast(Comp c, int cap) {
    return c.sizeMin + rnd.nextInt(Math.max(0, cap - c.sizeMin) + 1);
  }

  /**
   * A random value inside {@code c}'s value rule: its constant, one of its set, or a number of
   * its range (as it holds within the field's width), often a bound.
   */
  private long ruled(Comp c) {
    long[] v = c.ruleValues;
    switch (c.rule) {
      case "Const": return v[0];
      case "OneOf": return v[rnd.nextInt(v.length)];
      default:
        long[] own = range(c);
        long min = Math.max(v[0], own[0]);
        long max = own[1] == -1L ? v[1] : Math.min(v[1], own[1]); // -1: 64 unsigned bits
        switch (rnd.nextInt(3)) {
          case 0: return min;
          case 1: return max;
          default:
            long span = max - min + 1;
            return span <= 0 ? min : min + Math.floorMod(rnd.nextLong(), span);
        }
    }
  }

  /** Any constant of {@code c}'s enum, the catch-all of an open one too. */
  private Object enumConstant(Comp c) throws ClassNotFoundException {
    Object[] constants = Class.forName(d.pkg + "." + c.ref, true, loader).getEnumConstants();
    return constants[rnd.nextInt(constants.length)];
  }

  private static boolean fits(Comp c, long v) {
    long[] range = range(c);
    int b = c.bits == 0 ? c.kind.javaBits() : c.bits;
    return b >= 64 && c.varint == null || v >= range[0] && v <= range[1];
  }

  /**
   * The least and greatest values {@code c} holds: its width and signedness, or its varint's
   * (unsigned 0 up, or ZigZag around 0, in maxBytes times 7 bits). A 64-bit unsigned field
   * holds every long as its bits: then {0, -1}.
   */
  static long[] range(Comp c) {
    int jb = c.kind.javaBits();
    long javaMin = jb == 64 ? Long.MIN_VALUE : -(1L << (jb - 1));
    long javaMax = jb == 64 ? Long.MAX_VALUE : (1L << (jb - 1)) - 1;
    if (c.varint != null && c.varint[0] == 2) {
      // QUIC: unsigned, 8 bits a byte less the 2 of the length, in at most 8 bytes.
      int bits = 8 * (c.varint[1] == 0 ? 8 : c.varint[1]) - 2;
      return new long[] {0, Math.min(javaMax, (1L << bits) - 1)};
    }
    if (c.varint != null) {
      int bytes = c.varint[1] == 0 ? (jb == 64 ? 10 : 5) : c.varint[1];
      int bits = Math.min(7 * bytes, 64);
      if (c.varint[0] != 0) {
        return bits >= 64 ? new long[] {javaMin, javaMax}
            : new long[] {Math.max(javaMin, -(1L << (bits - 1))),
                Math.min(javaMax, (1L << (bits - 1)) - 1)};
      }
      return new long[] {0, bits >= 63 ? javaMax : Math.min(javaMax, (1L << bits) - 1)};
    }
    int b = c.bits == 0 ? jb : c.bits;
    if (b == jb && c.kind != Kind.CHAR) {
      return new long[] {javaMin, javaMax};
    } else if (c.signed) {
      return new long[] {-(1L << (b - 1)), (1L << (b - 1)) - 1};
    }
    return new long[] {0, b == 64 ? -1L : (1L << b) - 1};
  }

  /** A random integer that fits {@code c}'s width and signedness, often an edge value. */
  private long integer(Comp c) {
    long[] range = range(c);
    long min = range[0];
    long max = range[1];
    switch (rnd.nextInt(6)) {
      case 0: return 0;
      case 1: return min;
      case 2: return max;
      case 3: return max >= 1 || max == -1 ? 1 : min;
      default:
        long span = max - min + 1;
        if (span <= 0) { // the whole long range, or 0 to Long.MAX_VALUE
          return min == 0 ? rnd.nextLong() & Long.MAX_VALUE : rnd.nextLong();
        }
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
