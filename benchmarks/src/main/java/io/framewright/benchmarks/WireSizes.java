package io.framewright.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where each contender's wire size goes: every benchmark's {@code @Setup} records the mean
 * encoded size of its pool in its own wire format (peers such as SBE or Kryo write other bytes
 * than Framewright). Appends a tab-separated line to the file named by the system property
 * {@value #PROPERTY}, which {@code benchmarks/run} sets; does nothing without it.
 */
public final class WireSizes {
  public static final String PROPERTY = "framewright.wireSizes";

  private WireSizes() {}

  /**
   * Records {@code meanBytes} for one message, variant (as the benchmark's method and
   * parameters name it, e.g. {@code "Big count=16"}) and contender.
   */
  public static synchronized void record(String message, String variant, String contender,
      double meanBytes) {
    String file = System.getProperty(PROPERTY);
    if (file == null) {
      return;
    }
    String line = message + "\t" + variant + "\t" + contender + "\t" + meanBytes + "\n";
    try {
      Files.writeString(Path.of(file), line, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The mean length of {@code wire}'s arrays. */
  public static double mean(byte[][] wire) {
    long sum = 0;
    for (byte[] w : wire) {
      sum += w.length;
    }
    return (double) sum / wire.length;
  }
}
