package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.RecordLayout;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Trailing}: components at the end, on the wire only when input remains. The bytes are
 * written by hand (big-endian, as {@code @Message} lays them out by default), never computed by
 * the code under test.
 */
class TrailingCodecTest {
  static GeneratedClasses loader;

  static final String[] SOURCES = {
      "@Message record Reply(short players, @Trailing Short max,"
          + " @Trailing @WhenAbsent(0) int build, @Trailing @Length(bits = 8) String motd) {}",
      "@Message record Tail(byte kind, @Trailing Inner inner) {}",
      "@Message record Inner(@Flags byte flags, @Presence(flag = 1) Short port) {}",
      "@Message record Holder(@Length(bits = 8) Reply reply, byte after) {}",
      "@Message record Rest(byte kind, @Trailing @Remaining byte[] data) {}",
      "@Message record Held(int n, @Trailing @Length(field = \"n\") String text) {}",
      "@Message record Empties(@Trailing @Count(1) java.util.List<Empty> empties) {}",
      "@Message record Empty() {}"};

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Reply", SOURCES));
  }

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  @Test
  void everyTrailingPartPresent() throws Exception {
    // players 3, max 16, build 0x01020304, motd "hi" after its 1-byte length
    loader.assertWire("Reply", loader.make("Reply", (short) 3, (short) 16, 0x01020304, "hi"),
        "0003 0010 01020304 02 6869");
  }

  @Test
  void theLastOnesAbsent() throws Exception {
    loader.assertWire("Reply", loader.make("Reply", (short) 3, (short) 16, 0x01020304, null),
        "0003 0010 01020304");
    loader.assertWire("Reply", loader.make("Reply", (short) 3, (short) 16, 0, null),
        "0003 0010");
    loader.assertWire("Reply", loader.make("Reply", (short) 3, null, 0, null), "0003");
  }

  @Test
  void anAbsentPartBeforeAPresentOneIsAnEncodeError() throws Exception {
    Codec<Object> codec = loader.codec("Reply");
    Object gap = loader.make("Reply", (short) 3, null, 7, null);
    EncodeException e = assertThrows(EncodeException.class, () -> codec.encode(gap));
    assertThat(e).hasMessageThat().contains("build");
    assertThat(e).hasMessageThat().contains("max before it is absent");
    Object gapAtEnd = loader.make("Reply", (short) 3, (short) 1, 0, "x");
    assertThrows(EncodeException.class, () -> codec.encode(gapAtEnd));
  }

  @Test
  void truncationInsideATrailingPartIsADecodeError() throws Exception {
    Codec<Object> codec = loader.codec("Reply");
    String whole = "0003001001020304026869";
    // Lengths 2, 4, 8 end between parts: the later ones are absent. Every other length ends
    // inside one (or inside players), which is truncated, never absent.
    for (int n = 0; n < whole.length() / 2; n++) {
      byte[] cut = bytes(whole.substring(0, 2 * n));
      if (n == 2 || n == 4 || n == 8) {
        codec.decode(cut);
      } else {
        assertThrows(DecodeException.class, () -> codec.decode(cut), "length " + n);
      }
    }
  }

  @Test
  void theAbsentValueSentPresentIsADecodeError() throws Exception {
    // build 0 stands for absent: sent, it would not encode back to these bytes
    DecodeException e = assertThrows(DecodeException.class,
        () -> loader.codec("Reply").decode(bytes("0003 0010 00000000")));
    assertThat(e).hasMessageThat().contains("build");
  }

  @Test
  void aNestedMessageAsTheTrailingPart() throws Exception {
    loader.assertWire("Tail", loader.make("Tail", (byte) 9, null), "09");
    Object inner = loader.make("Inner", (byte) 0, (short) 27015);
    loader.assertWire("Tail", loader.make("Tail", (byte) 9, inner), "09 01 6987");
    Object bare = loader.make("Inner", (byte) 0, null);
    loader.assertWire("Tail", loader.make("Tail", (byte) 9, bare), "09 00");
  }

  @Test
  void aMessageEndingWithATrailingPartReadsToTheEnd() throws Exception {
    assertThat(loader.codec("Reply").readsToEnd()).isTrue();
    assertThat(loader.codec("Tail").readsToEnd()).isTrue();
    assertThat(loader.codec("Inner").readsToEnd()).isFalse();
    // Given a byte length, it ends where the length says and what follows is read after it.
    Object reply = loader.make("Reply", (short) 3, (short) 16, 0, null);
    loader.assertWire("Holder", loader.make("Holder", reply, (byte) 0x7f), "04 0003 0010 7f");
  }

  @Test
  void aTrailingRestIsPresentWithBytesAndAbsentWithout() throws Exception {
    loader.assertWire("Rest", loader.make("Rest", (byte) 5, new byte[] {1, 2}), "05 0102");
    loader.assertWire("Rest", loader.make("Rest", (byte) 5, null), "05");
    // Empty, it would be read back as absent: not a value this codec can send.
    Object empty = loader.make("Rest", (byte) 5, new byte[0]);
    EncodeException e = assertThrows(EncodeException.class,
        () -> loader.codec("Rest").encode(empty));
    assertThat(e).hasMessageThat().contains("present but empty");
  }

  @Test
  void aTrailingPartWhoseHeldSizeIsZeroCanNotBePresent() throws Exception {
    // Found by the generative test: "" with its length 0 held in n wrote no bytes, and was
    // decoded back as absent (null).
    loader.assertWire("Held", loader.make("Held", 2, "hi"), "00000002 6869");
    loader.assertWire("Held", loader.make("Held", 0, null), "00000000");
    Object empty = loader.make("Held", 0, "");
    EncodeException e = assertThrows(EncodeException.class,
        () -> loader.codec("Held").encode(empty));
    assertThat(e).hasMessageThat().contains("present but empty");
  }

  @Test
  void aTrailingFixedCountOfEmptyMessagesCanNotBePresent() throws Exception {
    // Found by the generative test: one empty message wrote no bytes, read back as absent.
    loader.assertWire("Empties", loader.make("Empties", (Object) null), "");
    Object one = loader.make("Empties", java.util.List.of(loader.make("Empty")));
    EncodeException e = assertThrows(EncodeException.class,
        () -> loader.codec("Empties").encode(one));
    assertThat(e).hasMessageThat().contains("present but empty");
  }

  @Test
  void theLayoutSaysIfInputRemains() throws Exception {
    Codec<Object> codec = loader.codec("Reply");
    RecordLayout layout = (RecordLayout) codec.description().orElseThrow();
    assertThat(layout.fields().get(1).condition()).isInstanceOf(Condition.InputRemains.class);
    assertThat(layout.fields().get(0).condition()).isNull();
    assertThat(codec.layout()).contains("; if input remains");
  }
}
