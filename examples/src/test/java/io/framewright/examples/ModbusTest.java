package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.modbus.ModbusFlatRequest;
import io.framewright.examples.modbus.ModbusFlatRequestCodec;
import io.framewright.examples.modbus.ModbusFlatRequestView;
import io.framewright.examples.modbus.ModbusRequest;
import io.framewright.examples.modbus.ModbusResponse;
import io.framewright.examples.modbus.ModbusTcpRequest;
import io.framewright.examples.modbus.ModbusTcpRequestCodec;
import io.framewright.examples.modbus.ModbusTcpRequestView;
import io.framewright.examples.modbus.ModbusTcpResponse;
import io.framewright.examples.modbus.ModbusTcpResponseCodec;
import io.framewright.examples.modbus.ModbusTcpResponseView;
import io.framewright.examples.modbus.RequestUnit;
import io.framewright.examples.modbus.ResponseUnit;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Modbus TCP with constants and value rules, no custom codec: bytes written by hand from the
 * Modbus Messaging on TCP/IP Implementation Guide v1.0b (3.1.3, the MBAP header: transaction
 * identifier, protocol identifier 0, length of the bytes that follow, unit identifier) and the
 * Modbus Application Protocol Specification v1.1b3 (6.3 read holding registers, 6.12 write
 * multiple registers, 7 exception responses), whose PDU examples they wrap. The unit is 0xFF,
 * the guide's value for a server addressed by its IP address.
 */
class ModbusTest {
  private static final ModbusTcpRequestCodec REQUESTS = ModbusTcpRequestCodec.INSTANCE;
  private static final ModbusTcpResponseCodec RESPONSES = ModbusTcpResponseCodec.INSTANCE;

  /**
   * 6.3's example request, read registers 108 to 110: function 03, starting address 006B,
   * quantity 0003. MBAP: transaction 0001, protocol 0000, length 0006 (the unit and 5 PDU
   * bytes), unit FF.
   */
  static final String READ_REQUEST = "0001 0000 0006 ff 03 006b 0003";
  /**
   * Its response: function 03, byte count 06, registers 022B (555), 0000, 0064 (100). Length
   * 0009: the unit and 8 PDU bytes.
   */
  static final String READ_RESPONSE = "0001 0000 0009 ff 03 06 022b 0000 0064";
  /**
   * 6.12's example request, write 000A and 0102 to registers 2 and 3: function 10, starting
   * address 0001, quantity 0002, byte count 04, the values. Length 000B: the unit and 10 PDU
   * bytes.
   */
  static final String WRITE_REQUEST = "0002 0000 000b ff 10 0001 0002 04 000a 0102";
  /** Its response: function 10, starting address 0001, quantity 0002. Length 0006. */
  static final String WRITE_RESPONSE = "0002 0000 0006 ff 10 0001 0002";
  /**
   * An exception response to a read (6.3, 7): function 83 (03 + 80), exception code 02,
   * illegal data address. Length 0003.
   */
  static final String READ_EXCEPTION = "0003 0000 0003 ff 83 02";

  private static ModbusTcpRequest request(int transaction, ModbusRequest pdu) {
    return new ModbusTcpRequest(transaction, 0, new RequestUnit(0xFF, pdu));
  }

  private static ModbusTcpResponse response(int transaction, ModbusResponse pdu) {
    return new ModbusTcpResponse(transaction, 0, new ResponseUnit(0xFF, pdu));
  }

  @Test
  void readHoldingRegisters() {
    Wire.assertWire(REQUESTS, request(1, new ModbusRequest.ReadHoldingRegisters(0x6B, 3)),
        READ_REQUEST);
    Wire.assertWire(RESPONSES, response(1,
        new ModbusResponse.ReadHoldingRegisters(new int[] {555, 0, 100})), READ_RESPONSE);
  }

  @Test
  void writeMultipleRegisters() {
    Wire.assertWire(REQUESTS, request(2, new ModbusRequest.WriteMultipleRegisters(1, 2,
        new int[] {0x000A, 0x0102})), WRITE_REQUEST);
    Wire.assertWire(RESPONSES, response(2, new ModbusResponse.WriteMultipleRegisters(1, 2)),
        WRITE_RESPONSE);
  }

  @Test
  void exceptionResponse() {
    Wire.assertWire(RESPONSES, response(3,
        new ModbusResponse.ReadHoldingRegistersException(2)), READ_EXCEPTION);
    // 90 (10 + 80) with exception code 04, server device failure
    Wire.assertWire(RESPONSES, response(4,
        new ModbusResponse.WriteMultipleRegistersException(4)), "0004 0000 0003 ff 90 04");
  }

  @Test
  void everyTruncationIsADecodeException() {
    for (String hex : List.of(READ_REQUEST, WRITE_REQUEST)) {
      byte[] wire = Hex.parse(hex);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> REQUESTS.decode(cut), hex + " cut to " + n);
      }
    }
    for (String hex : List.of(READ_RESPONSE, WRITE_RESPONSE, READ_EXCEPTION)) {
      byte[] wire = Hex.parse(hex);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> RESPONSES.decode(cut), hex + " cut to " + n);
      }
    }
  }

  /** Each rule refuses on decode at its field, saying what it expected and what it found. */
  @Test
  void decodeRefusesWhatTheSpecificationsRuleOut() {
    // protocol identifier 0001: not MODBUS
    DecodeException e = decodeFails(REQUESTS, "0001 0001 0006 ff 03 006b 0003");
    assertEquals("ModbusTcpRequest.protocol", e.fieldPath());
    assertEquals(2, e.byteOffset());
    assertEquals("0", e.expected());
    assertEquals("1", e.found());
    // quantity 007E: one more than the 125 registers a read may ask for
    e = decodeFails(REQUESTS, "0001 0000 0006 ff 03 006b 007e");
    assertEquals("ModbusTcpRequest.unit.pdu.ReadHoldingRegisters.quantity", e.fieldPath());
    assertEquals(10, e.byteOffset());
    assertEquals("1..125", e.expected());
    assertEquals("126", e.found());
    // quantity 0000
    assertEquals("0", decodeFails(REQUESTS, "0001 0000 0006 ff 03 006b 0000").found());
    // an MBAP length of 1: the unit alone, no function code
    e = decodeFails(REQUESTS, "0001 0000 0001 ff");
    assertEquals("ModbusTcpRequest.unit", e.fieldPath());
    assertEquals("at least 2", e.expected());
    // exception code 05 (acknowledge, 7) is not one 6.3 gives a read
    e = decodeFails(RESPONSES, "0003 0000 0003 ff 83 05");
    assertEquals("ModbusTcpResponse.unit.pdu.ReadHoldingRegistersException.exceptionCode",
        e.fieldPath());
    assertEquals("one of 1, 2, 3, 4", e.expected());
    // a read response of byte count 00: at least one register
    e = decodeFails(RESPONSES, "0001 0000 0003 ff 03 00");
    assertEquals("ModbusTcpResponse.unit.pdu.ReadHoldingRegisters.values", e.fieldPath());
    assertEquals("at least 2", e.expected());
  }

  @Test
  void encodeRefusesWhatDecodeWould() {
    EncodeException e = assertThrows(EncodeException.class, () -> REQUESTS.encode(
        new ModbusTcpRequest(1, 7, new RequestUnit(0xFF,
            new ModbusRequest.ReadHoldingRegisters(0x6B, 3)))));
    assertEquals("ModbusTcpRequest.protocol: 7 is not allowed: expected 0", e.getMessage());
    e = assertThrows(EncodeException.class, () -> REQUESTS.encode(
        request(1, new ModbusRequest.ReadHoldingRegisters(0x6B, 126))));
    assertEquals("ModbusTcpRequest.unit.pdu.ReadHoldingRegisters.quantity: 126 is not allowed:"
        + " expected 1..125", e.getMessage());
    assertThrows(EncodeException.class, () -> RESPONSES.encode(
        response(3, new ModbusResponse.ReadHoldingRegistersException(5))));
    assertThrows(EncodeException.class, () -> RESPONSES.encode(
        response(1, new ModbusResponse.ReadHoldingRegisters(new int[0]))));
  }

  /**
   * The views wrap what decode reads and refuse what it refuses: the frames above, each rule
   * broken (protocol 1, quantity 126, exception code 5, byte count 0), and random mutations of
   * each.
   */
  @Test
  void viewsAgreeWithDecode() {
    List<byte[]> requests = List.of(Hex.parse(READ_REQUEST), Hex.parse(WRITE_REQUEST),
        Hex.parse("0001 0001 0006 ff 03 006b 0003"), Hex.parse("0001 0000 0006 ff 03 006b 007e"));
    assertEquals(2, ViewChecks.agreesAround(REQUESTS, new ModbusTcpRequestView(), requests, 30,
        2_000));
    List<byte[]> responses = List.of(Hex.parse(READ_RESPONSE), Hex.parse(WRITE_RESPONSE),
        Hex.parse(READ_EXCEPTION), Hex.parse("0003 0000 0003 ff 83 05"),
        Hex.parse("0001 0000 0003 ff 03 00"));
    assertEquals(3, ViewChecks.agreesAround(RESPONSES, new ModbusTcpResponseView(), responses,
        31, 2_000));
  }

  /** The layout shows the rules, and the diagram the constant's value in its cell. */
  @Test
  void theDescriptionShowsTheRules() {
    String table = REQUESTS.layout();
    assertTrue(table.contains("constant 0"), table);
    String diagram = REQUESTS.description().orElseThrow().diagram();
    assertTrue(diagram.contains("protocol = 0"), diagram);
  }

  /**
   * The flat request, its MBAP length a component that covers the unit and the PDU
   * ({@code @Covers}): the same bytes as the nested one, whatever length the record holds.
   */
  @Test
  void aFlatRequestWhoseLengthCoversUnitAndPdu() {
    ModbusFlatRequestCodec flat = ModbusFlatRequestCodec.INSTANCE;
    Wire.assertWire(flat, new ModbusFlatRequest(1, 0, 6, 0xFF,
        new ModbusRequest.ReadHoldingRegisters(0x6B, 3)), READ_REQUEST);
    Wire.assertWire(flat, new ModbusFlatRequest(2, 0, 11, 0xFF,
        new ModbusRequest.WriteMultipleRegisters(1, 2, new int[] {0x000A, 0x0102})),
        WRITE_REQUEST);
    ModbusFlatRequest read = flat.decode(Hex.parse(READ_REQUEST));
    assertEquals(1, read.transaction());
    assertEquals(0, read.protocol());
    assertEquals(6, read.length());
    assertEquals(0xFF, read.unitId());
    assertEquals(new ModbusRequest.ReadHoldingRegisters(0x6B, 3), read.pdu());
    // a stale length in the record: the real one, 0006, is written
    assertEquals(Hex.compact(Hex.parse(READ_REQUEST)), Hex.compact(flat.encode(
        new ModbusFlatRequest(1, 0, 99, 0xFF, new ModbusRequest.ReadHoldingRegisters(0x6B, 3)))));
    for (String hex : List.of(READ_REQUEST, WRITE_REQUEST)) {
      byte[] wire = Hex.parse(hex);
      for (int n = 0; n < wire.length; n++) {
        byte[] cut = Arrays.copyOf(wire, n);
        assertThrows(DecodeException.class, () -> flat.decode(cut), hex + " cut to " + n);
      }
    }
    // length 0007: one byte more than the unit and the read's PDU, which the input lacks
    DecodeException e = decodeFails(flat, "0001 0000 0007 ff 03 006b 0003");
    assertEquals("ModbusFlatRequest.length", e.fieldPath());
    // ... and with a byte there, no part reads it
    e = decodeFails(flat, "0001 0000 0007 ff 03 006b 0003 00");
    assertEquals("ModbusFlatRequest.length", e.fieldPath());
    assertEquals("7 byte(s) read by the parts it covers", e.expected());
    assertEquals("6 byte(s) read, 1 left over", e.found());
    assertEquals(12, e.byteOffset());
    // length 0001: the unit alone, below the least of 2
    e = decodeFails(flat, "0001 0000 0001 ff");
    assertEquals("ModbusFlatRequest.length", e.fieldPath());
    assertEquals("2 to 254 byte(s)", e.expected());
    // 0005: the read's PDU reaches past the span's end
    e = decodeFails(flat, "0001 0000 0005 ff 03 006b 0003");
    assertEquals("ModbusFlatRequest.pdu.ReadHoldingRegisters.quantity", e.fieldPath());
    // encode: a write of 123 registers is 1 + 6 + 246 = 253 bytes, within 254; the rule of
    // the PDU refuses 124 before the length could
    assertEquals(2 + 2 + 2 + 253, flat.encode(new ModbusFlatRequest(3, 0, 0, 0xFF,
        new ModbusRequest.WriteMultipleRegisters(1, 123, new int[123]))).length);
    List<byte[]> frames = List.of(Hex.parse(READ_REQUEST), Hex.parse(WRITE_REQUEST),
        Hex.parse("0001 0000 0007 ff 03 006b 0003 00"), Hex.parse("0001 0000 0001 ff"));
    assertEquals(2, ViewChecks.agreesAround(flat, new ModbusFlatRequestView(), frames, 32,
        2_000));
    assertTrue(flat.layout().contains("byte length of unitId .. pdu, at least 2, at most 254"),
        flat.layout());
  }

  private static DecodeException decodeFails(io.framewright.runtime.Codec<?> codec,
      String hex) {
    return assertThrows(DecodeException.class, () -> codec.decode(Hex.parse(hex)), hex);
  }
}
