package io.framewright.runtime.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;
import java.nio.ByteOrder;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link WireField#builder}: what it is not told is the default, the same field the positional
 * constructor gives with those values; {@link CustomCodec} makes its codec once; a
 * {@link ValueCodec} that declares nothing has an unknown extent and the bytes form.
 */
class WireFieldBuilderTest {

  @Test
  void theBuilderGivesThePositionalConstructorsField() {
    WireField positional = new WireField("x", WireField.Role.COMPONENT, "",
        WireField.Kind.UNSIGNED, "int", WireField.Sequence.NONE, -1, 0, 0, false,
        ByteOrder.BIG_ENDIAN, "", null, null, List.of(), new byte[0], null);
    WireField built = WireField.builder("x", WireField.Role.COMPONENT, WireField.Kind.UNSIGNED)
        .javaType("int").build();
    assertEquals(positional, built);
    assertEquals(positional.hashCode(), built.hashCode());
    assertTrue(built.marks().isEmpty());
    assertNull(built.whenAbsent());
    assertNull(built.custom());
    assertNull(built.messageChecksum());
  }

  @Test
  void toBuilderKeepsEveryValue() {
    WireField f = WireField.builder("flags", WireField.Role.COMPONENT, WireField.Kind.UNSIGNED)
        .javaType("int").bitOffset(8).bits(8).order(ByteOrder.LITTLE_ENDIAN)
        .marks(List.of(new WireField.Mark(0x02, "p2"))).whenAbsent(5L).build();
    assertEquals(f, f.toBuilder().build());
    WireField other = f.toBuilder().whenAbsent(6L).build();
    assertEquals(6L, other.whenAbsent());
    assertEquals(f.marks(), other.marks());
    assertTrue(other.toString().contains("marks=[Mark[mask=2, component=p2]] whenAbsent=6"),
        other.toString());
  }

  /** A codec that declares nothing: three bytes, as its read takes them. */
  static final class Plain implements ValueCodec<Integer> {
    @Override
    public int size(Integer value) {
      return 3;
    }

    @Override
    public int write(Integer value, byte[] buf, int p, int limit) {
      return p + 3;
    }

    @Override
    public Integer read(WireReader in) {
      return in.readBytes(3, 3, "").length;
    }
  }

  @Test
  void aCustomCodecIsMadeOnceAndDeclaresNothingByDefault() {
    AtomicInteger made = new AtomicInteger();
    CustomCodec custom = CustomCodec.of(Plain.class, () -> {
      made.incrementAndGet();
      return new Plain();
    });
    assertEquals(0, made.get()); // made when first asked for, not before
    assertSame(custom.codec(), custom.codec());
    assertEquals(1, made.get());
    assertEquals(ValueCodec.Extent.unknown(), custom.extent());
    assertEquals(ValueCodec.JsonForm.BYTES, custom.jsonForm());
    assertEquals(Plain.class.getCanonicalName(), custom.type());
    assertEquals(custom, new CustomCodec(Plain.class.getCanonicalName(), Plain::new));
    assertThrows(UnsupportedOperationException.class, () -> new Plain().toJson(1));
  }

  @Test
  void anExtentIsOneThatCanBe() {
    assertEquals(ValueCodec.Extent.Kind.FIXED, ValueCodec.Extent.fixed(3).kind());
    assertEquals(3, ValueCodec.Extent.atLeast(3).bytes());
    assertEquals(2, ValueCodec.Extent.terminated((byte) 0x0d, (byte) 0x0a).terminator().length);
    assertThrows(IllegalArgumentException.class, () -> ValueCodec.Extent.fixed(-1));
    assertThrows(IllegalArgumentException.class, ValueCodec.Extent::terminated);
    assertEquals("Extent[to 0d0a]",
        ValueCodec.Extent.terminated((byte) 0x0d, (byte) 0x0a).toString());
  }
}
