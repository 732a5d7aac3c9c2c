package io.framewright.protocol.leviathan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.BitList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** decode(encode(x)) equals x and encode(decode(b)) equals b, for every message type. */
class RoundTripTest {
  private static final LeviathanPacketCodec PACKET = LeviathanPacketCodec.INSTANCE;

  static final List<ResponseBody> RESPONSES = List.of(
      new ResponseBody.Connect(1, 42),
      new ResponseBody.Security(2, ConnectionEncryption.STANDARD, "pub", "sym"),
      new ResponseBody.Authenticate(3, 1001, Long.MIN_VALUE),
      new ResponseBody.Identification(4, "readable", "game", "1.2", "0.8.0.0"),
      new ResponseBody.Keepalive(0),
      new ResponseBody.CloseConnection(0),
      new ResponseBody.RemoteConsoleClosed(0),
      new ResponseBody.RemoteConsoleOpened(0),
      new ResponseBody.InvalidRequest(5, InvalidReason.SERVER_CUSTOM, "why"),
      new ResponseBody.ServerDisallow(6, "full", InvalidReason.SERVER_FULL),
      new ResponseBody.ServerAllow(7, ServerAcceptedType.CONNECT_ACCEPTED, "welcome \u263a"),
      new ResponseBody.ServerStatus(8, "srv", true, ServerJoinRestriction.LAN,
          ServerState.SHUTDOWN, 1, 2, 3, 4),
      new ResponseBody.SyncDataEnd(0, true),
      new ResponseBody.SyncResourceData(0, "{}"),
      new ResponseBody.CreateNetworkedInput(0, new byte[] {1, 2, 3}),
      new ResponseBody.UpdateNetworkedInput(0, 9, new byte[] {4}),
      new ResponseBody.DisconnectInput(0, 9, 10),
      new ResponseBody.StartWorldReceive(0, 1, 2, "opts"),
      new ResponseBody.EntityCreation(0, 1, 2, 3, new byte[] {5, 6}),
      new ResponseBody.EntityUpdate(0, 1, 2, 3, 4, new byte[0]),
      new ResponseBody.EntityDestruction(0, 1, 2),
      new ResponseBody.EntityLocalControlStatus(0, 1, 2, false),
      new ResponseBody.CacheRemoved(0, "name"),
      new ResponseBody.WorldFrozen(0, 1, false, -1),
      new ResponseBody.ServerHeartbeat(0),
      new ResponseBody.StartHeartbeats(0),
      new ResponseBody.None(0),
      new ResponseBody.Unknown(23, new byte[] {0, 0, 0, 0, 9}));

  static final List<RequestBody> REQUESTS = List.of(
      new RequestBody.Connect(42),
      new RequestBody.Security(ConnectionEncryption.NONE, "pub", "settings"),
      new RequestBody.Authenticate("user", 77, "pass"),
      new RequestBody.Identification("v".repeat(65)),
      new RequestBody.Serverstatus(),
      new RequestBody.RemoteConsoleOpen(1),
      new RequestBody.RemoteConsoleAccess(2),
      new RequestBody.CloseRemoteConsole(),
      new RequestBody.DoRemoteConsoleOpen(3),
      new RequestBody.JoinServer(4),
      new RequestBody.JoinGame("options"),
      new RequestBody.GetSingleSyncValue("value"),
      new RequestBody.GetAllSyncValues(),
      new RequestBody.RequestCommandExecution("cmd"),
      new RequestBody.ConnectInput(new byte[] {7, 8}),
      new RequestBody.Echo(),
      new RequestBody.WorldClockSync(1, 2, 3, true),
      new RequestBody.Unknown(17, new byte[] {0, 0, 0, 1, 0}));

  @Test
  void everyVariantIsCovered() {
    assertEquals(classesOf(ResponseBody.class.getPermittedSubclasses()),
        RESPONSES.stream().map(Object::getClass).collect(Collectors.toSet()));
    assertEquals(classesOf(RequestBody.class.getPermittedSubclasses()),
        REQUESTS.stream().map(Object::getClass).collect(Collectors.toSet()));
  }

  private static Set<Class<?>> classesOf(Class<?>[] classes) {
    return new HashSet<>(Arrays.asList(classes));
  }

  private static void roundTrip(LeviathanPacket packet) {
    byte[] wire = PACKET.encode(packet);
    assertEquals(wire.length, PACKET.size(packet));
    LeviathanPacket back = PACKET.decode(wire);
    assertEquals(packet, back);
    assertArrayEquals(wire, PACKET.encode(back));
  }

  @Test
  void everyResponseTypeInItsOwnPacket() {
    long id = 1000;
    for (ResponseBody body : RESPONSES) {
      roundTrip(NormalPacket.of(++id, new Response(id, body)));
    }
  }

  @Test
  void everyRequestTypeInItsOwnPacket() {
    long id = 2000;
    for (RequestBody body : REQUESTS) {
      roundTrip(NormalPacket.of(++id, new Request(id, body)));
    }
  }

  @Test
  void everyModelledTypeInOnePacketWithAcks() {
    // all known types in one packet (unknown ones only work last), then one unknown at the end
    List<NetworkMessage> messages = Stream.concat(
            RESPONSES.stream().filter(b -> !(b instanceof ResponseBody.Unknown))
                .map(b -> (NetworkMessage) new Response(1, b)),
            REQUESTS.stream().filter(b -> !(b instanceof RequestBody.Unknown))
                .map(b -> (NetworkMessage) new Request(2, b)))
        .collect(Collectors.toCollection(java.util.ArrayList::new));
    messages.add(new Request(3, new RequestBody.Unknown(0xFFFF, new byte[] {1, 2, 3})));
    roundTrip(new NormalPacket(0xFFFF_FFFFL, 0xFFFF_FFF0L, BitList.withSetBits(4, 0, 31),
        messages));
  }

  @Test
  void ackOnly() {
    roundTrip(AckOnlyPacket.of(1, 2, 3));
    roundTrip(AckOnlyPacket.of(new long[255]));
    roundTrip(AckOnlyPacket.of());
  }

  @Test
  void wellFormedBytesReencodeUnchanged() {
    for (String hex : List.of(
        "4C6E 00000001 00000000 00",
        "4C6E 00000001 00000001 00 00",
        "4C6E 00000001 00000001 02 0000 01 28 00000000 0004",
        "4C6E 00000001 00000000 01 12 00000001 0063 01020304 05",
        "4C61 01 00000000")) {
      byte[] wire = Wire.hex(hex);
      assertArrayEquals(wire, PACKET.encode(PACKET.decode(wire)), hex);
    }
  }
}
