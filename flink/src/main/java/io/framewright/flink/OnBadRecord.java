package io.framewright.flink;

/**
 * What a deserialization schema or a file format does with bytes that do not decode.
 */
public enum OnBadRecord {
  /**
   * Throw a {@link BadRecordException} naming the field path: the job fails and restarts from its
   * last checkpoint as its restart strategy says (and meets the same record again). The default:
   * a bad record is never lost silently.
   */
  FAIL,
  /**
   * Drop the record, count it in the metric {@value FramewrightDeserializationSchema#BAD_RECORDS}
   * (a deserialization schema) and log it at WARN, and go on.
   */
  SKIP
}
