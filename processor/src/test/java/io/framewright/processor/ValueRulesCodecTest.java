package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.ValueRule;
import io.framewright.runtime.layout.WireField;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Value rules and constants ({@code @Range}, {@code @OneOf}, {@code @Const},
 * {@code @Count/@Length(min)}): decode refuses a value outside at the field, encode refuses to
 * write one, and a view's wrap refuses what decode does. Bytes are written by hand from the
 * specifications named at each message: the Modbus Messaging on TCP/IP Implementation Guide
 * (MBAP header, 3.1.3), the Modbus Application Protocol (function 0x03, 6.3), TLS 1.2 (RFC 5246
 * 7.4.1.2, {@code cipher_suites<2..2^16-2>}) and MQTT 3.1.1 (fixed header, 2.2).
 */
class ValueRulesCodecTest {
  static GeneratedClasses loader;

  static final String[] SOURCES = {
      // MBAP: transaction id, protocol id (0 = MODBUS), length, unit id; then function 0x03's
      // request: starting address, quantity of registers 1 to 125 (0x7D).
      "@Message @View record ReadRequest(@Field(bits = 16) int transaction,"
          + " @Const(0) @Field(bits = 16) int protocol, @Field(bits = 16) int length,"
          + " @Field(bits = 8) int unit, @OneOf({3, 4}) @Field(bits = 8) int function,"
          + " @Field(bits = 16) int address, @Range(min = 1, max = 125) @Field(bits = 16)"
          + " int quantity) {}",
      // TLS: a u16 byte length of at least 2 (one cipher suite), at most 2^16 - 2.
      "@Message @View record Suites(@Length(bits = 16, min = 2, max = 65534) byte[] suites,"
          + " byte after) {}",
      // MQTT: PINGREQ is C0 00, type 12 in the high nibble, flags 0, remaining length 0.
      "@Message record PingReq(@Const(12) @Field(bits = 4) int type,"
          + " @Const(0) @Field(bits = 4) int flags, @Const(0) @Varint(maxBytes = 4)"
          + " int remaining) {}",
      // Rules on elements, signed bits, longs, varints, optional values and varint counts.
      "@Message @View record Mixed(@Count(2) @Range(min = -3, max = 3) @Field(bits = 8,"
          + " signed = true) int[] deltas, @Range(max = 1000) long big,"
          + " @Flags byte flags, @Presence(flag = 1) @OneOf({7, 9}) Short opt,"
          + " @Varint @Range(min = 10) int v,"
          + " @Count(varint = true, min = 1, max = 3) @Range(min = 1) java.util.List<Byte> ids)"
          + " {}",
      // A size held by a component: its lower bound is that component's @Range.
      "@Message @View record Held(@Range(min = 1, max = 4) @Field(bits = 8) int n,"
          + " @Count(field = \"n\") short[] items) {}",
      "@Message @View record Expr(@Field(bits = 8) int words,"
          + " @Length(expr = \"words * 4\", min = 4) byte[] data) {}"};

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("ReadRequest", SOURCES));
  }

  private static DecodeException decodeFails(String type, String hex) throws Exception {
    return loader.decodeFails(type, hex);
  }

  private static EncodeException encodeFails(String type, Object... args) throws Exception {
    return loader.encodeFails(type, loader.make(type, args));
  }

  @Test
  void modbusReadHoldingRegisters() throws Exception {
    // Transaction 0x0001, protocol 0x0000, length 6 (unit, function, 4 data bytes), unit 0x11,
    // function 0x03, address 0x006B, quantity 0x0003 (the Application Protocol's example).
    loader.assertWire("ReadRequest", loader.make("ReadRequest", 1, 0, 6, 0x11, 3, 0x6B, 3),
        "0001 0000 0006 11 03 006b 0003");
    loader.roundTrip("ReadRequest", 1, 0, 6, 0x11, 4, 0x6B, 125);
  }

  @Test
  void decodeRefusesAtTheField() throws Exception {
    DecodeException e = decodeFails("ReadRequest", "0001 0001 0006 11 03 006b 0003");
    assertThat(e.fieldPath()).isEqualTo("ReadRequest.protocol");
    assertThat(e.byteOffset()).isEqualTo(2);
    assertThat(e.expected()).isEqualTo("0");
    assertThat(e.found()).isEqualTo("1");
    e = decodeFails("ReadRequest", "0001 0000 0006 11 05 006b 0003");
    assertThat(e.fieldPath()).isEqualTo("ReadRequest.function");
    assertThat(e.byteOffset()).isEqualTo(7);
    assertThat(e.expected()).isEqualTo("one of 3, 4");
    assertThat(e.found()).isEqualTo("5");
    // 126 (0x7E) is one more than the 125 registers a request may read; 0 is one fewer than 1.
    e = decodeFails("ReadRequest", "0001 0000 0006 11 03 006b 007e");
    assertThat(e.fieldPath()).isEqualTo("ReadRequest.quantity");
    assertThat(e.byteOffset()).isEqualTo(10);
    assertThat(e.expected()).isEqualTo("1..125");
    assertThat(e.found()).isEqualTo("126");
    assertThat(decodeFails("ReadRequest", "0001 0000 0006 11 03 006b 0000").found())
        .isEqualTo("0");
  }

  @Test
  void encodeRefusesWhatDecodeWould() throws Exception {
    EncodeException e = encodeFails("ReadRequest", 1, 7, 6, 0x11, 3, 0x6B, 3);
    assertThat(e.getMessage()).isEqualTo("ReadRequest.protocol: 7 is not allowed: expected 0");
    e = encodeFails("ReadRequest", 1, 0, 6, 0x11, 6, 0x6B, 3);
    assertThat(e.getMessage())
        .isEqualTo("ReadRequest.function: 6 is not allowed: expected one of 3, 4");
    e = encodeFails("ReadRequest", 1, 0, 6, 0x11, 3, 0x6B, 126);
    assertThat(e.getMessage())
        .isEqualTo("ReadRequest.quantity: 126 is not allowed: expected 1..125");
  }

  @Test
  void tlsLowerBoundOnALength() throws Exception {
    // Length 0x0002, one cipher suite TLS_RSA_WITH_AES_128_CBC_SHA (0x002F), then 0x07.
    loader.assertWire("Suites", loader.make("Suites", new byte[] {0x00, 0x2F}, (byte) 7),
        "0002 002f 07");
    DecodeException e = decodeFails("Suites", "0001 2f 07");
    assertThat(e.fieldPath()).isEqualTo("Suites.suites");
    assertThat(e.byteOffset()).isEqualTo(0);
    assertThat(e.expected()).isEqualTo("at least 2");
    assertThat(e.found()).isEqualTo("1");
    // 2^16 - 1 is above the declared 2^16 - 2
    assertThat(decodeFails("Suites", "ffff 07").fieldPath()).isEqualTo("Suites.suites");
    EncodeException x = encodeFails("Suites", new byte[] {0x2F}, (byte) 7);
    assertThat(x.getMessage()).isEqualTo(
        "Suites.suites: 1 byte(s) are fewer than the minimum of 2");
  }

  @Test
  void mqttPacketTypeInTheFirstNibble() throws Exception {
    loader.assertWire("PingReq", loader.make("PingReq", 12, 0, 0), "c0 00");
    // D0 00 is PINGRESP (type 13): not a PINGREQ
    DecodeException e = decodeFails("PingReq", "d0 00");
    assertThat(e.fieldPath()).isEqualTo("PingReq.type");
    assertThat(e.expected()).isEqualTo("12");
    assertThat(e.found()).isEqualTo("13");
    // the reserved flags nibble is 0; C2 sets bit 1 of it
    e = decodeFails("PingReq", "c2 00");
    assertThat(e.fieldPath()).isEqualTo("PingReq.flags");
    assertThat(e.bitOffset()).isEqualTo(4);
    e = decodeFails("PingReq", "c0 01");
    assertThat(e.fieldPath()).isEqualTo("PingReq.remaining");
    assertThat(e.byteOffset()).isEqualTo(1);
    assertThat(encodeFails("PingReq", 13, 0, 0).getMessage())
        .isEqualTo("PingReq.type: 13 is not allowed: expected 12");
    assertThat(encodeFails("PingReq", 12, 0, 1).getMessage())
        .isEqualTo("PingReq.remaining: 1 is not allowed: expected 0");
  }

  @Test
  void elementsOptionalsVarintsAndCounts() throws Exception {
    Object deltas = new int[] {-3, 3};
    // deltas -3 (fd) and 3, big 1000 (3e8), flags 1 (opt present: the encoder sets it, the
    // record holds the other bits), opt 9, v 10, one id: 5
    loader.assertWire("Mixed", loader.make("Mixed", deltas, 1000L, (byte) 0, (short) 9, 10,
        List.of((byte) 5)), "fd03 00000000000003e8 01 0009 0a 01 05");
    // -4 (fc) is below -3
    DecodeException e = decodeFails("Mixed", "fc03 00000000000003e8 01 0009 0a 01 05");
    assertThat(e.fieldPath()).isEqualTo("Mixed.deltas[0]");
    assertThat(e.expected()).isEqualTo("-3..3");
    assertThat(decodeFails("Mixed", "fd03 00000000000003e9 01 0009 0a 01 05").fieldPath())
        .isEqualTo("Mixed.big");
    assertThat(decodeFails("Mixed", "fd03 00000000000003e8 01 0008 0a 01 05").fieldPath())
        .isEqualTo("Mixed.opt");
    // absent, the optional value is not checked
    loader.assertWire("Mixed", loader.make("Mixed", deltas, 1000L, (byte) 0, null, 10,
        List.of((byte) 5)), "fd03 00000000000003e8 00 0a 01 05");
    e = decodeFails("Mixed", "fd03 00000000000003e8 00 09 01 05");
    assertThat(e.fieldPath()).isEqualTo("Mixed.v");
    assertThat(e.byteOffset()).isEqualTo(11);
    assertThat(e.expected()).isEqualTo("at least 10");
    e = decodeFails("Mixed", "fd03 00000000000003e8 00 0a 00");
    assertThat(e.fieldPath()).isEqualTo("Mixed.ids");
    assertThat(e.expected()).isEqualTo("at least 1 element(s)");
    assertThat(decodeFails("Mixed", "fd03 00000000000003e8 00 0a 01 00").fieldPath())
        .isEqualTo("Mixed.ids[0]");
    assertThat(encodeFails("Mixed", new int[] {-4, 0}, 0L, (byte) 0, null, 10,
        List.of((byte) 5)).getMessage())
        .isEqualTo("Mixed.deltas[0]: -4 is not allowed: expected -3..3");
    assertThat(encodeFails("Mixed", deltas, 0L, (byte) 0, null, 10, List.of()).getMessage())
        .isEqualTo("Mixed.ids: 0 element(s) are fewer than the minimum of 1");
    assertThat(encodeFails("Mixed", deltas, 0L, (byte) 1, (short) 8, 10, List.of((byte) 1))
        .getMessage()).isEqualTo("Mixed.opt: 8 is not allowed: expected one of 7, 9");
    assertThat(encodeFails("Mixed", deltas, 0L, (byte) 0, null, 10, List.of((byte) 0))
        .getMessage()).isEqualTo("Mixed.ids[0]: 0 is not allowed: expected at least 1");
  }

  @Test
  void heldAndExpressionSizes() throws Exception {
    loader.assertWire("Held", loader.make("Held", 1, new short[] {7}), "01 0007");
    assertThat(decodeFails("Held", "00").fieldPath()).isEqualTo("Held.n");
    assertThat(decodeFails("Held", "05 0001 0002 0003 0004 0005").fieldPath())
        .isEqualTo("Held.n");
    assertThat(encodeFails("Held", 0, new short[0]).getMessage())
        .isEqualTo("Held.n: 0 is not allowed: expected 1..4");
    loader.assertWire("Expr", loader.make("Expr", 1, new byte[] {1, 2, 3, 4}), "01 01020304");
    DecodeException e = decodeFails("Expr", "00");
    assertThat(e.fieldPath()).isEqualTo("Expr.data");
    assertThat(e.expected()).isEqualTo("at least 4 byte(s)");
  }

  @Test
  void theDescriptionCarriesEachRule() throws Exception {
    RecordLayout r = (RecordLayout) loader.codec("ReadRequest").description().orElseThrow();
    assertThat(r.fields().get(1).rule())
        .isEqualTo(new ValueRule(ValueRule.Kind.CONSTANT, 0, 0, List.of()));
    assertThat(r.fields().get(4).rule()).isEqualTo(new ValueRule(ValueRule.Kind.ONE_OF,
        Long.MIN_VALUE, Long.MAX_VALUE, List.of(3L, 4L)));
    assertThat(r.fields().get(6).rule())
        .isEqualTo(new ValueRule(ValueRule.Kind.RANGE, 1, 125, List.of()));
    assertThat(r.fields().get(0).rule()).isNull();
    assertThat(r.table()).contains("protocol             int, unsigned 16, big-endian,"
        + " constant 0\n");
    assertThat(r.table()).contains("function             int, unsigned 8, one of 3, 4\n");
    assertThat(r.table()).contains("quantity             int, unsigned 16, big-endian, 1..125\n");
    // A size's lower bound is the rule of its prefix.
    RecordLayout suites = (RecordLayout) loader.codec("Suites").description().orElseThrow();
    assertThat(suites.fields().get(0).role()).isEqualTo(WireField.Role.LENGTH);
    assertThat(suites.fields().get(0).rule().describe()).isEqualTo("at least 2");
    // A varint prefix and an expression are no fields: the part's size carries the bound.
    RecordLayout mixed = (RecordLayout) loader.codec("Mixed").description().orElseThrow();
    WireField ids = mixed.fields().stream().filter(f -> f.name().equals("ids")).findFirst()
        .orElseThrow();
    assertThat(ids.size().min()).isEqualTo(1);
    assertThat(ids.size().max()).isEqualTo(3);
    assertThat(mixed.table()).contains("count in the varint before, at least 1, at most 3");
    RecordLayout expr = (RecordLayout) loader.codec("Expr").description().orElseThrow();
    assertThat(expr.fields().get(1).size().min()).isEqualTo(4);
    assertThat(expr.table()).contains("byte length words * 4, at least 4");
    assertThat(suites.fields().get(1).size().min()).isEqualTo(2);
  }

  @Test
  void viewsRefuseWhatDecodeRefuses() throws Exception {
    GeneratedViews views = new GeneratedViews(loader, 30, 300);
    views.agrees("ReadRequest", "0001 0000 0006 11 03 006b 0003");
    views.rejects("ReadRequest", "0001 0001 0006 11 03 006b 0003",
        "0001 0000 0006 11 05 006b 0003", "0001 0000 0006 11 03 006b 007e");
    views.agrees("Suites", "0002 002f 07");
    views.rejects("Suites", "0001 2f 07", "0000 07");
    views.agrees("Mixed", "fd03 00000000000003e8 01 0009 0a 01 05");
    views.rejects("Mixed", "fc03 00000000000003e8 01 0009 0a 01 05",
        "fd03 00000000000003e8 01 0008 0a 01 05", "fd03 00000000000003e8 00 09 01 05",
        "fd03 00000000000003e8 00 0a 00", "fd03 00000000000003e8 00 0a 01 00");
    views.agrees("Held", "01 0007");
    views.rejects("Held", "00", "05 0001 0002 0003 0004 0005");
    views.agrees("Expr", "01 01020304");
    views.rejects("Expr", "00");
  }
}
