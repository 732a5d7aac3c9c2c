package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code framewright wireshark}: the command line around the generator. */
class WiresharkCommandTest {
  @Test
  void printsADissectorRegisteredOnTheGivenPorts() {
    Cli.Result r = Cli.run("wireshark", "beer", "--tcp-port", "5004", "--tcp-port", "5005");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().startsWith("-- Wireshark dissector for beer"), r.out());
    assertTrue(r.out().contains("DissectorTable.get(\"tcp.port\"):add(5004, proto)"), r.out());
    assertTrue(r.out().contains("DissectorTable.get(\"tcp.port\"):add(5005, proto)"), r.out());
    assertTrue(r.out().contains("local STREAM = true"), r.out());
    // BEER starts with magic: the dissector also looks for it on any TCP port.
    assertTrue(r.out().contains("proto:register_heuristic(\"tcp\", heuristic)"), r.out());
  }

  @Test
  void subByteFieldsHaveTheirBitMask() {
    Cli.Result r = Cli.run("wireshark", "bitpacked", "--udp-port", "9000");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("DissectorTable.get(\"udp.port\"):add(9000, proto)"), r.out());
    // payloadLength: the first 10 bits of a 2-byte big-endian run, mask 0xFFC0.
    assertTrue(r.out().contains("ProtoField.uint16(\"bitpacked.Packet.payloadLength\","
        + " \"payloadLength\", base.DEC, nil, 65472)"), r.out());
    // payloadType: 4 bits after 10, in byte 1 (bits 2..5), mask 0x3C, named by its enum.
    assertTrue(r.out().contains("ProtoField.uint8(\"bitpacked.Packet.payloadType\","
        + " \"payloadType\", base.DEC, { [0] = \"CUSTOM\", [1] = \"CHAR\""), r.out());
    assertTrue(r.out().contains("60)"), r.out());
  }

  @Test
  void unknownProtocolIsAUsageError() {
    Cli.Result r = Cli.run("wireshark", "nope");
    assertEquals(FramewrightCli.USAGE, r.exit());
    assertTrue(r.err().contains("Unknown protocol 'nope'"), r.err());
  }
}
