package io.framewright.protocol.beer;

import io.framewright.testing.ViewChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every view of this protocol's fixed-size messages ({@code @View} on the package) agrees
 * with its codec ({@link ViewChecks}) on 2,000 random frames of about its size and on the
 * all-zero frame: wrap rejects exactly what decode rejects, with the same message, and every
 * getter equals the decoded component.
 */
class BeerViewsTest {
  @Test
  void everyViewAgreesWithItsCodec() {
    ViewChecks.allAgreeOnRandomFrames(List.of(
        new ViewChecks.Pair<>(BeerMessage_GameSpeedCodec.INSTANCE, new BeerMessage_GameSpeedView()),
        new ViewChecks.Pair<>(BeerMessage_LeavingCodec.INSTANCE, new BeerMessage_LeavingView()),
        new ViewChecks.Pair<>(BeerMessage_NewObjectCodec.INSTANCE, new BeerMessage_NewObjectView()),
        new ViewChecks.Pair<>(BeerMessage_NewPlayerCodec.INSTANCE, new BeerMessage_NewPlayerView()),
        new ViewChecks.Pair<>(BeerMessage_ObjectPositionCodec.INSTANCE, new BeerMessage_ObjectPositionView()),
        new ViewChecks.Pair<>(BeerMessage_ObjectRectCodec.INSTANCE, new BeerMessage_ObjectRectView()),
        new ViewChecks.Pair<>(BeerMessage_ObjectRemovedCodec.INSTANCE, new BeerMessage_ObjectRemovedView()),
        new ViewChecks.Pair<>(BeerMessage_PingCodec.INSTANCE, new BeerMessage_PingView()),
        new ViewChecks.Pair<>(BeerMessage_PlayerCrashedCodec.INSTANCE, new BeerMessage_PlayerCrashedView()),
        new ViewChecks.Pair<>(BeerMessage_PlayerLeftCodec.INSTANCE, new BeerMessage_PlayerLeftView()),
        new ViewChecks.Pair<>(BeerMessage_ReadyCodec.INSTANCE, new BeerMessage_ReadyView()),
        new ViewChecks.Pair<>(BeerMessage_RefusedCodec.INSTANCE, new BeerMessage_RefusedView()),
        new ViewChecks.Pair<>(BeerMessage_WelcomeCodec.INSTANCE, new BeerMessage_WelcomeView()),
        new ViewChecks.Pair<>(BeerMessage_EventCodec.INSTANCE, new BeerMessage_EventView()),
        new ViewChecks.Pair<>(BeerMessage_ObjectInformationsCodec.INSTANCE, new BeerMessage_ObjectInformationsView())), 18, 2_000);
  }
}
