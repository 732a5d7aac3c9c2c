package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Codec;
import io.framewright.runtime.MessageView;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every view of this protocol's messages ({@code @View} on the package) agrees with its codec
 * ({@link ViewChecks}): wrap rejects exactly what decode rejects, with the same message, and
 * every getter equals the decoded component.
 */
class PiesViewsTest {
  /** On 2,000 random frames each (and the all-zero one). */
  @Test
  void everyViewAgreesWithItsCodec() {
    ViewChecks.allAgreeOnRandomFrames(List.of(
        new ViewChecks.Pair<>(PiesPacket_BadPacketCodec.INSTANCE, new PiesPacket_BadPacketView()),
        new ViewChecks.Pair<>(Item_StrCodec.INSTANCE, new Item_StrView()),
        new ViewChecks.Pair<>(Item_UnknownCodec.INSTANCE, new Item_UnknownView())), 18, 2_000);
  }

  /**
   * The items that end in the data splitter, alone and nested in variants, and the items read
   * by their own codecs (@Using): random bytes almost never hold one, so their frames are valid
   * encodings and 2,000 mutations of them.
   */
  @Test
  void delimitedItemViewsAgreeOnValidFramesAndTheirMutations() {
    StringItem user = StringItem.of("user1");
    StringItem empty = StringItem.of("");
    StringItem other = StringItem.of("ü|$|x");
    check(StringItemCodec.INSTANCE, new StringItemView(), List.of(user, empty, other));
    check(PiesPacket_AuthCodec.INSTANCE, new PiesPacket_AuthView(),
        List.of(new PiesPacket.Auth(user), new PiesPacket.Auth(empty)));
    check(PiesPacket_ChatCodec.INSTANCE, new PiesPacket_ChatView(),
        List.of(new PiesPacket.Chat(other), new PiesPacket.Chat(empty)));
    check(PiesPacket_LevelLoadCodec.INSTANCE, new PiesPacket_LevelLoadView(),
        List.of(new PiesPacket.LevelLoad(user)));
    check(PiesPacket_LocationCodec.INSTANCE, new PiesPacket_LocationView(),
        List.of(new PiesPacket.Location(user, StringItem.of("100"), empty)));
    check(PiesPacket_SyncCodec.INSTANCE, new PiesPacket_SyncView(),
        List.of(new PiesPacket.Sync(user, other)));
    NumberItem zero = NumberItem.of(0);
    NumberItem big = NumberItem.of(1_234_567);
    check(NumberItemCodec.INSTANCE, new NumberItemView(), List.of(zero, big, NumberItem.of(7)));
    check(PiesPacket_LevelDataCodec.INSTANCE, new PiesPacket_LevelDataView(),
        List.of(new PiesPacket.LevelData(user, List.of(zero, big)),
            new PiesPacket.LevelData(empty, List.of())));
    check(Item_BoolCodec.INSTANCE, new Item_BoolView(),
        List.of(new Item.Bool(true), new Item.Bool(false)));
    check(Item_NumCodec.INSTANCE, new Item_NumView(),
        List.of(new Item.Num(0), new Item.Num(1_234_567), new Item.Num(250)));
    check(PiesPacket_LevelListCodec.INSTANCE, new PiesPacket_LevelListView(),
        List.of(new PiesPacket.LevelList(List.of(user, empty, other)),
            new PiesPacket.LevelList(List.of())));
  }

  private static <T extends Record> void check(Codec<T> codec, MessageView<T> view,
      List<T> values) {
    List<byte[]> seeds = values.stream().map(codec::encode).toList();
    int[] accepted = {0};
    for (byte[] seed : seeds) {
      assertTrue(ViewChecks.agrees(codec, view, seed) != null);
    }
    Mutations.run(seeds, 18, 2_000, b -> {
      if (ViewChecks.agrees(codec, view, b) != null) {
        accepted[0]++;
      }
    });
    assertTrue(accepted[0] > 0, "no mutation was accepted, so no getter was compared");
  }
}
