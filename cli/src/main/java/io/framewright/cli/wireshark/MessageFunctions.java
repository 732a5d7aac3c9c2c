package io.framewright.cli.wireshark;

import io.framewright.runtime.layout.BitOrder;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.EnumValue;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Writes the Lua function that reads one message type: {@code D[type](tvb, tree, pos, limit,
 * parent)} adds the message's fields to {@code tree} and returns where it ends and the values a
 * later size or condition reads; a union also gets {@code V[type]}, its variant for a tag.
 */
final class MessageFunctions {
  /** Most tags of a variant's range listed one by one in the tag's value string. */
  private static final long MAX_LISTED_TAGS = 256;

  private final ProtoFields fields;
  private final StringBuilder out;

  MessageFunctions(ProtoFields fields, StringBuilder out) {
    this.fields = fields;
    this.out = out;
  }

  /** Writes the function(s) of {@code layout}; {@code nested} gets every layout it refers to. */
  void write(MessageLayout layout, Consumer<MessageLayout> nested) {
    if (layout instanceof RecordLayout r) {
      record(r, nested);
    } else {
      union((UnionLayout) layout, nested);
    }
  }

  private static String fn(MessageLayout layout) {
    return "D[" + Lua.string(layout.type()) + "]";
  }

  private static String variants(MessageLayout layout) {
    return "V[" + Lua.string(layout.type()) + "]";
  }

  // ---- unions ----

  private void union(UnionLayout u, Consumer<MessageLayout> nested) {
    String what = u.name();
    out.append("-- ").append(what).append(": ");
    out.append(u.tagQuic() ? "QUIC varint tag" : u.tagVarint() ? "varint tag"
        : u.tagBits() + "-bit tag");
    if (u.magic().length > 0) {
      out.append(" after magic");
    }
    if (u.terminator().length > 0) {
      out.append(", terminated");
    }
    out.append('\n');
    out.append(fn(u)).append(" = function(tvb, tree, pos, limit, parent)\n");
    byte[] magic = u.magic();
    if (magic.length > 0) {
      String f = fields.declare(u.name() + ".magic", "bytes", "magic");
      out.append("  fw.expect(tvb, pos, limit, ").append(Lua.bytes(magic)).append(", ")
          .append(Lua.string(what + " magic")).append(")\n");
      out.append("  tree:add(").append(f).append(", tvb:range(pos, ").append(magic.length)
          .append("))\n  pos = pos + ").append(magic.length).append('\n');
    }
    boolean le = u.tagOrder() == ByteOrder.LITTLE_ENDIAN;
    if (u.tagVarint()) {
      String f = fields.declare(u.name() + ".tag", "uint32", "tag", "base.DEC",
          tagNames(u));
      out.append(u.tagQuic() ? "  local tag, len = fw.quic_varint(tvb, pos, limit, "
              + UnionLayout.QUIC_TAG_BYTES + ", true, "
              : "  local tag, len = fw.varint(tvb, pos, limit, " + UnionLayout.VARINT_TAG_BYTES
                  + ", ")
          .append(Lua.string(what + " tag"))
          .append(")\n  tree:add(").append(f).append(", tvb:range(pos, len), tag)\n")
          .append("  pos = pos + len\n");
    } else if (u.tagBits() % 8 == 0) {
      int bytes = u.tagBits() / 8;
      String f = fields.declare(u.name() + ".tag", uintType(bytes, false), "tag",
          "base.HEX", tagNames(u));
      out.append("  fw.need(tvb, pos, ").append(bytes).append(", limit, ")
          .append(Lua.string(what + " tag")).append(")\n");
      out.append("  local tag = fw.uint(tvb, pos, ").append(bytes).append(", 0, ")
          .append(u.tagBits()).append(", ").append(le).append(")\n");
      out.append("  tree:").append(le ? "add_le" : "add").append('(').append(f)
          .append(", tvb:range(pos, ").append(bytes).append("))\n");
      out.append("  pos = pos + ").append(bytes).append('\n');
    } else {
      // A tag of part of a byte is the first bits of each variant (its TAG field shows it).
      int span = (u.tagBits() + 7) / 8;
      out.append("  fw.need(tvb, pos, ").append(span).append(", limit, ")
          .append(Lua.string(what + " tag")).append(")\n");
      out.append("  local tag = fw.uint(tvb, pos, ").append(span).append(", 0, ")
          .append(u.tagBits()).append(", false)\n");
    }
    out.append("  return ").append(variants(u)).append("(tvb, tree, pos, limit, parent, tag)\n");
    out.append("end\n\n");
    variantDispatch(u, variants(u), nested);
  }

  /**
   * {@code V[union](tvb, tree, pos, limit, parent, tag)}: the variant {@code tag} selects, as a
   * subtree, with the union's terminator after it.
   */
  private void variantDispatch(UnionLayout u, String name, Consumer<MessageLayout> nested) {
    byte[] term = u.terminator();
    out.append(name).append(" = function(tvb, tree, pos, limit, parent, tag)\n");
    String keyword = "if";
    UnionLayout.Variant unknown = null;
    for (UnionLayout.Variant v : u.variants()) {
      if (v.unknown()) {
        unknown = v;
        continue;
      }
      out.append("  ").append(keyword).append(' ');
      if (v.tag() == v.lastTag()) {
        out.append("tag == ").append(Lua.integer(v.tag()));
      } else {
        out.append("tag >= ").append(Lua.integer(v.tag())).append(" and tag <= ")
            .append(Lua.integer(v.lastTag()));
      }
      out.append(" then\n");
      variantBody(u, v, term, nested);
      keyword = "elseif";
    }
    if (!keyword.equals("if")) {
      out.append("  else\n");
    }
    if (unknown != null) {
      variantBody(u, unknown, term, nested);
    } else {
      out.append("    fw.malformed(").append(Lua.string(u.name() + ": no variant has tag "))
          .append(" .. tostring(tag))\n");
    }
    if (!keyword.equals("if")) {
      out.append("  end\n");
    }
    out.append("end\n\n");
  }

  private void variantBody(UnionLayout u, UnionLayout.Variant v, byte[] term,
      Consumer<MessageLayout> nested) {
    String ind = "    ";
    MessageLayout layout = v.layout() == null ? null : v.layout().layout();
    String sub = fields.declare(v.name(), "none", v.name());
    String at = "pos";
    if (v.declared() && (u.tagVarint() || u.tagBits() % 8 == 0)) {
      // A catch-all of declared shape reads the tag again as its first field: from the tag's
      // first byte, which the tag's width (a varint's, the fewest bytes of its value) gives.
      at = "from";
      out.append(ind).append("local from = pos - ").append(tagBytes(u)).append('\n');
    }
    out.append(ind).append("local sub = tree:add(").append(sub).append(", fw.at(tvb, ")
        .append(at).append("))\n");
    out.append(ind).append("local start = ").append(at).append('\n');
    if (term.length > 0) {
      if (layout != null && layout.isFixed()) {
        out.append(ind).append("fw.need(tvb, pos, ").append(layout.fixedSize()).append(", limit, ")
            .append(Lua.string(v.name())).append(")\n");
        out.append(ind).append("local lim = pos + ").append(layout.fixedSize()).append('\n');
      } else {
        out.append(ind).append("local lim = fw.until_term(tvb, pos, limit, ")
            .append(Lua.bytes(term)).append(", ").append(Lua.string(v.name())).append(")\n");
      }
    } else {
      out.append(ind).append("local lim = limit\n");
    }
    out.append(ind).append("local stop, values\n");
    if (layout != null) {
      nested.accept(layout);
      out.append(ind).append("stop, values = ").append(fn(layout))
          .append("(tvb, sub, ").append(at).append(", lim, parent)\n");
    } else {
      String f = fields.declare(u.name() + ".unknown", "bytes", "unknown variant");
      out.append(ind).append("sub:add(").append(f).append(", fw.at(tvb, pos, lim - pos))\n")
          .append(ind).append("stop, values = lim, {}\n");
    }
    out.append(ind).append("sub:set_len(stop - start)\n");
    if (term.length > 0) {
      String f = fields.declare(u.name() + ".terminator", "bytes", "terminator");
      out.append(ind).append("fw.expect(tvb, stop, limit, ").append(Lua.bytes(term))
          .append(", ").append(Lua.string(u.name() + " terminator")).append(")\n");
      out.append(ind).append("tree:add(").append(f).append(", tvb:range(stop, ")
          .append(term.length).append("))\n");
      out.append(ind).append("stop = stop + ").append(term.length).append('\n');
    }
    out.append(ind).append("return stop, values\n");
  }

  /** A Lua expression of the bytes the union's tag {@code tag} took before {@code pos}. */
  private static String tagBytes(UnionLayout u) {
    if (!u.tagVarint()) {
      return Integer.toString(u.tagBits() / 8);
    }
    // The fewest bytes, as encode writes and decode requires of a tag.
    return u.tagQuic()
        ? "(tag < 64 and 1 or tag < 16384 and 2 or tag < 1073741824 and 4 or 8)"
        : "(tag < 128 and 1 or tag < 16384 and 2 or tag < 2097152 and 3"
            + " or tag < 268435456 and 4 or 5)";
  }

  /** The tag's value string: each variant's name by its tag. */
  private String tagNames(UnionLayout u) {
    List<String> entries = new ArrayList<>();
    for (UnionLayout.Variant v : u.variants()) {
      if (v.unknown() || v.lastTag() - v.tag() >= MAX_LISTED_TAGS) {
        continue;
      }
      for (long t = v.tag(); t <= v.lastTag(); t++) {
        entries.add("[" + Lua.integer(t) + "] = " + Lua.string(v.name()));
      }
    }
    return entries.isEmpty() ? "nil" : "{ " + String.join(", ", entries) + " }";
  }

  // ---- records ----

  private void record(RecordLayout r, Consumer<MessageLayout> nested) {
    out.append("-- ").append(r.name()).append('\n');
    out.append(fn(r)).append(" = function(tvb, tree, pos, limit, parent)\n");
    out.append("  local v = { _parent = parent }\n  local base = pos\n");
    byte[] term = r.terminator();
    if (term.length > 0) {
      // A delimited message reads up to its terminator's first occurrence.
      out.append("  limit = fw.until_term(tvb, pos, limit, ")
          .append(Lua.bytes(term)).append(", ").append(Lua.string(r.name())).append(")\n");
    }
    FieldCode code = new FieldCode(fields, r, out, nested);
    List<WireField> lengths = new ArrayList<>();
    for (WireField f : r.fields()) {
      code.field(f);
      if (f.role() == WireField.Role.COMPONENT && f.span() != null) {
        openSpan(r, f);
        lengths.add(f);
      }
      for (WireField length : lengths) {
        if (length.span().last().equals(f.name()) && f.role() == WireField.Role.COMPONENT) {
          closeSpan(r, length, f);
        }
      }
    }
    if (term.length > 0) {
      String f = fields.declare(r.name() + ".terminator", "bytes", "terminator");
      out.append("  if pos ~= limit then fw.malformed(").append(Lua.string(r.name()))
          .append(" .. \": bytes before its terminator\") end\n");
      out.append("  tree:add(").append(f).append(", tvb:range(limit, ").append(term.length)
          .append("))\n  pos = limit + ").append(term.length).append('\n');
    }
    out.append("  return pos, v\nend\n\n");
  }

  /**
   * After the {@code @Covers} length {@code f}: the message's limit narrowed to the span it
   * covers, which starts where {@code f} ends, as decode narrows its input; a length past the
   * message is short or malformed as any size is.
   */
  private void openSpan(RecordLayout r, WireField f) {
    String id = Lua.ident(f.name());
    String what = Lua.string(r.name() + "." + f.name());
    out.append("  local span_").append(id).append(" = ").append(end(f)).append('\n');
    out.append("  fw.need(tvb, span_").append(id).append(", fw.lookup(v, ")
        .append(Lua.string(f.name())).append("), limit, ").append(what).append(")\n");
    out.append("  local outer_").append(id).append(" = limit\n");
    out.append("  limit = span_").append(id).append(" + fw.lookup(v, ")
        .append(Lua.string(f.name())).append(")\n");
  }

  /** After {@code last}, the last component {@code length} covers: its span read exactly. */
  private void closeSpan(RecordLayout r, WireField length, WireField last) {
    String id = Lua.ident(length.name());
    out.append("  if ").append(end(last)).append(" ~= limit then fw.malformed(")
        .append(Lua.string(r.name() + "." + length.name())).append(" .. \": \" .. (limit - ")
        .append(end(last)).append(") .. \" byte(s) of its span left over\") end\n");
    out.append("  limit = outer_").append(id).append('\n');
  }

  /** Where field {@code f}, just read, ends. */
  private static String end(WireField f) {
    return f.isFixed() ? "base + " + (f.bitOffset() + (f.count() > 0 ? f.bits() * f.count()
        : f.bits())) / 8 : "pos";
  }

  /**
   * The branches of a field's condition: for each, the Lua test, the width the field has then
   * (0: its own) and whether it is signed then. None for a field always on the wire.
   */
  static List<String[]> branches(WireField f) {
    List<String[]> out = new ArrayList<>();
    Condition c = f.condition();
    if (c instanceof Condition.Presence p) {
      for (Condition.Flag flag : p.flags()) {
        out.add(new String[] {"fw.any(fw.lookup(v, " + Lua.string(flag.flagsField()) + "), "
            + Lua.integer(flag.mask()) + ")", Integer.toString(flag.bits()),
            Boolean.toString(flag.bits() == 0 ? f.signed() : flag.signed())});
      }
    } else if (c instanceof Condition.When w) {
      String values = w.values().stream().map(Lua::integer)
          .collect(Collectors.joining(", ", "{ ", " }"));
      out.add(new String[] {(w.negated() ? "not " : "") + "fw.one_of(fw.masked(fw.lookup(v, "
          + Lua.string(w.field()) + "), " + Lua.integer(w.mask()) + "), " + values + ")", "0",
          Boolean.toString(f.signed())});
    } else if (c instanceof Condition.InputRemains) {
      out.add(new String[] {"pos < limit", "0", Boolean.toString(f.signed())});
    }
    return out;
  }

  /** {@code uint8} .. {@code uint64} (or {@code int..}) for a value read from {@code bytes}. */
  static String uintType(int bytes, boolean signed) {
    String t = switch (bytes) {
      case 1 -> "8";
      case 2 -> "16";
      case 3 -> "24";
      case 4 -> "32";
      default -> "64";
    };
    return (signed ? "int" : "uint") + t;
  }

  /** An enum's value string. */
  static String enumNames(List<EnumValue> values) {
    List<String> entries = new ArrayList<>();
    for (EnumValue e : values) {
      if (!e.others()) {
        entries.add("[" + Lua.integer(e.wire()) + "] = " + Lua.string(e.name()));
      }
    }
    return entries.isEmpty() ? "nil" : "{ " + String.join(", ", entries) + " }";
  }

  /**
   * Whether a value is read as a little-endian number: a whole-bytes value by its byte order,
   * sub-byte fields by the bit order of their run.
   */
  static boolean littleEndian(RecordLayout r, WireField f, int bitInByte, int bits) {
    boolean wholeBytes = bitInByte == 0 && bits % 8 == 0;
    return wholeBytes ? f.order() == ByteOrder.LITTLE_ENDIAN : r.bitOrder() == BitOrder.LSB_FIRST;
  }
}
