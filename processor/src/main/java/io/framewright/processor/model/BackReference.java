package io.framewright.processor.model;

/**
 * {@code @BackReference} on a component, as written: a {@code @Delimited} list that may end at
 * a pointer to an earlier place in the message (validation checks the members).
 *
 * @param marker the value of a pointer's first {@code markerBits} bits
 * @param markerBits how many leading bits mark a pointer
 * @param offsetBits the offset's bits after them
 * @param maxPointers the most pointers followed in one list
 * @param compress whether encoding a plain list compresses it against earlier ones
 */
public record BackReference(int marker, int markerBits, int offsetBits, int maxPointers,
    boolean compress) {
  /** The bytes of a pointer (once validated: markerBits + offsetBits are whole bytes). */
  public int pointerBytes() {
    return (markerBits + offsetBits) / 8;
  }
}
