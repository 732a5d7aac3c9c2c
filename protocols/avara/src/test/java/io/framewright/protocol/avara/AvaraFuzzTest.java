package io.framewright.protocol.avara;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.framewright.testing.CodecChecks;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzz targets (Jazzer) for what an Avara peer decodes on its own: a datagram,
 * and a command packet. A plain {@code mvn verify} only replays the inputs under
 * {@code src/test/resources/io/framewright/protocol/avara/AvaraFuzzTestInputs/}; to fuzz one
 * target, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=AvaraFuzzTest#datagram}.
 */
class AvaraFuzzTest {
  /** Views reused across inputs, as views are: each must agree with its codec on every input. */
  private static final CommandPacketView COMMAND_VIEW = new CommandPacketView();
  private static final DatagramView DATAGRAM_VIEW = new DatagramView();


  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void commandPacket(byte[] input) {
    CodecChecks.decodeOrReject(CommandPacketCodec.INSTANCE, input);
    ViewChecks.agrees(CommandPacketCodec.INSTANCE, COMMAND_VIEW, input);
  }

  /**
   * The input as it is, then with its crc set right: random bytes almost never carry a good
   * crc, and without one no datagram ever decodes.
   */
  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void datagram(byte[] input) {
    CodecChecks.decodeOrReject(DatagramCodec.INSTANCE, input);
    ViewChecks.agrees(DatagramCodec.INSTANCE, DATAGRAM_VIEW, input);
    if (input.length >= 2) {
      CodecChecks.decodeOrReject(DatagramCodec.INSTANCE, Wire.withCrc(input));
    }
  }

  /** The normal test run fuzzes briefly too: {@link Mutations#count()} edits of each corpus. */
  @Test
  void briefMutationsOfTheCorpus() {
    Mutations.run(Mutations.corpus(getClass(), "commandPacket"), 1, Mutations.count(),
        this::commandPacket);
    Mutations.run(Mutations.corpus(getClass(), "datagram"), 2, Mutations.count(), this::datagram);
  }
}
