package io.framewright.runtime.internal;

import io.framewright.runtime.Hex;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the large constant tables of generated codecs (long magic numbers, large value sets)
 * from string literals when the codec class loads. An array initializer costs bytecode for
 * every element, and a class initializer holds at most 64 KiB of it; a string literal is one
 * constant (of up to 65,535 bytes, so long tables come in several parts).
 */
public class Tables {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Tables() {}

  /** The bytes whose hex digits are {@code hexParts}, concatenated. */
  public static byte[] bytes(String... hexParts) {
    return Hex.parse(String.join("", hexParts));
  }

  /** The numbers written in decimal, separated by commas, across {@code parts}. */
  public static long[] longs(String... parts) {
    List<String> numbers = new ArrayList<>();
    for (String part : parts) {
      for (String n : part.split(",")) {
        if (!n.isEmpty()) {
          numbers.add(n);
        }
      }
    }
    long[] out = new long[numbers.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = Long.parseLong(numbers.get(i));
    }
    return out;
  }
}
