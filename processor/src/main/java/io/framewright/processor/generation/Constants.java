package io.framewright.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import io.framewright.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The private static constants a codec needs, collected while its methods are written: constant
 * byte sequences (magic, terminators, checksum placeholders) and {@code @Using} codec instances.
 *
 * <p>Every static member name the codec declares goes through {@link #claim}, so that no two
 * constants share a name: names come from user names (components, codec classes) upper-cased,
 * and {@code ab} and {@code aB}, or {@code a.Num} and {@code b.Num}, upper-case alike. Names are
 * upper case only; {@link Locals} never hands out such a name, so no local shadows a constant.
 */
public final class Constants {
  /** The public constants every codec may declare, whatever its layout. */
  private static final Set<String> FIXED = Set.of("FIXED_SIZE", "MIN_SIZE", "BYTE_ORDER",
      "FIELDS", "LAYOUT", "INSTANCE", "TAG", "TAG_BITS");

  private final Set<String> taken = new HashSet<>(FIXED);
  /** The name given to each constant, by what it holds: equal constants share one. */
  private final Map<String, String> byContent = new HashMap<>();
  private final Map<String, byte[]> bytes = new LinkedHashMap<>();
  private final Map<String, TypeRef> instances = new LinkedHashMap<>();
  private final Map<String, long[]> longs = new LinkedHashMap<>();

  /** Marks {@code name} as declared by the caller; returns it. */
  public String reserve(String name) {
    taken.add(name);
    return name;
  }

  /**
   * A static member name not yet taken: {@code wanted} in upper case, or with {@code _2},
   * {@code _3} ... after it.
   */
  public String claim(String wanted) {
    String base = wanted.toUpperCase(Locale.ROOT);
    String name = base;
    for (int i = 2; !taken.add(name); i++) {
      name = base + "_" + i;
    }
    return name;
  }

  /** The constant holding {@code value}, named after {@code wanted} if that name is free. */
  public String bytes(String wanted, byte[] value) {
    String key = "bytes " + wanted.toUpperCase(Locale.ROOT) + " "
        + io.framewright.processor.model.Hex.format(value);
    return byContent.computeIfAbsent(key, k -> {
      String name = claim(wanted);
      bytes.put(name, value.clone());
      return name;
    });
  }

  /** The long-array constant holding {@code value}, named after {@code wanted} if free. */
  public String longs(String wanted, long[] value) {
    String key = "longs " + wanted.toUpperCase(Locale.ROOT) + " " + Arrays.toString(value);
    return byContent.computeIfAbsent(key, k -> {
      String name = claim(wanted);
      longs.put(name, value.clone());
      return name;
    });
  }

  /** The constant holding one instance of {@code codec}, created when the codec class loads. */
  public String instance(TypeRef codec) {
    return byContent.computeIfAbsent("codec " + codec.canonicalName(), k -> {
      String name = claim("CODEC_" + String.join("_", codec.simpleNames()));
      instances.put(name, codec);
      return name;
    });
  }

  public List<FieldSpec> fields() {
    List<FieldSpec> out = new ArrayList<>();
    for (Map.Entry<String, byte[]> e : bytes.entrySet()) {
      if (e.getValue().length > LargeConstants.INLINE) {
        out.add(LargeConstants.bytes(e.getKey(), e.getValue()));
        continue;
      }
      CodeBlock.Builder init = CodeBlock.builder().add("{");
      byte[] b = e.getValue();
      for (int i = 0; i < b.length; i++) {
        init.add(i == 0 ? "$L" : ",$W$L", "(byte) 0x"
            + String.format("%02X", b[i] & 0xFF));
      }
      out.add(FieldSpec.builder(byte[].class, e.getKey(), Modifier.PRIVATE, Modifier.STATIC,
          Modifier.FINAL).initializer(init.add("}").build()).build());
    }
    for (Map.Entry<String, long[]> e : longs.entrySet()) {
      out.add(LargeConstants.longs(e.getKey(), e.getValue()));
    }
    for (Map.Entry<String, TypeRef> e : instances.entrySet()) {
      ClassName type = JavaTypes.className(e.getValue());
      out.add(FieldSpec.builder(type, e.getKey(), Modifier.PRIVATE, Modifier.STATIC,
          Modifier.FINAL).initializer("new $T()", type).build());
    }
    return out;
  }
}
