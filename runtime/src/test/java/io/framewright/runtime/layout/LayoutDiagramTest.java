package io.framewright.runtime.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bit diagrams of layouts built by hand (no codec), for what the examples do not show. */
class LayoutDiagramTest {
  private static final ByteOrder BE = ByteOrder.BIG_ENDIAN;
  private static final String RULER = """
       0                   1                   2                   3
       0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
      """;

  private static WireField fixed(String name, WireField.Role role, int bitOffset, int bits,
      int count) {
    return WireField.builder(name, role, WireField.Kind.UNSIGNED).javaType("int")
        .sequence(count > 0 ? WireField.Sequence.ARRAY : WireField.Sequence.NONE)
        .bitOffset(bitOffset).bits(bits).count(count).build();
  }

  /**
   * A byte, a 64-byte key (from bit 8: a cut piece, 15 full rows of which the first and last
   * are drawn with one elided row between them that says its size, and a cut piece), 4 reserved
   * bits (too narrow for their name), then 36 bits of padding to the fixed size of 70 bytes,
   * wrapping into a last half row.
   */
  @Test
  void longFieldsAreElidedAndGapsArePadding() {
    RecordLayout r = new RecordLayout("com.example.Key", "Key", BE, BitOrder.MSB_FIRST, 70, 70,
        List.of(fixed("version", WireField.Role.COMPONENT, 0, 8, 0),
            fixed("key", WireField.Role.COMPONENT, 8, 8, 64),
            fixed("reserved", WireField.Role.PAD, 520, 4, 0)));
    assertEquals(RULER + """
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |    version    |                      ...                      |
        +-+-+-+-+-+-+-+-+                                               +
        |                                                               |
        +                                                               +
        :                       key[64] (64 bytes)                      :
        +                                                               +
        |                                                               |
        +               +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |      ...      |reserve|           padding (36 bits)           |
        +-+-+-+-+-+-+-+-+-+-+-+-+       +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |              ...              |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
          reserve = reserved
        """, r.diagram());
  }

  /**
   * The largest fixed message (FW025: 2^30 bits), a byte and a 134,217,727-byte array: drawn in
   * four rows and an elided one, as a 64-byte one is; its 2^30 bits are whole rows, so the last
   * drawn row is the array's last, with no cut piece. The diagram was laid out on every one of its 33,554,432
   * rows (one compilation of it took 21 s in the processor's javadoc), where only the drawn ones
   * are held now.
   */
  @Test
  void theLargestFixedMessageIsDrawnInItsFewRows() {
    RecordLayout r = new RecordLayout("com.example.Max", "Max", BE, BitOrder.MSB_FIRST,
        134_217_728, 134_217_728, List.of(fixed("version", WireField.Role.COMPONENT, 0, 8, 0),
            fixed("data", WireField.Role.COMPONENT, 8, 8, 134_217_727)));
    assertEquals(RULER + """
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |    version    |                      ...                      |
        +-+-+-+-+-+-+-+-+                                               +
        |                                                               |
        +                                                               +
        :               data[134217727] (134217727 bytes)               :
        +                                                               +
        |                                                               |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        """, r.diagram());
  }

  /**
   * A union with 2 magic bytes ("OP", shown in hex), a varint tag, a variant of one 8-bit field
   * and the unknown variant, and a terminator: the tag and the unknown variant's bytes are
   * variable parts; the terminator after a variable part starts its own row.
   */
  @Test
  void unionWithMagicVarintTagAndTerminator() {
    RecordLayout ping = new RecordLayout("com.example.Op.Ping", "Op.Ping", BE,
        BitOrder.MSB_FIRST, 1, 1, List.of(fixed("seq", WireField.Role.COMPONENT, 0, 8, 0)));
    UnionLayout u = new UnionLayout("com.example.Op", "Op", new byte[] {'O', 'P'}, 31, BE, 5,
        List.of(new UnionLayout.Variant(0x80, 0x81, false, "Op.Ping",
                new LayoutRef("com.example.Op.Ping", "Op.Ping", () -> ping)),
            new UnionLayout.Variant(0, true, "Op.Other", null)),
        new byte[] {0x0A}, true);
    assertEquals("tags 0x80..0x81: Op.Ping\n" + RULER + """
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |          magic 0x4F50         |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :        tag (0x80..0x81; unsigned varint, 1 to 5 bytes)        :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |      seq      |terminator 0x0A|
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+

        any other tag: Op.Other
        """ + RULER + """
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |          magic 0x4F50         |
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :         tag (any other; unsigned varint, 1 to 5 bytes)        :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        :          body (the bytes as they are, kept unparsed)          :
        +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
        |terminator 0x0A|
        +-+-+-+-+-+-+-+-+
        """, u.diagram());
  }
}
