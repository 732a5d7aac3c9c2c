package io.framewright.processor.generation.description;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.UnionLayout;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Guards against stale codecs in incremental builds. A codec that nests another message bakes
 * parts of that message's layout into its own code (a fixed message's size becomes offsets; its
 * field spans are copied). When only the nested message is recompiled, the nesting codec would
 * read and write at the old offsets. So every codec exposes a fingerprint of its layout through
 * a method (a {@code static final} constant would be folded into the caller by javac and
 * compare against itself), and a codec checks, when its class loads, that each codec it calls
 * still has the fingerprint it was generated against, and fails with a message saying which
 * type to recompile.
 */
public final class LayoutFingerprint {
  public static final String METHOD = "layoutFingerprint";

  private LayoutFingerprint() {}

  /**
   * The fingerprint of a codec's layout: FNV-1a of its table, which holds what a nesting codec
   * relies on (sizes, offsets, widths, field kinds; for a union, its tags, framing and smallest
   * size).
   */
  public static long of(MessageLayout description) {
    String text = description instanceof UnionLayout
        ? "union\n" + description.table() + "at least " + description.minSize()
        : description.table();
    long h = 0xcbf29ce484222325L;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    return h;
  }

  /** {@code public static long layoutFingerprint()} of the codec {@code description} is of. */
  public static MethodSpec method(MessageLayout description) {
    return MethodSpec.methodBuilder(METHOD)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(TypeName.LONG)
        .addJavadoc("Fingerprint of this codec's layout. Codecs that nest this one check it when\n"
            + "they load, to detect that they were generated against an older layout.\n")
        .addStatement("return $L", literal(of(description))).build();
  }


  /**
   * The statements of the nesting codec's static initializer: one check per other codec it
   * calls. Empty when it nests none.
   */
  public static CodeBlock checks(MessageModel model, Layouts layouts) {
    Map<TypeRef, MessageModel> nested = new LinkedHashMap<>();
    for (io.framewright.processor.model.FieldModel f : model.fields()) {
      add(nested, model, f.type());
    }
    if (model.isUnion()) {
      for (UnionModel.Variant v : model.union().variants()) {
        if (v.model() != null && !v.type().equals(model.type())) {
          nested.putIfAbsent(v.type(), v.model());
        }
      }
    }
    CodeBlock.Builder b = CodeBlock.builder();
    for (Map.Entry<TypeRef, MessageModel> e : nested.entrySet()) {
      b.addStatement("$T.check($S,$W$S,$W$T.$L(),$W$L)", JavaTypes.NESTED_CODECS,
          model.type().canonicalName(), e.getKey().canonicalName(),
          JavaTypes.className(e.getKey().codec()), METHOD,
          literal(of(Descriptions.of(e.getValue(), layouts))));
    }
    return b.build();
  }

  private static void add(Map<TypeRef, MessageModel> nested, MessageModel owner, WireType type) {
    if (type instanceof WireType.Nested n) {
      if (n.model() != null && !n.recursive() && !n.type().equals(owner.type())) {
        nested.putIfAbsent(n.type(), n.model());
      }
    } else if (type instanceof WireType.Array a) {
      add(nested, owner, a.element());
    }
  }

  private static String literal(long value) {
    return "0x" + Long.toHexString(value) + "L";
  }
}
