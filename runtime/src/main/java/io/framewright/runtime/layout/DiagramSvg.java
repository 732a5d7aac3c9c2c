package io.framewright.runtime.layout;

import java.util.List;
import java.util.Locale;

/**
 * {@link LayoutDiagram#svg}: the diagrams' cells as SVG, written out as text (a grid of lines
 * and labels needs no library). Columns, rules and labels are those of the text drawing; a
 * variable part's cell has dashed sides.
 */
final class DiagramSvg {
  private static final int BIT = 20;
  private static final int LINE = 20;
  private static final int MARGIN = 10;
  private static final int WIDTH = 2 * MARGIN + DiagramModel.ROW * BIT;
  private static final int TEXT_WIDTH = 2 * DiagramModel.ROW - 3;

  private DiagramSvg() {}

  static String of(List<MessageLayout> layouts) {
    StringBuilder body = new StringBuilder();
    int y = MARGIN;
    for (MessageLayout layout : layouts) {
      y += LINE;
      text(body, MARGIN, y, "start", "bold", layout.name());
      for (DiagramModel.Figure figure : DiagramModel.figures(layout)) {
        y = figure(body, figure, y + LINE / 2);
      }
    }
    y += MARGIN;
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + WIDTH + "\" height=\"" + y
        + "\" viewBox=\"0 0 " + WIDTH + " " + y + "\" font-family=\"monospace\" font-size=\"12\""
        + " text-anchor=\"middle\">\n"
        + "<style>line { stroke: black; stroke-width: 1 }</style>\n"
        + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
  }

  /** Draws one figure from {@code y} down; returns the y under it. */
  private static int figure(StringBuilder out, DiagramModel.Figure figure, int y) {
    if (!figure.heading().isEmpty()) {
      y += LINE;
      text(out, MARGIN, y, "start", "normal", figure.heading());
    }
    // The ruler: tens, then units, each over its bit's column.
    y += 4;
    for (int c = 0; c < DiagramModel.ROW; c++) {
      int x = MARGIN + c * BIT + BIT / 2;
      if (c % 10 == 0) {
        text(out, x, y + 14, "middle", "normal", Integer.toString(c / 10));
      }
      text(out, x, y + 28, "middle", "normal", Integer.toString(c % 10));
    }
    y += 34;
    DiagramModel.Line above = null;
    for (DiagramModel.Line line : figure.lines()) {
      rule(out, above, line, y);
      List<String> texts = line.kind() == DiagramModel.Kind.BITS
          ? List.of(line.pieces().get(0).text())
          : LayoutDiagram.wrap(line.pieces().get(0).text(), TEXT_WIDTH);
      int height = LINE * texts.size();
      boolean dashed = line.kind() != DiagramModel.Kind.BITS;
      for (DiagramModel.Piece p : line.pieces()) {
        side(out, p.from(), y, height, dashed);
        if (line.kind() == DiagramModel.Kind.BITS) {
          text(out, MARGIN + (p.from() + p.to()) * BIT / 2, y + LINE * 2 / 3, "middle", "normal",
              p.text());
        }
      }
      DiagramModel.Piece last = line.pieces().get(line.pieces().size() - 1);
      side(out, last.to(), y, height, dashed);
      if (line.kind() != DiagramModel.Kind.BITS) {
        for (int i = 0; i < texts.size(); i++) {
          text(out, MARGIN + DiagramModel.ROW * BIT / 2, y + LINE * i + LINE * 2 / 3, "middle",
              "normal", texts.get(i));
        }
      }
      y += height;
      above = line;
    }
    rule(out, above, null, y);
    for (String entry : figure.legend()) {
      y += LINE;
      text(out, MARGIN + BIT, y, "start", "normal", entry);
    }
    return y + LINE / 2;
  }

  /** The horizontal rule between two drawn rows, where their cells differ. */
  private static void rule(StringBuilder out, DiagramModel.Line above, DiagramModel.Line below,
      int y) {
    boolean[] dash = DiagramModel.rule(above, below);
    int c = 0;
    while (c < DiagramModel.ROW) {
      if (!dash[c]) {
        c++;
        continue;
      }
      int from = c;
      while (c < DiagramModel.ROW && dash[c]) {
        c++;
      }
      out.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
          MARGIN + from * BIT, y, MARGIN + c * BIT, y));
    }
  }

  private static void side(StringBuilder out, int column, int y, int height, boolean dashed) {
    int x = MARGIN + column * BIT;
    out.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"%s/>\n",
        x, y, x, y + height, dashed ? " stroke-dasharray=\"4 3\"" : ""));
  }

  /** A label: centred on {@code x} ("middle"), or from it ("start"), bold or "normal". */
  private static void text(StringBuilder out, int x, int y, String anchor, String weight,
      String text) {
    if (text.isEmpty()) {
      return;
    }
    out.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\"%s%s>%s</text>\n", x, y,
        anchor.equals("middle") ? "" : " text-anchor=\"" + anchor + "\"",
        weight.equals("normal") ? "" : " font-weight=\"" + weight + "\"", escape(text)));
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
