package io.framewright.protocol.avara;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Framewright;
import io.framewright.runtime.layout.BitOrder;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.WireField;
import io.framewright.runtime.layout.WireField.Kind;
import io.framewright.runtime.layout.WireField.Role;
import io.framewright.runtime.layout.WireField.Sequence;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The codec describes CommandPacket's layout as data, written out here from the record's
 * declaration (and upstream's packet format in its javadoc): a tool reading the description
 * sees the flags byte, which flag puts each optional field on the wire and how wide, which bit
 * of the flags byte marks which field, the value an absent primitive reads as (its
 * {@code @WhenAbsent(0)}), and that the data's length is held by dataLen.
 */
class CommandPacketLayoutTest {
  private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

  private static WireField fixed(String name, Kind kind, String javaType, int bitOffset,
      int bits, boolean signed) {
    return WireField.builder(name, Role.COMPONENT, kind).javaType(javaType).bitOffset(bitOffset)
        .bits(bits).signed(signed).order(LE).build();
  }

  private static WireField optional(String name, String javaType, int bits,
      Condition.Flag... flags) {
    return WireField.builder(name, Role.COMPONENT, Kind.SIGNED).javaType(javaType).bits(bits)
        .signed(true).order(LE).condition(new Condition.Presence(List.of(flags))).build();
  }

  /** An optional primitive, which reads as 0 when absent. */
  private static WireField zeroWhenAbsent(String name, String javaType, int bits,
      Condition.Flag... flags) {
    return optional(name, javaType, bits, flags).toBuilder().whenAbsent(0L).build();
  }

  private static WireField.Mark mark(long mask, String component) {
    return new WireField.Mark(mask, component);
  }

  private static Condition.Flag flag(long mask, int bits, boolean signed) {
    return new Condition.Flag("flags", mask, bits, signed);
  }

  @Test
  void theDescriptionIsTheDeclaredLayout() {
    RecordLayout expected = new RecordLayout("io.framewright.protocol.avara.CommandPacket",
        "CommandPacket", LE, BitOrder.MSB_FIRST, 5, -1, List.of(
            fixed("serialNumber", Kind.UNSIGNED, "int", 0, 16, false),
            fixed("sendCount", Kind.UNSIGNED, "int", 16, 8, false),
            // Each flag bit, in the wire order of the fields it marks.
            fixed("flags", Kind.UNSIGNED, "int", 24, 8, false).toBuilder().marks(List.of(
                mark(0x40, "distribution"), mark(0x20, "p3"), mark(0x04, "p3"),
                mark(0x02, "p2"), mark(0x10, "dataLen"), mark(0x08, "dataLen"),
                mark(0x01, "p1"), mark(0x80, "sender"))).build(),
            fixed("command", Kind.SIGNED, "byte", 32, 8, true),
            optional("distribution", "short", 16, flag(0x40, 0, false)),
            zeroWhenAbsent("p3", "int", 32, flag(0x20, 16, false), flag(0x04, 32, true)),
            zeroWhenAbsent("p2", "short", 16, flag(0x02, 0, false)),
            zeroWhenAbsent("dataLen", "int", 32, flag(0x10, 8, false), flag(0x08, 16, true)),
            zeroWhenAbsent("p1", "byte", 8, flag(0x01, 0, false)),
            optional("sender", "byte", 8, flag(0x80, 0, false)),
            WireField.builder("data", Role.COMPONENT, Kind.BYTES).javaType("byte")
                .sequence(Sequence.ARRAY).bits(8).order(LE)
                .size(new Size(Size.Extent.HELD, Size.Unit.BYTES, -1, "dataLen", 0, 984,
                    new byte[0]))
                .build()));

    assertEquals(expected, CommandPacketCodec.LAYOUT);
    assertEquals(expected, Framewright.codec(CommandPacket.class).description().orElseThrow());
  }

  @Test
  void theTextTableIsRenderedFromTheDescription() {
    String table = Framewright.codec(CommandPacket.class).layout();
    assertEquals(CommandPacketCodec.LAYOUT.table(), table);
    assertEquals(String.join("\n",
        "at least 5 bytes, little-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0          16  serialNumber         int, unsigned 16, little-endian",
        "2.0           8  sendCount            int, unsigned 8",
        "3.0           8  flags                int, unsigned 8",
        "4.0           8  command              byte, two's complement 8",
        "              *  distribution         short, two's complement 16; if flag 0x40",
        "+             *  p3                   int, two's complement 32; if flag 0x20 (16 bits),"
            + " or flag 0x4 (32 bits signed)",
        "+             *  p2                   short, two's complement 16; if flag 0x2",
        "+             *  dataLen              int, two's complement 32; if flag 0x10 (8 bits), or"
            + " flag 0x8 (16 bits signed)",
        "+             *  p1                   byte, two's complement 8; if flag 0x1",
        "+             *  sender               byte, two's complement 8; if flag 0x80",
        "+             *  data                 byte[]; byte length in dataLen, at most 984",
        ""), table);
  }
}
