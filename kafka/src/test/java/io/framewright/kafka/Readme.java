package io.framewright.kafka;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;

/** The client configurations docs/guide/kafka.md quotes (src/test/resources/readme). */
final class Readme {
  private Readme() {}

  /** The file {@code name}, with {@code overrides} (the test's broker, topic, type ...). */
  static Properties properties(String name, Map<String, String> overrides) {
    Properties p = new Properties();
    try (InputStream in = Readme.class.getResourceAsStream("/readme/" + name)) {
      if (in == null) {
        throw new IllegalStateException("no readme/" + name + " on the test class path");
      }
      p.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    p.putAll(overrides);
    return p;
  }
}
