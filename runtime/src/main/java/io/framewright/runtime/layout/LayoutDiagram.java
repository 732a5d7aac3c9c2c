package io.framewright.runtime.layout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A layout as an RFC-style packet diagram: the 32-bit ruler of RFC 791 (section 3.1), a column
 * of two characters per bit, {@code +-+-+} rules between rows, each field's name centred in its
 * cell and fields wrapping across rows. A variable or optional part is a full-width row between
 * colons saying its size and condition; a union draws one diagram per variant, headed by its
 * tag; a name too long for its cell is shortened, and a legend under the diagram says what each
 * short label stands for.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |    version    |      type     |             length            |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * :            payload (byte[]; byte length in length)            :
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class LayoutDiagram {
  private LayoutDiagram() {}

  /** The ruler's two lines: tens, then units, over each bit's column. */
  static final String RULER = ruler();

  /**
   * The diagram of {@code layout} as text: one for a record, one per variant for a union (each
   * headed by its tag and name, separated by a blank line). Lines end without trailing spaces;
   * the text ends with a newline.
   */
  public static String text(MessageLayout layout) {
    StringBuilder sb = new StringBuilder();
    for (DiagramModel.Figure figure : DiagramModel.figures(layout)) {
      if (sb.length() > 0) {
        sb.append('\n');
      }
      if (!figure.heading().isEmpty()) {
        sb.append(figure.heading()).append('\n');
      }
      figure(sb, figure);
    }
    return sb.toString();
  }

  /**
   * The diagrams of {@code layouts} as one SVG document, each under its type's name: the same
   * cells, labels and legends as {@link #text}.
   */
  public static String svg(List<MessageLayout> layouts) {
    return DiagramSvg.of(layouts);
  }

  /** The diagram of {@code layout} as an SVG document. */
  public static String svg(MessageLayout layout) {
    return svg(List.of(layout));
  }

  private static void figure(StringBuilder sb, DiagramModel.Figure figure) {
    sb.append(RULER);
    List<DiagramModel.Line> lines = figure.lines();
    DiagramModel.Line above = null;
    for (DiagramModel.Line line : lines) {
      sb.append(rule(above, line)).append('\n');
      for (String row : rows(line)) {
        sb.append(row.stripTrailing()).append('\n');
      }
      above = line;
    }
    sb.append(rule(above, null)).append('\n');
    for (String entry : figure.legend()) {
      sb.append("  ").append(entry).append('\n');
    }
  }

  private static String ruler() {
    StringBuilder tens = new StringBuilder();
    StringBuilder units = new StringBuilder();
    for (int c = 0; c < DiagramModel.ROW; c++) {
      tens.append(c % 10 == 0 ? " " + c / 10 : "  ");
      units.append(' ').append(c % 10);
    }
    return tens.toString().stripTrailing() + "\n" + units + "\n";
  }

  /** The rule between two drawn rows: dashes where their cells differ, {@code +} at joints. */
  private static String rule(DiagramModel.Line above, DiagramModel.Line below) {
    boolean[] dash = DiagramModel.rule(above, below);
    char[] out = new char[2 * DiagramModel.ROW + 1];
    Arrays.fill(out, ' ');
    for (int c = 0; c <= DiagramModel.ROW; c++) {
      boolean joint = (c > 0 && dash[c - 1]) || (c < DiagramModel.ROW && dash[c])
          || (above != null && above.edgeAt(c)) || (below != null && below.edgeAt(c));
      if (joint) {
        out[2 * c] = '+';
      }
      if (c < DiagramModel.ROW && dash[c]) {
        out[2 * c + 1] = '-';
      }
    }
    return new String(out).stripTrailing();
  }

  /** The text lines of one drawn row: one, or more for a variable part's long text. */
  private static List<String> rows(DiagramModel.Line line) {
    List<String> out = new ArrayList<>();
    if (line.kind() == DiagramModel.Kind.BITS) {
      List<DiagramModel.Piece> pieces = line.pieces();
      char[] row = new char[2 * pieces.get(pieces.size() - 1).to() + 1];
      Arrays.fill(row, ' ');
      for (DiagramModel.Piece p : pieces) {
        row[2 * p.from()] = '|';
        row[2 * p.to()] = '|';
        centre(row, 2 * p.from() + 1, p.width(), p.text());
      }
      out.add(new String(row));
      return out;
    }
    // A variable part or an elided run of full rows: one cell, between colons.
    DiagramModel.Piece p = line.pieces().get(0);
    for (String text : wrap(p.text(), p.width() - 2)) {
      char[] row = new char[p.width() + 2];
      Arrays.fill(row, ' ');
      row[0] = ':';
      row[row.length - 1] = ':';
      centre(row, 1, p.width(), text);
      out.add(new String(row));
    }
    return out;
  }

  /** Writes {@code text} centred in {@code width} characters from {@code at}, as RFCs do. */
  private static void centre(char[] row, int at, int width, String text) {
    int left = (width - text.length() + 1) / 2;
    text.getChars(0, text.length(), row, at + left);
  }

  /** {@code text} broken at spaces into lines of at most {@code width} characters. */
  static List<String> wrap(String text, int width) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : text.split(" ")) {
      while (word.length() > width) {
        if (line.length() > 0) {
          lines.add(line.toString());
          line.setLength(0);
        }
        lines.add(word.substring(0, width));
        word = word.substring(width);
      }
      if (line.length() > 0 && line.length() + 1 + word.length() > width) {
        lines.add(line.toString());
        line.setLength(0);
      }
      if (line.length() > 0) {
        line.append(' ');
      }
      line.append(word);
    }
    if (line.length() > 0 || lines.isEmpty()) {
      lines.add(line.toString());
    }
    return lines;
  }
}
