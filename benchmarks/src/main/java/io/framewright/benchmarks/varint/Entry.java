package io.framewright.benchmarks.varint;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Varint;
import java.util.Arrays;

/**
 * The varint benchmark message, protobuf-shaped:
 *
 * <pre>
 * varint id (int, 1..5 bytes) | ZigZag varint delta (long, 1..10 bytes)
 *   | varint length (1..5 bytes) | payload bytes
 * </pre>
 */
@Message
public record Entry(
    @Varint int id,
    @Varint(zigzag = true) long delta,
    @Length(varint = true, max = Entry.MAX_PAYLOAD) byte[] payload) {
  /** Most payload bytes. */
  public static final int MAX_PAYLOAD = 4096;

  // By content: the pool's checks compare decoded entries with the originals.
  @Override
  public boolean equals(Object o) {
    return o instanceof Entry e && e.id == id && e.delta == delta
        && Arrays.equals(e.payload, payload);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * id + Long.hashCode(delta)) + Arrays.hashCode(payload);
  }

  @Override
  public String toString() {
    return "Entry[id=" + id + ", delta=" + delta + ", payload=" + payload.length + " bytes]";
  }
}
