package io.framewright.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The cursor of a view's list of fixed-size messages: a nested class {@code <X>Cursor} that walks
 * the elements in order, re-pointing the list's one child view at each (no index check, no
 * multiplication: the next element is {@code stride} bytes on), and the no-argument getter
 * {@code x()} that starts it over. It is its own {@code Iterable}, so {@code for (UnitView u :
 * roster.units())} allocates nothing. The elements are the ones the parent's wrap checked.
 */
final class ViewCursors {
  private ViewCursors() {}

  /**
   * The names no cursor class of the view of {@code layout} may take: in the unnamed package,
   * the types the view names by their simple name (the message, its codec and view, and the
   * enums, messages, their codecs and views and the @Using codecs of its components), which a
   * nested class of that name would hide, and which have no qualified name to be written by.
   * In a named package JavaPoet writes them in full, and none are taken.
   */
  static Set<String> takenNames(Layout layout) {
    Set<String> out = new HashSet<>();
    if (!layout.type().packageName().isEmpty()) {
      return out;
    }
    List<TypeRef> named = new ArrayList<>(List.of(layout.type()));
    for (FieldLayout f : layout.components()) {
      WireType t = f.element();
      while (t instanceof WireType.Array a) {
        t = a.element();
      }
      if (t instanceof WireType.Enum e) {
        named.add(e.model().type());
      } else if (t instanceof WireType.Nested n) {
        named.add(n.type());
      }
      if (f.field().extras().using() != null) {
        named.add(f.field().extras().using());
      }
    }
    for (TypeRef type : named) {
      out.add(type.simpleNames().get(0));
      out.add(type.codec().simpleName());
      out.add(ViewGenerator.viewOf(type).simpleName());
    }
    return out;
  }

  /** The cursor class's simple name for component {@code name}, unique among {@code taken}. */
  static String className(String name, Set<String> taken) {
    String stem = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    String candidate = stem + "Cursor";
    for (int n = 2; !taken.add(candidate); n++) {
      candidate = stem + n + "Cursor";
    }
    return candidate;
  }

  /**
   * The cursor class {@code cursor} over elements viewed by {@code child}, {@code stride} bytes
   * apart.
   */
  static TypeSpec type(ClassName cursor, ClassName child, String component, int stride) {
    TypeName iterator = ParameterizedTypeName.get(ClassName.get(Iterator.class), child);
    return TypeSpec.classBuilder(cursor)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(iterator)
        .addSuperinterface(ParameterizedTypeName.get(ClassName.get(Iterable.class), child))
        .addJavadoc("The elements of {@code $L}, one after another, each as the one child view"
            + " of the\nlist re-pointed at it (the view {@code next()} returned last is"
            + " re-pointed by the\nnext call, and by the indexed getter). One pass: call {@code"
            + " $L()} again to start over.\nIts own {@code Iterable}, so that a for-each loop"
            + " allocates nothing.\n", component, component)
        .addField(FieldSpec.builder(child, "view", Modifier.PRIVATE, Modifier.FINAL).build())
        .addField(byte[].class, "buf", Modifier.PRIVATE)
        .addField(TypeName.INT, "at", Modifier.PRIVATE)
        .addField(TypeName.INT, "left", Modifier.PRIVATE)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addParameter(child, "view").addStatement("this.view = view").build())
        .addMethod(MethodSpec.methodBuilder("reset").addModifiers(Modifier.PRIVATE)
            .returns(cursor).addParameter(byte[].class, "buf").addParameter(TypeName.INT, "at")
            .addParameter(TypeName.INT, "count")
            .addStatement("this.buf = buf")
            .addStatement("this.at = at")
            .addStatement("this.left = count")
            .addStatement("return this").build())
        .addMethod(MethodSpec.methodBuilder("hasNext").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN)
            .addStatement("return left > 0").build())
        .addMethod(MethodSpec.methodBuilder("next").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(child)
            .addJavadoc("The next element's view.\n\n@throws $T after the last\n",
                NoSuchElementException.class)
            .addStatement("int p = at")
            .beginControlFlow("if (left <= 0)")
            .addStatement("throw new $T($S)", NoSuchElementException.class,
                component + ": no element after the last")
            .endControlFlow()
            .addStatement("left--")
            .addStatement("at = p + $L", stride)
            .addStatement("return repoint(view, buf, p)").build())
        .addMethod(MethodSpec.methodBuilder("remaining").addModifiers(Modifier.PUBLIC)
            .returns(TypeName.INT)
            .addJavadoc("Elements {@code next()} has still to return.\n")
            .addStatement("return left").build())
        .addMethod(MethodSpec.methodBuilder("iterator").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(iterator)
            .addJavadoc("This cursor, where it is.\n")
            .addStatement("return this").build())
        .build();
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
    return MethodSpec.methodBuilder(component).addModifiers(Modifier.PUBLIC).returns(cursor)
        .addJavadoc("The elements of {@code $L} from the first, through this view's one cursor"
            + " (started over\nby each call): {@code for ($L e : view.$L())} allocates nothing."
            + "\n", component, child.simpleName(), component)
        .addCode(wrapped)
        .addStatement("return $L.reset(buf, $L, $L)", field, at, count).build();
  }
}
