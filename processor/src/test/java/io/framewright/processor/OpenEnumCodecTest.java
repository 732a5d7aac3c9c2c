package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Open enums: an {@code @UnknownValue} catch-all constant and the {@code @RawValue} component
 * keeping the wire value. The bytes are written by hand from the declarations (README, Layouts:
 * an enum is 8 bits by default, multi-byte values big-endian, sub-byte fields MSB first), never
 * computed by the code under test.
 */
class OpenEnumCodecTest {
  static GeneratedClasses loader;

  static final String[] SOURCES = {
      // Wire values 0, 1 in declaration order, the catch-all last: the ordinal mapping.
      "enum Kind { @WireValue(0) PING, @WireValue(1) DATA, @UnknownValue OTHER }",
      // Scattered values: the switch mapping.
      "enum Op { @WireValue(3) READ, @UnknownValue OTHER, @WireValue(9) WRITE }",
      "@Message record Packet(Kind kind, @RawValue(\"kind\") int kindRaw, short length) {}",
      "@Message record Packed(@Field(bits = 4) Op op, @Field(bits = 4) int flags,"
          + " @RawValue(\"op\") int opRaw) {}",
      "@Message record Named(Op op, @RawValue(\"op\") int opRaw, @Field(bits = 8) int n,"
          + " @Count(field = \"n\") byte[] data) {}",
      "@Message record Big(@Field(bits = 40) Op op, @RawValue(\"op\") long opRaw) {}",
      "@Message record Signed(@Field(bits = 8, signed = true) Op op,"
          + " @RawValue(\"op\") int opRaw) {}",
      "@Message @Union(bits = 8) sealed interface Frame permits Hello, Bye {}",
      "@Tag(1) record Hello(Kind kind, @RawValue(\"kind\") int kindRaw) implements Frame {}",
      "@Tag(2) record Bye(byte b) implements Frame {}",
      "@Message record Outer(byte a, Packet inner) {}",
      // An open enum selects a union's variant; values no variant has go to its catch-all.
      "@Message @Union(bits = 8) sealed interface Body permits PingBody, DataBody, Rest {}",
      "@Tag(0) record PingBody() implements Body {}",
      "@Tag(1) record DataBody(short v) implements Body {}",
      "@UnknownTag record Rest(int tag, @Remaining byte[] data) implements Body {}",
      "@Message record Selected(Kind kind, @RawValue(\"kind\") int kindRaw,"
          + " @Select(field = \"kind\") Body body) {}"};

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Kind", SOURCES));
  }

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private Object kind(String name) throws Exception {
    return loader.constant("Kind", name);
  }

  private Object op(String name) throws Exception {
    return loader.constant("Op", name);
  }

  /** FW149 refused an open enum as a selector before. */
  @Test
  void anOpenEnumSelectsAVariantAndItsCatchAllTheRest() throws Exception {
    // kind 00 (PING): PingBody, no bytes
    loader.assertWire("Selected", loader.make("Selected", kind("PING"), 0,
        loader.make("PingBody")), "00");
    // kind 01 (DATA): DataBody's short 0102
    loader.assertWire("Selected", loader.make("Selected", kind("DATA"), 1,
        loader.make("DataBody", (short) 0x0102)), "01 0102");
    // kind 07, no constant: OTHER with raw 7, the catch-all variant with tag 7 and the rest
    loader.assertWire("Selected", loader.make("Selected", kind("OTHER"), 7,
        loader.make("Rest", 7, new byte[] {(byte) 0xaa})), "07 aa");
    // The variant decides the selector: a catch-all may not take a known variant's tag...
    EncodeException known = loader.encodeFails("Selected", loader.make("Selected",
        kind("OTHER"), 7, loader.make("Rest", 1, new byte[0])));
    assertThat(known.getMessage()).contains("the tag of a known variant");
    // ...nor one wider than the selector's 8 bits.
    EncodeException wide = loader.encodeFails("Selected", loader.make("Selected",
        kind("OTHER"), 7, loader.make("Rest", 256, new byte[0])));
    assertThat(wide.fieldPath()).isEqualTo("Selected.body.tag");
    // Truncated after the selector: DataBody's short is missing.
    assertThat(loader.decodeFails("Selected", "01 02").fieldPath()).startsWith("Selected.body");
  }

  @Test
  void knownValuesDecodeToTheirConstantsAndKeepTheRawValue() throws Exception {
    loader.assertWire("Packet", loader.make("Packet", kind("PING"), 0, (short) 0x0203),
        "00 02 03");
    loader.assertWire("Packet", loader.make("Packet", kind("DATA"), 1, (short) 0x0203),
        "01 02 03");
    loader.assertWire("Named", loader.make("Named", op("WRITE"), 9, 1,
        new byte[] {0x55}), "09 01 55");
    // op 3 (READ) in the high nibble, flags 0xa in the low one
    loader.assertWire("Packed", loader.make("Packed", op("READ"), 0xa, 3), "3a");
  }

  @Test
  void unknownValuesDecodeToTheCatchAllWithTheirRawValue() throws Exception {
    loader.assertWire("Packet", loader.make("Packet", kind("OTHER"), 7, (short) 0x0203),
        "07 02 03");
    loader.assertWire("Packet", loader.make("Packet", kind("OTHER"), 255, (short) -1),
        "ff ff ff");
    loader.assertWire("Named", loader.make("Named", op("OTHER"), 0, 0, new byte[0]),
        "00 00");
    loader.assertWire("Packed", loader.make("Packed", op("OTHER"), 0x1, 0xf), "f1");
    // 40 bits: 0x12_3456_789a, big-endian
    loader.assertWire("Big", loader.make("Big", op("OTHER"), 0x123456789aL),
        "12 34 56 78 9a");
    // signed: 0x80 is -128
    loader.assertWire("Signed", loader.make("Signed", op("OTHER"), -128), "80");
  }

  @Test
  void inAUnionVariantAndANestedMessage() throws Exception {
    // tag 1 (Hello), kind 7: unknown
    loader.assertWire("Frame", loader.make("Hello", kind("OTHER"), 7), "01 07");
    loader.assertWire("Frame", loader.make("Hello", kind("DATA"), 1), "01 01");
    loader.assertWire("Outer", loader.make("Outer", (byte) 9,
        loader.make("Packet", kind("OTHER"), 0x42, (short) 1)), "09 42 00 01");
  }

  @Test
  void everyByteRoundTripsExactly() throws Exception {
    for (String type : new String[] {"Packet", "Packed", "Signed"}) {
      Codec<Object> codec = loader.codec(type);
      int size = type.equals("Packet") ? 3 : 1;
      for (int b = 0; b < 256; b++) {
        byte[] wire = new byte[size];
        Arrays.fill(wire, (byte) b);
        assertThat(codec.encode(codec.decode(wire))).isEqualTo(wire);
      }
    }
  }

  @Test
  void aKnownConstantIgnoresTheRawValue() throws Exception {
    // The raw value is only read for the catch-all: DATA writes its own 1.
    byte[] wire = loader.codec("Packet").encode(
        loader.make("Packet", kind("DATA"), 99, (short) 0));
    assertThat(GeneratedClasses.hex(wire)).isEqualTo("010000");
  }

  @Test
  void theCatchAllWithAKnownConstantsValueIsAnEncodeError() throws Exception {
    Object value = loader.make("Packet", kind("OTHER"), 1, (short) 0);
    Codec<Object> codec = loader.codec("Packet");
    EncodeException e = assertThrows(EncodeException.class, () -> codec.encode(value));
    assertThat(e).hasMessageThat().contains("kind");
    assertThat(e).hasMessageThat().contains(
        "OTHER with raw value 1 is the wire value of DATA; encode DATA, or give OTHER a value no"
            + " constant has");
  }

  @Test
  void aRawValueThatDoesNotFitIsAnEncodeError() throws Exception {
    Codec<Object> packet = loader.codec("Packet");
    Object wide = loader.make("Packet", kind("OTHER"), 256, (short) 0);
    assertThat(assertThrows(EncodeException.class, () -> packet.encode(wide)))
        .hasMessageThat().contains("does not fit 8 unsigned bits (0..255)");
    Codec<Object> packed = loader.codec("Packed");
    Object nibble = loader.make("Packed", op("OTHER"), 0, 16);
    assertThat(assertThrows(EncodeException.class, () -> packed.encode(nibble)))
        .hasMessageThat().contains("does not fit 4 unsigned bits (0..15)");
    Codec<Object> signed = loader.codec("Signed");
    Object low = loader.make("Signed", op("OTHER"), -129);
    assertThat(assertThrows(EncodeException.class, () -> signed.encode(low)))
        .hasMessageThat().contains("does not fit 8 signed bits (-128..127)");
  }

  @Test
  void truncationAtEveryLengthIsADecodeError() throws Exception {
    byte[] whole = bytes("07 02 03");
    for (int n = 0; n < whole.length; n++) {
      byte[] part = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> loader.codec("Packet").decode(part));
    }
    byte[] named = bytes("05 02 aa bb");
    for (int n = 0; n < named.length; n++) {
      byte[] part = Arrays.copyOf(named, n);
      assertThrows(DecodeException.class, () -> loader.codec("Named").decode(part));
    }
  }

  @Test
  void theLayoutNamesTheCatchAll() throws Exception {
    assertThat(loader.codec("Packet").layout()).contains("enum Kind, unsigned 8, others OTHER");
    assertThat(loader.codec("Packet").layout()).doesNotContain("kindRaw");
  }
}
