package io.framewright.processor.generation.view;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartCode;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.generation.VariableReads;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.ViewPlanner;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The view side of an optional part ({@code @Presence}, {@code @When}, {@code @Trailing}).
 * {@code wrap} tests the condition with decode's own code ({@link VariableReads#readConditional}:
 * the flags, the earlier component, the input left) and makes decode's checks of what it finds
 * (one flag of several set, the narrowest width, no value standing for absent); it records
 * whether the part is present and where it lies. {@code hasX()} says whether it is on the wire;
 * {@code x()} reads it as the getter of a part always on the wire would, and when it is absent
 * returns its {@code @WhenAbsent} value (what decode puts in the record) or, with none, throws
 * {@code IllegalStateException}, as do its other getters ({@code xLength()}, ...).
 */
final class OptionalViewParts {
  private OptionalViewParts() {}

  private static String present(String part) {
    return part + "Present";
  }

  private static String alternative(String part) {
    return part + "Alternative";
  }

  private static String at(String part) {
    return part + "At";
  }

  /** Whether the part is on the wire; for a scalar of several widths, which one it has. */
  static void addFields(TypeSpec.Builder type, String part, Part p) {
    type.addField(FieldSpec.builder(TypeName.BOOLEAN, present(part), Modifier.PRIVATE)
        .addJavadoc("Whether {@code $L} is on the wire.\n", p.name()).build());
    if (p.content() == Part.Content.SCALAR && p.elements().alternatives().size() > 1) {
      type.addField(FieldSpec.builder(TypeName.INT, alternative(part), Modifier.PRIVATE)
          .addJavadoc("Which of the @Presence widths {@code $L} has, from 0.\n", p.name())
          .build());
    }
  }

  /** How a view checks an optional part found on the wire that is not a scalar. */
  interface Present {
    /**
     * Checks the part at the reader's index; {@code size}: the local holding its size (or
     * null); {@code value}: decode's local of the part, which must be given the value read
     * when the part has a {@code @WhenAbsent} value (decode then rejects that value sent).
     */
    void scan(CodeBlock.Builder b, String size, String value);
  }

  /**
   * The checks of optional part {@code p}, as decode reads it: {@code present} checks a part
   * found on the wire that is not a scalar.
   */
  static void scan(CodeBlock.Builder b, Part p, String part, Map<FieldLayout, String> names,
      Locals locals, VariableReads reads, Present present) {
    b.addStatement("this.$L = false", present(part));
    reads.readConditional(b, p, names, locals, (c, q, alt, name, nm, lc) -> {
      if (q.content() == Part.Content.SCALAR) {
        // Decode's read, for its checks; the value is read again, in place, by the getter.
        reads.readPresent(c, q, alt, name, nm, lc);
        c.addStatement("this.$L = in.index() - $L", at(part),
            q.elements().alternatives().get(alt).elementBits() / 8);
        if (q.elements().alternatives().size() > 1) {
          c.addStatement("this.$L = $L", alternative(part), alt);
        }
      } else if (q.condition() == Part.Condition.INPUT_REMAINS
          && VariableReads.mayTakeNoBytes(q)) {
        // As decode: a trailing part that took no bytes is absent (VariableReads.readTrailing).
        String from = lc.claim(part + "From");
        c.addStatement("int $L = in.index()", from);
        present.scan(c, reads.presentSize(c, q, name, nm, lc), name);
        c.addStatement("this.$L = in.index() > $L", present(part), from);
        return;
      } else {
        present.scan(c, reads.presentSize(c, q, name, nm, lc), name);
      }
      c.addStatement("this.$L = true", present(part));
    });
  }

  /**
   * {@code wrapped}, then, unless the part is on the wire, an {@code IllegalStateException}; or
   * for the value getter of a part with a {@code @WhenAbsent} value (a {@code @Using} number,
   * say), that value, as decode gives it.
   */
  static CodeBlock guard(Part p, String part, CodeBlock wrapped, String getter) {
    CodeBlock.Builder b = CodeBlock.builder().add(wrapped)
        .beginControlFlow("if (!this.$L)", present(part));
    if (p.whenAbsent() != null && getter.equals(p.name())) {
      b.addStatement("return $L", PartCode.absentLiteral(p));
    } else {
      b.addStatement("throw new $T($S)", IllegalStateException.class, absent(p, getter));
    }
    return b.endControlFlow().build();
  }

  private static String absent(Part p, String getter) {
    return getter + "(): " + p.name() + " is not in the wrapped message ("
        + ViewPlanner.hasGetter(p.name()) + "() is false)";
  }

  /** {@code hasX()}. */
  static MethodSpec has(Part p, String part, CodeBlock wrapped) {
    return MethodSpec.methodBuilder(ViewPlanner.hasGetter(p.name())).addModifiers(Modifier.PUBLIC)
        .returns(TypeName.BOOLEAN)
        .addJavadoc("Whether {@code $L} is on the wire in the wrapped message.\n", p.name())
        .addCode(wrapped)
        .addStatement("return this.$L", present(part)).build();
  }

  /**
   * The getter of an optional scalar: read in place, in the width wrap found, with decode's
   * read of that width; when absent, the {@code @WhenAbsent} value, or an exception.
   */
  static MethodSpec scalarGetter(Part p, String part, CodeBlock wrapped, ScalarCode scalars,
      Locals locals) {
    String name = p.name();
    TypeName type = JavaTypes.of(p.field().element());
    CodeBlock.Builder b = CodeBlock.builder().add(wrapped)
        .beginControlFlow("if (!this.$L)", present(part));
    if (p.whenAbsent() != null) {
      b.addStatement("return $L", PartCode.absentLiteral(p));
    } else {
      b.addStatement("throw new $T($S)", IllegalStateException.class, absent(p, name));
    }
    b.endControlFlow()
        .addStatement("int start = off")
        .addStatement("int end = this.end");
    String value = locals.claim(name);
    List<FieldLayout> alternatives = p.elements().alternatives();
    CodeBlock path = CodeBlock.of("$S", name);
    if (alternatives.size() == 1) {
      scalars.readDirectAt(b, alternatives.get(0), at(part), ScalarCode.Target.local(value),
          true, path, locals);
    } else {
      b.addStatement("$T $L", type, value);
      for (int i = 0; i < alternatives.size(); i++) {
        if (i == 0) {
          b.beginControlFlow("if (this.$L == 0)", alternative(part));
        } else if (i < alternatives.size() - 1) {
          b.nextControlFlow("else if (this.$L == $L)", alternative(part), i);
        } else {
          b.nextControlFlow("else");
        }
        scalars.readDirectAt(b, alternatives.get(i), at(part), ScalarCode.Target.local(value),
            false, path, locals);
      }
      b.endControlFlow();
    }
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(type)
        .addJavadoc(p.whenAbsent() != null
            ? "{@code $L}, read in place; $L when it is not on the wire, as decode reads it.\n"
            : "{@code $L}, read in place.\n\n@throws IllegalStateException if it is not on the"
                + " wire ({@code $L()} is false)\n", name, p.whenAbsent() != null
            ? PartCode.absentLiteral(p) : ViewPlanner.hasGetter(name))
        .addCode(b.build())
        .addStatement("return $L", value).build();
  }
}
