package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.CodecChecks;
import io.framewright.testing.FramerChecks;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzz targets (Jazzer) for what a pies peer decodes: one packet, and the TCP
 * stream cut by {@link PiesPacket#framer(int)}. A plain {@code mvn verify} only replays the
 * inputs under {@code src/test/resources/io/framewright/protocol/pies/PiesFuzzTestInputs/}; to
 * fuzz one target, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=PiesFuzzTest#packet}.
 */
class PiesFuzzTest {
  /** Reused across inputs, as views are: it must agree with the codec on every input. */
  private static final PiesPacketView VIEW = new PiesPacketView();

  /** Valid packets from PiesPacketTest, for the stream target to splice in. */
  private static final List<byte[]> VALID = List.of(
      Hex.parse("01 01 7573657233 00 ff"),
      Hex.parse("03 01 7573657233 00 01 75736572317c247c7573657232 00 ff"),
      Hex.parse("02 01 75736572 00 01 313030 00 01 30 00 ff"),
      Hex.parse("06 01 6c766c31 00 02 01 0301 00 02 02 0233 00 02 01 0206 00 02 01 0101 00 ff"),
      Hex.parse("98 01 78 00 02 01 0102 00 03 02 00 03 01 00 99 41 00 ff"),
      Hex.parse("04 02 02 020101 00 01 00 ff"),
      Hex.parse("99 ff"));

  /** Pies numbers accept several spellings of one value: re-encoding need not give the input. */
  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void packet(byte[] input) {
    CodecChecks.decodeOrReject(PiesPacketCodec.INSTANCE, input, false);
    ViewChecks.agrees(PiesPacketCodec.INSTANCE, VIEW, input);
  }

  /**
   * A stream of valid packets, packets decoded from the fuzzer's bytes and raw garbage, in any
   * order: the framer gives the same packets and errors however the stream is cut, and a stream
   * of only good packets, none too long, gives exactly those packets and no error.
   */
  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void framer(FuzzedDataProvider data) {
    int max = data.consumeBoolean() ? 1024 : data.consumeInt(1, 40);
    Random random = new Random(data.consumeLong());
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    List<PiesPacket> expected = new ArrayList<>();
    boolean clean = true;
    while (data.remainingBytes() > 0) {
      int kind = data.consumeInt(0, 2);
      byte[] piece = kind == 0 ? VALID.get(data.consumeInt(0, VALID.size() - 1))
          : data.consumeBytes(data.consumeInt(0, 48));
      PiesPacket packet = decodeOrNull(piece);
      if (kind == 2 || packet == null) {
        stream.writeBytes(piece);
        clean = false;
        continue;
      }
      byte[] wire = PiesPacketCodec.INSTANCE.encode(packet);
      clean &= wire.length <= max;
      stream.writeBytes(wire);
      expected.add(packet);
    }
    FramerChecks.Outcome<PiesPacket> outcome = FramerChecks.sameUnderAnyFragmentation(
        () -> FramerChecks.feeder(PiesPacket.framer(max)), stream.toByteArray(), random, 3);
    if (clean) {
      assertEquals(new FramerChecks.Outcome<>(expected, List.of()), outcome);
    }
  }

  private static PiesPacket decodeOrNull(byte[] bytes) {
    try {
      return PiesPacketCodec.INSTANCE.decode(bytes);
    } catch (DecodeException e) {
      return null;
    }
  }

  /** The normal test run fuzzes briefly too: {@link Mutations#count()} edits of each corpus. */
  @Test
  void briefMutationsOfTheCorpus() {
    Mutations.run(Mutations.corpus(getClass(), "packet"), 1, Mutations.count(), this::packet);
  }
}
