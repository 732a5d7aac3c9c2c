package io.framewright.protocol.leviathan;

import io.framewright.runtime.BitList;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random valid Leviathan values, within what the annotations and the package docs allow:
 * {@code u32} fields 0..0xFFFFFFFF, strings any valid Unicode (UTF-8, no unpaired surrogates),
 * byte counts 0..255, every variant of every union, {@code Unknown} bodies only as the last
 * message of a packet (they run to the end of it, package-info item 7) and only with a type no
 * modelled variant has.
 */
final class LeviathanArbitraries {
  private LeviathanArbitraries() {}

  /** Response types a variant models; any other u16 decodes as {@code ResponseBody.Unknown}. */
  static final Set<Integer> RESPONSE_TAGS = Set.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14,
      15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 27, 28);

  static Arbitrary<Long> u32() {
    return Arbitraries.longs().between(0, 0xFFFF_FFFFL);
  }

  static Arbitrary<Integer> ints() {
    return Arbitraries.integers();
  }

  static Arbitrary<byte[]> bytes(int max) {
    return Arbitraries.bytes().array(byte[].class).ofMaxSize(max);
  }

  /** Valid Unicode text, mostly ASCII, sometimes any code point (supplementary ones too). */
  static Arbitrary<String> text() {
    Arbitrary<Integer> codePoint = Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(3, Arbitraries.integers().between(0x20, 0x7E)),
        net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0, 0x10FFFF)
            .filter(cp -> cp < 0xD800 || cp > 0xDFFF)));
    return codePoint.list().ofMaxSize(24).map(cps -> {
      StringBuilder s = new StringBuilder();
      cps.forEach(s::appendCodePoint);
      return s.toString();
    });
  }

  static Arbitrary<ResponseBody> knownResponseBody() {
    Arbitrary<Long> r = u32();
    Arbitrary<String> t = text();
    Arbitrary<Integer> i = ints();
    Arbitrary<Boolean> b = Arbitraries.of(true, false);
    return Arbitraries.oneOf(List.of(
        Combinators.combine(r, i).as(ResponseBody.Connect::new),
        Combinators.combine(r, Arbitraries.of(ConnectionEncryption.class), t, t)
            .as(ResponseBody.Security::new),
        Combinators.combine(r, i, Arbitraries.longs()).as(ResponseBody.Authenticate::new),
        Combinators.combine(r, t, t, t, t).as(ResponseBody.Identification::new),
        r.map(ResponseBody.Keepalive::new),
        r.map(ResponseBody.CloseConnection::new),
        r.map(ResponseBody.RemoteConsoleClosed::new),
        r.map(ResponseBody.RemoteConsoleOpened::new),
        Combinators.combine(r, Arbitraries.of(InvalidReason.class), t)
            .as(ResponseBody.InvalidRequest::new),
        Combinators.combine(r, t, Arbitraries.of(InvalidReason.class))
            .as(ResponseBody.ServerDisallow::new),
        Combinators.combine(r, Arbitraries.of(ServerAcceptedType.class), t)
            .as(ResponseBody.ServerAllow::new),
        Combinators.combine(r, t, b, Arbitraries.of(ServerJoinRestriction.class),
                Arbitraries.of(ServerState.class), i.list().ofSize(4))
            .as((rt, name, joinable, restriction, state, n) -> new ResponseBody.ServerStatus(
                rt, name, joinable, restriction, state, n.get(0), n.get(1), n.get(2), n.get(3))),
        Combinators.combine(r, b).as(ResponseBody.SyncDataEnd::new),
        Combinators.combine(r, t).as(ResponseBody.SyncResourceData::new),
        Combinators.combine(r, bytes(40)).as(ResponseBody.CreateNetworkedInput::new),
        Combinators.combine(r, i, bytes(40)).as(ResponseBody.UpdateNetworkedInput::new),
        Combinators.combine(r, i, i).as(ResponseBody.DisconnectInput::new),
        Combinators.combine(r, i, i, t).as(ResponseBody.StartWorldReceive::new),
        Combinators.combine(r, i, i, u32(), bytes(40)).as(ResponseBody.EntityCreation::new),
        Combinators.combine(r, i.list().ofSize(4), bytes(40)).as((rt, n, data) ->
            new ResponseBody.EntityUpdate(rt, n.get(0), n.get(1), n.get(2), n.get(3), data)),
        Combinators.combine(r, i, i).as(ResponseBody.EntityDestruction::new),
        Combinators.combine(r, i, i, b).as(ResponseBody.EntityLocalControlStatus::new),
        Combinators.combine(r, t).as(ResponseBody.CacheRemoved::new),
        Combinators.combine(r, i, b, i).as(ResponseBody.WorldFrozen::new),
        r.map(ResponseBody.ServerHeartbeat::new),
        r.map(ResponseBody.StartHeartbeats::new),
        r.map(ResponseBody.None::new)));
  }

  /** A response type no variant models (12, 23, 29..65535), with any bytes after it. */
  static Arbitrary<ResponseBody> unknownResponseBody() {
    Arbitrary<Integer> tag = Arbitraries.oneOf(Arbitraries.of(12, 23, 29, 0xFFFF),
        Arbitraries.integers().between(0, 0xFFFF).filter(x -> !RESPONSE_TAGS.contains(x)));
    return Combinators.combine(tag, bytes(40)).as(ResponseBody.Unknown::new);
  }

  /** Every variant of {@link ResponseBody}. */
  static Arbitrary<ResponseBody> responseBody() {
    return Arbitraries.oneOf(knownResponseBody(), unknownResponseBody());
  }

  static Arbitrary<RequestBody> knownRequestBody() {
    Arbitrary<String> t = text();
    Arbitrary<Integer> i = ints();
    return Arbitraries.oneOf(List.of(
        i.map(RequestBody.Connect::new),
        Combinators.combine(Arbitraries.of(ConnectionEncryption.class), t, t)
            .as(RequestBody.Security::new),
        Combinators.combine(t, Arbitraries.longs(), t).as(RequestBody.Authenticate::new),
        t.map(RequestBody.Identification::new),
        Arbitraries.just(new RequestBody.Serverstatus()),
        i.map(RequestBody.RemoteConsoleOpen::new),
        i.map(RequestBody.RemoteConsoleAccess::new),
        Arbitraries.just(new RequestBody.CloseRemoteConsole()),
        i.map(RequestBody.DoRemoteConsoleOpen::new),
        i.map(RequestBody.JoinServer::new),
        t.map(RequestBody.JoinGame::new),
        t.map(RequestBody.GetSingleSyncValue::new),
        Arbitraries.just(new RequestBody.GetAllSyncValues()),
        t.map(RequestBody.RequestCommandExecution::new),
        bytes(40).map(RequestBody.ConnectInput::new),
        Arbitraries.just(new RequestBody.Echo()),
        Combinators.combine(i, i, i, Arbitraries.of(true, false))
            .as(RequestBody.WorldClockSync::new)));
  }

  /** A request type no variant models (17..65535), with any bytes after it. */
  static Arbitrary<RequestBody> unknownRequestBody() {
    Arbitrary<Integer> tag = Arbitraries.oneOf(Arbitraries.of(17, 0xFFFF),
        Arbitraries.integers().between(17, 0xFFFF));
    return Combinators.combine(tag, bytes(40)).as(RequestBody.Unknown::new);
  }

  /** Every variant of {@link RequestBody}. */
  static Arbitrary<RequestBody> requestBody() {
    return Arbitraries.oneOf(knownRequestBody(), unknownRequestBody());
  }

  /** A message that may stand anywhere in a packet (no {@code Unknown} body). */
  static Arbitrary<NetworkMessage> knownMessage() {
    return Arbitraries.oneOf(
        Combinators.combine(u32(), knownResponseBody()).as(Response::new),
        Combinators.combine(u32(), knownRequestBody()).as(Request::new));
  }

  /** Every variant of {@link NetworkMessage}, with every body variant. */
  static Arbitrary<NetworkMessage> networkMessage() {
    return Arbitraries.oneOf(
        Combinators.combine(u32(), responseBody()).as(Response::new),
        Combinators.combine(u32(), requestBody()).as(Request::new));
  }

  /** Ack bitmaps of 0..255 bytes (trailing zero bytes and all). */
  static Arbitrary<BitList> acks() {
    return Arbitraries.oneOf(bytes(8), bytes(255)).map(BitList::ofBytes);
  }

  /**
   * A normal packet: acks exactly when firstAck is not 0; 0..255 messages, of which only the
   * last may have an {@code Unknown} body.
   */
  static Arbitrary<NormalPacket> normalPacket() {
    Arbitrary<Long> firstAck = Arbitraries.oneOf(Arbitraries.just(0L), u32());
    Arbitrary<List<NetworkMessage>> messages = Combinators.combine(
            knownMessage().list().ofMaxSize(5), networkMessage().injectNull(0.5))
        .as((known, last) -> {
          List<NetworkMessage> all = new ArrayList<>(known);
          if (last != null) {
            all.add(last);
          }
          return all;
        });
    Arbitrary<List<NetworkMessage>> many = knownMessage().list().ofSize(255);
    return Combinators.combine(u32(), firstAck, acks(),
            Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(20, messages),
                net.jqwik.api.Tuple.of(1, many)))
        .as((id, first, acks, msgs) -> new NormalPacket(id, first, first == 0 ? null : acks,
            msgs));
  }

  static Arbitrary<AckOnlyPacket> ackOnlyPacket() {
    return u32().list().ofMaxSize(255)
        .map(ids -> new AckOnlyPacket(ids.stream().mapToLong(Long::longValue).toArray()));
  }

  /** Every variant of {@link LeviathanPacket}. */
  static Arbitrary<LeviathanPacket> packet() {
    return Arbitraries.oneOf(normalPacket(), ackOnlyPacket());
  }
}
