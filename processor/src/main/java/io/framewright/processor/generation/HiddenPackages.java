package io.framewright.processor.generation;

import com.palantir.javapoet.JavaFile;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Finds where a generated codec would not compile because one of its variables hides a package.
 *
 * <p>A codec calls the codecs of the messages it nests by their class. When two of those classes
 * share a simple name ({@code in.x.PointCodec} and {@code b.PointCodec}), JavaPoet imports one and
 * names the other in full; and javac reads {@code in.x.PointCodec.readFrom(in)} as a member of the
 * parameter {@code in}, since a simple name is a variable before it is a package. Locals made
 * from component names keep clear of every package name ({@link Locals}); the parameters and
 * locals the code declares under fixed names ({@link #VARIABLES}) can not, so the processor
 * reports the clash (FW007) instead of writing such a codec.
 */
public final class HiddenPackages {
  /** The variables generated code declares under fixed names: parameters and its own locals. */
  public static final Set<String> VARIABLES = Set.of("value", "buf", "off", "len", "p", "limit", "in",
      "start", "end", "e", "i", "n", "size", "outer", "v", "tag", "data", "from");

  private HiddenPackages() {}

  /** A message whose codec {@code file} names in full, with the variable that hides it. */
  public record Hidden(TypeRef message, String variable) {}

  /** The clashes in the codec of {@code layout}. */
  public static List<Hidden> find(JavaFile file, Layout layout) {
    Set<TypeRef> called = new LinkedHashSet<>();
    for (FieldLayout f : layout.fields()) {
      addNested(called, f.field().type());
    }
    return find(file, called);
  }

  /** The clashes in the codec of the union {@code model}. */
  public static List<Hidden> find(JavaFile file, MessageModel model) {
    Set<TypeRef> called = new LinkedHashSet<>();
    for (UnionModel.Variant v : model.union().variants()) {
      if (!v.rawCatchAll()) {
        called.add(v.type());
      }
    }
    return find(file, called);
  }

  private static void addNested(Set<TypeRef> out, WireType t) {
    if (t instanceof WireType.Nested n) {
      out.add(n.type());
    } else if (t instanceof WireType.Array a) {
      addNested(out, a.element());
    }
  }

  private static List<Hidden> find(JavaFile file, Set<TypeRef> called) {
    List<Hidden> out = new ArrayList<>();
    String source = null;
    for (TypeRef message : called) {
      String pkg = message.packageName();
      String first = pkg.indexOf('.') < 0 ? pkg : pkg.substring(0, pkg.indexOf('.'));
      if (!VARIABLES.contains(first)) {
        continue;
      }
      if (source == null) {
        // Imports name classes in full too, harmlessly: only the code after them counts.
        String all = file.toString();
        int body = all.indexOf("\n@");
        source = body < 0 ? all : all.substring(body);
      }
      Pattern inFull = Pattern.compile("(?<![\\w.$])"
          + Pattern.quote(message.codec().canonicalName()) + "\\.");
      if (inFull.matcher(source).find()) {
        out.add(new Hidden(message, first));
      }
    }
    return out;
  }
}
