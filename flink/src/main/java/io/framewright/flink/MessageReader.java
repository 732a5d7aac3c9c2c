package io.framewright.flink;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.TooLongFrameException;
import java.io.IOException;
import java.util.ArrayDeque;
import org.apache.flink.connector.file.src.reader.StreamFormat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The messages of one file, handed to Flink one at a time in file order. A subclass reads a piece
 * of input at a time ({@link #fill}) and puts what it decodes in the queue; a bad record takes
 * its place in the queue when failing, so that the messages before it are still emitted (Flink
 * counts emitted records to restore a reader from a checkpoint: the order must be the file's).
 * One piece of input is queued at a time: a chunk of a framed file, a packet of a capture.
 */
abstract class MessageReader<T> implements StreamFormat.Reader<T> {
  private static final Logger LOG = LoggerFactory.getLogger(MessageReader.class);

  private final ArrayDeque<Object> ready = new ArrayDeque<>();
  private final OnBadRecord onBadRecord;
  private long skipped;
  private boolean ended;

  MessageReader(OnBadRecord onBadRecord) {
    this.onBadRecord = onBadRecord;
  }

  /**
   * Reads the next piece of input and queues its messages (maybe none); at the end of the input
   * queues what is left (a stream's last frame) and returns false.
   */
  abstract boolean fill() throws IOException;

  final void message(T value) {
    ready.add(value);
  }

  /** Bytes at {@code where} that {@code error} refused: queued when failing, else counted. */
  final void bad(String where, DecodeException error) {
    BadRecordException bad = new BadRecordException(where, error);
    if (onBadRecord == OnBadRecord.FAIL) {
      ready.add(bad);
      return;
    }
    skipped++;
    LOG.warn("skipped: {}", bad.getMessage());
  }

  /** Where a framer's error lies in its stream, or -1 for another error. */
  static long streamOffset(DecodeException e) {
    return e instanceof CorruptFrameException c ? c.streamOffset()
        : e instanceof TooLongFrameException t ? t.streamOffset() : -1;
  }

  /** The bad records skipped so far. */
  final long skipped() {
    return skipped;
  }

  @Override
  @SuppressWarnings("unchecked")
  public final T read() throws IOException {
    while (ready.isEmpty()) {
      if (ended) {
        return null;
      }
      if (!fill()) {
        ended = true;
      }
    }
    Object next = ready.poll();
    if (next instanceof BadRecordException bad) {
      ready.clear();
      ended = true;
      throw bad;
    }
    return (T) next;
  }

  @Override
  public void close() throws IOException {
    if (skipped > 0) {
      LOG.warn("{} bad records skipped in this file", skipped);
    }
  }
}
