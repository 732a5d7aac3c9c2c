package io.framewright.cli;

/** Frames taken from the protocol modules' own tests (file and test named on each). */
final class Vectors {
  private Vectors() {}

  /** leviathan README / UpstreamVectorsTest: a ServerAllow response with acks. */
  static final String LEVIATHAN_SERVER_ALLOW = "4C6E 00000004 00000001 01 33 01 12 00000008 000A"
      + " 00000000 01 0000000C 6E6F742061206368616E6365";
  /** leviathan PacketBytesTest.acksAndAMessage. */
  static final String LEVIATHAN_DISALLOW =
      "4C6E 000003EB 000003E8 02 0580 01 12 00000009 0009 00000008 00000002 6E6F 04";
  /** leviathan PacketBytesTest.ackOnlyPackets. */
  static final String LEVIATHAN_ACK_ONLY = "4C61 03 00000001 00000002 FFFFFFFF";
  /** leviathan PacketBytesTest.severalMessagesInOnePacket. */
  static final String LEVIATHAN_SEVERAL = "4C6E 00000005 00000000 03 28 00000001 000F"
      + " 12 00000002 0004 00000001 28 00000003 000A 00000000";

  /** issue 12: a Response whose body type 0x63 no variant has, kept by ResponseBody.Unknown. */
  static final String LEVIATHAN_UNKNOWN_RESPONSE =
      "4C6E 00000004 00000001 01 33 01 12 00000008 0063 abcd";
  /** A Request whose body type 0x63 no variant has, kept by RequestBody.Unknown. */
  static final String LEVIATHAN_UNKNOWN_REQUEST = "4C6E 00000005 00000000 01 28 00000001 0063 ef";

  /** pies PiesPacketTest: Sync. */
  static final String PIES_SYNC = "03 01 7573657233 00 01 75736572317c247c7573657232 00 ff";
  /** pies README / PiesPacketTest: LevelData.of("lvl1", 500, -300). */
  static final String PIES_LEVEL_DATA = "06 01 6c766c31 00 02 01 0301 00 02 02 0233 00 ff";
  /** pies PiesPacketTest: Auth.request("user3"). */
  static final String PIES_AUTH = "01 01 7573657233 00 ff";

  /** bitpacked PacketTest.int32PayloadWithOffsetAndTurn. */
  static final String BITPACKED = "021b abcdefc0 000a ff14 00000001 fffffffe";

  /** avara DatagramTest.PING. */
  static final String AVARA_PING = "0dc0 0400 0200 00 33 1f 3412 fdff 03 05 616263";
  /** avara DatagramTest: a kpJSON command with a u8 length. */
  static final String AVARA_JSON = "b215 feff 1000 00 90 24 07 00 7b2261223a317d";
  /** avara DatagramTest: ack 7 with a bitmap. */
  static final String AVARA_ACK_BITMAP = "9122 0700 05000000";

  /** beer BeerMessageTest: ObjectPosition(0x12345678, 100, -100). */
  static final String BEER_POSITION = "42454552 00000000 78563412 6400 9cff 0d0a";
  /** beer BeerMessageTest: Event(7, 01 02). */
  static final String BEER_EVENT = "42454552 03000000 07 0102 0d0a";
  /** beer BeerMessageTest: ObjectRemoved(0xDEADBEEF). */
  static final String BEER_REMOVED = "42454552 05000000 efbeadde 0d0a";
  /** beer BeerMessageTest: ObjectRect(7, 32, 16, -1, 200). */
  static final String BEER_RECT = "42454552 01000000 07000000 2000 1000 ffff c800 0d0a";

  static String compact(String hex) {
    return hex.replaceAll("\\s+", "").toLowerCase(java.util.Locale.ROOT);
  }
}
