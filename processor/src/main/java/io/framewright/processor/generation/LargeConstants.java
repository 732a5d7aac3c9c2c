package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/**
 * Constant arrays too large for an array initializer: built by {@code Tables} from string
 * literals when the codec loads (an initializer costs bytecode per element, and a class
 * initializer is limited to 64 KiB of it).
 */
public final class LargeConstants {
  /** Byte arrays up to this long keep their plain array initializer. */
  public static final int INLINE = 256;
  /** Characters of one string literal: a class file constant holds at most 65,535 bytes. */
  private static final int PART = 60_000;

  private LargeConstants() {}

  /** {@code private static final byte[] name = Tables.bytes("4c6e...", ...)}. */
  public static FieldSpec bytes(String name, byte[] value) {
    return field(byte[].class, name, bytesCall(value));
  }

  /** {@code Tables.bytes("4c6e...", ...)}: {@code value}'s hex in as many literals as it needs. */
  public static CodeBlock bytesCall(byte[] value) {
    StringBuilder hex = new StringBuilder(value.length * 2);
    for (byte b : value) {
      hex.append(String.format(Locale.ROOT, "%02x", b & 0xFF));
    }
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < hex.length(); i += PART) {
      parts.add(hex.substring(i, Math.min(hex.length(), i + PART)));
    }
    return call("bytes", parts);
  }

  /** {@code private static final long[] name = Tables.longs("1,2,3", ...)}. */
  public static FieldSpec longs(String name, long[] value) {
    return field(long[].class, name, longsCall(value));
  }

  /** {@code Tables.longs("1,2,3", ...)}: {@code value} in as many literals as it needs. */
  public static CodeBlock longsCall(long[] value) {
    List<String> parts = new ArrayList<>();
    StringBuilder part = new StringBuilder();
    for (long v : value) {
      String n = Long.toString(v);
      if (part.length() + n.length() + 1 > PART) {
        parts.add(part.toString());
        part.setLength(0);
      }
      part.append(part.length() == 0 ? "" : ",").append(n);
    }
    parts.add(part.toString());
    return call("longs", parts);
  }

  /** Characters of one text literal: up to 3 bytes each in the class file's UTF-8. */
  private static final int TEXT_PART = 20_000;

  /**
   * A string as a Java expression: a literal, or for a text too long for one string constant,
   * its parts joined when the class loads.
   */
  public static CodeBlock text(String value) {
    if (value.length() <= TEXT_PART) {
      return CodeBlock.of("$S", value);
    }
    CodeBlock.Builder b = CodeBlock.builder().add("$T.join($S", String.class, "");
    for (int i = 0; i < value.length(); i += TEXT_PART) {
      b.add(",$W$S", value.substring(i, Math.min(value.length(), i + TEXT_PART)));
    }
    return b.add(")").build();
  }

  private static CodeBlock call(String method, List<String> parts) {
    CodeBlock.Builder init = CodeBlock.builder().add("$T.$L(", JavaTypes.TABLES, method);
    for (int i = 0; i < parts.size(); i++) {
      init.add(i == 0 ? "$S" : ",$W$S", parts.get(i));
    }
    return init.add(")").build();
  }

  private static FieldSpec field(Class<?> type, String name, CodeBlock init) {
    return FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(init).build();
  }
}
