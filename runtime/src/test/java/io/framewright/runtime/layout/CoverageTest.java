package io.framewright.runtime.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A checksum component's {@link Coverage}: in its field's value, the table, the components. */
class CoverageTest {
  private static final Size IHL = new Size(Size.Extent.EXPRESSION, Size.Unit.BYTES, -1,
      "ihl * 4", 0, Integer.MAX_VALUE, new byte[0]);

  private static WireField checksum(Coverage coverage) {
    return WireField.builder("headerChecksum",
            coverage == null ? WireField.Role.COMPONENT : WireField.Role.CHECKSUM,
            WireField.Kind.UNSIGNED)
        .javaType("int").bitOffset(16).bits(16).coverage(coverage).build();
  }

  @Test
  void describesItsRange() {
    assertEquals("InternetChecksum of ihl * 4 bytes from byte 0",
        new Coverage("InternetChecksum", 0, IHL).describe());
    assertEquals("CRC32 of ihl * 4 bytes from byte 2",
        new Coverage("CRC32", 2, IHL).describe());
    assertEquals("CRC32C of 9 bytes from byte 1", new Coverage("CRC32C", 1, new Size(
        Size.Extent.FIXED, Size.Unit.BYTES, 9, "", 0, Integer.MAX_VALUE, new byte[0]))
        .describe());
  }

  @Test
  void aChecksumComponentIsAComponentInTheTable() {
    WireField sum = checksum(new Coverage("InternetChecksum", 0, IHL));
    WireField plain = checksum(null);
    assertTrue(sum.isComponent());
    assertTrue(plain.isComponent());
    assertNotEquals(sum, plain);
    assertNotEquals(sum.hashCode(), plain.hashCode());
    assertTrue(sum.toString().endsWith(" Coverage[algorithm=InternetChecksum, firstByte=0,"
        + " length=Size[EXPRESSION BYTES field=ihl * 4], algorithmClass=]]"), sum.toString());
    WireField typeLevel = WireField.builder("checksum", WireField.Role.CHECKSUM,
            WireField.Kind.UNSIGNED)
        .bitOffset(0).bits(16).build();
    assertFalse(typeLevel.isComponent());
    RecordLayout layout = new RecordLayout("com.example.H", "H", ByteOrder.BIG_ENDIAN,
        BitOrder.MSB_FIRST, 4, 4, List.of(WireField.builder("a", WireField.Role.COMPONENT,
                WireField.Kind.UNSIGNED)
            .javaType("int").bitOffset(0).bits(16).build(), sum));
    assertEquals(List.of("a", "headerChecksum"),
        layout.components().stream().map(WireField::name).toList());
    assertEquals(String.join("\n",
        "4 bytes, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0          16  a                    int, unsigned 16, big-endian",
        "2.0          16  headerChecksum       checksum InternetChecksum of ihl * 4 bytes from"
            + " byte 0, unsigned 16, big-endian",
        ""), layout.table());
  }
}
