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
        new ViewChecks.Pair<>(Packet_OffsetCodec.INSTANCE, new Packet_OffsetView()),
        new ViewChecks.Pair<>(Payload_CharsCodec.INSTANCE, new Payload_CharsView()),
        new ViewChecks.Pair<>(Payload_CustomCodec.INSTANCE, new Payload_CustomView()),
        new ViewChecks.Pair<>(Payload_DoublesCodec.INSTANCE, new Payload_DoublesView()),
        new ViewChecks.Pair<>(Payload_FloatsCodec.INSTANCE, new Payload_FloatsView()),
        new ViewChecks.Pair<>(Payload_Int16sCodec.INSTANCE, new Payload_Int16sView()),
        new ViewChecks.Pair<>(Payload_Int32sCodec.INSTANCE, new Payload_Int32sView()),
        new ViewChecks.Pair<>(Payload_Int8sCodec.INSTANCE, new Payload_Int8sView()),
        new ViewChecks.Pair<>(Payload_Uint16sCodec.INSTANCE, new Payload_Uint16sView()),
        new ViewChecks.Pair<>(Payload_Uint32sCodec.INSTANCE, new Payload_Uint32sView()),
        new ViewChecks.Pair<>(Payload_Uint8sCodec.INSTANCE, new Payload_Uint8sView())), 18, 2_000);
  }
}
