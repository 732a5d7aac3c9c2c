package io.framewright.protocol.leviathan;

import static io.framewright.protocol.leviathan.Wire.assertWire;

import io.framewright.protocol.leviathan.ResponseBody.*;
import org.junit.jupiter.api.Test;

/**
 * Every response type, exact bytes written out by hand: u16 type, u32 responseTo, then the
 * type's fields (i32/u32/u64 big-endian, strings as u32 length + UTF-8, bool and enums one byte).
 */
class ResponseBodyBytesTest {
  private static final ResponseBodyCodec CODEC = ResponseBodyCodec.INSTANCE;

  @Test
  void connectSecurityAuthenticate() {
    // 0000 Connect | responseTo 3 | checkValue 42
    assertWire(CODEC, new Connect(3, 42), "0000 00000003 0000002A");
    // 0001 Security | responseTo 0 | i32 1 None | "" | "k"
    assertWire(CODEC, new Security(0, ConnectionEncryption.NONE, "", "k"),
        "0001 00000000 00000001 00000000 00000001 6B");
    // 0002 Authenticate | responseTo 0xFFFFFFFE | userId -1 | token 0x8000000000000001
    assertWire(CODEC, new Authenticate(0xFFFF_FFFEL, -1, 0x8000_0000_0000_0001L),
        "0002 FFFFFFFE FFFFFFFF 8000000000000001");
  }

  @Test
  void identification() {
    // 0003 | responseTo 1 | "Srv" | "Game" | "1.0" | "0.8"
    assertWire(CODEC, new Identification(1, "Srv", "Game", "1.0", "0.8"),
        "0003 00000001 00000003 537276 00000004 47616D65 00000003 312E30 00000003 302E38");
  }

  @Test
  void typesWithoutData() {
    assertWire(CODEC, new Keepalive(0), "0004 00000000");
    assertWire(CODEC, new CloseConnection(5), "0005 00000005");
    assertWire(CODEC, new RemoteConsoleClosed(0), "0006 00000000");
    assertWire(CODEC, new RemoteConsoleOpened(9), "0007 00000009");
    assertWire(CODEC, new ServerHeartbeat(0), "001A 00000000");
    assertWire(CODEC, new StartHeartbeats(0), "001B 00000000");
    assertWire(CODEC, new None(0xFFFF_FFFFL), "001C FFFFFFFF");
  }

  @Test
  void invalidRequestAndServerDisallowAllow() {
    // 0008 | responseTo 4 | 06 InvalidParameters | "bad"
    assertWire(CODEC, new InvalidRequest(4, InvalidReason.INVALID_PARAMETERS, "bad"),
        "0008 00000004 06 00000003 626164");
    // 0009 ServerDisallow | responseTo 1 | "full" FIRST | then 02 ServerFull
    assertWire(CODEC, new ServerDisallow(1, "full", InvalidReason.SERVER_FULL),
        "0009 00000001 00000004 66756C6C 02");
    // 000A ServerAllow | responseTo 1 | 02 Done FIRST | then "" (length 0)
    assertWire(CODEC, new ServerAllow(1, ServerAcceptedType.DONE, ""),
        "000A 00000001 02 00000000");
    assertWire(CODEC, new ServerAllow(0, ServerAcceptedType.CONNECT_ACCEPTED, "ok"),
        "000A 00000000 00 00000002 6F6B");
  }

  @Test
  void serverStatus() {
    // 000B | responseTo 2 | "Lev" | joinable 01 | 03 Whitelist | 01 Running | players 3 |
    // max 16 | bots -1 | flags 01020304
    assertWire(CODEC,
        new ServerStatus(2, "Lev", true, ServerJoinRestriction.WHITELIST, ServerState.RUNNING,
            3, 16, -1, 0x01020304),
        "000B 00000002 00000003 4C6576 01 03 01 00000003 00000010 FFFFFFFF 01020304");
    // not joinable, Custom 07, Restart 03, zero counts
    assertWire(CODEC,
        new ServerStatus(0, "", false, ServerJoinRestriction.CUSTOM, ServerState.RESTART,
            0, 0, 0, 0),
        "000B 00000000 00000000 00 07 03 00000000 00000000 00000000 00000000");
  }

  @Test
  void syncTypes() {
    // 000D SyncDataEnd | responseTo 0 | false 00
    assertWire(CODEC, new SyncDataEnd(0, false), "000D 00000000 00");
    assertWire(CODEC, new SyncDataEnd(0, true), "000D 00000000 01");
    // 000E SyncResourceData | responseTo 0 | "é" in UTF-8 is two bytes C3 A9
    assertWire(CODEC, new SyncResourceData(0, "\u00e9"), "000E 00000000 00000002 C3A9");
  }

  @Test
  void networkedInputs() {
    // 000F CreateNetworkedInput | responseTo 0 | blob of 2: DE AD
    assertWire(CODEC, new CreateNetworkedInput(0, new byte[] {(byte) 0xDE, (byte) 0xAD}),
        "000F 00000000 00000002 DEAD");
    // 0010 UpdateNetworkedInput | responseTo 0 | inputId 7 | empty blob
    assertWire(CODEC, new UpdateNetworkedInput(0, 7, new byte[0]),
        "0010 00000000 00000007 00000000");
    // 0011 DisconnectInput | responseTo 0 | inputId 7 | ownerId -2
    assertWire(CODEC, new DisconnectInput(0, 7, -2), "0011 00000000 00000007 FFFFFFFE");
  }

  @Test
  void worldsAndEntities() {
    // 0012 StartWorldReceive | responseTo 0 | world 1 | type 2 | "x"
    assertWire(CODEC, new StartWorldReceive(0, 1, 2, "x"),
        "0012 00000000 00000001 00000002 00000001 78");
    // 0013 EntityCreation | responseTo 0 | world 1 | entity 300 = 12C | u32 count 0xFFFFFFFF |
    // blob of 1: 01
    assertWire(CODEC, new EntityCreation(0, 1, 300, 0xFFFF_FFFFL, new byte[] {1}),
        "0013 00000000 00000001 0000012C FFFFFFFF 00000001 01");
    // 0014 EntityUpdate | responseTo 0 | world 1 | tick 100 = 64 | reference 99 = 63 |
    // entity 5 | blob of 3: AB CD EF
    assertWire(CODEC,
        new EntityUpdate(0, 1, 100, 99, 5, new byte[] {(byte) 0xAB, (byte) 0xCD, (byte) 0xEF}),
        "0014 00000000 00000001 00000064 00000063 00000005 00000003 ABCDEF");
    // 0015 EntityDestruction | responseTo 0 | world 1 | entity 5
    assertWire(CODEC, new EntityDestruction(0, 1, 5), "0015 00000000 00000001 00000005");
    // 0016 EntityLocalControlStatus | responseTo 0 | world 1 | entity 5 | enabled 01
    assertWire(CODEC, new EntityLocalControlStatus(0, 1, 5, true),
        "0016 00000000 00000001 00000005 01");
    // 0018 CacheRemoved | responseTo 0 | "hp"
    assertWire(CODEC, new CacheRemoved(0, "hp"), "0018 00000000 00000002 6870");
    // 0019 WorldFrozen | responseTo 0 | world 1 | frozen 01 | tick 1000 = 3E8
    assertWire(CODEC, new WorldFrozen(0, 1, true, 1000), "0019 00000000 00000001 01 000003E8");
  }

  @Test
  void unmodelledTypesKeepTheirBytes() {
    // 000C SyncValData (upstream stub writes only responseTo) | 00000000
    assertWire(CODEC, new Unknown(12, new byte[4]), "000C 00000000");
    // 0017 CacheUpdated, no bytes at all
    assertWire(CODEC, new Unknown(23, new byte[0]), "0017");
    // 001D Custom | 00000000 | TypeIDNumber 7 | IsRequest 01 | game byte FF
    assertWire(CODEC,
        new Unknown(29, new byte[] {0, 0, 0, 0, 0, 0, 0, 7, 1, (byte) 0xFF}),
        "001D 00000000 00000007 01 FF");
    // a type upstream does not have: FFFF
    assertWire(CODEC, new Unknown(0xFFFF, new byte[] {0x42}), "FFFF 42");
  }
}
