package io.framewright.runtime.internal;

/**
 * Called by generated codecs when they load. A codec that nests another message was generated
 * against that message's layout at the time; if the nested message was recompiled on its own
 * since (an incremental build), the nesting codec would read and write at stale offsets.
 */
public class NestedCodecs {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected NestedCodecs() {}

  /**
   * Checks that the codec of {@code nested} still has the layout the codec of {@code message}
   * was generated against.
   *
   * @param message the nesting message type, by canonical name
   * @param nested the nested message type, by canonical name
   * @param actual the fingerprint the nested codec reports now
   * @param expected the fingerprint it had when the nesting codec was generated
   * @throws IllegalStateException if they differ, saying what to recompile
   */
  public static void check(String message, String nested, long actual, long expected) {
    if (actual != expected) {
      throw new IllegalStateException("the codec of " + message + " was generated against an"
          + " older layout of " + nested + ", which has been recompiled without it since (an"
          + " incremental build); recompile " + message + " (or do a clean build) so that its"
          + " codec matches the layout of " + nested);
    }
  }
}
