package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Union tags that are not whole bytes and varint tags over their whole ranges: every tag an
 * unknown variant keeps round-trips, known ones take their variant, and any bytes decode to a
 * value that re-encodes to them, or fail typed.
 */
class UnionTagsPropertiesTest {
  private static GeneratedClasses loader;

  private static synchronized GeneratedClasses loader() {
    if (loader == null) {
      loader = GeneratedClasses.load(Compilations.type("Mqtt", UnionTagsCodecTest.SOURCES));
    }
    return loader;
  }

  private static Object roundTrip(String union, Object value) throws Exception {
    Codec<Object> codec = loader().codec(union);
    byte[] wire = codec.encode(value);
    assertThat(codec.size(value)).isEqualTo(wire.length);
    Object back = codec.decode(wire);
    assertThat(GeneratedClasses.describe(back)).isEqualTo(GeneratedClasses.describe(value));
    return wire;
  }

  @Property
  void everyVarintTagOfTheUnknownVariant(
      @ForAll @IntRange(min = 0, max = Integer.MAX_VALUE) int tag,
      @ForAll @Size(max = 4) byte[] data) throws Exception {
    if (tag == 0 || tag == 1 || tag == 128 || tag == Integer.MAX_VALUE) {
      return; // the known variants' tags
    }
    byte[] wire = (byte[]) roundTrip("Serverbound", loader().make("Unknown", tag, data));
    // 7 bits a byte, fewest bytes: the tag's bit length decides the varint's size
    int bits = 32 - Integer.numberOfLeadingZeros(tag);
    assertThat(wire.length - data.length).isEqualTo(Math.max(1, (bits + 6) / 7));
  }

  @Property
  void everyPackedTagAndFlags(@ForAll @IntRange(min = 0, max = 15) int type,
      @ForAll @IntRange(min = 0, max = 15) int flags, @ForAll byte second) throws Exception {
    if (type == 3 || type == 4 || type == 12) {
      return; // known packets: the other tests
    }
    byte first = (byte) (type << 4 | flags);
    byte[] wire = (byte[]) roundTrip("Mqtt",
        loader().make("OtherPacket", type, new byte[] {first, second}));
    assertThat(wire).isEqualTo(new byte[] {first, second});
  }

  @Property
  void anyBytesDecodeOrFailTyped(@ForAll @Size(max = 8) byte[] input) throws Exception {
    for (String type : new String[] {"Mqtt", "Small", "Low", "Twelve", "Serverbound",
        "Strict"}) {
      Codec<Object> codec = loader().codec(type);
      try {
        Object back = codec.decode(input);
        assertThat(GeneratedClasses.hex(codec.encode(back)))
            .isEqualTo(GeneratedClasses.hex(input));
      } catch (DecodeException expected) {
        // typed
      }
    }
  }
}
