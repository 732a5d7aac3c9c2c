package io.framewright.processor.generation.view;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.SelectedUnion;
import io.framewright.processor.generation.TruncatedCode;
import io.framewright.processor.generation.VariableReads;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.ViewPlanner;
import javax.lang.model.element.Modifier;

/**
 * The parts of a variable-size record's view that hold a union (a component whose type is a
 * {@code @Union}, its tag on the wire): the record's view holds one view of the union, made on
 * the first wrap (a union may nest the record again), and its {@code wrap} wraps that view over
 * the union's bytes: as a prefix of the rest of the input when the union reads as far as its own
 * layout goes, or over exactly its bytes when its length is before it. The union's view reads
 * the tag and checks the variant as the union codec does, so the view accepts what decode
 * accepts; when it rejects, the record's codec is asked for its exception ({@code rejected}), so
 * the offset and path are decode's own, counted from the record and under the component.
 *
 * <p>A union an earlier field selects ({@code @Select}) has no tag on the wire: its view, which
 * reads the tag, can not read it, and a dispatch of the record's own would be a second union
 * view; such parts are refused (FW192), as are unions up to a terminator, optional ones, and
 * those whose size is computed or in a varint (a view reads no such size yet).
 */
final class UnionParts {
  private UnionParts() {}

  /** The view of the union {@code part} holds. */
  static ClassName view(Part part) {
    return JavaTypes.className(ViewPlanner.viewOf(part.elements().nested().type()));
  }

  /** The field holding the union's view, null until the first wrap. */
  static FieldSpec field(Part part, String name) {
    return FieldSpec.builder(view(part), name, Modifier.PRIVATE)
        .addJavadoc("The view of {@code $L}; made on the first wrap (the union may nest this"
            + " message).\n", part.name()).build();
  }

  /**
   * Wraps the union's view at the reader's position, then moves the reader past it; records
   * where it lies in {@code at} and {@code size}. {@code sizeLocal}: the local holding a
   * length held before it, for a PREFIX or HELD part (a VARINT_PREFIX part reads its own).
   */
  /**
   * As above; for a union the record selects ({@code @Select}), {@code tag} is its selector's
   * wire value (SelectedUnion's), and the union's view wraps the variant it selects.
   * {@code context}: the values of the record its variants read ({@code _parent.x}), as the
   * trailing arguments of the union view's {@code wrapSelected} or {@code wrapIn};
   * {@code filled}: for a {@code @Truncated} union, the view's field of the reader its bytes are
   * zero-filled in (the variant's view reads that copy), else null; then {@code constants} holds
   * the tag sets of variants of several tags.
   */
  static void scan(CodeBlock.Builder b, Part part, String field, String at, String size,
      String sizeLocal, CodeBlock tag, CodeBlock context, String filled, Constants constants,
      Locals locals) {
    String path = part.name();
    String v = locals.claim(path + "View");
    String q = locals.claim(path + "At");
    String n = locals.claim(path + "N");
    b.addStatement("$T $L = this.$L", view(part), v, field);
    b.beginControlFlow("if ($L == null)", v)
        .addStatement("$L = new $T()", v, view(part))
        .addStatement("this.$L = $L", field, v)
        .endControlFlow();
    if (part.content() == Part.Content.SELECTED) {
      // As decode: narrowed to its length (if it has one), the variant the selector chooses,
      // then nothing left; any rejection is decode's own, from the codec.
      String ok = locals.claim(path + "Ok");
      b.addStatement("int $L = in.index()", q);
      b.addStatement("boolean $L", ok);
      b.beginControlFlow("try");
      if (part.extent() == Part.Extent.OWN) {
        b.addStatement("$L = $L.wrapSelected(in, $L$L)", ok, v, tag, context);
      } else {
        String outer = locals.claim(path + "Outer");
        String length = part.extent() == Part.Extent.VARINT_PREFIX
            ? VariableReads.varintPrefix(b, part, locals) : sizeLocal;
        b.addStatement("int $L = in.narrow($L, $L, $S)", outer, length, part.max(), path);
        if (filled == null) {
          b.addStatement("$L = $L.wrapSelected(in, $L$L)", ok, v, tag, context);
        } else {
          // As decode: the selected variant's fixed size, zero-filled past the bytes on the wire.
          String selected = locals.claim(path + "Tag");
          b.addStatement("long $L = $L", selected, tag);
          CodeBlock fixed = new SelectedUnion(part, constants).fixedSizeOf(selected);
          b.addStatement("$L = $L.wrapSelected($L, $L$L)", ok, v,
              TruncatedCode.reader(part, fixed, "this." + filled), selected, context);
        }
        b.beginControlFlow("if ($L)", ok)
            .addStatement("in.expectEnd($S)", "")
            .addStatement("in.widen($L, 0)", outer)
            .endControlFlow();
      }
      b.nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("$L = false", ok)
          .endControlFlow();
      b.beginControlFlow("if (!$L)", ok)
          .addStatement("throw rejected(buf, in.start(), from, bound)")
          .endControlFlow();
      b.addStatement("this.$L = $L", at, q);
      b.addStatement("this.$L = in.index() - $L", size, q);
      return;
    }
    b.addStatement("int $L", q);
    b.addStatement("int $L", n);
    b.beginControlFlow("try");
    if (!context.isEmpty()) {
      // Variants that read this record's values: the union's view takes them on this reader,
      // as decode's readFrom does, in a slice of the length when one is before it.
      String outer = part.extent() == Part.Extent.OWN ? null : locals.claim(path + "Outer");
      if (outer != null) {
        String length = part.extent() == Part.Extent.VARINT_PREFIX
            ? VariableReads.varintPrefix(b, part, locals) : sizeLocal;
        b.addStatement("int $L = in.narrow($L, $L, $S)", outer, length, part.max(), path);
      }
      b.addStatement("$L = in.index()", q);
      b.addStatement("$L.wrapIn(in$L)", v, context);
      b.addStatement("$L = in.index() - $L", n, q);
      if (outer != null) {
        b.addStatement("in.expectEnd($S)", "");
        b.addStatement("in.widen($L, 0)", outer);
      }
    } else if (part.extent() == Part.Extent.OWN) {
      // As decode's readFrom on its own reader: the union reads as far as its layout goes.
      b.addStatement("$L = in.index()", q);
      b.addStatement("$L = $L.wrapPrefix(buf, $L, in.remaining()).size()", n, v, q);
      b.addStatement("in.claim($L, $S)", n, path);
    } else {
      // As decode narrows its reader to the length: exactly one union in it.
      String length = part.extent() == Part.Extent.VARINT_PREFIX
          ? VariableReads.varintPrefix(b, part, locals) : sizeLocal;
      b.addStatement("$L = in.length($L, $L, $S)", n, length, part.max(), path);
      b.addStatement("$L = in.claim($L, $S)", q, n, path);
      b.addStatement("$L.wrap(buf, $L, $L)", v, q, n);
    }
    b.nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("throw rejected(buf, in.start(), from, bound)")
        .endControlFlow();
    b.addStatement("this.$L = $L", at, q);
    b.addStatement("this.$L = $L", size, n);
  }

  /**
   * {@code rejected(buf, start, from, bound)}: the exception the codec's {@code readFrom} throws
   * on the message at {@code from} read by a reader over {@code buf[start, bound)}, as decode
   * reads it (for a union part this view rejected, the first error decode meets: every check
   * before the part passed, as the view ran decode's checks in decode's order). Offsets count
   * from {@code start}, as the reader the view was scanning with counts them.
   */
  static MethodSpec rejected(Layout layout, ClassName view) {
    return rejected("rejected", JavaTypes.className(layout.type().codec()), view,
        layout.message());
  }

  /**
   * {@code name(buf, start, from, bound)}: as {@link #rejected(Layout, ClassName)}, for the
   * message {@code codec} reads: a union's view uses it for a union it rejected in place
   * ({@code wrapIn}). A message {@code m} that reads the enclosing one's values reads them
   * from the view's fields, as the last wrap kept them: then the method is not static.
   */
  static MethodSpec rejected(String name, ClassName codec, ClassName view, MessageModel m) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE);
    if (!ParentViews.reads(m)) {
      method.addModifiers(Modifier.STATIC);
    }
    return method.returns(JavaTypes.DECODE_EXCEPTION)
        .addJavadoc("The exception readFrom throws on the message at {@code from} this view"
            + " rejected.\n")
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "start")
        .addParameter(TypeName.INT, "from").addParameter(TypeName.INT, "bound")
        .addStatement("$T again = new $T(buf, start, bound - start)", JavaTypes.WIRE_READER,
            JavaTypes.WIRE_READER)
        .addStatement("again.claim(from - start, $S)", "")
        .beginControlFlow("try")
        .addStatement("$T.readFrom(again$L)", codec, ParentViews.arguments(m))
        .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("return e")
        .endControlFlow()
        .addStatement("throw new $T($S)", IllegalStateException.class, view.simpleName()
            + ": wrap rejected a union that " + codec.simpleName() + " accepts; a bug in"
            + " Framewright, please report it")
        .build();
  }

  /** The getter: the union's view, re-pointed by each wrap. */
  static MethodSpec getter(Part part, String field) {
    return MethodSpec.methodBuilder(part.name()).addModifiers(Modifier.PUBLIC)
        .returns(view(part))
        .addJavadoc("The view of {@code $L}, a union: the one this view holds, wrapped over its"
            + " bytes by\neach wrap (its tag, variant and the variant's view).\n", part.name())
        .addCode(VariableViews.wrapped(part.name()))
        .addStatement("return $L", field).build();
  }
}
