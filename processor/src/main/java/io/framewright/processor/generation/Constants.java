package io.framewright.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import io.framewright.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The private static constants a codec needs, collected while its methods are written: constant
 * byte sequences (magic, terminators, checksum placeholders) and {@code @Using} codec instances.
 */
final class Constants {
  private final Map<String, byte[]> bytes = new LinkedHashMap<>();
  private final Map<String, TypeRef> instances = new LinkedHashMap<>();
  private final Map<String, long[]> longs = new LinkedHashMap<>();

  /** Declares {@code name} as the byte array {@code value}; returns the name. */
  String bytes(String name, byte[] value) {
    bytes.put(name, value.clone());
    return name;
  }

  /** Declares {@code name} as the long array {@code value}; returns the name. */
  String longs(String name, long[] value) {
    longs.put(name, value.clone());
    return name;
  }

  /** The constant holding one instance of {@code codec}, created when the codec class loads. */
  String instance(TypeRef codec) {
    String name = "CODEC_" + String.join("_", codec.simpleNames()).toUpperCase(java.util.Locale.ROOT);
    instances.put(name, codec);
    return name;
  }

  List<FieldSpec> fields() {
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
