package io.framewright.netty;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * The records one JDK logger gets while a test runs, kept from the console: what a server's
 * {@code System.Logger} writes goes to java.util.logging when nothing else is configured.
 */
final class CapturedLog extends Handler implements AutoCloseable {
  private final Logger logger;
  private final boolean parentHandlers;
  private final List<LogRecord> records = new CopyOnWriteArrayList<>();

  CapturedLog(String name) {
    logger = Logger.getLogger(name);
    parentHandlers = logger.getUseParentHandlers();
    logger.setUseParentHandlers(false);
    logger.addHandler(this);
  }

  /** Each record as its message reads, parameters filled in. */
  List<String> messages() {
    SimpleFormatter formatter = new SimpleFormatter();
    return records.stream().map(formatter::formatMessage).toList();
  }

  List<LogRecord> records() {
    return List.copyOf(records);
  }

  @Override
  public void publish(LogRecord record) {
    records.add(record);
  }

  @Override
  public void flush() {}

  @Override
  public void close() {
    logger.removeHandler(this);
    logger.setUseParentHandlers(parentHandlers);
  }
}
