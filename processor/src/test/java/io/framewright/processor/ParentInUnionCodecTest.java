package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.ContextRequiredException;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import java.util.Arrays;
import java.util.HexFormat;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A union's variant that reads components of the message holding the union
 * ({@code _parent.flags}): a record that selects the variant ({@code @Select}) passes its decoded
 * values and, on encode, its record's; a union that reads its own tag takes them as parameters
 * of its readFrom and writeTo and passes each variant the ones it reads. Alone, the union's codec
 * refuses, as a nested message's does. Bytes worked out by hand.
 */
class ParentInUnionCodecTest {
  /** A union whose variants read the record holding it (ParentViewsTest reads it too). */
  static final JavaFileObject BODY = type("Body",
      "@Message @Union(bits = 8) sealed interface Body {",
      // an id when bits 1-2 of the parent's flags are not 0 (MQTT's QoS)
      "  @Tag(3) record Pub(@When(field = \"_parent.flags\", mask = 0x06, notEqual = 0)"
          + " Integer id,",
      "      @Remaining byte[] data) implements Body {}",
      "  @Tag(4) record Words(@Count(field = \"_parent.count\") short[] words)"
          + " implements Body {}",
      "  @Tag(5) record Plain(byte b) implements Body {}",
      "}");

  /** Selected by an earlier component: the variant's tag is not on the wire. */
  static final JavaFileObject PACKET = type("Packet",
      "@Message record Packet(@Field(bits = 4) int type, @Field(bits = 4) int flags,",
      "    @Field(bits = 8) int count, @Select(field = \"type\") @Length(bits = 8) Body body)"
          + " {}");

  /** The union reads its own tag. */
  static final JavaFileObject TAGGED = type("Tagged",
      "@Message record Tagged(byte flags, @Field(bits = 8) int count, Body body) {}");

  private static final GeneratedClasses G = GeneratedClasses.loadWithoutWarnings(BODY, PACKET,
      TAGGED);

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  /** As {@link #roundTrip(Codec, Object, String, int)} with no bytes running to the end. */
  private static void roundTrip(Codec<Object> codec, Object value, String wire)
      throws Exception {
    roundTrip(codec, value, wire, 0);
  }

  /**
   * {@code value} is {@code wire} both ways, and every cut of it before its last {@code open}
   * bytes (data running to the end, which a shorter input still holds) a DecodeException.
   */
  private static void roundTrip(Codec<Object> codec, Object value, String wire, int open)
      throws Exception {
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
    byte[] whole = bytes(wire);
    for (int n = 0; n < whole.length - open; n++) {
      byte[] cut = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), "length " + n);
    }
  }

  @Test
  void aSelectedVariantReadsTheRecordsFlags() throws Exception {
    Codec<Object> codec = G.codec("Packet");
    // type 3, flags 2 (bits 1-2 = 01): 32; count 00; length 05; id 0000000a, data ff
    roundTrip(codec, G.make("Packet", 3, 2, 0, G.make("Body$Pub", 10, bytes("ff"))),
        "32" + "00" + "05" + "0000000a" + "ff");
    // flags 1 (bits 1-2 = 00): no id; length 01, data ff
    roundTrip(codec, G.make("Packet", 3, 1, 0, G.make("Body$Pub", null, bytes("ff"))),
        "31" + "00" + "01" + "ff");
    // type 4, count 2: two words
    roundTrip(codec, G.make("Packet", 4, 0, 2, G.make("Body$Words",
        (Object) new short[] {0x0102, 0x0304})), "40" + "02" + "04" + "0102" + "0304");
  }

  @Test
  void aUnionReadingItsTagPassesTheValuesOn() throws Exception {
    Codec<Object> codec = G.codec("Tagged");
    // flags 04, count 00; tag 03, id 00000007, data 01 02
    roundTrip(codec, G.make("Tagged", (byte) 4, 0, G.make("Body$Pub", 7, bytes("0102"))),
        "04" + "00" + "03" + "00000007" + "0102", 3);
    // flags 00: no id
    roundTrip(codec, G.make("Tagged", (byte) 0, 0, G.make("Body$Pub", null, bytes("0102"))),
        "00" + "00" + "03" + "0102", 3);
    // count 1; tag 04, one word
    roundTrip(codec, G.make("Tagged", (byte) 0, 1, G.make("Body$Words",
        (Object) new short[] {0x0a0b})), "00" + "01" + "04" + "0a0b");
    // a variant that reads nothing of the record
    roundTrip(codec, G.make("Tagged", (byte) 0, 0, G.make("Body$Plain", (byte) 9)),
        "00" + "00" + "05" + "09");
  }

  @Test
  void valuesThatDoNotMatchAreEncodeExceptions() throws Exception {
    EncodeException count = assertThrows(EncodeException.class, () -> G.codec("Tagged").encode(
        G.make("Tagged", (byte) 0, 3, G.make("Body$Words", (Object) new short[] {1}))));
    assertThat(count.getMessage()).contains("count 1 does not match _parent.count = 3");
    // flags 2 asks for an id, which the record does not hold
    EncodeException id = assertThrows(EncodeException.class, () -> G.codec("Packet").encode(
        G.make("Packet", 3, 2, 0, G.make("Body$Pub", null, bytes("ff")))));
    assertThat(id.getMessage()).contains("_parent.flags");
  }

  @Test
  void aloneTheUnionsCodecRefusesNamingWhatItNeeds() throws Exception {
    Codec<Object> codec = G.codec("Body");
    ContextRequiredException e = assertThrows(ContextRequiredException.class,
        () -> codec.decode(bytes("0509")));
    assertThat(e.getMessage()).startsWith("Body reads _parent.flags, _parent.count of the"
        + " message that encloses it");
    assertThrows(ContextRequiredException.class,
        () -> codec.encode(G.make("Body$Plain", (byte) 9)));
  }
}
