package io.framewright.processor.generation.view;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.Iterator;
import java.util.NoSuchElementException;
import javax.lang.model.element.Modifier;

/**
 * The cursor of a view's list of fixed-size messages: a nested class {@code <X>Cursor} that walks
 * the elements in order, moving the list's one child view to each ({@code moveTo}: no index
 * check, no multiplication, the next element is {@code stride} bytes on), and the no-argument getter
 * {@code x()} that starts it over. It is its own {@code Iterable}, so {@code for (UnitView u :
 * roster.units())} allocates nothing. The elements are the ones the parent's wrap checked.
 */
final class ViewCursors {
  private ViewCursors() {}

  /**
   * The cursor class {@code cursor} over elements viewed by {@code child}, {@code stride} bytes
   * apart. With {@code parent} null, a static class that keeps the array it was started on (a
   * fixed-size view's array of messages, whose view may itself be moved while a walk is under
   * way). Otherwise an inner class of view {@code parent} that reads the parent's array, so that
   * starting a walk stores no array (an array stored is a G1 barrier when it changes, each frame
   * on its own array); the parent's wrap ends a walk under way ({@code stop()}), so the positions
   * of one frame are never read in the next.
   */
  static TypeSpec type(ClassName cursor, ClassName child, String component, int stride,
      ClassName parent) {
    TypeSpec.Builder type = shell(cursor, child, component)
        .addField(FieldSpec.builder(child, "view", Modifier.PRIVATE, Modifier.FINAL).build())
        .addField(TypeName.INT, "at", Modifier.PRIVATE)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addParameter(child, "view").addStatement("this.view = view").build());
    MethodSpec.Builder reset = MethodSpec.methodBuilder("reset").addModifiers(Modifier.PRIVATE)
        .returns(cursor);
    CodeBlock array;
    if (parent == null) {
      type.addModifiers(Modifier.STATIC).addField(byte[].class, "buf", Modifier.PRIVATE);
      reset.addParameter(byte[].class, "buf").addCode(ViewGenerator.storeBuf());
      array = CodeBlock.of("buf");
    } else {
      array = CodeBlock.of("$T.this.buf", parent);
    }
    reset.addParameter(TypeName.INT, "at").addParameter(TypeName.INT, "count")
        .addStatement("this.at = at");
    CodeBlock past;
    CodeBlock more;
    CodeBlock.Builder step = CodeBlock.builder().addStatement("int p = at");
    CodeBlock left;
    CodeBlock stop;
    if (stride > 0) {
      // Where the next element is and where the list ends: one field stored per element (a
      // count of those left as well measured 1.25 times as long over 128 elements, issue 31)
      type.addField(TypeName.INT, "end", Modifier.PRIVATE);
      reset.addStatement("this.end = at + $L", stride == 1 ? CodeBlock.of("count")
          : CodeBlock.of("$L * count", stride));
      past = CodeBlock.of("at >= end");
      more = CodeBlock.of("at < end");
      step.addStatement("at = p + $L", stride);
      left = CodeBlock.of(stride == 1 ? "end - at" : "(end - at) / " + stride);
      stop = CodeBlock.of("at = end");
    } else {
      // Elements of no bytes (a bounded count of them, FW072): every one is at the same place
      type.addField(TypeName.INT, "left", Modifier.PRIVATE);
      reset.addStatement("this.left = count");
      past = CodeBlock.of("left <= 0");
      more = CodeBlock.of("left > 0");
      step.addStatement("left--");
      left = CodeBlock.of("left");
      stop = CodeBlock.of("left = 0");
    }
    if (parent != null) {
      type.addMethod(MethodSpec.methodBuilder("stop").addModifiers(Modifier.PRIVATE)
          .addJavadoc("Ends a walk under way: the parent's wrap calls it.\n")
          .addStatement(stop).build());
    }
    return type.addMethod(reset.addStatement("return this").build())
        .addMethod(MethodSpec.methodBuilder("hasNext").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN)
            .addStatement("return $L", more).build())
        .addMethod(next(child, component, past,
            step.addStatement("return moveTo(view, $L, p)", array).build()))
        .addMethod(remaining(left))
        .build();
  }

  /**
   * What both cursors share: the class, public, its own {@code Iterable}, with its javadoc and
   * {@code iterator()}.
   */
  private static TypeSpec.Builder shell(ClassName cursor, ClassName child, String component) {
    TypeName iterator = ParameterizedTypeName.get(ClassName.get(Iterator.class), child);
    return TypeSpec.classBuilder(cursor)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(iterator)
        .addSuperinterface(ParameterizedTypeName.get(ClassName.get(Iterable.class), child))
        .addJavadoc("The elements of {@code $L}, one after another, each as the one child view"
            + " of the\nlist re-pointed at it (the view {@code next()} returned last is"
            + " re-pointed by the\nnext call, by the indexed getter, and by the parent's next"
            + " wrap). One pass: call {@code"
            + " $L()} again to start over.\nIts own {@code Iterable}, so that a for-each loop"
            + " allocates nothing.\n", component, component)
        .addMethod(MethodSpec.methodBuilder("iterator").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(iterator)
            .addJavadoc("This cursor, where it is.\n")
            .addStatement("return this").build());
  }

  /** {@code next()}: past the last when {@code past}, else {@code body} (which returns). */
  private static MethodSpec next(ClassName child, String component, CodeBlock past,
      CodeBlock body) {
    return MethodSpec.methodBuilder("next").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(child)
        .addJavadoc("The next element's view.\n\n@throws $T after the last\n",
            NoSuchElementException.class)
        .beginControlFlow("if ($L)", past)
        .addStatement("throw new $T($S)", NoSuchElementException.class,
            component + ": no element after the last")
        .endControlFlow()
        .addCode(body).build();
  }

  private static MethodSpec remaining(CodeBlock left) {
    return MethodSpec.methodBuilder("remaining").addModifiers(Modifier.PUBLIC)
        .returns(TypeName.INT)
        .addJavadoc("Elements {@code next()} has still to return.\n")
        .addStatement("return $L", left).build();
  }

  /**
   * The cursor class {@code cursor} over a list of variable-size messages of view {@code view},
   * with the API of {@link #type}'s: each {@code next()} is the view's indexed getter
   * {@code component(i)}, which re-points the list's one child view at the start wrap recorded
   * (re-checking that element only, so the cursor reads no byte the getter would not). An inner
   * class, to reach that getter; made once per view, as the fixed-size cursor is.
   */
  static TypeSpec listType(ClassName cursor, ClassName child, ClassName view, String component) {
    return shell(cursor, child, component)
        .addField(TypeName.INT, "index", Modifier.PRIVATE)
        .addField(TypeName.INT, "count", Modifier.PRIVATE)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(MethodSpec.methodBuilder("reset").addModifiers(Modifier.PRIVATE)
            .returns(cursor).addParameter(TypeName.INT, "count")
            .addStatement("this.index = 0")
            .addStatement("this.count = count")
            .addStatement("return this").build())
        .addMethod(MethodSpec.methodBuilder("hasNext").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN)
            .addStatement("return index < count").build())
        .addMethod(next(child, component, CodeBlock.of("index >= count"), CodeBlock.builder()
            .addStatement("return $T.this.$L(index++)", view, component).build()))
        .addMethod(remaining(CodeBlock.of("count - index")))
        .build();
  }

  /** The field holding {@link #listType}'s cursor {@code cursor}. */
  static FieldSpec listField(ClassName cursor, String field) {
    return FieldSpec.builder(cursor, field, Modifier.PRIVATE, Modifier.FINAL)
        .initializer("new $T()", cursor).build();
  }

  /**
   * {@code x()} of a list of variable-size messages: {@link #listType}'s cursor started over
   * with {@code count} elements, after {@code guard} (which throws unless the view is wrapped).
   */
  static MethodSpec listGetter(String component, ClassName cursor, ClassName child,
      String field, CodeBlock guard, String count) {
    return getter(component, cursor, child, field, guard, CodeBlock.of("$L", count));
  }

  /** The field holding {@code cursor}, made with the list's child view {@code childField}. */
  static FieldSpec field(ClassName cursor, String field, String childField) {
    return FieldSpec.builder(cursor, field, Modifier.PRIVATE, Modifier.FINAL)
        .initializer("new $T($L)", cursor, childField).build();
  }

  /**
   * {@code x()}: the cursor started over at {@code at} with {@code count} elements, after
   * {@code wrapped} (which declares {@code buf} and throws unless the view is wrapped).
   */
  static MethodSpec getter(String component, ClassName cursor, ClassName child, String field,
      CodeBlock wrapped, String at, String count) {
    return getter(component, cursor, child, field, wrapped,
        CodeBlock.of("buf, $L, $L", at, count));
  }

  /** {@link #getter} of a cursor that reads its parent's array ({@link #type}'s inner class). */
  static MethodSpec innerGetter(String component, ClassName cursor, ClassName child,
      String field, CodeBlock wrapped, String at, String count) {
    return getter(component, cursor, child, field, wrapped, CodeBlock.of("$L, $L", at, count));
  }

  /** {@code x()}: {@code wrapped}, then the cursor reset with {@code resetArguments}. */
  private static MethodSpec getter(String component, ClassName cursor, ClassName child,
      String field, CodeBlock wrapped, CodeBlock resetArguments) {
    return MethodSpec.methodBuilder(component).addModifiers(Modifier.PUBLIC).returns(cursor)
        .addJavadoc("The elements of {@code $L} from the first, through this view's one cursor"
            + " (started over\nby each call): {@code for ($L e : view.$L())} allocates nothing."
            + "\n", component, child.simpleName(), component)
        .addCode(wrapped)
        .addStatement("return $L.reset($L)", field, resetArguments).build();
  }
}
