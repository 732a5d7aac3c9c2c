package io.framewright.runtime.internal;

/** Helpers for generated codecs' enum mappings. */
public class Enums {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Enums() {}

  /**
   * Whether {@code values} (an enum's {@code values()}) are exactly the constants {@code names},
   * in that order. A generated codec checks this once, when it is loaded: if the enum it was
   * generated from is unchanged, each constant's wire value is its ordinal, and the codec maps
   * with {@code ordinal()} and an array instead of a switch; if the enum was reordered or grew
   * since (a separately compiled library), the codec keeps using its switch on names.
   */
  public static boolean declaredInOrder(Enum<?>[] values, String... names) {
    if (values.length != names.length) {
      return false;
    }
    for (int i = 0; i < values.length; i++) {
      if (!values[i].name().equals(names[i])) {
        return false;
      }
    }
    return true;
  }
}
