package io.framewright.examples.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.EntityUpdate;
import io.framewright.examples.GameEvent;
import io.framewright.examples.ipv4.Ipv4Header;
import io.framewright.examples.unions.MqttControl;
import io.framewright.examples.variable.AckHeader;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.layout.LayoutDiagram;
import io.framewright.runtime.layout.MessageLayout;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * RFC-style bit diagrams of example messages ({@code MessageLayout.diagram()}), each expected
 * diagram drawn by hand from the message's declaration.
 */
class BitDiagramTest {

  private static MessageLayout layout(Class<?> type) {
    return Framewright.codec(type).description().orElseThrow();
  }

  /**
   * RFC 791, section 3.1, draws the header as:
   *
   * <pre>
   *     0                   1                   2                   3
   *     0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
   *    +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
   *    |Version|  IHL  |Type of Service|          Total Length         |
   *    +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
   *    |         Identification        |Flags|      Fragment Offset    |
   *    +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
   *    |  Time to Live |    Protocol   |         Header Checksum       |
   *    +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
   *    |                       Source Address                          |
   *    +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
   *    |                    Destination Address                        |
   *    +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
   *    |                    Options                    |    Padding    |
   *    +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
   * </pre>
   *
   * The same figure with the record's names (the type of service split into DSCP and ECN as
   * RFC 2474 and RFC 3168 do), each name centred with the odd space on the left, and the
   * options, whose length is {@code ihl * 4 - 20} bytes, as a variable part between colons.
   */
  @Test
  void ipv4HeaderIsRfc791sFigure() {
    assertEquals("""
         0                   1                   2                   3
         0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |version|  ihl  |    dscp   |ecn|          totalLength          |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |         identification        |flags|      fragmentOffset     |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |      ttl      |    protocol   |         headerChecksum        |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |                             source                            |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |                          destination                          |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :           options (byte[]; byte length ihl * 4 - 20)          :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        """, layout(Ipv4Header.class).diagram());
  }

  /**
   * kind 3 bits, health 10, alive 1 (too narrow for its name: "a", in the legend), entityId 20
   * wrapping into the second row, heading 6, tick 32 wrapping into the third, position (a Vec2
   * of two shorts) 32 wrapping into the fourth, sequence 16: 120 bits. A field cut by a row's
   * end says its width; its other piece shows "...".
   */
  @Test
  void bitPackedFieldsWrapAcrossRows() {
    assertEquals("""
         0                   1                   2                   3
         0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        | kind|       health      |a|         entityId (20 bits)        |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |...|  heading  |                 tick (32 bits)                |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |      ...      |               position (32 bits)              |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |      ...      |            sequence           |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
          a = alive
        """, layout(EntityUpdate.class).diagram());
  }

  /**
   * A 32-bit field, then a count-prefixed byte array on the wire only when firstAck is not 0
   * (its count byte is part of the variable part), then a byte that starts a new row after it.
   */
  @Test
  void variableAndConditionalPartsSayTheirSizeAndCondition() {
    assertEquals("""
         0                   1                   2                   3
         0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |                            firstAck                           |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :  acks (byte[]; count in the 8-bit field before, 1 byte each;  :
        :                    if firstAck not in [0])                    :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |  messageCount |
        +-+-+-+-+-+-+-+-+
        """, layout(AckHeader.class).diagram());
  }

  /** flags 8, kind 3, id 13, position 32 wrapping; the name only when flag 0x01 is set. */
  @Test
  void presenceFlaggedPart() {
    assertEquals("""
         0                   1                   2                   3
         0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |     flags     | kind|            id           |      ...      |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |               position (32 bits)              |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :  name (text, UTF-8; byte length in the 8-bit field before; if :
        :                           flag 0x1)                           :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        """, layout(GameEvent.Entity.class).diagram());
  }

  /** One diagram per variant, headed by its tag, each starting with the 8-bit tag. */
  @Test
  void unionDrawsEachVariant() {
    String ruler = """
         0                   1                   2                   3
         0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
        """;
    String full = "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\n";
    assertEquals("tag 0x1: GameEvent.Chat\n" + ruler
        + "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\n"
        + "|    tag 0x1    |  senderLength |\n"
        + full
        + ":  sender (text, UTF-8; byte length in the 8-bit field before)  :\n"
        + full
        + "|   textLength  |\n"
        + full
        + ":   text (text, UTF-8; byte length in the 8-bit field before)   :\n"
        + full
        + "\n"
        + "tag 0x2: GameEvent.Spawn\n" + ruler
        + "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\n"
        + "|    tag 0x2    | entitiesCount |\n"
        + full
        + ":   entities (List<GameEvent.Entity>; count in the 8-bit field  :\n"
        + ":                      before, at most 64)                      :\n"
        + full
        + "\n"
        + "tag 0x3: GameEvent.Leave\n" + ruler
        + "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\n"
        + "|    tag 0x3    |            playerId           |\n"
        + "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\n",
        layout(GameEvent.class).diagram());
  }

  /**
   * A 4-bit tag is the variant's first field; DUP and RETAIN are one bit each, too narrow for
   * their names: "d" and "r", explained under the diagram.
   */
  @Test
  void narrowFieldsGetShortLabelsAndALegend() {
    String diagram = layout(MqttControl.class).diagram();
    int publish = diagram.indexOf("tag 0x3: MqttControl.Publish\n");
    assertTrue(publish >= 0, diagram);
    String figure = diagram.substring(publish, diagram.indexOf("\n\n", publish) + 1);
    assertTrue(figure.contains("""
        +-+-+-+-+-+-+-+-+
        |tag 0x3|d|qos|r|
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        """), figure);
    assertTrue(figure.endsWith("""
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
          d = dup
          r = retain
        """), figure);
  }

  /** The codec's javadoc, as the processor wrote it, holds the diagram in a {@code <pre>}. */
  @Test
  void generatedJavadocHoldsTheDiagram() throws Exception {
    String source = Files.readString(Path.of("target/generated-test-sources/test-annotations/"
        + "io/framewright/examples/ipv4/Ipv4HeaderCodec.java"));
    assertTrue(source.contains("""
         * <p>On the wire, RFC-style:
         * <pre>
         *  0                   1                   2                   3
         *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
         * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
         * |version|  ihl  |    dscp   |ecn|          totalLength          |
        """), source);
    assertTrue(source.contains("""
         * :           options (byte[]; byte length ihl * 4 - 20)          :
         * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
         * </pre>
        """), source);
    String spawn = Files.readString(Path.of("target/generated-sources/annotations/"
        + "io/framewright/examples/GameEventCodec.java"));
    assertTrue(spawn.contains(" * :   entities (List&lt;GameEvent.Entity&gt;; count in the 8-bit"
        + " field  :\n"), spawn);
  }

  /** The SVG is well-formed and draws the same cells: a label per field, a rule per row. */
  @Test
  void svgDrawsTheSameCells() throws Exception {
    String svg = LayoutDiagram.svg(layout(Ipv4Header.class));
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    assertEquals("svg", doc.getDocumentElement().getTagName());
    NodeList texts = doc.getElementsByTagName("text");
    StringBuilder labels = new StringBuilder();
    for (int i = 0; i < texts.getLength(); i++) {
      String t = texts.item(i).getTextContent();
      if (!t.matches("\\d+")) { // the ruler's digits
        labels.append(t).append('|');
      }
    }
    assertEquals("Ipv4Header|version|ihl|dscp|ecn|totalLength|identification|flags|"
        + "fragmentOffset|ttl|protocol|headerChecksum|source|destination|"
        + "options (byte[]; byte length ihl * 4 - 20)|", labels.toString());
    // Seven full-width rules: above the first row, between the six rows, under the last.
    assertEquals(7, svg.split("x1=\"10\" y1=\"(\\d+)\" x2=\"650\" y2=\"\\1\"", -1).length - 1,
        svg);
  }
}
