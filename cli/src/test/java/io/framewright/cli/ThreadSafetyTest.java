package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;
import io.framewright.testing.ConcurrencyChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every protocol's top-level codec, shared by four threads at once (it lives here: all five). */
class ThreadSafetyTest {
  private static <T> void check(Codec<T> codec, String... hex) throws InterruptedException {
    List<T> values = java.util.Arrays.stream(hex).map(h -> codec.decode(Hex.parse(h))).toList();
    assertEquals(4L * 2_000 * values.size(),
        ConcurrencyChecks.sharedAcrossThreads(codec, values, 4, 2_000));
  }

  @Test
  void allFiveProtocols() throws InterruptedException {
    for (Protocol p : Protocols.ALL) {
      switch (p.name()) {
        case "leviathan" -> check(p.codec(), Vectors.LEVIATHAN_SERVER_ALLOW,
            Vectors.LEVIATHAN_DISALLOW, Vectors.LEVIATHAN_ACK_ONLY, Vectors.LEVIATHAN_SEVERAL);
        case "pies" -> check(p.codec(), Vectors.PIES_SYNC, Vectors.PIES_LEVEL_DATA,
            Vectors.PIES_AUTH);
        case "bitpacked" -> check(p.codec(), Vectors.BITPACKED);
        case "avara" -> check(p.codec(), Vectors.AVARA_PING, Vectors.AVARA_JSON,
            Vectors.AVARA_ACK_BITMAP);
        case "beer" -> check(p.codec(), Vectors.BEER_POSITION, Vectors.BEER_EVENT,
            Vectors.BEER_REMOVED, Vectors.BEER_RECT);
        default -> throw new AssertionError("no vectors for " + p.name());
      }
    }
  }
}
