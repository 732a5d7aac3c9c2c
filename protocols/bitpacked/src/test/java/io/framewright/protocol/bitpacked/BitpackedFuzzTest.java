package io.framewright.protocol.bitpacked;

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
 * Coverage-guided fuzz targets (Jazzer) for what a bitpacked peer decodes: one packet, and the
 * byte stream cut by {@link Packet#framer()}. A plain {@code mvn verify} only replays the inputs
 * under {@code src/test/resources/io/framewright/protocol/bitpacked/BitpackedFuzzTestInputs/};
 * to fuzz one target, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=BitpackedFuzzTest#packet}.
 */
class BitpackedFuzzTest {
  /** Reused across inputs, as views are: it must agree with the codec on every input. */
  private static final PacketView VIEW = new PacketView();

  /** Valid packets from PacketTest, for the stream target to splice in. */
  private static final List<byte[]> VALID = List.of(
      Hex.parse("00c0 00001080 aabbcc"),
      Hex.parse("021b abcdefc0 000a ff14 00000001 fffffffe"),
      Hex.parse("0116 12345140 ffff 1234ffff"),
      Hex.parse("0084 00100280 4869"),
      Hex.parse("0004 fffff000"),
      Hex.parse("0220 00007040 3fc00000 80000000"));

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void packet(byte[] input) {
    Packet packet = CodecChecks.decodeOrReject(PacketCodec.INSTANCE, input);
    // The record rebuilds flags from offset and turn; the view gives decode's (PacketViewTest)
    ViewChecks.agrees(PacketCodec.INSTANCE, VIEW, input, java.util.Set.of("flags"));
    if (packet != null && packet.isWellFormed()) {
      typed(packet); // the typed view of a well-formed payload must not throw
    }
  }

  /**
   * A stream of valid packets, packets decoded from the fuzzer's bytes and raw garbage, in any
   * order: the framer gives the same packets and errors however the stream is cut, and a stream
   * of only good packets gives exactly those packets and no error.
   */
  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void framer(FuzzedDataProvider data) {
    Random random = new Random(data.consumeLong());
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    List<Packet> expected = new ArrayList<>();
    boolean clean = true;
    while (data.remainingBytes() > 0) {
      int kind = data.consumeInt(0, 2);
      byte[] piece = kind == 0 ? VALID.get(data.consumeInt(0, VALID.size() - 1))
          : data.consumeBytes(data.consumeInt(0, 48));
      Packet packet = decodeOrNull(piece);
      if (kind == 2 || packet == null) {
        stream.writeBytes(piece);
        clean = false;
        continue;
      }
      stream.writeBytes(PacketCodec.INSTANCE.encode(packet));
      expected.add(packet);
    }
    FramerChecks.Outcome<Packet> outcome = FramerChecks.sameUnderAnyFragmentation(
        () -> FramerChecks.feeder(Packet.framer()), stream.toByteArray(), random, 3);
    if (clean) {
      assertEquals(new FramerChecks.Outcome<>(expected, List.of()), outcome);
    }
  }

  private static Object typed(Packet p) {
    return switch (p.payloadType()) {
      case CUSTOM -> p.payloadBytes();
      case CHAR -> p.chars();
      case INT8 -> p.int8s();
      case UINT8 -> p.uint8s();
      case INT16 -> p.int16s();
      case UINT16 -> p.uint16s();
      case INT32 -> p.int32s();
      case UINT32 -> p.uint32s();
      case FLOAT -> p.floats();
      case DOUBLE -> p.doubles();
    };
  }

  private static Packet decodeOrNull(byte[] bytes) {
    try {
      return PacketCodec.INSTANCE.decode(bytes);
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
