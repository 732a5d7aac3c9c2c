package io.framewright.runtime.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The cells of a layout's bit diagrams, laid out on 32-bit rows: what {@link LayoutDiagram}
 * draws as text and as SVG, so both drawings show the same cells, labels and legend.
 */
final class DiagramModel {
  /** Bits per row, as in RFC 791's figures. */
  static final int ROW = 32;
  /** A cell of more full rows than this shows its first, one elided row and its last. */
  private static final int FULL_ROWS_SHOWN = 4;

  private DiagramModel() {}

  /**
   * One diagram: a record's, or one variant's of a union.
   *
   * @param heading the variant's tag and name; "" for a record
   * @param lines the drawn rows, top to bottom
   * @param legend what each short label stands for ({@code "a = alive"})
   */
  record Figure(String heading, List<Line> lines, List<String> legend) {}

  /** What a drawn row is. */
  enum Kind {
    /** Fixed bits, a column per bit. */
    BITS,
    /** Stands for several full rows of one cell. */
    ELIDED,
    /** A variable or optional part: one full-width cell whose text says its size and condition. */
    VARIABLE
  }

  /** A drawn row: its pieces, left to right, without gaps, from column 0. */
  record Line(List<Piece> pieces, Kind kind) {
    /** The cell at {@code column}, or -1 where the row has none. */
    int cellAt(int column) {
      for (Piece p : pieces) {
        if (column >= p.from() && column < p.to()) {
          return p.cell();
        }
      }
      return -1;
    }

    /** Whether a cell starts or ends at the boundary before {@code column}. */
    boolean edgeAt(int column) {
      for (Piece p : pieces) {
        if (p.from() == column || p.to() == column) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * The part of a cell in one row.
   *
   * @param from its first column
   * @param to the column after its last
   * @param text its label; "" or "..." where the label is in another piece of the cell
   * @param cell the number of the cell it belongs to (rows of one cell have no rule between them)
   */
  record Piece(int from, int to, String text, int cell) {
    /** Characters for text in the ASCII drawing: two per bit, less the closing bar. */
    int width() {
      return 2 * (to - from) - 1;
    }
  }

  /**
   * Whether the rule between two drawn rows has a dash at each column: where the rows' cells
   * differ. {@code above} or {@code below} is null at the top and bottom.
   */
  static boolean[] rule(Line above, Line below) {
    boolean[] dash = new boolean[ROW];
    for (int c = 0; c < ROW; c++) {
      int a = above == null ? -1 : above.cellAt(c);
      int b = below == null ? -1 : below.cellAt(c);
      dash[c] = a != b;
    }
    return dash;
  }

  /** The figures of {@code layout}: one for a record, one per variant for a union. */
  static List<Figure> figures(MessageLayout layout) {
    List<Figure> out = new ArrayList<>();
    if (layout instanceof RecordLayout r) {
      Builder b = new Builder();
      b.record(r, 0);
      out.add(b.figure(""));
      return out;
    }
    UnionLayout u = (UnionLayout) layout;
    for (UnionLayout.Variant v : u.variants()) {
      out.add(variant(u, v));
    }
    return out;
  }

  private static Figure variant(UnionLayout u, UnionLayout.Variant v) {
    String tags = v.unknown() ? "" : hex(v.tag()) + (v.lastTag() == v.tag() ? ""
        : ".." + hex(v.lastTag()));
    Builder b = new Builder();
    int base = u.magic().length * 8;
    if (base > 0) {
      b.cell(0, base, constant("magic", u.magic()));
    }
    if (u.tagVarint()) {
      b.variable("tag (" + (v.unknown() ? "any other" : tags) + (u.tagQuic()
          ? "; QUIC varint, 1, 2, 4 or 8 bytes)"
          : "; unsigned varint, 1 to " + UnionLayout.VARINT_TAG_BYTES + " bytes)"));
      base = 0;
    } else if (u.tagBits() % 8 == 0) {
      b.cell(base, u.tagBits(), v.unknown() ? "tag" : "tag " + tags);
      base += u.tagBits();
    }
    // A tag narrower than a byte is the variant's own (tag) field.
    MessageLayout body = v.layout() == null ? null : v.layout().layout();
    if (body instanceof RecordLayout r) {
      b.record(r, base);
    } else if (body instanceof UnionLayout nested) {
      b.variable(v.name() + " (union " + nested.name() + ", drawn on its own)");
    } else {
      b.variable("body (the bytes as they are, kept unparsed)");
    }
    byte[] terminator = u.terminator();
    if (terminator.length > 0) {
      b.cell(b.end, terminator.length * 8, constant("terminator", terminator));
    }
    return b.figure(v.unknown() ? "any other tag: " + v.name()
        : (v.lastTag() == v.tag() ? "tag " : "tags ") + tags + ": " + v.name());
  }

  private static String hex(long v) {
    return "0x" + Long.toHexString(v).toUpperCase(Locale.ROOT);
  }

  /**
   * A fixed field's label: the component's name, or what a wire-only field is; a constant
   * component's with its value ({@code protocol = 0}), which is all there is to its bits.
   */
  private static String label(WireField f) {
    return switch (f.role()) {
      case PAD -> "reserved";
      case TAG -> "tag " + LayoutText.tagValue(f.constant());
      case MAGIC -> constant("magic", f.constant());
      case TERMINATOR -> constant("terminator", f.constant());
      default -> (f.count() > 0 ? f.name() + "[" + f.count() + "]" : f.name())
          + (f.rule() != null && f.rule().kind() == ValueRule.Kind.CONSTANT
              ? " = " + f.rule().min() : "");
    };
  }

  /** A constant's label: what it is, and its bytes in hex when there are few of them. */
  private static String constant(String what, byte[] bytes) {
    if (bytes.length == 0 || bytes.length > 4) {
      return what;
    }
    StringBuilder hex = new StringBuilder(what).append(" 0x");
    for (byte b : bytes) {
      hex.append(String.format(Locale.ROOT, "%02X", b & 0xFF));
    }
    return hex.toString();
  }

  /** A variable or optional part's text: its name, wire form, size and condition. */
  private static String variableText(WireField f) {
    String each = "";
    Size size = f.size();
    if (size != null && size.unit() == Size.Unit.ELEMENTS && f.bits() > 0
        && f.kind() != WireField.Kind.VARINT && f.kind() != WireField.Kind.QUIC_VARINT) {
      each = f.bits() == 8 ? ", 1 byte each" : f.bits() % 8 == 0
          ? ", " + f.bits() / 8 + " bytes each" : ", " + f.bits() + " bits each";
    }
    return f.name() + " (" + LayoutText.variableForm(f) + each + LayoutText.condition(f) + ")";
  }

  /** A fixed cell: its first bit in its section, its width and its label. */
  private record Cell(int from, int bits, String label) {}

  /** Cells of one figure, in wire order, cut into sections at each variable part. */
  private static final class Builder {
    private final List<Line> lines = new ArrayList<>();
    private final List<String> legend = new ArrayList<>();
    private final Set<String> shortLabels = new HashSet<>();
    /** The names of the figure's fields, which a short label must not be. */
    private final Set<String> names = new HashSet<>();
    /** The fixed cells since the last variable part. */
    private final List<Cell> section = new ArrayList<>();
    private int cells;
    /** The bit after the last fixed cell of the section. */
    int end;

    /** Adds the fields of {@code r}, its fixed ones {@code base} bits into the section. */
    void record(RecordLayout r, int base) {
      for (WireField f : r.fields()) {
        names.add(f.name());
      }
      for (WireField f : r.fields()) {
        if (!f.isFixed()) {
          variable(variableText(f));
          base = 0; // offsets after a variable part count from its end
          continue;
        }
        int at = base + f.bitOffset();
        if (at > end) {
          cell(end, at - end, "padding");
        }
        cell(at, f.count() > 0 ? f.bits() * f.count() : f.bits(), label(f));
      }
      if (r.isFixed() && base + r.fixedSize() * 8 > end) {
        cell(end, base + r.fixedSize() * 8 - end, "padding");
      }
    }

    void cell(int from, int bits, String label) {
      if (bits > 0) {
        section.add(new Cell(from, bits, label));
        end = from + bits;
      }
    }

    void variable(String text) {
      flush();
      lines.add(new Line(List.of(new Piece(0, ROW, text, cells++)), Kind.VARIABLE));
    }

    Figure figure(String heading) {
      flush();
      return new Figure(heading, List.copyOf(lines), List.copyOf(legend));
    }

    /**
     * Lays the section's cells out on rows. Only the rows drawn are held (a cell of many full
     * rows has one elided row for them), so the work grows with the cells, not with the bits: a
     * {@code @Count(134217728) byte[]} is four rows, not 33 million.
     */
    private void flush() {
      if (section.isEmpty()) {
        end = 0;
        return;
      }
      TreeMap<Integer, List<Piece>> grid = new TreeMap<>();
      Map<Integer, Kind> kinds = new HashMap<>();
      for (Cell c : section) {
        place(c.from(), c.bits(), c.label(), cells++, grid, kinds);
      }
      grid.forEach((row, pieces) ->
          lines.add(new Line(List.copyOf(pieces), kinds.getOrDefault(row, Kind.BITS))));
      section.clear();
      end = 0;
    }

    /** Puts one cell's pieces on the rows drawn, its label on one of them. */
    private void place(int from, int bits, String label, int cell,
        TreeMap<Integer, List<Piece>> grid, Map<Integer, Kind> kinds) {
      int to = from + bits;
      List<int[]> spans = new ArrayList<>(); // row, first column, column after the last
      List<Integer> full = new ArrayList<>(); // indexes in spans of the full rows drawn
      int firstFull = (from + ROW - 1) / ROW; // the first row the cell fills, if any
      int afterFull = to / ROW; // the row after the last it fills
      if (from % ROW != 0) {
        int row = from / ROW;
        spans.add(new int[] {row, from - row * ROW, Math.min(to, (row + 1) * ROW) - row * ROW});
      }
      int fullRows = Math.max(0, afterFull - firstFull);
      boolean elided = fullRows > FULL_ROWS_SHOWN;
      for (int r = firstFull; r < afterFull; r++) {
        if (elided && r == firstFull + 2) {
          r = afterFull - 1; // the rows between the elided one and the last are not drawn
        }
        full.add(spans.size());
        spans.add(new int[] {r, 0, ROW});
      }
      if (to % ROW != 0 && to / ROW >= firstFull) {
        spans.add(new int[] {to / ROW, 0, to % ROW});
      }
      String text = label;
      int labelled;
      if (elided) {
        // Only the first and last full rows are drawn, with one elided row between them.
        labelled = full.get(1);
        kinds.put(spans.get(labelled)[0], Kind.ELIDED);
        text = label + " (" + (bits % 8 == 0 ? bits / 8 + " bytes)" : bits + " bits)");
      } else if (!full.isEmpty()) {
        labelled = full.get((full.size() - 1) / 2);
      } else {
        labelled = 0;
        for (int i = 1; i < spans.size(); i++) {
          if (spans.get(i)[2] - spans.get(i)[1] > spans.get(labelled)[2] - spans.get(labelled)[1]) {
            labelled = i;
          }
        }
      }
      int[] at = spans.get(labelled);
      int width = 2 * (at[2] - at[1]) - 1;
      if (!elided && spans.size() > full.size() && spans.size() > 1) {
        // A cell that wraps across rows unevenly says its width: its pieces look like cells.
        String sized = label + " (" + bits + " bits)";
        text = sized.length() <= width ? sized : label;
      }
      if (text.length() > width) {
        text = shortLabel(label, width);
      }
      for (int i = 0; i < spans.size(); i++) {
        int[] s = spans.get(i);
        // A piece cut off by a rule shows "..."; rows of one cell have no rule between them.
        boolean cut = s[1] > 0 || s[2] < ROW;
        String t = i == labelled ? text : cut && 2 * (s[2] - s[1]) - 1 >= 3 ? "..." : "";
        grid.computeIfAbsent(s[0], row -> new ArrayList<>()).add(new Piece(s[1], s[2], t, cell));
      }
    }

    /**
     * A label of at most {@code width} characters for a cell too narrow for {@code label},
     * unique in the figure and not another field's name, with a legend line saying what it
     * stands for: the name cut short when four characters or more of it fit, else the initials
     * of its camel-case words ({@code pt} for {@code payloadType}), else a letter.
     */
    private String shortLabel(String label, int width) {
      String compact = label.replace(" ", "");
      StringBuilder initials = new StringBuilder();
      for (int i = 0; i < compact.length(); i++) {
        char c = compact.charAt(i);
        if (i == 0 || Character.isUpperCase(c) && !Character.isUpperCase(compact.charAt(i - 1))) {
          initials.append(Character.toLowerCase(c));
        }
      }
      List<String> candidates = new ArrayList<>();
      if (width >= 4) {
        candidates.add(compact.substring(0, Math.min(width, compact.length())));
      }
      candidates.add(initials.substring(0, Math.min(width, initials.length())));
      for (char c = 'a'; c <= 'z'; c++) {
        candidates.add(String.valueOf(c));
      }
      String candidate = candidates.stream()
          .filter(c -> !shortLabels.contains(c) && !names.contains(c)).findFirst()
          .orElse(compact.substring(0, 1));
      shortLabels.add(candidate);
      legend.add(candidate + " = " + label);
      return candidate;
    }
  }
}
