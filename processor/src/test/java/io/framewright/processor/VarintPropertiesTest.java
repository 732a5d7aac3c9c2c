package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/**
 * Round trips of {@code @Varint} components over whole int and long ranges, their sizes against
 * the bit length of the number (7 bits a byte), and decoding of arbitrary bytes.
 */
class VarintPropertiesTest {
  private static GeneratedClasses loader;

  private static synchronized GeneratedClasses loader() {
    if (loader == null) {
      loader = VarintCodecTest.load();
    }
    return loader;
  }

  /** Bytes of the varint of the unsigned number {@code n}, counted by its bit length. */
  private static int expectedSize(long n) {
    int bits = 64 - Long.numberOfLeadingZeros(n);
    return Math.max(1, (bits + 6) / 7);
  }

  private static void roundTrip(String type, Object value, long wireNumber) throws Exception {
    Codec<Object> codec = loader().codec(type);
    Object record = loader().make(type, value);
    byte[] wire = codec.encode(record);
    assertThat(wire.length).isEqualTo(expectedSize(wireNumber));
    assertThat(codec.size(record)).isEqualTo(wire.length);
    // The last byte alone has its high bit clear.
    for (int i = 0; i < wire.length; i++) {
      assertThat(wire[i] < 0).isEqualTo(i < wire.length - 1);
    }
    assertThat(GeneratedClasses.describe(codec.decode(wire)))
        .isEqualTo(GeneratedClasses.describe(record));
  }

  @Property
  void unsignedInts(@ForAll @IntRange(min = 0, max = Integer.MAX_VALUE) int v) throws Exception {
    roundTrip("Plain", v, v);
  }

  @Property
  void zigZagInts(@ForAll int v) throws Exception {
    roundTrip("Signed", v, v >= 0 ? 2L * v : -2L * v - 1);
  }

  @Property
  void unsignedLongs(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long v)
      throws Exception {
    roundTrip("Wide", v, v);
  }

  @Property
  void zigZagLongs(@ForAll long v) throws Exception {
    roundTrip("SignedWide", v, v >= 0 ? v << 1 : ((-(v + 1)) << 1) | 1);
  }

  @Property
  void anyBytesDecodeOrFailTyped(@ForAll @Size(max = 12) byte[] input) throws Exception {
    for (String type : new String[] {"Plain", "Signed", "Wide", "SignedWide", "Lenient"}) {
      Codec<Object> codec = loader().codec(type);
      try {
        Object back = codec.decode(input);
        // What decodes re-encodes to the same bytes, unless non-minimal input was accepted.
        if (!type.equals("Lenient")) {
          assertThat(GeneratedClasses.hex(codec.encode(back)))
              .isEqualTo(GeneratedClasses.hex(input));
        }
      } catch (DecodeException expected) {
        // typed
      }
    }
  }
}
