package io.framewright.protocol.leviathan;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.framewright.testing.CodecChecks;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzz target (Jazzer) for what a Leviathan peer decodes: one UDP datagram,
 * normal or ack-only, with every request and response body inside. A plain {@code mvn verify}
 * only replays the inputs under
 * {@code src/test/resources/io/framewright/protocol/leviathan/LeviathanFuzzTestInputs/}; to
 * fuzz, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=LeviathanFuzzTest#packet}.
 */
class LeviathanFuzzTest {
  /** Reused across inputs, as views are: it must agree with the codec on every input. */
  private static final LeviathanPacketView VIEW = new LeviathanPacketView();


  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void packet(byte[] input) {
    CodecChecks.decodeOrReject(LeviathanPacketCodec.INSTANCE, input);
    ViewChecks.agrees(LeviathanPacketCodec.INSTANCE, VIEW, input);
  }

  /** The normal test run fuzzes briefly too: {@link Mutations#count()} edits of each corpus. */
  @Test
  void briefMutationsOfTheCorpus() {
    Mutations.run(Mutations.corpus(getClass(), "packet"), 1, Mutations.count(), this::packet);
  }
}
