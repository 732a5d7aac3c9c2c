package io.framewright.processor;

import io.framewright.processor.GenModel.Comp;
import io.framewright.processor.GenModel.Declaration;
import io.framewright.processor.GenModel.Kind;
import io.framewright.processor.GenModel.RecordType;
import io.framewright.processor.GenModel.Size;
import io.framewright.processor.GenModel.UnionType;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Declarations of shapes that are valid by construction, for {@link GenerativeProcessorTest}:
 * each must compile into codecs that round-trip (a diagnostic is a failure, not an outcome),
 * or end in the one diagnostic {@link Declaration#expected} names. The shapes are those of
 * issue 27, which the random genes reach rarely or only where a wrong diagnostic passes:
 * varints encode derives (a union's selector, the term of a size expression), records holding
 * a selected union as list elements, lists of records that always take bytes (a varint, a
 * terminator, a fixed {@code @Length}, a packed union with a catch-all), and slices of a
 * record of a fixed {@code @Length}, and a size a nested record reads from the record that
 * encloses it ({@code _parent.n}), which tools must be given as context.
 *
 * <p>{@link #stale} is the other half: a varint encode derives is written as derived, whatever
 * the record holds, so a value holding another number there must encode, and measure, the same.
 */
final class GenShapes {
  private GenShapes() {}

  /** Which shape, and small numbers that vary it. */
  record ShapeGene(int shape, int a, int b, int c) {}

  static Arbitrary<ShapeGene> genes() {
    return Combinators.combine(
        Arbitraries.integers().between(0, 16),
        Arbitraries.integers().between(0, 7),
        Arbitraries.integers().between(0, 7),
        Arbitraries.integers().between(0, 7)).as(ShapeGene::new);
  }

  private static final AtomicInteger PACKAGES = new AtomicInteger();

  /** The declaration of {@code g}, in a package of its own. */
  static Declaration resolve(ShapeGene g) {
    Declaration d = new Declaration("gen.s" + PACKAGES.incrementAndGet());
    d.mustCompile = true;
    switch (g.shape()) {
      case 0 -> varintSelector(d, g);
      case 1 -> varintExpression(d, g);
      case 2 -> selectedInElements(d, g);
      case 3 -> elementsThatTakeBytes(d, g);
      case 4 -> fixedLength(d, g);
      case 5 -> parentSize(d, g);
      case 6 -> valueRules(d, g);
      case 7 -> openSelector(d, g);
      case 8 -> terminatorForms(d, g);
      case 9 -> checksumFrom(d, g);
      case 10 -> backReferences(d, g);
      case 11 -> repeatUntil(d, g);
      case 12 -> checksumExtra(d, g);
      case 13 -> covers(d, g);
      case 14 -> truncated(d, g);
      case 15 -> declaredCatchAll(d, g);
      default -> localReads(d, g);
    }
    return d;
  }

  /**
   * Messages whose decode keeps its position in locals ({@code LocalReads}), read against the
   * reader by {@link LocalDecodeChecks}: {@code S}, a record framed by its own terminator
   * ({@code 00} or {@code 0d 0a}) after a magic byte, of the rest of its bytes as text (UTF-8 or
   * US-ASCII) or bytes; {@code R}, which holds two of them, or text and bytes sized by a prefix,
   * a field and a fixed length beside one, or a record sized by a prefix (itself of a byte and
   * the rest of its bytes as text); and, one gene in two, a union framed by a terminator
   * ({@code ff}, which nothing in {@code R} or {@code S} can hold in UTF-8 text, or {@code 0a})
   * of R, of S's text alone, and of a fixed variant and one with a counted list, which decode
   * reads through the reader.
   */
  private static void localReads(Declaration d, ShapeGene g) {
    RecordType s = record(d, "S");
    s.magic = new int[] {0x01};
    s.delimited = (g.b() & 1) == 0 ? new int[] {0x00} : new int[] {0x0D, 0x0A};
    Comp text = comp("t", (g.b() & 2) == 0 ? Kind.STRING : Kind.BYTES);
    text.size = Size.REMAINING;
    text.charset = text.kind == Kind.STRING ? ((g.b() & 4) == 0 ? "UTF-8" : "US-ASCII") : null;
    s.comps.add(text);
    RecordType r = record(d, "R");
    switch (g.a() % 3) {
      case 0 -> {
        Comp x = comp("x", Kind.NESTED);
        x.ref = s.name;
        Comp y = comp("y", Kind.NESTED);
        y.ref = s.name;
        r.comps.add(x);
        r.comps.add(y);
      }
      case 1 -> {
        Comp n = comp("n", Kind.INT);
        n.bits = 8;
        r.comps.add(n);
        Comp prefixed = comp("p", Kind.STRING);
        prefixed.size = Size.PREFIX;
        prefixed.sizeBits = (g.c() & 1) == 0 ? 8 : 16;
        prefixed.charset = "UTF-8";
        r.comps.add(prefixed);
        Comp held = comp("h", Kind.BYTES);
        held.size = Size.FIELD;
        held.sizeField = "n";
        r.comps.add(held);
        Comp fixed = comp("f", Kind.BYTES);
        fixed.size = Size.FIXED;
        fixed.fixed = 1 + g.c();
        r.comps.add(fixed);
        Comp nested = comp("s", Kind.NESTED);
        nested.ref = s.name;
        r.comps.add(nested);
      }
      default -> {
        RecordType q = record(d, "Q");
        q.comps.add(comp("k", Kind.BYTE));
        Comp rest = comp("v", Kind.STRING);
        rest.size = Size.REMAINING;
        rest.charset = "UTF-8";
        q.comps.add(rest);
        Comp sized = comp("q", Kind.NESTED);
        sized.ref = q.name;
        sized.size = Size.PREFIX;
        sized.sizeBits = 8;
        r.comps.add(comp("lead", Kind.SHORT));
        r.comps.add(sized);
        if ((g.c() & 2) != 0) {
          Comp after = comp("s", Kind.NESTED);
          after.ref = s.name;
          r.comps.add(after);
        }
      }
    }
    if ((g.a() & 4) == 0) {
      return;
    }
    UnionType u = union(d, "U", 8, false);
    u.delimited = (g.c() & 4) == 0 ? new int[] {0xFF} : new int[] {0x0A};
    r.union = u.name;
    r.tag = 2L;
    u.variants.add(r.name);
    Comp only = comp("t", Kind.STRING);
    only.size = Size.REMAINING;
    only.charset = "UTF-8";
    variant(d, u, "T", 3, only);
    variant(d, u, "F", 4, comp("x", Kind.INT));
    Comp list = comp("l", Kind.SHORT_ARRAY);
    list.size = Size.PREFIX;
    list.sizeBits = 8;
    variant(d, u, "L", 5, list);
  }

  /**
   * A list of a union whose catch-all has a declared shape, its tag component first, then
   * counted bytes or a short: the list goes on after an unknown entry. The tag is 8 or 16 bits,
   * a varint, or 4 packed bits; one gene in four a misuse: a tag component narrower than the
   * tag (FW260), one with {@code @Field} (FW261), or the catch-all a {@code @Message} of its own
   * (FW262).
   */
  private static void declaredCatchAll(Declaration d, ShapeGene g) {
    int form = g.a() % 4;
    boolean packed = form == 3;
    UnionType u = union(d, "U", form == 0 ? 8 : form == 1 ? 16 : 4, form == 2);
    Comp x = comp("x", Kind.INT);
    x.bits = packed ? 4 : 8;
    RecordType a = variant(d, u, "A", 1L, x);
    a.message = !packed; // a packed tag's variants take the union's order
    RecordType other = record(d, "Other");
    other.union = u.name;
    other.unknownTag = true;
    other.declaredShape = true;
    other.message = false;
    Comp tag = comp("type", form == 0 && (g.b() & 1) == 0 ? Kind.SHORT
        : form == 2 && (g.b() & 1) == 0 ? Kind.LONG : Kind.INT);
    other.comps.add(tag);
    if (packed) {
      Comp low = comp("low", Kind.INT);
      low.bits = 4;
      other.comps.add(low);
    }
    if ((g.b() & 2) == 0) {
      Comp data = comp("data", Kind.BYTES);
      data.size = Size.PREFIX;
      data.sizeBits = 8;
      other.comps.add(data);
    } else {
      other.comps.add(comp("v", Kind.SHORT));
    }
    u.variants.add(other.name);
    if ((g.c() & 3) != 3) {
      RecordType m = record(d, "M");
      Comp list = comp("items", Kind.LIST);
      list.ref = u.name;
      list.size = Size.PREFIX;
      list.sizeBits = 8;
      m.comps.add(list);
      m.comps.add(comp("after", Kind.BYTE));
      return;
    }
    // A misuse on the union alone: a list of it would add FW022 (its element has errors). A
    // record of its own under a packed tag would be refused on its own too (FW023): no FW262.
    int misuse = g.b() % 3;
    switch (packed && misuse == 2 ? 1 : misuse) {
      case 0 -> {
        tag.kind = Kind.BYTE;
        if (form == 0 || packed) {
          tag.kind = Kind.BOOLEAN; // not an integer at all: FW086
          d.expected = "FW086";
        } else {
          d.expected = "FW260";
        }
      }
      case 1 -> {
        tag.bits = packed ? 4 : 8;
        d.expected = "FW261";
      }
      default -> {
        other.message = true;
        d.expected = "FW262";
      }
    }
  }

  /**
   * {@code K kind, @RawValue("kind") int kindRaw, @Select(field = "kind") U body} with K an open
   * enum (FW149 refused it before): values no constant has select the catch-all variant, when
   * the union has one, the catch-all constant keeping the wire value.
   */
  private static void openSelector(Declaration d, ShapeGene g) {
    GenModel.EnumType e = new GenModel.EnumType();
    e.name = "K";
    e.constants.add("A");
    e.wireValues.add(1L);
    e.constants.add("B");
    e.wireValues.add(2L);
    e.unknownAt = g.a() % 3;
    d.types.add(e);
    UnionType u = union(d, "U", 8, false);
    variant(d, u, "VA", 1L, comp("v", Kind.BYTE));
    variant(d, u, "VB", 2L, comp("v", (g.b() & 2) == 0 ? Kind.SHORT : Kind.STRING))
        .comps.get(0).size = (g.b() & 2) == 0 ? Size.NONE : Size.REMAINING;
    if ((g.b() & 1) == 0) {
      catchAll(d, u);
    }
    RecordType m = record(d, "M");
    Comp kind = comp("kind", Kind.ENUM);
    kind.ref = e.name;
    kind.bits = (g.c() & 1) != 0 ? 16 : 0;
    m.comps.add(kind);
    Comp raw = comp("kindRaw", Kind.INT);
    raw.rawOf = kind.name;
    m.comps.add(raw);
    Comp body = comp("body", Kind.UNION);
    body.ref = u.name;
    body.select = kind.name;
    kind.selects = true;
    m.comps.add(body);
  }

  /** {@code @Varint int kind, @Select(field = "kind") U body}; tags 1 and 300 differ in width. */
  private static void varintSelector(Declaration d, ShapeGene g) {
    UnionType u = union(d, "U", 16, false);
    variant(d, u, "A", 1L, comp("v", Kind.BYTE));
    variant(d, u, "B", 300L, comp("v", Kind.SHORT));
    RecordType holder = record(d, (g.b() & 1) == 0 ? "M" : "E");
    Comp kind = comp("kind", Kind.INT);
    kind.varint = new int[] {(g.a() & 2) != 0 ? 2 : g.a() & 1, 0, 0};
    holder.comps.add(kind);
    Comp body = comp("body", Kind.UNION);
    body.ref = u.name;
    body.select = kind.name;
    holder.comps.add(body);
    if ((g.b() & 1) != 0) {
      listOf(d, holder, g.c());
    }
  }

  /**
   * {@code @Varint int n} and a part sized by an expression encode solves for n: {@code n},
   * {@code n * 4} or {@code n + 3}, a count or a byte length; in a list element too.
   */
  private static void varintExpression(Declaration d, ShapeGene g) {
    RecordType holder = record(d, (g.b() & 1) == 0 ? "M" : "E");
    Comp n = comp("n", Kind.INT);
    n.varint = new int[] {(g.b() & 2) != 0 ? 2 : g.a() & 1, 0, 0};
    holder.comps.add(n);
    Comp part = comp("part", (g.a() & 2) == 0 ? Kind.BYTES : Kind.SHORT_ARRAY);
    part.size = Size.EXPR;
    part.exprSets = n.name;
    int form = g.c() % 3;
    part.exprA = form == 1 ? 4 : 1;
    part.exprB = form == 2 ? 3 : 0;
    part.expr = form == 0 ? "n" : form == 1 ? "n * 4" : "n + 3";
    n.exprNamed = true;
    n.exprSet = true;
    holder.comps.add(part);
    if ((g.b() & 1) != 0) {
      listOf(d, holder, g.c() / 3);
    }
  }

  /** {@code Item(kind, @Select(field = "kind") U body)} as the elements of a list. */
  private static void selectedInElements(Declaration d, ShapeGene g) {
    int bits = (g.a() & 1) == 0 ? 8 : 16;
    UnionType u = union(d, "U", bits, false);
    variant(d, u, "A", 1L, comp("v", Kind.SHORT));
    if ((g.a() & 4) != 0) {
      variant(d, u, "B", 2L, comp("w", Kind.BYTE));
    }
    RecordType item = record(d, "Item");
    Comp kind = comp("kind", bits == 8 ? ((g.b() & 1) == 0 ? Kind.BYTE : Kind.INT)
        : Kind.SHORT);
    if (bits == 8 && (g.b() & 2) != 0) {
      kind.kind = Kind.INT;
      kind.varint = new int[] {0, 0, 0};
    }
    item.comps.add(kind);
    Comp body = comp("body", Kind.UNION);
    body.ref = u.name;
    body.select = kind.name;
    item.comps.add(body);
    listOf(d, item, g.c());
  }

  /**
   * Lists of records that always take a byte or more: {@code V(@Varint int x)}, a
   * {@code @Delimited} record of the rest of its bytes, and a union of a 4-bit tag with a
   * catch-all (whose elements run to the end of the list, as only the last may).
   */
  private static void elementsThatTakeBytes(Declaration d, ShapeGene g) {
    switch (g.a() % 4) {
      case 0 -> {
        RecordType v = record(d, "V");
        Comp x = comp("x", (g.b() & 1) == 0 ? Kind.INT : Kind.LONG);
        x.varint = new int[] {(g.b() & 4) != 0 ? 2 : (g.b() >> 1) & 1, 0, 0};
        v.comps.add(x);
        listOf(d, v, g.c());
      }
      case 1 -> {
        RecordType t = record(d, "T");
        t.delimited = (g.b() & 1) == 0 ? new int[] {0x00} : new int[] {0x0D, 0x0A};
        Comp s = comp("s", (g.b() & 2) == 0 ? Kind.STRING : Kind.BYTES);
        s.size = Size.REMAINING;
        t.comps.add(s);
        listOf(d, t, g.c());
      }
      case 2 -> {
        // A codec of one's own that declares its least size (a LEB128 int: a byte at least);
        // one gene in four declares a negative one instead (FW240). Half the genes give a
        // codec that never writes 00 or ff, say so (@Using(neverWrites)) and end V with one of
        // them, appended without a search; one of those in four declares 256 instead (FW264).
        // Its read refuses both, and says so (@Using(rejects)), but for one gene in eight that
        // declares -1 (FW265); a list of V ending in 00 is then, half the time, the one variant
        // of a union framed by ff, whose decode reads up to a packet's last byte unsearched.
        boolean digits = (g.b() & 4) != 0;
        GenModel.CodecType leb = new GenModel.CodecType();
        leb.name = digits ? "Digits" : "Leb";
        leb.kind = Kind.USING_INT;
        leb.digits = digits;
        d.types.add(leb);
        RecordType v = record(d, "V");
        Comp x = comp("x", Kind.USING_INT);
        x.ref = d.pkg + "." + leb.name;
        x.usingMin = (g.b() & 3) == 3 ? -1 : 1;
        v.comps.add(x);
        if (digits) {
          v.delimited = new int[] {(g.b() & 1) == 0 ? 0x00 : 0xFF};
          x.neverWrites = (g.b() & 3) == 2 ? "{0x00, 256}" : "{0x00, 0xFF}";
          if ((g.b() & 3) == 2) {
            d.expected = "FW264";
            return;
          }
          boolean badRejects = (g.b() & 3) == 1 && g.c() == 7;
          x.rejects = badRejects ? "{0xFF, -1}" : "{0x00, 0xFF}";
          if (badRejects) {
            d.expected = "FW265";
            return;
          }
        }
        if (x.usingMin < 0) {
          d.expected = "FW240"; // on V alone: a list of it would add FW022 (V has errors)
          return;
        }
        listOf(d, v, g.c());
        if (digits && v.delimited[0] == 0x00 && (g.c() & 4) != 0) {
          RecordType m = (RecordType) d.types.get(d.types.size() - 1);
          UnionType p = union(d, "P", 8, false);
          p.delimited = new int[] {0xFF};
          m.union = p.name;
          m.tag = 1L;
          p.variants.add(m.name);
        }
      }
      default -> {
        UnionType u = union(d, "N", (g.b() & 1) == 0 ? 4 : 3, false);
        // Under a packed tag the variants take the union's order: no @Message of their own.
        Comp low = comp("x", Kind.INT);
        low.bits = 8 - u.bits;
        RecordType a = variant(d, u, "A", 1L, low);
        a.message = false;
        a.comps.add(comp("v", Kind.BYTE));
        catchAll(d, u).message = false;
        RecordType m = record(d, "M");
        Comp list = comp("items", Kind.LIST);
        list.ref = u.name;
        list.size = Size.REMAINING;
        m.comps.add(list);
      }
    }
  }

  /**
   * {@code F(@Length(n) byte[] d, ...)}: exactly n bytes, so F is fixed-size where the rest is;
   * as list elements, and in a slice of exactly its size (or one byte less: FW026).
   */
  private static void fixedLength(Declaration d, ShapeGene g) {
    RecordType f = record(d, "F");
    Comp bytes = comp("d", Kind.BYTES);
    bytes.size = Size.FIXED;
    bytes.fixed = 1 + g.a();
    f.comps.add(bytes);
    int size = bytes.fixed;
    if ((g.b() & 1) != 0) {
      f.comps.add(comp("b", Kind.BYTE));
      size++;
    }
    if ((g.b() & 2) == 0) {
      listOf(d, f, g.c());
      return;
    }
    RecordType m = record(d, "M");
    Comp slice = comp("f", Kind.NESTED);
    slice.ref = f.name;
    slice.size = Size.FIXED;
    boolean tooSmall = (g.c() & 1) != 0 && size > 1; // @Length(0) is FW059
    slice.fixed = tooSmall ? size - 1 : size;
    m.comps.add(slice);
    m.comps.add(comp("after", Kind.BYTE));
    if (tooSmall) {
      d.expected = "FW026";
    }
  }

  /**
   * {@code M(n, Inner inner, after)} where {@code Inner(@Length(field = "_parent.n") byte[]
   * data)} (or text, or a count of shorts): the nested codec takes n from M's as context, and
   * so must every tool that reads Inner inside M. One gene in two makes Inner a variant of a
   * union U (beside {@code B(byte w)}) that M holds, selected by an earlier {@code kind} or
   * read with its own tag: the union passes the variant M's n. One such gene in four misuses
   * it, reading a {@code _parent.m} M lacks (FW151, on the union component). Of the others,
   * one in two holds a list of Inner (counted, after a lead byte: an element takes one at
   * least), each element reading the same n. Every gene asks for views: M's view passes n to
   * the view of Inner (or of U, which passes it on; or keeps it for every element), and agrees
   * with M's codec; the misuse keeps its diagnostic alone.
   */
  private static void parentSize(Declaration d, ShapeGene g) {
    d.views = true;
    boolean variant = (g.b() & 2) != 0;
    UnionType u = variant ? union(d, "U", 8, false) : null;
    boolean list = !variant && (g.c() & 4) != 0;
    RecordType inner = variant ? variant(d, u, "Inner", 1L, comp("lead", Kind.BYTE))
        : record(d, "Inner");
    if (list) {
      inner.comps.add(comp("lead", Kind.BYTE)); // else an element may take no bytes: FW072
    }
    Comp data = comp("data", switch (g.a() % 3) {
      case 0 -> Kind.BYTES;
      case 1 -> Kind.STRING;
      default -> Kind.SHORT_ARRAY;
    });
    data.size = Size.FIELD;
    boolean misuse = variant && (g.c() & 6) == 6;
    data.sizeField = misuse ? "_parent.m" : "_parent.n";
    inner.comps.add(data);
    if ((g.b() & 1) != 0) {
      inner.comps.add(comp("tail", Kind.BYTE));
    }
    RecordType m = record(d, "M");
    Comp n = comp("n", Kind.INT); // a count or length is an int or a long (FW151)
    n.bits = (g.c() & 1) == 0 ? 8 : 16;
    m.comps.add(n);
    if (variant) {
      variant(d, u, "B", 2L, comp("w", Kind.BYTE));
      Comp body = comp("inner", Kind.UNION);
      body.ref = u.name;
      if ((g.c() & 2) != 0) {
        Comp kind = comp("kind", Kind.BYTE);
        m.comps.add(kind);
        body.select = kind.name;
      }
      m.comps.add(body);
      if (misuse) {
        d.expected = "FW151";
      }
    } else if (list) {
      Comp items = comp("inner", Kind.LIST);
      items.ref = inner.name;
      items.size = Size.PREFIX;
      items.sizeBits = 8;
      m.comps.add(items);
    } else {
      Comp nested = comp("inner", Kind.NESTED);
      nested.ref = inner.name;
      m.comps.add(nested);
    }
    m.comps.add(comp("after", Kind.BYTE));
  }

  /**
   * Value rules and constants (issue 30): {@code @Const} on a field of 3 to 16 bits (and on the
   * rest of its byte), {@code @Range} on a byte, short, int or long of its own width or fewer
   * bits, signed or not (one bound or both), {@code @OneOf} on a byte, a counted short[] whose count has a
   * {@code min} and whose elements a {@code @Range}, a varint of at least 10 and a byte length
   * of at least 2, constant bytes ({@code @Const(bytes)}). Values are drawn inside each rule.
   * One gene in four misuses them instead, and must end in that misuse's diagnostic (FW193 to
   * FW199, FW221, FW224).
   */
  private static void valueRules(Declaration d, ShapeGene g) {
    RecordType m = record(d, "M");
    Comp k = comp("k", Kind.INT);
    k.bits = new int[] {4, 8, 16, 3}[g.a() % 4];
    k.rule = "Const";
    k.ruleValues = new long[] {g.b() % (1 << Math.min(k.bits, 3))};
    m.comps.add(k);
    if (k.bits % 8 != 0) {
      // The rest of k's byte, a constant too (as MQTT's flags nibble): the list starts on one.
      Comp low = comp("low", Kind.INT);
      low.bits = 8 - k.bits % 8;
      low.rule = "Const";
      low.ruleValues = new long[] {0};
      m.comps.add(low);
    }
    Comp r = comp("r", new Kind[] {Kind.BYTE, Kind.SHORT, Kind.INT, Kind.LONG}[g.b() % 4]);
    Comp rest = null;
    if ((g.c() & 1) != 0) {
      r.bits = r.kind.javaBits() - 3; // 5, 13, 29 or 61 bits, then 3 more of a range
      r.signed = (g.c() & 2) != 0;
      rest = comp("rest", Kind.INT);
      rest.bits = 3;
      rest.rule = "Range";
      rest.ruleValues = new long[] {Long.MIN_VALUE, 5};
    }
    long lo = r.signed || r.bits == 0 ? -g.a() : g.a();
    r.rule = "Range";
    r.ruleValues = new long[] {(g.c() & 4) != 0 ? Long.MIN_VALUE : lo, lo + 1 + g.b() * 3};
    m.comps.add(r);
    if (rest != null) {
      m.comps.add(rest);
    }
    // Constant bytes (@Const(bytes), RakNet's magic): 1 to 4 of them, one above 0x7f.
    Comp magic = comp("magic", Kind.BYTES);
    magic.rule = "ConstBytes";
    magic.ruleValues = new long[1 + g.a() % 4];
    for (int i = 0; i < magic.ruleValues.length; i++) {
      magic.ruleValues[i] = i == 0 ? 0xfe : (g.b() * 31 + i * 7) & 0xff;
    }
    m.comps.add(magic);
    Comp o = comp("o", Kind.BYTE);
    o.rule = "OneOf";
    o.ruleValues = new long[] {3, 16, -1 - g.c()};
    m.comps.add(o);
    Comp q = comp("q", Kind.SHORT_ARRAY);
    q.size = Size.PREFIX;
    q.sizeBits = 8;
    q.sizeMin = g.b() % 3;
    q.max = 3;
    q.rule = "Range";
    q.ruleValues = new long[] {1, 125};
    m.comps.add(q);
    if ((g.a() & 1) != 0) {
      Comp v = comp("v", Kind.INT);
      v.varint = new int[] {0, 0, 0};
      v.rule = "Range";
      v.ruleValues = new long[] {10, Long.MAX_VALUE};
      m.comps.add(v);
    }
    Comp s = comp("s", Kind.BYTES);
    s.size = Size.PREFIX;
    s.sizeBits = 8;
    s.sizeMin = 2;
    m.comps.add(s);
    if ((g.b() & 3) != 3) {
      return;
    }
    switch (g.c()) {
      case 0 -> { // a rule on a boolean
        Comp b = comp("b", Kind.BOOLEAN);
        b.rule = "Range";
        b.ruleValues = new long[] {0, 1};
        m.comps.add(b);
        d.expected = "FW193";
      }
      case 1 -> { // min above max
        r.ruleValues = new long[] {lo + 1, lo};
        d.expected = "FW194";
      }
      case 2 -> { // a constant wider than its bits
        k.ruleValues = new long[] {1L << k.bits};
        d.expected = "FW195";
      }
      case 3 -> { // a value listed twice
        o.ruleValues = new long[] {3, 16, 3};
        d.expected = "FW196";
      }
      case 4 -> { // two rules on one component
        k.ruleToo = "Range";
        d.expected = "FW197";
      }
      case 5 -> { // a min on a size not read from the wire
        s.size = Size.FIXED;
        s.fixed = 4;
        d.expected = "FW198";
      }
      case 6 -> { // a min above the max
        q.sizeMin = 5;
        d.expected = "FW199";
      }
      default -> {
        if ((g.a() & 1) == 0) { // constant bytes that are not all bytes
          magic.ruleValues[0] = 256;
          d.expected = "FW221";
        } else { // constant bytes with a size of their own on the wire
          magic.size = Size.PREFIX;
          magic.sizeBits = 8;
          d.expected = "FW224";
        }
      }
    }
  }

  /**
   * Terminator forms (issue 30, item 8): text or bytes that keep their terminator (LF, CR LF,
   * or UTF-16 text's zero unit), then text or bytes up to a ':' left for the {@code @Const}
   * byte after them, and sometimes a byte more. Values keep their terminator. One gene in four
   * misuses them instead: a terminator left with nothing after it (FW211), or both kept and
   * left (FW212).
   */
  private static void terminatorForms(Declaration d, ShapeGene g) {
    RecordType m = record(d, "M");
    Comp kept = comp("kept", (g.a() & 1) == 0 ? Kind.STRING : Kind.BYTES);
    boolean wide = kept.kind == Kind.STRING && (g.a() & 2) != 0;
    kept.size = Size.DELIMITED;
    kept.charset = wide ? "UTF-16LE" : kept.kind == Kind.STRING ? "US-ASCII" : null;
    kept.terminator = wide ? new int[] {0, 0}
        : (g.b() & 1) == 0 ? new int[] {0x0A} : new int[] {0x0D, 0x0A};
    kept.include = true;
    m.comps.add(kept);
    Comp key = comp("key", (g.b() & 2) == 0 ? Kind.STRING : Kind.BYTES);
    key.size = Size.DELIMITED;
    key.charset = key.kind == Kind.STRING ? "US-ASCII" : null;
    key.terminator = new int[] {0x3A};
    key.left = true;
    m.comps.add(key);
    Comp colon = comp("colon", Kind.BYTE);
    colon.rule = "Const";
    colon.ruleValues = new long[] {0x3A};
    m.comps.add(colon);
    if ((g.c() & 4) != 0) {
      m.comps.add(comp("after", Kind.BYTE));
    }
    if ((g.c() & 3) != 3) {
      return;
    }
    if ((g.a() & 4) == 0) { // nothing after the terminator left
      m.comps.removeIf(c -> c != kept && c != key);
      d.expected = "FW211";
    } else { // kept and left
      key.include = true;
      d.expected = "FW212";
    }
  }

  /**
   * A checksum at the END over the message from a component on ({@code @Checksum(from)} on the
   * type, issue 30: a PNG chunk's CRC leaves out its length): CRC-32, CRC-16/MCRF4XX or
   * CRC-16/KERMIT, with its field as a placeholder or not, from the first or second component of
   * the fixed start or the part of a held length after it. One gene in four misuses it instead and
   * must end in that misuse's diagnostic (FW200 to FW202).
   */
  private static void checksumFrom(Declaration d, ShapeGene g) {
    RecordType m = record(d, "M");
    Comp n = comp("n", Kind.INT);
    n.bits = (g.a() & 1) == 0 ? 8 : 16;
    m.comps.add(n);
    Comp kind = comp("kind", Kind.INT);
    kind.bits = 8 * (1 + g.b() % 4);
    m.comps.add(kind);
    Comp data = comp("data", Kind.BYTES);
    data.size = Size.FIELD;
    data.sizeField = n.name;
    m.comps.add(data);
    String algorithm = new String[] {"java.util.zip.CRC32.class, bits = 32",
        "io.framewright.runtime.Crc16Mcrf4xx.class, bits = 16",
        "io.framewright.runtime.Crc16Kermit.class, bits = 16, includeField = true,"
            + " placeholder = 18"}[g.c() % 3];
    // the first or second component of the fixed start, or the part of varying size after it
    String from = new String[] {n.name, kind.name, data.name, n.name}[(g.a() >> 1) & 3];
    String at = ", at = io.framewright.annotations.Checksum.At.END";
    String range = ", from = \"" + from + "\"";
    if ((g.b() & 3) == 3) {
      switch (g.c() % 4) {
        case 0 -> { // a component of no fixed place: after a part whose size varies
          Comp tail = comp("tail", Kind.BYTE);
          m.comps.add(tail);
          range = ", from = \"" + tail.name + "\"";
          d.expected = "FW200";
        }
        case 1 -> { // no such component
          range = ", from = \"nope\"";
          d.expected = "FW200";
        }
        case 2 -> { // the field at the start, before the range
          at = "";
          d.expected = "FW201";
        }
        default -> { // an end for the component form
          range += ", to = \"" + kind.name + "\"";
          d.expected = "FW202";
        }
      }
    }
    m.checksum = "algorithm = " + algorithm + at + range;
  }

  /**
   * Extra checksum bytes by variant (issue 30, MAVLink's CRC_EXTRA): {@code M(@Field(bits = 8)
   * int n, kind, @Select(field = "kind") U body)} under a checksum at the
   * END from n or from the start (CRC-32, X.25 or Adler32), each variant's
   * {@code @ChecksumExtra} one byte or two, the second variant of one tag or two, the selector
   * of 8 or 16 bits. One gene in four misuses it and must end in that misuse's diagnostic
   * (FW203 to FW206).
   */
  private static void checksumExtra(Declaration d, ShapeGene g) {
    UnionType u = union(d, "U", 16, false);
    RecordType a = variant(d, u, "VA", 1L, comp("v", Kind.BYTE));
    a.checksumExtra = new int[] {50 + g.a()};
    RecordType b = variant(d, u, "VB", 300L, comp("w", Kind.SHORT));
    b.checksumExtra = new int[] {g.b() * 30, 255};
    if ((g.a() & 4) != 0) {
      b.moreTags = new long[] {7};
    }
    RecordType m = record(d, "M");
    Comp n = comp("n", Kind.INT);
    n.bits = 8;
    m.comps.add(n);
    Comp kind = comp("kind", Kind.INT);
    kind.bits = (g.c() & 1) == 0 ? 16 : 24;
    m.comps.add(kind);
    Comp body = comp("body", Kind.UNION);
    body.ref = u.name;
    body.select = kind.name;
    m.comps.add(body);
    String algorithm = new String[] {"java.util.zip.CRC32.class, bits = 32",
        "io.framewright.runtime.Crc16Mcrf4xx.class, bits = 16",
        "java.util.zip.Adler32.class, bits = 16"}[g.c() % 3];
    m.checksum = "algorithm = " + algorithm + ", at = io.framewright.annotations.Checksum.At.END"
        + ((g.b() & 1) == 0 ? ", from = \"n\"" : "");
    if ((g.b() & 6) == 6) {
      if (g.a() % 4 != 1) {
        // A misuse on the union is reported there; M holding it would add FW022 (U has errors)
        m.comps.remove(body);
      }
      switch (g.a() % 4) {
        case 0 -> { // not a byte
          a.checksumExtra = new int[] {256 + g.c()};
          d.expected = "FW203";
        }
        case 1 -> { // nothing to feed them to
          m.checksum = null;
          d.expected = "FW204";
        }
        case 2 -> { // a variant without
          b.checksumExtra = null;
          d.expected = "FW205";
        }
        default -> { // a catch-all, whose extra nothing gives
          catchAll(d, u);
          d.expected = "FW206";
        }
      }
    }
  }

  /**
   * Back-references (issue 30): {@code R(byte k, @Delimited(terminator = 0) @BackReference
   * List<L> name, short tail)} of labels {@code L(@Length(bits = 8, max = 63) byte[] b)}, in
   * DNS's form, a 1-bit marker with 15 offset bits, or a 3-byte pointer, as one list or two (the
   * second may point into the first), a list of such records besides; one gene in two asks the
   * encoder to compress ({@code compress = true}: plain lists are compressed against the lists
   * before, else written whole). One gene in four misuses it instead, and must end in that
   * misuse's diagnostic (FW230 to FW234, or FW255 for a compressing list in a record held with
   * a length prefix).
   */
  private static void backReferences(Declaration d, ShapeGene g) {
    RecordType l = record(d, "L");
    Comp b = comp("b", Kind.BYTES);
    b.size = Size.PREFIX;
    b.sizeBits = 8;
    b.max = 63;
    l.comps.add(b);
    RecordType m = record(d, "R");
    m.comps.add(comp("k", Kind.BYTE));
    String form = new String[] {"", "marker = 1, markerBits = 1, offsetBits = 15",
        "marker = 7, markerBits = 3, offsetBits = 21", "maxPointers = 1"}[g.a() % 4];
    if ((g.a() & 4) != 0) { // the encoder compresses plain lists against the ones before
      form = form.isEmpty() ? "compress = true" : form + ", compress = true";
    }
    Comp name = comp("name", Kind.LIST);
    name.ref = l.name;
    name.size = Size.DELIMITED;
    name.terminator = new int[] {0x00};
    name.backReference = form;
    m.comps.add(name);
    if ((g.b() & 1) != 0) {
      Comp again = comp("again", Kind.LIST);
      again.ref = l.name;
      again.size = Size.DELIMITED;
      again.terminator = new int[] {0x00};
      again.backReference = form;
      m.comps.add(again);
    }
    m.comps.add(comp("tail", Kind.SHORT));
    // b and a are 0 to 7: one gene in four; a misuse is declared without a list holding R,
    // which would add FW022
    boolean misuse = (g.b() & 4) != 0 && (g.a() & 1) == 0;
    if ((g.b() & 2) != 0 && !misuse) {
      listOf(d, m, g.c() % 2); // R as list elements: counted, by a prefix or an earlier int
    }
    if (!misuse) {
      return;
    }
    switch (g.c() % 6) {
      case 0 -> { // on bytes, not a list of messages
        Comp raw = comp("raw", Kind.BYTES);
        raw.size = Size.DELIMITED;
        raw.terminator = new int[] {0x00};
        raw.backReference = "";
        m.comps.add(raw);
        d.expected = "FW230";
      }
      case 1 -> { // 2 + 13 bits: no whole bytes
        name.backReference = "offsetBits = 13";
        d.expected = "FW231";
      }
      case 2 -> { // a marker of 0
        name.backReference = "marker = 0";
        d.expected = "FW232";
      }
      case 3 -> { // a terminator that carries the marker
        name.terminator = new int[] {0xC0};
        name.backReference = "";
        d.expected = "FW233";
      }
      case 4 -> { // no pointer followed
        name.backReference = "maxPointers = 0";
        d.expected = "FW234";
      }
      default -> { // a compressing list in a record whose length is measured before it
        name.backReference = "compress = true";
        RecordType h = record(d, "H");
        Comp held = comp("r", Kind.NESTED);
        held.ref = m.name;
        held.size = Size.PREFIX;
        held.sizeBits = 8;
        h.comps.add(held);
        d.expected = "FW255";
      }
    }
  }

  /**
   * A list its last element ends (issue 30, item 9: {@code @RepeatUntil}): elements whose
   * one-bit boolean or two-bit int {@code last} (masked or not) is a value, of fixed size or
   * with counted data after it, at most 1 to 4 of them, sometimes a byte after the list. One
   * gene in four misuses it instead: no such component (FW242), a byte[] one (FW243), max 0
   * (FW244), or a count beside it (FW245).
   */
  private static void repeatUntil(Declaration d, ShapeGene g) {
    RecordType e = record(d, "E");
    boolean flag = (g.a() & 1) == 0;
    Comp last = comp("last", flag ? Kind.BOOLEAN : Kind.INT);
    last.bits = flag ? 1 : 2;
    e.comps.add(last);
    Comp v = comp("v", Kind.INT);
    v.bits = 8 - last.bits; // the rest of the byte, so that data starts on a byte boundary
    e.comps.add(v);
    Comp data = comp("data", Kind.BYTES);
    data.size = Size.PREFIX;
    data.sizeBits = 8;
    boolean misuse = (g.b() & 6) == 6;
    if ((g.b() & 1) != 0 || misuse) {
      e.comps.add(data);
    }
    RecordType m = record(d, "M");
    Comp list = comp("items", Kind.LIST);
    list.ref = e.name;
    list.size = Size.UNTIL;
    list.untilField = last.name;
    list.untilEqual = flag ? (g.a() >> 1) & 1 : (g.a() >> 1) & 3;
    if (!flag && (g.c() & 1) != 0) {
      list.untilMask = 1; // the low bit of the two
      list.untilEqual &= 1;
    }
    list.max = 1 + (g.c() >> 1) % 4;
    m.comps.add(list);
    if ((g.c() & 4) != 0) {
      m.comps.add(comp("after", Kind.BYTE));
    }
    if (!misuse) {
      return;
    }
    switch (g.c() % 4) {
      case 0 -> {
        list.untilField = "nope";
        d.expected = "FW242";
      }
      case 1 -> {
        list.untilField = data.name;
        d.expected = "FW243";
      }
      case 2 -> {
        list.max = 0;
        d.expected = "FW244";
      }
      default -> {
        list.untilCounted = true;
        d.expected = "FW245";
      }
    }
  }

  /**
   * A length that covers several parts (issue 30, item 4: {@code @Covers}): an 8- or 16-bit
   * length, sometimes after a byte, covering a unit byte and counted data, and sometimes bytes to
   * the end of the span, which a byte after the span may follow; through the data, the rest or
   * (nothing after) the end. One gene in four misuses it instead: through no component (FW251),
   * on the byte[] (FW250), a second length inside the span (FW253), or min above max (FW254).
   */
  private static void covers(Declaration d, ShapeGene g) {
    RecordType m = record(d, "M");
    if ((g.a() & 1) != 0) {
      m.comps.add(comp("head", Kind.BYTE));
    }
    Comp length = comp("length", Kind.INT);
    length.bits = (g.a() & 2) != 0 ? 16 : 8;
    length.covers = true;
    m.comps.add(length);
    Comp unit = comp("unit", Kind.INT);
    unit.bits = 8;
    m.comps.add(unit);
    Comp data = comp("data", Kind.BYTES);
    data.size = Size.PREFIX;
    data.sizeBits = 8;
    m.comps.add(data);
    length.coversThrough = data.name;
    if ((g.b() & 1) != 0) {
      Comp rest = comp("rest", Kind.BYTES);
      rest.size = Size.REMAINING;
      m.comps.add(rest);
      length.coversThrough = rest.name;
    }
    if ((g.b() & 2) != 0) {
      m.comps.add(comp("after", Kind.BYTE));
    } else if ((g.b() & 4) != 0) {
      length.coversThrough = ""; // to the end of the message
    }
    if ((g.c() & 6) != 6) {
      return;
    }
    switch ((g.a() >> 1) & 3) {
      case 0 -> {
        length.coversThrough = "nope";
        // Without the span, bytes to its end followed by a byte would be FW055 as well.
        m.comps.removeIf(c -> c.name.equals("after"));
        d.expected = "FW251";
      }
      case 1 -> {
        length.covers = false;
        data.covers = true;
        d.expected = "FW250";
      }
      case 2 -> {
        unit.covers = true;
        unit.coversThrough = data.name;
        d.expected = "FW253";
      }
      default -> {
        length.coversMin = 5;
        length.coversMax = 2;
        d.expected = "FW254";
      }
    }
  }

  /**
   * Trailing zeros dropped (issue 30, item 6: {@code @Truncated}, MAVLink 2's payload
   * truncation): {@code M(kind, @Select(field = "kind") @Length(bits = 8) @Truncated(keep) U
   * body)}, or a nested {@code VA} in its place, its length an 8-bit prefix or a varint, keep 0
   * to 2, sometimes a byte after it; VA is an int and a byte (a long before them sometimes), VB
   * a short. Values with trailing zeros are common (small numbers little-endian, zeros drawn),
   * so encode truncates and decode zero-fills. One gene in four misuses it instead: keep above
   * VB's 2 bytes (FW216), no length (FW214), a union reading its own tag (FW213), or VB of no
   * fixed size (FW215).
   */
  private static void truncated(Declaration d, ShapeGene g) {
    UnionType u = union(d, "U", 8, false);
    RecordType a = variant(d, u, "VA", 1L, comp("v", Kind.INT));
    if ((g.a() & 1) != 0) {
      a.comps.add(0, comp("big", Kind.LONG));
    }
    a.comps.add(comp("w", Kind.BYTE));
    a.order = "LITTLE";
    RecordType b = variant(d, u, "VB", 2L, comp("x", Kind.SHORT));
    RecordType m = record(d, "M");
    Comp kind = comp("kind", Kind.INT);
    kind.bits = 8;
    m.comps.add(kind);
    Comp body;
    if ((g.a() & 2) != 0) {
      body = comp("body", Kind.NESTED);
      body.ref = a.name;
    } else {
      body = comp("body", Kind.UNION);
      body.ref = u.name;
      body.select = kind.name;
    }
    if ((g.b() & 1) != 0) {
      body.size = Size.VARINT;
    } else {
      body.size = Size.PREFIX;
      body.sizeBits = 8;
    }
    body.truncatedKeep = g.c() % 3;
    m.comps.add(body);
    if ((g.b() & 2) != 0) {
      m.comps.add(comp("after", Kind.BYTE));
    }
    if (g.c() < 6) {
      return;
    }
    switch (g.a() >> 1 & 3) {
      case 0 -> { // above the smallest variant
        body.ref = u.name;
        body.kind = Kind.UNION;
        body.select = kind.name;
        body.truncatedKeep = 3;
        d.expected = "FW216";
      }
      case 1 -> { // nothing says how many bytes were kept
        body.size = Size.NONE;
        d.expected = "FW214";
      }
      case 2 -> { // the tag would be among the bytes dropped
        body.kind = Kind.UNION;
        body.ref = u.name;
        body.select = null;
        m.comps.remove(kind);
        d.expected = "FW213";
      }
      default -> { // no fixed size to fill to
        body.kind = Kind.UNION;
        body.ref = u.name;
        body.select = kind.name;
        Comp text = comp("t", Kind.BYTES);
        text.size = Size.PREFIX;
        text.sizeBits = 8;
        b.comps.add(text);
        d.expected = "FW215";
      }
    }
  }

  /**
   * {@code M(... java.util.List<element>)}: counted by an 8-bit prefix, by an earlier int, up to
   * a varint count, or to the end of the input ({@code how} 0 to 3).
   */
  private static void listOf(Declaration d, RecordType element, int how) {
    RecordType m = record(d, "M");
    Comp list = comp("items", Kind.LIST);
    list.ref = element.name;
    switch (how % 4) {
      case 0 -> {
        list.size = Size.PREFIX;
        list.sizeBits = 8;
      }
      case 1 -> {
        Comp n = comp("n", Kind.INT);
        n.holds = true;
        m.comps.add(n);
        list.size = Size.FIELD;
        list.sizeField = n.name;
      }
      case 2 -> list.size = Size.VARINT;
      default -> list.size = Size.REMAINING;
    }
    m.comps.add(list);
  }

  private static Comp comp(String name, Kind kind) {
    Comp c = new Comp();
    c.name = name;
    c.kind = kind;
    return c;
  }

  private static RecordType record(Declaration d, String name) {
    RecordType r = new RecordType();
    r.name = name;
    d.types.add(r);
    return r;
  }

  private static UnionType union(Declaration d, String name, int bits, boolean varint) {
    UnionType u = new UnionType();
    u.name = name;
    u.bits = varint ? 31 : bits;
    u.varint = varint;
    d.types.add(u);
    return u;
  }

  /** {@code @UnknownTag record Other(long tag, @Remaining byte[] data)}, a variant of u. */
  private static RecordType catchAll(Declaration d, UnionType u) {
    RecordType other = record(d, "Other");
    other.union = u.name;
    other.unknownTag = true;
    other.comps.add(comp("tag", Kind.LONG));
    Comp data = comp("data", Kind.BYTES);
    data.size = Size.REMAINING;
    other.comps.add(data);
    u.variants.add(other.name);
    return other;
  }

  private static RecordType variant(Declaration d, UnionType u, String name, long tag,
      Comp first) {
    RecordType v = record(d, name);
    v.union = u.name;
    v.tag = tag;
    v.comps.add(first);
    u.variants.add(name);
    return v;
  }

  /**
   * {@code value} with every varint that encode derives from a later part (a union's selector,
   * the one term of a size expression) holding a number of another width, or null when it
   * holds none: the encoder must write, and measure, the derived number all the same.
   */
  static Object stale(Declaration d, Object value) throws ReflectiveOperationException {
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>();
      boolean changed = false;
      for (Object e : list) {
        Object s = stale(d, e);
        changed |= s != null;
        out.add(s != null ? s : e);
      }
      return changed ? List.copyOf(out) : null;
    }
    if (value == null || !value.getClass().isRecord()
        || !(d.type(value.getClass().getSimpleName()) instanceof RecordType r)) {
      return null;
    }
    RecordComponent[] rcs = value.getClass().getRecordComponents();
    Object[] args = new Object[rcs.length];
    boolean changed = false;
    for (int i = 0; i < rcs.length; i++) {
      rcs[i].getAccessor().setAccessible(true);
      args[i] = rcs[i].getAccessor().invoke(value);
      Object s = stale(d, args[i]);
      if (s != null) {
        args[i] = s;
        changed = true;
      }
    }
    for (int i = 0; i < r.comps.size(); i++) {
      int x = derivedVarint(d, r, r.comps.get(i), args[i]);
      if (x >= 0) {
        args[x] = otherWidth(r.comps.get(x), args[x]);
        changed = true;
      }
    }
    if (!changed) {
      return null;
    }
    Class<?>[] types = new Class<?>[rcs.length];
    for (int i = 0; i < rcs.length; i++) {
      types[i] = rcs[i].getType();
    }
    Constructor<?> ctor = value.getClass().getDeclaredConstructor(types);
    ctor.setAccessible(true);
    return ctor.newInstance(args);
  }

  /**
   * The index of the varint encode sets from part {@code c} (holding {@code v}), when nothing
   * else reads the record's own number there; else -1.
   */
  private static int derivedVarint(Declaration d, RecordType r, Comp c, Object v) {
    if (c.optional() || c.misplace || v == null) {
      return -1;
    }
    String name = null;
    if (c.kind == Kind.UNION && c.select != null) {
      // A variant of several tags takes the one the record holds.
      boolean oneTag = d.type(v.getClass().getSimpleName()) instanceof RecordType variant
          && !variant.severalTags();
      name = oneTag ? c.select : null;
    } else if (c.size == Size.EXPR && c.exprSets != null && !c.exprRisky) {
      name = c.exprSets;
    }
    for (int i = 0; name != null && i < r.comps.size(); i++) {
      Comp x = r.comps.get(i);
      if (x.name.equals(name)) {
        boolean free = x.varint != null && !x.optional() && !x.controls && !x.misplace
            && !x.holds && x.rawOf == null;
        return free ? i : -1;
      }
    }
    return -1;
  }

  /** A number of another varint width than {@code held}: 0, or the type's largest. */
  private static Object otherWidth(Comp x, Object held) {
    long v = ((Number) held).longValue();
    boolean oneByte = x.varint[0] == 1 ? v >= -64 && v <= 63
        : x.varint[0] == 2 ? v >= 0 && v <= 63 : v >= 0 && v <= 127;
    if (x.varint[0] == 2) {
      // A QUIC varint holds no Long.MAX_VALUE: its own largest number takes 8 bytes.
      long other = oneByte ? GenValues.range(x)[1] : 0;
      return x.kind == Kind.LONG ? (Object) other : (Object) (int) other;
    }
    if (x.kind == Kind.LONG) {
      return oneByte ? Long.MAX_VALUE : 0L;
    }
    return oneByte ? Integer.MAX_VALUE : 0;
  }
}
