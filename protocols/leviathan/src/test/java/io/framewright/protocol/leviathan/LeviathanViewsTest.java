package io.framewright.protocol.leviathan;

import io.framewright.testing.ViewChecks;
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
}
