package io.framewright.protocol.avara;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.framewright.testing.CodecChecks;
import io.framewright.testing.Mutations;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzz targets (Jazzer) for what an Avara peer decodes on its own: a datagram,
 * and a command packet. A plain {@code mvn verify} only replays the inputs under
 * {@code src/test/resources/io/framewright/protocol/avara/AvaraFuzzTestInputs/}; to fuzz one
 * target, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=AvaraFuzzTest#datagram}.
 */
class AvaraFuzzTest {

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void commandPacket(byte[] input) {
    CodecChecks.decodeOrReject(CommandPacketCodec.INSTANCE, input);
  }

  /**
   * The input as it is, then with its crc set right: random bytes almost never carry a good
   * crc, and without one no datagram ever decodes.
   */
  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void datagram(byte[] input) {
    CodecChecks.decodeOrReject(DatagramCodec.INSTANCE, input);
    if (input.length >= 2) {
      CodecChecks.decodeOrReject(DatagramCodec.INSTANCE, Wire.withCrc(input));
    }
  }

  /** The normal test run fuzzes briefly too: 50,000 random edits of each target's corpus. */
  @Test
  void briefMutationsOfTheCorpus() {
    Mutations.run(Mutations.corpus(getClass(), "commandPacket"), 1, 50_000, this::commandPacket);
    Mutations.run(Mutations.corpus(getClass(), "datagram"), 2, 50_000, this::datagram);
  }
}
