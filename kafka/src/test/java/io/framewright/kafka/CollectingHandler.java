package io.framewright.kafka;

import java.util.ArrayList;
import java.util.List;

/** The handler as Streams makes it from its class name, keeping what it reports. */
public final class CollectingHandler extends BadRecordHandler {
  private static final List<BadRecordException> REPORTED = new ArrayList<>();

  static synchronized void reset() {
    REPORTED.clear();
  }

  static synchronized List<BadRecordException> reported() {
    return List.copyOf(REPORTED);
  }

  static List<Long> offsets() {
    return reported().stream().map(BadRecordException::offset).toList();
  }

  @Override
  protected void report(BadRecordException bad) {
    super.report(bad);
    synchronized (CollectingHandler.class) {
      REPORTED.add(bad);
    }
  }
}
