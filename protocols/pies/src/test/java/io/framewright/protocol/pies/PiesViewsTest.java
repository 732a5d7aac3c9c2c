package io.framewright.protocol.pies;

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
class PiesViewsTest {
  record Pair<T extends Record>(Codec<T> codec, MessageView<T> view) {
    int check(long seed) {
      return ViewChecks.agreesOnRandomFrames(codec, view, seed, 2_000);
    }
  }

  static final List<Pair<?>> PAIRS = List.of(
      new Pair<>(PiesPacket_BadPacketCodec.INSTANCE, new PiesPacket_BadPacketView()));

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
