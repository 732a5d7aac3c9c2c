package io.framewright.benchmarks.dns;

import io.framewright.benchmarks.Pool;
import io.framewright.runtime.ReferencedList;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Compressed responses as a resolver receives them: one question for a name of 2 to 4 labels
 * (3 to 12 letters each), then 1 to 6 A records, each named by a pointer to the question's name
 * at offset 12 (c0 0c), or one label in place and then that pointer, as servers write aliases.
 */
public final class DnsPool {
  static final long SEED = 0x444E_5300L;

  private DnsPool() {}

  public static Pool<DnsResponse> create() {
    Random random = new Random(SEED);
    DnsResponse[] responses = new DnsResponse[Pool.SIZE];
    for (int i = 0; i < responses.length; i++) {
      responses[i] = response(random);
    }
    return new Pool<>(responses, DnsResponseCodec.INSTANCE::encode);
  }

  private static DnsResponse response(Random random) {
    List<DnsLabel> name = new ArrayList<>();
    for (int n = 2 + random.nextInt(3); n > 0; n--) {
      name.add(label(random));
    }
    DnsQuestion question = new DnsQuestion(List.copyOf(name), 1, 1);
    List<DnsAnswer> answers = new ArrayList<>();
    for (int n = 1 + random.nextInt(6); n > 0; n--) {
      List<DnsLabel> owner;
      if (random.nextInt(3) == 0) {
        List<DnsLabel> alias = new ArrayList<>(List.of(label(random)));
        alias.addAll(name);
        owner = ReferencedList.of(alias, 1, 12);
      } else {
        owner = ReferencedList.of(name, 0, 12);
      }
      answers.add(new DnsAnswer(owner, 1, 1, random.nextInt(86_400), 4, random.nextInt()));
    }
    DnsHeader header = new DnsHeader(random.nextInt(0x10000), 0x8180, 1, answers.size(), 0, 0);
    return new DnsResponse(header, List.of(question), List.copyOf(answers));
  }

  private static DnsLabel label(Random random) {
    StringBuilder s = new StringBuilder();
    for (int n = 3 + random.nextInt(10); n > 0; n--) {
      s.append((char) ('a' + random.nextInt(26)));
    }
    return new DnsLabel(s.toString());
  }
}
