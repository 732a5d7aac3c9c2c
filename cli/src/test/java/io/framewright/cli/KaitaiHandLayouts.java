package io.framewright.cli;

import io.framewright.runtime.layout.BitOrder;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.LayoutRef;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;

/**
 * Layouts written by hand for what no codec on this class path has (varints, least significant
 * bit first, a sub-byte union tag, a size expression): {@link KaitaiCompilerTest} exports them
 * and parses bytes worked out from their definition.
 */
final class KaitaiHandLayouts {
  private KaitaiHandLayouts() {}

  /**
   * A layout no codec here has: a varint, then text whose byte length is a varint before it
   * (the export writes its own LEB128 type for both).
   */
  static final RecordLayout VARINTS = new RecordLayout("t.Varints", "Varints",
      ByteOrder.BIG_ENDIAN, BitOrder.MSB_FIRST, 2, -1, List.of(
          WireField.builder("length", WireField.Role.COMPONENT, WireField.Kind.VARINT)
              .javaType("int").bitOffset(0)
              .size(new Size(Size.Extent.OWN, Size.Unit.BYTES, -1, "", 0, 5, new byte[0])).build(),
          WireField.builder("name", WireField.Role.COMPONENT, WireField.Kind.TEXT)
              .javaType("String").charset("UTF-8")
              .size(new Size(Size.Extent.VARINT_PREFIX, Size.Unit.BYTES, -1, "", 0,
                  Integer.MAX_VALUE, new byte[0]))
              .build()));

  /** Least significant bit first: a (3 bits), then b (13 bits), the run one LE integer. */
  static final RecordLayout LSB_FIRST = new RecordLayout("t.LsbFirst", "LsbFirst",
      ByteOrder.LITTLE_ENDIAN, BitOrder.LSB_FIRST, 2, 2, List.of(
          WireField.builder("a", WireField.Role.COMPONENT, WireField.Kind.UNSIGNED).javaType("int")
              .bitOffset(0).bits(3).order(ByteOrder.LITTLE_ENDIAN).build(),
          WireField.builder("b", WireField.Role.COMPONENT, WireField.Kind.UNSIGNED).javaType("int")
              .bitOffset(3).bits(13).order(ByteOrder.LITTLE_ENDIAN).build()));

  /** A union whose 4-bit tag is the first bits of each variant (its TAG field). */
  static final UnionLayout NIBBLE_UNION = new UnionLayout("t.Nibble", "Nibble",
      new byte[0], 4, ByteOrder.BIG_ENDIAN, 2, List.of(
          new UnionLayout.Variant(1, false, "Nibble.Wide", new LayoutRef("t.Nibble.Wide",
              "Nibble.Wide", () -> nibbleVariant("Nibble.Wide", 1, "x", 12))),
          new UnionLayout.Variant(2, false, "Nibble.Narrow", new LayoutRef("t.Nibble.Narrow",
              "Nibble.Narrow", () -> nibbleVariant("Nibble.Narrow", 2, "y", 4)))),
      new byte[0]);

  private static RecordLayout nibbleVariant(String name, int tag, String field, int bits) {
    return new RecordLayout("t." + name, name, ByteOrder.BIG_ENDIAN, BitOrder.MSB_FIRST,
        (4 + bits) / 8, (4 + bits) / 8, List.of(
            WireField.builder("tag", WireField.Role.TAG, WireField.Kind.CONSTANT).bitOffset(0)
                .bits(4).constant(new byte[] {(byte) tag}).build(),
            WireField.builder(field, WireField.Role.COMPONENT, WireField.Kind.UNSIGNED)
                .javaType("int").bitOffset(4).bits(bits).build()));
  }

  /**
   * A header length in 32-bit words ({@code ihl}), options of {@code ihl * 4 - 20} bytes, and a
   * byte on the wire only when {@code ihl} is 6 ({@code @When}).
   */
  static final RecordLayout EXPRESSIONS = new RecordLayout("t.Expressions",
      "Expressions", ByteOrder.BIG_ENDIAN, BitOrder.MSB_FIRST, 1, -1, List.of(
          WireField.builder("ihl", WireField.Role.COMPONENT, WireField.Kind.UNSIGNED)
              .javaType("int").bitOffset(0).bits(8).build(),
          WireField.builder("options", WireField.Role.COMPONENT, WireField.Kind.BYTES)
              .javaType("byte").sequence(WireField.Sequence.ARRAY).bits(8)
              .size(new Size(Size.Extent.EXPRESSION, Size.Unit.BYTES, -1, "ihl * 4 - 20", 0,
                  Integer.MAX_VALUE, new byte[0]))
              .build(),
          WireField.builder("extra", WireField.Role.COMPONENT, WireField.Kind.UNSIGNED)
              .javaType("int").bits(8).condition(new Condition.When("ihl", -1, List.of(6L), false))
              .build()));

  /**
   * Types named as JDK classes the parsers Kaitai writes use: {@code String} (a top-level
   * message) holding a {@code List} (a message of one byte, {@code x}).
   */
  static final RecordLayout JAVA_NAMES = new RecordLayout("t.String", "String",
      ByteOrder.BIG_ENDIAN, BitOrder.MSB_FIRST, 1, 1, List.of(
          new WireField("list", WireField.Role.COMPONENT, "", WireField.Kind.MESSAGE, "t.List",
              WireField.Sequence.NONE, 0, 8, 0, false, ByteOrder.BIG_ENDIAN, "", null, null,
              List.of(), new byte[0], new LayoutRef("t.List", "List",
                  () -> new RecordLayout("t.List", "List", ByteOrder.BIG_ENDIAN,
                      BitOrder.MSB_FIRST, 1, 1, List.of(new WireField("x",
                          WireField.Role.COMPONENT, "", WireField.Kind.UNSIGNED, "int",
                          WireField.Sequence.NONE, 0, 8, 0, false, ByteOrder.BIG_ENDIAN, "",
                          null, null, List.of(), new byte[0], null)))))));

  /** Every layout here, by the name of its .ksy file. */
  static final Map<String, MessageLayout> ALL = Map.of("varints", VARINTS, "lsb_first",
      LSB_FIRST, "nibble_union", NIBBLE_UNION, "expressions", EXPRESSIONS, "java_names",
      JAVA_NAMES);
}
