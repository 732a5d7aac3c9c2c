package io.framewright.flink;

import io.framewright.runtime.DecodeException;
import java.io.IOException;
import java.util.Objects;

/**
 * Bytes that do not decode as a message: where they were (a Kafka record, a frame of a file, a
 * packet of a capture, a record of Flink's state) and the codec's {@link DecodeException} (field
 * path, byte offset in the message, expected, found) as its cause.
 *
 * <pre>
 * bad record in packet 3 of /data/game.pcap: BeerMessage at byte 4: expected one of 0 .. 14
 * but found 99
 * </pre>
 *
 * <p>An {@link IOException}, as Flink's {@code DeserializationSchema}, file formats and type
 * serializers declare: thrown from a job's source it fails the job (which restarts from its last
 * checkpoint, as its restart strategy says), unless the schema or format is set to skip bad
 * records ({@link OnBadRecord#SKIP}).
 */
public final class BadRecordException extends IOException {
  private static final long serialVersionUID = 1L;

  private final String where;

  /** Bytes at {@code where} (null where not known) that {@code cause} refused. */
  public BadRecordException(String where, DecodeException cause) {
    super("bad record" + (where == null ? "" : " in " + where) + ": "
        + Objects.requireNonNull(cause, "cause").getMessage(), cause);
    this.where = where;
  }

  /** Where the bytes were (a file and frame, a capture's packet), or null. */
  public String where() {
    return where;
  }

  /** The codec's error: field path, byte offset in the message, expected and found. */
  public DecodeException decodeError() {
    return (DecodeException) getCause();
  }

  /** The field at fault, starting with the message type: {@code BeerMessage.(tag)}. */
  public String fieldPath() {
    return decodeError().fieldPath();
  }
}
