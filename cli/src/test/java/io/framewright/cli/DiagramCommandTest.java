package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code framewright diagram}. */
class DiagramCommandTest {

  private static List<String> headings(String out, String prefix) {
    List<String> types = new ArrayList<>();
    for (String line : out.split("\n")) {
      if (line.startsWith(prefix)) {
        types.add(line.substring(prefix.length()).split(" ")[0]);
      }
    }
    return types;
  }

  /**
   * bitpacked.source.txt: a 10-bit payload length, a 4-bit payload type, the offset and turn
   * flags (one 2-bit field here), a 20-bit message id, a 6-bit message type, then 6 reserved
   * bits to the byte; then the optional offset and turn, and the payload.
   */
  @Test
  void bitpackedHeaderAsTheSpecificationLaysItOut() {
    Cli.Result r = Cli.run("diagram", "bitpacked", "--type", "Packet");
    assertEquals(0, r.exit(), r.err());
    assertEquals("""
         0                   1                   2                   3
         0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |   payloadLength   |   pt  | f |      messageId (20 bits)      |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |  ...  |messageType|  reserved |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :      offset (Packet.Offset; its own layout; if flag 0x2)      :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :     turn (int, two's complement 32; if flag 0x1 (16 bits))    :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :   payload (variant of Payload, selected by payloadType; byte  :
        :                    length in payloadLength)                   :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
          pt = payloadType
          f = flags
        """, r.out());
  }

  @Test
  void everyTypeOfTheProtocolUnderItsName() {
    Cli.Result diagrams = Cli.run("diagram", "beer");
    assertEquals(0, diagrams.exit(), diagrams.err());
    assertEquals(headings(Cli.run("layout", "beer").out(), "== "),
        headings(diagrams.out(), "== "));
    // The union draws each of its variants, headed by its 32-bit tag.
    assertTrue(diagrams.out().contains("""
        tag 0x0: BeerMessage.ObjectPosition
         0                   1                   2                   3
         0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |                        magic 0x42454552                       |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |                            tag 0x0                            |
        """), diagrams.out());
  }

  @Test
  void svgHasEveryTypeUnderItsName() throws Exception {
    Cli.Result r = Cli.run("diagram", "bitpacked", "--svg");
    assertEquals(0, r.exit(), r.err());
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(r.out().getBytes(StandardCharsets.UTF_8)));
    NodeList texts = doc.getElementsByTagName("text");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < texts.getLength(); i++) {
      Element t = (Element) texts.item(i);
      if (t.getAttribute("font-weight").equals("bold")) {
        names.add(t.getTextContent());
      }
    }
    assertEquals(headings(Cli.run("layout", "bitpacked").out(), "== "), names);
  }

  @Test
  void unknownTypeIsAUsageError() {
    Cli.Result r = Cli.run("diagram", "bitpacked", "--type", "Nope");
    assertEquals(FramewrightCli.USAGE, r.exit());
    assertTrue(r.err().contains("--type: unknown type \"Nope\""), r.err());
  }
}
