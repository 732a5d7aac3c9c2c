package io.framewright.protocol.leviathan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every view of this protocol's fixed-size messages ({@code @View} on the package) agrees
 * with its codec ({@link ViewChecks}) on 2,000 random frames of about its size and on the
 * all-zero frame: wrap rejects exactly what decode rejects, with the same message, and every
 * getter equals the decoded component.
 */
class LeviathanViewsTest {
  @Test
  void everyViewAgreesWithItsCodec() {
    ViewChecks.allAgreeOnRandomFrames(List.of(
        new ViewChecks.Pair<>(RequestBody_CloseRemoteConsoleCodec.INSTANCE, new RequestBody_CloseRemoteConsoleView()),
        new ViewChecks.Pair<>(RequestBody_ConnectCodec.INSTANCE, new RequestBody_ConnectView()),
        new ViewChecks.Pair<>(RequestBody_DoRemoteConsoleOpenCodec.INSTANCE, new RequestBody_DoRemoteConsoleOpenView()),
        new ViewChecks.Pair<>(RequestBody_EchoCodec.INSTANCE, new RequestBody_EchoView()),
        new ViewChecks.Pair<>(RequestBody_GetAllSyncValuesCodec.INSTANCE, new RequestBody_GetAllSyncValuesView()),
        new ViewChecks.Pair<>(RequestBody_JoinServerCodec.INSTANCE, new RequestBody_JoinServerView()),
        new ViewChecks.Pair<>(RequestBody_RemoteConsoleAccessCodec.INSTANCE, new RequestBody_RemoteConsoleAccessView()),
        new ViewChecks.Pair<>(RequestBody_RemoteConsoleOpenCodec.INSTANCE, new RequestBody_RemoteConsoleOpenView()),
        new ViewChecks.Pair<>(RequestBody_ServerstatusCodec.INSTANCE, new RequestBody_ServerstatusView()),
        new ViewChecks.Pair<>(RequestBody_WorldClockSyncCodec.INSTANCE, new RequestBody_WorldClockSyncView()),
        new ViewChecks.Pair<>(ResponseBody_AuthenticateCodec.INSTANCE, new ResponseBody_AuthenticateView()),
        new ViewChecks.Pair<>(ResponseBody_CloseConnectionCodec.INSTANCE, new ResponseBody_CloseConnectionView()),
        new ViewChecks.Pair<>(ResponseBody_ConnectCodec.INSTANCE, new ResponseBody_ConnectView()),
        new ViewChecks.Pair<>(ResponseBody_DisconnectInputCodec.INSTANCE, new ResponseBody_DisconnectInputView()),
        new ViewChecks.Pair<>(ResponseBody_EntityDestructionCodec.INSTANCE, new ResponseBody_EntityDestructionView()),
        new ViewChecks.Pair<>(ResponseBody_EntityLocalControlStatusCodec.INSTANCE, new ResponseBody_EntityLocalControlStatusView()),
        new ViewChecks.Pair<>(ResponseBody_KeepaliveCodec.INSTANCE, new ResponseBody_KeepaliveView()),
        new ViewChecks.Pair<>(ResponseBody_NoneCodec.INSTANCE, new ResponseBody_NoneView()),
        new ViewChecks.Pair<>(ResponseBody_RemoteConsoleClosedCodec.INSTANCE, new ResponseBody_RemoteConsoleClosedView()),
        new ViewChecks.Pair<>(ResponseBody_RemoteConsoleOpenedCodec.INSTANCE, new ResponseBody_RemoteConsoleOpenedView()),
        new ViewChecks.Pair<>(ResponseBody_ServerHeartbeatCodec.INSTANCE, new ResponseBody_ServerHeartbeatView()),
        new ViewChecks.Pair<>(ResponseBody_StartHeartbeatsCodec.INSTANCE, new ResponseBody_StartHeartbeatsView()),
        new ViewChecks.Pair<>(ResponseBody_SyncDataEndCodec.INSTANCE, new ResponseBody_SyncDataEndView()),
        new ViewChecks.Pair<>(ResponseBody_WorldFrozenCodec.INSTANCE, new ResponseBody_WorldFrozenView())), 18, 2_000);
  }

  /**
   * The views of the two unions on the u16 response and request type, on messages written out
   * from the format (../shared/formats: {@code u16 type}, for a response {@code u32 responseTo},
   * then the type's fields; strings {@code u32 length} + UTF-8), their truncations and
   * mutations: each agrees with its codec; tag, variant and the variant's view read the bytes.
   */
  @Test
  void theResponseAndRequestUnionViewsAgreeWithTheirCodecs() {
    List<byte[]> responses = frames(
        "0004 0000002A",                          // Keepalive, responseTo 42
        "0000 00000001 FFFFFFFE",                 // Connect, checkValue -2
        "0018 00000007 00000003 616263",          // CacheRemoved "abc"
        "000D 00000009 01",                       // SyncDataEnd, succeeded
        "000C 0102");                             // SyncValData (12): kept raw, Unknown
    ResponseBodyView response = new ResponseBodyView();
    assertEquals(responses.size(), ViewChecks.agreesAround(ResponseBodyCodec.INSTANCE, response,
        responses, 18, 2_000));
    List<byte[]> rejected = frames(
        "000D 00000009 02",                       // a bool of 2
        "0018 00000007 00000004 616263",          // a string past the end
        "0004 0000002A 00",                       // a byte after the message
        "00");                                    // half a type
    assertEquals(0, ViewChecks.agreesAround(ResponseBodyCodec.INSTANCE, response, rejected, 19,
        0));

    response.wrap(responses.get(2));
    assertEquals(24, response.tag());
    assertEquals(ResponseBody.CacheRemoved.class, response.variant());
    assertTrue(response.isCacheRemoved());
    assertTrue(response.cacheRemoved().nameEquals("abc"));
    assertEquals(7L, response.cacheRemoved().responseTo());
    assertThrows(IllegalStateException.class, response::keepalive);
    response.wrap(responses.get(0));
    assertEquals(42L, response.keepalive().responseTo());
    response.wrap(responses.get(4));
    assertEquals(12, response.tag());
    assertTrue(response.isUnknown());
    DecodeException e = assertThrows(DecodeException.class, () -> response.wrap(rejected.get(0)));
    assertEquals(assertThrows(DecodeException.class,
        () -> ResponseBodyCodec.INSTANCE.decode(rejected.get(0))).getMessage(), e.getMessage());

    List<byte[]> requests = frames(
        "000F",                                   // Echo, no data
        "0000 0000002A",                          // Connect, checkValue 42
        "000A 00000002 6869",                     // JoinGame "hi"
        "0010 00000001 00000002 00000003 01",     // WorldClockSync
        "0011 FFEE");                             // Custom (17): kept raw, Unknown
    RequestBodyView request = new RequestBodyView();
    assertEquals(requests.size(), ViewChecks.agreesAround(RequestBodyCodec.INSTANCE, request,
        requests, 20, 2_000));
    request.wrap(requests.get(2));
    assertEquals(10, request.tag());
    assertEquals("hi", request.joinGame().options());
    RequestBody_JoinGameView joinGame = request.joinGame();
    request.wrap(HexFormat.of().parseHex("000A000000026F6B"));
    assertSame(joinGame, request.joinGame());
    assertEquals("ok", joinGame.options());
    assertEquals(new RequestBody.JoinGame("ok"), request.toRecord());
  }

  /**
   * The views of Response, Request and NetworkMessage: a record whose last component is a union
   * (the response or request body), and the union of the two on the u8 kind. Messages written
   * out from the format (../shared/formats: {@code u8 0x12 | u32 MessageNumber | u16
   * ResponseType | u32 ResponseTo | data}, {@code u8 0x28 | u32 MessageNumber | u16 RequestType
   * | data}), their truncations and mutations: each view agrees with its codec, and the body's
   * getter is the body union's view, wrapped over the body's bytes.
   */
  @Test
  void theViewsOfMessagesThatHoldABodyUnionAgreeWithTheirCodecs() {
    List<byte[]> responses = frames(
        "00000005 0004 0000002A",                 // #5, Keepalive, responseTo 42
        "00000001 0018 00000007 00000003 616263", // #1, CacheRemoved "abc"
        "00000002 000C 0102");                    // #2, SyncValData (12): kept raw, Unknown
    ResponseView response = new ResponseView();
    assertEquals(responses.size(), ViewChecks.agreesAround(ResponseCodec.INSTANCE, response,
        responses, 21, 2_000));
    List<byte[]> rejected = frames(
        "00000003 000D 00000009 02",              // SyncDataEnd with a bool of 2
        "00000003 0018 00000007 00000004 616263", // a string past the end
        "00000003 0004 0000002A 00",              // a byte after the message
        "00000003 00");                           // half a response type
    assertEquals(0, ViewChecks.agreesAround(ResponseCodec.INSTANCE, response, rejected, 22, 0));
    DecodeException e = assertThrows(DecodeException.class, () -> response.wrap(rejected.get(0)));
    DecodeException decoded = assertThrows(DecodeException.class,
        () -> ResponseCodec.INSTANCE.decode(rejected.get(0)));
    assertEquals(decoded.getMessage(), e.getMessage());
    assertEquals(10, e.byteOffset()); // the bool, counted from the response's first byte
    assertThrows(IllegalStateException.class, response::body);

    response.wrap(responses.get(1));
    assertEquals(1L, response.messageNumber());
    ResponseBodyView body = response.body();
    assertEquals(24, body.tag());
    assertTrue(body.cacheRemoved().nameEquals("abc"));
    assertEquals(7L, body.cacheRemoved().responseTo());
    response.wrap(responses.get(0));
    assertSame(body, response.body());
    assertEquals(42L, body.keepalive().responseTo());
    assertEquals(10, response.size());

    List<byte[]> requests = frames(
        "00000009 000F",                          // #9, Echo, no data
        "0000000A 000A 00000002 6869",            // #10, JoinGame "hi"
        "0000000B 0011 FFEE");                    // #11, Custom (17): kept raw, Unknown
    RequestView request = new RequestView();
    assertEquals(requests.size(), ViewChecks.agreesAround(RequestCodec.INSTANCE, request,
        requests, 23, 2_000));
    request.wrap(requests.get(1));
    assertEquals("hi", request.body().joinGame().options());

    List<byte[]> messages = frames(
        "12 00000005 0004 0000002A",              // a Response: #5, Keepalive 42
        "28 0000000A 000A 00000002 6869",         // a Request: #10, JoinGame "hi"
        "12 00000001 0018 00000007 00000003 616263");
    NetworkMessageView message = new NetworkMessageView();
    assertEquals(messages.size(), ViewChecks.agreesAround(NetworkMessageCodec.INSTANCE, message,
        messages, 24, 2_000));
    message.wrap(messages.get(1));
    assertEquals(0x28, message.tag());
    assertEquals(10L, message.request().messageNumber());
    assertEquals("hi", message.request().body().joinGame().options());
    assertEquals(0, ViewChecks.agreesAround(NetworkMessageCodec.INSTANCE, message, frames(
        "13 00000005 0004 0000002A",              // no message kind 0x13
        "12 00000005 0004 0000002A 00",           // a byte after the message
        "28 0000000A 000A 00000003 6869"),        // a string past the end
        25, 0));
  }

  private static List<byte[]> frames(String... hex) {
    return Arrays.stream(hex).map(h -> HexFormat.of().parseHex(h.replace(" ", ""))).toList();
  }
}
