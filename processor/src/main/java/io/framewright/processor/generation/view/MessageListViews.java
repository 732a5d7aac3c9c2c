package io.framewright.processor.generation.view;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.ContextArguments;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartCode;
import io.framewright.processor.generation.PartReads;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.UntilCode;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.ViewPlanner;
import java.util.Arrays;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The view side of a list of variable-size messages (counted, or in a byte slice or the rest
 * of the input): {@code wrap} checks each element with the element view's own checks, where
 * decode calls the element codec's {@code readFrom}, and records where each element starts in
 * an {@code int[]} the view keeps and reuses. That array grows (doubling) only when an element
 * has been checked and there is no room for its start: never to a count read from the wire, so
 * a frame claiming many elements costs nothing before its elements are there. The getter
 * {@code x(i)} then re-points the one child view at element {@code i} in constant time (the
 * child re-checks that one element, so a getter never reads outside the bytes wrap validated),
 * instead of walking from the first element on every call. The elements may be unions: the
 * child is then the union's view, whose {@code wrapIn} reads the tag and checks the variant.
 */
final class MessageListViews {
  private MessageListViews() {}

  private static String offsets(String part) {
    return part + "Starts";
  }

  private static String bound(String part) {
    return part + "Bound";
  }

  private static String refs(String part) {
    return part + "Refs";
  }

  /**
   * The fields of list part {@code k}: the element starts, the bound its elements see, and for
   * a list that may end at a back-reference the follower of its pointers, made on the first
   * wrap and restarted on every other, so that a wrap allocates nothing.
   */
  static void addFields(TypeSpec.Builder type, String part, String name, Part list) {
    if (list.backReference() != null) {
      type.addField(FieldSpec.builder(JavaTypes.BACK_REFERENCES, refs(part), Modifier.PRIVATE)
          .addJavadoc("Follows the pointers of {@code $L}; null before the first wrap.\n", name)
          .build());
    }
    type.addField(FieldSpec.builder(int[].class, offsets(part), Modifier.PRIVATE)
        .addJavadoc("Where each element of {@code $L} starts; grown only for checked ones.\n",
            name)
        .initializer("new int[8]").build());
    type.addField(FieldSpec.builder(TypeName.INT, bound(part), Modifier.PRIVATE)
        .addJavadoc("The end of the reader the elements of {@code $L} were checked with.\n",
            name).build());
    for (String v : ParentContext.names(list.elements().nested().model())) {
      // The same for every element: this message's, as decode passes each element's readFrom
      type.addField(FieldSpec.builder(TypeName.LONG, kept(part, v), Modifier.PRIVATE)
          .addJavadoc("{@code $L}, which the elements of {@code $L} read as {@code _parent.$L}.\n",
              v, name, v).build());
    }
  }

  /** The field keeping {@code _parent.v} of the elements of list {@code part}. */
  private static String kept(String part, String v) {
    return part + "P" + ParentContext.parameter(v).substring(1);
  }

  /** The kept values, as the trailing arguments of the element view's {@code wrapIn}. */
  private static CodeBlock kept(Part list, String part) {
    return ContextArguments.of(list.elements().nested(), v -> CodeBlock.of("this.$L",
        kept(part, v)));
  }

  /**
   * The checks of the list, as {@code PartReads.sequence} reads it; {@code n} ends up holding
   * the number of elements. {@code size}: the count or byte size (unused for the rest of the
   * input or a fixed count); for a list up to a terminator, the terminator's constant.
   * {@code values}: this message's local of each of its components the elements read
   * ({@code _parent.x}), kept in fields for every element's wrap.
   */
  static void scan(CodeBlock.Builder b, Part part, String partField, String child, String n,
      CodeBlock size, Function<String, CodeBlock> values, Locals locals) {
    String path = part.name();
    // The values of this message the elements read, kept for the getter's wraps too
    for (String v : ParentContext.names(part.elements().nested().model())) {
      b.addStatement("this.$L = $L", kept(partField, v), values.apply(v));
    }
    CodeBlock context = kept(part, partField);
    String starts = locals.claim(path + "Starts");
    String from = locals.claim(path + "From");
    b.addStatement("int[] $L = this.$L", starts, offsets(partField));
    if (part.backReference() != null) {
      // As decode: elements until the terminator, following each pointer on the way.
      String refs = locals.claim(path + "Refs");
      b.addStatement("this.$L = in.end()", bound(partField));
      b.addStatement("int $L = 0", n);
      b.addStatement("$T $L = this.$L == null ? (this.$L = $T.begin(in, $L, $L, $L, $S))"
              + " : this.$L.restart(in)", JavaTypes.BACK_REFERENCES, refs, refs(partField),
          refs(partField), JavaTypes.BACK_REFERENCES, size, PartCode.pointerForm(part),
          part.backReference().maxPointers(), path, refs(partField));
      b.beginControlFlow("while ($L.another($L))", refs, n);
      nextElement(b, part, partField, starts, from, child, context, n,
          "the terminator after at most " + part.max() + " element(s)");
      b.endControlFlow();
      b.addStatement("$L.end()", refs);
    } else if (part.extent() == Part.Extent.TERMINATED) {
      // As decode: elements until the terminator is next, at most max of them, then it.
      b.addStatement("this.$L = in.end()", bound(partField));
      b.addStatement("int $L = 0", n);
      b.beginControlFlow("while (!in.startsWith($L))", size);
      nextElement(b, part, partField, starts, from, child, context, n,
          "the terminator after at most " + part.max() + " element(s)");
      b.endControlFlow();
      b.addStatement("in.expect($L, $S)", size, path);
    } else if (part.extent() == Part.Extent.UNTIL) {
      // As decode: elements until one meets the condition, that one included, at most max;
      // the child view, just wrapped over the element, answers the condition.
      b.addStatement("this.$L = in.end()", bound(partField));
      b.addStatement("int $L = 0", n);
      b.beginControlFlow("do");
      nextElement(b, part, partField, starts, from, child, context, n,
          UntilCode.expected(part));
      b.endControlFlow("while (!($L))", UntilCode.met(part, CodeBlock.of("this.$L", child)));
    } else if (part.unit() == Part.Unit.ELEMENTS) {
      if (part.extent() == Part.Extent.FIXED) {
        // As decode: so many elements, each read until one is missing (no count to check).
        b.addStatement("int $L = $L", n, part.fixed());
      } else {
        b.addStatement("int $L = in.count($L, $L, $L, $S)", n, size, part.max(),
            part.field().nested().minSize(), path);
      }
      b.addStatement("this.$L = in.end()", bound(partField));
      b.beginControlFlow("for (int i = 0; i < $L; i++)", n);
      element(b, offsets(partField), starts, from, child, context, "i", path);
      b.endControlFlow();
    } else {
      String outer = locals.claim(path + "Outer");
      CodeBlock narrow = part.extent() == Part.Extent.REST
          ? CodeBlock.of("in.narrow($L, $L, $S)", PartCode.rest(part), part.max(), path)
          : CodeBlock.of("in.narrow($L, $L, $S)", size, part.max(), path);
      b.addStatement("int $L = $L", outer, narrow);
      b.addStatement("this.$L = in.end()", bound(partField));
      b.addStatement("int $L = 0", n);
      b.beginControlFlow("while (in.remaining() > 0)");
      if (part.elementLimit() >= 0) {
        b.beginControlFlow("if ($L == $L)", n, part.elementLimit())
            .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
                JavaTypes.DECODE_EXCEPTION, path,
                "at most " + part.elementLimit() + " element(s)", "more")
            .endControlFlow();
      }
      element(b, offsets(partField), starts, from, child, context, n, path);
      b.addStatement("$L++", n);
      b.endControlFlow();
      b.addStatement("in.widen($L, 0)", outer);
    }
  }

  /**
   * One more element checked and counted in {@code n}, unless max have been: then what decode
   * {@code expected}, as {@code PartReads} says it.
   */
  private static void nextElement(CodeBlock.Builder b, Part part, String partField,
      String starts, String from, String child, CodeBlock context, String n, String expected) {
    b.beginControlFlow("if ($L == $L)", n, part.max())
        .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
            JavaTypes.DECODE_EXCEPTION, part.name(), expected, "another element")
        .endControlFlow();
    element(b, offsets(partField), starts, from, child, context, n, part.name());
    b.addStatement("$L++", n);
  }

  /** One element checked by the child view, its start recorded once it is. */
  private static void element(CodeBlock.Builder b, String field, String starts, String from,
      String child, CodeBlock context, String i, String path) {
    b.addStatement("int $L = in.index()", from);
    b.add(Rethrow.decoding(CodeBlock.builder()
        .addStatement("in.enterElement($L)", i)
        .addStatement("this.$L.wrapIn(in$L)", child, context)
        .addStatement("in.exit()").build(), i, path));
    b.beginControlFlow("if ($L == $L.length)", i, starts)
        .add("// Grown for an element checked, never for a count read from the wire\n")
        .addStatement("$L = $T.copyOf($L, 2 * $L.length)", starts, Arrays.class, starts,
            starts)
        .addStatement("this.$L = $L", field, starts)
        .endControlFlow();
    b.addStatement("$L[$L] = $L", starts, i, from);
  }

  /** {@code x(i)}: the child view re-pointed at element {@code i}. */
  static MethodSpec getter(Part part, String partField, String count, String child,
      CodeBlock wrapped) {
    String name = part.name();
    ClassName type = JavaTypes.className(ViewPlanner.viewOf(part.elements().nested().type()));
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(type)
        .addParameter(TypeName.INT, "i")
        .addJavadoc("Element {@code i} of {@code $L}: the one child view of this view, re-pointed"
            + " at it\n(which re-checks that element only).\n\n@throws IllegalArgumentException"
            + " unless {@code 0 <= i < $LCount()}\n", name, name)
        .addCode(wrapped)
        .beginControlFlow("if (i < 0 || i >= $L)", count)
        .addStatement("throw new $T($S + i + $S + $L + $S)", IllegalArgumentException.class,
            name + "(", "): no such element, the message holds ", count, " (from 0)")
        .endControlFlow()
        .addStatement("int at = $L[i]", offsets(partField))
        .addStatement(ViewPlanner.followsBackReferences(part.elements().nested().model())
                // Its pointers count from where the message starts, not from the element.
                ? "return $L.wrapIn(in.resetAt(buf, base, at, $L)$L)"
                : "return $L.wrapIn(in.reset(buf, at, $L - at)$L)", child,
            VariableViews.readableEnd(bound(partField)), kept(part, partField))
        .build();
  }
}
