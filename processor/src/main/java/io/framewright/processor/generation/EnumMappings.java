package io.framewright.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The private helpers a codec uses to map enum constants to wire values and back: a switch each
 * way, so reordering constants never changes the wire. One pair per enum and wire width (int or
 * long). Where the wire values are 0, 1, 2 ... in declaration order, a constant checked when the
 * codec loads ({@code Enums.declaredInOrder}) lets them map by ordinal and array instead: the
 * switch on an enum costs a lookup table of its own and measured about 3 ns per call.
 */
public final class EnumMappings {
  private record Key(String enumName, boolean wide) {}

  private final Map<Key, EnumModel> used = new LinkedHashMap<>();
  /**
   * The mappings asked for, each way: a view only reads, so it gets no {@code toWire} it would
   * never call.
   */
  private final java.util.Set<Key> toWireUsed = new java.util.HashSet<>();
  private final java.util.Set<Key> fromWireUsed = new java.util.HashSet<>();
  /** Method name stem per enum (canonical name), unique within the codec. */
  private final Map<String, String> stems = new LinkedHashMap<>();
  /** Names of the load-time constants per enum (canonical name), claimed from the codec's. */
  private final Map<String, String> flags = new LinkedHashMap<>();
  private final Map<String, String> values = new LinkedHashMap<>();
  private final Constants constants;
  /** Per open enum component: the component holding its raw wire value ({@code @RawValue}). */
  private final Map<String, String> rawComponents = new LinkedHashMap<>();
  /** Per open enum component: the decoder's local holding its wire value. */
  private final Map<String, String> wireLocals = new LinkedHashMap<>();

  public EnumMappings(Constants constants) {
    this.constants = constants;
  }

  /** Notes the {@code @RawValue} components of {@code fields}, by the enum component they name. */
  public void rawComponents(List<FieldModel> fields) {
    for (FieldModel f : fields) {
      if (f.extras().rawOf() != null) {
        rawComponents.put(f.extras().rawOf(), f.name());
      }
    }
  }

  /** The component holding the raw wire value of the open enum component {@code name}. */
  public String rawComponent(String name) {
    return rawComponents.get(name);
  }

  /** Notes the local the decoder holds component {@code name}'s wire value in. */
  public void wireLocal(String name, String local) {
    wireLocals.put(name, local);
  }

  /** The local holding component {@code name}'s wire value, once its read is generated. */
  public String wireLocal(String name) {
    return wireLocals.get(name);
  }

  /** Name of the method mapping a constant to its wire value. */
  public String toWire(EnumModel e, boolean wide) {
    used.put(new Key(e.type().canonicalName(), wide), e);
    toWireUsed.add(new Key(e.type().canonicalName(), wide));
    return base(e) + "ToWire" + (wide ? "Long" : "");
  }

  /** Name of the method mapping a wire value to a constant, or null for an unknown value. */
  public String fromWire(EnumModel e, boolean wide) {
    used.put(new Key(e.type().canonicalName(), wide), e);
    fromWireUsed.add(new Key(e.type().canonicalName(), wide));
    return base(e) + "FromWire" + (wide ? "Long" : "");
  }

  /** {@code "a wire value of Kind (0, 1, 5)"}, for decode errors. */
  public static String expected(EnumModel e) {
    return "a wire value of " + e.type().nestedName() + " ("
        + e.known().stream().map(c -> Long.toString(c.wireValue().getAsLong()))
            .collect(Collectors.joining(", ")) + ")";
  }

  private String base(EnumModel e) {
    return stems.computeIfAbsent(e.type().canonicalName(), canonical -> {
      String n = String.join("", e.type().simpleNames());
      String stem = Character.toLowerCase(n.charAt(0)) + n.substring(1);
      if (stems.containsValue(stem)) {
        // Two enums of the same simple name from different packages: qualify by package.
        String pkg = e.type().packageName();
        String last = pkg.substring(pkg.lastIndexOf('.') + 1);
        stem = last.isEmpty() ? stem + "Unnamed" : last + n;
        int i = 2;
        while (stems.containsValue(stem)) {
          stem = last + n + i++;
        }
      }
      return stem;
    });
  }

  /**
   * The parameter of the method that maps a wire value to {@code e}'s constant, which names the
   * constants through {@code e}: not the first name of {@code e}, nor of its package, which the
   * parameter would hide ({@code wire.Kind.A}, where two enums are called Kind).
   */
  private static String wireParameter(EnumModel e) {
    String pkg = e.type().packageName();
    List<String> hidden = List.of(e.type().simpleNames().get(0),
        pkg.indexOf('.') < 0 ? pkg : pkg.substring(0, pkg.indexOf('.')));
    String name = "wire";
    while (hidden.contains(name)) {
      name = name + "_";
    }
    return name;
  }

  /**
   * Whether {@code e}'s wire values are its declaration indexes 0, 1, 2 ... (an open enum's
   * catch-all declared last, after them).
   */
  private static boolean byOrdinal(EnumModel e) {
    List<EnumModel.Constant> cs = e.constants();
    int known = e.isOpen() ? cs.size() - 1 : cs.size();
    if (e.isOpen() && !cs.get(known).catchAll()) {
      return false;
    }
    for (int i = 0; i < known; i++) {
      if (cs.get(i).wireValue().getAsLong() != i) {
        return false;
      }
    }
    return known > 0;
  }

  private String ordinalFlag(EnumModel e) {
    return flags.computeIfAbsent(e.type().canonicalName(),
        k -> constants.claim(upperSnake(base(e)) + "_BY_ORDINAL"));
  }

  private String valuesField(EnumModel e) {
    return values.computeIfAbsent(e.type().canonicalName(),
        k -> constants.claim(upperSnake(base(e)) + "_VALUES"));
  }

  private static String upperSnake(String camel) {
    return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
  }

  /** The load-time checks and value arrays of the enums that map by ordinal. */
  public List<FieldSpec> fields() {
    List<FieldSpec> out = new ArrayList<>();
    Map<String, EnumModel> once = new LinkedHashMap<>();
    for (EnumModel e : used.values()) {
      if (byOrdinal(e)) {
        once.putIfAbsent(e.type().canonicalName(), e);
      }
    }
    for (EnumModel e : once.values()) {
      ClassName type = JavaTypes.className(e.type());
      CodeBlock names = e.constants().stream().map(c -> CodeBlock.of("$S", c.name()))
          .collect(CodeBlock.joining(", "));
      out.add(FieldSpec.builder(TypeName.BOOLEAN, ordinalFlag(e), Modifier.PRIVATE,
              Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.declaredInOrder($T.values(), $L)", JavaTypes.ENUMS, type, names)
          .build());
      out.add(FieldSpec.builder(ArrayTypeName.of(type), valuesField(e), Modifier.PRIVATE,
              Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.values()", type).build());
    }
    return out;
  }

  /**
   * The wire value of {@code c} as the mapping methods hold it: a long, or an int holding the
   * field's bits as read, so that an unsigned 32-bit value of 2^31 or more (4294967295, which
   * validation let through as in the field's range) is the int those 32 bits make, -1, as the
   * read gives it.
   */
  private static String wireLiteral(EnumModel.Constant c, boolean wide) {
    long v = c.wireValue().getAsLong();
    int bits = (int) v;
    // Integer.MIN_VALUE has no decimal int literal of its own.
    return wide ? Literals.number(v, true)
        : bits == Integer.MIN_VALUE ? "0x80000000" : Integer.toString(bits);
  }

  public List<MethodSpec> methods() {
    List<MethodSpec> out = new ArrayList<>();
    for (Map.Entry<Key, EnumModel> en : used.entrySet()) {
      EnumModel e = en.getValue();
      boolean wide = en.getKey().wide();
      ClassName type = JavaTypes.className(e.type());
      TypeName wire = wide ? TypeName.LONG : TypeName.INT;
      String w = wireParameter(e);

      CodeBlock.Builder to = CodeBlock.builder();
      CodeBlock.Builder from = CodeBlock.builder();
      if (byOrdinal(e)) {
        to.beginControlFlow("if ($L)", ordinalFlag(e))
            .addStatement("return value.ordinal()").endControlFlow();
        // An open enum's catch-all is the last value: not one a wire value maps to.
        from.beginControlFlow("if ($L)", ordinalFlag(e))
            .addStatement("return $L >= 0 && $L < $L.length$L ? $L[$L] : null", w, w,
                valuesField(e), e.isOpen() ? " - 1" : "", valuesField(e),
                wide ? "(int) " + w : w)
            .endControlFlow();
      }
      to.add("return switch (value) {\n").indent();
      for (EnumModel.Constant c : e.constants()) {
        if (c.catchAll()) {
          // The encoder writes the raw value component for it, and never asks here.
          to.add("case $L -> throw new $T($S);\n", c.name(), IllegalStateException.class,
              "the catch-all " + c.name() + " has no wire value of its own");
        } else {
          to.add("case $L -> $L;\n", c.name(), wireLiteral(c, wide));
        }
      }
      to.unindent().add("};\n");
      if (toWireUsed.contains(en.getKey())) {
        out.add(MethodSpec.methodBuilder(toWire(e, wide))
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(wire).addParameter(type, "value").addCode(to.build()).build());
      }

      if (wide) {
        // switch does not take long: compare in turn.
        for (EnumModel.Constant c : e.known()) {
          from.beginControlFlow("if ($L == $L)", w, wireLiteral(c, true));
          from.addStatement("return $T.$L", type, c.name()).endControlFlow();
        }
        from.addStatement("return null");
      } else {
        from.add("return switch ($L) {\n", w).indent();
        for (EnumModel.Constant c : e.known()) {
          from.add("case $L -> $T.$L;\n", wireLiteral(c, false), type, c.name());
        }
        from.add("default -> null;\n").unindent().add("};\n");
      }
      if (fromWireUsed.contains(en.getKey())) {
        out.add(MethodSpec.methodBuilder(fromWire(e, wide))
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(type).addParameter(wire, w).addCode(from.build()).build());
      }
    }
    return out;
  }
}
