package io.framewright.examples;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.framewright.examples.framing.AcksCodec;
import io.framewright.examples.framing.BeerFrameCodec;
import io.framewright.examples.framing.Crc32FrameCodec;
import io.framewright.examples.framing.KermitDatagramCodec;
import io.framewright.examples.framing.LineCodec;
import io.framewright.examples.framing.PiesPacketCodec;
import io.framewright.examples.framing.ReservedCodec;
import io.framewright.examples.ipv4.Ipv4HeaderCodec;
import io.framewright.examples.layouts.AllTypesCodec;
import io.framewright.examples.layouts.Arrays3Codec;
import io.framewright.examples.layouts.InnerCodec;
import io.framewright.examples.layouts.NarrowCodec;
import io.framewright.examples.layouts.PackedCodec;
import io.framewright.examples.layouts.PackedLsbCodec;
import io.framewright.examples.layouts.StraddleCodec;
import io.framewright.examples.layouts.WrapperCodec;
import io.framewright.examples.unions.BeerOpCodec;
import io.framewright.examples.unions.NetMessageCodec;
import io.framewright.examples.unions.PacketCodec;
import io.framewright.examples.variable.AckHeaderCodec;
import io.framewright.examples.variable.AvaraCommandCodec;
import io.framewright.examples.variable.AvaraDatagramHeadCodec;
import io.framewright.examples.variable.BitHeaderCodec;
import io.framewright.examples.variable.ChatCodec;
import io.framewright.examples.variable.CommandCodec;
import io.framewright.examples.variable.EnvelopeCodec;
import io.framewright.examples.variable.MqttPacketCodec;
import io.framewright.examples.variable.NamedCodec;
import io.framewright.examples.variable.NibblesCodec;
import io.framewright.examples.variable.RosterCodec;
import io.framewright.runtime.Codec;
import io.framewright.testing.CodecChecks;
import java.util.Arrays;
import java.util.List;
import io.framewright.testing.Mutations;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzz targets (Jazzer) for the generated example codecs, one target per group
 * of layout features. The first input byte picks the codec (modulo the group's size), the rest
 * is the message: any bytes must give a value that re-encodes to them, or a DecodeException.
 * A plain {@code mvn verify} only replays the inputs under
 * {@code src/test/resources/io/framewright/examples/ExamplesFuzzTestInputs/}; to fuzz one
 * target, run with {@code JAZZER_FUZZ=1} and {@code -Dtest=ExamplesFuzzTest#layouts}.
 */
class ExamplesFuzzTest {
  /** Fixed layouts: bit fields, both bit orders, narrowed widths, arrays, nesting. */
  private static final List<Codec<?>> LAYOUTS = List.of(AllTypesCodec.INSTANCE,
      Arrays3Codec.INSTANCE, NarrowCodec.INSTANCE, PackedCodec.INSTANCE, PackedLsbCodec.INSTANCE,
      StraddleCodec.INSTANCE, WrapperCodec.INSTANCE, InnerCodec.INSTANCE);

  /** Lengths, counts, presence flags, conditions, strings, remaining bytes. */
  private static final List<Codec<?>> VARIABLE = List.of(ChatCodec.INSTANCE,
      RosterCodec.INSTANCE, NibblesCodec.INSTANCE, CommandCodec.INSTANCE,
      AckHeaderCodec.INSTANCE, AvaraCommandCodec.INSTANCE, AvaraDatagramHeadCodec.INSTANCE,
      BitHeaderCodec.INSTANCE, EnvelopeCodec.INSTANCE, NamedCodec.INSTANCE,
      MqttPacketCodec.INSTANCE);

  /** Tagged unions, unknown variants, and the demo messages. */
  private static final List<Codec<?>> UNIONS = List.of(NetMessageCodec.INSTANCE,
      PacketCodec.INSTANCE, BeerOpCodec.INSTANCE, GameEventCodec.INSTANCE,
      EntityUpdateCodec.INSTANCE);

  /** Magic, delimiters, checksums, reserved bits. */
  private static final List<Codec<?>> FRAMING = List.of(BeerFrameCodec.INSTANCE,
      PiesPacketCodec.INSTANCE, ReservedCodec.INSTANCE, KermitDatagramCodec.INSTANCE,
      Crc32FrameCodec.INSTANCE, LineCodec.INSTANCE, AcksCodec.INSTANCE);

  /** Sizes computed from earlier fields: the IPv4 header. */
  private static final List<Codec<?>> SIZE_EXPRESSIONS = List.of(Ipv4HeaderCodec.INSTANCE);

  /**
   * Checksums on a component, verified before any field is parsed: the IPv4 header checksum
   * (its range sized by IHL), a CRC over part of a message, one inside a fixed message, a range
   * sized by a field the record gives.
   */
  private static final List<Codec<?>> CHECKSUMS = List.of(Ipv4HeaderCodec.INSTANCE,
      io.framewright.examples.checksum.TaggedFrameCodec.INSTANCE,
      io.framewright.examples.checksum.ReadingCodec.INSTANCE,
      io.framewright.examples.checksum.CountedCheckCodec.INSTANCE);

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void checksums(byte[] input) {
    check(CHECKSUMS, input);
  }

  /**
   * Parts present only while input remains ({@code @Trailing}), open enums, and a DNS message
   * whose section counts are read through paths into its nested header.
   */
  private static final List<Codec<?>> TAILS = List.of(
      io.framewright.examples.query.A2sInfoCodec.INSTANCE,
      io.framewright.examples.dns.QuestionTailCodec.INSTANCE,
      io.framewright.examples.dns.DnsMessageCodec.INSTANCE);

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void tails(byte[] input) {
    check(TAILS, input);
  }

  /** Unions whose variant an earlier field selects ({@code @Select}), tag sets and ranges. */
  private static final List<Codec<?>> SELECTED = List.of(
      io.framewright.examples.mqtt.MqttPacketCodec.INSTANCE,
      io.framewright.examples.selected.CommandCodec.INSTANCE,
      io.framewright.examples.selected.DrawingCodec.INSTANCE);

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void selected(byte[] input) {
    check(SELECTED, input);
  }

  /**
   * Union tags that are not whole bytes (MQTT's 4-bit packet type sharing its byte with the
   * flags) and varint tags (Minecraft packet ids).
   */
  private static final List<Codec<?>> UNION_TAGS = List.of(
      io.framewright.examples.unions.MqttControlCodec.INSTANCE,
      io.framewright.examples.unions.MinecraftFrameCodec.INSTANCE);

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void unionTags(byte[] input) {
    check(UNION_TAGS, input);
  }

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void layouts(byte[] input) {
    check(LAYOUTS, input);
  }

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void variable(byte[] input) {
    check(VARIABLE, input);
  }

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void unions(byte[] input) {
    check(UNIONS, input);
  }

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void framing(byte[] input) {
    check(FRAMING, input);
  }

  @FuzzTest(maxDuration = "3m", maxExecutions = 1_000_000)
  void sizeExpressions(byte[] input) {
    check(SIZE_EXPRESSIONS, input);
  }

  private static void check(List<Codec<?>> codecs, byte[] input) {
    if (input.length == 0) {
      return;
    }
    Codec<?> codec = codecs.get((input[0] & 0xFF) % codecs.size());
    CodecChecks.decodeOrReject(codec, Arrays.copyOfRange(input, 1, input.length));
  }

  /** The normal test run fuzzes briefly too: {@link Mutations#count()} edits of each corpus. */
  @Test
  void briefMutationsOfTheCorpus() {
    Mutations.run(Mutations.corpus(getClass(), "layouts"), 1, Mutations.count(), this::layouts);
    Mutations.run(Mutations.corpus(getClass(), "variable"), 2, Mutations.count(), this::variable);
    Mutations.run(Mutations.corpus(getClass(), "unions"), 3, Mutations.count(), this::unions);
    Mutations.run(Mutations.corpus(getClass(), "framing"), 4, Mutations.count(), this::framing);
    Mutations.run(Mutations.corpus(getClass(), "sizeExpressions"), 5, Mutations.count(),
        this::sizeExpressions);
    Mutations.run(Mutations.corpus(getClass(), "selected"), 6, Mutations.count(), this::selected);
    Mutations.run(Mutations.corpus(getClass(), "tails"), 7, Mutations.count(), this::tails);
    Mutations.run(Mutations.corpus(getClass(), "checksums"), 8, Mutations.count(), this::checksums);
    Mutations.run(Mutations.corpus(getClass(), "unionTags"), 9, Mutations.count(), this::unionTags);
  }
}
