package io.framewright.runtime.layout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Layouts built by hand (no codec): their text tables, and their value semantics. */
class LayoutTextTest {
  private static final ByteOrder BE = ByteOrder.BIG_ENDIAN;

  private static WireField field(String name, WireField.Role role, String target,
      WireField.Kind kind, String javaType, int bitOffset, int bits, int count, boolean signed,
      Size size, Condition condition, byte[] constant) {
    return WireField.builder(name, role, kind).target(target).javaType(javaType)
        .bitOffset(bitOffset).bits(bits).count(count).signed(signed).size(size)
        .condition(condition).constant(constant).build();
  }

  /**
   * magic "AB", a 3-bit enum, 5 bits of padding before a 16-bit big-endian count prefix, a
   * counted list, then a 32-bit float after it and a @When part.
   */
  private static RecordLayout sample() {
    List<WireField> fields = List.of(
        field("magic", WireField.Role.MAGIC, "", WireField.Kind.CONSTANT, "", 0, 8, 2, false,
            null, null, new byte[] {0x41, 0x42}),
        WireField.builder("kind", WireField.Role.COMPONENT, WireField.Kind.ENUM).javaType("Kind")
            .bitOffset(16).bits(3)
            .values(List.of(new EnumValue(0, "IDLE"), new EnumValue(5, "RUN"))).build(),
        field("itemsCount", WireField.Role.COUNT, "items", WireField.Kind.UNSIGNED, "int", 24,
            16, 0, false, null, null, new byte[0]),
        WireField.builder("items", WireField.Role.COMPONENT, WireField.Kind.UNSIGNED)
            .javaType("int").sequence(WireField.Sequence.LIST).bits(8)
            .size(new Size(Size.Extent.PREFIX, Size.Unit.ELEMENTS, -1, "itemsCount", 16, 300,
                new byte[0]))
            .build(),
        field("speed", WireField.Role.COMPONENT, "", WireField.Kind.FLOAT, "float", 0, 32, 0,
            true, null, null, new byte[0]),
        WireField.builder("extra", WireField.Role.COMPONENT, WireField.Kind.BYTES).javaType("byte")
            .sequence(WireField.Sequence.ARRAY).bits(8)
            .size(new Size(Size.Extent.REST, Size.Unit.BYTES, -1, "", 0, Integer.MAX_VALUE,
                new byte[0]))
            .condition(new Condition.When("kind", -1, List.of(5L), false)).build());
    return new RecordLayout("com.example.Sample", "Sample", BE, BitOrder.MSB_FIRST, 9, -1,
        fields);
  }

  @Test
  void recordTable() {
    assertEquals(String.join("\n",
        "at least 9 bytes, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0          16  (magic)              constant 41 42",
        "2.0           3  kind                 enum Kind, unsigned 3",
        "2.3           5  (padding)            zero",
        "3.0          16  itemsCount           unsigned 16, big-endian",
        "              *  items                List<Integer>; count in the 16-bit field before,"
            + " at most 300",
        "+0.0         32  speed                float, IEEE 754, big-endian",
        "+             *  extra                byte[]; to the end of the input; if kind in [5]",
        ""), sample().table());
  }

  @Test
  void aPrefixIsShownByTheNameTheLayoutGivesIt() {
    // The count row of sample() is the field itemsCount, which items' size names: the table
    // shows that name (the diagrams, dissectors and the command line's JSON show no other).
    RecordLayout sample = sample();
    WireField items = sample.fields().get(3);
    assertEquals("itemsCount", items.prefixName());
    assertEquals("", sample.fields().get(4).prefixName()); // speed: no size
    assertEquals("", sample.fields().get(5).prefixName()); // extra: to the end of the input
    // A varint before the part is no field of the layout: named as a prefix of fixed width
    // would be, Count for elements, Length for bytes.
    Size varint = new Size(Size.Extent.VARINT_PREFIX, Size.Unit.BYTES, -1, "", 0,
        Integer.MAX_VALUE, new byte[0]);
    assertEquals("nameLength", WireField.builder("name", WireField.Role.COMPONENT,
        WireField.Kind.TEXT).size(varint).build().prefixName());
    Size counted = new Size(Size.Extent.VARINT_PREFIX, Size.Unit.ELEMENTS, -1, "", 0,
        Integer.MAX_VALUE, new byte[0]);
    assertEquals("idsCount", WireField.builder("ids", WireField.Role.COMPONENT,
        WireField.Kind.UNSIGNED).size(counted).build().prefixName());
  }

  @Test
  void unionTable() {
    UnionLayout u = new UnionLayout("com.example.Op", "Op", new byte[0], 16, ByteOrder.LITTLE_ENDIAN,
        2, List.of(new UnionLayout.Variant(0x1F, false, "Op.Move", null),
            new UnionLayout.Variant(0, true, "Op.Other", null)), new byte[] {0});
    assertEquals("tag: 16 bits, unsigned, little-endian\n\n0x1F         Op.Move\n"
        + "(any other)  Op.Other\n\nterminator: 00\n", u.table());
  }

  @Test
  void varintAndPackedUnionTags() {
    List<UnionLayout.Variant> variants = List.of(new UnionLayout.Variant(0x80, false, "Op.Move",
        null));
    UnionLayout varint = new UnionLayout("com.example.Op", "Op", new byte[0], 31,
        ByteOrder.BIG_ENDIAN, 2, variants, new byte[0], true);
    assertEquals("tag: unsigned varint, 1 to 5 bytes\n\n0x80         Op.Move\n", varint.table());
    UnionLayout packed = new UnionLayout("com.example.Op", "Op", new byte[0], 4,
        ByteOrder.BIG_ENDIAN, 1, variants, new byte[0]);
    assertEquals("tag: 4 bits, unsigned, the first bits of each variant (its (tag) field)\n\n"
        + "0x80         Op.Move\n", packed.table());
    assertNotEquals(varint, new UnionLayout("com.example.Op", "Op", new byte[0], 31,
        ByteOrder.BIG_ENDIAN, 2, variants, new byte[0]));
    // MQTT 3.1.1 PINGREQ: the packet type 12 in bits 7-4, flags in bits 3-0
    RecordLayout pingreq = new RecordLayout("com.example.Pingreq", "Pingreq", BE,
        BitOrder.MSB_FIRST, 1, 1, List.of(
            field("tag", WireField.Role.TAG, "", WireField.Kind.CONSTANT, "", 0, 4, 0, false, null,
                null, new byte[] {12}),
            field("flags", WireField.Role.COMPONENT, "", WireField.Kind.UNSIGNED, "int", 4, 4, 0,
                false, null, null, new byte[0])));
    assertEquals(String.join("\n",
        "1 byte, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0           4  (tag)                union tag 0xC",
        "0.4           4  flags                int, unsigned 4",
        ""), pingreq.table());
  }

  /**
   * QUIC varints (RFC 9000 section 16): a union tag, a value of at most 8 bytes, one of at most
   * 2 (maxBytes = 2), and a byte length before a part.
   */
  @Test
  void quicVarints() {
    UnionLayout frame = new UnionLayout("com.example.Frame", "Frame", new byte[0], 31, BE, 1,
        List.of(new UnionLayout.Variant(0x06, false, "Frame.Crypto", null)), new byte[0], true,
        true);
    assertEquals("tag: QUIC varint, 1, 2, 4 or 8 bytes\n\n0x6          Frame.Crypto\n",
        frame.table());
    assertNotEquals(frame, new UnionLayout("com.example.Frame", "Frame", new byte[0], 31, BE, 1,
        List.of(new UnionLayout.Variant(0x06, false, "Frame.Crypto", null)), new byte[0], true));
    assertEquals(8, frame.varintTagBytes());
    RecordLayout crypto = new RecordLayout("com.example.Crypto", "Crypto", BE,
        BitOrder.MSB_FIRST, 2, -1, List.of(
            WireField.builder("offset", WireField.Role.COMPONENT, WireField.Kind.QUIC_VARINT)
                .javaType("long").size(new Size(Size.Extent.OWN, Size.Unit.BYTES, -1, "", 0, 8,
                    new byte[0])).build(),
            WireField.builder("port", WireField.Role.COMPONENT, WireField.Kind.QUIC_VARINT)
                .javaType("int").size(new Size(Size.Extent.OWN, Size.Unit.BYTES, -1, "", 0, 2,
                    new byte[0])).build(),
            WireField.builder("data", WireField.Role.COMPONENT, WireField.Kind.BYTES)
                .javaType("byte").sequence(WireField.Sequence.ARRAY).bits(8)
                .size(new Size(Size.Extent.QUIC_VARINT_PREFIX, Size.Unit.BYTES, -1, "", 0,
                    Integer.MAX_VALUE, new byte[0])).build()));
    assertEquals(String.join("\n",
        "at least 2 bytes, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "              *  offset               long, QUIC varint, 1, 2, 4 or 8 bytes",
        "+             *  port                 int, QUIC varint, 1 or 2 bytes",
        "+             *  data                 byte[]; byte length in the QUIC varint before",
        ""), crypto.table());
  }

  @Test
  void aFixedLayoutShowsItsTrailingPaddingAndOneByte() {
    RecordLayout one = new RecordLayout("com.example.Flag", "Flag", BE, BitOrder.MSB_FIRST, 1, 1,
        List.of(field("on", WireField.Role.COMPONENT, "", WireField.Kind.BOOLEAN, "boolean", 0, 1,
            0, false, null, null, new byte[0])));
    assertEquals(String.join("\n",
        "1 byte, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0           1  on                   boolean, 1 bit",
        "0.1           7  (padding)            zero",
        ""), one.table());
  }

  @Test
  void aLongValueListShowsItsFirstSixteen() {
    List<Long> values = new java.util.ArrayList<>();
    for (long v = 0; v < 20; v++) {
      values.add(v * 2);
    }
    RecordLayout r = new RecordLayout("com.example.Even", "Even", BE, BitOrder.MSB_FIRST, 1, -1,
        List.of(field("t", WireField.Role.COMPONENT, "", WireField.Kind.UNSIGNED, "int", 0, 8, 0,
                false, null, null, new byte[0]),
            field("x", WireField.Role.COMPONENT, "", WireField.Kind.UNSIGNED, "int", -1, 8, 0,
                false, null, new Condition.When("t", 0x7f, values, true), new byte[0])));
    String table = r.table();
    assertEquals("              *  x                    int, unsigned 8; if t & 0x7f not in [0, 2,"
        + " 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, ... (20 values)]",
        table.substring(table.indexOf("              *"), table.length() - 1));
  }

  @Test
  void layoutsAreValues() {
    assertEquals(sample(), sample());
    assertEquals(sample().hashCode(), sample().hashCode());
    WireField magic = sample().field("magic");
    byte[] bytes = magic.constant();
    bytes[0] = 0;
    assertArrayEquals(new byte[] {0x41, 0x42}, magic.constant()); // a copy was changed
    assertNotEquals(sample().field("items"), sample().field("extra"));
    assertEquals(List.of("kind", "items", "speed", "extra"),
        sample().components().stream().map(WireField::name).toList());
  }

  @Test
  void aReferenceIsEqualByTypeAndResolvedWhenAsked() {
    RecordLayout target = sample();
    LayoutRef a = new LayoutRef("com.example.Sample", "Sample", () -> target);
    LayoutRef b = new LayoutRef("com.example.Sample", "Sample", () -> {
      throw new AssertionError("not resolved by equals");
    });
    assertEquals(a, b);
    assertEquals(target, a.layout());
  }
}
