package io.framewright.protocol.beer;

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
class BeerViewsTest {
  record Pair<T extends Record>(Codec<T> codec, MessageView<T> view) {
    int check(long seed) {
      return ViewChecks.agreesOnRandomFrames(codec, view, seed, 2_000);
    }
  }

  static final List<Pair<?>> PAIRS = List.of(
      new Pair<>(BeerMessage_GameSpeedCodec.INSTANCE, new BeerMessage_GameSpeedView()),
      new Pair<>(BeerMessage_LeavingCodec.INSTANCE, new BeerMessage_LeavingView()),
      new Pair<>(BeerMessage_NewObjectCodec.INSTANCE, new BeerMessage_NewObjectView()),
      new Pair<>(BeerMessage_NewPlayerCodec.INSTANCE, new BeerMessage_NewPlayerView()),
      new Pair<>(BeerMessage_ObjectPositionCodec.INSTANCE, new BeerMessage_ObjectPositionView()),
      new Pair<>(BeerMessage_ObjectRectCodec.INSTANCE, new BeerMessage_ObjectRectView()),
      new Pair<>(BeerMessage_ObjectRemovedCodec.INSTANCE, new BeerMessage_ObjectRemovedView()),
      new Pair<>(BeerMessage_PingCodec.INSTANCE, new BeerMessage_PingView()),
      new Pair<>(BeerMessage_PlayerCrashedCodec.INSTANCE, new BeerMessage_PlayerCrashedView()),
      new Pair<>(BeerMessage_PlayerLeftCodec.INSTANCE, new BeerMessage_PlayerLeftView()),
      new Pair<>(BeerMessage_ReadyCodec.INSTANCE, new BeerMessage_ReadyView()),
      new Pair<>(BeerMessage_RefusedCodec.INSTANCE, new BeerMessage_RefusedView()),
      new Pair<>(BeerMessage_WelcomeCodec.INSTANCE, new BeerMessage_WelcomeView()));

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
