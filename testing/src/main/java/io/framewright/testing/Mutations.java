package io.framewright.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A brief, deterministic mutation fuzzer for the normal test run: random edits of a corpus's
 * inputs (byte changes, insertions, deletions, truncations, repeats, splices) fed to a fuzz
 * target. Coverage-guided fuzzing (Jazzer) goes much further; this keeps every build exercising
 * the targets beyond their checked-in inputs.
 */
public final class Mutations {
  private static final byte[] INTERESTING = {0, 1, 0x7F, (byte) 0x80, (byte) 0xFF, 0x0A, 0x0D};

  /** The system property {@link #count()} reads. */
  public static final String COUNT_PROPERTY = "framewright.mutations";

  /** What {@link #count()} is when {@link #COUNT_PROPERTY} is not set. */
  public static final int DEFAULT_COUNT = 5_000;

  private Mutations() {}

  /**
   * How many mutants of each corpus a test run feeds its target: the system property
   * {@value #COUNT_PROPERTY}, else {@value #DEFAULT_COUNT}. A build sets it to run briefly by
   * default and long on request (Framewright's own: 5,000, and 50,000 with
   * {@code -Plong-checks}), so each test states its target and corpus, not its budget.
   */
  public static int count() {
    Integer count = Integer.getInteger(COUNT_PROPERTY);
    if (count == null) {
      return DEFAULT_COUNT;
    }
    if (count < 0) {
      throw new IllegalArgumentException(COUNT_PROPERTY + " is " + count + "; give 0 or more");
    }
    return count;
  }

  /**
   * The inputs of a Jazzer corpus directory on the test class path:
   * {@code <package of testClass>/<TestClass>Inputs/<method>/}, sorted by file name.
   */
  public static List<byte[]> corpus(Class<?> testClass, String method) {
    String dir = testClass.getSimpleName() + "Inputs/" + method;
    URL url = testClass.getResource(dir);
    if (url == null) {
      throw new AssertionError("no corpus " + dir + " next to " + testClass.getName());
    }
    try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
      List<byte[]> inputs = new ArrayList<>();
      for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
        inputs.add(Files.readAllBytes(p));
      }
      if (inputs.isEmpty()) {
        throw new AssertionError("corpus " + dir + " is empty");
      }
      return inputs;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Feeds {@code count} mutants of {@code seeds} (from {@code seed}) to {@code target}. */
  public static void run(List<byte[]> seeds, long seed, int count, Consumer<byte[]> target) {
    Random random = new Random(seed);
    for (int i = 0; i < count; i++) {
      byte[] input = seeds.get(random.nextInt(seeds.size()));
      int edits = 1 + random.nextInt(4);
      for (int e = 0; e < edits; e++) {
        input = mutate(input, seeds, random);
      }
      target.accept(input);
    }
  }

  private static byte[] mutate(byte[] in, List<byte[]> seeds, Random random) {
    int n = in.length;
    switch (random.nextInt(7)) {
      case 0: { // change a byte
        if (n == 0) {
          return new byte[] {(byte) random.nextInt(256)};
        }
        byte[] out = in.clone();
        out[random.nextInt(n)] = (byte) random.nextInt(256);
        return out;
      }
      case 1: { // an interesting value
        if (n == 0) {
          return in;
        }
        byte[] out = in.clone();
        out[random.nextInt(n)] = INTERESTING[random.nextInt(INTERESTING.length)];
        return out;
      }
      case 2: { // insert a byte
        int at = random.nextInt(n + 1);
        byte[] out = new byte[n + 1];
        System.arraycopy(in, 0, out, 0, at);
        out[at] = (byte) random.nextInt(256);
        System.arraycopy(in, at, out, at + 1, n - at);
        return out;
      }
      case 3: { // delete a byte
        if (n == 0) {
          return in;
        }
        int at = random.nextInt(n);
        byte[] out = new byte[n - 1];
        System.arraycopy(in, 0, out, 0, at);
        System.arraycopy(in, at + 1, out, at, n - 1 - at);
        return out;
      }
      case 4: // truncate
        return Arrays.copyOf(in, random.nextInt(n + 1));
      case 5: { // repeat a slice
        if (n == 0 || n > 4096) {
          return in;
        }
        int from = random.nextInt(n);
        int len = 1 + random.nextInt(n - from);
        byte[] out = Arrays.copyOf(in, n + len);
        System.arraycopy(in, from, out, n, len);
        return out;
      }
      default: { // splice with another input
        byte[] other = seeds.get(random.nextInt(seeds.size()));
        int head = random.nextInt(n + 1);
        int tail = random.nextInt(other.length + 1);
        byte[] out = Arrays.copyOf(in, head + other.length - tail);
        System.arraycopy(other, tail, out, head, other.length - tail);
        return out;
      }
    }
  }
}
