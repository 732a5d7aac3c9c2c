package io.framewright.processor.generation;

import com.palantir.javapoet.TypeName;
import java.util.Locale;

/** Java source text for numbers, masks and casts. */
public final class Literals {
  private Literals() {}

  /** {@code 0x3FF} or {@code 0x3FFL}. */
  public static String mask(int bits, boolean asLong) {
    long m = bits >= 64 ? -1L : (1L << bits) - 1;
    return hex(m, asLong);
  }

  public static String hex(long v, boolean asLong) {
    return "0x" + Long.toHexString(v).toUpperCase(Locale.ROOT) + (asLong ? "L" : "");
  }

  /** A decimal literal of type int or long. */
  public static String number(long v, boolean asLong) {
    if (!asLong) {
      return Long.toString(v);
    }
    // Long.MIN_VALUE has no decimal literal; its hex one names no class a user type could hide.
    return v == Long.MIN_VALUE ? "0x8000000000000000L" : v + "L";
  }

  /** Whether a {@code from} is a {@code to} without a cast (the same type, or Java widens it). */
  public static boolean widens(TypeName from, TypeName to) {
    if (from.equals(to)) {
      return true;
    }
    if (to.equals(TypeName.CHAR)) {
      return false;
    } else if (from.equals(TypeName.CHAR)) {
      return to.equals(TypeName.INT) || to.equals(TypeName.LONG);
    }
    return JavaWidth.of(to) > JavaWidth.of(from);
  }

  /** {@code p}, or {@code p + 5}. */
  public static String at(String base, int offset) {
    return offset == 0 ? base : base + " + " + offset;
  }
}
