package io.framewright.cli.wireshark;

import io.framewright.runtime.Text;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.layout.BitOrder;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.Pointer;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.ValueRule;
import io.framewright.runtime.layout.WireField;
import io.framewright.runtime.layout.WireField.Kind;
import io.framewright.runtime.layout.WireField.Role;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;

/**
 * The Lua that reads one field of a record inside its message function: the Lua locals it uses
 * are {@code tvb}, {@code tree}, {@code pos} (where the next variable part starts),
 * {@code base} (where the fixed fields after the last variable part are counted from),
 * {@code limit} (the end of the message's bytes) and {@code v} (the values read so far).
 */
final class FieldCode {
  private final ProtoFields fields;
  private final RecordLayout record;
  private final StringBuilder out;
  private final Consumer<MessageLayout> nested;

  FieldCode(ProtoFields fields, RecordLayout record, StringBuilder out,
      Consumer<MessageLayout> nested) {
    this.fields = fields;
    this.record = record;
    this.out = out;
    this.nested = nested;
  }

  void field(WireField f) {
    out.append("  -- ").append(f.name()).append('\n');
    List<String[]> branches = MessageFunctions.branches(f);
    if (branches.isEmpty()) {
      body(f, f.bits(), f.signed(), "  ");
    } else {
      String keyword = "if";
      for (String[] b : branches) {
        out.append("  ").append(keyword).append(' ').append(b[0]).append(" then\n");
        int bits = Integer.parseInt(b[1]);
        body(f, bits == 0 ? f.bits() : bits, Boolean.parseBoolean(b[2]), "    ");
        keyword = "elseif";
      }
      out.append("  end\n");
    }
    if (!f.isFixed()) {
      out.append("  base = pos\n");
    }
  }

  private String path(WireField f) {
    return record.name() + "." + f.name();
  }

  private String what(WireField f) {
    return Lua.string(path(f));
  }

  /** Where the field starts: a fixed place after {@code base}, or {@code pos}. */
  private String start(WireField f) {
    return f.isFixed() ? "base + " + f.bitOffset() / 8 : "pos";
  }

  private void body(WireField f, int bits, boolean signed, String ind) {
    Kind k = f.kind();
    if (k == Kind.MESSAGE || k == Kind.SELECTED) {
      message(f, ind);
    } else if (k == Kind.VARINT) {
      varint(f, ind);
    } else if (k == Kind.QUIC_VARINT) {
      quicVarint(f, ind);
    } else if (k == Kind.CONSTANT && f.role() != Role.TAG) {
      constant(f, ind);
    } else if (k == Kind.TEXT || k == Kind.BYTES || k == Kind.CUSTOM) {
      blob(f, ind);
    } else if (f.sequence() != WireField.Sequence.NONE) {
      sequence(f, ind);
    } else {
      scalar(f, bits, signed, ind);
    }
  }

  // ---- one value of fixed width ----

  private void scalar(WireField f, int bits, boolean signed, String ind) {
    int bit = f.isFixed() ? f.bitOffset() % 8 : 0;
    int span = (bit + bits + 7) / 8;
    String field = declareScalar(f);
    boolean le = MessageFunctions.littleEndian(record, f, bit, bits);
    boolean own = bits == f.bits() && signed == f.signed();
    out.append(ind).append("do\n");
    out.append(ind).append("  local p = ").append(start(f)).append('\n');
    out.append(ind).append("  fw.need(tvb, p, ").append(span).append(", limit, ").append(what(f))
        .append(")\n");
    if (f.kind() != Kind.FLOAT) {
      out.append(ind).append("  v[").append(Lua.string(f.name())).append("] = fw.")
          .append(signed ? "int" : "uint").append("(tvb, p, ").append(span).append(", ")
          .append(bit).append(", ").append(bits).append(", ").append(le).append(")\n");
    }
    out.append(ind).append(f.rule() == null ? "  " : "  local item = ").append("tree:")
        .append(le ? "add_le" : "add").append('(').append(field)
        .append(", tvb:range(p, ").append(span).append(")");
    if (!own) {
      // Another width than the field's own (a presence flag's): the value as read here.
      out.append(", v[").append(Lua.string(f.name())).append("]");
    }
    out.append(")\n");
    rule(f, "v[" + Lua.string(f.name()) + "]", ind + "  ");
    if (f.kind() == Kind.ZERO) {
      out.append(ind).append("  if v[").append(Lua.string(f.name()))
          .append("] ~= 0 then fw.malformed(").append(what(f))
          .append(" .. \": reserved bits not zero\") end\n");
    }
    if (f.role() == Role.TAG) {
      out.append(ind).append("  if v[").append(Lua.string(f.name())).append("] ~= ")
          .append(Lua.integer(unsigned(f.constant()))).append(" then fw.malformed(")
          .append(what(f)).append(" .. \": wrong tag\") end\n");
    }
    out.append(ind).append("  pos = p + ").append(span).append('\n');
    out.append(ind).append("end\n");
  }

  /**
   * Flags {@code value} (a Lua expression) of {@code f} where it breaks the field's value rule
   * ({@code @Const}, {@code @Range}, {@code @OneOf}, a size's {@code min}), as decode refuses
   * it: an expert info on {@code item}, the field and the rest of the message still shown, since
   * the value does not change where anything is.
   */
  private void rule(WireField f, String value, String ind) {
    ValueRule r = f.rule();
    if (r == null) {
      return;
    }
    String broken;
    if (r.kind() == ValueRule.Kind.ONE_OF) {
      StringBuilder set = new StringBuilder();
      r.anyOf().forEach(x -> set.append(set.length() == 0 ? "" : ", ").append(Lua.integer(x)));
      broken = "not fw.one_of(" + value + ", { " + set + " })";
    } else {
      List<String> outside = new java.util.ArrayList<>();
      if (r.min() != Long.MIN_VALUE) {
        outside.add(value + " < " + Lua.integer(r.min()));
      }
      if (r.max() != Long.MAX_VALUE) {
        outside.add(value + " > " + Lua.integer(r.max()));
      }
      if (outside.isEmpty()) {
        return;
      }
      broken = String.join(" or ", outside);
    }
    out.append(ind).append("if ").append(broken).append(" then item:add_proto_expert_info(E.rule, ")
        .append(what(f)).append(" .. ").append(Lua.string(": expected " + r.describe()
            + " but found ")).append(" .. tostring(").append(value).append(")) end\n");
  }

  /** The label of a field: its name, and its value rule where it has one. */
  private static String ruled(String label, WireField f) {
    return f.rule() == null ? label : label + " (" + f.rule().label() + ")";
  }

  private static long unsigned(byte[] bigEndian) {
    long n = 0;
    for (byte b : bigEndian) {
      n = n << 8 | (b & 0xff);
    }
    return n;
  }

  /** The field's {@code ProtoField}, typed by its own width and place. */
  private String declareScalar(WireField f) {
    int bit = f.isFixed() ? f.bitOffset() % 8 : 0;
    int bits = f.bits();
    int span = (bit + bits + 7) / 8;
    boolean partial = bit != 0 || bits % 8 != 0;
    String mask = "nil";
    if (partial) {
      long ones = bits >= 64 ? -1L : (1L << bits) - 1;
      boolean lsb = record.bitOrder() == BitOrder.LSB_FIRST;
      int shift = lsb ? bit : span * 8 - bit - bits;
      mask = Lua.integer(ones << shift);
    }
    // A count or length is shown by its own name alone, as the layout table, the diagrams and
    // the command line's JSON show it; other wire-only fields say what they are.
    boolean named = f.role() == Role.COMPONENT || f.role() == Role.COUNT
        || f.role() == Role.LENGTH || f.coverage() != null;
    String label = ruled(named ? f.name()
        : f.name() + " (" + f.role().name().toLowerCase(java.util.Locale.ROOT) + extraNote(f)
            + ")", f);
    return switch (f.kind()) {
      case FLOAT -> fields.declare(path(f), bits == 32 ? "float" : "double", label);
      case BOOLEAN -> fields.declare(path(f), "bool", label, Integer.toString(span * 8), "nil",
          partial ? mask : Lua.integer(bits >= 64 ? -1L : (1L << bits) - 1));
      case ENUM -> fields.declare(path(f), MessageFunctions.uintType(span, f.signed()), label,
          "base.DEC", MessageFunctions.enumNames(f.values()), mask);
      default -> fields.declare(path(f), MessageFunctions.uintType(span,
              f.signed() && f.kind() != Kind.ZERO), label,
          f.role() == Role.CHECKSUM ? "base.HEX" : "base.DEC", "nil", mask);
    };
  }

  // ---- varints ----

  private void varint(WireField f, String ind) {
    String field = fields.declare(path(f), f.signed() ? "int64" : "uint64", ruled(f.name(), f),
        "base.DEC");
    long max = f.size() != null && f.size().max() != Integer.MAX_VALUE ? f.size().max() : 10;
    out.append(ind).append("do\n");
    out.append(ind).append("  local n, len = fw.varint(tvb, pos, limit, ").append(max)
        .append(", ").append(what(f)).append(")\n");
    if (f.signed()) {
      out.append(ind).append("  n = fw.unzigzag(n)\n");
    }
    out.append(ind).append("  v[").append(Lua.string(f.name())).append("] = n\n");
    out.append(ind).append(f.rule() == null ? "  " : "  local item = ").append("tree:add(")
        .append(field).append(", tvb:range(pos, len), ")
        .append(f.signed() ? "Int64(n)" : "UInt64(n)").append(")\n");
    rule(f, "n", ind + "  ");
    out.append(ind).append("  pos = pos + len\n");
    out.append(ind).append("end\n");
  }

  private void quicVarint(WireField f, String ind) {
    String field = fields.declare(path(f), "uint64", f.name(), "base.DEC");
    long max = f.size() != null ? f.size().max() : 8;
    out.append(ind).append("do\n");
    out.append(ind).append("  local n, len, u = fw.quic_varint(tvb, pos, limit, ").append(max)
        .append(", false, ").append(what(f)).append(")\n");
    out.append(ind).append("  v[").append(Lua.string(f.name())).append("] = n\n");
    out.append(ind).append("  tree:add(").append(field).append(", tvb:range(pos, len), u)\n");
    out.append(ind).append("  pos = pos + len\n");
    out.append(ind).append("end\n");
  }

  // ---- constant bytes ----

  private void constant(WireField f, String ind) {
    byte[] c = f.constant();
    String field = fields.declare(path(f), "bytes", f.name() + " ("
        + HexFormat.of().formatHex(c) + ")");
    out.append(ind).append("do\n");
    out.append(ind).append("  local p = ").append(start(f)).append('\n');
    out.append(ind).append("  fw.expect(tvb, p, limit, ").append(Lua.bytes(c)).append(", ")
        .append(what(f)).append(")\n");
    out.append(ind).append("  tree:add(").append(field).append(", tvb:range(p, ")
        .append(c.length).append("))\n");
    out.append(ind).append("  pos = p + ").append(c.length).append('\n');
    out.append(ind).append("end\n");
  }

  // ---- sizes ----

  /**
   * Writes the Lua that finds the size of {@code f} and returns an expression of it (in the
   * size's unit), or null for a part that ends at the limit, its terminator or its own end.
   */
  private String size(WireField f, String ind) {
    Size s = f.size();
    if (s == null) {
      return f.count() > 0 ? Integer.toString(f.count()) : null;
    }
    String local = "n_" + Lua.ident(f.name());
    switch (s.extent()) {
      case FIXED -> {
        return Lua.integer(s.fixed());
      }
      case PREFIX -> {
        if (hasField(s.field())) {
          out.append(ind).append("local ").append(local).append(" = fw.lookup(v, ")
              .append(Lua.string(s.field())).append(")\n");
        } else {
          // The prefix belongs to the part (a conditional one): no field of its own.
          int bytes = s.fieldBits() / 8;
          String field = fields.declare(record.name() + "." + s.field(),
              MessageFunctions.uintType(bytes, false), s.field(), "base.DEC");
          boolean le = f.order() == ByteOrder.LITTLE_ENDIAN;
          out.append(ind).append("fw.need(tvb, pos, ").append(bytes).append(", limit, ")
              .append(Lua.string(record.name() + "." + s.field())).append(")\n");
          out.append(ind).append("local ").append(local).append(" = fw.uint(tvb, pos, ")
              .append(bytes).append(", 0, ").append(s.fieldBits()).append(", ").append(le)
              .append(")\n");
          out.append(ind).append("v[").append(Lua.string(s.field())).append("] = ")
              .append(local).append('\n');
          out.append(ind).append("tree:").append(le ? "add_le" : "add").append('(')
              .append(field).append(", tvb:range(pos, ").append(bytes).append("))\n");
          out.append(ind).append("pos = pos + ").append(bytes).append('\n');
        }
      }
      case HELD -> {
        // An optional holder absent from the wire holds 0 (its @WhenAbsent(0), which the
        // processor requires of a size holder): the part is then empty, as decode reads it.
        String lookup = isConditional(s.field()) ? "fw.lookup_or(v, 0, " : "fw.lookup(v, ";
        out.append(ind).append("local ").append(local).append(" = ").append(lookup)
            .append(Lua.string(s.field())).append(")\n");
      }
      case VARINT_PREFIX, QUIC_VARINT_PREFIX -> {
        String name = f.prefixName();
        String field = fields.declare(record.name() + "." + name, "uint32", name, "base.DEC");
        out.append(ind).append("local ").append(local).append(", len_")
            .append(Lua.ident(f.name())).append(s.extent() == Size.Extent.QUIC_VARINT_PREFIX
                ? " = fw.quic_varint(tvb, pos, limit, 8, false, "
                : " = fw.varint(tvb, pos, limit, 5, ")
            .append(what(f)).append(")\n");
        out.append(ind).append("tree:add(").append(field).append(", tvb:range(pos, len_")
            .append(Lua.ident(f.name())).append("), ").append(local).append(")\n");
        out.append(ind).append("pos = pos + len_").append(Lua.ident(f.name())).append('\n');
      }
      case EXPRESSION -> out.append(ind).append("local ").append(local).append(" = ")
          .append(Expressions.lua(s.field())).append('\n');
      default -> {
        return null;
      }
    }
    if (s.max() != Integer.MAX_VALUE) {
      out.append(ind).append("if ").append(local).append(" > ").append(s.max())
          .append(" then fw.malformed(").append(what(f)).append(" .. \": more than ")
          .append(s.max()).append("\") end\n");
    }
    return local;
  }

  /** Whether this record's field {@code name} is on the wire only under a condition. */
  private boolean isConditional(String name) {
    return record.fields().stream().anyMatch(w -> w.name().equals(name) && w.condition() != null);
  }

  private boolean hasField(String name) {
    return record.fields().stream().anyMatch(w -> w.name().equals(name));
  }

  /**
   * Writes the Lua that sets {@code stop}, where the bytes of {@code f} end, and returns the
   * bytes after it that end it (its terminator), or null.
   */
  private byte[] extent(WireField f, int elementBytes, String ind) {
    Size s = f.size();
    String n = size(f, ind);
    out.append(ind).append("local p = pos\n");
    if (n != null) {
      boolean elements = s != null && s.unit() == Size.Unit.ELEMENTS || s == null;
      out.append(ind).append("local stop = p + ").append(n)
          .append(elements ? " * " + elementBytes : "").append('\n');
      out.append(ind).append("fw.need(tvb, p, stop - p, limit, ").append(what(f)).append(")\n");
      return null;
    }
    if (s == null) {
      // One value of fixed width, text or bytes.
      out.append(ind).append("local stop = p + ").append(f.bits() / 8).append('\n');
      out.append(ind).append("fw.need(tvb, p, stop - p, limit, ").append(what(f)).append(")\n");
      return null;
    }
    if (s.extent() == Size.Extent.TERMINATED) {
      // Text's terminator is looked for on its code units, as the codec looks for it.
      int unit = f.kind() == Kind.TEXT ? Text.zeroUnit(Charset.forName(f.charset())) : 1;
      out.append(ind).append("local stop = fw.until_term(tvb, p, limit, ")
          .append(Lua.bytes(s.terminator())).append(", ").append(what(f))
          .append(unit > 1 ? ", " + unit : "").append(")")
          // A terminator the value keeps is in its item; one it leaves, the next field's.
          .append(s.include() ? " + " + s.terminator().length : "").append('\n');
      return s.include() || !s.consume() ? null : s.terminator();
    }
    ValueCodec.Extent own = customExtent(f);
    if (own.kind() == ValueCodec.Extent.Kind.FIXED) {
      out.append(ind).append("local stop = p + ").append(own.bytes()).append('\n');
      out.append(ind).append("fw.need(tvb, p, stop - p, limit, ").append(what(f)).append(")\n");
      return null;
    }
    if (own.kind() == ValueCodec.Extent.Kind.TERMINATED) {
      // The terminator is the value's own last bytes: the item spans them.
      byte[] term = own.terminator();
      out.append(ind).append("local stop = fw.until_term(tvb, p, limit, ")
          .append(Lua.bytes(term)).append(", ").append(what(f)).append(") + ")
          .append(term.length).append('\n');
      return null;
    }
    if (own.kind() == ValueCodec.Extent.Kind.AT_LEAST) {
      out.append(ind).append("fw.need(tvb, p, ").append(own.bytes()).append(", limit, ")
          .append(what(f)).append(")\n");
    }
    // REST, and a custom codec's own end where it declares none it can be found by (or the end
    // of its range): the rest of the message.
    out.append(ind).append("local stop = limit\n");
    return null;
  }

  /**
   * Where a custom codec's part with no size of its own ends, as its codec declares
   * ({@link ValueCodec#extent()}); {@link ValueCodec.Extent#unknown()} for any other part, and
   * for a codec this tool can not make.
   */
  private static ValueCodec.Extent customExtent(WireField f) {
    if (f.kind() != Kind.CUSTOM || f.custom() == null || f.size() == null
        || f.size().extent() != Size.Extent.OWN) {
      return ValueCodec.Extent.unknown();
    }
    try {
      return f.custom().extent();
    } catch (RuntimeException | LinkageError e) {
      return ValueCodec.Extent.unknown();
    }
  }

  private void terminator(WireField f, byte[] term, String ind) {
    if (term != null) {
      String field = fields.declare(path(f) + "_terminator", "bytes", f.name() + " terminator");
      out.append(ind).append("tree:add(").append(field).append(", tvb:range(stop, ")
          .append(term.length).append("))\n");
      out.append(ind).append("pos = stop + ").append(term.length).append('\n');
    } else {
      out.append(ind).append("pos = stop\n");
    }
  }

  // ---- text, bytes and custom values: one item over their bytes ----

  private void blob(WireField f, String ind) {
    String field;
    String encoding = null;
    if (f.kind() == Kind.TEXT) {
      // Text of a fixed size too is a string of exactly its bytes: stringz would look past
      // them for a NUL when the text fills its size (its padding NULs end the shown text).
      field = fields.declare(path(f), "string", f.name());
      encoding = encoding(f.charset(), f.order());
    } else if (opaque(f)) {
      field = fields.declare(path(f), "bytes", f.name() + " (custom codec)");
    } else {
      field = fields.declare(path(f), "bytes", f.name());
    }
    out.append(ind).append("do\n");
    byte[] term = extent(f, Math.max(1, f.bits() / 8), ind + "  ");
    if (encoding != null) {
      out.append(ind).append("  tree:add_packet_field(").append(field)
          .append(", fw.at(tvb, p, stop - p), ").append(encoding).append(")\n");
    } else {
      out.append(ind).append("  tree:add(").append(field).append(", fw.at(tvb, p, stop - p))\n");
    }
    if (opaque(f)) {
      out.append(ind).append("  fw.opaque(stop)\n");
    }
    terminator(f, term, ind + "  ");
    out.append(ind).append("end\n");
  }

  /**
   * Whether {@code f} is a custom codec's part that ends where only its codec knows (its codec
   * declares no fixed size or terminator), with more of the message after it: it is then shown
   * to the end as opaque bytes and the packet stops there ({@code fw.opaque}), since nothing
   * after it can be placed. Last in its message, it takes the rest, which is right.
   */
  private boolean opaque(WireField f) {
    List<WireField> all = record.fields();
    ValueCodec.Extent.Kind own = customExtent(f).kind();
    return f.kind() == Kind.CUSTOM && f.size() != null && f.size().extent() == Size.Extent.OWN
        && own != ValueCodec.Extent.Kind.FIXED && own != ValueCodec.Extent.Kind.TERMINATED
        && all.indexOf(f) < all.size() - 1;
  }

  private static String encoding(String charset, ByteOrder order) {
    String endian = order == ByteOrder.LITTLE_ENDIAN ? "ENC_LITTLE_ENDIAN" : "ENC_BIG_ENDIAN";
    return switch (charset.toUpperCase(java.util.Locale.ROOT)) {
      case "US-ASCII", "ASCII" -> "ENC_ASCII";
      case "ISO-8859-1" -> "ENC_ISO_8859_1";
      case "UTF-16", "UTF-16BE" -> "ENC_UTF_16 + ENC_BIG_ENDIAN";
      case "UTF-16LE" -> "ENC_UTF_16 + ENC_LITTLE_ENDIAN";
      default -> "ENC_UTF_8 + " + endian;
    };
  }

  // ---- arrays and lists of values of fixed width ----

  private void sequence(WireField f, String ind) {
    int bytes = f.bits() / 8;
    String field = declareScalar(f);
    boolean le = f.order() == ByteOrder.LITTLE_ENDIAN;
    out.append(ind).append("do\n");
    byte[] term = extent(f, bytes, ind + "  ");
    out.append(ind).append("  if (stop - p) % ").append(bytes).append(" ~= 0 then fw.malformed(")
        .append(what(f)).append(" .. \": not a whole number of values\") end\n");
    out.append(ind).append("  for q = p, stop - 1, ").append(bytes).append(" do\n");
    out.append(ind).append(f.rule() == null ? "    " : "    local item = ").append("tree:")
        .append(le ? "add_le" : "add").append('(').append(field)
        .append(", tvb:range(q, ").append(bytes).append("))\n");
    if (f.rule() != null) {
      // Each element keeps the rule: read it as the item shows it.
      out.append(ind).append("    local x = fw.").append(f.signed() ? "int" : "uint")
          .append("(tvb, q, ").append(bytes).append(", 0, ").append(f.bits()).append(", ")
          .append(le).append(")\n");
      rule(f, "x", ind + "    ");
    }
    out.append(ind).append("  end\n");
    terminator(f, term, ind + "  ");
    out.append(ind).append("end\n");
  }

  // ---- nested messages, and the variant another field selects ----

  private void message(WireField f, String ind) {
    MessageLayout layout = f.message().layout();
    nested.accept(layout);
    String field = fields.declare(path(f), "none", f.name());
    String call = call(f, layout, "tvb", "q", "lim");
    out.append(ind).append("do\n");
    String in = ind + "  ";
    boolean list = f.sequence() != WireField.Sequence.NONE;
    Size s = f.size();
    boolean byElements = list && (s == null ? f.count() > 0 : s.unit() == Size.Unit.ELEMENTS
        && s.extent() != Size.Extent.REST && s.extent() != Size.Extent.TERMINATED
        && s.extent() != Size.Extent.UNTIL);
    byte[] term = null;
    if (f.pointer() != null) {
      backReferenced(f, field, call, in);
      out.append(ind).append("end\n");
      return;
    }
    if (list && s != null && s.extent() == Size.Extent.UNTIL) {
      untilElements(f, field, call, in);
    } else if (byElements) {
      String n = size(f, in);
      out.append(in).append("local p = pos\n");
      out.append(in).append("for i = 1, ").append(n).append(" do\n");
      element(f, field, call, "limit", false, in + "  ");
      out.append(in).append("end\n");
      out.append(in).append("local stop = pos\n");
    } else if (!list && (s == null || s.extent() == Size.Extent.OWN)) {
      out.append(in).append("local p = pos\n");
      element(f, field, call, "limit", false, in);
      out.append(in).append("local stop = pos\n");
    } else {
      term = extent(f, 1, in);
      out.append(in).append("pos = p\n");
      if (list) {
        out.append(in).append("while pos < stop do\n");
        element(f, field, call, "stop", true, in + "  ");
        out.append(in).append("end\n");
      } else if (f.truncated() != null) {
        truncated(f, layout, field, in);
      } else {
        element(f, field, call, "stop", false, in);
        out.append(in).append("if pos ~= stop then fw.malformed(").append(what(f))
            .append(" .. \": \" .. (stop - pos) .. \" bytes left\") end\n");
      }
    }
    terminator(f, term, in);
    out.append(ind).append("end\n");
  }

  /** The call that dissects one message or selected variant of {@code f} from {@code tvb}. */
  private static String call(WireField f, MessageLayout layout, String tvb, String q,
      String lim) {
    String args = "(" + tvb + ", sub, " + q + ", " + lim + ", v";
    return f.kind() == Kind.SELECTED
        ? "V[" + Lua.string(layout.type()) + "]" + args + ", fw.lookup(v, "
            + Lua.string(f.target()) + "))"
        : "D[" + Lua.string(layout.type()) + "]" + args + ")";
  }

  /**
   * A {@code @Truncated} part between {@code p} and {@code stop}: fewer bytes than its fixed
   * size are dissected from a tvb of their own, zero-filled to that size (Wireshark shows it as
   * a tab), as the codec reads them, and the item says how many zero bytes were filled in.
   */
  private void truncated(WireField f, MessageLayout layout, String field, String ind) {
    out.append(ind).append("local full = ").append(fullSize(f, layout)).append('\n');
    out.append(ind).append("local zt = fw.zero_filled(tvb, p, stop - p, full, ")
        .append(f.truncated()).append(", ").append(what(f)).append(")\n");
    out.append(ind).append("if zt == tvb then\n");
    element(f, field, call(f, layout, "tvb", "q", "lim"), "stop", false, ind + "  ");
    out.append(ind).append("  if pos ~= stop then fw.malformed(").append(what(f))
        .append(" .. \": \" .. (stop - pos) .. \" bytes left\") end\n");
    out.append(ind).append("else\n");
    String in = ind + "  ";
    out.append(in).append("local sub = tree:add(").append(field).append(", fw.at(tvb, p, stop"
        + " - p))\n");
    out.append(in).append("local _, values = ").append(call(f, layout, "zt", "0", "full"))
        .append('\n');
    out.append(in).append("sub:append_text(\" (truncated on the wire: \" .. (full - (stop - p))"
        + " .. \" zero bytes filled in)\")\n");
    out.append(in).append("v[").append(Lua.string(f.name())).append("] = values\n");
    out.append(in).append("pos = stop\n");
    out.append(ind).append("end\n");
  }

  /**
   * The fixed size of a {@code @Truncated} part, as a Lua expression: its message's, or the
   * size of the variant its selector's value names (0 for none, which the variant's dispatch
   * then reports).
   */
  private static String fullSize(WireField f, MessageLayout layout) {
    if (!(layout instanceof UnionLayout u)) {
      return Integer.toString(layout.fixedSize());
    }
    StringBuilder b = new StringBuilder("(function(t) ");
    String keyword = "if";
    for (UnionLayout.Variant v : u.variants()) {
      if (v.unknown() || v.layout() == null) {
        continue;
      }
      b.append(keyword).append(' ');
      if (v.tag() == v.lastTag()) {
        b.append("t == ").append(Lua.integer(v.tag()));
      } else {
        b.append("t >= ").append(Lua.integer(v.tag())).append(" and t <= ")
            .append(Lua.integer(v.lastTag()));
      }
      b.append(" then return ").append(v.layout().layout().fixedSize()).append(' ');
      keyword = "elseif";
    }
    if (!keyword.equals("if")) {
      b.append("end ");
    }
    return b.append("return 0 end)(fw.lookup(v, ").append(Lua.string(f.target())).append("))")
        .toString();
  }

  /**
   * A list that ends at its terminator or at a pointer to an earlier place in the message
   * ({@code @BackReference}): its elements in place, then the terminator, or the pointer with
   * the offset it holds. The elements there are not read again: the tree shows where they are.
   */
  private void backReferenced(WireField f, String field, String call, String ind) {
    Pointer r = f.pointer();
    byte[] term = f.size().terminator();
    String pointer = fields.declare(path(f) + "_pointer", "uint32",
        f.name() + " pointer (offset from the message start)", "base.DEC");
    String terminator = fields.declare(path(f) + "_terminator", "bytes",
        f.name() + " terminator");
    out.append(ind).append("while true do\n");
    String in = ind + "  ";
    out.append(in).append("local off = fw.pointer(tvb, pos, limit, ").append(r.marker())
        .append(", ").append(r.markerBits()).append(", ").append(r.bytes()).append(", ")
        .append(what(f)).append(")\n");
    out.append(in).append("if off ~= nil then\n");
    out.append(in).append("  tree:add(").append(pointer).append(", tvb:range(pos, ")
        .append(r.bytes()).append("), off):append_text(\" (the rest of \" .. ").append(what(f))
        .append(" .. \" is there; not read again here)\")\n");
    out.append(in).append("  pos = pos + ").append(r.bytes()).append('\n');
    out.append(in).append("  break\n");
    out.append(in).append("end\n");
    out.append(in).append("local t = ").append(Lua.bytes(term)).append('\n');
    out.append(in).append("if pos + t:len() <= limit and tvb:range(pos, t:len()):bytes() == t"
        + " then\n");
    out.append(in).append("  tree:add(").append(terminator).append(", tvb:range(pos, t:len()))\n");
    out.append(in).append("  pos = pos + t:len()\n");
    out.append(in).append("  break\n");
    out.append(in).append("end\n");
    element(f, field, call, "limit", true, in);
    out.append(ind).append("end\n");
  }

  /**
   * The elements of a {@code @RepeatUntil} list, as the codec reads them: one after another
   * until the values of the one just read meet the condition (its field read as the dissector
   * reads any value, masked), at most max of them.
   */
  private void untilElements(WireField f, String field, String call, String in) {
    Size.Until u = f.size().until();
    out.append(in).append("local p = pos\n");
    out.append(in).append("local n = 0\n");
    out.append(in).append("repeat\n");
    out.append(in).append("  if n == ").append(f.size().max()).append(" then fw.malformed(")
        .append(what(f)).append(" .. ").append(Lua.string(": no element whose " + u
            + " within " + f.size().max())).append(") end\n");
    element(f, field, call, "limit", false, in + "  ");
    out.append(in).append("  n = n + 1\n");
    out.append(in).append("until fw.one_of(fw.masked(fw.lookup(v, ")
        .append(Lua.string(f.name() + "." + u.field())).append("), ")
        .append(Lua.integer(u.mask())).append("), { ").append(Lua.integer(u.equal()))
        .append(" })\n");
    out.append(in).append("local stop = pos\n");
  }

  /**
   * One element: a subtree, the nested message read into it, {@code pos} after it. {@code
   * untilStop}: one of a list read while bytes are left, which an element of no bytes would
   * repeat for ever (a counted list ends with its count, whatever its elements take).
   */
  private void element(WireField f, String field, String call, String lim, boolean untilStop,
      String ind) {
    out.append(ind).append("do\n");
    out.append(ind).append("  local q = pos\n");
    out.append(ind).append("  local lim = ").append(lim).append('\n');
    out.append(ind).append("  local sub = tree:add(").append(field).append(", fw.at(tvb, q))\n");
    out.append(ind).append("  local stop, values = ").append(call).append('\n');
    out.append(ind).append("  sub:set_len(stop - q)\n");
    out.append(ind).append("  v[").append(Lua.string(f.name())).append("] = values\n");
    if (untilStop) {
      out.append(ind).append("  if stop <= q then fw.malformed(").append(what(f))
          .append(" .. \": an element of no bytes\") end\n");
    }
    out.append(ind).append("  pos = stop\n");
    out.append(ind).append("end\n");
  }

  /**
   * For a checksum fed extra bytes that are not on the wire ({@code @ChecksumExtra}): says so
   * in its label, as the dissector shows a checksum without verifying it.
   */
  private static String extraNote(WireField f) {
    return f.messageChecksum() == null || f.messageChecksum().extras().isEmpty() ? ""
        : ", over its bytes and the extra of the variant " + f.messageChecksum().selector()
            + " selects; not verified";
  }
}
