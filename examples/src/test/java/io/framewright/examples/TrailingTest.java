package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.query.A2sExtraData;
import io.framewright.examples.query.A2sInfo;
import io.framewright.examples.query.A2sInfoCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@code @Trailing} on the A2S_INFO reply of a Source engine server (Valve Developer Community,
 * "Server queries"); bytes written by hand from that page's field table, little-endian.
 */
class TrailingTest {
  /**
   * A reply as an older server sends it, ending after the version: protocol 17, name "Test", map
   * "ctf_2fort", folder "tf", game "Team Fortress", app 440 (b8 01), 24 of 32 players, no bots,
   * dedicated ('d'), Linux ('l'), public, VAC on, version "1.0".
   */
  private static final String OLD = "ffffffff 49 11 54657374 00 6374665f32666f7274 00 7466 00"
      + " 5465616d20466f727472657373 00 b801 18 20 00 64 6c 00 01 312e30 00";

  /**
   * The same with the Extra Data Flag 0xb1: port 27015 (87 69), Steam ID 0x0110000000000001,
   * keywords "cp", game ID 440; no SourceTV (bit 0x40 clear).
   */
  private static final String EXTRA = " b1 8769 0100000000001001 637000 b801000000000000";

  private static A2sInfo reply(A2sExtraData extra) {
    return new A2sInfo(17, "Test", "ctf_2fort", "tf", "Team Fortress", 440, 24, 32, 0, (byte) 'd',
        (byte) 'l', 0, 1, "1.0", extra);
  }

  @Test
  void anOlderServersReplyHasNoExtraData() {
    A2sInfo old = A2sInfoCodec.INSTANCE.decode(Hex.parse(OLD));
    assertNull(old.extra());
    assertEquals("ctf_2fort", old.map());
    Wire.assertWire(A2sInfoCodec.INSTANCE, reply(null), OLD);
  }

  @Test
  void aNewerServersReplyCarriesTheExtraData() {
    A2sExtraData extra = new A2sExtraData(0, 27015, 0x0110000000000001L, null, "cp", 440L);
    A2sInfo decoded = A2sInfoCodec.INSTANCE.decode(Hex.parse(OLD + EXTRA));
    assertEquals(extra, decoded.extra());
    Wire.assertWire(A2sInfoCodec.INSTANCE, reply(extra), OLD + EXTRA);
  }

  @Test
  void aReplyCutInsideTheExtraDataIsTruncatedNotOld() {
    byte[] whole = Hex.parse(OLD + EXTRA);
    int oldLength = Hex.parse(OLD).length;
    for (int n = oldLength + 1; n < whole.length; n++) {
      byte[] cut = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> A2sInfoCodec.INSTANCE.decode(cut), "length " + n);
    }
  }

  @Test
  void itReadsToTheEndOfItsDatagramSoAStreamFramerRefusesIt() {
    assertTrue(A2sInfoCodec.INSTANCE.readsToEnd());
    assertThrows(IllegalArgumentException.class,
        () -> new StreamFramer<>(A2sInfoCodec.INSTANCE, 1400, Resync.nextByte()));
    assertTrue(A2sInfoCodec.INSTANCE.layout().contains("; if input remains"));
  }

  @Test
  void theViewReadsTheNulTerminatedStringsInPlace() {
    java.util.List<byte[]> frames = java.util.List.of(Hex.parse(OLD), Hex.parse(OLD + EXTRA));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(A2sInfoCodec.INSTANCE,
        new io.framewright.examples.query.A2sInfoView(), frames, 44, 3_000));
    io.framewright.examples.query.A2sInfoView view =
        new io.framewright.examples.query.A2sInfoView().wrap(Hex.parse(OLD + EXTRA));
    assertEquals(9, view.mapLength()); // "ctf_2fort", without its NUL
    assertTrue(view.mapEquals("ctf_2fort"));
    assertEquals("Team Fortress", view.game());
    assertEquals(440, view.appId());
    assertEquals(24, view.players());
    assertTrue(view.versionEquals("1.0"));
    assertTrue(view.hasExtra());
    assertEquals(27015, view.extra().port());
    assertTrue(view.extra().keywordsEquals("cp"));
    byte[] folder = new byte[4];
    assertEquals(2, view.folderBytes(folder, 1));
    assertEquals("0074660" + "0", Hex.compact(folder)); // 't' 'f' copied at 1, no NUL

    // The version's NUL missing: decode's own error (offset, path), the view unreadable.
    byte[] noNul = Hex.parse(OLD.substring(0, OLD.length() - 3));
    DecodeException e = assertThrows(DecodeException.class, () -> view.wrap(noNul));
    assertEquals(assertThrows(DecodeException.class, () -> A2sInfoCodec.INSTANCE.decode(noNul))
        .getMessage(), e.getMessage());
    assertTrue(e.getMessage().contains("version"), e.getMessage());
    assertTrue(!view.isWrapped());
  }
}
