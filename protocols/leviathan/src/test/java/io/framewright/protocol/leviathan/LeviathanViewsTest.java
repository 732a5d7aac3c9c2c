package io.framewright.protocol.leviathan;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Codec;
import io.framewright.runtime.MessageView;
import io.framewright.testing.ViewChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every view of this protocol's fixed-size messages ({@code @View} on the package) agrees
 * with its codec ({@link ViewChecks}) on random frames of about its size and on the all-zero
 * frame: wrap rejects exactly what decode rejects, with the same message, and every getter
 * equals the decoded component.
 */
class LeviathanViewsTest {
  record Pair<T extends Record>(Codec<T> codec, MessageView<T> view) {
    int check(long seed) {
      return ViewChecks.agreesOnRandomFrames(codec, view, seed, 2_000);
    }
  }

  static final List<Pair<?>> PAIRS = List.of(
      new Pair<>(RequestBody_CloseRemoteConsoleCodec.INSTANCE, new RequestBody_CloseRemoteConsoleView()),
      new Pair<>(RequestBody_ConnectCodec.INSTANCE, new RequestBody_ConnectView()),
      new Pair<>(RequestBody_DoRemoteConsoleOpenCodec.INSTANCE, new RequestBody_DoRemoteConsoleOpenView()),
      new Pair<>(RequestBody_EchoCodec.INSTANCE, new RequestBody_EchoView()),
      new Pair<>(RequestBody_GetAllSyncValuesCodec.INSTANCE, new RequestBody_GetAllSyncValuesView()),
      new Pair<>(RequestBody_JoinServerCodec.INSTANCE, new RequestBody_JoinServerView()),
      new Pair<>(RequestBody_RemoteConsoleAccessCodec.INSTANCE, new RequestBody_RemoteConsoleAccessView()),
      new Pair<>(RequestBody_RemoteConsoleOpenCodec.INSTANCE, new RequestBody_RemoteConsoleOpenView()),
      new Pair<>(RequestBody_ServerstatusCodec.INSTANCE, new RequestBody_ServerstatusView()),
      new Pair<>(RequestBody_WorldClockSyncCodec.INSTANCE, new RequestBody_WorldClockSyncView()),
      new Pair<>(ResponseBody_AuthenticateCodec.INSTANCE, new ResponseBody_AuthenticateView()),
      new Pair<>(ResponseBody_CloseConnectionCodec.INSTANCE, new ResponseBody_CloseConnectionView()),
      new Pair<>(ResponseBody_ConnectCodec.INSTANCE, new ResponseBody_ConnectView()),
      new Pair<>(ResponseBody_DisconnectInputCodec.INSTANCE, new ResponseBody_DisconnectInputView()),
      new Pair<>(ResponseBody_EntityDestructionCodec.INSTANCE, new ResponseBody_EntityDestructionView()),
      new Pair<>(ResponseBody_EntityLocalControlStatusCodec.INSTANCE, new ResponseBody_EntityLocalControlStatusView()),
      new Pair<>(ResponseBody_KeepaliveCodec.INSTANCE, new ResponseBody_KeepaliveView()),
      new Pair<>(ResponseBody_NoneCodec.INSTANCE, new ResponseBody_NoneView()),
      new Pair<>(ResponseBody_RemoteConsoleClosedCodec.INSTANCE, new ResponseBody_RemoteConsoleClosedView()),
      new Pair<>(ResponseBody_RemoteConsoleOpenedCodec.INSTANCE, new ResponseBody_RemoteConsoleOpenedView()),
      new Pair<>(ResponseBody_ServerHeartbeatCodec.INSTANCE, new ResponseBody_ServerHeartbeatView()),
      new Pair<>(ResponseBody_StartHeartbeatsCodec.INSTANCE, new ResponseBody_StartHeartbeatsView()),
      new Pair<>(ResponseBody_SyncDataEndCodec.INSTANCE, new ResponseBody_SyncDataEndView()),
      new Pair<>(ResponseBody_WorldFrozenCodec.INSTANCE, new ResponseBody_WorldFrozenView()));

  @Test
  void everyViewAgreesWithItsCodec() {
    long seed = 18;
    for (Pair<?> p : PAIRS) {
      int accepted = p.check(seed++);
      // the all-zero frame or random ones: some decode, so getters were compared
      assertTrue(accepted > 0, p.view().getClass().getSimpleName() + " accepted nothing");
    }
  }
}
