package io.framewright.protocol.leviathan;

import static io.framewright.protocol.leviathan.Wire.assertWire;

import io.framewright.protocol.leviathan.RequestBody.*;
import org.junit.jupiter.api.Test;

/**
 * Every request type, exact bytes written out by hand: u16 type, then the type's fields (no
 * responseTo; strings as u32 length + UTF-8, bool one byte).
 */
class RequestBodyBytesTest {
  private static final RequestBodyCodec CODEC = RequestBodyCodec.INSTANCE;

  @Test
  void connectSecurityAuthenticate() {
    // 0000 Connect | checkValue 42
    assertWire(CODEC, new Connect(42), "0000 0000002A");
    assertWire(CODEC, new Connect(-42), "0000 FFFFFFD6");
    // 0001 Security | i32 0 Undecided | "pk" | ""
    assertWire(CODEC, new Security(ConnectionEncryption.UNDECIDED, "pk", ""),
        "0001 00000000 00000002 706B 00000000");
    // 0002 Authenticate | "" | token 1 | "pw"
    assertWire(CODEC, new Authenticate("", 1, "pw"),
        "0002 00000000 0000000000000001 00000002 7077");
  }

  @Test
  void identificationWithTheUpstreamDefaultDdosBlock() {
    // 0003 | length 65 = 41 | 65 x 'v' (76)
    assertWire(CODEC, new Identification("v".repeat(65)), "0003 00000041" + "76".repeat(65));
  }

  @Test
  void typesWithoutData() {
    assertWire(CODEC, new Serverstatus(), "0004");
    assertWire(CODEC, new CloseRemoteConsole(), "0007");
    assertWire(CODEC, new GetAllSyncValues(), "000C");
    assertWire(CODEC, new Echo(), "000F");
  }

  @Test
  void tokens() {
    // 0005 RemoteConsoleOpen | 11223344
    assertWire(CODEC, new RemoteConsoleOpen(0x11223344), "0005 11223344");
    // 0006 RemoteConsoleAccess | -1
    assertWire(CODEC, new RemoteConsoleAccess(-1), "0006 FFFFFFFF");
    // 0008 DoRemoteConsoleOpen | 5
    assertWire(CODEC, new DoRemoteConsoleOpen(5), "0008 00000005");
    // 0009 JoinServer | 0
    assertWire(CODEC, new JoinServer(0), "0009 00000000");
  }

  @Test
  void textRequests() {
    // 000A JoinGame | "fast"
    assertWire(CODEC, new JoinGame("fast"), "000A 00000004 66617374");
    // 000B GetSingleSyncValue | "a"
    assertWire(CODEC, new GetSingleSyncValue("a"), "000B 00000001 61");
    // 000D RequestCommandExecution | "quit"
    assertWire(CODEC, new RequestCommandExecution("quit"), "000D 00000004 71756974");
    // "€" is three UTF-8 bytes E2 82 AC
    assertWire(CODEC, new RequestCommandExecution("\u20ac"), "000D 00000003 E282AC");
  }

  @Test
  void connectInputAndWorldClockSync() {
    // 000E ConnectInput | empty blob
    assertWire(CODEC, new ConnectInput(new byte[0]), "000E 00000000");
    assertWire(CODEC, new ConnectInput(new byte[] {0, 1}), "000E 00000002 0001");
    // 0010 WorldClockSync | world 1 | ticks -5 | tweak 10 | absolute 00
    assertWire(CODEC, new WorldClockSync(1, -5, 10, false),
        "0010 00000001 FFFFFFFB 0000000A 00");
  }

  @Test
  void unmodelledTypesKeepTheirBytes() {
    // 0011 Custom | TypeIDNumber 3 | IsRequest 01 | game bytes CA FE
    assertWire(CODEC, new Unknown(17, new byte[] {0, 0, 0, 3, 1, (byte) 0xCA, (byte) 0xFE}),
        "0011 00000003 01 CAFE");
    assertWire(CODEC, new Unknown(0x1234, new byte[0]), "1234");
  }
}
