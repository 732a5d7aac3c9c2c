package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Union tags that are not whole bytes ({@code @Union(bits = 4)}: the tag and the variant's first
 * fields share a byte) and varint tags ({@code @Union(varint = true)}). Bytes are written by hand
 * from MQTT 3.1.1 (section 2.2: the packet type in bits 7-4 of the first byte, flags in bits 3-0,
 * then the remaining length; 3.4 PUBACK is 40 02 then the packet id, 3.12 PINGREQ is C0 00) and
 * from the Minecraft Java Edition protocol (wiki.vg "Protocol": a packet id is a VarInt; the
 * Handshake is id 0x00 with protocol version VarInt, server address String (VarInt length, UTF-8),
 * port unsigned short, next state VarInt); varints as in the protobuf encoding guide (128 is
 * 80 01, 300 is ac 02).
 */
class UnionTagsCodecTest {
  static GeneratedClasses loader;

  static final String[] SOURCES = {
      // MQTT 3.1.1 control packets: a 4-bit type, then each packet's 4 flag bits
      "@Message @Union(bits = 4)",
      "sealed interface Mqtt permits Puback, Pingreq, Publish, OtherPacket {}",
      "@Message record PacketId(@Field(bits = 16) int id) {}",
      "@Tag(4) record Puback(@Field(bits = 4) int flags, @Length(varint = true) PacketId rest)"
          + " implements Mqtt {}",
      "@Tag(12) record Pingreq(@Field(bits = 4) int flags, @Length(varint = true) byte[] rest)"
          + " implements Mqtt {}",
      "@Tag(3) record Publish(@Field(bits = 1) boolean dup, @Field(bits = 2) int qos,"
          + " @Field(bits = 1) boolean retain,"
          + " @Varint(maxBytes = 4) int remaining, @Length(bits = 16) String topic,"
          + " @Remaining byte[] payload) implements Mqtt {}",
      "@UnknownTag record OtherPacket(int tag, @Remaining byte[] data) implements Mqtt {}",
      // 3 bits, no unknown variant; a variant's field crossing into the second byte
      "@Message @Union(bits = 3) sealed interface Small permits SmallA, SmallB {}",
      "@Tag(1) record SmallA(@Field(bits = 5) int x) implements Small {}",
      "@Tag(7) record SmallB(@Field(bits = 13) int y) implements Small {}",
      // least significant bit first: the tag is the low bits of the first byte
      "@Message(bitOrder = BitOrder.LSB_FIRST) @Union(bits = 4)",
      "sealed interface Low permits LowA {}",
      "@Tag(5) record LowA(@Field(bits = 4) int f, byte b) implements Low {}",
      // 12 bits: a byte and a half
      "@Message @Union(bits = 12) sealed interface Twelve permits TwelveA {}",
      "@Tag(0xABC) record TwelveA(@Field(bits = 4) int low, byte b) implements Twelve {}",
      // a packed union nested in a message
      "@Message record Framed(byte kind, Small body, byte end) {}",
      "@Message record Many(@Count(bits = 8) java.util.List<Small> items) {}",
      // Minecraft Java Edition, serverbound: a VarInt packet id
      "@Message @Union(varint = true)",
      "sealed interface Serverbound permits Handshake, PingRequest, Wide, Largest, Unknown {}",
      "@Tag(0x00) record Handshake(@Varint int protocolVersion,"
          + " @Length(varint = true, max = 255) String serverAddress,"
          + " @Field(bits = 16) int serverPort, @Varint int nextState) implements Serverbound {}",
      "@Tag(0x01) record PingRequest(long payload) implements Serverbound {}",
      "@Tag(128) record Wide(byte b) implements Serverbound {}",
      "@Tag(2147483647) record Largest(byte b) implements Serverbound {}",
      "@UnknownTag record Unknown(int tag, @Remaining byte[] data) implements Serverbound {}",
      "@Message @Union(varint = true) sealed interface Strict permits StrictA {}",
      "@Tag(300) record StrictA(byte b) implements Strict {}"};

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Mqtt", SOURCES));
  }

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static DecodeException decodeFails(String type, String hex) throws Exception {
    return loader.decodeFails(type, hex);
  }

  private static EncodeException encodeFails(String type, Object value) throws Exception {
    return loader.encodeFails(type, value);
  }

  private static void truncatedAtEveryLength(String type, String hex) throws Exception {
    byte[] all = bytes(hex);
    Codec<Object> codec = loader.codec(type);
    codec.decode(all);
    for (int n = 0; n < all.length; n++) {
      byte[] cut = Arrays.copyOf(all, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), type + " cut at " + n);
    }
  }

  @Test
  void mqttFixedHeadersFromTheSpecification() throws Exception {
    // PUBACK, packet id 1: 40 02 00 01
    loader.assertWire("Mqtt", loader.make("Puback", 0,
        loader.make("PacketId", 1)), "40 02 0001");
    // PINGREQ: C0 00
    loader.assertWire("Mqtt", loader.make("Pingreq", 0, new byte[0]), "c0 00");
    // PUBLISH, DUP 1, QoS 1, RETAIN 1: 3B; topic "a/b", payload "hi"
    loader.assertWire("Mqtt", loader.make("Publish", true, 1, true, 7, "a/b",
        "hi".getBytes(java.nio.charset.StandardCharsets.US_ASCII)),
        "3b 07 0003 612f62 6869");
    // a variant's own codec writes and checks its tag too
    loader.assertWire("Puback", loader.make("Puback", 0xF, loader.make("PacketId", 0x1234)),
        "4f 02 1234");
    assertThat(decodeFails("Puback", "50 02 1234").getMessage())
        .isEqualTo("Puback.(tag) at byte 0: expected tag 4 but found 5\n  [50] 02 12 34");
  }

  @Test
  void theUnknownVariantKeepsTheTagsByte() throws Exception {
    // type 15 (AUTH in MQTT 5, unknown to 3.1.1), flags 0, remaining length 0
    loader.assertWire("Mqtt", loader.make("OtherPacket", 15, bytes("f0 00")), "f0 00");
    // the tag is written over the data's first bits
    assertThat(GeneratedClasses.hex(loader.codec("Mqtt").encode(
        loader.make("OtherPacket", 15, bytes("0a 00"))))).isEqualTo("fa00");
    assertThat(encodeFails("Mqtt", loader.make("OtherPacket", 4, bytes("40 00"))).getMessage())
        .isEqualTo("Mqtt.OtherPacket.tag: a value is the tag of a known variant; encode that variant"
            + " instead");
    assertThat(encodeFails("Mqtt", loader.make("OtherPacket", 16, bytes("00"))).getMessage())
        .isEqualTo("Mqtt.OtherPacket.tag: 16 does not fit 4 unsigned bits (0..15)");
    assertThat(encodeFails("Mqtt", loader.make("OtherPacket", 15, new byte[0])).getMessage())
        .isEqualTo("Mqtt.OtherPacket.data: a value is shorter than the 1 byte(s) that hold the tag's 4"
            + " bits and the first bits of the variant");
  }

  @Test
  void packedTagsOfOtherWidthsAndOrders() throws Exception {
    // 001 00011
    loader.assertWire("Small", loader.make("SmallA", 3), "23");
    // 111 0111111111111
    loader.assertWire("Small", loader.make("SmallB", 0x0FFF), "ef ff");
    // least significant bit first: tag 5 in bits 0-3, f = 0xA in bits 4-7
    loader.assertWire("Low", loader.make("LowA", 0xA, (byte) 0x33), "a5 33");
    loader.assertWire("Twelve", loader.make("TwelveA", 0xD, (byte) 1), "ab cd 01");
    loader.assertWire("Framed", loader.make("Framed", (byte) 9, loader.make("SmallA", 31),
        (byte) 0x7E), "09 3f 7e");
    loader.assertWire("Many", loader.make("Many", java.util.List.of(loader.make("SmallA", 3),
        loader.make("SmallB", 0x0FFF))), "02 23 efff");
    assertThat(encodeFails("Small", loader.make("SmallA", 32)).getMessage())
        .isEqualTo("Small.SmallA.x: 32 does not fit 5 unsigned bits (0..31)");
  }

  @Test
  void anUnknownPackedTagIsADecodeError() throws Exception {
    DecodeException e = decodeFails("Small", "40");
    assertThat(e.getMessage()).isEqualTo(
        "Small.(tag) at byte 0: expected one of the tags 1, 7 but found 2\n  [40]");
    assertThat(decodeFails("Twelve", "ab bd 01").getMessage()).isEqualTo(
        "Twelve.(tag) at byte 0: expected one of the tags 2748 but found 2747\n  [ab] bd 01");
  }

  @Test
  void packedTruncatedAtEveryLength() throws Exception {
    truncatedAtEveryLength("Mqtt", "40 02 0001");
    // the payload runs to the end: cut after the topic, the packet is whole
    truncatedAtEveryLength("Mqtt", "3b 07 0003 612f62");
    truncatedAtEveryLength("Small", "ef ff");
    truncatedAtEveryLength("Twelve", "ab cd 01");
    truncatedAtEveryLength("Framed", "09 3f 7e");
    truncatedAtEveryLength("Many", "02 23 efff");
  }

  @Test
  void minecraftHandshakeAndVarintIds() throws Exception {
    // protocol 47, "localhost", port 25565 (63 dd), next state 1 (status)
    loader.assertWire("Serverbound", loader.make("Handshake", 47, "localhost", 25565, 1),
        "00 2f 09 6c6f63616c686f7374 63dd 01");
    loader.assertWire("Serverbound", loader.make("PingRequest", 0x0102030405060708L),
        "01 0102030405060708");
    loader.assertWire("Serverbound", loader.make("Wide", (byte) 0x55), "80 01 55");
    loader.assertWire("Serverbound", loader.make("Largest", (byte) 0x55), "ff ff ff ff 07 55");
    loader.assertWire("Strict", loader.make("StrictA", (byte) 1), "ac 02 01");
  }

  @Test
  void varintUnknownVariant() throws Exception {
    loader.assertWire("Serverbound", loader.make("Unknown", 5, bytes("aa bb")), "05 aa bb");
    loader.assertWire("Serverbound", loader.make("Unknown", 300, bytes("01")), "ac 02 01");
    assertThat(encodeFails("Serverbound", loader.make("Unknown", -1, bytes("01"))).getMessage())
        .isEqualTo("Serverbound.Unknown.tag: -1 does not fit 31 unsigned bits (0..2147483647)");
    assertThat(encodeFails("Serverbound", loader.make("Unknown", 128, bytes("01"))).getMessage())
        .isEqualTo("Serverbound.Unknown.tag: a value is the tag of a known variant; encode that variant"
            + " instead");
  }

  @Test
  void varintTagErrors() throws Exception {
    assertThat(decodeFails("Strict", "ad 02 01").getMessage()).isEqualTo(
        "Strict.(tag) at byte 0: expected one of the tags 300 but found 301\n  [ad] 02 01");
    // not the fewest bytes: 80 00 for 0
    assertThat(decodeFails("Serverbound", "80 00 2f").expected())
        .isEqualTo("a varint in the fewest bytes");
    assertThat(decodeFails("Serverbound", "80 80 80 80 80 01").expected())
        .isEqualTo("a varint of at most 5 byte(s)");
    // 2^31 does not fit
    assertThat(decodeFails("Serverbound", "80 80 80 80 08 00").expected())
        .isEqualTo("a varint of at most 31 bits");
    truncatedAtEveryLength("Serverbound", "00 2f 09 6c6f63616c686f7374 63dd 01");
    truncatedAtEveryLength("Serverbound", "ff ff ff ff 07 55");
    truncatedAtEveryLength("Strict", "ac 02 01");
  }

  @Test
  void theLayoutShowsTheTag() throws Exception {
    UnionLayout mqtt = (UnionLayout) loader.codec("Mqtt").description().orElseThrow();
    assertThat(mqtt.tagBits()).isEqualTo(4);
    assertThat(mqtt.tagVarint()).isFalse();
    assertThat(mqtt.table()).startsWith(
        "tag: 4 bits, unsigned, the first bits of each variant (its (tag) field)\n");
    RecordLayout puback = (RecordLayout) loader.codec("Puback").description().orElseThrow();
    WireField tag = puback.fields().get(0);
    assertThat(tag.role()).isEqualTo(WireField.Role.TAG);
    assertThat(tag.bits()).isEqualTo(4);
    assertThat(tag.constant()).isEqualTo(new byte[] {4});
    assertThat(puback.table()).contains("0.0           4  (tag)                union tag 0x4\n"
        + "0.4           4  flags");
    UnionLayout serverbound = (UnionLayout) loader.codec("Serverbound").description().orElseThrow();
    assertThat(serverbound.tagVarint()).isTrue();
    assertThat(serverbound.tagBits()).isEqualTo(31);
    assertThat(serverbound.table()).startsWith("tag: unsigned varint, 1 to 5 bytes\n\n"
        + "0x0          Handshake\n");
    assertThat(((RecordLayout) loader.codec("Handshake").description().orElseThrow()).fields().get(0).name())
        .isEqualTo("protocolVersion");
  }
}
