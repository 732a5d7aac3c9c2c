package io.framewright.protocol.bitpacked;

import io.framewright.testing.ViewChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every view of this protocol's fixed-size messages ({@code @View} on the package) agrees
 * with its codec ({@link ViewChecks}) on 2,000 random frames of about its size and on the
 * all-zero frame: wrap rejects exactly what decode rejects, with the same message, and every
 * getter equals the decoded component.
 */
class BitpackedViewsTest {
  @Test
  void everyViewAgreesWithItsCodec() {
    ViewChecks.allAgreeOnRandomFrames(List.of(
        new ViewChecks.Pair<>(PacketHeaderCodec.INSTANCE, new PacketHeaderView()),
        new ViewChecks.Pair<>(Packet_OffsetCodec.INSTANCE, new Packet_OffsetView())), 18, 2_000);
  }
}
