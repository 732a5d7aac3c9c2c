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
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A nested message that reads components of the message enclosing it ({@code _parent.flags},
 * {@code _parent.count}): the enclosing codec passes them, from each message that has it as a
 * component or list element; alone, its codec refuses. Bytes worked out by hand.
 */
class ParentContextCodecTest {
  private static final GeneratedClasses G = GeneratedClasses.loadWithoutWarnings(
      type("Body", "@Message record Body(",
          "    @When(field = \"_parent.flags\", mask = 0x01, equal = 1) Short extra,",
          "    @Count(field = \"_parent.count\") short[] words) {}"),
      type("Outer", "@Message record Outer(byte flags, @Field(bits = 8) int count,",
          "    Body body) {}"),
      // Another encloser: other types, the other order, a list of bodies sharing the values.
      type("Many", "@Message record Many(@Field(bits = 16) long count, int flags,",
          "    @Count(bits = 8, max = 16) java.util.List<Body> bodies) {}"),
      // A message ended by a terminator, whose codec wraps its body's.
      type("Line", "@Message @Delimited(terminator = {0x0D, 0x0A}) record Line(",
          "    @When(field = \"_parent.flags\", mask = 0x02, equal = 2) Byte tag,",
          "    @Length(bits = 8) String text) {}"),
      type("Lines", "@Message record Lines(byte flags, Line line) {}"));

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  private Object body(Short extra, short... words) throws Exception {
    return G.make("Body", extra, words);
  }

  @Test
  void theEnclosingCodecPassesItsValues() throws Exception {
    Codec<Object> codec = G.codec("Outer");
    // flags 01 (extra present), count 02; body: extra 0506, words 0102 0304
    String wire = "01" + "02" + "0506" + "0102" + "0304";
    Object value = G.make("Outer", (byte) 1, 2, body((short) 0x0506, (short) 0x0102,
        (short) 0x0304));
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
    // flags 00, count 00: the body takes no bytes
    Object empty = G.make("Outer", (byte) 0, 0, body(null));
    assertThat(GeneratedClasses.hex(codec.encode(empty))).isEqualTo("0000");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("0000"))))
        .isEqualTo(GeneratedClasses.describe(empty));
    byte[] whole = bytes(wire);
    for (int n = 0; n < whole.length; n++) {
      byte[] cut = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), "length " + n);
    }
  }

  @Test
  void aListOfBodiesInAnotherEncloser() throws Exception {
    Codec<Object> codec = G.codec("Many");
    // count 0001, flags 00000000; 2 bodies of one word each, no extra
    String wire = "0001" + "00000000" + "02" + "0a0b" + "0c0d";
    Object value = G.make("Many", 1L, 0, List.of(body(null, (short) 0x0a0b),
        body(null, (short) 0x0c0d)));
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
  }

  @Test
  void aMessageEndedByATerminator() throws Exception {
    Codec<Object> codec = G.codec("Lines");
    // flags 02 (tag present); line: tag 07, text "hi" (02 6869), then CR LF
    String wire = "02" + "07" + "026869" + "0d0a";
    Object value = G.make("Lines", (byte) 2, G.make("Line", (byte) 7, "hi"));
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
    // flags 00: no tag
    Object untagged = G.make("Lines", (byte) 0, G.make("Line", null, ""));
    assertThat(GeneratedClasses.hex(codec.encode(untagged))).isEqualTo("00" + "00" + "0d0a");
    assertThrows(ContextRequiredException.class, () -> G.codec("Line").decode(bytes("000d0a")));
  }

  /** Any flags and words survive a round trip through the enclosing codec. */
  @net.jqwik.api.Property(tries = 200)
  void anyValuesRoundTrip(@net.jqwik.api.ForAll byte flags,
      @net.jqwik.api.ForAll @net.jqwik.api.constraints.Size(max = 20) short[] words,
      @net.jqwik.api.ForAll short extra) throws Exception {
    Codec<Object> codec = G.codec("Outer");
    Object value = G.make("Outer", flags, words.length,
        body((flags & 1) == 1 ? extra : null, words));
    byte[] wire = codec.encode(value);
    assertThat(wire.length).isEqualTo(2 + ((flags & 1) == 1 ? 2 : 0) + 2 * words.length);
    assertThat(GeneratedClasses.describe(codec.decode(wire)))
        .isEqualTo(GeneratedClasses.describe(value));
  }

  @Test
  void valuesThatDoNotMatchAreEncodeExceptions() throws Exception {
    Codec<Object> codec = G.codec("Outer");
    EncodeException count = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Outer", (byte) 0, 3, body(null, (short) 1, (short) 2))));
    assertThat(count.getMessage()).isEqualTo("Outer.body.words: count 2 does not match"
        + " _parent.count = 3, which holds it; set _parent.count to 2 (a value in a nested record"
        + " is checked, not written, by the encoder)");
    EncodeException extra = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Outer", (byte) 0, 0, body((short) 5))));
    assertThat(extra.getMessage()).contains("_parent.flags");
  }

  @Test
  void aloneTheCodecRefusesNamingWhatItNeeds() throws Exception {
    Codec<Object> codec = G.codec("Body");
    ContextRequiredException e = assertThrows(ContextRequiredException.class,
        () -> codec.decode(bytes("0102")));
    assertThat(e.getMessage()).isEqualTo("Body reads _parent.flags, _parent.count of the message"
        + " that encloses it, so it is decoded and encoded only as part of that message; use the"
        + " enclosing message's codec");
    assertThrows(ContextRequiredException.class, () -> codec.encode(body(null)));
    // Its layout names what it reads.
    assertThat(codec.layout()).contains("count in _parent.count");
    assertThat(codec.layout()).contains("_parent.flags & 0x1");
  }
}
