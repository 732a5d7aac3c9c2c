package io.framewright.processor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The model of one generated declaration for {@link GenerativeProcessorTest}: the types of one
 * package (records, enums, unions, value codecs), each rendered to its own source file. The
 * model is what {@link GenGenes} resolves random genes into and what {@link GenValues} reads to
 * make values that respect the layout.
 */
final class GenModel {
  private GenModel() {}

  /** What a component holds. */
  enum Kind {
    INT, BYTE, SHORT, LONG, BOOLEAN, CHAR, FLOAT, DOUBLE, ENUM, STRING, BYTES, INT_ARRAY,
    SHORT_ARRAY, ENUM_ARRAY, LIST, NESTED, UNION, BITLIST, USING_INT, USING_LONG, USING_STRING;

    boolean integer() {
      return this == INT || this == BYTE || this == SHORT || this == LONG || this == CHAR;
    }

    /** Needs a size (@Count, @Length, @Remaining or @Delimited). */
    boolean sized() {
      return this == STRING || this == BYTES || this == INT_ARRAY || this == SHORT_ARRAY
          || this == ENUM_ARRAY || this == LIST || this == BITLIST;
    }

    boolean counted() {
      return this == INT_ARRAY || this == SHORT_ARRAY || this == ENUM_ARRAY || this == LIST;
    }

    int javaBits() {
      switch (this) {
        case BYTE: return 8;
        case SHORT: case CHAR: return 16;
        case INT: case FLOAT: case USING_INT: return 32;
        case LONG: case DOUBLE: case USING_LONG: return 64;
        case BOOLEAN: return 8;
        default: return 0;
      }
    }

    boolean primitive() {
      return integer() || this == BOOLEAN || this == FLOAT || this == DOUBLE || this == USING_INT
          || this == USING_LONG;
    }
  }

  /** VARINT: an unsigned varint prefix ({@code varint = true}); EXPR: {@code expr = "..."}. */
  enum Size { NONE, PREFIX, FIXED, FIELD, REMAINING, DELIMITED, VARINT, EXPR, UNTIL }

  /** One record component with every annotation it carries. */
  static final class Comp {
    String name;
    Kind kind;
    boolean boxed;
    int bits;
    boolean signed;
    String order;
    boolean flags;
    /** The enum, nested record or union type (simple name), or the codec class (qualified). */
    String ref;
    Size size = Size.NONE;
    int sizeBits;
    String sizeOrder;
    int fixed;
    String sizeField;
    int max;
    int[] terminator;
    /** {@code @Delimited(include = true)}: the value keeps its terminator. */
    boolean include;
    /** {@code @Delimited(consume = false)}: the terminator is left for the next component. */
    boolean left;
    /**
     * For {@link Size#UNTIL}, {@code @RepeatUntil}: the element's component its condition reads,
     * the value and mask, and (a misuse) an 8-bit count prefix beside it (FW245).
     */
    String untilField;
    long untilEqual;
    long untilMask = -1;
    boolean untilCounted;
    /**
     * {@code @Covers}: this integer is the byte length of the components after it through
     * {@code coversThrough} ("" for all of them), within {@code coversMin}..{@code coversMax}
     * ({@code coversMax} 0: none given).
     */
    boolean covers;
    String coversThrough = "";
    int coversMin;
    int coversMax;
    /** {@code @Truncated(keep = ...)}: trailing zeros dropped on encode; null without it. */
    Integer truncatedKeep;
    String whenField;
    long[] equal;
    long[] notEqual;
    Long mask;
    /** @Presence alternatives: {flag, bits, signed (0/1)}. */
    List<long[]> presence = new ArrayList<>();
    String presenceField;
    Long whenAbsent;
    String charset;
    int padBefore;
    int padAfter;
    /** Its gene asks for a misplaced declaration (one that must end in a diagnostic). */
    boolean misplace;
    /** Resolution state: holds a size, controls a condition, flag bits given out. */
    boolean holds;
    boolean controls;
    int flagsUsed;
    /** The @Flags component a @Presence component's flags are in. */
    String flagsOwner;
    /**
     * @Varint: {form (0 LEB128, 1 zigzag = true, 2 form = QUIC, 3 zigzag = true beside form =
     * QUIC: FW155), maxBytes (0: the default), acceptNonMinimal (1: true, or false for QUIC, whose
     * default accepts)}, or null.
     */
    int[] varint;
    /** For {@link Size#VARINT}, the {@code varintForm} written ("QUIC", "ZIGZAG"), or null. */
    String prefixForm;
    /** The size expression of {@link Size#EXPR}, as written. */
    String expr;
    /**
     * An invertible expression {@code exprA * x + exprB}: x is set by the encoder from the
     * real size ({@code exprSets}); otherwise (null) it is checked against the record's values.
     */
    String exprSets;
    long exprA;
    long exprB;
    /** The names of a checked expression, whose value is their sum or product. */
    List<String> exprNames = new ArrayList<>();
    boolean exprProduct;
    /** Resolution state: named by a size expression; set by one from the real size. */
    boolean exprNamed;
    boolean exprSet;
    /** A misplaced expression whose names the values do not follow: encoding may refuse. */
    boolean exprRisky;
    /** @Select(field = ...) of a union component: the selector's name. */
    String select;
    /** Resolution state: selects a union component. */
    boolean selects;
    /** @Trailing: on the wire only when input remains (one of a run at the end). */
    boolean trailing;
    /** @RawValue(...): the open enum component whose wire value it keeps; not on the wire. */
    String rawOf;
    /**
     * A value rule, on the value or each element: "Const" ({@code ruleValues} its value),
     * "Range" ({min, max}, {@code Long.MIN_VALUE} and {@code Long.MAX_VALUE} unset), "OneOf"
     * (the values) or, on a byte[], "ConstBytes" ({@code @Const(bytes)}, the bytes); null for
     * none.
     */
    String rule;
    long[] ruleValues;
    /** A second rule annotation beside {@link #rule} (FW197, on a misplacing gene), or null. */
    String ruleToo;
    /** @Count/@Length(min = ...); 0 for none. */
    int sizeMin;
    /** {@code @Using(minBytes)}: 0 leaves it out. */
    int usingMin;
    /** {@code @Using(neverWrites)} as written: null leaves it out. */
    String neverWrites;
    /** {@code @Using(rejects)} as written: null leaves it out. */
    String rejects;
    /** @BackReference's members as written ("" for its defaults, DNS's), or null for none. */
    String backReference;

    boolean optional() {
      return whenField != null || !presence.isEmpty() || trailing;
    }
  }

  /** A type of the declaration: one source file. */
  abstract static class Type {
    String name;

    abstract String body(String pkg);
  }

  /** A record, a message unless {@code message} is false. */
  static final class RecordType extends Type {
    boolean message = true;
    String order;
    String bitOrder;
    int[] magic;
    String magicAscii;
    /** {algorithm class, bits, at, includeField, placeholder}. */
    String checksum;
    int[] delimited;
    final List<Comp> comps = new ArrayList<>();
    String union;
    Long tag;
    /** More tags than {@link #tag} ({@code @Tag({..})}), or a range {@code tag..tagTo}. */
    long[] moreTags;
    Long tagTo;
    boolean unknownTag;
    /** {@code @ChecksumExtra}'s bytes, or null. */
    int[] checksumExtra;
    /**
     * For an {@link #unknownTag} record: its first component is the tag and the rest a declared
     * layout, rather than {@code (long tag, @Remaining byte[] data)}.
     */
    boolean declaredShape;

    /** Every tag of this variant (a range's first and last ones, and one between). */
    long[] tags() {
      if (tagTo != null) {
        return tag <= tagTo ? new long[] {tag, (tag + tagTo) / 2, tagTo} : new long[0];
      }
      if (moreTags != null) {
        long[] all = Arrays.copyOf(moreTags, moreTags.length + 1);
        all[moreTags.length] = tag;
        return all;
      }
      return new long[] {tag};
    }

    boolean severalTags() {
      return tagTo != null || moreTags != null;
    }

    @Override
    String body(String pkg) {
      StringBuilder sb = new StringBuilder();
      if (message) {
        StringBuilder m = new StringBuilder(ann("Message"));
        List<String> args = new ArrayList<>();
        if (order != null) {
          args.add("order = " + ENDIAN + "." + order);
        }
        if (bitOrder != null) {
          args.add("bitOrder = " + BIT_ORDER + "." + bitOrder);
        }
        if (!args.isEmpty()) {
          m.append('(').append(String.join(", ", args)).append(')');
        }
        sb.append(m).append('\n');
      }
      if (magic != null) {
        sb.append(ann("Magic")).append("(").append(ints(magic)).append(")\n");
      }
      if (magicAscii != null) {
        sb.append(ann("Magic")).append("(ascii = \"").append(magicAscii).append("\")\n");
      }
      if (checksum != null) {
        sb.append(ann("Checksum")).append("(").append(checksum).append(")\n");
      }
      if (delimited != null) {
        sb.append(ann("Delimited")).append("(terminator = ").append(ints(delimited))
            .append(")\n");
      }
      if (tagTo != null) {
        sb.append(ann("Tag")).append("(from = ").append(tag).append("L, to = ").append(tagTo)
            .append("L)\n");
      } else if (moreTags != null) {
        long[] all = new long[moreTags.length + 1];
        all[0] = tag;
        System.arraycopy(moreTags, 0, all, 1, moreTags.length);
        sb.append(ann("Tag")).append("(").append(longs(all)).append(")\n");
      } else if (tag != null) {
        sb.append(ann("Tag")).append("(").append(tag).append("L)\n");
      }
      if (unknownTag) {
        sb.append(ann("UnknownTag")).append('\n');
      }
      if (checksumExtra != null) {
        sb.append(ann("ChecksumExtra")).append("(").append(ints(checksumExtra)).append(")\n");
      }
      sb.append("public record ").append(name).append("(");
      List<String> rendered = new ArrayList<>();
      for (Comp c : comps) {
        rendered.add("\n    " + component(pkg, c));
      }
      sb.append(String.join(",", rendered)).append(")");
      if (union != null) {
        sb.append(" implements ").append(pkg).append('.').append(union);
      }
      return sb.append(" {}\n").toString();
    }

    private String component(String pkg, Comp c) {
      List<String> a = new ArrayList<>();
      if (c.padBefore > 0 || c.padAfter > 0) {
        List<String> args = new ArrayList<>();
        if (c.padBefore > 0) {
          args.add("before = " + c.padBefore);
        }
        if (c.padAfter > 0) {
          args.add("after = " + c.padAfter);
        }
        a.add(ann("Pad") + "(" + String.join(", ", args) + ")");
      }
      if (c.flags) {
        a.add(ann("Flags"));
      }
      List<String> field = new ArrayList<>();
      if (c.bits > 0) {
        field.add("bits = " + c.bits);
      }
      if (c.signed) {
        field.add("signed = true");
      }
      if (c.order != null) {
        field.add("order = " + ENDIAN + "." + c.order);
      }
      if (!field.isEmpty()) {
        a.add(ann("Field") + "(" + String.join(", ", field) + ")");
      }
      if (c.whenField != null) {
        List<String> args = new ArrayList<>();
        args.add("field = \"" + c.whenField + "\"");
        if (c.equal != null) {
          args.add("equal = " + longs(c.equal));
        }
        if (c.notEqual != null) {
          args.add("notEqual = " + longs(c.notEqual));
        }
        if (c.mask != null) {
          args.add("mask = " + c.mask + "L");
        }
        a.add(ann("When") + "(" + String.join(", ", args) + ")");
      }
      for (long[] p : c.presence) {
        List<String> args = new ArrayList<>();
        args.add("flag = 0x" + Long.toHexString(p[0]));
        if (c.presenceField != null) {
          args.add("field = \"" + c.presenceField + "\"");
        }
        if (p[1] > 0) {
          args.add("bits = " + p[1]);
        }
        if (p[2] != 0) {
          args.add("signed = true");
        }
        a.add(ann("Presence") + "(" + String.join(", ", args) + ")");
      }
      if (c.whenAbsent != null) {
        a.add(ann("WhenAbsent") + "(" + c.whenAbsent + "L)");
      }
      if (c.trailing) {
        a.add(ann("Trailing"));
      }
      if (c.rawOf != null) {
        a.add(ann("RawValue") + "(\"" + c.rawOf + "\")");
      }
      if (c.varint != null) {
        List<String> args = new ArrayList<>();
        boolean quic = c.varint[0] >= 2;
        if (c.varint[0] == 1 || c.varint[0] == 3) {
          args.add("zigzag = true");
        }
        if (quic) {
          args.add("form = " + VARINT_FORM + ".QUIC");
        }
        if (c.varint[1] != 0) {
          args.add("maxBytes = " + c.varint[1]);
        }
        if (c.varint[2] != 0) {
          args.add("acceptNonMinimal = " + !quic);
        }
        a.add(ann("Varint") + (args.isEmpty() ? "" : "(" + String.join(", ", args) + ")"));
      }
      if (c.select != null) {
        a.add(ann("Select") + "(field = \"" + c.select + "\")");
      }
      String sizeAnn = c.kind.counted() ? ann("Count") : ann("Length");
      List<String> sz = new ArrayList<>();
      switch (c.size) {
        case PREFIX:
          sz.add("bits = " + c.sizeBits);
          if (c.sizeOrder != null) {
            sz.add("order = " + ENDIAN + "." + c.sizeOrder);
          }
          break;
        case FIXED:
          sz.add(Integer.toString(c.fixed));
          break;
        case FIELD:
          sz.add("field = \"" + c.sizeField + "\"");
          break;
        case VARINT:
          sz.add(c.prefixForm == null ? "varint = true"
              : "varintForm = " + VARINT_FORM + "." + c.prefixForm);
          if (c.sizeBits > 0) {
            sz.add("bits = " + c.sizeBits); // FW124, on a misplacing gene
          }
          break;
        case EXPR:
          sz.add("expr = \"" + c.expr + "\"");
          if (c.sizeBits > 0) {
            sz.add("bits = " + c.sizeBits); // FW134, on a misplacing gene
          }
          break;
        default:
          break;
      }
      if (c.max > 0 && (c.size == Size.PREFIX || c.size == Size.FIELD || c.size == Size.VARINT
          || c.size == Size.EXPR)) {
        sz.add("max = " + c.max);
      }
      if (c.sizeMin > 0 && !sz.isEmpty()) {
        if (c.size == Size.FIXED) {
          sz.set(0, "value = " + sz.get(0)); // FW198, on a misplacing gene
        }
        sz.add("min = " + c.sizeMin);
      }
      if (!sz.isEmpty()) {
        a.add(sizeAnn + "(" + String.join(", ", sz) + ")");
      }
      if (c.size == Size.REMAINING) {
        a.add(ann("Remaining") + (c.max > 0 ? "(max = " + c.max + ")" : ""));
      }
      if (c.covers) {
        List<String> cv = new ArrayList<>();
        if (!c.coversThrough.isEmpty()) {
          cv.add("through = \"" + c.coversThrough + "\"");
        }
        if (c.coversMin != 0) {
          cv.add("min = " + c.coversMin);
        }
        if (c.coversMax != 0) {
          cv.add("max = " + c.coversMax);
        }
        a.add(ann("Covers") + (cv.isEmpty() ? "" : "(" + String.join(", ", cv) + ")"));
      }
      if (c.truncatedKeep != null) {
        a.add(ann("Truncated") + "(keep = " + c.truncatedKeep + ")");
      }
      if (c.size == Size.UNTIL) {
        a.add(ann("RepeatUntil") + "(field = \"" + c.untilField + "\", equal = " + c.untilEqual
            + (c.untilMask != -1 ? ", mask = " + c.untilMask : "") + ", max = " + c.max + ")");
        if (c.untilCounted) {
          a.add(ann("Count") + "(bits = 8)");
        }
      }
      if (c.size == Size.DELIMITED) {
        a.add(ann("Delimited") + "(terminator = " + ints(c.terminator)
            + (c.max > 0 ? ", max = " + c.max : "") + (c.include ? ", include = true" : "")
            + (c.left ? ", consume = false" : "") + ")");
      }
      if (c.backReference != null) {
        a.add(ann("BackReference")
            + (c.backReference.isEmpty() ? "" : "(" + c.backReference + ")"));
      }
      if (c.charset != null) {
        a.add(ann("Text") + "(charset = \"" + c.charset + "\")");
      }
      if (c.kind == Kind.USING_INT || c.kind == Kind.USING_LONG || c.kind == Kind.USING_STRING) {
        a.add(ann("Using") + (c.usingMin == 0 && c.neverWrites == null && c.rejects == null
            ? "(" + c.ref + ".class)"
            : "(value = " + c.ref + ".class"
                + (c.usingMin == 0 ? "" : ", minBytes = " + c.usingMin)
                + (c.neverWrites == null ? "" : ", neverWrites = " + c.neverWrites)
                + (c.rejects == null ? "" : ", rejects = " + c.rejects) + ")"));
      }
      if (c.rule != null) {
        a.add(rule(c.rule, c.ruleValues));
      }
      if (c.ruleToo != null) {
        a.add(rule(c.ruleToo, c.ruleToo.equals("Range") ? new long[] {0, 1} : new long[] {1}));
      }
      a.add(javaType(pkg, c) + " " + c.name);
      return String.join(" ", a);
    }

    /** {@code @Const(3L)}, {@code @Range(min = 1L, max = 9L)}, {@code @OneOf({3L, 4L})}. */
    private static String rule(String name, long[] values) {
      switch (name) {
        case "Const":
          return ann(name) + "(" + values[0] + "L)";
        case "ConstBytes":
          return ann("Const") + "(bytes = "
              + ints(Arrays.stream(values).mapToInt(v -> (int) v).toArray()) + ")";
        case "OneOf":
          return ann(name) + "(" + longs(values) + ")";
        default:
          List<String> args = new ArrayList<>();
          if (values[0] != Long.MIN_VALUE) {
            args.add("min = " + values[0] + "L");
          }
          if (values[1] != Long.MAX_VALUE) {
            args.add("max = " + values[1] + "L");
          }
          return ann(name) + "(" + String.join(", ", args) + ")";
      }
    }
  }

  /**
   * An enum: the constants with a wire value each and, when open, the {@code @UnknownValue}
   * catch-all {@link #UNKNOWN} among them at {@code unknownAt}.
   */
  static final class EnumType extends Type {
    /** The catch-all constant's name. */
    static final String UNKNOWN = "OTHER";

    /** The constants with a wire value, in order, and their values. */
    final List<String> constants = new ArrayList<>();
    final List<Long> wireValues = new ArrayList<>();
    /** Where the catch-all goes among {@link #constants}; -1: a closed enum. */
    int unknownAt = -1;
    /** A misplaced catch-all: 1 with a @WireValue too (FW145), 2 two of them (FW146). */
    int unknownWrong;

    boolean open() {
      return unknownAt >= 0;
    }

    @Override
    String body(String pkg) {
      List<String> rendered = new ArrayList<>();
      for (int i = 0; i < constants.size(); i++) {
        rendered.add(ann("WireValue") + "(" + wireValues.get(i) + "L) " + constants.get(i));
      }
      if (open()) {
        rendered.add(unknownAt, (unknownWrong == 1 ? ann("WireValue") + "(9L) " : "")
            + ann("UnknownValue") + " " + UNKNOWN);
        if (unknownWrong == 2) {
          rendered.add(ann("UnknownValue") + " " + UNKNOWN + "2");
        }
      }
      return "public enum " + name + " {\n  " + String.join(",\n  ", rendered) + "\n}\n";
    }
  }

  static final class UnionType extends Type {
    /** The tag's width; 31 (the bits of its largest number) for a varint tag. */
    int bits;
    boolean varint;
    /** Whether that varint tag is a QUIC one ({@code varintForm = QUIC}). */
    boolean quic;
    String order;
    String messageOrder;
    int[] magic;
    /** {@code @Delimited(terminator)} on the union: each variant ends with it; or null. */
    int[] delimited;
    final List<String> variants = new ArrayList<>();

    @Override
    String body(String pkg) {
      StringBuilder sb = new StringBuilder(ann("Message"));
      if (messageOrder != null) {
        sb.append("(order = ").append(ENDIAN).append('.').append(messageOrder).append(')');
      }
      sb.append(' ').append(ann("Union"))
          .append(quic ? "(varintForm = " + VARINT_FORM + ".QUIC"
              : varint ? "(varint = true" : "(bits = " + bits);
      if (order != null && !varint) {
        sb.append(", order = ").append(ENDIAN).append('.').append(order);
      }
      sb.append(")\n");
      if (magic != null) {
        sb.append(ann("Magic")).append("(").append(ints(magic)).append(")\n");
      }
      if (delimited != null) {
        sb.append(ann("Delimited")).append("(terminator = ").append(ints(delimited))
            .append(")\n");
      }
      sb.append("public sealed interface ").append(name).append(" permits ")
          .append(variants.stream().map(v -> pkg + "." + v).collect(Collectors.joining(", ")))
          .append(" {}\n");
      return sb.toString();
    }
  }

  /** A {@code ValueCodec}: INT (LEB128, OfInt), LONG (LEB128, OfLong) or STRING (u8 + UTF-8). */
  static final class CodecType extends Type {
    Kind kind;
    /**
     * For USING_INT: five bytes of seven bits each, low first, each stored + 1 ({@code 01..80}),
     * so never {@code 00} or {@code ff}, for {@code @Using(neverWrites)}; its read refuses both
     * ({@code @Using(rejects)}).
     */
    boolean digits;

    @Override
    String body(String pkg) {
      if (digits) {
        return "public final class " + name + " implements io.framewright.runtime.ValueCodec.OfInt {\n"
            + "  @java.lang.Override public int sizeInt(int v) { return 5; }\n"
            + "  @java.lang.Override public int writeInt(int v, byte[] buf, int p, int limit) {\n"
            + "    if (limit - p < 5) { throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", 5, limit - p); }\n"
            + "    for (int i = 0; i < 5; i++) { buf[p + i] = (byte) (((v >>> (7 * i)) & 0x7F) + 1); }\n"
            + "    return p + 5; }\n"
            + "  @java.lang.Override public int readInt(io.framewright.runtime.WireReader in) {\n"
            + "    int at = in.claim(5, \"\"); byte[] b = in.buffer(); int v = 0;\n"
            + "    for (int i = 0; i < 5; i++) {\n"
            + "      int d = (b[at + i] & 0xFF) - 1;\n"
            + "      if (d < 0 || d > (i == 4 ? 15 : 127)) { throw io.framewright.runtime.DecodeException.invalid(b, in.start(), in.end(), at + i, 0, \"\", \"a digit\", \"another byte\"); }\n"
            + "      v |= d << (7 * i); }\n"
            + "    return v; }\n"
            + "}\n";
      }
      switch (kind) {
        case USING_INT:
          return "public final class " + name + " implements io.framewright.runtime.ValueCodec.OfInt {\n"
              + "  @java.lang.Override public int sizeInt(int v) {\n"
              + "    int n = 1; for (int x = v >>> 7; x != 0; x >>>= 7) { n++; } return n; }\n"
              + "  @java.lang.Override public int writeInt(int v, byte[] buf, int p, int limit) {\n"
              + "    int n = sizeInt(v);\n"
              + "    if (limit - p < n) { throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", n, limit - p); }\n"
              + "    for (int i = 0; i < n - 1; i++) { buf[p++] = (byte) (v & 0x7F | 0x80); v >>>= 7; }\n"
              + "    buf[p++] = (byte) v; return p; }\n"
              + "  @java.lang.Override public int readInt(io.framewright.runtime.WireReader in) {\n"
              + "    int v = 0;\n"
              + "    for (int shift = 0; shift < 35; shift += 7) {\n"
              + "      int b = in.buffer()[in.claim(1, \"\")] & 0xFF;\n"
              + "      v |= (b & 0x7F) << shift;\n"
              + "      if (b < 0x80) { return v; } }\n"
              + "    throw io.framewright.runtime.DecodeException.invalid(in.buffer(), in.start(), in.end(), in.index() - 1, 0, \"\", \"at most 5 bytes\", \"more\"); }\n"
              + "}\n";
        case USING_LONG:
          return "public final class " + name + " implements io.framewright.runtime.ValueCodec.OfLong {\n"
              + "  @java.lang.Override public int sizeLong(long v) {\n"
              + "    int n = 1; for (long x = v >>> 7; x != 0; x >>>= 7) { n++; } return n; }\n"
              + "  @java.lang.Override public int writeLong(long v, byte[] buf, int p, int limit) {\n"
              + "    int n = sizeLong(v);\n"
              + "    if (limit - p < n) { throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", n, limit - p); }\n"
              + "    for (int i = 0; i < n - 1; i++) { buf[p++] = (byte) (v & 0x7F | 0x80); v >>>= 7; }\n"
              + "    buf[p++] = (byte) v; return p; }\n"
              + "  @java.lang.Override public long readLong(io.framewright.runtime.WireReader in) {\n"
              + "    long v = 0;\n"
              + "    for (int shift = 0; shift < 70; shift += 7) {\n"
              + "      int b = in.buffer()[in.claim(1, \"\")] & 0xFF;\n"
              + "      v |= (long) (b & 0x7F) << shift;\n"
              + "      if (b < 0x80) { return v; } }\n"
              + "    throw io.framewright.runtime.DecodeException.invalid(in.buffer(), in.start(), in.end(), in.index() - 1, 0, \"\", \"at most 10 bytes\", \"more\"); }\n"
              + "}\n";
        default:
          return "public final class " + name
              + " implements io.framewright.runtime.ValueCodec<java.lang.String> {\n"
              + "  @java.lang.Override public int size(java.lang.String v) {\n"
              + "    return 1 + v.getBytes(java.nio.charset.StandardCharsets.UTF_8).length; }\n"
              + "  @java.lang.Override public int write(java.lang.String v, byte[] buf, int p, int limit) {\n"
              + "    byte[] b = v.getBytes(java.nio.charset.StandardCharsets.UTF_8);\n"
              + "    if (b.length > 255) { throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", b.length, 255); }\n"
              + "    if (limit - p < b.length + 1) { throw io.framewright.runtime.EncodeException.bufferTooSmall(\"\", b.length + 1, limit - p); }\n"
              + "    buf[p++] = (byte) b.length;\n"
              + "    java.lang.System.arraycopy(b, 0, buf, p, b.length); return p + b.length; }\n"
              + "  @java.lang.Override public java.lang.String read(io.framewright.runtime.WireReader in) {\n"
              + "    int n = in.buffer()[in.claim(1, \"\")] & 0xFF;\n"
              + "    return in.readText(n, 255, java.nio.charset.StandardCharsets.UTF_8, \"\"); }\n"
              + "}\n";
      }
    }
  }

  /** One generated declaration: a package of types. */
  static final class Declaration {
    final String pkg;
    final List<Type> types = new ArrayList<>();
    /** A shape valid by construction ({@link GenShapes}): a diagnostic is a failure. */
    boolean mustCompile;
    /** The one diagnostic such a shape must end in instead, or null. */
    String expected;
    /**
     * Asks for views (a {@code @View} on the package, whatever the seed): then every top-level
     * message must get one, and agree with its codec.
     */
    boolean views;

    Declaration(String pkg) {
      this.pkg = pkg;
    }

    Type type(String name) {
      return types.stream().filter(t -> t.name.equals(name)).findFirst().orElse(null);
    }

    /** The source of {@code t}: package, no imports (every name is qualified), the body. */
    String source(Type t) {
      return "package " + pkg + ";\n\n" + t.body(pkg);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder();
      for (Type t : types) {
        sb.append("// ").append(pkg.replace('.', '/')).append('/').append(t.name)
            .append(".java\n").append(source(t)).append('\n');
      }
      return sb.toString();
    }
  }

  /** The byte and bit order enums, by qualified name (see {@link #ann}). */
  static final String ENDIAN = "io.framewright.annotations.Endian";
  static final String VARINT_FORM = "io.framewright.annotations.VarintForm";
  static final String BIT_ORDER = "io.framewright.annotations.BitOrder";

  /**
   * An annotation by its qualified name: user types of any name (even {@code Text} or
   * {@code Field}) can then sit in the package without shadowing it.
   */
  static String ann(String simpleName) {
    return "@io.framewright.annotations." + simpleName;
  }

  static String javaType(String pkg, Comp c) {
    String ref = pkg + "." + c.ref;
    switch (c.kind) {
      case INT: case USING_INT: return c.boxed ? "java.lang.Integer" : "int";
      case BYTE: return c.boxed ? "java.lang.Byte" : "byte";
      case SHORT: return c.boxed ? "java.lang.Short" : "short";
      case LONG: case USING_LONG: return c.boxed ? "java.lang.Long" : "long";
      case BOOLEAN: return c.boxed ? "java.lang.Boolean" : "boolean";
      case CHAR: return c.boxed ? "java.lang.Character" : "char";
      case FLOAT: return c.boxed ? "java.lang.Float" : "float";
      case DOUBLE: return c.boxed ? "java.lang.Double" : "double";
      case ENUM: case NESTED: case UNION: return ref;
      case STRING: case USING_STRING: return "java.lang.String";
      case BYTES: return "byte[]";
      case INT_ARRAY: return "int[]";
      case SHORT_ARRAY: return "short[]";
      case ENUM_ARRAY: return ref + "[]";
      case LIST: return "java.util.List<" + ref + ">";
      case BITLIST: return "io.framewright.runtime.BitList";
      default: throw new AssertionError(c.kind);
    }
  }

  static String ints(int[] values) {
    return Arrays.stream(values).mapToObj(v -> String.format(Locale.ROOT, "0x%02X", v))
        .collect(Collectors.joining(", ", "{", "}"));
  }

  static String longs(long[] values) {
    return Arrays.stream(values).mapToObj(v -> v + "L").collect(Collectors.joining(", ", "{", "}"));
  }
}
