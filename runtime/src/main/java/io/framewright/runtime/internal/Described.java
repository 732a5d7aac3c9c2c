package io.framewright.runtime.internal;

import io.framewright.runtime.layout.EnumValue;
import io.framewright.runtime.layout.LayoutRef;
import io.framewright.runtime.layout.UnionLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the long lists of generated layout descriptions (an enum's constants, a union's
 * variants, a condition's values) from compact constants: one {@code new} per entry would cost
 * bytecode per entry, and a union may have thousands of variants.
 */
public class Described {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Described() {}

  /** The constants whose wire values are {@code wires} and names {@code names}, comma-separated. */
  public static List<EnumValue> enumValues(long[] wires, String names) {
    String[] n = names.split(",", -1);
    List<EnumValue> out = new ArrayList<>(wires.length);
    for (int i = 0; i < wires.length; i++) {
      out.add(new EnumValue(wires[i], n[i]));
    }
    return List.copyOf(out);
  }

  /** As {@link #enumValues(long[], String)}, then the open enum's catch-all {@code others}. */
  public static List<EnumValue> enumValues(long[] wires, String names, String others) {
    List<EnumValue> out = new ArrayList<>(enumValues(wires, names));
    out.add(EnumValue.others(others));
    return List.copyOf(out);
  }

  /** {@code values} as a list. */
  public static List<Long> longs(long[] values) {
    List<Long> out = new ArrayList<>(values.length);
    for (long v : values) {
      out.add(v);
    }
    return List.copyOf(out);
  }

  /**
   * A union's variants: tag i selects the type named {@code names[i]} (comma-separated), whose
   * layout is that of the codec of {@code types[i]} (null: none of its own); the variant at
   * {@code unknown} (or none, -1) takes every other tag.
   */
  public static List<UnionLayout.Variant> variants(long[] tags, String names, int unknown,
      Class<?>... types) {
    return variants(tags, tags, names, unknown, types);
  }

  /** As {@link #variants(long[], String, int, Class[])}, entry i taking tags[i] to lastTags[i]. */
  public static List<UnionLayout.Variant> variants(long[] tags, long[] lastTags, String names,
      int unknown, Class<?>... types) {
    String[] n = names.split(",", -1);
    List<UnionLayout.Variant> out = new ArrayList<>(tags.length);
    for (int i = 0; i < tags.length; i++) {
      out.add(new UnionLayout.Variant(tags[i], lastTags[i], i == unknown, n[i],
          types[i] == null ? null : LayoutRef.of(types[i])));
    }
    return List.copyOf(out);
  }
}
